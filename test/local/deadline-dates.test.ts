import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedTurn, SidebarState } from '../../src/gas/sidebar-api';
import { Session } from '../../src/local/playground/session';

// Issue 10, bug 1: with an Order deadline set, the offline tools failed with `Invalid argument: date`: the
// script's Dates (made in the bundle's vm realm) failed the emulation's `instanceof Date`. Real Apps Script
// takes the script's own Dates, so the emulation must too. Through the built bundle, as the CLI runs it.

describe('an order deadline under the offline tools', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-deadline-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const withDeadline = (value: unknown): Session => {
    const session = Session.create(path.join(dir, 'campaign.xlsx'), 'Deadline', true);
    const campaign = session.spreadsheet.getSheetByName('Campaign');
    const rows = session.tab('Campaign') ?? [];
    const row = rows.findIndex((r) => r[0] === 'Order deadline');
    if (!campaign || row < 0) throw new Error('no Order deadline row');
    campaign.getRange(row + 1, rows[0].indexOf('Value') + 1).setValue(value);
    return session;
  };

  it.each([
    ['as text', '2026-12-01 18:00'],
    ['as a date', new Date(Date.UTC(2026, 11, 1, 18, 0))],
  ])('the sidebar loads and Resolve runs with the deadline set %s', (_, value) => {
    const session = withDeadline(value);
    const state = session.call('getSidebarState') as SidebarState;
    expect(state.deadline).toBe('2026-12-01 18:00');
    const resolved = session.call('resolveTurn', [state.turnNumber, {}]) as ResolvedTurn;
    expect(resolved.view.resolved).toBe(true);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report } from '../../src/local/cli-commands';
import { Session } from '../../src/local/playground/session';

// `campaign-ledger report FILE --player NAME` on Campaign System v4.2: the player's tab is the orders receipt in
// column A and a turn report per column from B on, newest first (gas/player-tabs.ts). The report printed each
// row's cells joined by tabs, mixing receipt line N with each report's line N; each column is now apart.

describe('campaign-ledger report after two turns', () => {
  let dir: string;
  let lines: string[];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-cli-report-'));
    const session = Session.create(path.join(dir, 'campaign.xlsx'), 'Report', true);
    session.call('resolveTurn', [1, {}]);
    session.call('resolveTurn', [2, {}]);
    lines = [...report(session, 'crystal lotus').lines];
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the receipt, then each report under its own heading, newest first', () => {
    const at = (line: string): number => lines.indexOf(line);
    expect(at('Player · Crystal Lotus:')).toBeGreaterThan(0);
    const receipt = at('  Latest orders receipt (Player · Crystal Lotus, column A):');
    const newest = at('  Latest turn report (Player · Crystal Lotus, column B):');
    const earlier = at('  Earlier turn report (Player · Crystal Lotus, column C):');
    expect(lines[receipt + 1]).toBe(
      '    Crystal Lotus: your orders receipt appears here once your orders arrive.',
    );
    expect(lines[newest + 1]).toBe('    Turn 2 report for Crystal Lotus');
    expect(lines[earlier + 1]).toBe('    Turn 1 report for Crystal Lotus');
    expect(receipt).toBeLessThan(newest);
    expect(newest).toBeLessThan(earlier);
  });

  it('no line holds two columns', () => {
    expect(lines.filter((line) => line.includes('\t'))).toEqual([]);
    expect(lines.filter((line) => /report for Crystal Lotus.*report for/.test(line))).toEqual([]);
  });
});

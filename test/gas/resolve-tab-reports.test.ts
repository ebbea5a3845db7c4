import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import type { ResolvedTurn } from '../../src/gas/sidebar-api';

// Issue 13, "written on the player's view": with Player views = tabs, Resolve writes each player's turn report
// as a new column B of their own tab (column A keeps their orders receipt; older reports move right), in its
// one write plan; Undo deletes that column again. The report builder applies fog of war: a player's tab names
// no enemy army they cannot see. With private files, the tabs are left alone.

const ORDERS: Record<string, string> = {
  'firstborn@example.com':
    'Firstborn Expeditionary Force - Move 3\nAurelia - Grow\nRoyal Sappers - Build Road',
  'dwarves@example.com': 'Hammerguard of Karak Varn - Hold\nKarak Varn - Build Marketplace',
};

function campaign(views: string | null = null) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Tab reports test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  emulation.services.MailApp.setDailyQuota(1_000_000);
  const { FormApp } = emulation.services;
  for (const [email, text] of Object.entries(ORDERS))
    FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  emulation.world.calls.uncounted(() => {
    if (views === null) return;
    const sheet = spreadsheet.getSheetByName('Campaign');
    const rows = sheet?.getDataRange().getValues() ?? [];
    const at = rows.findIndex((r) => r[0] === 'Player views');
    sheet?.getRange(at + 1, 2).setValue(views);
  });
  /** Column `c` (0-based) of the player's tab, blank rows at the end left out. */
  const column = (player: string, c: number): string[] =>
    emulation.world.calls.uncounted(() => {
      const values = spreadsheet.getSheetByName(`Player · ${player}`)?.getDataRange().getValues() ?? [];
      const out = values.map((r) => String(r[c] ?? ''));
      while (out.length > 0 && out[out.length - 1] === '') out.pop();
      return out;
    });
  const resolve = (turn: number) => script.call('resolveTurn', [turn, {}]) as ResolvedTurn;
  return { emulation, script, column, resolve };
}

describe('turn reports on the player tabs (tabs mode)', () => {
  const c = campaign();
  const receiptBefore = c.column('Aurelian Throne', 0);
  const reportBefore = c.column('Gorthak Horde', 1);
  c.resolve(1);
  const gorthak = c.column('Gorthak Horde', 1).join('\n');

  it('Resolve writes each player’s report in column B of their tab; the receipt in column A stays', () => {
    expect(reportBefore).toEqual([]);
    expect(receiptBefore[0]).toContain('orders of Aurelian Throne for turn 1');
    expect(c.column('Aurelian Throne', 0)).toEqual(receiptBefore);
    for (const player of ['Aurelian Throne', 'Gorthak Horde', 'Clan Varn', 'Crystal Lotus'])
      expect([player, c.column(player, 1).join('\n')]).toEqual([
        player,
        expect.stringContaining('Your map of turn 1 is attached to your report email'),
      ]);
    // The demo's Gorthak Horde: its own wolf riders, not the Crystal Lotus's guard far away (fog of war).
    expect(gorthak).toContain('Bloodfang Wolf Riders');
    expect(gorthak).not.toContain('Lotus Guard');
  });

  it('Undo takes the column out again, and Resolve again writes the same report', () => {
    c.script.call('undoLastTurn');
    expect(c.column('Gorthak Horde', 1)).toEqual(reportBefore);
    c.resolve(1);
    expect(c.column('Gorthak Horde', 1).join('\n')).toBe(gorthak);
  });

  it('the next turn’s report comes first; the one before moves to column C', () => {
    const first = c.column('Clan Varn', 1);
    c.resolve(2);
    const second = c.column('Clan Varn', 1);
    expect(second.join('\n')).toContain('Your map of turn 2');
    expect(second.join('\n')).not.toContain('Your map of turn 1');
    expect(c.column('Clan Varn', 2)).toEqual(first);
    c.script.call('undoLastTurn');
    expect(c.column('Clan Varn', 1)).toEqual(first);
    expect(c.column('Clan Varn', 2)).toEqual([]);
  });

  it('the email holds the very report the tab holds, built once per player per Resolve (issue 9)', () => {
    const t = campaign();
    const { MailApp } = t.emulation.services;
    const built = () => t.script.logs.filter((l) => / player reports built in /.test(l));
    t.resolve(1);
    // One build for the tabs and the emails together: one log line, one report for each of the 4 players.
    expect(built()).toHaveLength(1);
    expect(built()[0]).toMatch(/^Turn 1: 4 player reports built in \d+ ms\.$/);
    const mails = MailApp.outbox.filter((m) => / turn 1 report for /.test(m.subject));
    expect(mails).toHaveLength(4);
    for (const player of ['Aurelian Throne', 'Gorthak Horde', 'Clan Varn', 'Crystal Lotus']) {
      const mail = mails.find((m) => m.subject.endsWith(`report for ${player}`));
      const tab = t.column(player, 1);
      // The tab: the report's lines, a blank line, then the line about the map.
      expect(tab.slice(-2)).toEqual([
        '',
        'Your map of turn 1 is attached to your report email (an SVG picture any browser opens).',
      ]);
      expect([player, tab.slice(0, -2).join('\n')]).toEqual([player, mail?.body]);
    }
    t.resolve(2);
    expect(built()).toHaveLength(2);
    expect(built()[1]).toMatch(/^Turn 2: 4 player reports built in /);
  });

  it('with private files the player tabs are not written', () => {
    const p = campaign('private files');
    p.resolve(1);
    expect(p.column('Gorthak Horde', 1)).toEqual([]);
  });
});

import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import type { ResolvedTurn } from '../../src/gas/sidebar-api';

// Player views = private files, through the built bundle under the emulation: one spreadsheet per player,
// created once, shared with exactly that player's email, refreshed at every Resolve; the campaign shared with none.

const EMAILS: Record<string, string> = {
  'Aurelian Throne': 'firstborn@example.com',
  'Gorthak Horde': 'blackblood@example.com',
  'Clan Varn': 'dwarves@example.com',
  'Crystal Lotus': 'elves@example.com',
};

function campaign(views: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Private files test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  emulation.world.calls.uncounted(() => {
    const sheet = spreadsheet.getSheetByName('Campaign');
    const rows = sheet?.getDataRange().getValues() ?? [];
    const at = rows.findIndex((r) => r[0] === 'Player views');
    if (at >= 0) sheet?.getRange(at + 1, 2).setValue(views);
    else sheet?.appendRow(['Player views', views]);
  });
  const resolve = (turn: number) => script.call('resolveTurn', [turn, {}]) as ResolvedTurn;
  const others = () =>
    emulation.spreadsheetApp.spreadsheets().filter((s) => s.getId() !== spreadsheet.getId());
  const text = (file: { getSheets(): { getDataRange(): { getValues(): unknown[][] } }[] }) =>
    file
      .getSheets()[0]
      .getDataRange()
      .getValues()
      .map((r) => String(r[0]))
      .join('\n');
  return { emulation, spreadsheet, resolve, others, text };
}

describe('private player files', () => {
  it('one file per player, shared with exactly that player, refreshed at every Resolve', () => {
    const c = campaign('private files');
    c.resolve(1);
    const files = c.others();
    expect(files.map((f) => f.getName().split(' · ').pop()).sort()).toEqual(Object.keys(EMAILS).sort());
    for (const f of files) {
      const player = f.getName().split(' · ').pop() ?? '';
      expect(f.getViewers().map((u) => u.getEmail())).toEqual([EMAILS[player]]);
      expect(f.getEditors()).toEqual([]);
      expect(c.text(f)).toContain(`Turn 1 report for ${player}`);
      expect(f.getSheets()[0].getName()).toBe('Turn report');
    }
    const ids = files.map((f) => f.getId()).sort();
    c.resolve(2);
    const again = c.others();
    expect(again.map((f) => f.getId()).sort()).toEqual(ids);
    for (const f of again) {
      const player = f.getName().split(' · ').pop() ?? '';
      expect(c.text(f)).toContain(`Turn 2 report for ${player}`);
      expect(c.text(f)).not.toContain('Turn 1 report');
      expect(f.getViewers().map((u) => u.getEmail())).toEqual([EMAILS[player]]);
    }
    expect(c.spreadsheet.getViewers()).toEqual([]);
    expect(c.spreadsheet.getEditors()).toEqual([]);
  });

  it('each report email links to its player’s own file, and to no other', () => {
    const c = campaign('private files');
    c.resolve(1);
    const mails = c.emulation.services.MailApp.outbox.filter((m) => / report for /.test(m.subject));
    expect(mails).toHaveLength(4);
    for (const f of c.others()) {
      const player = f.getName().split(' · ').pop() ?? '';
      for (const m of mails) {
        const linked = m.body.includes(f.getUrl()) && (m.htmlBody ?? '').includes(`href="${f.getUrl()}"`);
        expect([player, m.to, linked]).toEqual([player, m.to, m.to === EMAILS[player]]);
      }
    }
  });

  it('a player’s file holds their report and no other player’s', () => {
    const c = campaign('private files');
    c.resolve(1);
    for (const f of c.others()) {
      const player = f.getName().split(' · ').pop() ?? '';
      const body = c.text(f);
      for (const other of Object.keys(EMAILS))
        if (other !== player) expect(body).not.toContain(`report for ${other}`);
    }
  });

  it('tabs mode makes no file; a campaign shared with a player is named in the sidebar', () => {
    const tabs = campaign('tabs');
    tabs.resolve(1);
    expect(tabs.others()).toEqual([]);
    const shared = campaign('private files');
    shared.emulation.world.calls.uncounted(() => shared.spreadsheet.addViewer('dwarves@example.com'));
    const { state } = shared.resolve(1);
    expect(state.problems.join('\n')).toContain(
      'this spreadsheet is shared with dwarves@example.com: they can see every player',
    );
  });

  it('a bad Player views value is named by cell and the turn waits for it', () => {
    const c = campaign('secret');
    expect(() => c.resolve(1)).toThrow(/Player views: must be tabs or private files, got 'secret'/);
  });
});

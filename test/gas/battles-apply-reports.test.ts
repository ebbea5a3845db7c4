import type { AppliedBattles } from '../../src/gas/battles-api';
import { demoLedger } from '../support/demo-ledger';

// Issue 13 through dist/Code.js: after Apply battle results, each player the battles concern gets a report of
// them (the battles, what happened to their forces, the guilders, the treasury chart, their map), emailed like
// the turn report within the mail quota and, with Player views = private files, on their own file, which stays
// shared with exactly their email; the campaign spreadsheet is shared with no player.

const EMAILS: Record<string, string> = {
  'Aurelian Throne': 'firstborn@example.com',
  'Gorthak Horde': 'blackblood@example.com',
  'Clan Varn': 'dwarves@example.com',
  'Crystal Lotus': 'elves@example.com',
};
const FOUGHT = ['Aurelian Throne', 'Gorthak Horde'];

/** The demo with the Wolf Riders next to the Knights of the Dawn, who ride into them: T1-B1 (as battles-helpers). */
function campaign(views: 'tabs' | 'private files') {
  const { emulation, spreadsheet, script, sheet, values } = demoLedger('Battle reports test');
  const set = (tab: string, key: string, cells: Record<string, unknown>): void => {
    const [header, ...body] = values(tab);
    const at = body.findIndex((r) => r[0] === key);
    for (const [h, v] of Object.entries(cells))
      sheet(tab)
        .getRange(at + 2, header.indexOf(h) + 1)
        .setValue(v);
  };
  emulation.world.calls.uncounted(() => {
    const rows = values('Campaign');
    const at = rows.findIndex((r) => r[0] === 'Player views');
    if (at >= 0)
      sheet('Campaign')
        .getRange(at + 1, 2)
        .setValue(views);
    else sheet('Campaign').appendRow(['Player views', views]);
  });
  set('Armies', 'Bloodfang Wolf Riders', { Hex: '1106' });
  script.call('menuCreateOrdersForm');
  const { FormApp, MailApp } = emulation.services;
  FormApp.submit(FormApp.forms[0].id, 'firstborn@example.com', { Orders: 'Knights of the Dawn - Move 1' });
  script.call('resolveTurn', [1, {}]);
  const apply = (): AppliedBattles => script.call('applyBattleResults', [{}]) as AppliedBattles;
  const battleMails = () => MailApp.outbox.filter((m) => / battle results for /.test(m.subject));
  const files = () =>
    emulation.spreadsheetApp.spreadsheets().filter((s) => s.getId() !== spreadsheet.getId());
  const tabText = (file: ReturnType<typeof files>[number], name: string): string | null => {
    const tab = file.getSheetByName(name);
    if (!tab) return null;
    return tab
      .getDataRange()
      .getValues()
      .map((r) => String(r[0]))
      .join('\n');
  };
  const fight = (winner: string, lost: string) =>
    set('Battles', 'T1-B1', {
      'Attacker choice': 'fight',
      'Defender choice': 'fight',
      Winner: winner,
      'Points lost': lost,
      'Turns played': 6,
    });
  return { emulation, spreadsheet, script, apply, battleMails, files, tabText, fight, MailApp };
}

const owner = (name: string): string => name.split(' · ').pop() ?? '';

describe('battle results reports after Apply battle results', () => {
  it('private files: the two players who fought get a Battle results tab; every file keeps its one viewer', () => {
    const c = campaign('private files');
    const ids = c
      .files()
      .map((f) => f.getId())
      .sort();
    expect(ids).toHaveLength(4);
    c.fight('Aurelian Throne', 'Knights of the Dawn: 100; Bloodfang Wolf Riders: 200');
    const { state } = c.apply();
    expect(
      c
        .files()
        .map((f) => f.getId())
        .sort(),
    ).toEqual(ids);
    for (const f of c.files()) {
      const player = owner(f.getName());
      expect(f.getViewers().map((u) => u.getEmail())).toEqual([EMAILS[player]]);
      expect(f.getEditors()).toEqual([]);
      const battles = c.tabText(f, 'Battle results');
      if (!FOUGHT.includes(player)) {
        expect([player, battles]).toEqual([player, null]);
        continue;
      }
      expect(battles).toContain(`Battle results of turn 1 for ${player}`);
      expect(battles).toContain(
        'T1-B1: field battle in 1106: Aurelian Throne (Knights of the Dawn) v Gorthak Horde (Bloodfang Wolf Riders)',
      );
      expect(battles).toContain('TREASURY TURN BY TURN');
      // The turn report stays on the first tab, with the order template for turn 2.
      expect(c.tabText(f, 'Turn report')).toContain(`Turn 1 report for ${player}`);
    }
    expect(c.spreadsheet.getViewers()).toEqual([]);
    expect(c.spreadsheet.getEditors()).toEqual([]);
    expect(state.problems.filter((p) => /mail|file/.test(p))).toEqual([]);
    // The next Resolve: last turn's battle results are no longer news.
    c.script.call('resolveTurn', [2, {}]);
    for (const f of c.files()) {
      const player = owner(f.getName());
      expect([player, c.tabText(f, 'Battle results')]).toEqual([
        player,
        FOUGHT.includes(player) ? 'No battle results applied since your turn 2 report.' : null,
      ]);
      expect(f.getViewers().map((u) => u.getEmail())).toEqual([EMAILS[player]]);
    }
  });

  it('emails each player who fought once, text and HTML with the chart and their map, linking their own file', () => {
    const c = campaign('private files');
    c.fight('Aurelian Throne', 'Knights of the Dawn: 100; Bloodfang Wolf Riders: 200');
    c.apply();
    const mails = c.battleMails();
    expect(mails.map((m) => m.to).sort()).toEqual(FOUGHT.map((p) => EMAILS[p]).sort());
    const url = new Map(c.files().map((f) => [EMAILS[owner(f.getName())], f.getUrl()]));
    for (const m of mails) {
      const player = FOUGHT.find((p) => EMAILS[p] === m.to) ?? '';
      expect(m.subject).toBe(`The Shattered Vale (demo): turn 1 battle results for ${player}`);
      expect(m.body).toContain(`Battle results of turn 1 for ${player}`);
      expect(m.htmlBody).toMatch(/^<!DOCTYPE html>/);
      expect(m.htmlBody).toContain('bgcolor="#4a9e4a"'); // the treasury chart's income bars
      expect(m.htmlBody).not.toContain('<svg');
      expect(m.htmlBody).toContain(`href="${url.get(m.to)}"`);
      for (const [email, other] of url) if (email !== m.to) expect(m.body).not.toContain(other);
      expect(m.attachments?.map((a) => [a.name, a.contentType])).toEqual([
        ['turn-1-map.svg', 'image/svg+xml'],
      ]);
    }
    // Table 19: the winner's spoils are in the winner's report only.
    const spoils = c.emulation.world.calls.uncounted(() => {
      const rows = c.spreadsheet.getSheetByName('Treasury')?.getDataRange().getValues() ?? [];
      return rows.filter((r) => r[2] === 'Spoils').map((r) => Number(r[3]));
    });
    expect(spoils).toHaveLength(1);
    const winner = mails.find((m) => m.to === EMAILS['Aurelian Throne']);
    const loser = mails.find((m) => m.to === EMAILS['Gorthak Horde']);
    expect(winner?.body).toMatch(new RegExp(`Spoils: .*\\+${spoils[0]}`));
    expect(loser?.body).not.toContain('Spoils');
  });

  it('Undo and Apply again sends nothing twice; a changed result goes out marked corrected', () => {
    const c = campaign('tabs');
    c.fight('Aurelian Throne', 'Knights of the Dawn: 100; Bloodfang Wolf Riders: 200');
    c.apply();
    expect(c.battleMails()).toHaveLength(2);
    expect(c.files()).toEqual([]); // tabs mode: emailed, no file
    c.script.call('undoLastTurn');
    c.apply();
    expect(c.battleMails()).toHaveLength(2);
    c.script.call('undoLastTurn');
    c.fight('Gorthak Horde', 'Knights of the Dawn: 300; Bloodfang Wolf Riders: 0');
    c.apply();
    expect(
      c
        .battleMails()
        .slice(2)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'The Shattered Vale (demo): turn 1 battle results for Aurelian Throne (corrected)',
      'The Shattered Vale (demo): turn 1 battle results for Gorthak Horde (corrected)',
    ]);
  });

  it('over the mail quota the results stand and the sidebar and the menu name who was not emailed', () => {
    const c = campaign('tabs');
    c.fight('Aurelian Throne', 'Knights of the Dawn: 100; Bloodfang Wolf Riders: 200');
    c.MailApp.setDailyQuota(1);
    const { state, view } = c.apply();
    expect(view.applied).toEqual(['T1-B1']);
    expect(c.battleMails()).toHaveLength(1);
    expect(state.problems.join('\n')).toMatch(
      /Turn 1 battle results not emailed to (Aurelian Throne|Gorthak Horde): today's mail quota is used up/,
    );
    // The menu's alert says it too.
    c.script.call('undoLastTurn');
    c.fight('Gorthak Horde', 'Knights of the Dawn: 300; Bloodfang Wolf Riders: 0');
    c.MailApp.setDailyQuota(0);
    c.script.call('menuApplyBattleResults');
    const ui = c.emulation.services.Ui;
    const said = String(ui.alerts[ui.alerts.length - 1].prompt);
    expect(said.split('\n')[0]).toBe('Applied 1 battle: T1-B1.');
    expect(said).toContain(
      "Turn 1 battle results not emailed to Aurelian Throne, Gorthak Horde: today's mail quota is used up",
    );
  });
});

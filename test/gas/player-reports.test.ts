import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import { formatDate } from '../../src/local/services';
import type { ResolvedTurn } from '../../src/gas/sidebar-api';

// Each player's turn report after Resolve, through the built bundle under the emulation: in
// their inbox, one per player per turn, never another player's secrets, never an undone turn for a mail problem.

const ORDERS: Record<string, string> = {
  'firstborn@example.com':
    'Firstborn Expeditionary Force - Move 3\nAurelia - Grow\nRoyal Sappers - Build Road',
  'dwarves@example.com': 'Hammerguard of Karak Varn - Hold\nKarak Varn - Build Marketplace',
};
const PLAYERS: Record<string, string> = {
  'firstborn@example.com': 'Aurelian Throne',
  'blackblood@example.com': 'Gorthak Horde',
  'dwarves@example.com': 'Clan Varn',
  'elves@example.com': 'Crystal Lotus',
};

function campaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Report test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp, MailApp } = emulation.services;
  const send = (orders: Record<string, string>) => {
    for (const [email, text] of Object.entries(orders))
      FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  };
  const reports = () => MailApp.outbox.filter((m) => / report for /.test(m.subject));
  const tab = (name: string): unknown[][] =>
    emulation.world.calls.uncounted(() => spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? []);
  const resolve = (turn: number) => script.call('resolveTurn', [turn, {}]) as ResolvedTurn;
  return { emulation, spreadsheet, script, send, reports, tab, resolve, MailApp };
}

describe('turn reports after Resolve', () => {
  it('each player gets exactly one report email per turn, text and HTML, with their map attached', () => {
    const c = campaign();
    c.send(ORDERS);
    c.resolve(1);
    expect(
      c
        .reports()
        .map((m) => m.to)
        .sort(),
    ).toEqual(Object.keys(PLAYERS).sort());
    for (const m of c.reports()) {
      const player = PLAYERS[m.to];
      expect(m.subject).toContain(`turn 1 report for ${player}`);
      expect(m.body).toContain(player);
      expect(m.htmlBody).toMatch(/^<!DOCTYPE html>/);
      expect(m.htmlBody).toContain(`Turn 1 report for ${player}`);
      // The treasury chart as coloured table cells (mail clients drop inline SVG), and as text bars.
      expect(m.htmlBody).toContain('<h2>Treasury turn by turn</h2>');
      expect(m.htmlBody).toContain('bgcolor="#4a9e4a"');
      expect(m.htmlBody).not.toContain('<svg');
      expect(m.body).toContain('TREASURY TURN BY TURN');
      expect(m.attachments?.map((a) => [a.name, a.contentType])).toEqual([
        ['turn-1-map.svg', 'image/svg+xml'],
      ]);
      expect(m.attachments?.[0].data).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    c.send(ORDERS);
    c.resolve(2);
    const byTurn = (t: number) => c.reports().filter((m) => m.subject.includes(`turn ${t} report`));
    expect(byTurn(1)).toHaveLength(4);
    expect(
      byTurn(2)
        .map((m) => m.to)
        .sort(),
    ).toEqual(Object.keys(PLAYERS).sort());
  });

  it('Undo then Resolve again sends no report twice: the same report is not resent, a changed one says corrected', () => {
    const c = campaign();
    c.send(ORDERS);
    const first = c.resolve(1);
    expect(c.reports()).toHaveLength(4);
    c.script.call('undoLastTurn');
    c.resolve(1);
    expect(c.reports()).toHaveLength(4);
    // A die overridden the second time changes some reports: only those go out again, marked corrected.
    c.script.call('undoLastTurn');
    const roll = first.view.rolls[0];
    c.script.call('resolveTurn', [1, { [roll.key]: roll.result === 1 ? 6 : 1 }]);
    const corrected = c.reports().filter((m) => m.subject.endsWith('(corrected)'));
    expect(corrected.length).toBeGreaterThan(0);
    expect(c.reports()).toHaveLength(4 + corrected.length);
    for (const m of corrected) {
      const earlier = c.reports().filter((x) => x.to === m.to);
      expect(earlier[0].body).not.toBe(m.body);
    }
  });

  it('no report or map holds another player’s orders or treasury', () => {
    const c = campaign();
    // A gift of its own to each player, so each treasury holds figures no other player's could by chance.
    c.emulation.world.calls.uncounted(() => {
      const treasury = c.spreadsheet.getSheetByName('Treasury');
      Object.values(PLAYERS).forEach((player, i) =>
        treasury?.appendRow([1, player, 'Special', 3_000_000 + i * 111_111, `Gift ${i}q`, '']),
      );
    });
    c.send(ORDERS);
    c.resolve(1);
    const treasury = c.tab('Treasury');
    const header = treasury[0].map(String);
    const [p, bal] = [header.indexOf('Player'), header.indexOf('Balance')];
    const closing = new Map<string, number>();
    for (const row of treasury.slice(1)) closing.set(String(row[p]), Number(row[bal]));
    const money = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    for (const m of c.reports()) {
      const given = [m.body, m.htmlBody, ...(m.attachments ?? []).map((a) => a.data)].join('\n');
      for (const [email, text] of Object.entries(ORDERS))
        if (email !== m.to) for (const line of text.split('\n')) expect(given).not.toContain(line);
      for (const [player, balance] of closing)
        if (player !== PLAYERS[m.to])
          expect([player, given.includes(money(balance))]).toEqual([player, false]);
      expect(given).toContain(money(closing.get(PLAYERS[m.to]) ?? -1));
      expect(closing.get(PLAYERS[m.to])).toBeGreaterThan(3_000_000);
    }
  });

  it('a battle to fight is in each side’s report with the Battles tab’s id and deadline', () => {
    const c = campaign();
    // The Wolf Riders stand next to the Knights of the Dawn, who ride into them: a field battle.
    c.emulation.world.calls.uncounted(() => {
      const armies = c.spreadsheet.getSheetByName('Armies');
      const values = armies?.getDataRange().getValues() ?? [];
      const row = values.findIndex((r) => r[values[0].indexOf('Army')] === 'Bloodfang Wolf Riders');
      armies?.getRange(row + 1, values[0].indexOf('Hex') + 1).setValue('1106');
    });
    c.send({ 'firstborn@example.com': 'Knights of the Dawn - Move 1' });
    c.resolve(1);
    const [header, ...rows] = c.tab('Battles');
    const col = (name: string) => header.indexOf(name);
    const battles = rows.filter((r) => r[col('Turn')] === 1);
    expect(battles.length).toBeGreaterThan(0);
    for (const b of battles) {
      const deadline = formatDate(b[col('Deadline')] as Date, 'Etc/UTC', 'yyyy-MM-dd HH:mm');
      const sides = String(b[col('Sides')]).split(' vs ');
      for (const m of c.reports()) {
        const fights = m.body.includes(`${String(b[col('Id')])}: `);
        expect([PLAYERS[m.to], fights]).toEqual([PLAYERS[m.to], sides.includes(PLAYERS[m.to])]);
        if (fights) expect(m.body).toContain(`by ${deadline}`);
      }
    }
  });

  it('over the mail quota: the turn stands and the sidebar says who was not emailed', () => {
    const c = campaign();
    c.send(ORDERS);
    c.MailApp.clearOutbox();
    c.MailApp.setDailyQuota(2);
    const { state } = c.resolve(1);
    expect(state.turn).toBe('2');
    expect(c.reports()).toHaveLength(2);
    const note = state.problems.find((x) => x.includes('mail quota'));
    expect(note).toMatch(/Turn 1 report not emailed to .+, .+: today's mail quota is used up/);
  });

  it('a failure while sending never undoes the turn: it is a note', () => {
    const c = campaign();
    c.send(ORDERS);
    const original = c.MailApp.sendEmail.bind(c.MailApp);
    let sent = 0;
    c.MailApp.sendEmail = (...args: Parameters<typeof original>) => {
      sent += 1;
      if (sent === 2) throw new Error('Gmail is down');
      original(...args);
    };
    const { state } = c.resolve(1);
    expect(state.turn).toBe('2');
    expect(state.problems.join('\n')).toContain('could not be emailed to Gorthak Horde (Gmail is down)');
    expect(c.reports()).toHaveLength(3);
  });
});

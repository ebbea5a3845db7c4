/**
 * Battle reports through the ledger (004 5.4C, 6.0C; LANGUAGE.md "Battle reports"): two players' reports of one
 * tabletop battle, T2-01 at 0304 (Ostmark Host invades Tor Athel's hex, Athel Guard patrols it). A disputed
 * winner or level holds the stage naming both Orders cells; a line naming a character of no army in the battle,
 * or a Total Army Size over 3000 (3.1B), is refused at the form, and the agreed result stands.
 */
import { ME_STAGE_RULESET as R } from '../../../src/ledger/me/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { applyOutcome, demoTabs, submitOrders } from './stage-apply';

const none = { overrides: new Map<string, number>() };
/** Resolves one stage after the players' lines are sent. */
function stage(tabs: TabValues, lines: Record<string, string>): TabValues {
  let t = tabs;
  for (const [p, text] of Object.entries(lines)) t = submitOrders(R, t, p, text).tabs;
  return applyOutcome(R, t, R.runStage(t, none));
}

/** The demo at turn 2's battles stage, T2-01 fought on the tabletop (turn 1 as the reviewer played it). */
function atT201(): TabValues {
  let t: TabValues = demoTabs(R);
  t = stage(t, {
    Ostmark: 'Ostmark Host - Invade 0203\nOstmark Host - Basic size 1000\nBorder Watch - Basic size 600',
    'Tor Athel': 'Athel Guard - Invade 0304\nSea Wardens - Invade 0304 with Athel Guard',
  });
  t = stage(t, {});
  t = stage(t, {});
  t = stage(t, {});
  expect(R.clock(t)).toEqual({ turn: 2, stage: 'orders', round: 1 });
  t = stage(t, {
    Ostmark: 'Ostmark Host - Invade 0304',
    'Tor Athel': 'Athel Guard - Patrol 0304\nSea Wardens - Patrol 0205',
  });
  t = stage(t, { Ostmark: 'T2-01 - Fight', 'Tor Athel': 'T2-01 - Fight' });
  expect(R.clock(t).stage).toBe('battles');
  return t;
}

const base = atT201();
const battleRow = (t: TabValues): string =>
  (t.get('Battles') ?? [])
    .filter((r) => r[0] === 'T2-01')
    .map((r) => r.join(' | '))
    .join('\n');

describe('ME battle reports: two players report one battle (5.4C)', () => {
  it('a disputed winner holds the stage, naming both Orders cells and what to do next', () => {
    let t = submitOrders(R, base, 'Ostmark', 'T2-01 - Winner Ostmark\nT2-01 - Level massacre').tabs;
    t = submitOrders(R, t, 'Tor Athel', 'T2-01 - Winner Tor Athel\nT2-01 - Level massacre').tabs;
    const orders = t.get('Orders') ?? [];
    const row = (player: string, line: number): number =>
      orders.findIndex((r) => r[1] === 'battles' && r[2] === player && r[3] === line) + 1;
    expect(() => R.runStage(t, none)).toThrow(
      `T2-01: the reports disagree on the winner: Orders!E${row('Ostmark', 1)} (Ostmark) says Ostmark; ` +
        `Orders!E${row('Tor Athel', 1)} (Tor Athel) says Tor Athel (5.4C)`,
    );
    expect(() => R.runStage(t, none)).toThrow(
      "the player whose line is wrong sends the report again without it (a new submission replaces the old), or you set the wrong line's Status cell to rejected",
    );
  });

  it('a disputed level holds it too; the same winner and level sent twice by both is applied', () => {
    let t = submitOrders(R, base, 'Ostmark', 'T2-01 - Winner Ostmark\nT2-01 - Level massacre').tabs;
    t = submitOrders(R, t, 'Tor Athel', 'T2-01 - Winner ostmark\nT2-01 - Level minor victory').tabs;
    expect(() => R.runStage(t, none)).toThrow('T2-01: the reports disagree on the level');
    t = submitOrders(R, t, 'Tor Athel', 'T2-01 - Winner ostmark\nT2-01 - Level Massacre').tabs;
    const o = R.runStage(t, none);
    expect(o.clock.stage).toBe('final');
    expect(battleRow(applyOutcome(R, t, o))).toContain('tabletop | applied | Ostmark');
  });
});

describe('ME battle reports: one bad line does not throw away the agreed result', () => {
  it('Fell, Feat and General of a character not in the battle are refused, naming the battle and its armies', () => {
    const c = R.checkOrders(
      base,
      'Ostmark',
      'T2-01 - Fell Thane Borri\nT2-01 - Feat Thane Borri slew general\nT2-01 - General Thane Borri\nT2-01 - Fell Prince Caladris',
    );
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['rejected', 'ME-O009'],
      ['rejected', 'ME-O009'],
      ['rejected', 'ME-O009'],
      ['ok', ''],
    ]);
    expect(c.lines[0]?.message).toBe(
      "Thane Borri is not a character of T2-01's armies (Ostmark Host, Athel Guard) (Tables 13, 15, 16).",
    );
  });

  it('a Total Army Size over 3000 is refused (3.1B: "This sum may never exceed 3000 points")', () => {
    const c = R.checkOrders(base, 'Ostmark', 'T2-01 - Total army size 3000\nT2-01 - Total army size 3001');
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['ok', ''],
      ['rejected', 'ME-O007'],
    ]);
    expect(c.lines[1]?.message).toBe('T2-01: a Total Army Size is at most 3000 points (3.1B), not 3001.');
  });

  it('the agreed winner stands when a line beside it is refused: the battle is tabletop, won by Ostmark', () => {
    let t = submitOrders(
      R,
      base,
      'Ostmark',
      'T2-01 - Winner Ostmark\nT2-01 - Level massacre\nT2-01 - Fell Thane Borri\nT2-01 - Total army size 9000',
    ).tabs;
    t = submitOrders(R, t, 'Tor Athel', 'T2-01 - Winner Ostmark\nT2-01 - Level massacre').tabs;
    const o = R.runStage(t, none);
    const log = (applyOutcome(R, t, o).get('Log') ?? []).map((r) => r.join(' | ')).join('\n');
    expect(log).toContain('tabletop: Ostmark wins, massacre');
    expect(log).not.toContain('resolved by App. D');
  });
});

describe('ME battle reports sent too early', () => {
  it('a Winner line at Fight or Flight says to write it at Battle resolution (ME-O008)', () => {
    let t: TabValues = demoTabs(R);
    t = stage(t, { Ostmark: 'Ostmark Host - Invade 0203' });
    expect(R.clock(t).stage).toBe('fight-or-flight');
    const c = R.checkOrders(t, 'Ostmark', 'T1-01 - Winner Ostmark');
    expect(c.lines[0]).toMatchObject({
      status: 'rejected',
      code: 'ME-O008',
      message:
        'T1-01 - winner: a battle report line; write it at the Battle resolution stage, once the battle is fought (5.4C).',
    });
  });
});

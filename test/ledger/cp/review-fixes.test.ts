/** Fixes after an independent review of Campaign points played through the ledger (#15). */
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { play, records, TURN_1 } from './play';
import { demoTabs, withCell } from './tabs';

/** Turn 1 to its results stage with one battle: Reikland Host marches Millbrook, Four Ways, Eastgate (T1-01). */
function toResults(): TabValues {
  return play(demoTabs(R), [
    { overrides: TURN_1 },
    {
      send: {
        Reikland: ['Reikland Host - Move Four Ways', 'Reikland Host - Move Eastgate'],
        Ostland: ['Ostland - Give up'],
        Middenland: ['Middenland - Give up'],
      },
      overrides: { 'cp:R1:md:Reikland Host': 3 },
    },
    { overrides: { 'cp:R2:md:Reikland Host': 6, 'cp:R2:free-move:Reikland Host': 1 } },
    { send: { Reikland: ['Reikland - Give up'] } },
    {},
  ]).tabs;
}

describe('CP results: the Result the moderator types on the Battles tab is the report', () => {
  test('the typed winner army is applied (003 Battle results), not dropped unapplied', () => {
    const tabs = toResults();
    expect(R.clock(tabs).stage).toBe('results');
    const done = play(withCell(tabs, 'Battles', 2, 'Result', 'ostland lancers'), [
      { overrides: { 'cp:retreat:Reikland Host': 6 } },
    ]);
    expect(done.log).toContain('Eastgate: T1-01: Ostland Lancers (Ostland) wins; Eastgate captured');
    expect(records(done.tabs, 'Armies').find((a) => a.Army === 'Reikland Host')?.Status).toBe('defeated');
    expect(records(done.tabs, 'Battles')[0]?.Result).toBe('Ostland Lancers');
  });

  test("the moderator's entry wins over a player's line that says otherwise", () => {
    const tabs = withCell(toResults(), 'Battles', 2, 'Result', 'Draw');
    const done = play(tabs, [
      { send: { Reikland: ['T1-01 - Winner Reikland Host'] }, overrides: { 'cp:retreat:Reikland Host': 6 } },
    ]);
    expect(done.log.filter((l) => l.startsWith('Eastgate: T1-01'))).toEqual([
      'Eastgate: T1-01: draw; Reikland Host moved in and retreats',
    ]);
  });

  test("a player's report of a battle the moderator has entered is warned on the receipt", () => {
    const tabs = withCell(toResults(), 'Battles', 2, 'Result', 'Draw');
    expect(R.checkOrders(tabs, 'Reikland', 'T1-01 - Winner Reikland Host').warnings).toEqual([
      "Line 1: the moderator has entered T1-01's result on the Battles tab; it is the one applied.",
    ]);
  });

  test('a Result naming an army not in the battle stops the stage naming the cell', () => {
    const tabs = withCell(toResults(), 'Battles', 2, 'Result', 'Wolf Guard');
    expect(() => R.runStage(tabs, { overrides: new Map() })).toThrow(
      /Battles!I2: The result 'Wolf Guard' of T1-01 is neither army of the battle: write Reikland Host, Ostland Lancers or draw/,
    );
  });
});

/** The demo at turn 1's first Spend CP's round, 4 CP each. */
const spendTabs = (): TabValues => play(demoTabs(R), [{ overrides: TURN_1 }]).tabs;
const rowOf = (tabs: TabValues, tab: string, name: string): number =>
  (tabs.get(tab) ?? []).findIndex((r) => r[0] === name) + 1;

describe('CP receipt warnings on the Spend CP’s list', () => {
  test('every line that would abandon a pending 2-CP action is warned, not only the first (CP-R1)', () => {
    let tabs = spendTabs();
    const at = rowOf(tabs, 'Order of play', 'Reikland');
    tabs = withCell(tabs, 'Order of play', at, 'Pending action', 'Build Roads');
    tabs = withCell(tabs, 'Order of play', at, 'Pending target', 'Millbrook-Four Ways');
    tabs = withCell(tabs, 'Territories', rowOf(tabs, 'Territories', 'Greyhold'), 'Owner', 'Reikland');
    const lines = [
      'Reikland Host - Move Four Ways',
      'Greyhold - Fortify',
      "Reikland Guard - Move Kjell's Ford",
    ];
    expect(R.checkOrders(tabs, 'Reikland', lines.join('\n')).warnings).toEqual([
      'Line 1 abandons Build Roads Millbrook-Four Ways: its first CP is lost (CP-R1); write it again to finish it.',
      'Line 3 abandons Fortify Castle Greyhold: its first CP is lost (CP-R1); write it again to finish it.',
    ]);
  });

  test('a move leaving a Vital Crossroad may be a FREE MOVE, which keeps the pending action (CP-R16)', () => {
    const lines = [
      'Reikland Host - Move Four Ways',
      'Road Millbrook-Four Ways - Build Roads',
      'Reikland Host - Move Eastgate',
      'Road Millbrook-Four Ways - Build Roads',
    ];
    expect(R.checkOrders(spendTabs(), 'Reikland', lines.join('\n')).warnings).toEqual([
      'Line 3 abandons Build Roads Millbrook-Four Ways unless it is a FREE MOVE (CP-R16): its first CP is lost (CP-R1); write it again to finish it.',
    ]);
  });

  test('Decrease DV on the player’s own territory is accepted with a warning (003 Decrease Dv is silent)', () => {
    const base = spendTabs();
    const tabs = withCell(base, 'Territories', rowOf(base, 'Territories', 'Eastgate'), 'Owner', 'Ostland');
    const c = R.checkOrders(tabs, 'Ostland', 'Eastgate - Decrease DV');
    expect(c.lines[0]?.status).toBe('ok');
    expect(c.warnings).toEqual([
      'Line 1 decreases the DV of Eastgate, your own territory: allowed (003 Decrease Dv), but it is easier to capture.',
    ]);
  });

  test('"Road Eastgate - Oakfield - Build Roads" is told to write the road "Road Eastgate-Oakfield"', () => {
    const c = R.checkOrders(spendTabs(), 'Ostland', 'Road Eastgate - Oakfield - Build Roads');
    expect(c.lines[0]).toMatchObject({
      status: 'rejected',
      code: 'CP-O002',
      message: 'A road is written with no spaces around its dash: "Road Eastgate-Oakfield - Build Roads".',
    });
  });
});

describe('CP stage reports: a refused line is its owner’s and the moderator’s only', () => {
  test('Reikland’s line refused in round 2 is in his report and the warnings, not in Ostland’s report', () => {
    const played = play(demoTabs(R), [
      { overrides: TURN_1 },
      {
        send: {
          Reikland: ['Reikland Host - Move Four Ways', 'Oakfield - Fortify'],
          Ostland: ['Ostland - Give up'],
          Middenland: ['Middenland - Give up'],
        },
        overrides: { 'cp:R1:md:Reikland Host': 3 },
      },
      {},
    ]);
    const round2 = played.outcomes[2];
    const refusal = (lines: readonly string[] | undefined) =>
      (lines ?? []).filter((l) => / refused: /.test(l));
    expect(refusal(round2?.reports.get('Reikland'))).toEqual([
      "Spend CP's: Reikland: Fortify Settlement refused: Reikland does not own Oakfield (CP-R7)",
    ]);
    expect(refusal(round2?.reports.get('Ostland'))).toEqual([]);
    expect(refusal(round2?.reports.get('Middenland'))).toEqual([]);
    expect(round2?.warnings).toEqual([
      'Reikland: Fortify Settlement refused: Reikland does not own Oakfield (CP-R7)',
    ]);
  });
});

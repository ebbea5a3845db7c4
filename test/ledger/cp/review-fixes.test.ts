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

  test('a Result naming an army not in the battle stops the stage naming the cell', () => {
    const tabs = withCell(toResults(), 'Battles', 2, 'Result', 'Wolf Guard');
    expect(() => R.runStage(tabs, { overrides: new Map() })).toThrow(
      /Battles!I2: The result 'Wolf Guard' of T1-01 is neither army of the battle: write Reikland Host, Ostland Lancers or draw/,
    );
  });
});

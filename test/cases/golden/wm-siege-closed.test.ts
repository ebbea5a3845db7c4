import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, records, submit } from '../../ledger/wm/tabs';
import { playWm, WM_SCRIPT } from './wm-chain';

// Found by the review: the siege of Karak Dum (T6-01) stayed open after the assault of month 8 ended it (Siege), and
// at the New Year, when every army leaves the map, a nation naming its new army anew ("Karak Dum Guard") left the
// Battles tab naming an army no longer on the map: Check ledger flagged T6-01 and the applied T8-01 of the same
// armies, and every later stage refused to run.
const upToNewYear = WM_SCRIPT.filter((s) => s.turn < 13);
const played = playWm(upToNewYear);

describe('WM golden variant: a siege closes when it ends, and a new army name at the New Year', () => {
  test('T6-01 is closed (applied) from the assault of month 8 on; open until then', () => {
    const status = (turn: number, stage: string): unknown =>
      records(played.find((p) => p.turn === turn && p.stage === stage)?.tabs ?? new Map(), 'Battles').find(
        (b) => b.Battle === 'T6-01',
      )?.Status;
    expect(status(7, 'orders')).toBe('siege');
    expect(status(8, 'orders')).toBe('siege');
    expect(status(8, 'reports')).toBe('applied');
  });

  test('Karak Dum places “Karak Dum Guard”: the ledger checks clean and month 1 of year 2 runs', () => {
    let tabs = new Map(played.at(-1)?.tabs ?? []) as Parameters<typeof submit>[0];
    submit(tabs, 'Ostmark', 'Ostmark Army - Place Ostwald under Graf Otto');
    submit(tabs, 'Karak Dum', 'Karak Dum Guard - Place Karak Dum under Thane Borri');
    submit(tabs, 'Red Fang', 'Red Fang Horde - Place Fang Rock under Warboss Grishnak');
    tabs = applyOutcome(tabs, R.runStage(tabs, { overrides: new Map() }));
    expect(R.check(tabs)).toEqual([]);
    submit(tabs, 'Karak Dum', 'Karak Dum Guard - Move Deepvale');
    const month = R.runStage(tabs, { overrides: new Map() });
    expect(month.clock).toEqual({ turn: 14, stage: 'orders', round: 1 });
    expect(records(applyOutcome(tabs, month), 'Armies').find((a) => a.Army === 'Karak Dum Guard')?.Area).toBe(
      'Deepvale',
    );
  });
});

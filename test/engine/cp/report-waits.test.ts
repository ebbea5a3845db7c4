/** A CP battle is settled on both sides' reports (report-waits.ts; as WarMaster's); it failed before with one. */
import type { Clock } from '../../../src/engine/core/stage';
import { DEFAULT_CP_SETTINGS, type CpState } from '../../../src/engine/cp/model';
import { unreportedSides } from '../../../src/engine/cp/stages/report-waits';
import { CP_RESULTS_STAGE } from '../../../src/engine/cp/stages/results';
import { armyAt, fixture } from './fixtures';

const waiting: CpState = fixture({
  armies: [armyAt('A1', 'Alice', 'City', { arrival: 1, cameFrom: 'Market' }), armyAt('B1', 'Bob', 'City')],
  battles: [
    {
      id: 'T1-01',
      territory: 'City',
      mover: 'A1',
      attacker: 'A1',
      defender: 'B1',
      scenario: 'Pitched Battle',
      notes: [],
    },
  ],
});
const run = (cp: CpState, orders: Record<string, string[]>) =>
  CP_RESULTS_STAGE.run({
    state: { cp, settings: { ...DEFAULT_CP_SETTINGS, spending: 'rounds' }, lines: new Map(), winners: [] },
    clock: { turn: 1, stage: 'results', round: 1 } as Clock,
    orders: new Map(
      Object.entries(orders).map(([p, ls]) => [p, ls.map((text, i) => ({ line: i + 1, text, sent: 's' }))]),
    ),
    reports: [],
    seed: 'cp-report-waits',
    overrides: new Map([['cp:retreat:A1', 6]]),
  });

describe('a battle waits for both sides’ reports', () => {
  test('Bob alone reports T1-01: it waits for Alice’s, named with her army', () => {
    expect(unreportedSides(waiting, new Map([['Bob', [{ text: 'T1-01 - Winner B1' }]]]))).toEqual([
      { battle: 'T1-01', player: 'Alice', army: 'A1' },
    ]);
    expect(() => run(waiting, { Bob: ['T1-01 - Winner B1'] })).toThrow(
      `Orders: T1-01 waits for Alice's report (A1)`,
    );
  });

  test('both sides report: applied; a result typed by the moderator needs no report', () => {
    expect(
      run(waiting, { Alice: ['T1-01 - Winner B1'], Bob: ['T1-01 - Winner B1'] }).battles[0]?.winner,
    ).toBe('Bob');
    const typed = { ...waiting, battles: waiting.battles.map((b) => ({ ...b, typed: 'draw' as const })) };
    expect(unreportedSides(typed, new Map())).toEqual([]);
    expect(run(typed, {}).battles[0]?.winner).toBeNull();
  });
});

/**
 * The moderator's summary card (preview and Resolve) carries every event of the player's, in the order of play:
 * before, only events whose subject was the player or one of his armies still standing reached it, so captures,
 * Fortify's DV, the battle line and a removed army's fate were on the Log alone, and the cards came in sheet order.
 * Each test below failed before.
 */
import type { Clock } from '../../../src/engine/core/stage';
import { DEFAULT_CP_SETTINGS, type CpState } from '../../../src/engine/cp/model';
import { moveProblem } from '../../../src/engine/cp/move';
import { CP_BATTLES_STAGE } from '../../../src/engine/cp/stages/battles';
import type { CpOrderLine } from '../../../src/engine/cp/stages/model';
import { CP_RESULTS_STAGE } from '../../../src/engine/cp/stages/results';
import { CP_SPEND_STAGE } from '../../../src/engine/cp/stages/spend';
import { armyAt, fixture, playerOf } from './fixtures';

const settings = { ...DEFAULT_CP_SETTINGS, spending: 'rounds' as const };
const input = (
  cp: CpState,
  stage: string,
  orders: Record<string, CpOrderLine[]>,
  o: Record<string, number>,
) => ({
  state: { cp, settings, lines: new Map(), winners: [] },
  clock: { turn: 1, stage, round: 1 } as Clock,
  orders: new Map(Object.entries(orders)),
  reports: [],
  seed: 'cp-summary-test',
  overrides: new Map(Object.entries(o)),
});
const card = (
  r: { readonly summaries: readonly { readonly player: string; readonly lines: readonly string[] }[] },
  who: string,
): readonly string[] => r.summaries.find((s) => s.player === who)?.lines ?? [];
const l = (line: number, text: string): CpOrderLine => ({ line, text, sent: 's1' });

/** City (Bob's Major City) holds A1, who moved in from Market, and B1: battle T1-01, a Pitched Battle. */
const meeting = (a1: Partial<Parameters<typeof armyAt>[3]> = {}): CpState =>
  fixture({
    armies: [
      armyAt('A1', 'Alice', 'City', { arrival: 1, cameFrom: 'Market', ...a1 }),
      armyAt('B1', 'Bob', 'City'),
    ],
    players: [playerOf('Alice', { cp: 0 }), playerOf('Bob', { cp: 0 })],
  });

describe('the summary card carries every event of the player’s', () => {
  test('Fortify Settlement on his Market Town: its new DV (003 Available Actions)', () => {
    const base = fixture();
    const cp = {
      ...base,
      territories: base.territories.map((t) => (t.name === 'Market' ? { ...t, owner: 'Alice' } : t)),
    };
    const r = CP_SPEND_STAGE.run(input(cp, 'spend', { Alice: [l(1, 'Market - Fortify')] }, {}));
    expect(card(r, 'Alice')).toEqual(['CP left: 2', 'Alice: Fortify Settlement: Market', 'Market: DV 1']);
  });

  test('the battle line reaches both players’ cards (003 Resolve Battles)', () => {
    const r = CP_BATTLES_STAGE.run(input(meeting(), 'battles', {}, { 'cp:scenario:City': 2 }));
    const line = 'City: T1-01: A1 attacks B1, Pitched Battle';
    expect(card(r, 'Alice')).toContain(line);
    expect(card(r, 'Bob')).toContain(line);
  });

  test('a defeated army that loses is removed from play, and its player’s card says so (003 Battle results)', () => {
    const fought = CP_BATTLES_STAGE.run(
      input(meeting({ status: 'defeated' }), 'battles', {}, { 'cp:scenario:City': 2 }),
    ).state.cp;
    const reports = { Alice: [l(1, 'T1-01 - Winner B1')], Bob: [l(1, 'T1-01 - Winner B1')] };
    const r = CP_RESULTS_STAGE.run(input(fought, 'results', reports, {}));
    expect(r.state.cp.armies.map((a) => a.name)).toEqual(['B1']);
    expect(card(r, 'Alice')).toContain('A1: was defeated, loses: removed from play');
    expect(card(r, 'Bob').some((x) => x.startsWith('City: T1-01: B1 (Bob) wins'))).toBe(true);
  });

  test('cards come in the order of play (003 Determin Order Phase), not the sheet’s', () => {
    const r = CP_SPEND_STAGE.run(
      input(
        fixture({ order: ['Bob', 'Alice'] }),
        'spend',
        { Alice: [l(1, 'Alice - Give up')], Bob: [l(1, 'Bob - Give up')] },
        {},
      ),
    );
    expect(r.summaries.map((s) => s.player)).toEqual(['Bob', 'Alice']);
  });
});

describe('CP-O007 for a stopped army names whose the territory is (CP-R5)', () => {
  test('stopped in Bob’s City: "not captured by you (it is Bob’s)"; in the unclaimed Tower: "not captured by you"', () => {
    const s = fixture({
      armies: [
        armyAt('A1', 'Alice', 'City', { stopped: true }),
        armyAt('A2', 'Alice', 'Tower', { stopped: true }),
      ],
    });
    expect(moveProblem(s, 'A1', 'Farm')).toBe(
      "A1 may not move further this turn: City is not captured by you (it is Bob's) (CP-R5)",
    );
    expect(moveProblem(s, 'A2', 'Pass')).toBe(
      'A2 may not move further this turn: Tower is not captured by you (CP-R5)',
    );
  });
});

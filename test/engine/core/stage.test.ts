import {
  addSummary,
  nextInList,
  stageAt,
  stageSeed,
  summariesOf,
  type StageSpec,
} from '../../../src/engine/core/stage';

type Spec = StageSpec<number, string, string>;
const spec = (id: string): Spec => ({
  id,
  label: `Resolve ${id}`,
  waits: 'nothing',
  run: (input) => ({
    state: input.state + 1,
    next: { turn: input.clock.turn, stage: id, round: input.clock.round + 1 },
    events: [],
    entries: [],
    battles: [],
    summaries: [],
  }),
});
const stages = [spec('orders'), spec('battles'), spec('final')];

describe('core stages (rulesets-design.md 3.5)', () => {
  it('each stage has its own dice seed: seed, turn and stage', () => {
    expect(stageSeed('camp', { turn: 5, stage: 'battles' })).toBe('camp:turn:5:battles');
  });

  it('the next stage in a fixed list, then the first stage of the next turn', () => {
    expect(nextInList(stages, { turn: 2, stage: 'orders', round: 1 })).toEqual({
      turn: 2,
      stage: 'battles',
      round: 1,
    });
    expect(nextInList(stages, { turn: 2, stage: 'final', round: 3 })).toEqual({
      turn: 3,
      stage: 'orders',
      round: 1,
    });
  });

  it('finds the stage the clock names, and names the stages when none matches', () => {
    expect(stageAt(stages, { turn: 1, stage: 'battles', round: 1 }).label).toBe('Resolve battles');
    expect(() => stageAt(stages, { turn: 1, stage: 'spend', round: 1 })).toThrow(
      "Turn 1: no stage 'spend'; the stages are orders, battles, final",
    );
  });

  it('a stage runs as a pure function of its input', () => {
    const input = {
      state: 1,
      clock: { turn: 1, stage: 'orders', round: 1 },
      orders: new Map<string, readonly string[]>(),
      reports: [],
      seed: 's',
      overrides: new Map<string, number>(),
    };
    const r = stageAt(stages, input.clock).run(input);
    expect(r.state).toBe(2);
    expect(r.next.round).toBe(2);
    expect(input.state).toBe(1);
  });

  it('player cards keep the players in first-seen order with their lines', () => {
    const cards = new Map<string, string[]>();
    addSummary(cards, 'Bob', 'Power 1 → 2');
    addSummary(cards, 'Ann', 'Invades 0405');
    addSummary(cards, 'Bob', 'Hires Dogs of War');
    expect(summariesOf(cards)).toEqual([
      { player: 'Bob', lines: ['Power 1 → 2', 'Hires Dogs of War'] },
      { player: 'Ann', lines: ['Invades 0405'] },
    ]);
  });
});

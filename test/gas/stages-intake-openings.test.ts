import {
  noteStageOpened,
  noteStageSeen,
  parseStageOpenings,
  stageSentFor,
  type StageOpenings,
} from '../../src/gas/stages/intake-openings';

// Which stage a form response was sent for: the stage the form showed then (src/gas/stages/intake-openings.ts).

const ORDERS = { turn: 2, stage: 'orders', round: 1 };
const MUSTER = { turn: 2, stage: 'muster', round: 1 };
const ROUND2 = { turn: 2, stage: 'muster', round: 2 };

function state(): StageOpenings {
  return { openings: [], drained: null };
}

describe('stage openings', () => {
  it('with nothing known, every response is for the current stage', () => {
    expect(stageSentFor(state(), 123, MUSTER)).toEqual(MUSTER);
  });

  it('a response is for the latest stage opened at or before it; older than all kept: none', () => {
    const s = state();
    noteStageOpened(s, ORDERS, 100);
    noteStageOpened(s, MUSTER, 200);
    noteStageOpened(s, ROUND2, 300);
    expect(stageSentFor(s, 150, ROUND2)).toEqual(ORDERS);
    expect(stageSentFor(s, 200, ROUND2)).toEqual(MUSTER);
    expect(stageSentFor(s, 299, ROUND2)).toEqual(MUSTER);
    expect(stageSentFor(s, 300, ROUND2)).toEqual(ROUND2);
    expect(stageSentFor(s, 99, ROUND2)).toBeNull();
  });

  it('the same stage again is not a new opening; Undo back to an earlier stage is', () => {
    const s = state();
    expect(noteStageOpened(s, ORDERS, 100)).toBe(true);
    expect(noteStageOpened(s, ORDERS, 150)).toBe(false);
    noteStageOpened(s, MUSTER, 200);
    expect(noteStageOpened(s, ORDERS, 250)).toBe(true); // Undo put the clock back
    expect(stageSentFor(s, 260, ORDERS)).toEqual(ORDERS);
    expect(s.openings.map((o) => o.at)).toEqual([100, 200, 250]);
  });

  it('keeps the last eight openings', () => {
    const s = state();
    for (let turn = 1; turn <= 10; turn += 1)
      noteStageOpened(s, { turn, stage: 'orders', round: 1 }, turn * 100);
    expect(s.openings.map((o) => o.clock.turn)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('a clock moved without a note opens at the drain made at the stage before (a Resolve drains first)', () => {
    const s = state();
    noteStageOpened(s, ORDERS, 100);
    s.drained = { clock: ORDERS, at: 180 };
    expect(noteStageSeen(s, MUSTER)).toBe(true);
    expect(s.openings[1]).toEqual({ clock: MUSTER, at: 180 });
    expect(stageSentFor(s, 170, MUSTER)).toEqual(ORDERS);
    expect(stageSentFor(s, 190, MUSTER)).toEqual(MUSTER);
  });

  it('without such a drain, from the previous opening on (never refused on a guess); with nothing, from 0', () => {
    const s = state();
    noteStageOpened(s, ORDERS, 100);
    s.drained = { clock: MUSTER, at: 500 };
    noteStageSeen(s, ROUND2);
    expect(s.openings[1]).toEqual({ clock: ROUND2, at: 100 });
    expect(stageSentFor(s, 100, ROUND2)).toEqual(ROUND2);
    const fresh = state();
    expect(noteStageSeen(fresh, ORDERS)).toBe(true);
    expect(fresh.openings).toEqual([{ clock: ORDERS, at: 0 }]);
    expect(noteStageSeen(fresh, ORDERS)).toBe(false);
  });

  it('reads back what it stored, and anything unreadable as no knowledge', () => {
    const s = state();
    noteStageOpened(s, MUSTER, 42);
    s.drained = { clock: MUSTER, at: 43 };
    expect(parseStageOpenings(JSON.stringify(s))).toEqual(s);
    expect(parseStageOpenings('{not json')).toEqual(state());
    expect(parseStageOpenings(undefined)).toEqual(state());
    expect(
      parseStageOpenings(JSON.stringify({ openings: [{ clock: { turn: 'x' }, at: 1 }, 7], drained: 3 })),
    ).toEqual(state());
  });
});

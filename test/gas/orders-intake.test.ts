import {
  countAttempt,
  emptyIntake,
  isDone,
  markDone,
  MAX_ATTEMPTS,
  noteTurnOpened,
  noteTurnSeen,
  parseIntake,
  settle,
  SETTLE_MS,
  turnSentFor,
} from '../../src/ledger/orders-intake';

// The intake bookkeeping (src/ledger/orders-intake.ts), pure: which responses are recorded, and which turn a
// response was sent for.

describe('recorded responses are tracked by id', () => {
  it('settles only what is old enough and not waiting, and forgets ids older than that', () => {
    const state = emptyIntake(0);
    markDone(state, 'a', 1000);
    markDone(state, 'b', 5000);
    expect(isDone(state, 'a', 1000)).toBe(true);
    expect(isDone(state, 'c', 6000)).toBe(false);
    settle(state, 3000 + SETTLE_MS, [4000]); // 'c'-like response stamped 4000 still waits
    expect(state.through).toBe(3000);
    expect(state.done).toEqual([['b', 5000]]);
    expect(isDone(state, 'a', 1000)).toBe(true); // before `through`: recorded
    expect(isDone(state, 'w', 4000)).toBe(false);
  });

  it('gives up on a response after MAX_ATTEMPTS failed tries, and a claim forgets its tries', () => {
    const state = emptyIntake(0);
    for (let i = 1; i < MAX_ATTEMPTS; i++) expect(countAttempt(state, 'x')).toBe(false);
    expect(countAttempt(state, 'x')).toBe(true);
    markDone(state, 'x', 1);
    expect(state.tries).toEqual({});
  });

  it('an unreadable stored state starts from the beginning: a response may repeat, none is skipped', () => {
    expect(parseIntake('{not json', 99).through).toBe(0);
    expect(parseIntake(JSON.stringify({ through: 'soon' }), 99).through).toBe(0);
    expect(parseIntake(null, 99).through).toBe(99);
    const saved = emptyIntake(5);
    markDone(saved, 'r', 7);
    noteTurnOpened(saved, 2, 50);
    expect(parseIntake(JSON.stringify(saved), 0)).toEqual(saved);
  });
});

describe('the turn a response was sent for', () => {
  it('is the turn the form showed at its timestamp, never later than the current turn', () => {
    const state = emptyIntake(0);
    expect(turnSentFor(state, 10, 1)).toBe(1); // nothing known: the current turn
    noteTurnOpened(state, 1, 100);
    noteTurnOpened(state, 2, 200); // Resolve opened turn 2 at 200
    expect(turnSentFor(state, 150, 2)).toBe(1);
    expect(turnSentFor(state, 250, 2)).toBe(2);
    expect(turnSentFor(state, 50, 2)).toBe(1); // before anything known: the turn before the first
    noteTurnOpened(state, 1, 300); // Undo back to turn 1
    expect(turnSentFor(state, 250, 1)).toBe(1); // sent for turn 2, which is undone: counts for turn 1
  });

  it('without a precise note, guesses from the drain before the Resolve, or accepts', () => {
    const state = emptyIntake(0);
    noteTurnOpened(state, 1, 100);
    state.drained = { turn: 1, at: 400 };
    noteTurnSeen(state, 2);
    expect(turnSentFor(state, 399, 2)).toBe(1);
    expect(turnSentFor(state, 401, 2)).toBe(2);
    noteTurnSeen(state, 4); // two turns on with no drain known: nothing is refused on a guess
    expect(turnSentFor(state, 402, 4)).toBe(4);
  });
});

import { bookBundleCampaign, CP_BOOK } from './stages-books-helpers';

// Brief S1 (rulesets-design.md §Orders proposed a Round column): two Spend CP's rounds' orders in one turn, at
// intake, Resolve, Undo and the sidebar counts, on the Campaign points demo through the bundle (turn 1 of
// test/cases/golden/cp-chain.ts). CP-R21 has each player's Spend CP's lines "a list read one per round": the
// Orders rows of a turn's Spend CP's are one list per player (Stage `spend`, no round), a new submission
// replaces the list, and the rounds are told apart by the Order of play tab's Lines read, kept with the
// list's Submitted stamp (a new list is read from its first line) and undone with the stage.

const c = bookBundleCampaign(CP_BOOK.ruleset);
const [start, round1, round2] = CP_BOOK.steps;
const sendAll = (lines: Readonly<Record<string, string>>) => {
  for (const [player, text] of Object.entries(lines)) c.send(player, text);
};
const resolveWith = (overrides: Readonly<Record<string, number>>) => {
  c.setOverrides(overrides);
  return c.resolve(c.preview());
};
/** The Spend CP's actions of the Log from row `from` (0-based, below the header): who did what. */
const actions = (from: number) =>
  c
    .rows('Log')
    .slice(from)
    .filter((r) => r.Phase === "Spend CP's" && r.Table === '003 Available Actions')
    .map((r) => `${String(r.Subject)}: ${String(r.Effect)}`);
const spendRows = (player: string) =>
  c
    .rows('Orders')
    .filter((r) => r.Turn === 1 && r.Player === player)
    .map((r) => [r.Stage, r.Line, r.Text]);

resolveWith(start.overrides);
sendAll(round1.lines);
resolveWith(round1.overrides);
sendAll(round2.lines);
const ordersBefore = c.rows('Orders');
const stateBefore = c.state();
const logBefore = c.rows('Log').length;
resolveWith(round2.overrides);
const round2Actions = actions(logBefore);

describe('two Spend CP’s rounds in one turn', () => {
  it('at intake: a list sent in round 2 replaces the player’s list of the turn; one sent once stays', () => {
    expect(spendRows('Reikland')).toEqual([['spend', 1, 'Greyhold - Decrease DV']]);
    expect(spendRows('Ostland').map((r) => r[1])).toEqual([1, 2, 3, 4]);
    expect(
      c
        .rows('Log')
        .some(
          (r) => r.Subject === 'Reikland' && /^Replaced by a later submission: line 1/.test(String(r.Effect)),
        ),
    ).toBe(true);
  });

  it('the sidebar counts each player’s list of the turn, and whose is missing', () => {
    expect(stateBefore.clock).toEqual({ turn: 1, stage: 'spend', round: 2 });
    expect(stateBefore.sent).toEqual([
      { player: 'Ostland', lines: 4, accepted: 4 },
      { player: 'Reikland', lines: 1, accepted: 1 },
      { player: 'Middenland', lines: 1, accepted: 1 },
    ]);
    expect(stateBefore.missing).toEqual([]);
  });

  it('Resolve of round 2 reads Ostland’s second line and the new lists’ first lines', () => {
    expect(round2Actions).toEqual([
      'Ostland: Fortify Settlement: Eastgate',
      'Reikland: Decrease DV: Greyhold',
      'Middenland: Sabotage: Ostland (second CP)',
    ]);
    expect(c.state().clock).toEqual({ turn: 1, stage: 'spend', round: 3 });
  });

  it('Undo of round 2 leaves the lists as sent and the counts as before; resolved again, the same actions', () => {
    c.undo();
    expect(c.rows('Orders')).toEqual(ordersBefore);
    const state = c.state();
    expect([state.clock, state.sent, state.missing]).toEqual([
      stateBefore.clock,
      stateBefore.sent,
      stateBefore.missing,
    ]);
    const from = c.rows('Log').length;
    resolveWith(round2.overrides);
    expect(actions(from)).toEqual(round2Actions);
  });
});

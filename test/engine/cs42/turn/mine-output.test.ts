import { incomePhase } from '../../../../src/engine/cs42/turn/income';
import { ANN, BO, campaign, contextWithLines, effects, entries } from './fixture-economy';

/** Table 8: "The amount rolled is added to your treasury on the next income cycle." The engineer phase keeps the
 * guilders as the player's mine output due; this turn's income pays them and clears it. */

describe('mine output worked last turn', () => {
  it('is paid at this turn’s income, category Mine, and cleared', () => {
    const state = campaign();
    const withDue = {
      ...state,
      players: state.players.map((p) => (p.name === ANN ? { ...p, mineOutput: 250 } : p)),
    };
    const ctx = contextWithLines(withDue, [], { balances: { [ANN]: 100, [BO]: 0 } });
    incomePhase(ctx);
    expect(entries(ctx, ANN)).toEqual(['Mine 250 Mine output of last turn']);
    expect(entries(ctx, BO)).toEqual([]);
    expect(ctx.balance(ANN)).toBe(350);
    expect(effects(ctx, ANN)).toEqual(['mine output of last turn: 250 guilders']);
    expect(ctx.state.players.find((p) => p.name === ANN)?.mineOutput).toBeUndefined();
    // The caller's state is untouched.
    expect(withDue.players.find((p) => p.name === ANN)?.mineOutput).toBe(250);
  });
});

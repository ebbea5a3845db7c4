/**
 * The stage state is plain data the ledger stores between Resolve presses: a turn played with the state written
 * out and read back (JSON) between stages ends as one played straight through. Ann's Iron Host and Iron Guard
 * both invade 0201, not combined: the Dwarves must face both, one at a time (4.0B); beaten by the first (a Lost
 * Cause, 2000 against 1000), they are gone for the second (4.3B), and Ann takes the hex (ME-R23).
 */
import type { MeStageState } from '../../../../src/engine/me/stages/turn';
import { character, OVERRIDES, ORDERS, STRATEGIES, startState } from './fixture';
import { runStage, withOrders, type Orders, type Result } from './harness';

const none: Orders = new Map();

function twoArmies(): MeStageState {
  const s = startState();
  return {
    ...s,
    campaign: {
      ...s.campaign,
      armies: [
        ...s.campaign.armies,
        { name: 'Iron Guard', owner: 'Ann', basic: 1000, list: '', general: 'Alda', dispersedTurn: 0 },
      ],
      characters: [...s.campaign.characters, character('Alda', 'Ann', 'Iron Guard')],
    },
  };
}
const orders = withOrders(ORDERS, {
  Ann: [{ kind: 'invade', army: 'Iron Guard', hex: '0201', combinedWith: null, allied: false }],
});

function play(store: (s: MeStageState) => MeStageState): Result[] {
  const o = runStage('orders', twoArmies(), orders, OVERRIDES);
  const f = runStage('fight-or-flight', store(o.state), none, OVERRIDES);
  const b = runStage('battles', store(f.state), STRATEGIES, OVERRIDES);
  return [o, f, b, runStage('final', store(b.state), none, OVERRIDES)];
}

describe('ME stages: the state stored between stages', () => {
  const straight = play((s) => s);
  const stored = play((s) => JSON.parse(JSON.stringify(s)) as MeStageState);

  it('the Dwarves face Iron Host (T3-01, a Lost Cause) then Iron Guard (T3-02, void: already beaten)', () => {
    const b = stored[2];
    expect(b?.battles.slice(0, 2).map((x) => [x.id, x.mode, x.status])).toEqual([
      ['T3-01', 'lost cause', 'applied'],
      ['T3-02', 'tabletop', 'void'],
    ]);
  });

  it('Ann takes 0201 either way, and every stage gives the same result', () => {
    expect(stored[3]?.state.campaign.hexes.find((h) => h.address === '0201')?.owner).toBe('Ann');
    expect(JSON.stringify(stored)).toBe(JSON.stringify(straight));
  });
});

import { Dice } from '../../../../src/engine/dice';
import { applyClaims, hexClaim, type MatchupOutcome } from '../../../../src/engine/me/battle/conquest';
import { matchBattles, type ArmyOrder, type InvadedHex } from '../../../../src/engine/me/battle/matching';
import { blankHex, type MeState } from '../../../../src/engine/me/model';

const dice = (fixed: Record<string, number> = {}): Dice =>
  new Dice('conquest', new Map(Object.entries(fixed)));
const invade = (army: string, player: string, combinedWith: string | null = null): ArmyOrder => ({
  army,
  player,
  order: 'Invade',
  target: '0303',
  combinedWith,
});
const match = (orders: ArmyOrder[], hex: Partial<InvadedHex> = {}, fixed: Record<string, number> = {}) => {
  const r = matchBattles(dice(fixed), 'k', {
    orders,
    hexes: [{ address: '0303', owner: null, neutral: null, beast: false, ...hex }],
    allied: () => false,
  });
  const first = r.hexes[0];
  if (first === undefined) throw new Error('no hex matched');
  return first;
};
const outcomes = (o: Record<string, MatchupOutcome>): Map<string, MatchupOutcome> =>
  new Map(Object.entries(o));

describe('who claims an invaded hex (4.0B, ME-R23)', () => {
  it('none opposed him: the invader claims it', () => {
    expect(hexClaim(match([invade('Red 1', 'Red')]), outcomes({})).claim).toEqual({
      hex: '0303',
      kind: 'claimed',
      player: 'Red',
      armies: ['Red 1'],
    });
  });
  it('he defeated the defenders (by battle or their flight): claimed', () => {
    const h = match([invade('Red 1', 'Red')], { neutral: 'Neutral: Orcs' });
    expect(hexClaim(h, outcomes({ '0303:1': 'attacker' })).claim.kind).toBe('claimed');
  });
  it('ME-R23: a draw or a defeat leaves it as it was; ME-R21: so does both fleeing', () => {
    const h = match([invade('Red 1', 'Red')], { neutral: 'Neutral: Orcs' });
    expect(hexClaim(h, outcomes({ '0303:1': 'draw' })).claim.kind).toBe('unchanged');
    expect(hexClaim(h, outcomes({ '0303:1': 'defender' })).claim.kind).toBe('unchanged');
    expect(hexClaim(h, outcomes({ '0303:1': 'no battle' })).claim.kind).toBe('unchanged');
  });
  it('4.0B: two armies of one player attacking one at a time: the second wins after the first lost', () => {
    const h = match([invade('Red 1', 'Red'), invade('Red 2', 'Red')], { neutral: 'Neutral: Orcs' });
    const { claim } = hexClaim(h, outcomes({ '0303:1': 'defender', '0303:2': 'attacker' }));
    expect(claim).toMatchObject({ kind: 'claimed', player: 'Red', armies: ['Red 2'] });
  });
  it('defenders told apart by content: the same Orcs as two copies (a state stored as JSON) are beaten once', () => {
    // 4.0B: Red 1 lost to the Orcs, Red 2 beat them; "every defending force lost a battle there": claimed.
    const h = JSON.parse(
      JSON.stringify(match([invade('Red 1', 'Red'), invade('Red 2', 'Red')], { neutral: 'Neutral: Orcs' })),
    ) as ReturnType<typeof match>;
    expect(h.matchups[0]?.defender).not.toBe(h.matchups[1]?.defender);
    const { claim } = hexClaim(h, outcomes({ '0303:1': 'defender', '0303:2': 'attacker' }));
    expect(claim).toMatchObject({ kind: 'claimed', player: 'Red', armies: ['Red 2'] });
  });
  it('ME-R22: the winner of the invaders fight then beats the defenders: he claims it', () => {
    // k:0303:attacker:1 = 1: Red 1 attacks Green 1; Green wins, then beats the Orcs.
    const h = match(
      [invade('Red 1', 'Red'), invade('Green 1', 'Green')],
      { neutral: 'Neutral: Orcs' },
      { 'k:0303:attacker:1': 1 },
    );
    const { claim } = hexClaim(h, outcomes({ '0303:1': 'defender', '0303:2': 'attacker' }));
    expect(claim).toMatchObject({ kind: 'claimed', player: 'Green' });
  });
  it('ME-R22 with no defenders: the winner of the invaders fight claims it; a draw leaves it', () => {
    const h = match([invade('Red 1', 'Red'), invade('Green 1', 'Green')], {}, { 'k:0303:attacker:1': 1 });
    expect(hexClaim(h, outcomes({ '0303:1': 'attacker' })).claim).toMatchObject({
      kind: 'claimed',
      player: 'Red',
    });
    expect(hexClaim(h, outcomes({ '0303:1': 'draw' })).claim.kind).toBe('unchanged');
  });
  it('7.2B: a winning combined assault is held by the player agreed, else disputed', () => {
    const h = match([invade('Red 1', 'Red'), invade('Green 1', 'Green', 'Red 1')], {
      neutral: 'Neutral: Orcs',
    });
    const won = outcomes({ '0303:1': 'attacker' });
    expect(hexClaim(h, won, 'Green').claim).toMatchObject({ kind: 'claimed', player: 'Green' });
    expect(hexClaim(h, won).claim).toEqual({
      hex: '0303',
      kind: 'disputed',
      players: ['Red', 'Green'],
      armies: ['Red 1', 'Green 1'],
    });
  });
  it('a battle with no outcome yet is named', () => {
    const h = match([invade('Red 1', 'Red')], { neutral: 'Neutral: Orcs' });
    expect(() => hexClaim(h, outcomes({}))).toThrow('0303:1');
  });
});

describe('claims applied at the end of the turn (ME-R23)', () => {
  const state: MeState = {
    turn: 4,
    endCheckFrom: 0,
    over: false,
    hexes: [
      {
        ...blankHex('0303', 'Field'),
        defenders: {
          race: 'Orcs',
          basic: 1000,
          wellDefended: false,
          discoveredTurn: 2,
          extra: 0,
          incitedBy: [],
        },
      },
      blankHex('0304', 'Field'),
    ],
    kingdoms: [],
    armies: [],
    characters: [],
    neutralKingdoms: [],
    mercenaries: [],
    carry: [],
    agreements: [],
  };
  it('the hex joins the claimant, explored, its beaten defenders gone, the battle turn kept (Table 17)', () => {
    const s = applyClaims(
      state,
      [{ hex: '0303', kind: 'claimed', player: 'Red', armies: ['Red 1'] }],
      ['0303', '0304'],
    );
    expect(s.hexes[0]).toMatchObject({ owner: 'Red', explored: true, defenders: null, battleTurn: 4 });
    expect(s.hexes[1]).toMatchObject({ owner: null, battleTurn: 4 });
  });
});

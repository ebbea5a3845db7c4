import { Dice } from '../../../src/engine/dice';
import {
  blankHex,
  type MeHex,
  type NeutralDefenders,
  type NeutralKingdom,
} from '../../../src/engine/me/model';
import {
  changeDefenders,
  conquerKingdomCapital,
  defendersTotal,
  discoverDefenders,
  growAllDefenders,
  growDefenders,
  kingdomArmy,
  neutralHexSupport,
  rollNeutralBasic,
  tributeFrom,
} from '../../../src/engine/me/neutrals';

const dice = (fixed: Record<string, number>): Dice => new Dice('neutrals', new Map(Object.entries(fixed)));
const defenders = (basic: number, more: Partial<NeutralDefenders> = {}): NeutralDefenders => ({
  race: 'Dwarves',
  basic,
  wellDefended: false,
  discoveredTurn: 2,
  extra: 0,
  incitedBy: [],
  ...more,
});

describe('neutral defenders (004 4.3B)', () => {
  it.each([
    [1, 1, 500],
    [1, 3, 1000],
    [4, 2, 1500],
    [5, 3, 2000],
    [6, 1, 1750],
    [7, 3, 2000], // (3 + 7) × 250 = 2500, "with a maximum of 2000 points"
  ])('turn %i, d3 %i: Basic %i', (turn, d3, basic) => {
    expect(rollNeutralBasic(dice({ k: d3 }), 'k', turn).basic).toBe(basic);
  });

  it('discovered defenders are logged with their d3 and key', () => {
    const found = discoverDefenders(dice({ 'me:defenders:0305': 2 }), '0305', 2, 'Empire', true);
    expect(found.defenders).toEqual({
      race: 'Empire',
      basic: 1000,
      wellDefended: true,
      discoveredTurn: 2,
      extra: 0,
      incitedBy: [],
    });
    expect(found.events[0]).toMatchObject({
      die: 'd3',
      result: 2,
      key: 'me:defenders:0305',
      subject: '0305',
    });
  });

  it('Total: Basic + 500 Well Defended + 250 Fortress / 500 Mighty Fortress, at most 3000', () => {
    expect(defendersTotal(defenders(1250), null)).toBe(1250);
    expect(defendersTotal(defenders(1250, { wellDefended: true }), null)).toBe(1750);
    expect(defendersTotal(defenders(1250), 'Fortress')).toBe(1500);
    expect(defendersTotal(defenders(1250, { wellDefended: true }), 'Mighty Fortress')).toBe(2250);
    expect(defendersTotal(defenders(2000, { wellDefended: true }), 'Mighty Fortress')).toBe(3000);
    expect(defendersTotal(defenders(2000, { wellDefended: true, extra: 250 }), 'Mighty Fortress')).toBe(3000);
    expect(defendersTotal(defenders(0, { extra: -250 }), null)).toBe(0);
  });

  it('ME-R35: +250 Basic each turn after discovery, until 2000', () => {
    expect(growDefenders(defenders(1250), 2)).toEqual({ defenders: defenders(1250), grew: 0 });
    expect(growDefenders(defenders(1250), 3).defenders.basic).toBe(1500);
    expect(growDefenders(defenders(1750), 5).defenders.basic).toBe(2000);
    expect(growDefenders(defenders(2000), 5).grew).toBe(0);
    expect(growDefenders(defenders(2600), 5).defenders.basic).toBe(2600);
  });

  it('grows every hex that has defenders, one event each', () => {
    const hexes: MeHex[] = [
      { ...blankHex('0101', 'Field'), defenders: defenders(750) },
      blankHex('0102', 'Field'),
      { ...blankHex('0103', 'Field'), defenders: defenders(2000) },
    ];
    const grown = growAllDefenders(hexes, 3);
    expect(grown.hexes.map((h) => h.defenders?.basic ?? null)).toEqual([1000, null, 2000]);
    expect(grown.events.map((e) => e.effect)).toEqual(['Dwarves defenders grow 750 → 1000 Basic']);
  });

  it('permanent changes: gains go to extra (outside the cap), deserters off Basic then extra', () => {
    expect(changeDefenders(defenders(2000), 250)).toMatchObject({ basic: 2000, extra: 250 });
    expect(changeDefenders(defenders(1000), -500)).toMatchObject({ basic: 500, extra: 0 });
    expect(changeDefenders(defenders(250, { extra: 500 }), -500)).toMatchObject({ basic: 0, extra: 250 });
    expect(changeDefenders(defenders(250), -1000)).toMatchObject({ basic: 0, extra: 0 });
  });
});

describe('neutral kingdoms (004 1.4A, ME-R20)', () => {
  const nk: NeutralKingdom = { id: 'Nk1', race: 'Lizardmen', capital: '0505', conqueredBy: null };
  const inNk = (address: string, major: MeHex['major'], owner: string | null = null): MeHex => ({
    ...blankHex(address, 'Field'),
    neutralKingdom: 'Nk1',
    major,
    owner,
    explored: true,
  });
  const hexes = [inNk('0505', 'City'), inNk('0506', 'Town'), inNk('0606', null)];

  it('hex support: 250 + the Table 6 bonus; a razed hex in its window gives 0', () => {
    expect(neutralHexSupport({ major: 'City', noSupportUntil: 0 }, 1)).toBe(750);
    expect(neutralHexSupport({ major: 'Capital', noSupportUntil: 0 }, 1)).toBe(750);
    expect(neutralHexSupport({ major: 'Town', noSupportUntil: 0 }, 1)).toBe(500);
    expect(neutralHexSupport({ major: 'Mine', noSupportUntil: 0 }, 1)).toBe(250);
    expect(neutralHexSupport({ major: null, noSupportUntil: 4 }, 3)).toBe(0);
    expect(neutralHexSupport({ major: null, noSupportUntil: 4 }, 4)).toBe(250);
  });

  it('independent: its hexes 750 + 500 + 250 = 1500, + 500 conscripted = Basic 2000, with a Lord', () => {
    const army = kingdomArmy(nk, hexes, 3);
    expect(army).toMatchObject({ basic: 2000, support: 1500, conscripted: 500, leader: 'Lord' });
  });

  it('"capturing a City would reduce it by 750 points": the next turn it is 1250', () => {
    const taken = [inNk('0505', 'City', 'Ann'), hexes[1] as MeHex, hexes[2] as MeHex];
    expect(kingdomArmy(nk, taken, 4).basic).toBe(1250);
    const emptyTaken = [hexes[0] as MeHex, hexes[1] as MeHex, inNk('0606', null, 'Ann')];
    expect(kingdomArmy(nk, emptyTaken, 4).basic).toBe(1750);
  });

  it('Basic at most 2500 (3.1B)', () => {
    const big = [inNk('0505', 'City'), inNk('0506', 'City'), inNk('0606', 'City')];
    expect(kingdomArmy(nk, big, 1).basic).toBe(2500);
  });

  it('conquered: no conscription (the point is tribute), a Regent instead of a Lord, support of its hexes only', () => {
    const mine = { ...nk, conqueredBy: 'Ann' };
    const held = hexes.map((h) => ({ ...h, owner: 'Ann' }));
    expect(kingdomArmy(mine, held, 5)).toMatchObject({ basic: 1500, conscripted: 0, leader: 'Regent' });
    expect(tributeFrom('Ann', [mine, nk])).toBe(1);
    expect(tributeFrom('Bob', [mine, nk])).toBe(0);
  });

  it('tribute only while the conqueror holds the neutral capital (1.4A "as long as you control the neutral capital")', () => {
    // 1.4A: "When conquered by a player, this power is instead given to the player each turn as tribute."
    const mine = { ...nk, conqueredBy: 'Ann' };
    const held = hexes.map((h) => ({ ...h, owner: 'Ann' }));
    expect(tributeFrom('Ann', [mine, nk], held)).toBe(1);
    // The capital 0505 went neutral (Table 3 Rebellion after looting it): no tribute, though conqueredBy stays.
    const lost = held.map((h) => (h.address === '0505' ? { ...h, owner: null } : h));
    expect(tributeFrom('Ann', [mine, nk], lost)).toBe(0);
  });

  it('conquering the capital adds its hexes not owned by other players', () => {
    const map = [
      inNk('0505', 'City', 'Ann'),
      inNk('0506', 'Town', 'Bob'),
      inNk('0606', null),
      blankHex('0707', 'Field'),
    ];
    const done = conquerKingdomCapital(nk, map, 'Ann');
    expect(done.hexes.map((h) => h.owner)).toEqual(['Ann', 'Bob', 'Ann', null]);
    expect(done.kingdom.conqueredBy).toBe('Ann');
    expect(done.events[0]?.effect).toBe("Ann conquers the capital 0505: 0505, 0606 join Ann's kingdom");
  });

  it('another player who takes the capital later takes the kingdom the same way', () => {
    const mine = { ...nk, conqueredBy: 'Ann' };
    const map = [inNk('0505', 'City', 'Cid'), inNk('0506', 'Town', 'Bob'), inNk('0606', null, 'Ann')];
    expect(conquerKingdomCapital(mine, map, 'Cid').hexes.map((h) => h.owner)).toEqual(['Cid', 'Bob', 'Cid']);
  });
});

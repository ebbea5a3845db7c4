import {
  auctionOne,
  bidRefusal,
  fieldedMercenaryPoints,
  mercenaryUpkeep,
  payUpkeep,
  runAuction,
  type MercenaryBid,
  type MercenaryOffer,
} from '../../../src/engine/me/mercenaries';
import type { Mercenary } from '../../../src/engine/me/model';
import { totalArmySize } from '../../../src/engine/me/support-armies';

/** 004 6.0B-6.2B and ME-R33. The book's example: Orc Boyz, basic cost 225, won for 300 on turn 5. */
const boyz: MercenaryOffer = { unit: 'Orc Boyz', baseCost: 225, powerCost: 0 };
const dragon: MercenaryOffer = { unit: 'Dragon', baseCost: 300, powerCost: 2 };
const bid = (player: string, unit: string, support: number, power = 0): MercenaryBid => ({
  player,
  unit,
  support,
  power,
});

describe('bids (004 6.0B)', () => {
  it('the minimum bid is the basic point cost', () => {
    expect(bidRefusal(boyz, bid('Ann', 'Orc Boyz', 225))).toBeNull();
    expect(bidRefusal(boyz, bid('Ann', 'Orc Boyz', 224))).toBe(
      '224 is below the minimum bid of 225 for Orc Boyz',
    );
  });
  it('a regular mercenary takes support only; a special one needs its Power cost', () => {
    expect(bidRefusal(boyz, bid('Ann', 'Orc Boyz', 300, 1))).toBe(
      'Orc Boyz is a regular mercenary: it is hired with support only',
    );
    expect(bidRefusal(dragon, bid('Ann', 'Dragon', 300, 1))).toBe(
      "1 power is below Dragon's Power cost of 2",
    );
    expect(bidRefusal(dragon, bid('Ann', 'Dragon', 300, 2))).toBeNull();
    expect(bidRefusal(undefined, bid('Ann', 'Ogres', 300))).toBe('Ogres is not offered this turn');
  });
});

describe('the auction (004 6.0B, 6.2B)', () => {
  it('the highest bid wins: 300 over 250', () => {
    const r = auctionOne(boyz, [bid('Ann', 'Orc Boyz', 250), bid('Bob', 'Orc Boyz', 300)]);
    expect(r.winner?.player).toBe('Bob');
  });
  it('"In case of ties, nobody gains the mercenary" (300 and 300, a lower 250 too)', () => {
    const r = auctionOne(boyz, [
      bid('Ann', 'Orc Boyz', 300),
      bid('Bob', 'Orc Boyz', 300),
      bid('Cid', 'Orc Boyz', 250),
    ]);
    expect(r.winner).toBeNull();
  });
  it('a refused bid does not count: 200 (below 225) against 225 leaves 225 the winner', () => {
    const r = auctionOne(boyz, [bid('Ann', 'Orc Boyz', 200), bid('Bob', 'Orc Boyz', 225)]);
    expect(r.winner?.player).toBe('Bob');
    expect(r.refused.map((f) => f.bid.player)).toEqual(['Ann']);
  });
  it('one sealed bid each: a second bid is refused', () => {
    const r = auctionOne(boyz, [
      bid('Ann', 'Orc Boyz', 250),
      bid('Ann', 'Orc Boyz', 400),
      bid('Bob', 'Orc Boyz', 300),
    ]);
    expect(r.winner?.player).toBe('Bob');
    expect(r.refused[0]?.reason).toBe('Ann has already bid for Orc Boyz');
  });
  it('special: the highest Power bid wins even with less support (3 power 300 over 2 power 900)', () => {
    const r = auctionOne(dragon, [bid('Ann', 'Dragon', 900, 2), bid('Bob', 'Dragon', 300, 3)]);
    expect(r.winner?.player).toBe('Bob');
  });
  it('special: tied Power, the most Support wins; still tied, nobody', () => {
    expect(
      auctionOne(dragon, [bid('Ann', 'Dragon', 900, 2), bid('Bob', 'Dragon', 300, 2)]).winner?.player,
    ).toBe('Ann');
    expect(
      auctionOne(dragon, [bid('Ann', 'Dragon', 400, 2), bid('Bob', 'Dragon', 400, 2)]).winner,
    ).toBeNull();
  });
  it("the book's example: Boyz won for 300 on turn 5 cost 300 a turn from turn 6, and must be fielded", () => {
    const a = runAuction([boyz], [bid('Ann', 'Orc Boyz', 300), bid('Bob', 'Orc Boyz', 250)], 5);
    expect(a.hired).toEqual([
      { unit: 'Orc Boyz', player: 'Ann', army: null, points: 225, upkeep: 300, powerUpkeep: 0, fromTurn: 6 },
    ]);
    expect(a.events.map((e) => e.effect)).toEqual([
      'hired by Ann for 300 support a turn from turn 6; he must field it in one of his armies that turn',
    ]);
  });
  it('a tie and an offer with no bid are logged; only winners pay', () => {
    const a = runAuction([boyz, dragon], [bid('Ann', 'Orc Boyz', 300), bid('Bob', 'Orc Boyz', 300)], 5);
    expect(a.hired).toEqual([]);
    expect(a.events.map((e) => e.effect)).toEqual([
      'not hired (tied bids: nobody gains it)',
      'not hired (no valid bid)',
    ]);
  });
  it('a special mercenary keeps its Power bid as upkeep', () => {
    const a = runAuction([dragon], [bid('Ann', 'Dragon', 350, 2)], 3);
    expect(a.hired[0]).toMatchObject({ points: 300, upkeep: 350, powerUpkeep: 2, fromTurn: 4 });
  });
});

describe('Total Army Size with mercenaries fielded (6.0B, 6.2B, 3.1B)', () => {
  // 6.0B: Boyz "with a basic point cost of 225 points" won "with a victorious bid of, say, 300 points" on turn 5;
  // "The player adds the Orcs to his 2500-point army, bringing its Total Army Size to 2725 points" on turn 6.
  const hired = runAuction([boyz], [bid('Ann', 'Orc Boyz', 300)], 5).hired.map((m) => ({
    ...m,
    army: 'Great',
  }));
  it("the unit's points, not the bid: 2500 + 225 = 2725 (2750 rounded, ME-R41)", () => {
    const points = fieldedMercenaryPoints(hired, ['Great'], 6);
    expect(points).toBe(225);
    expect(totalArmySize({ basic: 2500, mercenaries: points })).toMatchObject({ sum: 2725, size: 2750 });
  });
  it('only in the army it is fielded in; a special mercenary is "not added to your kingdom army" (6.2B)', () => {
    expect(fieldedMercenaryPoints(hired, ['Small'], 6)).toBe(0);
    const dragonHeld = runAuction([dragon], [bid('Ann', 'Dragon', 350, 2)], 5).hired.map((m) => ({
      ...m,
      army: 'Great',
    }));
    expect(fieldedMercenaryPoints([...hired, ...dragonHeld], ['Great'], 6)).toBe(225);
  });
  it('a record without points (kept before they were stored) counts 0', () => {
    const old: Mercenary = {
      unit: 'Ogres',
      player: 'Ann',
      army: 'Great',
      upkeep: 200,
      powerUpkeep: 0,
      fromTurn: 2,
    };
    expect(fieldedMercenaryPoints([old], ['Great'], 6)).toBe(0);
  });
});

describe('upkeep (ME-R33)', () => {
  const held: Mercenary[] = [
    { unit: 'Orc Boyz', player: 'Ann', army: 'First', upkeep: 300, powerUpkeep: 0, fromTurn: 6 },
    { unit: 'Dragon', player: 'Ann', army: null, upkeep: 350, powerUpkeep: 2, fromTurn: 6 },
    { unit: 'Ogres', player: 'Ann', army: null, upkeep: 200, powerUpkeep: 0, fromTurn: 8 },
    { unit: 'Trolls', player: 'Bob', army: null, upkeep: 250, powerUpkeep: 0, fromTurn: 6 },
  ];
  it('the winning bid again each turn, from the following turn on: Ann on turn 7 pays 300 + 350 = 650', () => {
    expect(mercenaryUpkeep(held, 'Ann', 5)).toBe(0);
    expect(mercenaryUpkeep(held, 'Ann', 7)).toBe(650);
    expect(mercenaryUpkeep(held, 'Ann', 8)).toBe(850);
  });
  it('a mercenary not paid for leaves; a special one deserts when its Power cannot be repaid', () => {
    const paid = payUpkeep(held, 'Ann', 7, new Set(['Orc Boyz']), 1);
    expect(paid.gone.map((m) => m.unit)).toEqual(['Orc Boyz', 'Dragon']);
    expect(paid.kept.map((m) => m.unit)).toEqual(['Ogres', 'Trolls']);
    expect(paid.powerPaid).toBe(0);
  });
  it('with 2 power Ann keeps the Dragon and pays 2 power', () => {
    const paid = payUpkeep(held, 'Ann', 7, new Set(), 2);
    expect(paid.gone).toEqual([]);
    expect(paid.powerPaid).toBe(2);
  });
});

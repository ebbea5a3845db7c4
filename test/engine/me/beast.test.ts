import { Dice } from '../../../src/engine/dice';
import {
  beastAppears,
  beastMoves,
  beastPointsProblem,
  industryAwakening,
  provokeBeast,
} from '../../../src/engine/me/beast';
import { blankHex, type MeHex } from '../../../src/engine/me/model';

const dice = (fixed: Record<string, number> = {}): Dice => new Dice('beast', new Map(Object.entries(fixed)));
const hx = (address: string, terrain: MeHex['terrain'], major: MeHex['major']): MeHex => ({
  ...blankHex(address, terrain),
  major,
});

describe('Awakening under Industry (Table 6, ME-R26)', () => {
  it.each([
    [1, 1, true],
    [1, 2, true],
    [2, 2, false],
    [6, 6, false],
  ])('Deep Woods 2d6 %i+%i: awakes %s (2-3)', (a, b, awake) => {
    const r = industryAwakening(
      dice({ 'me:beast:0101#1': a, 'me:beast:0101#2': b }),
      hx('0101', 'Forest', 'Deep Woods'),
    );
    expect(r?.awakened).toBe(awake);
  });
  it('Deep Mine outside the mountains: 2d6 2-3', () => {
    const r = industryAwakening(
      dice({ 'me:beast:0101#1': 2, 'me:beast:0101#2': 1 }),
      hx('0101', 'Field', 'Deep Mine'),
    );
    expect(r?.awakened).toBe(true);
  });
  it('Deep Mine in a Mountain hex: a d6 of 1', () => {
    expect(
      industryAwakening(dice({ 'me:beast:0101': 1 }), hx('0101', 'Mountain', 'Deep Mine'))?.awakened,
    ).toBe(true);
    expect(
      industryAwakening(dice({ 'me:beast:0101': 2 }), hx('0101', 'Mountain', 'Deep Mine'))?.awakened,
    ).toBe(false);
  });
  it('no roll for other features', () => {
    expect(industryAwakening(dice(), hx('0101', 'Field', 'Mine'))).toBeNull();
  });
});

describe('Provoking the Beast (App. G): d6 4+', () => {
  it.each([
    [3, false],
    [4, true],
  ])('d6 %i: %s', (n, awake) => {
    expect(
      provokeBeast(dice({ 'me:beast:provoke:0101': n }), hx('0101', 'Forest', 'Deep Woods')).awakened,
    ).toBe(awake);
  });
  it('needs a Deep Mine or Deep Woods', () => {
    expect(() => provokeBeast(dice(), hx('0101', 'Forest', 'Woods'))).toThrow('0101');
  });
});

describe('the rampage (App. G)', () => {
  // 3×3 map, 0101-0303 (hex.ts directions: 1 north, then clockwise). From 0202: 1 → 0201, 4 → 0203.
  const map = ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'].map((a) =>
    hx(a, 'Field', null),
  );
  it('razes the hex it appears in', () => {
    expect(beastAppears('0202').raze).toBe('0202');
  });
  it('moves one hex in a random direction and razes it', () => {
    expect(beastMoves(dice({ 'me:beast:move:5': 1 }), '0202', map, 5)).toMatchObject({
      to: '0201',
      raze: '0201',
    });
    expect(beastMoves(dice({ 'me:beast:move:5': 4 }), '0202', map, 5)).toMatchObject({
      to: '0203',
      raze: '0203',
    });
  });
  it('Proposal: off the map or into a Lake is rolled again', () => {
    const withLake = map.map((h) => (h.address === '0201' ? { ...h, terrain: 'Lake' as const } : h));
    const r = beastMoves(dice({ 'me:beast:move:5': 1, 'me:beast:move:5:reroll1': 4 }), '0202', withLake, 5);
    expect(r.to).toBe('0203');
    expect(r.events).toHaveLength(2);
  });
  it('its size is 1000 to 2000 points', () => {
    expect(beastPointsProblem(1500)).toBeNull();
    expect(beastPointsProblem(2500)).toContain('2500');
  });
});

import { Dice } from '../../../src/engine/dice';
import {
  beastAppears,
  beastDefeated,
  beastPointsProblem,
  beastRampage,
  beastStep,
} from '../../../src/engine/me/beast';
import { DEFAULT_EDICT_SETTINGS } from '../../../src/engine/me/edicts';
import { blankHex, type MeHex, type MeState } from '../../../src/engine/me/model';

const dice = (fixed: Record<string, number> = {}): Dice => new Dice('beast', new Map(Object.entries(fixed)));
const settings = { ...DEFAULT_EDICT_SETTINGS, beast: true };

// 3×3 map, 0101-0303 (hex.ts directions: 1 north, then clockwise). From 0202: 1 → 0201, 4 → 0203.
const ADDRESSES = ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'];
const map = (edit: (h: MeHex) => MeHex = (h) => h): MeHex[] =>
  ADDRESSES.map((a) => edit({ ...blankHex(a, 'Field'), explored: true, owner: 'Anna' }));
const state = (hexes: MeHex[]): MeState => ({
  turn: 3,
  endCheckFrom: 0,
  over: false,
  hexes,
  kingdoms: [],
  armies: [],
  characters: [],
  neutralKingdoms: [],
  mercenaries: [],
  carry: [],
  agreements: [],
});
const at = (s: MeState, a: string): MeHex | undefined => s.hexes.find((h) => h.address === a);

describe('App. G: the Beast appears', () => {
  it('razes the hex it appears in (Table 4: a Town becomes empty, the hex neutral)', () => {
    const s = state(map((h) => (h.address === '0202' ? { ...h, major: 'Town', beast: true } : h)));
    const r = beastAppears(s, '0202', dice(), settings);
    expect(at(r.state, '0202')).toMatchObject({ major: null, owner: null, beast: true });
    expect(r.events[0]?.table).toBe('004 App. G The Beast Awakes');
  });
});

describe('App. G: the rampage', () => {
  const hexes = map((h) => (h.address === '0202' ? { ...h, beast: true } : h));
  it('moves one hex in a random direction (d6 1: north to 0201, d6 4: south to 0203)', () => {
    expect(beastStep(dice({ 'me:beast:move:0202': 1 }), '0202', hexes).to).toBe('0201');
    expect(beastStep(dice({ 'me:beast:move:0202': 4 }), '0202', hexes).to).toBe('0203');
  });
  it('razes the hex it enters: an empty hex gives no support for d3 turns (2: until turn 3 + 2 + 1 = 6)', () => {
    const r = beastRampage(
      state(hexes),
      dice({ 'me:beast:move:0202': 1, 'me:beast:0201:razed from 0202:d3': 2 }),
      settings,
    );
    expect(at(r.state, '0202')?.beast).toBe(false);
    expect(at(r.state, '0201')).toMatchObject({ beast: true, owner: null, noSupportUntil: 6 });
  });
  it('Proposal: off the map or into a Lake is rolled again', () => {
    const lake = hexes.map((h) => (h.address === '0201' ? { ...h, terrain: 'Lake' as const } : h));
    const r = beastStep(dice({ 'me:beast:move:0202': 1, 'me:beast:move:0202:reroll1': 4 }), '0202', lake);
    expect(r.to).toBe('0203');
    expect(r.events).toHaveLength(2);
  });
  it('continues until defeated in battle by a player army', () => {
    const r = beastDefeated(state(hexes), '0202', 'Anna');
    expect(at(r.state, '0202')?.beast).toBe(false);
  });
  it('its size is 1000 to 2000 points', () => {
    expect(beastPointsProblem(1000)).toBeNull();
    expect(beastPointsProblem(2000)).toBeNull();
    expect(beastPointsProblem(2500)).toContain('2500');
  });
});

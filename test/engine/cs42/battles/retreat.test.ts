import {
  chooseRetreat,
  retreatAllowed,
  towardNearestCity,
} from '../../../../src/engine/cs42/battles/retreat';
import { formatHex, parseHex } from '../../../../src/engine/hex';
import { dice, ledger } from './fixture';

/**
 * Retreats (COMBAT): back where it came from, else one hex toward the nearest city of its empire, else a random
 * adjacent hex; destroyed when none. Red Host stands in 0303; its neighbours (an odd column) are 0302 (1), 0402
 * (2), 0403 (3), 0304 (4), 0203 (5) and 0202 (6).
 */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const host = { name: 'Red Host', player: 'Red', hex: '0303', points: 800 };
const redHost = (state: ReturnType<typeof ledger>) =>
  state.armies.find((a) => a.name === 'Red Host') ?? state.armies[0];

describe('Retreats, in the order of preference', () => {
  it('1. back to the hex it came from (0302), though a Red city lies the other way', () => {
    const s = ledger({ armies: [host], cities: [{ name: 'Redholm', player: 'Red', hex: '0306', size: 3 }] });
    expect(chooseRetreat(s, redHost(s), hex('0302'), dice(), 'k')).toEqual({
      to: hex('0302'),
      how: 'came from',
      key: null,
    });
  });

  it('2. the hex it came from holds an enemy army: one hex toward the nearest Red city (0306 → 0304)', () => {
    const s = ledger({
      armies: [host, { name: 'Blue Host', player: 'Blue', hex: '0302', points: 600 }],
      cities: [{ name: 'Redholm', player: 'Red', hex: '0306', size: 3 }],
    });
    const r = chooseRetreat(s, redHost(s), hex('0302'), dice(), 'k');
    expect(r.how).toBe('toward city');
    expect(formatHex(r.to ?? hex('0000'))).toBe('0304');
  });

  it('toward the city: the nearer of two cities decides, and the step must bring the army nearer', () => {
    const s = ledger({
      armies: [host],
      cities: [
        { name: 'Far', player: 'Red', hex: '0308', size: 3 },
        { name: 'Near', player: 'Red', hex: '0603', size: 3 },
      ],
    });
    // Near (0603) is 3 away, Far (0308) 5. 0402 and 0403 are both 2 from Near: the lower direction (2) wins the tie.
    expect(formatHex(towardNearestCity(s, redHost(s)) ?? hex('0000'))).toBe('0402');
  });

  it('3. no way back and no Red city: a random adjacent hex, a die with as many sides as open hexes', () => {
    const s = ledger({
      armies: [host, { name: 'Blue Host', player: 'Blue', hex: '0302', points: 600 }],
    });
    // Open, in rosette order: 0402, 0403, 0304, 0203, 0202 (0302 holds Blue). A 2 picks the second.
    const d = dice({ 'battle:B1:retreat:Red Host': 2 });
    const r = chooseRetreat(s, redHost(s), hex('0302'), d, 'battle:B1:retreat:Red Host');
    expect(r).toEqual({ to: hex('0403'), how: 'random', key: 'battle:B1:retreat:Red Host' });
    expect(d.log()).toEqual([{ key: 'battle:B1:retreat:Red Host', sides: 5, result: 2, overridden: true }]);
  });

  it('4. no allowable hex (enemy units, an enemy city, open water and a crag all round): destroyed', () => {
    const s = ledger({
      map: { width: 8, height: 8, hexes: { '0304': { terrain: 'Water' }, '0203': { terrain: 'Crag' } } },
      armies: [host, { name: 'Blue Host', player: 'Blue', hex: '0302', points: 600 }],
      units: [
        { name: 'Blue Scouts', player: 'Blue', hex: '0402', type: 'Scout' },
        { name: 'Blue Settlers', player: 'Blue', hex: '0202', type: 'Settler' },
      ],
      cities: [{ name: 'Bluetown', player: 'Blue', hex: '0403', size: 2 }],
    });
    expect(chooseRetreat(s, redHost(s), hex('0302'), dice(), 'k')).toEqual({
      to: null,
      how: 'destroyed',
      key: null,
    });
  });

  it('a hex holding another empire is open only when Red declared it Friendly or Allied', () => {
    const units = [{ name: 'Blue Scouts', player: 'Blue', hex: '0402', type: 'Scout' as const }];
    const unknown = ledger({ armies: [host], units });
    expect(retreatAllowed(unknown, redHost(unknown), hex('0402'))).toBe(false);
    const friendly = ledger({ armies: [host], units, diplomacy: [['Red', 'Blue', 'Friendly']] });
    expect(retreatAllowed(friendly, redHost(friendly), hex('0402'))).toBe(true);
    const onlyBlue = ledger({ armies: [host], units, diplomacy: [['Blue', 'Red', 'Allied']] });
    expect(retreatAllowed(onlyBlue, redHost(onlyBlue), hex('0402'))).toBe(false);
  });

  it('a river without bridge or ford blocks the retreat like a move', () => {
    const s = ledger({ map: { width: 8, height: 8, hexes: { '0303': { rivers: [1] } } }, armies: [host] });
    expect(retreatAllowed(s, redHost(s), hex('0302'))).toBe(false);
    expect(retreatAllowed(s, redHost(s), hex('0304'))).toBe(true);
  });

  it('a runner goes toward its city first (Table 17), back where it came from when no step nears a city', () => {
    const city = ledger({
      armies: [host],
      cities: [{ name: 'Redholm', player: 'Red', hex: '0306', size: 3 }],
    });
    expect(chooseRetreat(city, redHost(city), hex('0302'), dice(), 'k', true).how).toBe('toward city');
    const none = ledger({ armies: [host] });
    expect(chooseRetreat(none, redHost(none), hex('0302'), dice(), 'k', true)).toEqual({
      to: hex('0302'),
      how: 'came from',
      key: null,
    });
  });
});

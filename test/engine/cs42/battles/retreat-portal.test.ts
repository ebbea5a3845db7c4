import { battlesOfTurn } from '../../../../src/engine/cs42/battles/from-turn';
import { chooseRetreat, retreatAllowed } from '../../../../src/engine/cs42/battles/retreat';
import type { BattleRecord } from '../../../../src/engine/cs42/turn/context';
import { formatHex, parseHex } from '../../../../src/engine/hex';
import type { RuleCase } from '../../../cases/case-format';
import { dice, ledger } from './fixture';

/**
 * Retreats (COMBAT): "Retreating back through a portal or back onto a ship is a legal option and may indeed be
 * required." Red Host came through portal A (0202) to portal B (0606), where Blue Guard stood: the hex it came
 * from is A, six hexes away, and it may retreat back there.
 */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const portals = {
  width: 8,
  height: 8,
  hexes: {
    '0202': { special: 'Mystic Portal', portal: { name: 'A', discoveredBy: ['Red'] } },
    '0606': { special: 'Mystic Portal', portal: { name: 'B', discoveredBy: ['Red'] } },
  } as RuleCase['map']['hexes'],
};
const before = ledger({
  map: portals,
  armies: [
    { name: 'Red Host', player: 'Red', hex: '0202', points: 800 },
    { name: 'Blue Guard', player: 'Blue', hex: '0606', points: 800 },
  ],
});
const after = ledger({
  map: portals,
  armies: [
    { name: 'Red Host', player: 'Red', hex: '0606', points: 800 },
    { name: 'Blue Guard', player: 'Blue', hex: '0606', points: 800 },
  ],
  cities: [{ name: 'Redholm', player: 'Red', hex: '0808', size: 3 }],
});
const record: BattleRecord = {
  hex: hex('0606'),
  kind: 'field battle',
  sides: ['Blue', 'Red'],
  armies: [
    { name: 'Blue Guard', player: 'Blue', size: 8 },
    { name: 'Red Host', player: 'Red', size: 8 },
  ],
  terrain: 'Plains, Mystic Portal',
  penalties: [],
};
const redHost = after.armies.find((a) => a.name === 'Red Host') ?? after.armies[0];

describe('a retreat back through a Mystic Portal', () => {
  it('the army that began on another portal came from it (no adjacent start is needed)', () => {
    const out = battlesOfTurn(before, 1, [record], 2);
    expect(out.battles[0].cameFrom).toEqual({ 'Blue Guard': null, 'Red Host': hex('0202') });
  });

  it('retreats back to the portal it came from before turning toward its city (0808 is nearer the other way)', () => {
    expect(retreatAllowed(after, redHost, hex('0202'))).toBe(true);
    const r = chooseRetreat(after, redHost, hex('0202'), dice(), 'k');
    expect(r).toEqual({ to: hex('0202'), how: 'came from', key: null });
  });

  it('not when an enemy army stands at the other portal, nor to a hex that is no portal', () => {
    const held = ledger({
      map: portals,
      armies: [
        { name: 'Red Host', player: 'Red', hex: '0606', points: 800 },
        { name: 'Blue Watch', player: 'Blue', hex: '0202', points: 300 },
      ],
      cities: [{ name: 'Redholm', player: 'Red', hex: '0808', size: 3 }],
    });
    const host = held.armies.find((a) => a.name === 'Red Host') ?? held.armies[0];
    expect(retreatAllowed(held, host, hex('0202'))).toBe(false);
    const r = chooseRetreat(held, host, hex('0202'), dice(), 'k');
    // Redholm (0808) is 3 from 0606; 0707 (direction 3) and 0607 (4) are both 2 from it: the lower direction wins.
    expect(r.how).toBe('toward city');
    expect(formatHex(r.to ?? hex('0000'))).toBe('0707');
    expect(retreatAllowed(after, redHost, hex('0303'))).toBe(false);
  });
});

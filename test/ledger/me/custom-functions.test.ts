import type { MeHex, MeState } from '../../../src/engine/me/model';
import {
  meEffectivePowerCells,
  meEntitlementsCells,
  meLookupFor,
  meLookupFromTabs,
  meOrphanedCells,
  meSupportCells,
  meTotalSizeCells,
} from '../../../src/ledger/me/custom-functions';
import { meDemoCampaign } from '../../../src/ledger/me/demo';
import { writtenTabs } from './sheet';

const demo = meDemoCampaign().state;
const lookup = (state: MeState) => () => meLookupFor(state);

/**
 * Turn 1 later on the demo map, worked by hand:
 * - Ostmark also holds 0103 with a Town and 0106, cut off beyond Tor Athel's 0105 and 0206; Power 3.
 * - Tor Athel (High Elves) also holds 0104 and 0204.
 * - Karak Dron has 500 loot for turns 1-2 and pays a mercenary 200 upkeep.
 */
function later(agreements: MeState['agreements'] = []): MeState {
  const hexes = demo.hexes.map((h): MeHex => {
    if (h.address === '0103') return { ...h, owner: 'Ostmark', explored: true, major: 'Town' };
    if (h.address === '0106') return { ...h, owner: 'Ostmark', explored: true };
    if (h.address === '0104' || h.address === '0204') return { ...h, owner: 'Tor Athel', explored: true };
    return h;
  });
  return {
    ...demo,
    hexes,
    kingdoms: demo.kingdoms.map((k) => (k.player === 'Ostmark' ? { ...k, power: 3 } : k)),
    carry: [
      { player: 'Karak Dron', kind: 'Loot', amount: 500, fromTurn: 1, toTurn: 2, source: 'loot 0403 City' },
    ],
    mercenaries: [
      { unit: 'Dogs of War', player: 'Karak Dron', army: null, upkeep: 200, powerUpkeep: 0, fromTurn: 1 },
    ],
    agreements,
  };
}

describe('ME_SUPPORT (2.1B)', () => {
  it('answers 1500 for each demo kingdom (Capital 750 + three hexes of 250), per row of a column', () => {
    expect(
      meSupportCells(lookup(demo), [['Ostmark'], ['karak dron'], ['Tor Athel'], ['Red Maw'], ['']]),
    ).toEqual([[1500], [1500], [1500], [1500], ['']]);
  });

  it('adds a Town (+250 on 250), loot, and takes mercenary upkeep away', () => {
    const state = later();
    expect(meSupportCells(lookup(state), 'Ostmark')).toBe(750 + 3 * 250 + 500 + 250);
    expect(meSupportCells(lookup(state), 'Tor Athel')).toBe(2000);
    expect(meSupportCells(lookup(state), 'Karak Dron')).toBe(1500 + 500 - 200);
  });

  it('names an unknown player in that cell only', () => {
    expect(meSupportCells(lookup(demo), [['Nobody'], ['Red Maw']])).toEqual([
      ["#ME_SUPPORT: 'Nobody' is not on the Kingdoms tab"],
      [1500],
    ]);
  });

  it('reads the ledger once for a whole column, and not at all for blanks', () => {
    let reads = 0;
    const counted = () => {
      reads += 1;
      return meLookupFor(demo);
    };
    meSupportCells(counted, [['Ostmark'], ['Red Maw'], ['Tor Athel']]);
    expect(reads).toBe(1);
    meSupportCells(counted, [[''], ['']]);
    expect(reads).toBe(1);
  });
});

describe('ME_ENTITLEMENTS (2.2B, Table 6)', () => {
  it("gives each demo kingdom its Capital's Lord, Hero, Special and Rare", () => {
    expect(meEntitlementsCells(lookup(demo), [['Ostmark'], ['Tor Athel']])).toEqual([
      ['Lord 1, Hero 1, Special 1, Rare 1'],
      ['Lord 1, Hero 1, Special 1, Rare 1'],
    ]);
  });

  it("adds a Town's one slot, and the High Elves' +1 Special per full 2000 support on turns 1-6 (2.2.3B)", () => {
    const state = later();
    expect(meEntitlementsCells(lookup(state), 'Ostmark')).toBe('Lord 1, Hero 1, Special 1, Rare 1, Town 1');
    expect(meEntitlementsCells(lookup(state), 'Tor Athel')).toBe('Lord 1, Hero 1, Special 2, Rare 1');
  });

  it('answers #… for a bad player and blank for a blank row', () => {
    expect(meEntitlementsCells(lookup(demo), [[''], ['Zed']])).toEqual([
      [''],
      ["#ME_ENTITLEMENTS: 'Zed' is not on the Kingdoms tab"],
    ]);
  });
});

describe('ME_EFFECTIVE_POWER (3.1A Table 1)', () => {
  it('counts a demo kingdom as its Capital (Megafeature, 2) and three empty hexes (1 each): 5', () => {
    expect(meEffectivePowerCells(lookup(demo), [['Ostmark'], ['Red Maw']])).toEqual([[5], [5]]);
  });

  it('counts Power 1 a point and a Town 1.5: Ostmark 3 + 2 + 4 × 1 + 1.5 = 10.5; Tor Athel 2 + 5 × 1 = 7', () => {
    const state = later();
    expect(meEffectivePowerCells(lookup(state), 'Ostmark')).toBe(10.5);
    expect(meEffectivePowerCells(lookup(state), 'Tor Athel')).toBe(7);
  });

  it('answers #… for an unknown player', () => {
    expect(meEffectivePowerCells(lookup(demo), 'Zed')).toBe(
      "#ME_EFFECTIVE_POWER: 'Zed' is not on the Kingdoms tab",
    );
  });
});

describe('ME_TOTAL_SIZE (3.1B)', () => {
  it("rounds to the nearest 50, half up, as the book's examples (2275 → 2300, 2868 → 2850) and ME-R41 (2725 → 2750)", () => {
    expect(meTotalSizeCells([[2275], [2868], [2725], [750], ['1760'], [24], [25], [3000], ['']])).toEqual([
      [2300],
      [2850],
      [2750],
      [750],
      [1750],
      [0],
      [50],
      [3000],
      [''],
    ]);
  });

  it('refuses a sum above 3000 and anything not a whole number of points, in that cell only', () => {
    expect(meTotalSizeCells([[3001], ['lots'], [12.5], [-50], [1000]])).toEqual([
      ['#ME_TOTAL_SIZE: Total Army Size 3001 exceeds 3000 (3.1B)'],
      ["#ME_TOTAL_SIZE: points must be a whole number from 0, got 'lots'"],
      ["#ME_TOTAL_SIZE: points must be a whole number from 0, got '12.5'"],
      ["#ME_TOTAL_SIZE: points must be a whole number from 0, got '-50'"],
      [1000],
    ]);
  });
});

describe('ME_ORPHANED (1.3A)', () => {
  it('says no for every hex of a demo kingdom and blank for an unowned hex', () => {
    expect(
      meOrphanedCells(
        lookup(demo),
        [['0202'], ['0102'], ['0605'], ['0403'], ['0101']],
        [['Ostmark'], ['Ostmark'], ['Red Maw'], [''], ['']],
      ),
    ).toEqual([['no'], ['no'], ['no'], [''], ['']]);
  });

  it('says yes for a hex cut off by another kingdom, and no once an ally links it (7.4B)', () => {
    // 0106 touches only Tor Athel's 0105 and 0206; through them, 0104 (Tor Athel) and 0103 (Ostmark) reach 0202.
    expect(meOrphanedCells(lookup(later()), [['0106'], ['0103']], [['Ostmark'], ['Ostmark']])).toEqual([
      ['yes'],
      ['no'],
    ]);
    const allied = later([{ kind: 'Alliance', a: 'Tor Athel', b: 'Ostmark', since: 1, breakingTurn: 0 }]);
    expect(meOrphanedCells(lookup(allied), '0106', 'Ostmark')).toBe('no');
    const ceaseFire = later([
      { kind: 'Cease fire', a: 'Tor Athel', b: 'Ostmark', since: 1, breakingTurn: 0 },
    ]);
    expect(meOrphanedCells(lookup(ceaseFire), '0106', 'Ostmark')).toBe('yes');
  });

  it('reads a hex Sheets made a number (106) as 0106', () => {
    expect(meOrphanedCells(lookup(later()), 106, 'Ostmark')).toBe('yes');
  });

  it('answers #… for a bad hex, a hex off the map, an unknown player, or a hex the player does not hold', () => {
    expect(
      meOrphanedCells(
        lookup(demo),
        [['A1'], ['0909'], ['0202'], ['0202']],
        [['Ostmark'], ['Ostmark'], ['Zed'], ['Red Maw']],
      ),
    ).toEqual([
      ["#ME_ORPHANED: hex must be four digits CCRR, got 'A1'"],
      ['#ME_ORPHANED: hex 0909 is not on the Map tab'],
      ["#ME_ORPHANED: 'Zed' is not on the Kingdoms tab"],
      ['#ME_ORPHANED: hex 0202 is not held by Red Maw'],
    ]);
  });
});

describe('the functions over the tabs as written', () => {
  it('answer from the tabs read once, as the sheet would: the demo written and read back', () => {
    const tabs = writtenTabs(meDemoCampaign().state);
    const fromTabs = () => meLookupFromTabs({ turn: 1, tab: (name) => tabs.get(name) });
    expect(meSupportCells(fromTabs, [['Ostmark'], ['Red Maw']])).toEqual([[1500], [1500]]);
    expect(meOrphanedCells(fromTabs, '0705', 'Red Maw')).toBe('no');
  });
});

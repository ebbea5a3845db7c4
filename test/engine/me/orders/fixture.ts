import type { MercenaryOffer } from '../../../../src/engine/me/mercenaries';
import type { MeArmy, MeCharacter, MeHex, MeState } from '../../../../src/engine/me/model';
import { checkMeOrders } from '../../../../src/engine/me/orders/check';
import type {
  MeBattleOnRecord,
  MeCheckInput,
  MeOrderLine,
  MeOrderReceipt,
} from '../../../../src/engine/me/orders/types';
import { hex, kingdom, meState } from '../map-fixtures';

/**
 * A 5×5 map on turn 4 (odd columns: 0303's neighbours are 0302, 0402, 0403, 0304, 0203, 0202; even columns:
 * 0202's are 0201, 0302, 0303, 0203, 0103, 0102).
 *
 * Red (5 power): 0202 Capital, 0203 Town, 0302 City, 0303 empty, 0102 Deep Mine, 0103 Fortress, 0201 empty,
 * 0101 Mine, 0104 and 0105 empty (0105 is next to no town: 0104, 0204, 0205), 0305 empty and orphaned (its
 * neighbours are Blue's or nobody's). Blue: 0404 Capital, 0304 empty, 0403 Town, 0405 empty. Neutral: 0402 explored with 1000 Dwarves
 * found on turn 2; 0301 unexplored. 0501 is a lake. Green holds 0505 alone, far away.
 */
export const RED = 'Red';
export const BLUE = 'Blue';
export const GREEN = 'Green';

const OWNERS: Readonly<Record<string, string>> = {
  '0202': RED,
  '0203': RED,
  '0302': RED,
  '0303': RED,
  '0102': RED,
  '0103': RED,
  '0201': RED,
  '0101': RED,
  '0104': RED,
  '0105': RED,
  '0305': RED,
  '0404': BLUE,
  '0304': BLUE,
  '0403': BLUE,
  '0405': BLUE,
  '0505': GREEN,
};

const FEATURES: Readonly<Record<string, Partial<MeHex>>> = {
  '0202': { major: 'Capital' },
  '0203': { major: 'Town' },
  '0302': { major: 'City' },
  '0102': { major: 'Deep Mine' },
  '0103': { fortress: 'Fortress' },
  '0101': { major: 'Mine' },
  '0404': { major: 'Capital' },
  '0403': { major: 'Town' },
  '0301': { explored: false },
  '0402': {
    defenders: {
      race: 'Dwarves',
      basic: 1000,
      wellDefended: false,
      discoveredTurn: 2,
      extra: 0,
      incitedBy: [],
    },
  },
  '0505': { major: 'Capital' },
};

function hexes(): MeHex[] {
  const out: MeHex[] = [];
  for (let c = 1; c <= 5; c++)
    for (let r = 1; r <= 5; r++) {
      const a = `0${c}0${r}`;
      const terrain = a === '0501' ? 'Lake' : 'Field';
      out.push(hex(a, { owner: OWNERS[a] ?? null, ...(FEATURES[a] ?? {}) }, terrain));
    }
  return out;
}

function army(name: string, owner: string, basic: number): MeArmy {
  return { name, owner, basic, list: '', general: null, dispersedTurn: 0 };
}

export function character(name: string, army: string, fields: Partial<MeCharacter> = {}): MeCharacter {
  return {
    name,
    owner: RED,
    army,
    rank: 'Hero',
    wizardLevel: 0,
    role: null,
    xp: 0,
    advancementRolls: 0,
    advances: [],
    injuryChanges: {},
    injuries: [],
    psychology: [],
    status: 'active',
    statusTurn: 0,
    ...fields,
  };
}

export function world(fields: Partial<MeState> = {}): MeState {
  return meState({
    turn: 4,
    hexes: hexes(),
    kingdoms: [
      kingdom(RED, '0202', { power: 5 }),
      kingdom(BLUE, '0404', { power: 2 }),
      kingdom(GREEN, '0505'),
    ],
    armies: [army('Iron Host', RED, 2000), army('Steel Band', RED, 1000), army('Blue Guard', BLUE, 1500)],
    characters: [
      character('Kurt Helborg', 'Iron Host', { rank: 'Lord', role: 'Grand Marshall' }),
      character('Ludwig', 'Steel Band'),
      character('Old Hans', 'Steel Band', { status: 'dead' }),
    ],
    mercenaries: [{ unit: 'Ogres', player: RED, army: null, upkeep: 200, powerUpkeep: 0, fromTurn: 4 }],
    ...fields,
  });
}

export const OFFERS: readonly MercenaryOffer[] = [
  { unit: 'Orc Boyz', baseCost: 225, powerCost: 0 },
  { unit: 'Dogs of War', baseCost: 300, powerCost: 2 },
];

export const BATTLES: readonly MeBattleOnRecord[] = [
  // Blue invades Red's 0303; Red's two patrols cover it; resolved abstractly.
  {
    id: 'T4-01',
    hex: '0303',
    attackers: [BLUE],
    defenders: [RED],
    armies: ['Iron Host', 'Steel Band', 'Blue Guard'],
    abstract: true,
    settled: false,
  },
  // Red invades the Dwarves' 0402, on the tabletop.
  {
    id: 'T4-02',
    hex: '0402',
    attackers: [RED],
    defenders: [],
    armies: ['Steel Band'],
    abstract: false,
    settled: false,
  },
  {
    id: 'T4-03',
    hex: '0304',
    attackers: [RED],
    defenders: [BLUE],
    armies: ['Iron Host'],
    abstract: true,
    settled: true,
  },
  // Someone else's battle.
  {
    id: 'T4-04',
    hex: '0505',
    attackers: [BLUE],
    defenders: [GREEN],
    armies: [],
    abstract: true,
    settled: false,
  },
];

export function check(text: string, fields: Partial<MeCheckInput> = {}): MeOrderReceipt {
  return checkMeOrders({
    state: world(),
    player: RED,
    text,
    turn: 4,
    stage: 'Orders',
    offers: OFFERS,
    battles: BATTLES,
    ...fields,
  });
}

/** The one line of a one-line submission. */
export function one(text: string, fields: Partial<MeCheckInput> = {}): MeOrderLine {
  const r = check(text, fields);
  expect(r.lines).toHaveLength(1);
  return r.lines[0];
}

/** The last line of a submission (earlier lines set it up). */
export function last(text: string, fields: Partial<MeCheckInput> = {}): MeOrderLine {
  const r = check(text, fields);
  return r.lines[r.lines.length - 1];
}

/** The fixture with some hexes changed. */
export function withHexes(
  changes: Readonly<Record<string, Partial<MeHex>>>,
  fields: Partial<MeState> = {},
): MeState {
  const base = world(fields);
  return { ...base, hexes: base.hexes.map((h) => ({ ...h, ...(changes[h.address] ?? {}) })) };
}

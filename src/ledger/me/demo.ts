import type {
  Kingdom,
  MeArmy,
  MeCharacter,
  MeHex,
  MeState,
  MeTerrain,
  NeutralKingdom,
} from '../../engine/me/model';
import { blankHex } from '../../engine/me/model';

/**
 * A fixed demo campaign for Mighty Empires, "The Five Marches": four kingdoms and one neutral kingdom on a map
 * of 42 hexes, set up as the book describes the start (004). No randomness: every call returns the same data.
 *
 * - 1.0A: "a small campaign, with four players and lasting ten turns, could take place on a map of about 40
 *   hexes": 7 columns × 6 rows.
 * - 1.2A: "Players start with a small kingdom, usually 3 or 4 hexes", traced to a capital: each kingdom is its
 *   Capital and the three hexes around it, one in each corner of the map, explored (its owner knows it).
 * - 1.4A: a neutral kingdom of "three hexes", its capital with "a Mighty Fortress" and "at least one major terrain
 *   feature" (the demo's: the capital's City and a Mine); players "do not know where neutral kingdoms are at the
 *   start", so its hexes are unexplored and known to nobody. Its army is its hexes' support plus 500 conscripted
 *   (1750), and "always contains a Lord".
 * - 2.1B, Table 6: 250 support a hex, +500 for the Capital: 1500 a kingdom. 3.2B: "exactly two armies"; 3.1B:
 *   each Basic size from 500 to 2500, together within the support: 750 and 750.
 * - 3.3B: each army "led by at least one character"; 3.4B: a Lord who is Grand Marshall and General of his army.
 *   The Capital's entitlements (Table 6: Lord, Hero, Special, Rare) pay for the Lord and the second army's Hero.
 * - 5.0B: Power starts at 0; the Production bank too.
 * - 3.0A: the end check starts on "a turn announced at the beginning": the demo announces turn 8.
 */
export interface MeDemoPlayer {
  readonly player: string;
  readonly email: string;
  readonly colour: string;
}

export interface MeDemoCampaign {
  readonly name: string;
  readonly state: MeState;
  /** The shared Players tab's rows (race is the Kingdoms tab's). */
  readonly players: readonly MeDemoPlayer[];
  readonly seed: string;
}

export const ME_DEMO_NAME = 'The Five Marches (Mighty Empires demo)';
export const ME_DEMO_SEED = 'five-marches-demo-1';
/** 3.0A: the demo's announced first turn of the end check. */
export const ME_DEMO_END_CHECK_FROM = 8;

export const ME_DEMO_WIDTH = 7;
export const ME_DEMO_HEIGHT = 6;

const LEGEND: Readonly<Record<string, MeTerrain>> = {
  '.': 'Field',
  f: 'Forest',
  s: 'Swamp',
  m: 'Mountain',
  '~': 'Lake',
};

/** Row 1 first; column 1 is each row's first character. */
const TERRAIN_ROWS: readonly string[] = [
  '.f.m.f.', // 01
  '..f.m..', // 02
  'f.m.~s.', // 03
  '.s.m.f.', // 04
  '..f.s..', // 05
  'm.f..s.', // 06
];

/** The Redwater runs from the hills at 0401 into the lake at 0503. */
const RIVERS: Readonly<Record<string, string>> = { '0401': 'Redwater', '0402': 'Redwater' };

interface DemoKingdom {
  readonly player: string;
  readonly race: string;
  readonly email: string;
  readonly colour: string;
  readonly capital: string;
  /** The three hexes beside the capital (1.2A). */
  readonly hexes: readonly [string, string, string];
  readonly armies: readonly [DemoArmy, DemoArmy];
}

interface DemoArmy {
  readonly name: string;
  readonly general: string;
  readonly rank: 'Lord' | 'Hero';
  readonly list: string;
}

const KINGDOMS: readonly DemoKingdom[] = [
  {
    player: 'Ostmark',
    race: 'Empire',
    email: 'ostmark@example.com',
    colour: '#2e86c1',
    capital: '0202',
    hexes: ['0201', '0102', '0302'],
    armies: [
      {
        name: 'Ostmark Host',
        general: 'Graf Albrecht',
        rank: 'Lord',
        list: 'Graf Albrecht (General); 20 Swordsmen; 10 Handgunners; 5 Knights',
      },
      {
        name: 'Border Watch',
        general: 'Captain Hesse',
        rank: 'Hero',
        list: 'Captain Hesse; 20 Spearmen; 10 Crossbowmen; Great Cannon',
      },
    ],
  },
  {
    player: 'Karak Dron',
    race: 'Dwarfs',
    email: 'karakdron@example.com',
    colour: '#d68910',
    capital: '0602',
    hexes: ['0601', '0702', '0502'],
    armies: [
      {
        name: 'Hammer of Dron',
        general: 'Thane Borri',
        rank: 'Lord',
        list: 'Thane Borri (General); 20 Warriors; 10 Thunderers; Hammerers',
      },
      {
        name: 'Deep Rangers',
        general: 'Runesmith Gali',
        rank: 'Hero',
        list: 'Runesmith Gali; 15 Rangers; 10 Quarrellers; Bolt Thrower',
      },
    ],
  },
  {
    player: 'Tor Athel',
    race: 'High Elves',
    email: 'torathel@example.com',
    colour: '#27ae60',
    capital: '0205',
    hexes: ['0206', '0105', '0305'],
    armies: [
      {
        name: 'Athel Guard',
        general: 'Prince Caladris',
        rank: 'Lord',
        list: 'Prince Caladris (General); 20 Spearmen; 10 Archers; Silver Helms',
      },
      {
        name: 'Sea Wardens',
        general: 'Noble Ithiel',
        rank: 'Hero',
        list: 'Noble Ithiel; 20 Sea Guard; 5 Ellyrian Reavers; Repeater Bolt Thrower',
      },
    ],
  },
  {
    player: 'Red Maw',
    race: 'Orcs & Goblins',
    email: 'redmaw@example.com',
    colour: '#c0392b',
    capital: '0605',
    hexes: ['0606', '0705', '0505'],
    armies: [
      {
        name: 'Red Maw Waaagh',
        general: 'Warboss Gutrot',
        rank: 'Lord',
        list: 'Warboss Gutrot (General); 25 Orc Boyz; 20 Night Goblins; Trolls',
      },
      {
        name: 'Wolf Raiders',
        general: 'Big Boss Snagga',
        rank: 'Hero',
        list: 'Big Boss Snagga; 10 Wolf Riders; 20 Goblins; Rock Lobber',
      },
    ],
  },
];

/** The neutral kingdom of the middle march (1.4A). */
const NEUTRAL: NeutralKingdom = { id: 'Vorn', race: 'Beastmen', capital: '0403', conqueredBy: null };
const NEUTRAL_HEXES: Readonly<Record<string, Partial<MeHex>>> = {
  '0403': { major: 'City', neutralCapital: true, fortress: 'Mighty Fortress' },
  '0404': { major: 'Mine' },
  '0304': {},
};
/** 1.4A: the support of its hexes (750 + 250 + 250) and 500 conscripted (ME-R20). */
const NEUTRAL_ARMY_BASIC = 1750;

const column = (c: number): string => String(c).padStart(2, '0');

function demoHexes(): MeHex[] {
  const owned = new Map<string, { player: string; capital: boolean }>();
  for (const k of KINGDOMS) {
    owned.set(k.capital, { player: k.player, capital: true });
    for (const h of k.hexes) owned.set(h, { player: k.player, capital: false });
  }
  const hexes: MeHex[] = [];
  for (let c = 1; c <= ME_DEMO_WIDTH; c++)
    for (let r = 1; r <= ME_DEMO_HEIGHT; r++) {
      const address = `${column(c)}${column(r)}`;
      const terrain = LEGEND[(TERRAIN_ROWS[r - 1] as string)[c - 1] as string] as MeTerrain;
      const base = blankHex(address, terrain, RIVERS[address] ?? null);
      const own = owned.get(address);
      const neutral = NEUTRAL_HEXES[address];
      if (own)
        hexes.push({ ...base, explored: true, owner: own.player, major: own.capital ? 'Capital' : null });
      else if (neutral) hexes.push({ ...base, ...neutral, neutralKingdom: NEUTRAL.id });
      else hexes.push(base);
    }
  return hexes;
}

function character(
  name: string,
  owner: string,
  army: string,
  rank: 'Lord' | 'Hero',
  marshal: boolean,
): MeCharacter {
  return {
    name,
    owner,
    army,
    rank,
    wizardLevel: 0,
    role: marshal ? 'Grand Marshall' : null,
    xp: 0,
    advancementRolls: 0,
    advances: [],
    injuryChanges: {},
    injuries: [],
    psychology: [],
    status: 'active',
    statusTurn: 0,
  };
}

/** The demo at the start of turn 1, built afresh on every call. */
export function meDemoCampaign(): MeDemoCampaign {
  const kingdoms = KINGDOMS.map((k): Kingdom => ({
    player: k.player,
    race: k.race,
    capital: k.capital,
    power: 0,
    bank: 0,
    lastInciteTurn: 0,
    eliminated: false,
    knownKingdoms: [],
    magicItems: [],
  }));
  const armies: MeArmy[] = KINGDOMS.flatMap((k) =>
    k.armies.map((a) => ({
      name: a.name,
      owner: k.player,
      basic: 750,
      list: a.list,
      general: a.general,
      dispersedTurn: 0,
    })),
  );
  const characters: MeCharacter[] = KINGDOMS.flatMap((k) =>
    k.armies.map((a) => character(a.general, k.player, a.name, a.rank, a.rank === 'Lord')),
  );
  armies.push({
    name: 'Herd of Vorn',
    owner: NEUTRAL.id,
    basic: NEUTRAL_ARMY_BASIC,
    list: 'Beastlord Kharn (General); 30 Gors; 20 Ungors; Minotaurs',
    general: 'Beastlord Kharn',
    dispersedTurn: 0,
  });
  characters.push(character('Beastlord Kharn', NEUTRAL.id, 'Herd of Vorn', 'Lord', false));
  return {
    name: ME_DEMO_NAME,
    seed: ME_DEMO_SEED,
    players: KINGDOMS.map((k) => ({ player: k.player, email: k.email, colour: k.colour })),
    state: {
      turn: 1,
      endCheckFrom: ME_DEMO_END_CHECK_FROM,
      over: false,
      hexes: demoHexes(),
      kingdoms,
      armies,
      characters,
      neutralKingdoms: [{ ...NEUTRAL }],
      mercenaries: [],
      carry: [],
      agreements: [],
    },
  };
}

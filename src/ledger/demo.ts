import { Hex, parseHex } from '../engine/hex';
import type { Army, CampaignState, City, Declaration, Player, Structure, Unit } from '../engine/model';
import type {
  ArmyMobility,
  CityImprovement,
  DiplomaticStatus,
  StructureType,
  UnitType,
} from '../engine/cs42/tables';
import { demoMap } from './demo-map';

/**
 * A fixed, hand-designed demo campaign for Campaign System v4.2 on "The Shattered Vale" (see demo-map.ts):
 * four players of four races, set up as the book's start of play describes (CITIES, STARTING ARMIES), with a
 * few units and structures already built so every tab of the ledger has something to show. No randomness:
 * every call returns the same data.
 */
export interface DemoCampaign {
  readonly name: string;
  readonly state: CampaignState;
  /** The demo's choice of 500 guilders each; the book sets no starting treasury. */
  readonly openingTreasury: readonly { readonly player: string; readonly amount: number }[];
  /** The seed the resolver's dice start from (RULINGS 21). */
  readonly seed: string;
}

export const DEMO_NAME = 'The Shattered Vale (demo)';
export const DEMO_SEED = 'shattered-vale-demo-1';
/** Not from the book, which sets no starting treasury: the demo's own choice, the same for everyone. */
export const DEMO_OPENING_TREASURY = 500;

const FIRSTBORN = 'Aurelian Throne';
const BLACKBLOOD = 'Gorthak Horde';
const DWARVES = 'Clan Varn';
const ELVES = 'Crystal Lotus';

const PLAYERS: readonly Player[] = [
  { name: FIRSTBORN, email: 'firstborn@example.com', race: 'Firstborn', colour: '#2e86c1' },
  { name: BLACKBLOOD, email: 'blackblood@example.com', race: 'Blackblood', colour: '#c0392b' },
  { name: DWARVES, email: 'dwarves@example.com', race: 'Dwarves', colour: '#d68910' },
  { name: ELVES, email: 'elves@example.com', race: 'Elves', colour: '#27ae60' },
];

/** Each player's declared status toward each other player (DIPLOMACY); declarations need not agree. */
const DIPLOMACY: readonly [string, string, DiplomaticStatus][] = [
  [FIRSTBORN, BLACKBLOOD, 'At War'],
  [FIRSTBORN, DWARVES, 'Allied'],
  [FIRSTBORN, ELVES, 'Friendly'],
  [BLACKBLOOD, FIRSTBORN, 'At War'],
  [BLACKBLOOD, DWARVES, 'Neutral'],
  [BLACKBLOOD, ELVES, 'At War'],
  [DWARVES, FIRSTBORN, 'Allied'],
  [DWARVES, BLACKBLOOD, 'At War'],
  [DWARVES, ELVES, 'Neutral'],
  [ELVES, FIRSTBORN, 'Neutral'],
  [ELVES, BLACKBLOOD, 'At War'],
  [ELVES, DWARVES, 'Unknown'],
];

/** CITIES: three size 4 cities (Firstborn, Dwarves) or four size 3 cities (Blackblood, Elves). */
const CITIES: readonly [string, string, string, number, CityImprovement[]][] = [
  ['Aurelia', FIRSTBORN, '0304', 4, ['Marketplace']],
  ['Highmoor', FIRSTBORN, '0708', 4, []],
  ['Dawnhaven', FIRSTBORN, '1108', 4, ['Harbor']],
  ['Gorthak', BLACKBLOOD, '0313', 3, ['Courthouse']],
  ['Ashmaw', BLACKBLOOD, '0716', 3, []],
  ['Skullrock', BLACKBLOOD, '1114', 3, []],
  ['Drakk Pit', BLACKBLOOD, '0217', 3, []],
  ['Grimhold', DWARVES, '1803', 4, []],
  ['Karak Varn', DWARVES, '2204', 4, ['Granary']],
  ['Barak Thrum', DWARVES, '2606', 4, []],
  ['Lotus Spire', ELVES, '1913', 3, ['Marketplace']],
  ['Silverleaf', ELVES, '2412', 3, []],
  ['Moonwell', ELVES, '2615', 3, []],
  ['Thornmere', ELVES, '2117', 3, []],
];

/** STARTING ARMIES: 1,200 points a player, no army under 400 (all here are 500+, so none starts Broken,
 * RULINGS 6), each in or next to one of its owner's cities. */
const ARMIES: readonly [string, string, string, number, ArmyMobility, string][] = [
  ['Firstborn Expeditionary Force', FIRSTBORN, '0708', 700, 'FOOT', 'Firstborn'],
  ['Knights of the Dawn', FIRSTBORN, '1107', 500, 'CAV', 'Firstborn'],
  ['Gorthak Warhorde', BLACKBLOOD, '0313', 600, 'FOOT', 'Blackblood'],
  ['Bloodfang Wolf Riders', BLACKBLOOD, '1214', 600, 'CAV', 'Blackblood'],
  ['Hammerguard of Karak Varn', DWARVES, '2204', 700, 'FOOT', 'Dwarves'],
  ['Grey Pass Free Company', DWARVES, '1804', 500, 'FOOT', 'Mercenary'],
  ['Lotus Guard', ELVES, '2412', 700, 'FOOT', 'Elves'],
  ['Dragonbane Wing', ELVES, '1912', 500, 'FLYER', 'Elves'],
];

const UNITS: readonly [string, string, UnitType, string][] = [
  ['Royal Sappers', FIRSTBORN, 'Engineer', '0304'],
  ['Highmoor Pioneers', FIRSTBORN, 'Settler', '0708'],
  ['Dawn Outriders', FIRSTBORN, 'Scout', '0808'],
  ['Pitdiggers of Gorthak', BLACKBLOOD, 'Engineer', '0716'],
  ['Ashmaw Drifters', BLACKBLOOD, 'Settler', '0717'],
  ['Jackal Runners', BLACKBLOOD, 'Scout', '1114'],
  ['Deepdelvers', DWARVES, 'Engineer', '2104'],
  ['Whisper-in-the-Deep', DWARVES, 'Spy', '2204'],
  ['Crystal Wrights', ELVES, 'Engineer', '1913'],
  ['Moonwell Wanderers', ELVES, 'Settler', '2117'],
  ['Leafwhisper Scouts', ELVES, 'Scout', '2615'],
];

const STRUCTURES: readonly [string, StructureType, string, string, Structure['edge']][] = [
  ['Lakeshore Depot', 'Supply Depot', FIRSTBORN, '1006', null],
  ['Eastmarch Tower', 'Watchtower', FIRSTBORN, '1304', null],
  ['Bonepile Depot', 'Supply Depot', BLACKBLOOD, '0615', null],
  ['Stonegate Depot', 'Supply Depot', DWARVES, '2008', null],
  ['Skyspear Watch', 'Watchtower', DWARVES, '2402', null],
  ['Varn Bridge', 'Bridge', DWARVES, '2206', 4],
  ['Shrine of the Crystal Lotus', 'Temple', ELVES, '2214', null],
  ['Moonwatch', 'Watchtower', ELVES, '2316', null],
];

function at(address: string): Hex {
  const hex = parseHex(address);
  if (!hex) throw new Error(`demo campaign: bad hex address '${address}'`);
  return hex;
}

/** The demo campaign at the start of turn 1, built afresh on every call. */
export function demoCampaign(): DemoCampaign {
  const players = PLAYERS.map((p): Player => ({ ...p }));
  const diplomacy = DIPLOMACY.map(([from, toward, status]): Declaration => ({ from, toward, status }));
  const cities = CITIES.map(([name, player, hex, size, improvements]): City => ({
    name,
    player,
    hex: at(hex),
    size,
    improvements: [...improvements],
    conquered: false,
    besieged: false,
    corruption: 0,
  }));
  const cityHexes = new Map(cities.map((c) => [`${c.player}@${c.hex.col},${c.hex.row}`, c]));
  const armies = ARMIES.map(([name, player, hex, points, mobility, race]): Army => ({
    name,
    player,
    hex: at(hex),
    points,
    mobility,
    race,
    // RULINGS 7: an army in a hex with one of its owner's cities pays the city rate.
    site: cityHexes.has(`${player}@${at(hex).col},${at(hex).row}`) ? 'city' : 'field',
  }));
  const units = UNITS.map(([name, player, type, hex]): Unit => ({
    name,
    player,
    type,
    hex: at(hex),
    size: 1,
  }));
  const structures = STRUCTURES.map(([name, type, player, hex, edge]): Structure => ({
    name,
    type,
    player,
    hex: at(hex),
    edge,
    capturedTurn: null,
  }));
  return {
    name: DEMO_NAME,
    state: { turn: 1, players, diplomacy, map: demoMap(), cities, armies, units, structures },
    openingTreasury: players.map((p) => ({ player: p.name, amount: DEMO_OPENING_TREASURY })),
    seed: DEMO_SEED,
  };
}

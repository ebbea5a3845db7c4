import { Dice } from '../engine/dice';
import { DIRECTIONS, formatHex, Hex } from '../engine/hex';
import type {
  CampaignState,
  City,
  Declaration,
  MapHex,
  Player,
  Structure,
  Unit,
  Army,
} from '../engine/model';
import { DIPLOMATIC_STATUSES, TERRAINS, UNIT_TYPES } from '../engine/cs42/tables';

/** Sizes of a synthetic campaign for benchmarks: big, varied, reproducible from the seed. */
export interface SyntheticSize {
  readonly players: number;
  readonly width: number;
  readonly height: number;
  readonly cities: number;
  readonly armies: number;
  readonly units: number;
  readonly seed?: string;
}

/** A campaign with random terrain (mostly land), rivers with some crossings, cities, depots and armies spread
 * over the map, and random declarations: enough to exercise every branch of supply. */
export function syntheticCampaign(size: SyntheticSize): CampaignState {
  const dice = new Dice(size.seed ?? 'synthetic');
  const pick = <T>(items: readonly T[], key: string): T => items[dice.roll(key, items.length) - 1];
  const players: Player[] = Array.from({ length: size.players }, (_, i) => ({
    name: `Player ${i + 1}`,
    email: `player${i + 1}@example.com`,
    race: i % 4 === 1 ? 'Blackblood' : 'Firstborn',
    colour: '#808080',
  }));
  const land = TERRAINS.filter((t) => t !== 'Water' && t !== 'Crag' && t !== 'Underground');
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= size.width; col++)
    for (let row = 1; row <= size.height; row++) {
      const roll = dice.roll(`t${col}.${row}`, 20);
      const terrain = roll === 1 ? 'Water' : roll === 2 ? 'Crag' : pick(land, `l${col}.${row}`);
      const river = dice.roll(`r${col}.${row}`, 6) === 1 ? [pick(DIRECTIONS, `rd${col}.${row}`)] : [];
      const crossing = river.length > 0 && dice.roll(`c${col}.${row}`, 3) === 1 ? river : [];
      hexes.set(formatHex({ col, row }), {
        hex: { col, row },
        terrain,
        road: dice.roll(`road${col}.${row}`, 5) === 1,
        rivers: river,
        bridges: crossing,
        fords: [],
        special: null,
        mine: false,
      });
    }
  const somewhere = (key: string): Hex => ({
    col: dice.roll(`${key}c`, size.width),
    row: dice.roll(`${key}r`, size.height),
  });
  const owner = (i: number): string => players[i % players.length].name;
  const cities: City[] = Array.from({ length: size.cities }, (_, i) => ({
    name: `City ${i + 1}`,
    player: owner(i),
    hex: somewhere(`city${i}`),
    size: dice.roll(`size${i}`, 10),
    improvements: [],
    conquered: i % 17 === 0,
    besieged: false,
    corruption: 0,
  }));
  const armies: Army[] = Array.from({ length: size.armies }, (_, i) => ({
    name: `Army ${i + 1}`,
    player: owner(i),
    hex: somewhere(`army${i}`),
    points: 100 * dice.roll(`pts${i}`, 25),
    mobility: i % 9 === 0 ? 'FLYER' : 'FOOT',
    race: 'Firstborn',
    site: 'field',
  }));
  const units: Unit[] = Array.from({ length: size.units }, (_, i) => ({
    name: `Unit ${i + 1}`,
    player: owner(i),
    type: pick(UNIT_TYPES, `ut${i}`),
    hex: somewhere(`unit${i}`),
    size: 1,
  }));
  const structures: Structure[] = Array.from({ length: size.cities }, (_, i) => ({
    name: `Depot ${i + 1}`,
    type: i % 3 === 0 ? 'Watchtower' : 'Supply Depot',
    player: owner(i),
    hex: somewhere(`depot${i}`),
    edge: null,
    capturedTurn: null,
  }));
  const diplomacy: Declaration[] = [];
  for (const from of players)
    for (const toward of players)
      if (from !== toward)
        diplomacy.push({
          from: from.name,
          toward: toward.name,
          status: pick(DIPLOMATIC_STATUSES, `d${from.name}${toward.name}`),
        });
  return {
    turn: 1,
    players,
    diplomacy,
    map: { width: size.width, height: size.height, hexes },
    cities,
    armies,
    units,
    structures,
  };
}

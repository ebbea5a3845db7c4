import type { Army, CampaignState, City, MapHex, Unit } from '../../../../src/engine/model';
import { Direction, formatHex, parseHex, Hex } from '../../../../src/engine/hex';
import type { ArmyMobility, CityImprovement, Terrain, UnitType } from '../../../../src/engine/cs42/tables';
import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { CheckInput, OrderLine, OrderReceipt } from '../../../../src/engine/cs42/orders/types';

/**
 * A small campaign for the order tests: 24 x 14 hexes of plains; Ann (west) and Bo (east), no declarations
 * (so each is the other's enemy). Supply statuses are asserted in the tests, not assumed.
 */
export const ANN = 'Ann';
export const BO = 'Bo';

export function hex(address: string): Hex {
  const h = parseHex(address);
  if (h === null) throw new Error(address);
  return h;
}

const SPECIAL: Readonly<Record<string, Partial<MapHex>>> = {
  '0404': { mine: true, rivers: [3] as Direction[] },
  '0510': { terrain: 'Underground' as Terrain },
  '0304': { road: true },
  '0305': { road: true },
  '0306': { road: true },
  '0204': { terrain: 'Forest' as Terrain },
};

function city(
  name: string,
  player: string,
  at: string,
  size: number,
  improvements: CityImprovement[] = [],
): City {
  return { name, player, hex: hex(at), size, improvements, conquered: false, besieged: false, corruption: 0 };
}
function army(
  name: string,
  player: string,
  at: string,
  points: number,
  mobility: ArmyMobility = 'FOOT',
): Army {
  return { name, player, hex: hex(at), points, mobility, race: 'Firstborn', site: 'field' };
}
function unit(name: string, player: string, type: UnitType, at: string, size = 1): Unit {
  return { name, player, type, hex: hex(at), size };
}

export function campaign(): CampaignState {
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= 24; col++)
    for (let row = 1; row <= 14; row++) {
      const h = { col, row };
      const base: MapHex = {
        hex: h,
        terrain: 'Plains',
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
      };
      hexes.set(formatHex(h), { ...base, ...SPECIAL[formatHex(h)] });
    }
  return {
    turn: 5,
    players: [
      { name: ANN, email: 'ann@example.com', race: 'Firstborn', colour: '#f00' },
      { name: BO, email: 'bo@example.com', race: 'Dwarves', colour: '#00f' },
    ],
    diplomacy: [],
    map: { width: 24, height: 14, hexes },
    cities: [
      city('Karak Varn', ANN, '0303', 7, ['Marketplace']),
      city('Low Hollow', ANN, '0308', 3),
      city('High Keep', ANN, '0312', 5),
      city('Lotus Spire', BO, '2005', 5, ['Granary']),
    ],
    armies: [
      army('Iron Host', ANN, '0303', 800),
      army('Red Host', ANN, '0303', 600),
      army('Far Legion', ANN, '1103', 900),
      army('Remnant', ANN, '0606', 300),
      army('Riders', ANN, '0305', 700, 'CAV'),
      army('Gorthak Horde', BO, '1905', 1000),
      army('Red Banner', BO, '0203', 500),
      army('Raiders', BO, '0308', 500),
    ],
    units: [
      unit('Sappers', ANN, 'Engineer', '0404'),
      unit('Deep Diggers', ANN, 'Engineer', '0510'),
      unit('Lost Sappers', ANN, 'Engineer', '1603'),
      unit('Pilgrims', ANN, 'Settler', '0707', 1),
      unit('Wanderers', ANN, 'Settler', '0304', 1),
      unit('Far Eyes', ANN, 'Scout', '0303'),
      unit('Whisper', ANN, 'Spy', '0303'),
      unit('Gorthak Settlers', BO, 'Settler', '1906', 1),
      unit('Bo Engineers', BO, 'Engineer', '1904'),
    ],
    structures: [],
  };
}

export function check(text: string, extra: Partial<CheckInput> = {}): OrderReceipt {
  return checkOrders({ state: campaign(), player: ANN, text, treasury: 5000, ...extra });
}

/** The receipt line for the first (or only) order line. */
export function one(text: string, extra: Partial<CheckInput> = {}): OrderLine {
  const r = check(text, extra);
  if (r.lines.length === 0) throw new Error('no line');
  return r.lines[0];
}

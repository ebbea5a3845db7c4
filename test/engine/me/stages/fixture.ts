/**
 * A small four-kingdom campaign on turn 3 for the stage tests (hex geometry as test/engine/me/map.test.ts: an
 * even column's neighbours are (c±1, r) and (c±1, r+1), an odd column's (c±1, r-1) and (c±1, r)).
 *
 *   Ann: capital 0101, 0102; Iron Host (Basic 2000, Aldo) invades the unexplored Field 0201, with Loot there.
 *   Bob: capital 0603, 0503, 0403; Red Band (Basic 1500, Bors) invades Cid's 0304; bids for Dogs of War.
 *   Cid: capital 0104, 0204, 0304; Grey Watch (Basic 1250, Cato) patrols 0304; Conscription 1 (power 2).
 *   Dee: capital 0601, Mine 0501, City 0502; Sun Guard patrols 0601; Industry 0501, Civilization 0502;
 *        gives Ann 1 power; production bank 1.
 *   0303: Orcs found on turn 2, Basic 1000.
 */
import type { MeCharacter, MeHex, MeState } from '../../../../src/engine/me/model';
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { newTurnWork, type MeStageState } from '../../../../src/engine/me/stages/turn';
import { hex, kingdom, meState } from '../map-fixtures';

export function character(name: string, owner: string, army: string): MeCharacter {
  return {
    name,
    owner,
    army,
    rank: 'Lord',
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
  };
}

function grid(): MeHex[] {
  const owned: Record<string, Partial<MeHex>> = {
    '0101': { owner: 'Ann', major: 'Capital' },
    '0102': { owner: 'Ann' },
    '0603': { owner: 'Bob', major: 'Capital' },
    '0503': { owner: 'Bob' },
    '0403': { owner: 'Bob' },
    '0104': { owner: 'Cid', major: 'Capital' },
    '0204': { owner: 'Cid' },
    '0304': { owner: 'Cid' },
    '0601': { owner: 'Dee', major: 'Capital' },
    '0501': { owner: 'Dee', major: 'Mine' },
    '0502': { owner: 'Dee', major: 'City' },
    '0201': { explored: false },
    '0303': {
      defenders: {
        race: 'Orcs and Goblins',
        basic: 1000,
        wellDefended: false,
        discoveredTurn: 2,
        extra: 0,
        incitedBy: [],
      },
    },
  };
  const out: MeHex[] = [];
  for (let c = 1; c <= 6; c++)
    for (let r = 1; r <= 4; r++) {
      const a = `0${c}0${r}`;
      out.push(hex(a, owned[a] ?? {}));
    }
  return out;
}

export function campaign(): MeState {
  return meState({
    turn: 3,
    endCheckFrom: 3,
    hexes: grid(),
    kingdoms: [
      kingdom('Ann', '0101'),
      kingdom('Bob', '0603'),
      kingdom('Cid', '0104', { power: 2 }),
      kingdom('Dee', '0601', { bank: 1 }),
    ],
    armies: [
      { name: 'Iron Host', owner: 'Ann', basic: 2000, list: '', general: 'Aldo', dispersedTurn: 0 },
      { name: 'Red Band', owner: 'Bob', basic: 1500, list: '', general: 'Bors', dispersedTurn: 0 },
      { name: 'Grey Watch', owner: 'Cid', basic: 1250, list: '', general: 'Cato', dispersedTurn: 0 },
      { name: 'Sun Guard', owner: 'Dee', basic: 1000, list: '', general: 'Dara', dispersedTurn: 0 },
    ],
    characters: [
      character('Aldo', 'Ann', 'Iron Host'),
      character('Bors', 'Bob', 'Red Band'),
      character('Cato', 'Cid', 'Grey Watch'),
      character('Dara', 'Dee', 'Sun Guard'),
    ],
  });
}

export function startState(): MeStageState {
  return {
    campaign: campaign(),
    work: newTurnWork(3, [{ unit: 'Dogs of War', baseCost: 100, powerCost: 0 }]),
  };
}

const list = (army: string): MeOrder => ({ kind: 'army list', army, list: `${army}: as last turn` });

export const ORDERS: ReadonlyMap<string, readonly MeOrder[]> = new Map<string, MeOrder[]>([
  [
    'Ann',
    [
      list('Iron Host'),
      { kind: 'edict', hex: '0201', edict: 'Loot', provoke: false },
      { kind: 'invade', army: 'Iron Host', hex: '0201', combinedWith: null, allied: false },
    ],
  ],
  [
    'Bob',
    [
      list('Red Band'),
      { kind: 'invade', army: 'Red Band', hex: '0304', combinedWith: null, allied: false },
      { kind: 'bid', unit: 'Dogs of War', support: 150, power: 0 },
    ],
  ],
  [
    'Cid',
    [
      list('Grey Watch'),
      { kind: 'patrol', army: 'Grey Watch', hex: '0304', allied: false },
      { kind: 'expenditure', expenditure: { action: 'Conscription', points: 1 }, cost: 1 },
    ],
  ],
  [
    'Dee',
    [
      list('Sun Guard'),
      { kind: 'patrol', army: 'Sun Guard', hex: '0601', allied: false },
      { kind: 'edict', hex: '0501', edict: 'Industry', provoke: false },
      { kind: 'edict', hex: '0502', edict: 'Civilization', provoke: false },
      { kind: 'gift', to: 'Ann', amount: 1 },
    ],
  ],
]);

export const STRATEGIES: ReadonlyMap<string, readonly MeOrder[]> = new Map<string, MeOrder[]>([
  ['Bob', [{ kind: 'strategy', battle: 'T3-02', strategy: 'Flank Attack' }]],
  ['Cid', [{ kind: 'strategy', battle: 'T3-02', strategy: 'Hold' }]],
]);

/** Every die of the turn, chosen so each figure can be worked by hand. */
export const OVERRIDES: ReadonlyMap<string, number> = new Map([
  // Table 7 Field: 1 + 2 = 3, a Mine, no doubles; Table 7 natives: 1st of Dwarves / Orcs; 4.3B d3 = 1.
  ['me:explore:0201#1', 1],
  ['me:explore:0201#2', 2],
  ['me:natives:0201', 1],
  ['me:defenders:0201', 1],
  // Table 8: Red Band 3 (no result), Grey Watch 4 + 1 defending = 5.
  ['me:scout:T3-02:Red Band', 3],
  ['me:scout:T3-02:Grey Watch', 4],
  // 5.2C: d3 1 + 1 = 2 pieces; Table 30: 3 + 4 = 7, 5 + 3 = 8.
  ['me:setup:T3-02:terrain count', 1],
  ['me:setup:T3-02:piece:1#1', 3],
  ['me:setup:T3-02:piece:1#2', 4],
  ['me:setup:T3-02:piece:2#1', 5],
  ['me:setup:T3-02:piece:2#2', 3],
  // Table 25: 4 + 5; losses; characters stand.
  ['me:battle:T3-02:outcome:1', 4],
  ['me:battle:T3-02:outcome:2', 5],
  ['me:battle:T3-02:losses:attacker:1', 2],
  ['me:battle:T3-02:losses:attacker:2', 1],
  ['me:battle:T3-02:losses:attacker:3', 3],
  ['me:battle:T3-02:losses:defender:1', 1],
  ['me:battle:T3-02:losses:defender:2', 2],
  ['me:battle:T3-02:falls:Bors', 2],
  ['me:battle:T3-02:falls:Cato', 2],
  // Table 4 Mine looted: d3 2 turns; Table 3: 5, Suffer in Silence.
  ['me:loot:0201:d3', 2],
  ['me:loot:0201:table3', 5],
  // Table 10 Conscription: d2 = 2; 3.0A end check: 2, the campaign goes on.
  ['me:conscription:Cid', 2],
  ['me:end:3', 2],
]);

import type { CpState, CpTerritory, CpTerritoryType } from '../../engine/cp/model';
import { placeArmy, placementOrder } from '../../engine/cp/setup';
import { TERRITORY_TYPES } from '../../engine/cp/territory-tables';
import { STAGE_PLAYERS_TAB, type DemoLedger } from '../stage-ruleset';
import type { Cells } from '../write-state';
import { CP_BATTLES_TAB } from './schema';
import { CP_SETTINGS } from './settings';
import { cpStateRecords } from './write-state';

/**
 * A fixed demo campaign for Campaign points, "The Kjell Marches": three players on 13 territories, one of each
 * type of 003 Territory Descriptions, each at its starting DV (CP-R6), every flag "normal" (unclaimed), joined by
 * 17 roads of MD 2-5. Set up as the book says ("the setup"): the order of play drawn (here fixed: Ostland,
 * Reikland, Middenland), each player places one army in that order, then a second in reverse order, with at
 * least one territory between enemy armies (CP-R12: road distance 2 or more; placeArmy refuses less).
 *
 *   Greyhold(Castle) -3- Kjell's Ford -2- Millbrook(Market Town) -3- Four Ways -2- Eastgate(Major City) -2- Oakfield
 *     |2                   |5                                        |3   |4        |3                     |4
 *   Irondeep -4- Wyrm Hollow -3- Raven Pass -4- Starspire(Wizards Tower) +   Riverholm -2- Goldmere -3- Blackwall
 *                                               Starspire -5- Goldmere
 */
export const CP_DEMO_NAME = 'The Kjell Marches (Campaign points demo)';
export const CP_DEMO_SEED = 'kjell-marches-1';

const T: readonly (readonly [string, CpTerritoryType])[] = [
  ['Greyhold', 'Castle'],
  ["Kjell's Ford", 'River Ford'],
  ['Millbrook', 'Market Town'],
  ['Four Ways', 'Vital Crossroad'],
  ['Eastgate', 'Major City'],
  ['Oakfield', 'Farming Village'],
  ['Raven Pass', 'Mountain Pass'],
  ['Starspire', 'Wizards Tower'],
  ['Irondeep', 'Mining Village'],
  ['Wyrm Hollow', 'Monster Lair'],
  ['Blackwall', 'Fortress'],
  ['Goldmere', 'Mercenary Bazaar'],
  ['Riverholm', 'Large Town'],
];

const ROADS: readonly (readonly [string, string, number])[] = [
  ['Greyhold', "Kjell's Ford", 3],
  ["Kjell's Ford", 'Millbrook', 2],
  ['Millbrook', 'Four Ways', 3],
  ['Four Ways', 'Eastgate', 2],
  ['Eastgate', 'Oakfield', 2],
  ["Kjell's Ford", 'Raven Pass', 5],
  ['Raven Pass', 'Starspire', 4],
  ['Starspire', 'Four Ways', 3],
  ['Greyhold', 'Irondeep', 2],
  ['Irondeep', 'Wyrm Hollow', 4],
  ['Wyrm Hollow', 'Raven Pass', 3],
  ['Oakfield', 'Blackwall', 4],
  ['Blackwall', 'Goldmere', 3],
  ['Goldmere', 'Riverholm', 2],
  ['Riverholm', 'Eastgate', 3],
  ['Riverholm', 'Four Ways', 4],
  ['Goldmere', 'Starspire', 5],
];

export const CP_DEMO_PLAYERS = [
  { player: 'Ostland', email: 'ostland@example.com', colour: '#2e86c1' },
  { player: 'Reikland', email: 'reikland@example.com', colour: '#c0392b' },
  { player: 'Middenland', email: 'middenland@example.com', colour: '#27ae60' },
] as const;

/** The set-up's order of play ("first determin the order of play"). */
export const CP_DEMO_SETUP_ORDER = ['Ostland', 'Reikland', 'Middenland'] as const;

/** Each placement in placementOrder: the order, then reversed ("starting with the last player"). */
const PLACEMENTS: readonly (readonly [string, string])[] = [
  ['Ostland Host', 'Oakfield'],
  ['Reikland Guard', 'Greyhold'],
  ['Wolf Army', 'Goldmere'],
  ['Wolf Guard', 'Raven Pass'],
  ['Reikland Host', 'Millbrook'],
  ['Ostland Lancers', 'Eastgate'],
];

/** The demo state after set-up, before turn 1's Determine Order. */
export function cpDemoState(): CpState {
  const territories: CpTerritory[] = T.map(([name, type]) => ({
    name,
    type,
    owner: null,
    dv: TERRITORY_TYPES[type].dv,
  }));
  let state: CpState = {
    turn: 1,
    round: 1,
    territories,
    roads: ROADS.map(([a, b, md]) => ({ a, b, md })),
    armies: [],
    players: CP_DEMO_PLAYERS.map((p) => ({
      name: p.player,
      cp: 0,
      nextCpModifier: 0,
      heroOwedTo: [],
      battlesWon: 0,
    })),
    order: [],
    pending: [],
    moves: 0,
    battles: [],
    alliances: [],
  };
  placementOrder(CP_DEMO_SETUP_ORDER).forEach((who, i) => {
    const [army, where] = PLACEMENTS[i] as readonly [string, string];
    state = placeArmy(state, who, army, where);
  });
  return state;
}

export function cpDemo(): DemoLedger {
  const campaign = new Map<string, string | number | boolean>([
    ['Campaign name', CP_DEMO_NAME],
    ['Ruleset', 'cp'],
    ['Turn', 1],
    ['Stage', 'start'],
    ['Round', 1],
    ['Seed', CP_DEMO_SEED],
    ['Order deadline', ''],
    ...CP_SETTINGS.map((s) => [s.setting, s.value] as [string, string | number | boolean]),
  ]);
  const tabs = new Map<string, readonly Cells[]>([
    [
      STAGE_PLAYERS_TAB.name,
      CP_DEMO_PLAYERS.map((p) => ({ Player: p.player, Email: p.email, Colour: p.colour })),
    ],
    ...cpStateRecords(cpDemoState()),
    [CP_BATTLES_TAB.name, []],
  ]);
  return { name: CP_DEMO_NAME, campaign, tabs };
}

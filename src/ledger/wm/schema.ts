import { ROSTER_CATEGORIES } from '../../engine/wm/orders/new-unit-type';
import type { ColumnSpec, TabSpec } from '../schema';
import { STAGE_SHARED_TABS, type SettingRow } from '../stage-ruleset';
import { WM_EXPEDITIONS_TAB } from './expeditions-tab';
import { WM_LESSER_RACES_TAB } from './lesser-races-tab';

export { WM_EXPEDITION_STATUSES, WM_MONSTER_RESULTS } from './expeditions-tab';

/**
 * The tabs of a WarMaster campaign ledger (book 002; digest §2 "What the ledger must hold"; rulesets-design.md §5):
 * one row per area, boundary, nation, roster entry, character, army and battle. Columns are found by header name.
 */

const BOOL = ['TRUE', 'FALSE'];
export const WM_TERRAINS = ['plains', 'hills', 'forest', 'mountains', 'swamp', 'desert'] as const;
export const WM_POPS = ['Village', 'Town', 'City'] as const;
export const WM_LOCATIONS = ['Countryside', 'Population Center', 'POI'] as const;
export const WM_DELAYS = ['mountains', 'swamp', 'major forest', 'major river'] as const;
/** The roster's categories, as the New Year orders check them (orders/new-unit-type.ts). */
export const WM_CATEGORIES = ROSTER_CATEGORIES;
export const WM_CHARACTER_TYPES = ['General', 'Magic User', 'Hero', 'Minor', 'Admiral'] as const;
export const WM_CHARACTER_STATUSES = ['active', 'captured', 'dead'] as const;
export const WM_ARMY_STATUSES = ['normal', 'routed', 'pre-engaged', 'besieging', 'besieged'] as const;
export const WM_BATTLE_STATUSES = ['awaiting choices', 'to fight', 'siege', 'applied', 'void'] as const;

const col = (header: string, note: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  header,
  note,
  ...extra,
});

export const WM_AREAS_TAB: TabSpec = {
  name: 'Areas',
  purpose:
    'one row per area: terrain, river, coast, landmass, Chaos, population center, POI, owner, occupation',
  columns: [
    col('Area', 'The area’s name (THE MAP: about 100 miles; an army moves one area a month).', {
      text: true,
    }),
    col('Terrain', 'The predominant terrain (THE MAP).', { choices: WM_TERRAINS }),
    col('River', 'TRUE: a major river runs through it.', { choices: BOOL }),
    col('Coast', 'TRUE: a coastal area (EXPEDITIONS; coast supply, SUPPLY).', { choices: BOOL }),
    col('Landmass', 'The landmass or island it lies on (EXPEDITIONS).', { text: true }),
    col('Chaos', 'TRUE: Chaos Lands, rolled for at each New Year (SPECIAL TERRAIN; WM-R21).', {
      choices: BOOL,
    }),
    col(
      'Pop',
      'Population center: Village 1, Town 2, City 3; every area without a town or city is a village (WM-R7).',
      {
        choices: WM_POPS,
      },
    ),
    col('POI', 'The point of interest card or marked pass / crossing; blank: none placed.', { text: true }),
    col('Owner', 'The controlling nation; blank: uncontrolled (neutral).', { choices: 'players' }),
    col('Occupier', 'The army stationary at the population center toward control (Gaining Control; WM-R8).', {
      text: true,
    }),
    col('Occupied turns', 'Consecutive turns the occupier has held it; control at the pop level (WM-R7).'),
    col('Ceded', 'TRUE: ceded by ransom this New Year, counted for no one this year (POST COMBAT).', {
      choices: BOOL,
    }),
    col('Last stand', 'TRUE: a Last Stand town, needing no support until next year (PRODUCTION).', {
      choices: BOOL,
    }),
  ],
};

export const WM_BOUNDARIES_TAB: TabSpec = {
  name: 'Boundaries',
  purpose: 'one row per pair of adjacent areas, with the terrain that forces a delay check',
  key: ['Area A', 'Area B'],
  columns: [
    col('Area A', 'One area of the boundary.', { text: true }),
    col('Area B', 'The other area.', { text: true }),
    col('Delay', 'What fully covers it and forces the delay check (Terrain effects; WM-R4); blank: none.', {
      choices: WM_DELAYS,
    }),
    col('Crossing', 'TRUE: a marked mountain pass or river crossing, which waives the check (WM-R4).', {
      choices: BOOL,
    }),
  ],
};

export const WM_NATIONS_TAB: TabSpec = {
  name: 'Nations',
  purpose:
    'one row per player nation: race, habitats, capital, experience, the once-per-game rally, towns once owned, a rebel leader',
  columns: [
    col('Player', 'The nation, as on the Players tab.', { choices: 'players' }),
    col('Race', 'Its race from the army lists, or a created race (DESIGNING A NATION, Race).', {
      text: true,
    }),
    col('Habitats', 'Natural habitats, comma separated: the delay die may be moved 2 (Terrain effects).', {
      text: true,
    }),
    col('Capital', 'The capital area, for the NPP rings (NPP 5).', { text: true }),
    col('XP', 'Experience points saved (EXPERIENCE).'),
    col('Rally used', 'TRUE once its one rally of a routed army is spent (POST COMBAT).', { choices: BOOL }),
    col('Absences', 'Consecutive sessions absent (NPP).'),
    col('Extra character points', 'From POIs and Chaos lands this year (Personalities; WM-R21).'),
    col('Extra villages', 'Villages added to this year’s population by Chaos lands (WM-R21).'),
    col('Spare items', 'Magic items waiting to be assigned, comma separated (Magic Items).', { text: true }),
    col(
      'Towns once owned',
      'Every town or city area it has owned, kept by the stages: a Rebellion may rise there.',
      {
        text: true,
        width: 220,
      },
    ),
    col(
      'Rebel leader',
      'A rebel nation’s leader: captured or slain, the rebel nation is destroyed (Rebellion).',
      {
        text: true,
      },
    ),
  ],
};

export const WM_ROSTER_TAB: TabSpec = {
  name: 'Roster',
  purpose:
    'one row per nation and unit type: the year’s pool of troops, bought, lost and away on expeditions',
  key: ['Player', 'Unit'],
  columns: [
    col('Player', 'The nation.', { choices: 'players' }),
    col('Unit', 'The unit type, as in the army list.', { text: true }),
    col('Category', 'Its roster category (Roster).', { choices: WM_CATEGORIES }),
    col('Cost', 'Points per unit.'),
    col('Bought', 'Units on the roster this year: (2 PT + 5) x 100 points in all (Roster).'),
    col('Lost', 'Units lost so far this year, replaced at the New Year (Roster).'),
    col(
      'Away',
      'Written by every stage from the Expeditions tab, never read: do not edit it (edit the Expeditions tab). Units of this type away with an expedition at sea or landed with its army on the map (EXPEDITIONS & EXPLORING, Expedition Army); at home: Bought - Lost - Away.',
      { optional: true, derived: true },
    ),
  ],
};

export const WM_CHARACTERS_TAB: TabSpec = {
  name: 'Characters',
  purpose: 'one row per character: type, status, captor, magic items',
  columns: [
    col('Character', 'The character’s name.', { text: true }),
    col('Player', 'The nation that owns him.', { choices: 'players' }),
    col('Type', 'General 3, Magic User / Hero 2, Minor 1, Admiral 2 character points (Personalities).', {
      choices: WM_CHARACTER_TYPES,
    }),
    col('Status', 'active, captured or dead.', { choices: WM_CHARACTER_STATUSES }),
    col('Held by', 'The nation holding him when captured (POST COMBAT).', { choices: 'players' }),
    col('Items', 'His magic items, comma separated: never transferred (Magic Items).', { text: true }),
    col('Royal nephew', 'TRUE: a +1 General until the next year (Personalities; WM-R29).', { choices: BOOL }),
  ],
};

export const WM_ARMIES_TAB: TabSpec = {
  name: 'Armies',
  purpose: 'one row per army on the map: its General, area, location, status, delay and orders ahead',
  columns: [
    col('Army', 'The army’s name: the subject of its orders.', { text: true }),
    col('Player', 'The nation.', { choices: 'players' }),
    col('General', 'The General leading it: one army per General (MOVEMENT).', { text: true }),
    col('Area', 'Where it stands.', { text: true }),
    col('Location', 'Countryside, Population Center or POI (THE MAP).', { choices: WM_LOCATIONS }),
    col('Status', 'normal, routed, pre-engaged, besieging or besieged.', { choices: WM_ARMY_STATUSES }),
    col('Came from', 'The area it moved from this month (retreat step 1); set by the stage.', { text: true }),
    col('Delay', 'Turns still to wait before its delayed crossing (Terrain effects).'),
    col('Delay to', 'The area its delayed crossing leads to.', { text: true }),
    col(
      'Orders ahead',
      'Moves written for the coming months, comma separated (MOVEMENT, Optional Restrictions).',
      {
        text: true,
        width: 220,
      },
    ),
    col('Still', 'A routed army: full turns it has stood still at home (POST COMBAT).'),
  ],
};

export const WM_BATTLES_TAB: TabSpec = {
  name: 'Battles',
  purpose: 'one row per engagement: the armies, the chart’s result, set-up, status and result',
  key: ['Battle'],
  columns: [
    col('Battle', 'T<turn>-<n>: the handle players write in reports.', { text: true }),
    col('Turn', 'The turn (month) it arose.'),
    col('Area', 'Where.', { text: true }),
    col('Armies', 'Side A, then side B: `A vs B`; a meeting of three or more: `A vs B vs C`.', {
      text: true,
      width: 220,
    }),
    col('Cause', 'contact, swap, interdiction, assault or sally forth (ENGAGING THE ENEMY).', { text: true }),
    col('Engagement', 'battle, *battle*, siege or assault (the Engagement chart); blank until chosen.', {
      text: true,
    }),
    col('Location', 'Where in the area it is fought.', { text: true }),
    col('Status', 'awaiting choices, to fight, siege, applied or void.', { choices: WM_BATTLE_STATUSES }),
    col(
      'Winner',
      'The winning army, or in a larger game the winning side’s armies; blank: none yet, or a draw.',
      {
        text: true,
      },
    ),
    col('Result', 'The victory level and VP (POST COMBAT).', { text: true, width: 220 }),
    col('Setup', 'Set-up lines for the players (PREPARING FOR BATTLE).', { text: true, width: 360 }),
    col(
      'Attackers',
      'A meeting of three or more armies: the attacking side once the choices are revealed, comma-separated (MULTIPLE PLAYERS / ARMIES); blank otherwise.',
      { text: true, width: 220, optional: true },
    ),
  ],
};

export const WM_OWN_TABS: readonly TabSpec[] = [
  WM_AREAS_TAB,
  WM_BOUNDARIES_TAB,
  WM_NATIONS_TAB,
  WM_ROSTER_TAB,
  WM_CHARACTERS_TAB,
  WM_ARMIES_TAB,
  WM_BATTLES_TAB,
  WM_EXPEDITIONS_TAB,
  WM_LESSER_RACES_TAB,
];

/** Campaign first, then the shared Players, Orders, Journal and Log, then the book's own. */
export const WM_TABS: readonly TabSpec[] = [...STAGE_SHARED_TABS, ...WM_OWN_TABS];

/** Setting names, as the Campaign tab's rows. */
export const WM_SETTING = {
  production: 'Production',
  draw: 'On a draw',
  garrison: 'Assault garrison from',
  expeditionDice: 'Expedition dice',
  ordersAhead: 'Orders ahead',
  multiArmy: 'Multiple armies',
  minorNations: 'Minor nations',
  victory: 'Victory',
} as const;

/** The rulings marked setting in the digest (§9), and the book's optional rules, with their defaults. */
export const WM_SETTINGS: readonly SettingRow[] = [
  {
    setting: WM_SETTING.production,
    value: 'supported',
    choices: ['supported', 'literal'],
    about:
      'WM-R12 (PRODUCTION): supported = a new town while villages >= 5 x towns after it, a city while towns >= 3 x cities (the 19-area example holds); literal = floor(villages / 5) new towns each year.',
  },
  {
    setting: WM_SETTING.draw,
    value: 'none',
    choices: ['none', 'mover'],
    about:
      'WM-R10 (POST COMBAT): equal VP is a draw; none = no winner and nobody retreats; mover = the army that moved in retreats.',
  },
  {
    setting: WM_SETTING.garrison,
    value: 2000,
    choices: ['2000', '1000'],
    about:
      'WM-R9 (Assault): the owner buys pavises / garrisons at 20 points each out of his 2000-point army (the text’s "1,000 points" is an older edition; set 1000 to read it literally).',
  },
  {
    setting: WM_SETTING.expeditionDice,
    value: 'd20',
    choices: ['d20', '2d10'],
    about:
      'WM-R13 (Expedition Chart): d20 + advantages, 1 or less reads as Mutiny; 2d10 + advantages to read "them together".',
  },
  {
    setting: WM_SETTING.ordersAhead,
    value: false,
    choices: ['TRUE', 'FALSE'],
    about:
      'MOVEMENT, Optional Restrictions: TRUE = an army writes orders for one month, plus one month for each area further than adjacent to a friendly town or city (Move A, B, hold).',
  },
  {
    setting: WM_SETTING.multiArmy,
    value: 'A',
    choices: ['A', 'B'],
    about:
      'MULTIPLE PLAYERS / ARMIES, for three or more armies meeting (each writes Attack or Defend in secret; silent: Defend): A (the book suggests it) = the larger side forces the smaller out, equal sides play one larger game; B = nobody is forced out, the larger side decides who leaves (the moderator records it).',
  },
  {
    setting: WM_SETTING.minorNations,
    value: false,
    choices: ['TRUE', 'FALSE'],
    about: 'MINOR NATIONS (optional; WM-R22/23: only partly legible): lesser races for pick-up games.',
  },
  {
    setting: WM_SETTING.victory,
    value: 'none',
    about:
      'WM-R19: the book states no victory condition (a perpetual campaign); write one, e.g. "highest PT after 3 years".',
  },
];

import {
  ARMY_MOBILITIES,
  CITY_IMPROVEMENTS,
  DIPLOMATIC_STATUSES,
  RACES,
  SPECIAL_TERRAINS,
  STRUCTURE_TYPES,
  TERRAINS,
  UNIT_TYPES,
} from '../engine/cs42/tables';
import { ATTACK_STRATEGIES, DEFENCE_STRATEGIES } from '../engine/abstract-battle';
import { BATTLE_CHOICES } from '../engine/cs42/battles/types';

/**
 * The tabs of a Campaign System v4.2 ledger. Columns are found by header name, never by position, so a
 * moderator may reorder them or add their own; set-up only ever adds what is missing.
 */

/** Where a dropdown's choices come from: a fixed list, or the names on the Players tab. */
export type Choices = readonly string[] | 'players';

export interface ColumnSpec {
  readonly header: string;
  /** Shown as the header cell's note: what the column holds. */
  readonly note: string;
  readonly choices?: Choices;
  /** Text typed by people (names, orders): stored as plain text so it can never become a formula. */
  readonly text?: boolean;
  /** Column width in pixels; by default 150 for text, 90 for numbers and computed values. */
  readonly width?: number;
  /** Read with its default when the whole column is missing, so an older ledger keeps working without it;
   * Set up ledger adds it. */
  readonly optional?: boolean;
  /** Written by the ledger from other tabs and never read (a view for the moderator): a missing one blocks
   * nothing, and Set up ledger adds it. */
  readonly derived?: boolean;
  /** A computed column: the formula set in row 2, spilling down. `col(header)` gives a column's letter. */
  readonly formula?: (col: (header: string) => string) => string;
}

export interface TabSpec {
  readonly name: string;
  /** One line for the README and the set-up report. */
  readonly purpose: string;
  readonly columns: readonly ColumnSpec[];
  /** The columns that identify a row when the ledger rewrites the tab (a moderator's own columns stay with
   * their row); the first column when not given. */
  readonly key?: readonly string[];
  /** A tab only Resolve reads and writes (a ruleset's work between stages): Set up ledger hides it. */
  readonly hidden?: boolean;
}

/** A whole-column range from row 2 down, as a custom function's argument. */
const down = (col: (header: string) => string, header: string): string => `${col(header)}2:${col(header)}`;

/** The named range holding the Campaign tab's "Ledger version" value: supply formulas take it as their last
 * argument so Sheets recomputes them when the ledger changes (a custom function only recomputes when its
 * arguments change, and the tabs SUPPLY_RANGE reads are not its arguments). */
export const LEDGER_VERSION_NAME = 'LedgerVersion';

/** The named range holding the Campaign tab's "Turn" value: =CITY_INCOME takes it to know whether a city was
 * abandoned last turn (CITY ACTIONS, Abandon City). */
export const CAMPAIGN_TURN_NAME = 'CampaignTurn';

/** Supply distance and status of the row's hex for the row's player (RULINGS 9-12), kept current by the version.
 * An army's row also passes its race and mobility, so the sheet judges it as the resolver does (RULINGS 12:
 * Blackblood by the army's own race; flyers cross rivers and crag). */
function supplyColumns(kind: 'army' | 'unit'): ColumnSpec[] {
  const army = (col: (header: string) => string, ...headers: string[]): string =>
    kind === 'army' ? headers.map((h) => `, ${down(col, h)}`).join('') : '';
  return [
    {
      header: 'Supply range',
      note: 'Computed: hexes to the nearest friendly supply source by a legal path (RULINGS 9-11); none when cut off.',
      formula: (col) =>
        `=SUPPLY_RANGE(${down(col, 'Hex')}, ${down(col, 'Player')}, ${LEDGER_VERSION_NAME}${army(col, 'Mobility')})`,
    },
    {
      header: 'Supply status',
      note:
        kind === 'army'
          ? 'Computed: Regular, Long, Extended or Out of Supply (Table 6; Blackblood armies +1 per band, RULINGS 12).'
          : 'Computed: Regular, Long, Extended or Out of Supply (Table 6; units of Blackblood players +1 per band).',
      formula: (col) =>
        `=SUPPLY_STATUS(${down(col, 'Hex')}, ${down(col, 'Player')}, ${LEDGER_VERSION_NAME}${army(col, 'Race', 'Mobility')})`,
    },
  ];
}

export const CAMPAIGN_TAB: TabSpec = {
  name: 'Campaign',
  purpose: 'settings as name/value rows: turn, seed, order deadline, rulings that are settings',
  columns: [
    { header: 'Setting', note: 'The name of a setting. Do not rename these rows.', text: true, width: 210 },
    { header: 'Value', note: 'The setting value.', width: 200 },
    { header: 'About', note: 'What the setting means and its allowed values.', text: true, width: 560 },
  ],
};

export const PLAYERS_TAB: TabSpec = {
  name: 'Players',
  purpose: 'one row per player: name, verified email, race, map colour',
  columns: [
    { header: 'Player', note: 'The player’s empire name, as used on every other tab.', text: true },
    { header: 'Email', note: 'The Google account that submits this player’s orders.', text: true },
    { header: 'Race', note: 'The empire’s race (SPECIAL RULES).', choices: RACES },
    { header: 'Colour', note: 'The map colour of the player’s units, e.g. #c0392b.', text: true },
    {
      header: 'Mine output',
      note: 'Guilders mined last turn, paid at the next income (Table 8), set by the resolver; blank when none.',
      optional: true,
    },
  ],
};

export const DIPLOMACY_TAB: TabSpec = {
  name: 'Diplomacy',
  purpose: 'each player’s declared status toward each other player',
  key: ['Player', 'Toward'],
  columns: [
    { header: 'Player', note: 'The player who declares.', choices: 'players' },
    { header: 'Toward', note: 'The player the declaration is about.', choices: 'players' },
    {
      header: 'Status',
      note: 'Unknown and At War players block supply and fight; Neutral, Friendly and Allied do not (RULINGS 11).',
      choices: DIPLOMATIC_STATUSES,
    },
  ],
};

export const MAP_TAB: TabSpec = {
  name: 'Map',
  purpose:
    'one row per hex: address, terrain, road, river/bridge/ford edges, special terrain, mine, Mystic Portal letter and who discovered it',
  columns: [
    {
      header: 'Hex',
      note: 'Address CCRR: column then row, from 0101 at the top left (RULINGS 1).',
      text: true,
    },
    { header: 'Terrain', note: 'The hex’s terrain (THE MAP, TERRAIN).', choices: TERRAINS },
    { header: 'Road', note: 'TRUE when the hex has a road (RULINGS 4).', choices: ['TRUE', 'FALSE'] },
    {
      header: 'River edges',
      note: 'Rosette directions (1 north … 6 north-west) of the edges with a river, e.g. "3,4" (RULINGS 3).',
      text: true,
    },
    { header: 'Bridge edges', note: 'Directions of river edges with a bridge.', text: true },
    { header: 'Ford edges', note: 'Directions of river edges with a ford.', text: true },
    { header: 'Special', note: 'Special terrain in the hex, if any.', choices: SPECIAL_TERRAINS },
    { header: 'Mine', note: 'TRUE when the hex holds a mine entrance.', choices: ['TRUE', 'FALSE'] },
    {
      header: 'Portal',
      note: 'A Mystic Portal’s letter or name, which orders use for the exit (“A letter will designate MP’s”, SPECIAL TERRAIN TYPES); only on a hex whose Special is Mystic Portal, each letter once. Blank: the portal is called by its address.',
      text: true,
      optional: true,
    },
    {
      header: 'Discovered by',
      note: 'The players who have discovered this Mystic Portal, comma-separated (Players tab names). An army may name only a discovered portal as its exit; with none named it appears at one its player has not discovered. The resolver adds a player when their army enters the hex.',
      text: true,
      optional: true,
    },
  ],
};

export const CITIES_TAB: TabSpec = {
  name: 'Cities',
  purpose: 'one row per city: owner, hex, size, improvements, status, income',
  columns: [
    { header: 'City', note: 'The city’s name.', text: true },
    { header: 'Player', note: 'The owner.', choices: 'players' },
    { header: 'Hex', note: 'Where the city stands (CCRR).', text: true },
    { header: 'Size', note: 'City size 1-10 (Table 1).' },
    {
      header: 'Improvements',
      note: `Comma-separated city upgrades (Table 2): ${CITY_IMPROVEMENTS.join(', ')}.`,
      text: true,
    },
    {
      header: 'Status',
      note: 'Comma-separated: conquered (half income, RULINGS 26), besieged (a failed siege last turn: half income).',
      text: true,
    },
    {
      header: 'Corruption',
      note: 'This turn’s corruption % after any Courthouse (RULINGS 14), set by the resolver.',
    },
    {
      header: 'Conquered turn',
      note: 'The turn a conqueror took it; it is a normal city again 7 turns later (RULINGS 26).',
    },
    {
      header: 'Failed sieges',
      note: 'Failed turns of the siege under way: +2 each to the siege roll (RULINGS 25).',
    },
    {
      header: 'Abandoned turn',
      note: 'The turn its owner abandoned it: the next turn it collects no income and takes no action (CITY ACTIONS, Abandon City).',
      optional: true,
    },
    {
      header: 'Income',
      note: 'Computed: =CITY_INCOME(size, improvements, status, corruption, abandoned turn, turn): 0 the turn after it was abandoned.',
      formula: (col) =>
        `=CITY_INCOME(${down(col, 'Size')}, ${down(col, 'Improvements')}, ${down(col, 'Status')}, ${down(col, 'Corruption')}, ${down(col, 'Abandoned turn')}, ${CAMPAIGN_TURN_NAME})`,
    },
    {
      header: 'Upkeep',
      note: 'Computed: upkeep of the city’s improvements (Table 2).',
      formula: (col) => `=UPKEEP(${down(col, 'Improvements')})`,
    },
  ],
};

export const ARMIES_TAB: TabSpec = {
  name: 'Armies',
  purpose: 'one row per army: owner, hex, points, mobility, race, upkeep site, size and upkeep',
  columns: [
    { header: 'Army', note: 'The army’s name.', text: true },
    { header: 'Player', note: 'The owner.', choices: 'players' },
    { header: 'Hex', note: 'Where the army stands (CCRR).', text: true },
    { header: 'Points', note: 'Total points, a whole number from 0 to 2,599 (RULINGS 6).' },
    { header: 'Mobility', note: 'FOOT, CAV or FLYER (UNIT TYPES, Armies).', choices: ARMY_MOBILITIES },
    {
      header: 'Race',
      note: 'The race of 70% of its points, or Mercenary.',
      choices: [...RACES, 'Mercenary'],
    },
    {
      header: 'Site',
      note: 'Where it stands for upkeep (RULINGS 7): field, city, watchtower, depot, watchtower+depot, spring.',
      choices: ['field', 'city', 'watchtower', 'depot', 'watchtower+depot', 'spring'],
    },
    {
      header: 'Size',
      note: 'Computed: floor(points / 100).',
      formula: (col) => `=ARMY_SIZE(${down(col, 'Points')})`,
    },
    {
      header: 'Upkeep',
      note: 'Computed: points x the site’s rate, rounded up (RULINGS 7).',
      formula: (col) => `=ARMY_UPKEEP(${down(col, 'Points')}, ${down(col, 'Site')})`,
    },
    ...supplyColumns('army'),
    ...armyBattleColumns(),
  ],
};

/** An army's battle state (Broken Armies; Leaderless Armies; Casualties; Broken Siege), kept by Apply battle
 * results and the end of each turn. */
function armyBattleColumns(): ColumnSpec[] {
  return [
    {
      header: 'Broken',
      note: 'TRUE: Broken by fleeing or withdrawing (or under size 5) until it regroups (Broken Armies).',
      choices: ['TRUE', 'FALSE'],
    },
    {
      header: 'Leaderless',
      note: 'TRUE: its commander fell and none took over (Leaderless Armies).',
      choices: ['TRUE', 'FALSE'],
    },
    {
      header: 'Battle losses',
      note: 'Points lost in battle, replaceable in the next turn only (Casualties).',
    },
    { header: 'Losses turn', note: 'The turn of those losses.' },
    { header: 'Unreplaceable', note: 'Points lost Out of Supply: they may not be bought back.' },
    {
      header: 'Barred from',
      note: 'After a broken siege, the hex (CCRR) it may not re-enter next turn (Broken Siege).',
      text: true,
    },
  ];
}

export const INDIVIDUALS_TAB: TabSpec = {
  name: 'Individuals',
  purpose: 'the named individuals of each army: experience, wounds, command, status',
  columns: [
    { header: 'Name', note: 'The individual’s name.', text: true },
    { header: 'Player', note: 'Whose he is.', choices: 'players' },
    { header: 'Army', note: 'The army he leads or serves in.', text: true },
    { header: 'Empire', note: 'The empire he comes from: foreign individuals have command 0.', text: true },
    { header: 'Size', note: 'His size: the experience an enemy earns by killing him (EXPERIENCE).' },
    { header: 'Max wounds', note: 'Wounds when whole.' },
    { header: 'Command', note: 'Command rating (ARMY COMMAND).' },
    { header: 'LD', note: 'Leadership, for a Broken army’s regroup test.' },
    { header: 'Experience', note: 'Experience points (EXPERIENCE).' },
    { header: 'Wounds', note: 'Wounds still carried; one heals each turn.' },
    { header: 'Commander', note: 'TRUE for the army’s commander.', choices: ['TRUE', 'FALSE'] },
    { header: 'Status', note: 'active or dead.', choices: ['active', 'dead'] },
  ],
};

export const UNITS_TAB: TabSpec = {
  name: 'Units',
  purpose: 'engineers, settlers, scouts and spies',
  columns: [
    { header: 'Unit', note: 'The unit’s name.', text: true },
    { header: 'Player', note: 'The owner.', choices: 'players' },
    { header: 'Type', note: 'Engineer, Scout, Settler or Spy.', choices: UNIT_TYPES },
    { header: 'Hex', note: 'Where it stands (CCRR); a spy’s is its home city’s hex.', text: true },
    { header: 'Size', note: 'A settler band’s size (Table 14); 1 for the others.' },
    {
      header: 'Upkeep',
      note: 'Computed: per-turn upkeep (PAYABLES/UPKEEP).',
      formula: (col) => `=UPKEEP(${down(col, 'Type')}, ${down(col, 'Size')})`,
    },
    ...supplyColumns('unit'),
  ],
};

export const STRUCTURES_TAB: TabSpec = {
  name: 'Structures',
  purpose: 'watchtowers, supply depots, temples and bridges',
  columns: [
    { header: 'Structure', note: 'A name for the structure.', text: true },
    { header: 'Type', note: 'Supply Depot, Temple, Watchtower or Bridge.', choices: STRUCTURE_TYPES },
    { header: 'Player', note: 'The owner.', choices: 'players' },
    { header: 'Hex', note: 'Where it stands (CCRR).', text: true },
    { header: 'Edge', note: 'A bridge’s edge direction (1-6).' },
    {
      header: 'Captured turn',
      note: 'The turn it was captured, if it was: double upkeep that turn (RULINGS 18).',
    },
    {
      header: 'Upkeep',
      note: 'Computed: per-turn upkeep (RULINGS 18).',
      formula: (col) => `=UPKEEP(${down(col, 'Type')})`,
    },
  ],
};

export const TREASURY_TAB: TabSpec = {
  name: 'Treasury',
  purpose: 'the journal of every guilder: one row per change of a player’s treasury',
  columns: [
    { header: 'Turn', note: 'The turn of the entry.' },
    { header: 'Player', note: 'Whose treasury.', choices: 'players' },
    {
      header: 'Category',
      note: 'City income, Army upkeep, Build, Spoils, Transfer …',
      text: true,
    },
    { header: 'Amount', note: 'Guilders in (positive) or out (negative).' },
    { header: 'For', note: 'What the entry is for.', text: true, width: 260 },
    { header: 'Balance', note: 'The player’s running balance after this entry, derived from the journal.' },
  ],
};

export const ORDERS_TAB: TabSpec = {
  name: 'Orders',
  purpose: 'every order line received, with its check',
  key: ['Turn', 'Player', 'Line'],
  columns: [
    { header: 'Turn', note: 'The turn the order is for.' },
    { header: 'Player', note: 'Who sent it.', choices: 'players' },
    { header: 'Line', note: 'Line number within the submission.' },
    { header: 'Unit', note: 'The unit or city ordered.', text: true },
    { header: 'Action', note: 'The action.', text: true },
    { header: 'Arguments', note: 'The action’s arguments and qualifiers.', text: true },
    { header: 'Status', note: 'ok, corrected or rejected.', choices: ['ok', 'corrected', 'rejected'] },
    { header: 'Code', note: 'The check’s code (docs/orders.md lists them all).', text: true },
    { header: 'Message', note: 'What the check found, and what to write instead.', text: true, width: 360 },
    { header: 'Text', note: 'The line exactly as the player wrote it.', text: true, width: 300 },
    { header: 'Submitted', note: 'When the submission arrived (the form’s timestamp).', width: 150 },
    {
      header: 'Submission',
      note: 'on time, late (does not count), or late accepted (the moderator accepts it by choosing this).',
      choices: ['on time', 'late', 'late accepted', 'by moderator'],
      width: 110,
    },
  ],
};

export const BATTLES_TAB: TabSpec = {
  name: 'Battles',
  purpose:
    'battles and sieges found by the resolver, with typed result columns that Campaign → Apply battle results applies',
  key: ['Id'],
  columns: [
    {
      header: 'Id',
      note: 'The battle’s stable id, T<turn>-B<n>: its dice and its result are matched on it.',
      text: true,
    },
    { header: 'Turn', note: 'The turn of the battle.' },
    { header: 'Hex', note: 'Where (CCRR).', text: true },
    { header: 'Kind', note: 'Field battle, siege or city fight.', text: true },
    { header: 'Sides', note: 'The players on each side.', text: true },
    { header: 'Armies', note: 'The armies involved, with sizes.', text: true },
    { header: 'Terrain', note: 'The hex’s terrain.', text: true },
    { header: 'Penalties', note: 'March and supply penalties per army.', text: true },
    { header: 'Attacker', note: 'The side that moved in or besieges (set by the resolver).', text: true },
    {
      header: 'Attacker armies',
      note: 'The attacker’s armies, comma-separated (set by the resolver).',
      text: true,
    },
    { header: 'Defender', note: 'The other side (set by the resolver).', text: true },
    {
      header: 'Defender armies',
      note: 'The defender’s armies; a city’s garrison is "<city> garrison".',
      text: true,
    },
    {
      header: 'Came from',
      note: 'Where each army entered from, "army: CCRR; …" (Retreats: back the way it came). Set by the resolver.',
      text: true,
    },
    {
      header: 'City before',
      note: 'For a siege or city fight, the city before the turn: name | owner | size | cathedral | failed sieges | conquered turn. Set by the resolver.',
      text: true,
    },
    {
      header: 'Deadline',
      note: 'Play it by then (Campaign setting Battle deadline (days)); afterwards it may be resolved abstractly.',
      width: 130,
    },
    {
      header: 'Attacker choice',
      note: 'fight, truce or run (Battle Results, Table 17).',
      choices: BATTLE_CHOICES,
    },
    {
      header: 'Defender choice',
      note: 'fight, truce or run (Battle Results, Table 17).',
      choices: BATTLE_CHOICES,
    },
    { header: 'Winner', note: 'For a fought battle: the winning player.', choices: 'players' },
    {
      header: 'Points lost',
      note: 'Points each army lost, "army: n; army: n" (0 if none; every army of the battle).',
      text: true,
      width: 200,
    },
    {
      header: 'Individuals',
      note: 'Named individuals wounded or killed, "name: wounds; name: wounds killed".',
      text: true,
      width: 200,
    },
    {
      header: 'Kills',
      note: 'Individuals who killed an enemy individual, "name: victim size; …" (EXPERIENCE).',
      text: true,
    },
    {
      header: 'Turns played',
      note: 'Game turns played (6 or more, or fewer with a withdrawal; Game Completion).',
    },
    {
      header: 'Withdrawal',
      note: 'Who withdrew before turn 6, "player: peaceful" or "player: fleeing".',
      text: true,
    },
    {
      header: 'Spells cast',
      note: 'Spells successfully cast, "name: n; …" (1 experience each).',
      text: true,
    },
    {
      header: 'City fate',
      note: 'When the attacker takes the city: conquer or sack (Conquered city; Sacking a city).',
      choices: ['conquer', 'sack'],
    },
    {
      header: 'Enslave',
      note: 'TRUE: the winner enslaves the loser’s co-located settlers and engineers (Enslaving).',
      choices: ['TRUE', 'FALSE'],
    },
    {
      header: 'Attacker strategy',
      note: 'Resolved abstractly after the deadline (App. D, Table 24): the attacker’s strategy.',
      choices: ATTACK_STRATEGIES,
    },
    {
      header: 'Defender strategy',
      note: 'Resolved abstractly after the deadline (App. D, Table 24): the defender’s strategy.',
      choices: DEFENCE_STRATEGIES,
    },
    {
      header: 'Applied',
      note: 'Set by Apply battle results: the turn it was applied. A battle is never applied twice.',
      text: true,
    },
    { header: 'Result', note: 'The moderator’s notes on the tabletop game.', text: true },
  ],
};

export const LOG_TAB: TabSpec = {
  name: 'Log',
  purpose: 'every die roll and event of the turn, for audit and replay',
  columns: [
    { header: 'Turn', note: 'The turn.' },
    { header: 'Phase', note: 'The turn phase.', text: true },
    { header: 'Subject', note: 'What the entry is about.', text: true },
    { header: 'Die', note: 'The die rolled (d20, d6 …), if any.', text: true },
    { header: 'Key', note: 'The roll’s name within the turn; an override is matched on it.', text: true },
    { header: 'Result', note: 'The roll’s result; enter a value in Override to replace it.' },
    { header: 'Override', note: 'A value the moderator enters to replace this roll on the next preview.' },
    { header: 'Table', note: 'The rule or table that the roll was read on.', text: true },
    { header: 'Effect', note: 'What it decided.', text: true, width: 320 },
  ],
};

/** Every tab of the ledger, in the order set-up creates them. */
export const LEDGER_TABS: readonly TabSpec[] = [
  CAMPAIGN_TAB,
  PLAYERS_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  CITIES_TAB,
  ARMIES_TAB,
  UNITS_TAB,
  STRUCTURES_TAB,
  TREASURY_TAB,
  ORDERS_TAB,
  BATTLES_TAB,
  INDIVIDUALS_TAB,
  LOG_TAB,
];

/** 0-based positions, in a tab's own header row, of its columns that hold people's text (kept as plain text). */
export function textColumnPositions(tabName: string, headers: readonly string[]): number[] {
  const spec = LEDGER_TABS.find((t) => t.name === tabName);
  const fold = (h: string): string => h.trim().replace(/\s+/g, ' ').toLowerCase();
  return (spec?.columns ?? [])
    .filter((c) => c.text)
    .map((c) => headers.findIndex((h) => fold(h) === fold(c.header)))
    .filter((i) => i >= 0);
}

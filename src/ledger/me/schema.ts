import { LEDGER_VERSION_NAME, type ColumnSpec, type TabSpec } from '../schema';
import {
  ME_AGREEMENTS,
  ME_CARRY_KINDS,
  ME_FORTIFICATIONS,
  ME_MAJOR_FEATURES,
  ME_MINOR_FEATURES,
  ME_RANKS,
  ME_ROLES,
  ME_STATUSES,
  ME_TERRAINS,
} from './choices';

/**
 * The tabs of a Mighty Empires ledger (rulesets-design.md §5; digest §2 "What the ledger must hold"), one row
 * per hex, kingdom, army, character, neutral kingdom, mercenary held, support carried and agreement. Columns are
 * found by header name. Armies have no position (4.0B): no hex column. Support itself is not kept (2.1B): the
 * Kingdoms tab computes it.
 */

const down = (col: (header: string) => string, header: string): string => `${col(header)}2:${col(header)}`;
const BOOL = ['TRUE', 'FALSE'];
const turnColumn = (header: string, note: string): ColumnSpec => ({ header, note });

export const ME_MAP_TAB: TabSpec = {
  name: 'Map',
  purpose: 'one row per hex: terrain, river, owner, features, fortress, neutral defenders',
  columns: [
    {
      header: 'Hex',
      note: 'Address CCRR: column then row, from 0101 at the top left (digest §1).',
      text: true,
    },
    {
      header: 'Terrain',
      note: 'Primary terrain (1.1A). Lakes are impassable: never owned (ME-R29).',
      choices: ME_TERRAINS,
    },
    {
      header: 'River',
      note: 'The id of the river through this hex (explored as a river hex, 4.1B; a Port reaches two river hexes along it, Table 6); blank: none.',
      text: true,
    },
    {
      header: 'Tunnel to',
      note: 'A Tunnel entrance: the hex (CCRR) of its exit, placed by the GM (Table 6).',
      text: true,
    },
    { header: 'Explored', note: 'TRUE once its contents are established (4.1B).', choices: BOOL },
    {
      header: 'Owner',
      note: 'The player whose kingdom holds the hex; blank: neutral (1.2A).',
      choices: 'players',
    },
    {
      header: 'Neutral kingdom',
      note: 'The neutral kingdom the hex belongs to (1.4A), kept after a conquest.',
      text: true,
    },
    {
      header: 'Neutral capital',
      note: 'TRUE: its neutral kingdom’s capital, with a Mighty Fortress (1.4A).',
      choices: BOOL,
    },
    { header: 'Major feature', note: 'Table 6 (at most one, 1.1A).', choices: ME_MAJOR_FEATURES },
    { header: 'Minor feature', note: 'Table 17 (at most one, 1.1A).', choices: ME_MINOR_FEATURES },
    { header: 'Node lore', note: 'An Arcane Node’s lore (Table 17).', text: true },
    { header: 'Fortress', note: 'Fortress or Mighty Fortress (App. B).', choices: ME_FORTIFICATIONS },
    {
      header: 'Garrison',
      note: 'The garrison’s army list, 250 or 500 points (App. B).',
      text: true,
      width: 220,
    },
    { header: 'Watchtower', note: 'TRUE: a Watchtower stands here (App. B).', choices: BOOL },
    turnColumn('No support until', 'Razed: no support before this turn (Table 4); blank: none.'),
    turnColumn('Looted turn', 'The turn it was last looted: 0 Effective Power that turn (Table 1).'),
    turnColumn('Battle turn', 'The turn a battle was last fought here (Table 17 Restless Battlefield).'),
    { header: 'Defenders race', note: 'Native defenders (4.3B): their race; blank: none.', text: true },
    {
      header: 'Defenders basic',
      note: 'Their Basic Army Size, (d3 + turn) × 250, growing to 2000 (4.3B, ME-R35).',
    },
    { header: 'Well defended', note: 'TRUE: +500 to their Total (Table 7).', choices: BOOL },
    turnColumn('Discovered turn', 'The turn they were discovered (growth starts the turn after, ME-R35).'),
    {
      header: 'Defenders extra',
      note: 'Points beyond the 2000 cap: Pacify failed disastrously, incited conscription (Table 11, ME-R18).',
    },
    {
      header: 'Incited by',
      note: 'Incited neutrals holding the hex: the players who incited them, comma-separated (ME-R18).',
      text: true,
    },
    { header: 'Beast', note: 'TRUE: the Beast is here (App. G).', choices: BOOL },
    {
      header: 'Orphaned',
      note: 'Computed: yes when the hex cannot trace friendly hexes to its owner’s capital (1.3A).',
      formula: (col) => `=ME_ORPHANED(${down(col, 'Hex')}, ${down(col, 'Owner')}, ${LEDGER_VERSION_NAME})`,
    },
  ],
};

export const ME_KINGDOMS_TAB: TabSpec = {
  name: 'Kingdoms',
  purpose: 'one row per player’s kingdom: race, capital, Power, Production bank; support and power computed',
  columns: [
    { header: 'Player', note: 'The player’s name, as on the Players tab and every other tab.', text: true },
    {
      header: 'Race',
      note: 'The kingdom’s army book (High Elves 2.2.3B, Undead 6.1.1C, Orcs App. A).',
      text: true,
    },
    {
      header: 'Capital',
      note: 'The capital hex (CCRR); blank once lost with no city to promote (3.2A).',
      text: true,
    },
    {
      header: 'Power',
      note: 'Unspent Power: persistent, it counts for victory (Table 1); 0 at the start (5.0B).',
    },
    { header: 'Production bank', note: 'Production banked between turns, 0-2 (5.1B, ME-R11).' },
    turnColumn(
      'Last incite turn',
      'The turn of the last Incite Neutrals: never two turns running (5.2B, ME-R13).',
    ),
    { header: 'Eliminated', note: 'TRUE once eliminated (3.2A).', choices: BOOL },
    {
      header: 'Known kingdoms',
      note: 'Neutral kingdoms whose extent and capital this player knows, comma-separated (1.4A).',
      text: true,
    },
    {
      header: 'Magic items',
      note: 'Persistent magic items (Arcane Ruin, Wizard Tower; 3.6B), separated by semicolons.',
      text: true,
      width: 220,
    },
    {
      header: 'Total support',
      note: 'Computed: Total Support with every hex on Support Troops, before this turn’s edicts (2.1B).',
      formula: (col) => `=ME_SUPPORT(${down(col, 'Player')}, ${LEDGER_VERSION_NAME})`,
    },
    {
      header: 'Entitlements',
      note: 'Computed: Lord, Hero, Special, Rare and Town slots from the major features (2.2B, Table 6).',
      width: 220,
      formula: (col) => `=ME_ENTITLEMENTS(${down(col, 'Player')}, ${LEDGER_VERSION_NAME})`,
    },
    {
      header: 'Effective power',
      note: 'Computed: the score (3.1A Table 1).',
      formula: (col) => `=ME_EFFECTIVE_POWER(${down(col, 'Player')}, ${LEDGER_VERSION_NAME})`,
    },
  ],
};

export const ME_ARMIES_TAB: TabSpec = {
  name: 'Armies',
  purpose: 'one row per army: owner, Basic Army Size, General, list (armies have no position, 4.0B)',
  columns: [
    { header: 'Army', note: 'The army’s name, as orders name it.', text: true },
    { header: 'Player', note: 'The owner: a player, or a neutral kingdom for its army (1.4A).', text: true },
    { header: 'Basic size', note: 'Basic Army Size: points allotted from Total Support, 500-2500 (3.1B).' },
    {
      header: 'General',
      note: 'The character who is its General (3.3B), from the Characters tab.',
      text: true,
    },
    { header: 'List', note: 'The army list as the player wrote it.', text: true, width: 320 },
    turnColumn('Dispersed turn', 'The turn it dispersed: no more battles that turn (3.3B); blank: none.'),
    {
      header: 'Total size',
      note: 'Computed: the Basic size rounded half up to 50, at most 3000 (3.1B); garrisons, mercenaries and a second army add to it in battle.',
      formula: (col) => `=ME_TOTAL_SIZE(${down(col, 'Basic size')})`,
    },
  ],
};

export const ME_CHARACTERS_TAB: TabSpec = {
  name: 'Characters',
  purpose: 'one row per character: army, rank, experience, advances, injuries, status',
  columns: [
    { header: 'Character', note: 'The character’s name.', text: true },
    { header: 'Player', note: 'Whose he is: a player, or a neutral kingdom (1.4A).', text: true },
    { header: 'Army', note: 'The army he is in; blank: none.', text: true },
    { header: 'Rank', note: 'Lord or Hero.', choices: ME_RANKS },
    { header: 'Wizard level', note: 'Wizard level; 0 or blank: not a wizard.' },
    { header: 'Role', note: 'Grand Marshall (3.4B) or Regent (1.4A); blank: none.', choices: ME_ROLES },
    { header: 'XP', note: 'Experience earned in total (Table 15).' },
    { header: 'Advancement rolls', note: 'Advancement rolls taken, one per 3 XP (6.3C).' },
    {
      header: 'Advances',
      note: 'In the order taken, "Table: result (characteristic)" separated by semicolons, e.g. "Advancement: +1 Strength (S); Fighting: Always Strike First" (App. C).',
      text: true,
      width: 320,
    },
    {
      header: 'Injury changes',
      note: 'Net characteristic changes from injuries, e.g. "WS -1; M -1" (Table 14).',
      text: true,
    },
    {
      header: 'Injuries',
      note: 'Lost arm, Blinded, Lost leg taken, comma-separated (Table 14).',
      text: true,
    },
    { header: 'Psychology', note: 'Psychology gained, comma-separated (Table 14).', text: true },
    {
      header: 'Status',
      note: 'active, dead, retired, out (this turn) or warp (to the turn’s end).',
      choices: ME_STATUSES,
    },
    turnColumn('Status turn', 'The turn the status was set.'),
  ],
};

export const ME_NEUTRAL_KINGDOMS_TAB: TabSpec = {
  name: 'Neutral kingdoms',
  purpose: 'one row per neutral kingdom: race, capital, conqueror (its hexes are on the Map tab)',
  columns: [
    { header: 'Kingdom', note: 'The neutral kingdom’s id, as the Map tab names it (1.4A).', text: true },
    { header: 'Race', note: 'Its race: its army’s and its Regent’s (1.4A).', text: true },
    { header: 'Capital', note: 'Its capital hex (CCRR), with a Mighty Fortress (1.4A).', text: true },
    {
      header: 'Conquered by',
      note: 'The player who conquered its capital; blank: independent (1.4A).',
      choices: 'players',
    },
  ],
};

export const ME_MERCENARIES_TAB: TabSpec = {
  name: 'Mercenaries',
  purpose: 'one row per mercenary held: army, upkeep in support (and Power for special ones)',
  key: ['Unit', 'Player'],
  columns: [
    { header: 'Unit', note: 'The mercenary unit or character.', text: true },
    { header: 'Player', note: 'Who holds it.', choices: 'players' },
    { header: 'Army', note: 'The army it is in; blank: none.', text: true },
    {
      header: 'Points',
      note: 'The unit’s basic point cost as offered: what it adds to its army’s Total Army Size, not the bid (6.0B); blank: unknown, counted 0.',
    },
    { header: 'Upkeep', note: 'The winning bid, taken from Total Support each turn (6.0B, ME-R33).' },
    {
      header: 'Power upkeep',
      note: 'A special mercenary’s Power bid, repaid each turn (6.2B); 0 otherwise.',
    },
    turnColumn('From turn', 'The first turn its upkeep is paid.'),
  ],
};

export const ME_CARRY_TAB: TabSpec = {
  name: 'Carry',
  purpose: 'support carried to later turns: loot (Table 4) and conscription (Table 10)',
  key: ['Player', 'Kind', 'Source', 'From turn'],
  columns: [
    { header: 'Player', note: 'Whose support.', choices: 'players' },
    { header: 'Kind', note: 'Loot (Table 4) or Conscription (Table 10, ME-R12).', choices: ME_CARRY_KINDS },
    { header: 'Amount', note: 'Support added each turn.' },
    turnColumn('From turn', 'The first turn it adds to Total Support.'),
    turnColumn('To turn', 'The last turn it adds (inclusive).'),
    { header: 'Source', note: 'What it came from, e.g. "loot 0405 City".', text: true },
  ],
};

export const ME_DIPLOMACY_TAB: TabSpec = {
  name: 'Diplomacy',
  purpose: 'agreements between two players: cease fire, alliance, vassalage (7.3B-7.5B)',
  key: ['Player', 'With', 'Agreement'],
  columns: [
    { header: 'Player', note: 'One party; for a Vassalage, the vassal (7.5B).', choices: 'players' },
    { header: 'With', note: 'The other party; for a Vassalage, the overlord.', choices: 'players' },
    {
      header: 'Agreement',
      note: 'Cease fire, Alliance (after 3 turns of cease fire, 7.4B) or Vassalage.',
      choices: ME_AGREEMENTS,
    },
    turnColumn('Since turn', 'The turn it took effect.'),
    turnColumn(
      'Breaking turn',
      'The turn a break was ordered: it ends at the next turn’s start (7.3B); blank: none.',
    ),
  ],
};

/** The Mighty Empires tabs, in the order set-up creates them (after the shared ones). */
export const ME_TABS: readonly TabSpec[] = [
  ME_MAP_TAB,
  ME_KINGDOMS_TAB,
  ME_ARMIES_TAB,
  ME_CHARACTERS_TAB,
  ME_NEUTRAL_KINGDOMS_TAB,
  ME_MERCENARIES_TAB,
  ME_CARRY_TAB,
  ME_DIPLOMACY_TAB,
];

/** 0-based positions, in a tab's own header row, of its columns holding people's text (kept as plain text). */
export function meTextColumnPositions(tabName: string, headers: readonly string[]): number[] {
  const spec = ME_TABS.find((t) => t.name === tabName);
  const fold = (h: string): string => h.trim().replace(/\s+/g, ' ').toLowerCase();
  return (spec?.columns ?? [])
    .filter((c) => c.text)
    .map((c) => headers.findIndex((h) => fold(h) === fold(c.header)))
    .filter((i) => i >= 0);
}

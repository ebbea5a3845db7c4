import type { TabSpec } from '../schema';
import { STAGE_SHARED_TABS, type SettingRow } from '../stage-ruleset';
import { CP_STATUSES, CP_TERRITORY_TYPE_NAMES } from './choices';

/**
 * The tabs of a Campaign points ledger (rulesets-design.md §5, improved; digest §2 "What the ledger must hold"):
 * territories with owner flag and DV, roads with MD, armies with status and this turn's stop, one row per player
 * for the order of play and CP, and the battles of phase 4. Columns are found by header name.
 */

const BOOL = ['TRUE', 'FALSE'];

/**
 * The Campaign row that ends the campaign (as Chronopia's Over): TRUE once the victory condition is met; no stage
 * runs while it is. Without the row, a Winner written ends it (read-state.ts readOver).
 */
export const CP_OVER = 'Over';

export const CP_OVER_ROW: SettingRow = {
  setting: CP_OVER,
  value: false,
  choices: BOOL,
  about:
    '003 A Turn: TRUE once the victory condition decided beforehand is met (set with Winner); no stage runs while it is TRUE. Clear it to play on.',
};

/**
 * The victory condition as decided (003 A Turn: "decided beforehand"), written by Resolve: kept on the Campaign tab
 * (rewritten by each stage, put back by Undo) because a stage reads only the present turn's Log rows.
 */
export const CP_VICTORY_DECIDED = 'Victory decided';

export const CP_VICTORY_DECIDED_ROW: SettingRow = {
  setting: CP_VICTORY_DECIDED,
  value: '',
  about:
    '003 A Turn: written by Resolve, the victory condition as decided at turn 1; a later change of Victory condition is logged and warned once. Blank: decided at the next stage.',
};

export const CP_TERRITORIES_TAB: TabSpec = {
  name: 'Territories',
  purpose: 'one row per territory: type, owner flag, Defence Value',
  columns: [
    { header: 'Territory', note: 'The territory’s name, as orders and roads write it.', text: true },
    {
      header: 'Type',
      note: 'One of the 13 types of 003 Territory Descriptions.',
      choices: CP_TERRITORY_TYPE_NAMES,
    },
    {
      header: 'Owner',
      note: 'The owner flag: a player, or blank for "normal" (unclaimed; 003 Resolve Battles a).',
      choices: 'players',
    },
    {
      header: 'DV',
      note: 'The Defence Value now, 0 to Max DV (glossary "DM Defense Value"; starts at the type’s DV, CP-R6).',
    },
    {
      header: 'Max DV',
      note: 'Written by the ledger: the most the type reaches, max(listed, Fortify cap) (CP-R6). Not read.',
      optional: true,
    },
  ],
};

export const CP_ROADS_TAB: TabSpec = {
  name: 'Roads',
  purpose: 'one row per road: the two territories it joins and its March Difficulty',
  key: ['From', 'To'],
  columns: [
    { header: 'From', note: 'A territory at one end (roads go both ways).', text: true },
    { header: 'To', note: 'The territory at the other end.', text: true },
    { header: 'MD', note: 'March Difficulty 2-5: a move needs a D6 of at least this (CP-R4).' },
  ],
};

export const CP_ARMIES_TAB: TabSpec = {
  name: 'Armies',
  purpose: 'one row per army: player, territory, status, and this turn’s movement',
  columns: [
    { header: 'Army', note: 'The army’s name, as orders write it.', text: true },
    { header: 'Player', note: 'Whose army.', choices: 'players' },
    { header: 'Territory', note: 'Where it stands.', text: true },
    { header: 'Status', note: 'normal, defeated or broken (003 Battle results).', choices: CP_STATUSES },
    {
      header: 'Stopped',
      note: 'TRUE: it entered a territory not yet captured and may not move further this turn (CP-R5).',
      choices: BOOL,
    },
    {
      header: 'Came from',
      note: 'The territory it left this turn (draws and retreats); blank: not moved.',
      text: true,
    },
    {
      header: 'Arrival',
      note: 'Its move’s number this turn: the later arrival is the mover (CP-R20); 0: not moved.',
    },
  ],
};

export const CP_ORDER_TAB: TabSpec = {
  name: 'Order of play',
  purpose: 'one row per player: position this turn, CP left, Sabotage effects, the 2-CP action pending',
  key: ['Player'],
  columns: [
    { header: 'Player', note: 'The player, as on the Players tab.', choices: 'players' },
    {
      header: 'Position',
      note: 'Place in this turn’s order of play (003 Determin Order Phase); blank before it.',
    },
    { header: 'CP', note: 'Campaign points left this turn (003 Spend CP’s Phase).' },
    {
      header: 'Next modifier',
      note: 'CP added at the next Generate CP’s phase: Sabotage 1 +1, 2-3 −1, a CP owed under CP-R10.',
    },
    {
      header: 'Heroes owed to',
      note: 'Sabotage 6 (CP-R11): the enemies who each remove one of this player’s heroes in his next battle with them, comma-separated.',
      text: true,
    },
    { header: 'Battles won', note: 'For the "most battles won" victory condition (003 A Turn).' },
    {
      header: 'Pending action',
      note: 'A 2-CP action started by one CP, finished by the second on the same target (CP-R1).',
      text: true,
    },
    { header: 'Pending target', note: 'Its target as the log writes it.', text: true },
    { header: 'Pending round', note: 'The round its first CP was spent.' },
    {
      header: 'Lines read',
      note: 'How many of the player’s Spend CP’s lines on the Orders tab this turn the rounds have read.',
    },
    {
      header: 'Lines sent',
      note: 'The Submitted stamp of those lines: a new submission starts again from its first line.',
      text: true,
    },
  ],
};

export const CP_BATTLES_TAB: TabSpec = {
  name: 'Battles',
  purpose: 'one row per battle of phase 4: where, who, the scenario, the result',
  key: ['Battle'],
  columns: [
    { header: 'Battle', note: 'T<turn>-<nn>: what battle reports write.', text: true },
    { header: 'Turn', note: 'The turn it was fought.' },
    { header: 'Territory', note: 'Where the armies collided.', text: true },
    {
      header: 'Attacker',
      note: 'The attacking army (the one that moved in; Mountain Pass: the defender).',
      text: true,
    },
    { header: 'Defender', note: 'The defending army.', text: true },
    {
      header: 'Mover',
      note: 'The army that moved in: it retreats on a draw (003 Battle results).',
      text: true,
    },
    {
      header: 'Scenario',
      note: 'From the territory’s D6 (Last Stand for a broken or defeated army).',
      text: true,
    },
    { header: 'Notes', note: 'Set-up notes: Sabotage 6 heroes removed (CP-R11).', text: true, width: 260 },
    { header: 'Result', note: 'The winner army, or draw; blank while it waits for reports.', text: true },
  ],
};

/** Every tab of a Campaign points ledger in set-up order, the shared ones first. */
export const CP_TABS: readonly TabSpec[] = [
  ...STAGE_SHARED_TABS,
  CP_TERRITORIES_TAB,
  CP_ROADS_TAB,
  CP_ARMIES_TAB,
  CP_ORDER_TAB,
  CP_BATTLES_TAB,
];

/**
 * The tabs of a Chronopia territories ledger (book 001; digest §2 "What the ledger must hold"; rulesets-design.md
 * §5, improved): no map. Each player's force (treasury, army list, race), territories as a list, warbands and
 * their figures one row each (casualties are rolled figure by figure, Table 4), the army lists the moderator
 * enters (base costs and basic characteristics: the book refers to them, it does not print them), and the
 * battles of each round. Captives stay on the Figures tab with the player holding them.
 */
import { CT_BATTLE_KINDS, CT_BATTLE_STATUSES } from '../../engine/ct/campaign';
import { TERRITORY_ROWS } from '../../engine/ct/tables';
import type { ColumnSpec, TabSpec } from '../schema';
import {
  JOURNAL_TAB,
  STAGE_ORDERS_TAB,
  STAGE_PLAYERS_TAB,
  STAGE_SHARED_TABS,
  type StageRuleset,
} from '../stage-ruleset';

const BOOL = ['TRUE', 'FALSE'];
export const CT_RACES = ['Firstborn', 'Elf', 'Blackblood', 'Dwarf', 'Devout', 'Stygian', 'Other'];
export const CT_FIGURE_RACES = ['human', 'elf', 'dwarf', 'orc', 'goblin', 'other'];
export const CT_FLAGS = [
  'mounted',
  'magic-user',
  'alchemist',
  'second chance',
  'summoned',
  'drugged',
  'spell',
];
export const CT_CHARACTERISTICS = ['CC', 'MW', 'PW', 'LD', 'AC', 'W', 'ST', 'MV', 'A', 'DEF'] as const;
/** The Location cell of a warband in the field army ([Forces] 1.b). */
export const FIELD_ARMY = 'Field army';

const profileColumns = (what: string): ColumnSpec[] =>
  CT_CHARACTERISTICS.map((c) => ({
    header: c,
    note: `${c} ${what} (Table 2 caps it: ${c === 'DEF' ? '−5' : c === 'MV' ? '5, mounted 8' : ['AC', 'W', 'ST'].includes(c) ? '5' : '30'}).`,
  }));

export const CT_FORCES_TAB: TabSpec = {
  name: 'Forces',
  purpose: 'one row per player’s force: army list, race, treasury in gold crowns',
  columns: [
    { header: 'Player', note: 'The player, as on the Players tab.', choices: 'players' },
    {
      header: 'Army list',
      note: 'The single army list the force is chosen from ([Forces] 1.a.2.c), as on the Army lists tab.',
      text: true,
    },
    {
      header: 'Also lists',
      note: 'Other lists the force may hold: Dwarven Clans, slave races ([Forces] 1.a.2.c), comma-separated.',
      text: true,
    },
    {
      header: 'Race',
      note: 'Stygians ally only with Stygians ([Races] 6.a), Devout with Devout (CT-R5). Elf: the book’s Elves rules ([Races] 2) are lost; the force plays as any other and each stage it fights in warns the moderator, never stopping it (CT-R23).',
      choices: CT_RACES,
    },
    {
      header: 'Treasury',
      note: 'Gold crowns (gc): the initial 1000 points left unspent, 1 gc each ([Forces] 2.a.2), then income.',
    },
    {
      header: 'Allies',
      note: 'Players this force is allied with ([Forces] 3), comma-separated.',
      text: true,
    },
    {
      header: 'Past series',
      note: 'The ids of each of its warbands that left the Warbands tab, with the number the next would have taken (G.Bows 6: G.Bows.L to G.Bows.5 were given), comma-separated. A warband raised or summoned again into a series numbers on from it (G.Bows.6 leads), so no id is given twice. The stages write it; blank for a new force.',
      text: true,
    },
  ],
};

export const CT_TERRITORIES_TAB: TabSpec = {
  name: 'Territories',
  purpose: 'one row per territory: its holder and its Table 1 type; at most 12 a player',
  columns: [
    { header: 'Territory', note: 'Its name, unique in the campaign.', text: true },
    { header: 'Player', note: 'Who controls it (at most 12 each, [Campaign] 2).', choices: 'players' },
    {
      header: 'Type',
      note: 'Table 1: income, upgrade cost, garrison maximum, field army allowance.',
      choices: TERRITORY_ROWS.map((r) => r.type),
    },
    {
      header: 'Home fortress',
      note: 'TRUE for the player’s home fortress, which holds his Hospital ([Forces] 1.c.3).',
      choices: BOOL,
    },
  ],
};

export const CT_WARBANDS_TAB: TabSpec = {
  name: 'Warbands',
  purpose: 'one row per warband or Individual: where it stands and its pool of unspent XP',
  columns: [
    { header: 'Warband', note: 'Its name, unique in the campaign: orders name it.', text: true },
    { header: 'Player', note: 'Its owner.', choices: 'players' },
    {
      header: 'Kind',
      note: 'warband, or individual: "a warband of one figure" ([Experience] 1.b).',
      choices: ['warband', 'individual'],
    },
    { header: 'Army list', note: 'The list it was bought from ([Forces] 1.a.2.c).', text: true },
    {
      header: 'Missile',
      note: 'TRUE for a missile-equipped warband: each needs one without ([Forces] 1.a.1.a).',
      choices: BOOL,
    },
    {
      header: 'Minimum',
      note: 'The core rules’ minimum figures, leader included (4 + leader = 5, [Forces] 2.b.3); figures in the Hospital count (CT-R26).',
    },
    {
      header: 'Location',
      note: `${FIELD_ARMY}, or the territory whose garrison it is ([Forces] 1.b-c).`,
      text: true,
    },
    { header: 'XP', note: 'The warband’s pool of unspent experience ([Experience] 1.a).' },
    {
      header: 'Next figure',
      note: 'The number its next new figure’s id takes (7: V.Blades.7). Numbers of figures killed, sold or disbanded are never given again, so old Log rows stay about their figure. Blank: one past the highest the ledger knows.',
    },
  ],
};

export const CT_FIGURES_TAB: TabSpec = {
  name: 'Figures',
  purpose: 'one row per figure: warband, base cost, characteristics, Hospital, captor',
  columns: [
    {
      header: 'Figure',
      note: 'Its id, unique in the campaign (e.g. V.Blades.3): casualties name it.',
      text: true,
    },
    { header: 'Owner', note: 'The player whose figure it is (also while captive).', choices: 'players' },
    {
      header: 'Warband',
      note: 'The warband it belongs to (for a captive: the one it was taken from).',
      text: true,
    },
    { header: 'Type', note: 'The figure type on its army list.', text: true },
    { header: 'Base cost', note: 'Points from the army list (= gc), a wizard’s spells included (CT-R25).' },
    {
      header: 'Leader',
      note: 'TRUE for the warband’s leader, whose rating advancement rolls beat.',
      choices: BOOL,
    },
    ...profileColumns('now'),
    {
      header: 'Basic PW',
      note: 'PW in the basic characteristics: only non-zero may improve ([Experience] 2.b).',
    },
    { header: 'XP spent', note: 'XP or cash spent on the figure over its life ([Campaign] 3.a).' },
    { header: 'Race', note: 'For Stygian Drugged ([Races] 6.b.1).', choices: CT_FIGURE_RACES },
    {
      header: 'Flags',
      note: `Comma-separated: ${CT_FLAGS.filter((f) => f !== 'spell').join(', ')}.`,
      text: true,
    },
    {
      header: 'Spells',
      note: 'A wizard’s spells, comma-separated, as the Army lists tab names them; sold back and bought at step d ([Forces] 2.a.3, CT-R25).',
      text: true,
      optional: true,
    },
    {
      header: 'Hospital',
      note: 'TRUE: wounded, in the Hospital, misses its owner’s next battle (Table 4, CT-R17); he still counts towards his warband’s minimum, which plays that battle short rather than void it (CT-R26).',
      choices: BOOL,
    },
    {
      header: 'Held by',
      note: 'The player holding it captive ([Battles] 3.c); blank: with its warband.',
      choices: 'players',
    },
  ],
};

export const CT_ARMY_LISTS_TAB: TabSpec = {
  name: 'Army lists',
  key: ['Army list', 'Figure type'],
  purpose:
    'the figure types recruits are bought from: base cost and basic characteristics; and the spells wizards buy',
  columns: [
    { header: 'Army list', note: 'The list (Firstborn, Blackbloods …).', text: true },
    {
      header: 'Figure type',
      note: 'As the Recruit order names it; for a spell row, the spell’s name (Buy spell, CT-R25).',
      text: true,
    },
    { header: 'Base cost', note: 'Points = gc ([Forces] 2.a.2); for a spell, its price (CT-R25).' },
    ...profileColumns('basic: recruits join with these ([Forces] 2.b.6); blank on a spell row'),
    { header: 'Race', note: 'For Stygian Drugged ([Races] 6.b.1).', choices: CT_FIGURE_RACES },
    {
      header: 'Flags',
      note: `Comma-separated: ${CT_FLAGS.join(', ')} (a spell row: “spell”, CT-R25).`,
      text: true,
    },
  ],
};

export const CT_BATTLES_TAB: TabSpec = {
  name: 'Battles',
  purpose: 'one row per battle of a round: who fights, stakes, climate, ratings, result',
  columns: [
    { header: 'Battle', note: 'Its id, e.g. R1-A: orders and reports name it.', text: true },
    { header: 'Turn', note: 'The round it is fought in (CT-R1).' },
    {
      header: 'Kind',
      note: 'two-player, multi-player (3+, none allied, [Battles] 1.b) or challenge ([Battles] 4.b).',
      choices: CT_BATTLE_KINDS,
    },
    {
      header: 'Players',
      note: 'The sides’ players, comma-separated; a challenge names the challenger first.',
      text: true,
    },
    { header: 'Allies', note: 'Allies joining a side ([Forces] 3): "Ally with Player; …".', text: true },
    { header: 'Stakes', note: 'Set by the pre-battle stage: "Player: territory; …".', text: true },
    { header: 'Generated', note: 'Set by the pre-battle stage: Table 1 on a D20 (CT-R2).', text: true },
    { header: 'Climate', note: 'Set by the pre-battle stage: Table 3.', text: true },
    {
      header: 'Ratings',
      note: 'Force ratings before the battle: "Player 580; …" ([Campaign] 3).',
      text: true,
    },
    {
      header: 'Status',
      note: 'scheduled, challenged, to fight, declined, void, applied.',
      choices: CT_BATTLE_STATUSES,
    },
    { header: 'Winner', note: 'The winner; blank for a draw or not yet.', choices: 'players' },
    { header: 'Result', note: 'What the battle changed.', text: true, width: 320 },
  ],
};

/** The book's own tabs, in set-up order. */
export const CT_OWN_TABS: readonly TabSpec[] = [
  CT_FORCES_TAB,
  CT_TERRITORIES_TAB,
  CT_WARBANDS_TAB,
  CT_FIGURES_TAB,
  CT_ARMY_LISTS_TAB,
  CT_BATTLES_TAB,
];

/** Every tab: Campaign and Players first, the book's, then Orders, Journal and Log (the shared specs). */
export const CT_TABS: StageRuleset['tabs'] = [
  ...STAGE_SHARED_TABS.filter((t) => t !== STAGE_ORDERS_TAB && t !== JOURNAL_TAB && t.name !== 'Log'),
  ...CT_OWN_TABS,
  ...STAGE_SHARED_TABS.filter((t) => t === STAGE_ORDERS_TAB || t === JOURNAL_TAB || t.name === 'Log'),
];

/** The tabs a stage rewrites (and Undo restores). */
export const CT_STATE_TABS: readonly TabSpec[] = [
  CT_FORCES_TAB,
  CT_TERRITORIES_TAB,
  CT_WARBANDS_TAB,
  CT_FIGURES_TAB,
  CT_BATTLES_TAB,
];

export { STAGE_PLAYERS_TAB };

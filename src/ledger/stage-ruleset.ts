/**
 * The seam between a staged ruleset's rules and the Apps Script code (rulesets-design.md 3.5, 3.7): everything
 * a ledger of Mighty Empires, Campaign points, Chronopia territories or WarMaster campaigning needs from its
 * book, as pure functions over the tabs' values. `src/gas/stages/` runs any `StageRuleset` the same way (set up,
 * Check, the orders form, Preview / Resolve / Undo of the next stage, player views), so no Apps Script code
 * knows a book, and no ruleset knows Apps Script. Campaign System v4.2 keeps its own one-stage turn code and is
 * registered beside these (gas/rulesets.ts).
 */
import type { RulesetId } from '../engine/core/ruleset';
import type { Clock, StageSummary, StageWaits } from '../engine/core/stage';
import { CAMPAIGN_TAB, LOG_TAB, type TabSpec } from './schema';
import type { CellIssue } from './tab';
import type { Cells } from './write-state';

/** Every tab as read, by name: its values with the header row first (one getSheetValues each). */
export type TabValues = ReadonlyMap<string, readonly (readonly unknown[])[]>;

/** A Campaign tab row a ruleset adds: the setting, its default and what it means (with its ruling). */
export interface SettingRow {
  readonly setting: string;
  readonly value: string | number | boolean;
  readonly about: string;
  /** A dropdown's choices; absent: free. */
  readonly choices?: readonly string[];
}

/** The stage the clock points at, as the sidebar shows it. */
export interface StageInfo {
  readonly id: string;
  /** The sidebar button: `Resolve interim results`. */
  readonly label: string;
  readonly waits: StageWaits;
}

/** One line of a player's submission as checked, in the player's words. */
export interface CheckedLine {
  readonly line: number;
  readonly text: string;
  readonly status: 'ok' | 'corrected' | 'rejected';
  /** The check's code (`ME-O012`); blank when ok. */
  readonly code: string;
  readonly message: string;
}

/** A submission checked against the ledger as it stands: the receipt, and the Orders tab rows to keep. */
export interface OrdersCheck {
  readonly player: string;
  readonly clock: Clock;
  readonly lines: readonly CheckedLine[];
  /** Warnings about the whole submission (support exceeded, power overspent). */
  readonly warnings: readonly string[];
}

/**
 * What resolving one stage changes. Records are keyed by header (the sheet's own column order is the Apps
 * Script side's business); a tab absent from both maps is not touched.
 */
export interface StageOutcome {
  /** The clock after the stage: the ruleset decides what follows (a loop, the next turn, New Year). */
  readonly clock: Clock;
  /** Tabs the stage rewrites, whole body below the header (rows keyed as the tab's `key`). */
  readonly rewrite: ReadonlyMap<string, readonly Cells[]>;
  /** Rows added at the bottom of append-only tabs (Log, Journal, Battles, …). */
  readonly append: ReadonlyMap<string, readonly Cells[]>;
  /** Campaign rows set (Setting → Value) besides the clock's: `Over`, the winner. */
  readonly campaign: ReadonlyMap<string, string | number | boolean>;
  /** The sidebar's card per player. */
  readonly summaries: readonly StageSummary[];
  /** Each player's report of this stage: only what the book lets that player know. */
  readonly reports: ReadonlyMap<string, readonly string[]>;
  /** What the moderator should know that did not stop the stage. */
  readonly warnings: readonly string[];
}

/** What a stage is run with besides the tabs: the moderator's die overrides by key (the Log's Override column). */
export interface StageRunOptions {
  readonly overrides: ReadonlyMap<string, number>;
}

/** A demo campaign as records per tab (the Campaign tab as Setting → Value). */
export interface DemoLedger {
  readonly name: string;
  readonly campaign: ReadonlyMap<string, string | number | boolean>;
  readonly tabs: ReadonlyMap<string, readonly Cells[]>;
}

/** One place of a map drawn as nodes and edges (issue 15): a Campaign points territory, a WarMaster area. */
export interface GraphNode {
  readonly name: string;
  /** The player who holds it; null: nobody (drawn neutral). */
  readonly owner: string | null;
  /** What it is, in the book's words: `Castle, DV 3`; `plains, Town, river`. */
  readonly kind: string;
  /** The armies there that the viewer may see, one line each. */
  readonly armies: readonly string[];
}

/** A road or boundary between two nodes (by name), labelled with what moving along it costs. */
export interface GraphEdge {
  readonly a: string;
  readonly b: string;
  /** `MD 3`, `mountains`; blank: nothing to say. */
  readonly label: string;
  /** It forces a check (a WarMaster delay not waived by a crossing): drawn dashed. */
  readonly hard: boolean;
}

/** The map of a book whose map is a graph, as one viewer may see it. */
export interface GraphMap {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  /** What the edge labels mean, with the rule. */
  readonly key: string;
  /** What stands off the graph (fleets at sea), the viewer's share of it. */
  readonly offMap: readonly string[];
}

export interface StageRuleset {
  readonly id: RulesetId;
  /** Every tab of its ledger in set-up order, Campaign first; shared specs by reference (STAGE_SHARED_TABS). */
  readonly tabs: readonly TabSpec[];
  /**
   * Its own tabs kept by turn (a Turn column, the turn's rows at the bottom) whose stages read and rewrite only the
   * clock's turn's rows, as Orders, Journal and Log are read (Mighty Empires' Battles); absent: none.
   */
  readonly presentTabs?: readonly string[];
  /** The Campaign rows it adds, after the shared ones (Campaign name, Ruleset, Turn, Stage, Round, Seed, …). */
  readonly settings: readonly SettingRow[];
  /** The orders form's help text: the order language in short, with an example. */
  readonly ordersHelp: string;
  demo(): DemoLedger;
  /** Every problem in the cells the rules read, by tab and A1 cell (Check ledger, and what blocks a stage). */
  check(tabs: TabValues): readonly CellIssue[];
  /** What the moderator should know that stops no stage (Check ledger lists it after the problems). */
  notes?(tabs: TabValues): readonly CellIssue[];
  /** Where the campaign stands (the Campaign tab's Turn, Stage, Round). */
  clock(tabs: TabValues): Clock;
  stage(clock: Clock): StageInfo;
  /** The players who send orders (for the form's list and whose orders are missing). */
  players(tabs: TabValues): readonly string[];
  /** A submission for the stage the clock points at, checked at once (the form's receipt). */
  checkOrders(tabs: TabValues, player: string, text: string): OrdersCheck;
  /** Resolves the stage the clock points at from the tabs (its accepted orders read from the Orders tab). */
  runStage(tabs: TabValues, options: StageRunOptions): StageOutcome;
  /** What the player may see now: their view of the campaign, as report lines. */
  playerView(tabs: TabValues, player: string): readonly string[];
  /**
   * The map as nodes and edges, for a book whose map is a graph (no hex Map tab): `read` gives a tab's values
   * (header first; undefined when missing), each tab read once; `viewer` '' is the moderator's whole map.
   */
  graphMap?(read: (tab: string) => readonly (readonly unknown[])[] | undefined, viewer: string): GraphMap;
}

/** The players of a staged ruleset: the name every other tab uses, and the account that sends their orders. */
export const STAGE_PLAYERS_TAB: TabSpec = {
  name: 'Players',
  purpose: 'one row per player: name, verified email, map colour',
  columns: [
    { header: 'Player', note: 'The player’s name, as used on every other tab.', text: true },
    { header: 'Email', note: 'The Google account that submits this player’s orders.', text: true },
    { header: 'Colour', note: 'The map colour of the player, e.g. #c0392b.', text: true },
  ],
};

/**
 * The Orders tab of a staged ruleset: the turn and stage a line is for, and its check. A player's new
 * submission for a stage replaces their earlier lines of it.
 */
export const STAGE_ORDERS_TAB: TabSpec = {
  name: 'Orders',
  purpose: 'every order line received, with the stage it is for and its check',
  key: ['Turn', 'Stage', 'Player', 'Line'],
  columns: [
    { header: 'Turn', note: 'The turn the line is for.' },
    { header: 'Stage', note: 'The stage the line is for (orders, choices, battle reports).', text: true },
    { header: 'Player', note: 'Who sent it.', choices: 'players' },
    { header: 'Line', note: 'Line number within the submission.' },
    { header: 'Text', note: 'The line exactly as the player wrote it.', text: true, width: 300 },
    { header: 'Status', note: 'ok, corrected or rejected.', choices: ['ok', 'corrected', 'rejected'] },
    { header: 'Code', note: 'The check’s code (docs/orders.md lists them all).', text: true },
    { header: 'Message', note: 'What the check found, and what to write instead.', text: true, width: 360 },
    { header: 'Submitted', note: 'When the submission arrived (the form’s timestamp).', width: 150 },
  ],
};

/** The journal of every counted resource (Power, campaign points, experience): one row per change. */
export const JOURNAL_TAB: TabSpec = {
  name: 'Journal',
  purpose: 'every change of a player’s counted resources (Power, campaign points, experience)',
  columns: [
    { header: 'Turn', note: 'The turn of the entry.' },
    { header: 'Stage', note: 'The stage that made it.', text: true },
    { header: 'Player', note: 'Whose resource.', choices: 'players' },
    { header: 'Resource', note: 'What is counted: Power, Production, CP, XP …', text: true },
    { header: 'Amount', note: 'In (positive) or out (negative).' },
    { header: 'For', note: 'What the entry is for, in the book’s words.', text: true, width: 260 },
  ],
};

/** The shared tabs of every staged ruleset's ledger, set up before its own. */
export const STAGE_SHARED_TABS: readonly TabSpec[] = [
  CAMPAIGN_TAB,
  STAGE_PLAYERS_TAB,
  STAGE_ORDERS_TAB,
  JOURNAL_TAB,
  LOG_TAB,
];

/** Campaign rows every staged ruleset has (its own settings follow). */
export const STAGE_CAMPAIGN_ROWS: readonly SettingRow[] = [
  { setting: 'Campaign name', value: '', about: 'The campaign’s name, shown on reports and the form.' },
  {
    setting: 'Ruleset',
    value: '',
    about: 'The rule book this ledger plays; fixed once the campaign holds data.',
  },
  { setting: 'Turn', value: 1, about: 'The turn being played.' },
  { setting: 'Stage', value: '', about: 'The stage of the turn to resolve next (set by Resolve).' },
  { setting: 'Round', value: 1, about: 'The round within a stage that repeats (set by Resolve).' },
  {
    setting: 'Seed',
    value: '',
    about: 'The dice seed: the same ledger, orders and seed give the same stage.',
  },
  {
    setting: 'Order deadline',
    value: '',
    about: 'When orders for the stage are due; late ones are refused.',
  },
];

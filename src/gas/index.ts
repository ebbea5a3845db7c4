/**
 * Every entry point of the script, as a top-level global (the only file that assigns globals).
 * gas-webpack-plugin turns each `global.NAME = (...) =>` into a top-level `function NAME(...)` stub that
 * keeps its JSDoc, so Sheets lists the custom functions and google.script.run finds the server calls.
 * `@preserve` keeps the JSDoc through esbuild.
 */
import {
  armySizeCells,
  armyUpkeepCells,
  CellResult,
  cityIncomeCells,
  Grid,
  upkeepCells,
} from '../ledger/custom-functions';
import { supplyRangeCells, supplyStatusCells } from '../ledger/supply-functions';
import {
  meEffectivePowerCells,
  meEntitlementsCells,
  meOrphanedCells,
  meSupportCells,
  meTotalSizeCells,
} from '../ledger/me/custom-functions';
import { meCells } from './me-functions';
import { ctCells } from './ct-functions';
import { cpMaxDvCells, cpMoveChanceCells } from '../ledger/cp/custom-functions';
import {
  ctFieldArmyMaxCells,
  ctGarrisonMaxCells,
  ctIncomeCells,
  ctMaintenanceCells,
  ctUnderdogCells,
} from '../ledger/ct/custom-functions';
import { supplyLookup } from './supply-lookup';
import {
  wmCharacterPointsCells,
  wmPopulationCells,
  wmRosterPointsCells,
  wmSupplyCells,
  wmVictoryCells,
} from '../ledger/wm/custom-functions';
import { wmCells } from './wm-functions';
import { CHECK_TITLE, checkLedger } from './check';
import {
  checkPastedOrders,
  handleOrdersSubmitted,
  listPlayers,
  openPastedOrdersDialog,
  recordPastedOrders,
} from './orders';
import { createOrdersForm, FORM_TITLE } from './orders-form';
import { runHourly } from './orders-reminders';
import { DEMO_TITLE, loadDemoCampaign } from './demo';
import { onLedgerEdit } from './edits';
import { buildMenu } from './menu';
import { runMenuCommand } from './run';
import { setUpLedger } from './setup';
import { askMapSize, BLANK_MAP_TITLE, makeBlankMap } from './blank-map';
import { mapForSidebar } from './player-report-map';
import { services } from './services';
import { onRuleset } from './ruleset-dispatch';
import { REGISTERED, tabsMismatch } from './rulesets';
import { STAGE_ENTRY_POINTS as STAGES } from './stage-entry';
import { withoutCampaignRead } from './campaign-prefetch';
import { openSidebar, previewForSidebar, resolveForSidebar, sidebarState, undoForSidebar } from './sidebar';
import { SidebarApi } from './sidebar-api';
import {
  APPLY_BATTLES_TITLE,
  applyBattlesForSidebar,
  menuApplyBattles,
  previewBattlesForSidebar,
} from './battles-sidebar';
import type { StageRuleset } from '../ledger/stage-ruleset';
import { RULESETS } from '../engine/core/ruleset';

type CustomFunctionResult = CellResult | Grid;

declare global {
  var onOpen: (event?: GoogleAppsScript.Events.SheetsOnOpen) => void;
  var onInstall: (event?: GoogleAppsScript.Events.AddonOnInstall) => void;
  var onEdit: (event: GoogleAppsScript.Events.SheetsOnEdit) => void;
  var menuSetUpLedger: () => void;
  var menuLoadDemo: () => void;
  var menuCheckLedger: () => void;
  var menuNewBlankMap: () => void;
  var getMapView: SidebarApi['getMapView'];
  var menuCreateOrdersForm: () => void;
  var menuCheckPastedOrders: () => void;
  var onOrdersSubmitted: (event?: GoogleAppsScript.Events.SheetsOnFormSubmit) => void;
  var onOrdersHourly: () => void;
  var listPlayers: SidebarApi['listPlayers'];
  var checkPastedOrders: SidebarApi['checkPastedOrders'];
  var recordPastedOrders: SidebarApi['recordPastedOrders'];
  var menuOpenSidebar: () => void;
  var getSidebarState: SidebarApi['getSidebarState'];
  var previewTurn: SidebarApi['previewTurn'];
  var resolveTurn: SidebarApi['resolveTurn'];
  var undoLastTurn: SidebarApi['undoLastTurn'];
  var menuApplyBattleResults: () => void;
  var previewBattleResults: typeof previewBattlesForSidebar;
  var applyBattleResults: typeof applyBattlesForSidebar;
  var getStageState: () => unknown;
  var previewStageTurn: (overrides: Record<string, number>) => unknown;
  var resolveStageTurn: (
    expectedTurn: unknown,
    overrides: Record<string, number>,
    previewFingerprint?: string,
  ) => unknown;
  var undoStageTurn: () => unknown;
  var getStagePlayerView: (player: string) => string[];
  var ARMY_SIZE: (points: unknown) => CustomFunctionResult;
  var ARMY_UPKEEP: (points: unknown, site?: unknown) => CustomFunctionResult;
  var UPKEEP: (item: unknown, size?: unknown) => CustomFunctionResult;
  var SUPPLY_RANGE: (
    hex: unknown,
    player: unknown,
    version?: unknown,
    mobility?: unknown,
  ) => CustomFunctionResult;
  var SUPPLY_STATUS: (
    hexOrDistance: unknown,
    player?: unknown,
    version?: unknown,
    race?: unknown,
    mobility?: unknown,
  ) => CustomFunctionResult;
  var ME_SUPPORT: (player: unknown, version?: unknown) => CustomFunctionResult;
  var ME_ENTITLEMENTS: (player: unknown, version?: unknown) => CustomFunctionResult;
  var ME_EFFECTIVE_POWER: (player: unknown, version?: unknown) => CustomFunctionResult;
  var ME_TOTAL_SIZE: (points: unknown) => CustomFunctionResult;
  var ME_ORPHANED: (hex: unknown, player: unknown, version?: unknown) => CustomFunctionResult;
  var CP_MAX_DV: (type: unknown) => CustomFunctionResult;
  var CP_MOVE_CHANCE: (md: unknown) => CustomFunctionResult;
  var CT_INCOME: (type: unknown) => CustomFunctionResult;
  var CT_GARRISON_MAX: (type: unknown) => CustomFunctionResult;
  var CT_FIELD_ARMY_MAX: (player: unknown, version?: unknown) => CustomFunctionResult;
  var CT_MAINTENANCE: (points: unknown) => CustomFunctionResult;
  var CT_UNDERDOG: (enemyRating: unknown, ownRating: unknown) => CustomFunctionResult;
  var WM_POPULATION: (player: unknown, version?: unknown) => CustomFunctionResult;
  var WM_ROSTER_POINTS: (pt: unknown) => CustomFunctionResult;
  var WM_CHARACTER_POINTS: (pt: unknown) => CustomFunctionResult;
  var WM_SUPPLY: (army: unknown, version?: unknown) => CustomFunctionResult;
  var WM_VICTORY: (vpWinner: unknown, vpLoser: unknown) => CustomFunctionResult;
  var CITY_INCOME: (
    size: unknown,
    improvements?: unknown,
    status?: unknown,
    corruption?: unknown,
    abandonedTurn?: unknown,
    turn?: unknown,
  ) => CustomFunctionResult;
}

const bookName = (ruleset: StageRuleset): string =>
  RULESETS.find((r) => r.id === ruleset.id)?.name ?? ruleset.id;

/** The turn sidebar's calls on a staged ledger (an old sidebar left open across a change of ruleset). */
const turnSidebarOnly = (ruleset: StageRuleset): never => {
  throw new Error(
    `This ledger plays ${bookName(ruleset)}: close this sidebar and open Campaign → Resolve turn again.`,
  );
};

/** The stage sidebar's calls on a Campaign System v4.2 ledger. */
const stageSidebarOnly = (): never => {
  throw new Error(
    'This ledger plays Campaign System v4.2: close this sidebar and open Campaign → Resolve turn again.',
  );
};

const battleStageMessage = (ruleset: StageRuleset): string =>
  `Apply battle results is Campaign System v4.2’s. In ${bookName(ruleset)} battle reports come in its battle ` +
  'stage: players send them with the orders form, and Campaign → Resolve turn resolves that stage.';

/** A menu item that is not a runMenuCommand: a refusal of the dispatch shown in an alert, not a red toast. */
function alerting(title: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    const ui = services().SpreadsheetApp.getUi();
    ui.alert(
      title,
      `${title} stopped: ${error instanceof Error ? error.message : String(error)}`,
      ui.ButtonSet.OK,
    );
  }
}

/** Simple trigger: builds the Campaign menu. */
global.onOpen = (event?: GoogleAppsScript.Events.SheetsOnOpen): void => buildMenu(event);

/** Add-on install: the menu at once, without a reload. */
global.onInstall = (event?: GoogleAppsScript.Events.AddonOnInstall): void =>
  buildMenu(event as unknown as GoogleAppsScript.Events.SheetsOnOpen | undefined);

/** Campaign -> Set up ledger */
global.menuSetUpLedger = (): void =>
  runMenuCommand('Set up ledger', () => {
    const changes = onRuleset({
      turn: () => {
        const { SpreadsheetApp } = services();
        const cs42 = REGISTERED[0];
        return setUpLedger(SpreadsheetApp, SpreadsheetApp.getActiveSpreadsheet(), (names) =>
          tabsMismatch(cs42, names),
        );
      },
      stages: (ruleset) => {
        const names = services()
          .SpreadsheetApp.getActiveSpreadsheet()
          .getSheets()
          .map((sheet) => sheet.getName());
        const entry = REGISTERED.find((r) => r.id === ruleset.id);
        const refused = entry ? tabsMismatch(entry, names) : null;
        if (refused) throw new Error(refused);
        return STAGES.setUp(ruleset);
      },
    });
    return changes.length > 0 ? changes.join('\n') : 'The ledger is complete: nothing to change.';
  });

/** Campaign -> Load demo campaign */
global.menuLoadDemo = (): void =>
  runMenuCommand(DEMO_TITLE, () =>
    onRuleset({
      turn: () => {
        const { SpreadsheetApp } = services();
        return loadDemoCampaign(SpreadsheetApp, SpreadsheetApp.getActiveSpreadsheet());
      },
      stages: (ruleset) => STAGES.loadDemo(ruleset),
    }),
  );

/** Campaign -> Check ledger */
global.menuCheckLedger = (): void =>
  runMenuCommand(CHECK_TITLE, () =>
    onRuleset({
      turn: () => checkLedger(services().SpreadsheetApp.getActiveSpreadsheet()),
      stages: (ruleset) => STAGES.check(ruleset),
    }),
  );

/** Campaign -> New blank map: asks for W x H first (outside the lock), then writes it under the lock. */
global.menuNewBlankMap = (): void => {
  const size = askMapSize();
  if (size)
    runMenuCommand(BLANK_MAP_TITLE, () =>
      onRuleset({
        turn: () => makeBlankMap(services().SpreadsheetApp.getActiveSpreadsheet(), size.width, size.height),
        stages: (ruleset) =>
          `New blank map makes a Campaign System v4.2 map; this ledger plays ${bookName(ruleset)}, whose Map tab its demo and Set up ledger make. Nothing was changed.`,
      }),
    );
};

/** Sidebar server call: the map panel's SVG, the whole map or one player's fog of war. */
global.getMapView = (player: string) =>
  onRuleset({
    turn: () => mapForSidebar(player),
    stages: (ruleset) => STAGES.mapView(ruleset, player) as ReturnType<typeof mapForSidebar>,
  });

/** Campaign -> Create orders form */
global.menuCreateOrdersForm = (): void =>
  runMenuCommand(FORM_TITLE, () =>
    onRuleset({
      turn: () => createOrdersForm(services().SpreadsheetApp.getActiveSpreadsheet()),
      stages: (ruleset) => STAGES.createForm(ruleset),
    }),
  );

/** Campaign -> Check pasted orders (orders that came by mail) */
global.menuCheckPastedOrders = (): void => openPastedOrdersDialog();

/** Installable form-submit trigger: records every response not yet recorded (see handleOrdersSubmitted). */
global.onOrdersSubmitted = (event?: GoogleAppsScript.Events.SheetsOnFormSubmit): void => {
  void event; // every unrecorded response is read from the form itself: one whose trigger missed the lock too
  onRuleset(
    { turn: () => void handleOrdersSubmitted(), stages: (ruleset) => STAGES.ordersSubmitted(ruleset) },
    { lock: 'try' },
  );
};

/** Hourly time-driven trigger: records what a missed lock left, refreshes the form, sends reminders. */
global.onOrdersHourly = (): void =>
  onRuleset({ turn: () => runHourly(), stages: (ruleset) => STAGES.hourly(ruleset) }, { lock: 'try' });

/** Pasted-orders dialog server calls (the Players tab's Player column is every ruleset's). */
global.listPlayers = (): string[] => listPlayers();
global.checkPastedOrders = (player: string, text: string) =>
  onRuleset({
    turn: () => checkPastedOrders(player, text),
    stages: (ruleset) => STAGES.checkPasted(ruleset, player, text),
  });
global.recordPastedOrders = (player: string, text: string) =>
  onRuleset(
    {
      turn: () => recordPastedOrders(player, text),
      stages: (ruleset) => STAGES.recordPasted(ruleset, player, text),
    },
    { lock: 'wait' },
  );

/** Simple trigger: a hand edit of a tab that supply depends on bumps the ledger version (see LedgerVersion). */
global.onEdit = (event: GoogleAppsScript.Events.SheetsOnEdit): void => onLedgerEdit(event);

/** Campaign -> Resolve turn: the turn sidebar, or a staged ruleset's stage sidebar. */
global.menuOpenSidebar = (): void =>
  alerting('Resolve turn', () =>
    onRuleset({ turn: () => openSidebar(), stages: (ruleset) => STAGES.openSidebar(ruleset) }),
  );

/** Sidebar server call: the campaign at a glance. */
global.getSidebarState = (): ReturnType<SidebarApi['getSidebarState']> =>
  onRuleset({ turn: () => sidebarState(), stages: turnSidebarOnly });

/** Sidebar server call: Preview, a dry run of the turn that changes nothing. */
global.previewTurn = (overrides: Record<string, number>) =>
  onRuleset({ turn: () => previewForSidebar(overrides), stages: turnSidebarOnly });

/** Sidebar server call: Resolve the previewed turn. */
global.resolveTurn = (expectedTurn: number, overrides: Record<string, number>, previewFingerprint?: string) =>
  onRuleset(
    { turn: () => resolveForSidebar(expectedTurn, overrides, previewFingerprint), stages: turnSidebarOnly },
    { lock: 'try' },
  );

/** Sidebar server call: Undo last turn. */
global.undoLastTurn = () =>
  onRuleset({ turn: () => undoForSidebar(), stages: turnSidebarOnly }, { lock: 'try' });

/** Stage sidebar server call: the stage the clock points at, the players' orders, what Undo would undo. */
global.getStageState = () =>
  onRuleset({ turn: stageSidebarOnly, stages: (ruleset) => STAGES.sidebarState(ruleset) });

/** Stage sidebar server call: Preview the next stage, written nowhere. */
global.previewStageTurn = (overrides: Record<string, number>) =>
  onRuleset({ turn: stageSidebarOnly, stages: (ruleset) => STAGES.preview(ruleset, overrides) });

/** Stage sidebar server call: Resolve the previewed stage. */
global.resolveStageTurn = (
  expectedTurn: unknown,
  overrides: Record<string, number>,
  previewFingerprint?: string,
) =>
  onRuleset(
    {
      turn: stageSidebarOnly,
      stages: (ruleset) => STAGES.resolve(ruleset, expectedTurn, overrides, previewFingerprint),
    },
    { lock: 'try' },
  );

/** Stage sidebar server call: Undo the last stage. */
global.undoStageTurn = () =>
  onRuleset({ turn: stageSidebarOnly, stages: (ruleset) => STAGES.undo(ruleset) }, { lock: 'try' });

/** What one player may see on a staged ledger (the command line's report, the playground's player page). */
global.getStagePlayerView = (player: string) =>
  onRuleset({ turn: stageSidebarOnly, stages: (ruleset) => STAGES.playerView(ruleset, String(player)) });

/** Campaign -> Apply battle results: Campaign System v4.2's; a staged ruleset takes reports in a stage. */
global.menuApplyBattleResults = (): void =>
  alerting(APPLY_BATTLES_TITLE, () =>
    onRuleset(
      {
        turn: () => menuApplyBattles(),
        stages: (ruleset) => {
          const ui = services().SpreadsheetApp.getUi();
          ui.alert(APPLY_BATTLES_TITLE, battleStageMessage(ruleset), ui.ButtonSet.OK);
        },
      },
      { lock: 'try' },
    ),
  );

/** Sidebar server call: what Apply battle results would do, written nowhere. */
global.previewBattleResults = (overrides: unknown) =>
  onRuleset({
    turn: () => previewBattlesForSidebar(overrides),
    stages: (ruleset) => {
      throw new Error(battleStageMessage(ruleset));
    },
  });

/** Sidebar server call: Apply battle results (every battle with a complete result, as one transaction). */
global.applyBattleResults = (overrides: unknown, previewFingerprint?: unknown) =>
  onRuleset(
    {
      turn: () => applyBattlesForSidebar(overrides, previewFingerprint),
      stages: (ruleset) => {
        throw new Error(battleStageMessage(ruleset));
      },
    },
    { lock: 'try' },
  );

/**
 * Army size from points: floor(points / 100) (Campaign System v4.2, STARTING ARMIES).
 * @param {number|Array<Array<number>>} points The army's points (0-2,599), or a column of them.
 * @return The army size, or a column of sizes.
 * @customfunction
 * @preserve
 */
global.ARMY_SIZE = (points) => armySizeCells(points);

/**
 * Army upkeep per turn in guilders, rounded up: 50% of points in the field, 30% at an own city, 45% at a
 * watchtower or supply depot, 40% with both, 0% at a Sweet Water Clear Spring.
 * @param {number|Array<Array<number>>} points The army's points, or a column of them.
 * @param {string|Array<Array<string>>} site Optional: field, city, watchtower, depot, watchtower+depot or spring.
 * @return Guilders per turn, or a column of them.
 * @customfunction
 * @preserve
 */
global.ARMY_UPKEEP = (points, site) => armyUpkeepCells(points, site);

/**
 * Per-turn upkeep of a unit, city improvement or structure by name; a comma-separated list gives the sum.
 * @param {string|Array<Array<string>>} item E.g. "Engineer", "Settler", "Marketplace, Granary", "Supply Depot".
 * @param {number|Array<Array<number>>} size Optional: a settler band's size (upkeep is per size point).
 * @return Guilders per turn, or a column of them.
 * @customfunction
 * @preserve
 */
global.UPKEEP = (item, size) => upkeepCells(item, size);

/**
 * City income in guilders, rounded down: size x 100, x1.5 with a Marketplace, x0.5 if conquered, x0.5 after a
 * failed siege, less the corruption percentage; 0 the turn after the city was abandoned.
 * @param {number|Array<Array<number>>} size City size 1-10, or a column of sizes.
 * @param {string|Array<Array<string>>} improvements Optional: comma-separated improvements.
 * @param {string|Array<Array<string>>} status Optional: conquered and/or besieged, comma-separated.
 * @param {number|Array<Array<number>>} corruption Optional: the percentage lost to corruption.
 * @param {number|Array<Array<number>>} abandonedTurn Optional: the turn its owner abandoned it.
 * @param {number} turn Optional (needed with abandonedTurn): the turn now, e.g. CampaignTurn.
 * @return Guilders per turn, or a column of them.
 * @customfunction
 * @preserve
 */
global.CITY_INCOME = (size, improvements, status, corruption, abandonedTurn, turn) =>
  cityIncomeCells(size, improvements, status, corruption, abandonedTurn, turn);

/** The active spreadsheet's supply view (each call of a supply function builds it once, on first need). */
const activeSupply = () => supplyLookup(services().SpreadsheetApp.getActiveSpreadsheet());

/**
 * Supply distance in hexes for a unit of the player on the hex: the shortest legal path to a friendly city or
 * linked supply depot (rivers, water, crag and enemy positions block); "none" when no source is reachable.
 * Reads the ledger once per call: give it whole columns, not one cell per row.
 * @param {string|Array<Array<string>>} hex The hex address CCRR, or a column of them.
 * @param {string|Array<Array<string>>} player The player, or a column of players beside the hexes.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @param {string|Array<Array<string>>} mobility Optional, for armies: FOOT, CAV or FLYER (flyers cross rivers and crag).
 * @return Hexes, or "none"; a column for a column.
 * @customfunction
 * @preserve
 */
global.SUPPLY_RANGE = (hex, player, version, mobility) => {
  void version; // only there to make Sheets recompute
  return withoutCampaignRead(() => supplyRangeCells(activeSupply, hex, player, mobility));
};

/**
 * Supply status by Table 6: Regular (0-5), Long (6-10), Extended (11-15) or Out of Supply. Give a distance
 * (a SUPPLY_RANGE column: reads nothing, the cheap way), or a hex and a player for a unit's status, adding the
 * army's race and mobility for an army's (Blackblood +1 per band by the army's own race, RULINGS 12), exactly
 * as the resolver judges it.
 * @param {string|number|Array<Array<string>>} hexOrDistance A distance (or "none"), or a hex CCRR; or a column.
 * @param {string|Array<Array<string>>} player Optional: the player, when the first argument is a hex.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @param {string|Array<Array<string>>} race Optional, for armies: the army's race.
 * @param {string|Array<Array<string>>} mobility Optional, for armies: FOOT, CAV or FLYER.
 * @return The supply status; a column for a column.
 * @customfunction
 * @preserve
 */
global.SUPPLY_STATUS = (hexOrDistance, player, version, race, mobility) => {
  void version;
  return withoutCampaignRead(() => supplyStatusCells(activeSupply, hexOrDistance, player, race, mobility));
};

/**
 * Mighty Empires: a kingdom's Total Support before this turn's edicts (2.1B): its hexes, loot and
 * conscription carried, less mercenary upkeep. Reads the ledger once per call: give it a whole column.
 * @param {string|Array<Array<string>>} player The kingdom's player (Kingdoms tab), or a column of them.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return Support points; a column for a column; "#not a Mighty Empires ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.ME_SUPPORT = (player, version) => {
  void version;
  return withoutCampaignRead(() => meCells((lookup) => meSupportCells(lookup, player)));
};

/**
 * Mighty Empires: a kingdom's character and unit entitlements from its support (2.2B, Table 6), as
 * "Lord 1, Hero 1, Special 1, Rare 1" and any Town slots.
 * @param {string|Array<Array<string>>} player The kingdom's player, or a column of them.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return The entitlements; a column for a column; "#not a Mighty Empires ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.ME_ENTITLEMENTS = (player, version) => {
  void version;
  return withoutCampaignRead(() => meCells((lookup) => meEntitlementsCells(lookup, player)));
};

/**
 * Mighty Empires: a kingdom's Effective Power, the campaign's score (3.1A, Table 1); halves as .5.
 * @param {string|Array<Array<string>>} player The kingdom's player, or a column of them.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return Effective Power; a column for a column; "#not a Mighty Empires ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.ME_EFFECTIVE_POWER = (player, version) => {
  void version;
  return withoutCampaignRead(() => meCells((lookup) => meEffectivePowerCells(lookup, player)));
};

/**
 * Mighty Empires: Total Army Size from an army's points, rounded half up to 50, at most 3000 (3.1B:
 * 2275 gives 2300, 2868 gives 2850). Reads nothing.
 * @param {number|Array<Array<number>>} points The army's points, or a column of them.
 * @return The Total Army Size; a column for a column.
 * @customfunction
 * @preserve
 */
global.ME_TOTAL_SIZE = (points) => meTotalSizeCells(points);

/**
 * Mighty Empires: "yes" when the player's hex cannot trace a line of the player's hexes to the capital
 * (an orphaned hex, 1.3A), else "no". Reads the ledger once per call: give it whole columns.
 * @param {string|Array<Array<string>>} hex The hex CCRR, or a column of them.
 * @param {string|Array<Array<string>>} player The hex's owner, or a column beside the hexes.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return yes or no; a column for a column; "#not a Mighty Empires ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.ME_ORPHANED = (hex, player, version) => {
  void version;
  return withoutCampaignRead(() => meCells((lookup) => meOrphanedCells(lookup, hex, player)));
};

/**
 * Chronopia territories: the gold crowns a territory of this type yields after each battle (Table 1).
 * @param {string|Array<Array<string>>} type The territory type, or a column of them.
 * @return Gold crowns; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.CT_INCOME = (type) => ctIncomeCells(type);

/**
 * Chronopia territories: the most points a territory of this type may garrison (Table 1).
 * @param {string|Array<Array<string>>} type The territory type, or a column of them.
 * @return Points; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.CT_GARRISON_MAX = (type) => ctGarrisonMaxCells(type);

/**
 * Chronopia territories: the most points a player's field army may hold, 850 plus the Field Army column of
 * the player's territories ([Forces] 1.b). Reads the ledger once per call: give it a whole column.
 * @param {string|Array<Array<string>>} player The player (Forces tab), or a column of them.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return Points; a column for a column; "#not a Chronopia territories ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.CT_FIELD_ARMY_MAX = (player, version) => {
  void version;
  return withoutCampaignRead(() => ctCells((players) => ctFieldArmyMaxCells(players, player)));
};

/**
 * Chronopia territories: an army's maintenance in gold crowns, its points divided by five rounded up
 * ([Economics] 2.a, CT-R9).
 * @param {number|Array<Array<number>>} points The army's points, or a column of them.
 * @return Gold crowns; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.CT_MAINTENANCE = (points) => ctMaintenanceCells(points);

/**
 * Chronopia territories: the underdog's experience bonus, floor(5 x (enemy - own) / own) when positive, else 0
 * ([Experience] 1.c; whole numbers only, no rounding error).
 * @param {number|Array<Array<number>>} enemyRating The enemy's force rating, or a column of them.
 * @param {number|Array<Array<number>>} ownRating The own force rating, or a column beside them.
 * @return The bonus; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.CT_UNDERDOG = (enemyRating, ownRating) => ctUnderdogCells(enemyRating, ownRating);

/**
 * Campaign points: the highest Defence Value a territory of this type may have, the cap of Fortify
 * (Territory Descriptions, CP-R6).
 * @param {string|Array<Array<string>>} type The territory type, or a column of them.
 * @return The DV cap; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.CP_MAX_DV = (type) => cpMaxDvCells(type);

/**
 * Campaign points: the chance that a D6 meets a road's March Difficulty, (7 - MD) / 6 (Move an army, CP-R4).
 * @param {number|Array<Array<number>>} md The road's March Difficulty, 2 to 5, or a column of them.
 * @return The chance, 0 to 1; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.CP_MOVE_CHANCE = (md) => cpMoveChanceCells(md);

/**
 * WarMaster campaigning: a nation's Population Total, 1 a village, 2 a town, 3 a city it controls, plus its
 * Chaos villages this year (PRODUCTION; WM-R21). Reads the ledger once per call: give it a whole column.
 * @param {string|Array<Array<string>>} player The nation's player (Nations tab), or a column of them.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return The PT; a column for a column; "#not a WarMaster ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.WM_POPULATION = (player, version) => {
  void version;
  return withoutCampaignRead(() => wmCells((state) => wmPopulationCells(state, player)));
};

/**
 * WarMaster campaigning: the points a nation must spend on its roster, (PT x 2 + 5) x 100 (DESIGNING A NATION,
 * Roster).
 * @param {number|Array<Array<number>>} pt The Population Total, or a column of them.
 * @return Points; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.WM_ROSTER_POINTS = (pt) => wmRosterPointsCells(pt);

/**
 * WarMaster campaigning: a nation's character points, PT + 2 for being a nation (DESIGNING A NATION,
 * Personalities); points from POIs are the moderator's to add.
 * @param {number|Array<Array<number>>} pt The Population Total, or a column of them.
 * @return Character points; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.WM_CHARACTER_POINTS = (pt) => wmCharacterPointsCells(pt);

/**
 * WarMaster campaigning: "in supply" or "out of supply" for an army where it stands, by a path of its nation's
 * areas to one of its towns or cities (SUPPLY, WM-R26). Reads the ledger once per call: give it a whole column.
 * @param {string|Array<Array<string>>} army The army (Armies tab), or a column of them.
 * @param {number} version Optional: pass LedgerVersion so the result recomputes when the ledger changes.
 * @return in supply or out of supply; a column for a column; "#not a WarMaster ledger" on another ledger.
 * @customfunction
 * @preserve
 */
global.WM_SUPPLY = (army, version) => {
  void version;
  return withoutCampaignRead(() => wmCells((state) => wmSupplyCells(state, army)));
};

/**
 * WarMaster campaigning: the victory level, minor victory under 2 to 1, major victory under 3 to 1, else rout;
 * draw on equal points (POST COMBAT, WM-R10).
 * @param {number|Array<Array<number>>} vpWinner The winner's victory points, or a column of them.
 * @param {number|Array<Array<number>>} vpLoser The loser's victory points, or a column beside them.
 * @return The level; a column for a column. Reads nothing.
 * @customfunction
 * @preserve
 */
global.WM_VICTORY = (vpWinner, vpLoser) => wmVictoryCells(vpWinner, vpLoser);

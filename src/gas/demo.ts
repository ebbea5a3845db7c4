import { demoCampaign } from '../ledger/demo';
import {
  BATTLES_TAB,
  CAMPAIGN_TAB,
  LOG_TAB,
  ORDERS_TAB,
  PLAYERS_TAB,
  TabSpec,
  textColumnPositions,
  TREASURY_TAB,
} from '../ledger/schema';
import { headerIndex, isBlankCell, TabRows, tabRows } from '../ledger/tab';
import { appendEntries, journalCells } from '../ledger/treasury';
import { Cells, stateRecords, tabGrid } from '../ledger/write-state';
import { normaliseHeader } from '../ledger/setup-plan';
import { readTabRows, requireSheet } from './ledger-io';
import { SheetService, SpreadsheetAppService, SpreadsheetService } from './services';
import { PlannedWrite, WritePlan } from './write-plan';
import { ensurePlayerTab } from './player-tabs';
import { setUpLedger } from './setup';

export const DEMO_TITLE = 'Load demo campaign';

/**
 * Campaign → Load demo campaign: sets the ledger up if needed, then fills it with the demo (players,
 * diplomacy, map, cities, armies, units, structures, opening treasury) and clears the turn's orders,
 * battles and log. Each tab is read once and written once. Asks first when the ledger already has players.
 */
export function loadDemoCampaign(app: SpreadsheetAppService, spreadsheet: SpreadsheetService): string {
  const setup = setUpLedger(app, spreadsheet);
  const players = readTabRows(spreadsheet, PLAYERS_TAB.name);
  if (players && hasData(players)) {
    const ui = app.getUi();
    const answer = ui.alert(
      DEMO_TITLE,
      'This ledger already has players. Loading the demo replaces its players, map, cities, armies, units, structures, treasury, orders, battles and log. Continue?',
      ui.ButtonSet.YES_NO,
    );
    if (answer !== ui.Button.YES) return 'Nothing changed: the demo was not loaded.';
  }
  const demo = demoCampaign();
  const records = new Map<TabSpec, readonly Cells[]>(stateRecords(demo.state));
  const journal = appendEntries(
    [],
    demo.openingTreasury.map((o) => ({
      turn: demo.state.turn,
      player: o.player,
      category: 'Opening balance',
      amount: o.amount,
      for: 'Starting treasury',
    })),
  );
  records.set(TREASURY_TAB, journal.map(journalCells));
  for (const spec of [ORDERS_TAB, BATTLES_TAB, LOG_TAB]) records.set(spec, []);

  // Every tab read first, then every structural read, then the writes: a read after a write makes Apps Script
  // flush, and the writes run back to back.
  const tabs = [...records].map(([spec, rows]) => {
    const sheet = requireSheet(spreadsheet, spec.name);
    return { spec, rows, sheet, values: sheet.getDataRange().getValues() };
  });
  const campaignSheet = requireSheet(spreadsheet, CAMPAIGN_TAB.name);
  const campaign = campaignSheet.getDataRange().getValues();
  const opening = demo.openingTreasury[0]?.amount ?? 0;
  const writes: PlannedWrite[] = tabs.map(({ spec, rows, sheet, values }) => {
    const existing = tabRows(spec.name, values);
    return {
      sheet,
      name: spec.name,
      row: 2,
      column: 1,
      grid: tabGrid(spec, existing, rows),
      knownRows: values.length,
      width: Math.max(existing.headers.length, 1),
      textColumns: textColumnPositions(spec.name, existing.headers),
    };
  });
  writes.push(
    settingsWrite(campaignSheet, campaign, {
      'Campaign name': demo.name,
      Turn: demo.state.turn,
      Seed: demo.seed,
      'Starting treasury': opening,
    }),
  );
  new WritePlan(writes).apply();
  const made = demo.state.players.filter((p) => ensurePlayerTab(spreadsheet, p.name)).map((p) => p.name);
  const summary = [
    ...(made.length > 0 ? [`Created player tabs for ${made.join(', ')}.`] : []),
    `Loaded the demo campaign "${demo.name}": ${demo.state.players.length} players, a ${demo.state.map.width}×${demo.state.map.height} map, ${demo.state.cities.length} cities, ${demo.state.armies.length} armies, ${demo.state.units.length} units, ${demo.state.structures.length} structures.`,
  ];
  return [...setup, ...summary].join('\n');
}

function hasData(tab: TabRows): boolean {
  return tab.rows.some((row) => !row.every(isBlankCell));
}

/** The Campaign tab's Value column with settings set by name and the ledger version bumped (one write). */
function settingsWrite(
  sheet: SheetService,
  campaign: unknown[][],
  values: Readonly<Record<string, unknown>>,
): PlannedWrite {
  const tab = tabRows(CAMPAIGN_TAB.name, campaign);
  const column = headerIndex(tab);
  const nameAt = column('Setting');
  const valueAt = column('Value');
  if (nameAt < 0 || valueAt < 0) throw new Error('The Campaign tab needs its Setting and Value columns.');
  const wanted = new Map(Object.entries(values).map(([k, v]) => [normaliseHeader(k), v]));
  const updated = tab.rows.map((row) => {
    const name = normaliseHeader(String(row[nameAt] ?? ''));
    if (wanted.has(name)) return [wanted.get(name)];
    if (name === normaliseHeader('Ledger version')) {
      const n = Number(row[valueAt]);
      return [Number.isFinite(n) ? n + 1 : 1];
    }
    return [row[valueAt]];
  });
  return {
    sheet,
    name: CAMPAIGN_TAB.name,
    row: 2,
    column: valueAt + 1,
    grid: updated,
    knownRows: campaign.length,
    width: Math.max(tab.headers.length, 1),
    textColumns: [],
  };
}

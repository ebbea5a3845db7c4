import type { CampaignState } from '../engine/model';
import { orderCells, OrderRecord } from '../ledger/orders';
import { LEDGER_TABS, ORDERS_TAB, TabSpec, TREASURY_TAB } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import { appendEntries, journalCells } from '../ledger/treasury';
import { Cells, stateRecords, tabGrid } from '../ledger/write-state';
import { playerTabName } from '../gas/player-tabs';
import { loadBundle } from './bundle';
import { Emulation } from './emulation';
import type { LoadedScript } from './script-host';

/** A set-up ledger under the emulation, filled with a campaign, with the built bundle loaded. */
export interface SyntheticLedger {
  readonly emulation: Emulation;
  readonly spreadsheet: ReturnType<Emulation['newActiveSpreadsheet']>;
  readonly script: LoadedScript;
}

/**
 * Set up ledger through the bundle, then the campaign's tabs, an opening balance per player and `orders`
 * written straight into the sheets (uncounted: the fill is the fixture, not an operation being measured).
 */
export function syntheticLedger(
  state: CampaignState,
  options: {
    orders?: readonly OrderRecord[];
    opening?: number;
    dist?: string;
    /** How the bundle is loaded (the bench loads it over metered services). */
    load?: (emulation: Emulation) => LoadedScript;
  } = {},
): SyntheticLedger {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Synthetic ledger');
  const script = options.load ? options.load(emulation) : loadBundle(emulation, options.dist);
  script.call('menuSetUpLedger');
  const records = new Map<TabSpec, readonly Cells[]>(stateRecords(state));
  const journal = appendEntries(
    [],
    state.players.map((p) => ({
      turn: state.turn,
      player: p.name,
      category: 'Opening balance',
      amount: options.opening ?? 5000,
      for: 'Starting treasury',
    })),
  );
  records.set(TREASURY_TAB, journal.map(journalCells));
  records.set(ORDERS_TAB, (options.orders ?? []).map(orderCells));
  // Every read before the first write: a read after a write recalculates every formula of the workbook.
  emulation.world.calls.uncounted(() => {
    const plans = LEDGER_TABS.flatMap((spec) => {
      const rows = records.get(spec);
      const sheet = spreadsheet.getSheetByName(spec.name);
      if (!rows || !sheet) return [];
      const width = sheet.getLastColumn();
      const existing = tabRows(spec.name, [sheet.getRange(1, 1, 1, width).getValues()[0]]);
      return [{ sheet, width, maxRows: sheet.getMaxRows(), body: tabGrid(spec, existing, rows) }];
    });
    for (const { sheet, width, maxRows, body } of plans) {
      if (body.length + 1 > maxRows) sheet.insertRowsAfter(maxRows, body.length + 1 - maxRows);
      if (body.length > 0) sheet.getRange(2, 1, body.length, width).setValues(body);
    }
  });
  // Each player's own tab, as Set up ledger makes them once the Players tab is filled (the fixture: uncounted;
  // made without reading any tab, so the formulas are still to recalculate when the bench first reads them).
  emulation.world.calls.uncounted(() => {
    for (const p of state.players) {
      const sheet = spreadsheet.insertSheet(playerTabName(p.name), spreadsheet.getSheets().length);
      sheet.getRange(1, 1, sheet.getMaxRows(), 1).setNumberFormat('@');
    }
  });
  return { emulation, spreadsheet, script };
}

/** Reads every tab's values (as a person opening each tab would), so every formula is recalculated. */
export function recalculate(ledger: SyntheticLedger): void {
  ledger.emulation.world.calls.uncounted(() => {
    for (const sheet of ledger.spreadsheet.getSheets()) sheet.getDataRange().getValues();
  });
}

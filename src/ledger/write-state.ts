import { formatHex } from '../engine/hex';
import type { BattleSettlementState } from '../engine/cs42/battles';
import { EMPTY_SETTLEMENT } from '../engine/cs42/battles';
import type { CampaignState } from '../engine/model';
import { armyBattleCells, individualRecords } from './battles-state';
import {
  ARMIES_TAB,
  INDIVIDUALS_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  TabSpec,
  UNITS_TAB,
} from './schema';
import { portalCells } from './map-portals';
import { columnLetter } from './setup-plan';
import { headerIndex, isBlankCell, TabRows } from './tab';

/** A record's cells by header name. */
export type Cells = Readonly<Record<string, unknown>>;

/**
 * The grid to write below a tab's header row, in one setValues: the records in the sheet's own column order.
 * The moderator's own columns keep their values, matched by the tab's key column (the first: a name); computed
 * columns get their formula in the first row and stay empty below, where it spills; rows the old data used
 * beyond the new records are blanked, so nothing stale is left behind.
 */
export function tabGrid(
  spec: TabSpec,
  existing: TabRows,
  records: readonly Cells[],
  /** The body as cell input (see cellInput), row for row with `existing.rows`: own columns keep their formulas
   * and literal text. Without it, own columns are written back as read. */
  ownInputs?: readonly (readonly unknown[])[],
): unknown[][] {
  const width = existing.headers.length;
  const column = headerIndex(existing);
  // A row's identity: its key columns (a name, or e.g. turn + player + line on Orders), matched ignoring case.
  const keys = spec.key ?? [spec.columns[0].header];
  const keyColumns = keys.map(column);
  const identity = (cell: (i: number, header: string) => unknown): string =>
    keys
      .map((header, i) =>
        String(cell(i, header) ?? '')
          .trim()
          .toLowerCase(),
      )
      .join('|');
  const schemaColumns = new Set(spec.columns.map((c) => column(c.header)).filter((i) => i >= 0));
  const previous = new Map<string, readonly unknown[]>();
  if (keyColumns.every((c) => c >= 0))
    existing.rows.forEach((row, r) => {
      const id = identity((i) => row[keyColumns[i]]);
      if (id.replace(/\|/g, '') !== '' && !previous.has(id)) previous.set(id, ownInputs?.[r] ?? row);
    });
  const letter = (header: string): string => columnLetter(column(header) + 1);
  const grid = records.map((record, r) => {
    const old = previous.get(identity((_, header) => record[header]));
    const row: unknown[] = new Array(width).fill('');
    for (let c = 0; c < width; c++) if (!schemaColumns.has(c) && old) row[c] = old[c] ?? '';
    for (const spec_ of spec.columns) {
      const c = column(spec_.header);
      if (c < 0) continue;
      if (spec_.formula) row[c] = r === 0 ? spec_.formula(letter) : '';
      else row[c] = record[spec_.header] ?? '';
    }
    return row;
  });
  const used = lastUsedRow(existing.rows);
  while (grid.length < used) grid.push(new Array(width).fill(''));
  if (grid.length === 0) {
    // An empty tab still keeps its computed columns' formulas in place for rows added later.
    const row: unknown[] = new Array(width).fill('');
    for (const c of spec.columns)
      if (c.formula && column(c.header) >= 0) row[column(c.header)] = c.formula(letter);
    grid.push(row);
  }
  return grid;
}

/** Rows used below the header: up to the last one that is not blank. */
export function lastUsedRow(rows: readonly (readonly unknown[])[]): number {
  for (let i = rows.length - 1; i >= 0; i--) if (!rows[i].every(isBlankCell)) return i + 1;
  return 0;
}

const list = (items: readonly (string | number)[], none = ''): string =>
  items.length === 0 ? none : items.join(', ');

/** The campaign state, and the battle state beside it (issue 12), as records of each tab they live on. */
export function stateRecords(
  state: CampaignState,
  settlement: BattleSettlementState = EMPTY_SETTLEMENT,
): ReadonlyMap<TabSpec, Cells[]> {
  const hexes = [...state.map.hexes.values()].sort((a, b) => a.hex.col - b.hex.col || a.hex.row - b.hex.row);
  return new Map<TabSpec, Cells[]>([
    [
      PLAYERS_TAB,
      state.players.map((p) => ({
        Player: p.name,
        Email: p.email,
        Race: p.race,
        Colour: p.colour,
        'Mine output': p.mineOutput !== undefined && p.mineOutput > 0 ? p.mineOutput : '',
      })),
    ],
    [DIPLOMACY_TAB, state.diplomacy.map((d) => ({ Player: d.from, Toward: d.toward, Status: d.status }))],
    [
      MAP_TAB,
      hexes.map((h) => ({
        Hex: formatHex(h.hex),
        Terrain: h.terrain,
        Road: h.road,
        'River edges': list(h.rivers),
        'Bridge edges': list(h.bridges),
        'Ford edges': list(h.fords),
        Special: h.special ?? '',
        Mine: h.mine,
        ...portalCells(h),
      })),
    ],
    [
      CITIES_TAB,
      state.cities.map((c) => ({
        City: c.name,
        Player: c.player,
        Hex: formatHex(c.hex),
        Size: c.size,
        Improvements: list(c.improvements, 'none'),
        Status: list([...(c.conquered ? ['conquered'] : []), ...(c.besieged ? ['besieged'] : [])]),
        Corruption: c.corruption,
        'Conquered turn': c.conqueredTurn ?? '',
        'Failed sieges': c.failedSieges ?? 0,
        'Abandoned turn': c.abandonedTurn ?? '',
      })),
    ],
    [
      ARMIES_TAB,
      state.armies.map((a) => ({
        Army: a.name,
        Player: a.player,
        Hex: formatHex(a.hex),
        Points: a.points,
        Mobility: a.mobility,
        Race: a.race,
        Site: a.site,
        ...armyBattleCells(settlement, a.name),
      })),
    ],
    [INDIVIDUALS_TAB, individualRecords(settlement)],
    [
      UNITS_TAB,
      state.units.map((u) => ({
        Unit: u.name,
        Player: u.player,
        Type: u.type,
        Hex: formatHex(u.hex),
        Size: u.size,
      })),
    ],
    [
      STRUCTURES_TAB,
      state.structures.map((s) => ({
        Structure: s.name,
        Type: s.type,
        Player: s.player,
        Hex: formatHex(s.hex),
        Edge: s.edge ?? '',
        'Captured turn': s.capturedTurn ?? '',
      })),
    ],
  ]);
}

/** Records to append below a tab's last used row: the first row to write and the grid, in the sheet's own
 * column order (one write). */
export function appendGrid(
  tab: TabRows,
  spec: TabSpec,
  records: readonly Cells[],
): { firstRow: number; grid: unknown[][] } {
  const column = headerIndex(tab);
  const width = Math.max(tab.headers.length, 1);
  const grid = records.map((record) => {
    const row: unknown[] = new Array(width).fill('');
    for (const c of spec.columns) if (column(c.header) >= 0) row[column(c.header)] = record[c.header] ?? '';
    return row;
  });
  return { firstRow: lastUsedRow(tab.rows) + 2, grid };
}

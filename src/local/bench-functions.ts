import { formatHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import { supplyRangeCells, supplyStatusCells } from '../ledger/supply-functions';
import { supplyLookupFor } from '../ledger/supply-lookup';
import { timed } from './bench-meter';
import type { SyntheticLedger } from './synthetic-ledger';

/** One custom function over 1,000 rows: the calls made inside it and its time. */
export interface FunctionFigures {
  readonly label: string;
  readonly rows: number;
  readonly calls: number;
  readonly reads: number;
  /** Through dist/Code.js under the emulation, reading included (median, warm-up excluded). */
  readonly ms: number;
}

const ROWS = 1000;

/** `count` rows cycling through `items` (a tab with fewer rows is repeated up to 1,000). */
function column<T>(items: readonly T[], cell: (item: T) => unknown, count: number): unknown[][] {
  return Array.from({ length: count }, (_, i) => [cell(items[i % items.length])]);
}

/** Every custom function the bundle exposes, each called as Sheets calls it over a 1,000-row column. */
function cases(state: CampaignState, rows: number): { label: string; name: string; args: unknown[] }[] {
  const { armies, units, cities } = state;
  const hex = (x: { hex: { col: number; row: number } }) => formatHex(x.hex);
  const version = 1;
  return [
    { label: 'ARMY_SIZE(points)', name: 'ARMY_SIZE', args: [column(armies, (a) => a.points, rows)] },
    {
      label: 'ARMY_UPKEEP(points, site)',
      name: 'ARMY_UPKEEP',
      args: [column(armies, (a) => a.points, rows), column(armies, (a) => a.site, rows)],
    },
    {
      label: 'UPKEEP(type, size)',
      name: 'UPKEEP',
      args: [column(units, (u) => u.type, rows), column(units, (u) => u.size, rows)],
    },
    {
      label: 'CITY_INCOME(size, improvements, status, corruption)',
      name: 'CITY_INCOME',
      args: [
        column(cities, (c) => c.size, rows),
        column(cities, (c) => c.improvements.join(', '), rows),
        column(cities, (c) => (c.conquered ? 'conquered' : ''), rows),
        column(cities, (c) => c.corruption, rows),
      ],
    },
    {
      label: 'SUPPLY_RANGE(hex, player, version, mobility) armies',
      name: 'SUPPLY_RANGE',
      args: [
        column(armies, hex, rows),
        column(armies, (a) => a.player, rows),
        version,
        column(armies, (a) => a.mobility, rows),
      ],
    },
    {
      label: 'SUPPLY_RANGE(hex, player, version) units',
      name: 'SUPPLY_RANGE',
      args: [column(units, hex, rows), column(units, (u) => u.player, rows), version],
    },
    {
      label: 'SUPPLY_STATUS(hex, player, version, race, mobility) armies',
      name: 'SUPPLY_STATUS',
      args: [
        column(armies, hex, rows),
        column(armies, (a) => a.player, rows),
        version,
        column(armies, (a) => a.race, rows),
        column(armies, (a) => a.mobility, rows),
      ],
    },
    {
      label: 'SUPPLY_STATUS(hex, player, version) units',
      name: 'SUPPLY_STATUS',
      args: [column(units, hex, rows), column(units, (u) => u.player, rows), version],
    },
    {
      label: 'SUPPLY_STATUS(distance)',
      name: 'SUPPLY_STATUS',
      args: [Array.from({ length: rows }, (_, i) => [i % 7 === 0 ? 'none' : i % 20])],
    },
  ];
}

/** Each custom function over 1,000 rows through the bundle, its calls counted as a custom function's. */
export function benchFunctions(
  ledger: SyntheticLedger,
  state: CampaignState,
  runs: number,
  rows = ROWS,
): FunctionFigures[] {
  const { calls } = ledger.emulation.world;
  return cases(state, rows).map(({ label, name, args }) => {
    const fn = ledger.script.fn(name);
    if (!fn) throw new Error(`${name} is not in the bundle`);
    const once = () => calls.insideCustomFunction(name, () => fn(...args));
    calls.reset();
    once();
    const counted = calls.customFunctions.get(name)?.calls;
    const figures = {
      label,
      rows,
      calls: counted?.total ?? 0,
      reads: counted?.count('Range.getValues') ?? 0,
    };
    return { ...figures, ms: timed(once, runs) };
  });
}

/** The supply rules alone over 1,000 army rows, the state already read: one lookup, 1,000 reports. */
export function supplyEngineMs(state: CampaignState, runs: number): { range: number; status: number } {
  const hexes = column(state.armies, (a) => formatHex(a.hex), ROWS);
  const players = column(state.armies, (a) => a.player, ROWS);
  const mobility = column(state.armies, (a) => a.mobility, ROWS);
  const race = column(state.armies, (a) => a.race, ROWS);
  return {
    range: timed(() => supplyRangeCells(() => supplyLookupFor(state), hexes, players, mobility), runs),
    status: timed(
      () => supplyStatusCells(() => supplyLookupFor(state), hexes, players, race, mobility),
      runs,
    ),
  };
}

/** The ledger's own formulas recalculated (as after an edit): per function, executions and calls inside. */
export function recalculationFigures(
  ledger: SyntheticLedger,
): { name: string; executions: number; calls: number; ms: number }[] {
  const { calls } = ledger.emulation.world;
  calls.reset();
  ledger.emulation.world.calls.uncounted(() => {
    for (const sheet of ledger.spreadsheet.getSheets()) sheet.getDataRange().getValues();
  });
  return [...calls.customFunctions].map(([name, entry]) => ({
    name,
    executions: entry.executions,
    calls: entry.calls.total,
    ms: entry.ms,
  }));
}

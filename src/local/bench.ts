import { syntheticCampaign, SyntheticSize } from './synthetic';
import { syntheticLedger } from './synthetic-ledger';
import { benchFunctions, FunctionFigures, recalculationFigures, supplyEngineMs } from './bench-functions';
import { addTurnOrders, Bench, measure, measureAll, openBench, OperationFigures } from './bench-operations';
import { engineMs, growthExponent, LARGE, LARGE_ORDERS, scaled } from './bench-turn';
import { format, machine, table, Target, targetsTable } from './bench-report';

/**
 * `npm run bench`: what users wait for, printed as tables; it asserts nothing (performance is measured here,
 * never in a timed test). Everything runs through dist/Code.js under the emulation except the engine-only
 * figures. Warm-up runs are excluded; the whole bench takes a few minutes on 2 cores.
 */

const SMALL: SyntheticSize = { players: 4, width: 20, height: 20, cities: 12, armies: 16, units: 12 };
const HUGE: SyntheticSize = { players: 48, width: 99, height: 99, cities: 480, armies: 1000, units: 1200 };
const SIZES = [
  { name: 'small', size: SMALL, orders: 40 },
  { name: 'large', size: LARGE, orders: LARGE_ORDERS },
  { name: 'huge', size: HUGE, orders: 4000 },
] as const;
const CHAINED_TURN = 10;

interface FunctionsBench {
  readonly over1000: FunctionFigures[];
  readonly over10: FunctionFigures[];
  /** The supply rules alone (the slowest custom functions), the ledger already read. */
  readonly engine: { range: number; status: number };
}

function customFunctions(): FunctionsBench {
  console.log('\n## Custom functions over 1,000 rows at the huge size (48 players, 99x99 map)\n');
  const state = syntheticCampaign(HUGE);
  const ledger = syntheticLedger(state);
  const recalculated = recalculationFigures(ledger);
  const over1000 = benchFunctions(ledger, state, 5);
  const over10 = benchFunctions(ledger, state, 1, 10);
  console.log(
    table(
      ['function (one call over 1,000 rows)', 'calls inside', 'tabs read', 'calls over 10 rows', 'ms'],
      over1000.map((f, i) => [f.label, f.calls, f.reads, over10[i].calls, f.ms]),
    ),
  );
  const engine = supplyEngineMs(state, 5);
  console.log(
    `\nSupply rules alone over 1,000 army rows, the ledger already read: SUPPLY_RANGE ${format(engine.range)} ms, SUPPLY_STATUS ${format(engine.status)} ms (the "ms" above adds reading the tabs through the emulation, about 5%, and parsing them into the ledger, readState, the most of it).`,
  );
  console.log(
    '\nThe ledger’s own formulas recalculated once (every tab opened after an edit): executions and calls inside\n',
  );
  console.log(
    table(
      ['function', 'executions', 'calls inside', 'calls per execution', 'ms'],
      recalculated.map((r) => [r.name, r.executions, r.calls, r.calls / r.executions, r.ms]),
    ),
  );
  return { over1000, over10, engine };
}

const OPERATION_HEADERS = [
  'size',
  'operation',
  'ms',
  'calls',
  'sheet calls',
  'tabs',
  'reads',
  'writes',
  'cells read',
  'chars read',
  'cells written',
  'chars written',
  'calls in custom fns',
  'heap MB',
  '_undo chars',
  'snapshot chars',
];

function operationRow(size: string, f: OperationFigures): (string | number)[] {
  return [
    size,
    f.failed === '' ? f.operation : `${f.operation} (failed: ${f.failed.slice(0, 60)})`,
    f.ms,
    f.calls,
    f.sheetCalls,
    f.tabs,
    f.reads,
    f.writes,
    f.cellsRead,
    f.charsRead,
    f.cellsWritten,
    f.charsWritten,
    f.customCalls,
    f.heapMb,
    f.undoChars,
    f.snapshotChars,
  ];
}

function operations(): Map<string, OperationFigures[]> {
  console.log(
    '\n## Operations through dist/Code.js (one measured run; warm-up runs at small and large excluded)\n',
  );
  const out = new Map<string, OperationFigures[]>();
  let huge: Bench | null = null;
  for (const { name, size, orders } of SIZES) {
    const bench = openBench(syntheticCampaign(size), orders);
    // Warm-ups at small and large only: by huge the same code is already compiled.
    out.set(name, measureAll(bench, name !== 'huge'));
    if (name === 'huge') huge = bench;
  }
  if (huge) {
    while (huge.turn < CHAINED_TURN) {
      addTurnOrders(huge);
      const resolved = measure(huge, 'Resolve');
      if (resolved.failed !== '') {
        console.log(`Chained turn ${huge.turn} could not be resolved: ${resolved.failed}`);
        break;
      }
    }
    addTurnOrders(huge);
    out.set(`huge, turn ${huge.turn}`, measureAll(huge, false));
  }
  const rows = [...out].flatMap(([size, figures]) => figures.map((f) => operationRow(size, f)));
  console.log(table(OPERATION_HEADERS, rows));
  return out;
}

function engineScaling(): { k: number; ms: number }[] {
  console.log('\n## Engine time of one turn (orders read and resolved), 1x to 16x the large campaign\n');
  const points = [1, 2, 4, 8, 16].map((k) => {
    const size = scaled(LARGE, k);
    const ms = k <= 4 ? engineMs(size, LARGE_ORDERS * k, 3, 1) : engineMs(size, LARGE_ORDERS * k, 1, 0);
    return { k, size, ms };
  });
  console.log(
    table(
      ['size', 'players', 'map', 'cities', 'armies', 'units', 'orders', 'engine ms'],
      points.map(({ k, size, ms }) => [
        `${k}x large`,
        size.players,
        `${size.width}x${size.height}`,
        size.cities,
        size.armies,
        size.units,
        LARGE_ORDERS * k,
        ms,
      ]),
    ),
  );
  console.log(`\nFitted growth exponent, 1x to 16x: ${growthExponent(points).toFixed(2)} (1 is linear)`);
  return points;
}

function targets(
  functions: FunctionsBench,
  ops: Map<string, OperationFigures[]>,
  scaling: { k: number; ms: number }[],
): Target[] {
  const { over1000, over10, engine } = functions;
  const constantInRows = over1000.every((f, i) => f.calls === over10[i].calls);
  const supplyReads = Math.max(...over1000.map((f) => f.reads));
  const slowest = over1000.reduce((a, b) => (b.ms > a.ms ? b : a));
  const exponent = growthExponent(scaling);
  const at16 = scaling.find((p) => p.k === 16)?.ms ?? NaN;
  const of = (size: string, op: string) => ops.get(size)?.find((f) => f.operation === op);
  const chained = [...ops.keys()].find((k) => k.startsWith('huge, turn')) ?? '';
  const sizes = [...ops.keys()];
  const callsTarget = (['Resolve', 'Undo', 'Form submission'] as const).map((op): Target => {
    const figures = sizes.map((s) => of(s, op)).filter((f): f is OperationFigures => f !== undefined);
    // Judged on the calls that reach the tabs; the others (lock, properties, form, mail) are shown apart.
    const calls = figures.map((f) => f.sheetCalls);
    const perTab = figures.every((f) => f.sheetCalls <= 2 * f.tabs);
    const ratios = figures.map((f) => (f.sheetCalls / Math.max(1, f.tabs)).toFixed(1));
    // Constant: the same calls at every size wherever the same tabs are touched.
    const constant = figures.every(
      (f) => f.tabs !== figures[0].tabs || f.sheetCalls === figures[0].sheetCalls,
    );
    return {
      measure: `service calls per ${op}`,
      target: '≤ 2 per tab touched, constant small → huge → turn 10',
      measured: `spreadsheet calls ${calls.join(' / ')}; tabs ${figures.map((f) => f.tabs).join(' / ')}; per tab ${ratios.join(' / ')} (all calls ${figures.map((f) => f.calls).join(' / ')}: the rest are lock, properties, form and mail)`,
      pass: perTab && constant && figures.every((f) => f.failed === ''),
    };
  });
  const ratio = (op: string, pick: (f: OperationFigures) => number) => {
    const first = of('huge', op);
    const later = of(chained, op);
    return first && later ? pick(later) / pick(first) : NaN;
  };
  const readRatio = ratio('Form submission', (f) => f.cellsRead);
  const undoRatio = ratio('Resolve', (f) => f.snapshotChars);
  const undoTabRatio = ratio('Resolve', (f) => f.undoChars);
  return [
    {
      measure: 'any custom function over 1,000 rows, service calls',
      target: '≤ 1 read per tab it needs, constant in rows',
      measured: `${Math.max(...over1000.map((f) => f.calls))} calls at most, ${supplyReads} reads (6 tabs); ${constantInRows ? 'same' : 'NOT the same'} over 10 rows`,
      pass: constantInRows && supplyReads <= 6,
    },
    {
      measure: 'any custom function over 1,000 rows at huge, engine time',
      target: '< 100 ms',
      measured: `${format(Math.max(engine.range, engine.status))} ms (supply rules; ${format(slowest.ms)} ms with the emulated reading and parsing of the tabs)`,
      pass: Math.max(engine.range, engine.status) < 100,
    },
    {
      measure: 'engine growth exponent from 1x to 16x large',
      target: '≤ 1.2',
      measured: exponent.toFixed(2),
      pass: exponent <= 1.2,
    },
    {
      measure: 'Resolve at 16x large, engine',
      target: '< 5 s',
      measured: `${format(at16)} ms`,
      pass: at16 < 5000,
    },
    ...callsTarget,
    {
      measure: 'cells read per submission at huge, turn 10 vs turn 1',
      target: '≤ 1.2x',
      measured: `${readRatio.toFixed(2)}x`,
      pass: readRatio <= 1.2,
    },
    {
      measure: '_undo size at huge, turn 10 vs turn 1',
      target: '≤ 1.2x',
      measured: `${undoRatio.toFixed(2)}x the snapshot a Resolve writes; the whole tab (two slots) ${undoTabRatio.toFixed(2)}x`,
      pass: undoRatio <= 1.2,
    },
  ];
}

function main(): void {
  const started = Date.now();
  console.log(`# npm run bench: ${machine()}`);
  const functions = customFunctions();
  const ops = operations();
  const scaling = engineScaling();
  console.log('\n## Targets (issue 9)\n');
  console.log(targetsTable(targets(functions, ops, scaling)));
  console.log(`\nBench time: ${format((Date.now() - started) / 1000)} s`);
}

main();

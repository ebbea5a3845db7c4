import { formatHex } from '../engine/hex';
import { supplyWords } from './order-template';
import type { ForceLine } from './report-holdings';
import { choiceInstruction, money, TurnReport } from './report';
import { treasuryChartText } from './treasury-chart-mail';

/** The turn report as plain text (the email's text part): sections in the order a player reads them. */

const signed = (n: number): string => (n > 0 ? `+${money(n)}` : money(n));

function section(title: string, lines: readonly string[], empty: string): string[] {
  return ['', title.toUpperCase(), '-'.repeat(title.length), ...(lines.length > 0 ? lines : [empty])];
}

export function forceSummary(f: ForceLine): string {
  const what =
    f.kind === 'army'
      ? `army, size ${f.size}, ${money(f.points ?? 0)} points`
      : `${f.kind}${f.kind === 'settler' ? `, size ${f.size}` : ''}`;
  const supply = f.supply === null ? 'no supply needed' : supplyWords(f.supply);
  const actions =
    f.actions === 'destroyed'
      ? 'lost to its supply status'
      : `${f.actions} action${f.actions === 1 ? '' : 's'} next turn`;
  const march = f.kind === 'army' ? (f.canMarch ? ', may March' : ', may not March') : '';
  return `${f.name} (${what}${f.broken ? ', Broken' : ''}) in ${f.hex}: ${supply}, upkeep ${money(f.upkeep)}, ${actions}${march}`;
}

export function turnReportText(r: TurnReport): string {
  const s = r.statement;
  const treasury = [
    `Opening balance: ${money(s.opening)}`,
    ...s.lines.map((l) => {
      const corruption = l.corruption === null ? '' : ` (corruption ${l.corruption}%)`;
      return `  ${l.category}: ${l.for}${corruption}  ${signed(l.amount)}  → ${money(l.balance)}`;
    }),
    `Income ${money(s.income)}, expenses ${money(s.expenses)}.`,
    ...s.byCategory.map((c) => `  ${c.category}: ${signed(c.amount)}`),
    `Closing balance: ${money(s.closing)}`,
  ];
  const orders = r.noOrders
    ? ['No orders were received: everything held.']
    : r.orders.flatMap((o) => [
        `${o.text}`,
        `  ${o.status === 'rejected' ? 'refused' : o.status}: ${o.message}`,
        ...(o.status === 'rejected'
          ? []
          : o.happened.length > 0
            ? o.happened.map((h) => `  → ${h}`)
            : ['  → done']),
      ]);
  const events = r.events.map(
    (e) =>
      `[${e.phase}] ${e.subject === '' ? '' : `${e.subject}: `}${e.effect}${e.roll === '' ? '' : ` (${e.roll})`}`,
  );
  const battles = r.battles.flatMap((b) => [
    `${b.id}: ${b.kind} in ${formatHex(b.hex)} (${b.terrain}): ${b.armies.map((a) => `${a.name} (${a.player}, size ${a.size})`).join(' v ')}`,
    ...b.penalties.map((p) => `  ${p}`),
    `  ${choiceInstruction(b)}`,
  ]);
  const spies = r.spyReports.map(
    (x) =>
      `${x.city} (found by ${x.spy}): upgrades ${x.improvements.join(', ') || 'none'}; actions ${x.actions.join(', ') || 'Hold'}; armies ${x.armies.join(', ') || 'none'}; treasury of ${x.treasuryOf}: ${money(x.treasury)}`,
  );
  const cities = r.holdings.cities.map(
    (c) =>
      `${c.name} in ${c.hex}, size ${c.size}: ${c.improvements.join(', ') || 'no upgrades'}; upkeep ${money(c.upkeep)}; ${c.actions} action${c.actions === 1 ? '' : 's'} next turn`,
  );
  const lines = [
    `Turn ${r.turn} report for ${r.player}`,
    '='.repeat(`Turn ${r.turn} report for ${r.player}`.length),
    ...(r.ordersDue === '' ? [] : [`Orders for turn ${r.nextTurn} are due ${r.ordersDue}.`]),
    ...section('Treasury', treasury, ''),
    ...section('Treasury turn by turn', treasuryChartText(r.history), ''),
    ...section('Orders and what happened', orders, 'No orders.'),
    ...section('Events', events, 'Nothing else happened to you.'),
    ...section('Lost this turn', r.lost, 'Nothing.'),
    ...section('Battles to fight', battles, 'None.'),
    ...section('Spy reports', spies, 'None.'),
    ...section('Cities', cities, 'None.'),
    ...section('Armies and units', r.holdings.forces.map(forceSummary), 'None.'),
    ...section(`Order template for turn ${r.nextTurn}`, r.template.trimEnd().split('\n'), ''),
  ];
  return lines.join('\n') + '\n';
}

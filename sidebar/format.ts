import type { DieRollView, OrdersStatus, TurnPlayerPreview } from '../src/gas/sidebar-api';

// Pure text for the sidebar: what main.ts puts on screen, kept here so it is tested without a browser.

/** The faces of a die named like `d20`; 0 when the name is not a die. */
export function dieFaces(die: string): number {
  const match = /^d(\d{1,3})$/i.exec(die.trim());
  return match ? Number(match[1]) : 0;
}

/** '' when `text` is empty or a face of the roll's die; otherwise a message naming the roll and why. */
export function overrideProblem(roll: DieRollView, text: string): string {
  const value = text.trim();
  if (value === '') return '';
  const faces = dieFaces(roll.die);
  const n = Number(value);
  if (/^\d+$/.test(value) && n >= 1 && (faces === 0 || n <= faces)) return '';
  const range = faces > 0 ? `from 1 to ${faces}` : 'of 1 or more';
  return `Dice, ${roll.key}: a ${roll.die} override must be a whole number ${range}, not '${value}' (empty keeps the roll).`;
}

const NAMED_COLOURS = new Set(
  (
    'black silver gray grey white maroon red purple fuchsia green lime olive yellow navy blue teal aqua orange ' +
    'brown pink gold violet indigo crimson coral salmon tan khaki beige cyan magenta turquoise chocolate ' +
    'darkred darkgreen darkblue darkorange lightblue lightgreen skyblue steelblue firebrick forestgreen ' +
    'goldenrod royalblue seagreen sienna slategray slategrey tomato orchid plum'
  ).split(' '),
);

/**
 * A player's Colour cell as a CSS colour, or '' when it is not one the sidebar accepts: `#rgb`, `#rrggbb` or a
 * common colour name. The cell is player data, so nothing else ever reaches a style.
 */
export function safeColour(cell: string): string {
  const value = cell.trim().toLowerCase();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(value)) return value;
  return NAMED_COLOURS.has(value) ? value : '';
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** How long until the deadline (or since it passed), to the minute: '' without a deadline. */
export function countdown(deadlineIso: string, nowMs: number): string {
  if (deadlineIso === '') return '';
  const deadline = Date.parse(deadlineIso);
  if (Number.isNaN(deadline)) return '';
  const minutes = Math.floor(Math.abs(deadline - nowMs) / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const span =
    days > 0
      ? `${plural(days, 'day')} ${plural(hours, 'hour')}`
      : hours > 0
        ? `${plural(hours, 'hour')} ${plural(mins, 'minute')}`
        : plural(mins, 'minute');
  return deadline >= nowMs ? `Orders due in ${span}` : `Deadline passed ${span} ago`;
}

export function money(n: number): string {
  return `${n.toLocaleString('en-US')} g`;
}

/** A player's line in a preview or result: the e2e test reads `player: … → closing g`. */
export function playerLine(p: TurnPlayerPreview): string {
  return `${p.player}: +${money(p.income)} −${money(p.expenses)} → ${money(p.closing)}`;
}

/** The orders list's text after the badge, e.g. `Ann 4 lines, 1 rejected`. */
export function ordersLine(o: OrdersStatus): string {
  const detail = o.lines > 0 ? ` ${o.lines} lines${o.rejected > 0 ? `, ${o.rejected} rejected` : ''}` : '';
  return `${o.player}${detail}`;
}

/** Who has sent nothing for the turn, as one sentence ('' when everyone has). */
export function missingLine(orders: readonly OrdersStatus[]): string {
  const missing = orders.filter((o) => o.state === 'missing').map((o) => o.player);
  if (missing.length === 0) return '';
  return `No orders yet from ${missing.join(', ')} (units without orders hold).`;
}

export function unrecordedLine(count: number): string {
  if (count <= 0) return '';
  const them = count === 1 ? 'it is' : 'they are';
  return `${plural(count, 'form response')} not recorded yet: Preview does not see ${count === 1 ? 'it' : 'them'}; ${them} recorded by the hourly catch-up or when Resolve starts.`;
}

export interface Group<T> {
  readonly name: string;
  readonly items: readonly T[];
}

/** Items grouped by name, groups in order of first appearance. */
export function groupBy<T>(items: readonly T[], nameOf: (item: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = nameOf(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }));
}

/** Dice grouped by their table (Corruption, Calamities …), falling back to the key's prefix. */
export function rollGroups(rolls: readonly DieRollView[]): Group<DieRollView>[] {
  return groupBy(rolls, (r) => r.table || r.key.split(':')[0] || 'Other');
}

/** Events (`Phase: subject: effect`) grouped by phase, each shown without its phase. */
export function eventGroups(events: readonly string[]): Group<string>[] {
  const split = events.map((e) => {
    const at = e.indexOf(': ');
    return at > 0 ? { phase: e.slice(0, at), text: e.slice(at + 2) } : { phase: 'Other', text: e };
  });
  return groupBy(split, (e) => e.phase).map((g) => ({ name: g.name, items: g.items.map((e) => e.text) }));
}

export function rollLine(r: DieRollView): string {
  return `${r.die} = ${r.result} · ${r.subject} · ${r.effect}`;
}

/** The Undo button's words: which turn it undoes, when the server says. */
export function undoLabel(undoTurn: number | null): string {
  return undoTurn === null ? 'Undo last turn' : `Undo last turn (turn ${undoTurn})`;
}

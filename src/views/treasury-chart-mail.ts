import { escapeXml } from './escape';
import { money } from './report';
import type { TurnBalance } from './treasury-statement';

/**
 * The treasury over the turns, and the guilders by category, as a mail client shows them: bars are table cells
 * of a set width and background colour (inline styles and `bgcolor`), each with its figure written beside it.
 * Gmail drops inline SVG and `<style>` support varies by client, and a PNG would need the Charts service, which
 * the emulation and the scopes do not have; a coloured cell is drawn by every client and read as text without
 * colours. The text form (the email's plain part, the player's file and tab) draws the bars with block characters.
 */

/** What the charts show: the player's own journal rows only (balanceByTurn, categoryTotals). */
export interface TreasuryHistory {
  readonly turns: readonly TurnBalance[];
  readonly categories: readonly { readonly category: string; readonly amount: number }[];
}

/** The turns a chart shows: the last ones, so a long campaign's chart stays readable. */
export const CHART_TURNS = 12;

const BAR_PX = 200;
const BAR_CHARS = 20;
const COLOUR = { in: '#4a9e4a', out: '#c05050', balance: '#1f4e9e' } as const;

/** A figure with its sign: +500, -300, 0. */
const signed = (n: number): string => (n > 0 ? `+${money(n)}` : money(n));

const shown = (h: TreasuryHistory): readonly TurnBalance[] => h.turns.slice(-CHART_TURNS);

/** Width of `value` out of `top`, at least 1 for any non-zero value so a small figure still shows. */
function scaled(value: number, top: number, full: number): number {
  if (value === 0 || top <= 0) return 0;
  return Math.max(1, Math.round((Math.abs(value) / top) * full));
}

function barCell(width: number, colour: string): string {
  if (width === 0) return '';
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="display:inline-table;border-collapse:collapse;vertical-align:middle">` +
    `<tr><td width="${width}" height="10" bgcolor="${colour}" style="width:${width}px;height:10px;padding:0;border:0;background-color:${colour};font-size:1px;line-height:1px">&#160;</td></tr></table>`
  );
}

const TD = 'style="padding:2px 6px;border:1px solid #ddd;white-space:nowrap"';
const TDN = 'style="padding:2px 6px;border:1px solid #ddd;white-space:nowrap;text-align:right"';

/** The balance after each turn and that turn's income and expenses, one row per turn, as HTML tables. */
export function treasuryChartHtml(h: TreasuryHistory): string {
  const turns = shown(h);
  if (turns.length === 0) return '<p>No treasury entries yet.</p>';
  const top = Math.max(1, ...turns.map((t) => Math.max(Math.abs(t.balance), t.income, t.expenses)));
  const rows = turns
    .map(
      (t) =>
        `<tr><td ${TDN}>${t.turn}</td>` +
        `<td ${TD}>${barCell(scaled(t.income, top, BAR_PX), COLOUR.in)} ${signed(t.income)}</td>` +
        `<td ${TD}>${barCell(scaled(t.expenses, top, BAR_PX), COLOUR.out)} ${signed(-t.expenses)}</td>` +
        `<td ${TD}>${barCell(scaled(t.balance, top, BAR_PX), t.balance < 0 ? COLOUR.out : COLOUR.balance)} ${money(t.balance)}</td></tr>`,
    )
    .join('');
  const largest = Math.max(1, ...h.categories.map((c) => Math.abs(c.amount)));
  const categories = h.categories
    .map(
      (c) =>
        `<tr><td ${TD}>${escapeXml(c.category)}</td>` +
        `<td ${TD}>${barCell(scaled(c.amount, largest, BAR_PX), c.amount > 0 ? COLOUR.in : COLOUR.out)} ${signed(c.amount)}</td></tr>`,
    )
    .join('');
  const table = 'style="border-collapse:collapse;margin:.5em 0"';
  return (
    `<table ${table}><tr><th ${TD}>Turn</th><th ${TD}>Income</th><th ${TD}>Expenses</th><th ${TD}>Balance after the turn</th></tr>${rows}</table>` +
    (categories === ''
      ? ''
      : `<table ${table}><tr><th ${TD}>Category</th><th ${TD}>All turns so far</th></tr>${categories}</table>`)
  );
}

const bar = (value: number, top: number): string => '█'.repeat(scaled(value, top, BAR_CHARS));

/** The same charts as text lines: one line per turn, then one per category. */
export function treasuryChartText(h: TreasuryHistory): string[] {
  const turns = shown(h);
  if (turns.length === 0) return ['No treasury entries yet.'];
  const top = Math.max(1, ...turns.map((t) => Math.max(Math.abs(t.balance), t.income, t.expenses)));
  const lines = turns.flatMap((t) => [
    `Turn ${t.turn}: balance ${money(t.balance)}`,
    `  income   ${bar(t.income, top)} ${signed(t.income)}`,
    `  expenses ${bar(t.expenses, top)} ${signed(-t.expenses)}`,
  ]);
  if (h.categories.length === 0) return lines;
  const largest = Math.max(1, ...h.categories.map((c) => Math.abs(c.amount)));
  return [
    ...lines,
    'By category, all turns so far:',
    ...h.categories.map((c) => `  ${c.category}: ${bar(c.amount, largest)} ${signed(c.amount)}`),
  ];
}

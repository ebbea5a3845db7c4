import { escapeXml } from './escape';
import { money } from './report';
import { balanceByTurn, categoryTotals, JournalLine } from './treasury-statement';

/**
 * Pictures of a player's treasury from the journal alone: the balance turn by turn with each turn's income and
 * expenses as bars, and the guilders by category (income and upkeep) over the turns given. Self-contained SVG,
 * every text escaped; the player's own rows only, whatever journal is passed in.
 */

const W = 480;
const H = 220;
const PAD = { left: 56, right: 12, top: 28, bottom: 28 };
const STYLE =
  'text{font:10px sans-serif}.t{font:bold 12px sans-serif}.ax{stroke:#888;stroke-width:1}' +
  '.in{fill:#4a9e4a}.out{fill:#c05050}.bal{fill:none;stroke:#1f4e9e;stroke-width:2}.dot{fill:#1f4e9e}';

function frame(title: string, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" ` +
    `role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><style>${STYLE}</style>` +
    `<rect width="${W}" height="${height}" fill="#fff"/><text class="t" x="8" y="18">${escapeXml(title)}</text>${body}</svg>`
  );
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** The balance after each turn (a line) over that turn's income and expenses (bars). */
export function treasuryChartSvg(journal: readonly JournalLine[], player: string): string {
  const turns = balanceByTurn(journal, player);
  const title = `Treasury of ${player}, turn by turn`;
  if (turns.length === 0) return frame(title, 60, `<text x="8" y="44">No treasury entries yet.</text>`);
  const top = Math.max(1, ...turns.map((t) => Math.max(t.balance, t.income, t.expenses)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / turns.length;
  const y = (v: number): number => round(PAD.top + plotH - (Math.max(0, v) / top) * plotH);
  let body = `<path class="ax" d="M${PAD.left} ${PAD.top}V${PAD.top + plotH}H${W - PAD.right}"/>`;
  body += `<text x="4" y="${PAD.top + 4}">${money(top)}</text><text x="4" y="${PAD.top + plotH}">0</text>`;
  const points: string[] = [];
  turns.forEach((t, i) => {
    const x = PAD.left + i * slot;
    const bar = Math.max(1, round(slot / 3));
    body += `<rect class="in" x="${round(x + slot / 6)}" y="${y(t.income)}" width="${bar}" height="${round(PAD.top + plotH - y(t.income))}"><title>Turn ${t.turn}: income ${money(t.income)}</title></rect>`;
    body += `<rect class="out" x="${round(x + slot / 2)}" y="${y(t.expenses)}" width="${bar}" height="${round(PAD.top + plotH - y(t.expenses))}"><title>Turn ${t.turn}: expenses ${money(t.expenses)}</title></rect>`;
    const cx = round(x + slot / 2);
    points.push(`${cx} ${y(t.balance)}`);
    body += `<circle class="dot" cx="${cx}" cy="${y(t.balance)}" r="3"><title>Turn ${t.turn}: balance ${money(t.balance)}</title></circle>`;
    body += `<text x="${cx}" y="${H - 10}" text-anchor="middle">${t.turn}</text>`;
  });
  body += `<path class="bal" d="M${points.join('L')}"/>`;
  return frame(title, H, body);
}

/** Guilders in and out by category over the turns `from`..`to` (all turns when omitted), largest first. */
export function categoryChartSvg(
  journal: readonly JournalLine[],
  player: string,
  from = -Infinity,
  to = Infinity,
): string {
  const rows = categoryTotals(journal, player, from, to).map((c) => [c.category, c.amount] as const);
  const title = `Income and upkeep of ${player} by category`;
  if (rows.length === 0) return frame(title, 60, `<text x="8" y="44">No treasury entries yet.</text>`);
  const largest = Math.max(...rows.map(([, v]) => Math.abs(v)));
  const left = 130;
  const span = W - left - 70;
  let body = '';
  rows.forEach(([category, amount], i) => {
    const y = 30 + i * 18;
    const width = Math.max(1, round((Math.abs(amount) / largest) * span));
    body += `<text x="8" y="${y + 11}">${escapeXml(category)}</text>`;
    body += `<rect class="${amount > 0 ? 'in' : 'out'}" x="${left}" y="${y}" width="${width}" height="13"/>`;
    body += `<text x="${left + width + 4}" y="${y + 11}">${amount > 0 ? '+' : ''}${money(amount)}</text>`;
  });
  return frame(title, 40 + rows.length * 18, body);
}

import { formatHex } from '../engine/hex';
import { escapeXml } from './escape';
import { choiceInstruction, money, TurnReport } from './report';
import { forceSummary } from './report-text';
import { treasuryChartHtml } from './treasury-chart-mail';

/**
 * The turn report as one HTML document (the email's HTML part, a private file's linked page): every text from
 * the ledger or a player escaped; the map, when given, is an SVG from renderMapSvg (already escaped) inlined.
 */

const e = escapeXml;

function list(items: readonly string[], empty: string): string {
  return items.length === 0
    ? `<p>${e(empty)}</p>`
    : `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
}

const STYLE =
  'body{font-family:sans-serif;max-width:60em;margin:1em auto;color:#222}table{border-collapse:collapse}' +
  'td,th{border:1px solid #ccc;padding:2px 6px;text-align:left}td.n{text-align:right}' +
  'pre{background:#f6f6f6;padding:.5em;white-space:pre-wrap}.refused{color:#a00}';

export function turnReportHtml(r: TurnReport, options: { readonly mapSvg?: string } = {}): string {
  const s = r.statement;
  const rows = s.lines
    .map((l) => {
      const what = l.corruption === null ? l.for : `${l.for} (corruption ${l.corruption}%)`;
      return `<tr><td>${e(l.category)}</td><td>${e(what)}</td><td class="n">${money(l.amount)}</td><td class="n">${money(l.balance)}</td></tr>`;
    })
    .join('');
  const treasury =
    `<table><tr><th>Category</th><th>For</th><th>Amount</th><th>Balance</th></tr>` +
    `<tr><td colspan="3">Opening balance</td><td class="n">${money(s.opening)}</td></tr>${rows}` +
    `<tr><td colspan="3">Closing balance (income ${money(s.income)}, expenses ${money(s.expenses)})</td>` +
    `<td class="n">${money(s.closing)}</td></tr></table>`;
  const orders = r.noOrders
    ? '<p>No orders were received: everything held.</p>'
    : `<ul>${r.orders
        .map((o) => {
          const cls = o.status === 'rejected' ? ' class="refused"' : '';
          const happened = o.status === 'rejected' ? [] : o.happened.length > 0 ? o.happened : ['done'];
          return `<li${cls}><code>${e(o.text)}</code>: ${e(o.status === 'rejected' ? 'refused' : o.status)}, ${e(o.message)}${list(happened, '')}</li>`;
        })
        .join('')}</ul>`;
  const events = r.events.map(
    (x) =>
      `[${x.phase}] ${x.subject === '' ? '' : `${x.subject}: `}${x.effect}${x.roll === '' ? '' : ` (${x.roll})`}`,
  );
  const battles = r.battles.map(
    (b) =>
      `${b.id}: ${b.kind} in ${formatHex(b.hex)} (${b.terrain}): ${b.armies.map((a) => `${a.name} (${a.player}, size ${a.size})`).join(' v ')}. ${b.penalties.join(' ')} ${choiceInstruction(b)}`,
  );
  const spies = r.spyReports.map(
    (x) =>
      `${x.city} (found by ${x.spy}): upgrades ${x.improvements.join(', ') || 'none'}; actions ${x.actions.join(', ') || 'Hold'}; armies ${x.armies.join(', ') || 'none'}; treasury of ${x.treasuryOf}: ${money(x.treasury)}`,
  );
  const cities = r.holdings.cities.map(
    (c) =>
      `${c.name} in ${c.hex}, size ${c.size}: ${c.improvements.join(', ') || 'no upgrades'}; upkeep ${money(c.upkeep)}; ${c.actions} action${c.actions === 1 ? '' : 's'} next turn`,
  );
  const title = `Turn ${r.turn} report for ${r.player}`;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${e(title)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${e(title)}</h1>` +
    (r.ordersDue === '' ? '' : `<p>Orders for turn ${r.nextTurn} are due ${e(r.ordersDue)}.</p>`) +
    `<h2>Treasury</h2>${treasury}<h2>Treasury turn by turn</h2>${treasuryChartHtml(r.history)}` +
    `<h2>Orders and what happened</h2>${orders}` +
    `<h2>Events</h2>${list(events, 'Nothing else happened to you.')}<h2>Lost this turn</h2>${list(r.lost, 'Nothing.')}` +
    `<h2>Battles to fight</h2>${list(battles, 'None.')}<h2>Spy reports</h2>${list(spies, 'None.')}` +
    `<h2>Cities</h2>${list(cities, 'None.')}<h2>Armies and units</h2>${list(r.holdings.forces.map(forceSummary), 'None.')}` +
    (options.mapSvg === undefined ? '' : `<h2>Map</h2>${options.mapSvg}`) +
    `<h2>Order template for turn ${r.nextTurn}</h2><pre>${e(r.template)}</pre></body></html>`
  );
}

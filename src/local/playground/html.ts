/**
 * HTML for the playground's pages. Everything interpolated into `html` is escaped unless it is already
 * `Markup` made by `html` itself, so ledger and player text can never become markup.
 */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

function piece(value: unknown): string {
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** A template tag: literal parts are markup, values are escaped (arrays are joined, false/null skipped). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0];
  values.forEach((value, i) => {
    out += piece(value) + strings[i + 1];
  });
  return new Markup(out);
}

/** A query-string value, for links. */
/** An <option>, built outside a template so a formatter cannot wrap its label in whitespace. */
export function option(value: string, label: string, selected: boolean): Markup {
  return new Markup(
    `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`,
  );
}

export function q(value: string): string {
  return encodeURIComponent(value);
}

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #202124; }
header { background: #1e4d2b; color: #fff; padding: 8px 16px; display: flex; gap: 16px; align-items: baseline; }
header a { color: #fff; }
header strong { font-size: 16px; }
main img { max-width: 100%; height: auto; }
main { padding: 12px 16px; }
nav.tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 8px; }
nav.tabs a { padding: 4px 8px; border: 1px solid #ccc; border-radius: 4px 4px 0 0; text-decoration: none; }
nav.tabs a.current { background: #1e4d2b; color: #fff; }
table.grid { border-collapse: collapse; font-size: 13px; }
table.grid th, table.grid td { border: 1px solid #ddd; padding: 2px 6px; vertical-align: top; white-space: pre-wrap; }
table.grid th { background: #f1f3f4; text-align: left; }
.rownum { color: #888; background: #f8f9fa; text-align: right; }
pre.receipt { background: #f8f9fa; border: 1px solid #ddd; padding: 8px; white-space: pre-wrap; }
.error { color: #b3261e; font-weight: 600; }
.warning { color: #8a5300; font-weight: 600; }
.note { color: #5f6368; }
.lines { white-space: pre-line; }
textarea { width: 100%; max-width: 720px; min-height: 160px; font: 13px monospace; }
form.orders label { display: block; margin: 8px 0 4px; font-weight: 600; }
form.edit { display: flex; gap: 6px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
form.edit input[name=value] { width: 360px; }
form.question { border: 2px solid #1e4d2b; border-radius: 6px; padding: 4px 12px 8px; max-width: 720px; }
.menu { display: flex; flex-wrap: wrap; gap: 6px; }
.menu form { margin: 0; }
a.button, button { padding: 4px 10px; border: 1px solid #1e4d2b; border-radius: 4px; background: #fff; color: #1e4d2b; font: inherit; cursor: pointer; text-decoration: none; }
article.mail { border-top: 1px solid #ddd; margin-top: 12px; }
`;

/** The page frame: a header linking every page, the title and the body; no external scripts or styles. */
export function page(title: string, body: Markup): string {
  return `<!doctype html>${html`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <title>${title} · Campaign Ledger playground</title>
      <style>
        ${new Markup(STYLE)}
      </style>
    </head>
    <body>
      <header>
        <strong>Campaign Ledger</strong> <a href="/">Home</a> <a href="/ledger">Ledger</a>
        <a href="/sidebar">Sidebar</a> <a href="/form">Orders form</a> <a href="/menu">Workbench</a>
        <a href="/outbox">Outbox</a>
      </header>
      <main>
        <h1>${title}</h1>
        ${body}
      </main>
    </body>
  </html> `}`;
}

/** A grid of cells, the first row the header; `numbered` adds the sheet's row numbers (a whole tab only). */
export function grid(rows: readonly (readonly string[])[], id = 'grid', numbered = true): Markup {
  if (rows.length === 0) return html`<p class="note">This tab is empty.</p>`;
  const [header, ...body] = rows;
  const num = (n: number): Markup | string => (numbered ? html`<td class="rownum">${n}</td>` : '');
  // A whole tab: each cell carries its A1 address, to edit it.
  const td = (cell: string, row: number, col: number): Markup =>
    numbered
      ? html`<td data-cell="${columnLetters(col)}${row}" title="${columnLetters(col)}${row}">${cell}</td>`
      : html`<td>${cell}</td>`;
  return html`<table class="grid" id="${id}">
    <thead>
      <tr>
        ${numbered ? html`<th class="rownum">1</th>` : ''}${header.map((cell, c) =>
          numbered
            ? html`<th data-cell="${columnLetters(c)}1" title="${columnLetters(c)}1">${cell}</th>`
            : html`<th>${cell}</th>`,
        )}
      </tr>
    </thead>
    <tbody>
      ${body.map(
        (row, i) =>
          html`<tr>
            ${num(i + 2)}${row.map((cell, c) => td(cell, i + 2, c))}
          </tr> `,
      )}
    </tbody>
  </table>`;
}

/** The column letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

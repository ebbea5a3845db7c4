/**
 * Markdown helpers of the generated references (docs-rulesets.ts): table cells escaped so a `|` or a `<subject>`
 * in a note cannot break a row, and a normal form that ignores the padding Prettier adds to tables.
 */

/** Text outside code spans: `\`, `|`, `*`, `_` at a word's edge and `<` would be read as Markdown or HTML. */
function escapeProse(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\*/g, '\\*')
    .replace(/(^|\W)_|_(?=\W|$)/g, (m) => m.replace('_', '\\_'))
    .replace(/</g, '&lt;');
}

/** Text as one table cell: line breaks become spaces; a `|` is escaped inside code spans too (GFM tables). */
export function cell(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  return flat
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? part.replace(/\|/g, '\\|')
        : escapeProse(part),
    )
    .join('');
}

/** Text as a paragraph (not in a table): escaped as prose, code spans kept. */
export function prose(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? part : escapeProse(part)))
    .join('');
}

/** Text in a code span, whatever backticks it holds. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A table: header and rows of cells already escaped. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A document in a form that Prettier's table padding does not change: spaces squashed, separator rows' dashes
 * as `---`, blank lines dropped. Compared line by line, a stale document shows only the lines that differ.
 */
export function normalLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .map((line) =>
      /^\|[\s:|-]+\|$/.test(line) && line.includes('-') ? line.replace(/:?-+:?/g, '---') : line,
    )
    .filter((line) => line !== '');
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readerAt, rulesetDocuments, RULESETS_DIR } from './docs-rulesets';

/**
 * `npm run docs`: copies the order language (src/engine/cs42/orders/LANGUAGE.md, kept beside the code it
 * documents, codes table included) into docs/orders.md, the players' and moderators' reference, and writes each
 * registered staged ruleset's reference into docs/rulesets/ (docs-rulesets.ts), formatted by Prettier. Tests
 * fail when a generated document is out of date, so the documents never drift from the code.
 */
export const ROOT = path.resolve(__dirname, '..', '..');
export const LANGUAGE_FILE = path.join('src', 'engine', 'cs42', 'orders', 'LANGUAGE.md');
export const ORDERS_DOC = path.join('docs', 'orders.md');

export const GENERATED_NOTE =
  '<!-- Generated from src/engine/cs42/orders/LANGUAGE.md by `npm run docs`: edit that file, not this one. -->';

export function ordersDocument(language: string): string {
  return `${GENERATED_NOTE}\n\n${language.trim()}\n`;
}

/**
 * Lines of a Markdown table that hold one cell where the table has more columns: a paragraph written right
 * under a table without a blank line becomes such a row (GitHub reads it as one; Prettier then pads it).
 */
export function swallowedRows(markdown: string): string[] {
  const cells = (line: string): number =>
    line
      .replace(/\\\|/g, '')
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|').length;
  const out: string[] = [];
  let columns = 0;
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const row = !inCode && line.trim().startsWith('|');
    if (!row) {
      columns = 0;
      continue;
    }
    if (columns === 0) columns = cells(line);
    else if (columns > 1 && cells(line) === 1) out.push(line.trim());
  }
  return out;
}

/** Writes docs/rulesets/*.md as Prettier formats them (the repository's format check covers docs/). */
async function writeRulesetDocs(): Promise<void> {
  const prettier = await import('prettier');
  mkdirSync(path.join(ROOT, RULESETS_DIR), { recursive: true });
  for (const [file, text] of rulesetDocuments(readerAt(ROOT))) {
    const full = path.join(ROOT, file);
    const options = (await prettier.resolveConfig(full)) ?? {};
    writeFileSync(full, await prettier.format(text, { ...options, filepath: full }));
    console.log(`${file}: up to date.`);
  }
}

if (require.main === module) {
  const language = readFileSync(path.join(ROOT, LANGUAGE_FILE), 'utf8');
  mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
  writeFileSync(path.join(ROOT, ORDERS_DOC), ordersDocument(language));
  console.log(`${ORDERS_DOC}: the order language and its codes are up to date.`);
  writeRulesetDocs().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

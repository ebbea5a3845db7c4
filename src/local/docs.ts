import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run docs`: copies the order language (src/engine/cs42/orders/LANGUAGE.md, kept beside the code it
 * documents) into the README between its LANGUAGE markers, headings one level down. A test fails when the
 * README is out of date, so the two never drift apart.
 */
export const LANGUAGE_START =
  '<!-- LANGUAGE:START (generated from src/engine/cs42/orders/LANGUAGE.md by npm run docs) -->';
export const LANGUAGE_END = '<!-- LANGUAGE:END -->';

export function syncedReadme(readme: string, language: string): string {
  let inCode = false;
  const body = language
    .replace(/^# .*\n+/, '')
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) inCode = !inCode;
      // Headings go one level down; a '#' line inside a code block is an order comment, not a heading.
      return !inCode && /^#+ /.test(line) ? `#${line}` : line;
    })
    .join('\n')
    .trim();
  const start = readme.indexOf(LANGUAGE_START);
  const end = readme.indexOf(LANGUAGE_END);
  if (start < 0 || end < start) throw new Error('README.md lacks the LANGUAGE markers');
  return `${readme.slice(0, start + LANGUAGE_START.length)}\n\n${body}\n\n${readme.slice(end)}`;
}

export const ROOT = path.resolve(__dirname, '..', '..');

if (require.main === module) {
  const file = path.join(ROOT, 'README.md');
  const language = readFileSync(path.join(ROOT, 'src', 'engine', 'cs42', 'orders', 'LANGUAGE.md'), 'utf8');
  writeFileSync(file, syncedReadme(readFileSync(file, 'utf8'), language));
  console.log('README.md: the order language section is up to date.');
}

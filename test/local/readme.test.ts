import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_FILE, ordersDocument, ORDERS_DOC, ROOT, swallowedRows } from '../../src/local/docs';

// The README stays short and points to the documents; the order language and its codes live in docs/orders.md,
// generated from LANGUAGE.md (this fails when someone changes one without running `npm run docs`).

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const README = 'README.md';
const GUIDE = path.join('docs', 'moderators-guide.md');

describe('docs/orders.md', () => {
  it('holds the order language and codes exactly as LANGUAGE.md has them', () => {
    // Line by line, spaces squashed (Prettier may pad tables), so a failure shows only the lines that differ.
    const lines = (text: string): string[] =>
      text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '');
    expect(lines(read(ORDERS_DOC))).toEqual(lines(ordersDocument(read(LANGUAGE_FILE))));
  });

  it('keeps the paragraph after the codes table out of the table', () => {
    const doc = read(ORDERS_DOC);
    const after = doc.slice(doc.indexOf('## Codes'));
    expect(after).toMatch(/\n\n`ok` and `correct` lines are carried out/);
  });
});

describe('a paragraph right under a table', () => {
  it('is found as a one-cell row of a wider table', () => {
    const md = '| a | b |\n| - | - |\n| 1 | 2 |\n| Text that was a paragraph. |\n\n| c |\n| - |\n| 3 |\n';
    expect(swallowedRows(md)).toEqual(['| Text that was a paragraph. |']);
  });

  it('is not a row of an escaped pipe or of a code block', () => {
    expect(swallowedRows('| a | b |\n| - | - |\n| `x \\| y` | 2 |\n```\n| z |\n```\n')).toEqual([]);
  });

  it.each([README, ORDERS_DOC, GUIDE, LANGUAGE_FILE])('does not happen in %s', (file) => {
    expect(swallowedRows(read(file))).toEqual([]);
  });
});

describe('README', () => {
  const readme = read(README);

  it('is under 400 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(400);
  });

  it('keeps the two Quick start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('has the sections others add to', () => {
    for (const heading of ['## Deploy', '## Permissions', '## Performance', '## The command-line tool'])
      expect(readme).toContain(`\n${heading}`);
  });

  it.each([README, GUIDE, ORDERS_DOC])('%s links only to files that exist', (file) => {
    const links = [...read(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]);
    const local = links.filter((link) => !/^[a-z]+:/.test(link));
    const missing = local.filter((link) => !existsSync(path.join(ROOT, path.dirname(file), link)));
    expect(missing).toEqual([]);
  });

  it("links the order language and the moderator's guide", () => {
    expect(readme).toContain('](docs/orders.md)');
    expect(readme).toContain('](docs/moderators-guide.md)');
  });
});

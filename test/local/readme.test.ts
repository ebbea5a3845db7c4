import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, syncedReadme } from '../../src/local/docs';

// The README carries the order language (the orders issue: the language is written down in the README); it is
// generated from LANGUAGE.md, and this fails when someone changes one without running `npm run docs`.

describe('README', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('holds the order language exactly as LANGUAGE.md has it', () => {
    const language = readFileSync(path.join(ROOT, 'src', 'engine', 'cs42', 'orders', 'LANGUAGE.md'), 'utf8');
    const squash = (text: string): string => text.replace(/\s+/g, ' ');
    expect(squash(syncedReadme(readme, language))).toBe(squash(readme));
  });

  it('keeps the two Quick start commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});

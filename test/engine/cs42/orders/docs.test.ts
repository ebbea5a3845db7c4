import { readFileSync } from 'fs';
import { join } from 'path';
import { ORDER_CODES } from '../../../../src/engine/cs42/orders/codes';
import { ORDER_HELP_TEXT } from '../../../../src/engine/cs42/orders/help';
import { GRAMMARS, readAction } from '../../../../src/engine/cs42/orders/language';
import type { OrderKind } from '../../../../src/engine/cs42/orders/types';

const doc = readFileSync(join(__dirname, '../../../../src/engine/cs42/orders/LANGUAGE.md'), 'utf8');

describe('LANGUAGE.md and the help text', () => {
  it('documents every code with its severity and summary', () => {
    const flat = doc.replace(/ +/g, ' ');
    for (const [code, e] of Object.entries(ORDER_CODES))
      expect(flat).toContain(`| ${code} | ${e.severity} | ${e.summary} |`);
  });

  it('has a working example for every action, and every example in it reads', () => {
    for (const g of Object.values(GRAMMARS))
      for (const a of g.actions) expect(doc).toContain(a.example.split(' - ')[1].split(' ')[0]);
    const examples = [...doc.matchAll(/`([A-Z][A-Za-z ]+) - ([^`]+)`/g)];
    const kindOf: Record<string, OrderKind> = {
      'Iron Host': 'army',
      Sappers: 'engineer',
      Pilgrims: 'settler',
      'Far Eyes': 'scout',
      Whisper: 'spy',
      'Karak Varn': 'city',
    };
    let n = 0;
    for (const [, name, action] of examples) {
      const kind = kindOf[name];
      if (kind === undefined) continue;
      n++;
      expect({ line: `${name} - ${action}`, r: readAction(kind, action) }).toMatchObject({ r: { ok: true } });
    }
    expect(n).toBeGreaterThan(50);
  });

  it('the short help is at most 600 characters and is the one in LANGUAGE.md', () => {
    expect(ORDER_HELP_TEXT.length).toBeLessThanOrEqual(600);
    const quoted = doc
      .slice(doc.indexOf('## Help text'))
      .split('\n')
      .filter((l) => l.startsWith('> '))
      .map((l) => l.slice(2))
      .join(' ');
    expect(quoted).toBe(ORDER_HELP_TEXT);
  });
});

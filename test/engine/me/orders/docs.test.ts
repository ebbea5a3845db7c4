import { readFileSync } from 'fs';
import { join } from 'path';
import { ME_ORDER_CODES } from '../../../../src/engine/me/orders/codes';
import { ME_GRAMMARS } from '../../../../src/engine/me/orders/language';

/** LANGUAGE.md is the help a player reads: every action, its example and every receipt code are in it. */
const doc = readFileSync(join(__dirname, '../../../../src/engine/me/orders/LANGUAGE.md'), 'utf8');

describe('LANGUAGE.md', () => {
  // A hex's expenditure written on the Kingdom is documented once, on the hex, with the rule for the Kingdom form.
  const hexLabels = new Set(ME_GRAMMARS.hex.map((s) => s.label));
  const kingdomOwn = ME_GRAMMARS.kingdom.filter(
    (s) => !hexLabels.has(s.label) || s.label === 'Pacify' || s.label === 'Incite',
  );
  const documented = [...ME_GRAMMARS.hex, ...ME_GRAMMARS.army, ...kingdomOwn, ...ME_GRAMMARS.battle];
  it('the Kingdom form of a hex expenditure is explained', () => {
    expect(doc).toContain('or on the kingdom with the hex (`Kingdom - Build Fortress 0405`)');
  });

  it.each(documented.map((s) => [s.label, s.example]))(
    '%s is documented with its example %s',
    (label, example) => {
      expect(doc).toContain(label);
      expect(doc).toContain(`\`${example}\``);
    },
  );

  it.each(Object.keys(ME_ORDER_CODES))('receipt code %s is listed', (code) => {
    expect(doc).toContain(`| ${code} |`);
  });
});

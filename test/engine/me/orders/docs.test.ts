import { readFileSync } from 'fs';
import { join } from 'path';
import { checkMeOrders, ME_ORDER_CODES, ME_ORDER_HELP_TEXT } from '../../../../src/engine/me/orders';
import { RED, world } from './fixture';
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

describe('the form help text', () => {
  it('fits the form (600 characters) and shows each kind of subject', () => {
    expect(ME_ORDER_HELP_TEXT.length).toBeLessThanOrEqual(600);
    for (const part of [
      '0405 - Industry',
      'Iron Host - Patrol 0405',
      'Kingdom - Conscription 2',
      'T5-03 - Fight',
    ])
      expect(ME_ORDER_HELP_TEXT).toContain(part);
  });

  it('its examples are lines the language reads', () => {
    for (const line of ['0405 - Industry', 'Iron Host - Patrol 0405', 'Kingdom - Conscription 2']) {
      const l = checkMeOrders({ state: world(), player: RED, text: line, turn: 4, stage: 'Orders' }).lines[0];
      expect(['ME-O001', 'ME-O003', 'ME-O005', 'ME-O006', 'ME-O007']).not.toContain(l.code);
    }
  });
});

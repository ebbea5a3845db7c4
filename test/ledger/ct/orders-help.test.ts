/**
 * The orders form's help (ordersHelp): one line per order family, each naming its stage, and every quoted example
 * read by the grammar as an order of that stage (never CT-O001-CT-O003, the lines that are no order at all).
 * Before, the help was five paragraphs with the families run together.
 */
import { parseOrder } from '../../../src/engine/ct/orders/grammar';
import { ORDER_STAGE } from '../../../src/engine/ct/orders/types';
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';

const families = () =>
  R.ordersHelp
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('House rulings') && !/^CT-R\d+ /.test(line))
    .map((line) => {
      const m = /^([^(]+)\(([a-z-]+)/.exec(line);
      return {
        family: (m?.[1] ?? '').trim(),
        stage: m?.[2] ?? '',
        examples: [...line.matchAll(/“([^”]+)”/g)].map((x) => x[1] ?? '').filter((x) => x.includes(' - ')),
      };
    });

// What the examples name: the demo's battles and warbands, captives held or lost.
const SUBJECTS = {
  player: 'Vanth',
  battles: ['R1-A', 'R2-C1', 'R2-R1'],
  warbands: ['Vanth Blades', 'Vanth Guard', 'Vanth Chronomancer', 'Sethra Blades'],
  captives: ['G.Blades.2', 'K.Axes.3', 'V.Bows.2'],
};

describe('CT ordersHelp', () => {
  // CT-R25..CT-R27 are the house's: the digest stops at CT-R24, so the help (and ct.md) states each in a line.
  it('states each house ruling the messages cite, CT-R25, CT-R26 and CT-R27, in a line of its own', () => {
    const lines = R.ordersHelp.split('\n');
    expect(lines).toContain('House rulings (this ledger’s own, where the book is silent):');
    for (const r of ['CT-R25 Spells', 'CT-R26 Hospital and minimum', 'CT-R27 Unanswered challenge'])
      expect(lines.filter((l) => l.startsWith(`${r} (`))).toHaveLength(1);
  });

  // [Races] alchemist 2: the player "must decide as soon as a result is rolled"; the order is written before.
  it('Reroll says it is decided before the roll and rerolls a Wounded too', () => {
    const line = R.ordersHelp.split('\n').find((l) => l.startsWith('Casualties'));
    expect(line).toContain(
      'written before the roll: it rerolls whatever he rolls but Full recovery, a Wounded too',
    );
  });

  it('one line per order family, each naming its stage', () => {
    expect(families().map((f) => [f.family, f.stage])).toEqual([
      ['Stakes', 'pre-battle'],
      ['Challenges answered', 'pre-battle'],
      ['Summoning', 'pre-battle'],
      ['Battle reports', 'post-battle'],
      ['Casualties', 'post-battle'],
      ['Hits', 'post-battle'],
      ['Recruiting', 'purchases'],
      ['Moving troops', 'purchases'],
      ['Disbanding', 'purchases'],
      ['Territories and challenges', 'purchases'],
      ['Captives', 'purchases'],
      ['Spells', 'purchases'],
      ['Advancement', 'purchases'],
    ]);
  });

  it('every example is an order of its family’s stage', () => {
    const all = families().flatMap((f) => f.examples.map((line) => ({ stage: f.stage, line })));
    // 1 + 2 + 1 + 6 + 3 + 1 + 2 + 3 + 1 + 2 + 4 + 2 + 3, family by family.
    expect(all).toHaveLength(31);
    for (const { stage, line } of all) {
      const r = parseOrder(line, SUBJECTS);
      expect([line, r.ok]).toEqual([line, true]);
      if (r.ok)
        expect([line, ORDER_STAGE[r.order.kind].split(' or ')]).toEqual([
          line,
          expect.arrayContaining([stage]),
        ]);
    }
  });
});

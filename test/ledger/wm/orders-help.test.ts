/**
 * The orders form's help (ordersHelp): one line per order family, and every quoted example is read by the grammar of
 * the family's stage, so the help never teaches a line the form refuses as unreadable (WM-O001) or unknown (WM-O003).
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { WM_ORDER_CODES } from '../../../src/engine/wm/orders/codes';
import { demoAt } from './tabs';

const families = (): { family: string; stage: string; examples: string[] }[] =>
  R.ordersHelp
    .split('\n')
    .slice(1)
    .map((line) => {
      const m = /^([^(]+)\(([a-z-]+)/.exec(line);
      return {
        family: (m?.[1] ?? '').trim(),
        stage: m?.[2] ?? '',
        examples: [...line.matchAll(/“([^”]+)”/g)].map((x) => x[1] ?? ''),
      };
    });

describe('ordersHelp', () => {
  test('one line per order family, each naming its stage', () => {
    expect(families().map((f) => [f.family, f.stage])).toEqual([
      ['Move', 'orders'],
      ['Hold and siege', 'orders'],
      ['Expeditions at sea', 'orders'],
      ['Exodus', 'orders'],
      ['Location choices', 'locations'],
      ['Battle reports', 'reports'],
      ['Experience', 'reports'],
      ['New Year roster', 'new-year'],
      ['New armies and expeditions', 'new-year'],
      ['A fallen nation', 'new-year'],
    ]);
  });

  test('every example is read by its stage’s grammar (never WM-O001 or WM-O003)', () => {
    const all = families().flatMap((f) => f.examples.map((line) => ({ stage: f.stage, line })));
    expect(all).toHaveLength(44);
    for (const { stage, line } of all) {
      const player = line.startsWith('Karak Dum') ? 'Karak Dum' : 'Ostmark';
      const check = R.checkOrders(demoAt(stage === 'new-year' ? 13 : 3, stage), player, line);
      expect([line, check.lines[0]?.code]).not.toEqual([line, 'WM-O001']);
      expect([line, check.lines[0]?.code]).not.toEqual([line, 'WM-O003']);
    }
  });

  test('every code the checks use has its description (docs list them)', () => {
    expect(Object.keys(WM_ORDER_CODES)).toHaveLength(33);
    expect(Object.values(WM_ORDER_CODES).every((d) => d.length > 20)).toBe(true);
  });
});

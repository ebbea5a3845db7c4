/**
 * The orders form's help (ordersHelp): every example line is read by the grammar of its stage, so the help never
 * teaches a line the form refuses as unreadable (WM-O001) or unknown (WM-O003).
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { WM_ORDER_CODES } from '../../../src/engine/wm/orders/codes';
import { demoAt } from './tabs';

const examples = (): { stage: string; line: string }[] => {
  const stages: Record<string, string> = {
    'Month orders': 'orders',
    'Location choices': 'locations',
    'Battle reports': 'reports',
    'New Year': 'new-year',
  };
  let stage = '';
  const out: { stage: string; line: string }[] = [];
  for (const raw of R.ordersHelp.split('\n')) {
    const head = Object.keys(stages).find((k) => raw.startsWith(k));
    if (head) stage = stages[head] ?? '';
    else if (raw.startsWith('  ') && stage !== '')
      out.push({ stage, line: raw.trim().split(/\s{2,}/)[0] ?? '' });
  }
  return out;
};

describe('ordersHelp', () => {
  test('an example for every stage: 10 month orders, 1 location, 8 report facts, 7 New Year orders', () => {
    const count = (s: string): number => examples().filter((e) => e.stage === s).length;
    expect([count('orders'), count('locations'), count('reports'), count('new-year')]).toEqual([10, 1, 8, 7]);
  });

  test('every example is read by its stage’s grammar (never WM-O001 or WM-O003)', () => {
    for (const { stage, line } of examples()) {
      const player = line.startsWith('Karak Dum') ? 'Karak Dum' : 'Ostmark';
      const check = R.checkOrders(demoAt(stage === 'new-year' ? 13 : 3, stage), player, line);
      expect([line, check.lines[0]?.code]).not.toEqual([line, 'WM-O001']);
      expect([line, check.lines[0]?.code]).not.toEqual([line, 'WM-O003']);
    }
  });

  test('every code the checks use has its description (docs list them)', () => {
    expect(Object.keys(WM_ORDER_CODES)).toHaveLength(22);
    expect(Object.values(WM_ORDER_CODES).every((d) => d.length > 20)).toBe(true);
  });
});

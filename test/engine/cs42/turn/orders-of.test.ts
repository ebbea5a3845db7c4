import type { OrderLine } from '../../../../src/engine/cs42/orders/types';
import { TurnContext } from '../../../../src/engine/cs42/turn/context';
import { submissionRecords } from '../../../../src/ledger/orders';
import { turnOrders } from '../../../../src/ledger/turn-orders';
import { ANN, army, BO, campaign, city } from './fixture-units';

/**
 * TurnContext.ordersOf: a player's lines reach only his own unit or city of that name (ORDERS: each player orders
 * his own), and a new one the ledger numbered at Resolve (W018: Ann's "Axes" made "Axes II" because Bo's Axes,
 * hidden from her, was raised earlier in the turn) takes the lines she wrote under the name she typed
 * (orders/LANGUAGE.md: "his lines for the new unit act on it").
 */

const settings = { seed: 'orders-of', replacementCosts: 'table', settlersBeyondRegular: 'table' } as const;
const texts = (lines: readonly OrderLine[]): string[] => lines.map((l) => l.text);

const ORDERS = {
  [ANN]: 'Keep - Raise Troops 150 Axes\nAxes - Move 4\nPikes - Move 1',
  [BO]: 'Deep - Raise Troops 200 Axes\nPikes - Move 2',
};

function checked() {
  const s = campaign({
    map: { '1010': { terrain: 'Underground' } },
    cities: [city('Deep', BO, '1010', 5), city('Keep', ANN, '0303', 5)],
    armies: [army('Pikes', ANN, '0303', 500), army('Pikes', BO, '1010', 500, 'FOOT', 'Dwarves')],
  });
  const records = Object.entries(ORDERS).flatMap(([p, text]) => submissionRecords(s.turn, p, text));
  const balances = new Map([
    ['ann', 5000],
    ['bo', 5000],
  ]);
  return { s, balances, ...turnOrders(s, records, balances, 'table') };
}

function context(): TurnContext {
  const { s, balances, orders } = checked();
  return new TurnContext(s, orders, balances, settings);
}

describe('TurnContext.ordersOf', () => {
  it('gives each player only his own lines for a name both bear', () => {
    const ctx = context();
    expect(texts(ctx.ordersOf('Pikes', ANN))).toEqual(['Pikes - Move 1']);
    expect(texts(ctx.ordersOf('pikes', BO))).toEqual(['Pikes - Move 2']);
  });

  it('gives Bo none of the lines Ann wrote for her new Axes, before or after the ledger numbers hers', () => {
    const ctx = context();
    expect(texts(ctx.ordersOf('Axes', BO))).toEqual([]);
    ctx.numbered(ANN, 'Axes', 'Axes II');
    expect(texts(ctx.ordersOf('Axes', BO))).toEqual([]);
  });

  it('gives the numbered Axes II the lines its owner wrote under “Axes”', () => {
    const ctx = context();
    ctx.numbered(ANN, 'Axes', 'Axes II');
    expect(texts(ctx.ordersOf('Axes II', ANN))).toEqual(['Axes - Move 4']);
    expect(texts(ctx.ordersOf('Axes II', BO))).toEqual([]);
  });

  it('a line made by hand with no player still reaches the unit of its name (older callers)', () => {
    // A receipt's line, as the checker gives it: no writer on it.
    const unowned = checked()
      .receipts.flatMap((r) => r.lines)
      .filter((l) => l.text === 'Pikes - Move 1');
    const bare = new TurnContext(campaign(), new Map([['pikes', unowned]]), new Map(), settings);
    expect(texts(bare.ordersOf('Pikes', BO))).toEqual(['Pikes - Move 1']);
  });
});

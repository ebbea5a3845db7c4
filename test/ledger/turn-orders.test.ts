import { checkOrders } from '../../src/engine/cs42/orders/check';
import { OrderRecord, receiptText } from '../../src/ledger/orders';
import { turnOrders } from '../../src/ledger/turn-orders';
import { ANN, campaign } from '../engine/cs42/orders/fixture';
import type { CampaignState } from '../../src/engine/model';

/** The orders a turn resolves, from the Orders tab's records (issue 11: player words as names). */

function record(turn: number, line: number, unit: string, action: string, text: string): OrderRecord {
  return {
    turn,
    player: ANN,
    line,
    unit,
    action,
    args: '',
    status: 'ok',
    code: 'O000',
    message: '',
    text,
    submitted: '',
    submission: 'on time',
  };
}

describe('turnOrders', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'reads last turn’s orders of a unit called %s and resolves its orders this turn',
    (name) => {
      const state = campaign();
      const armies = [...state.armies, { ...state.armies[0], name }];
      const records = [
        record(state.turn - 1, 1, name, 'Move', `${name} - Move 1`),
        record(state.turn, 1, name, 'Move', `${name} - Move 4`),
      ];
      const r = turnOrders({ ...state, armies }, records, new Map(), 'table');
      expect(r.orders.get(name.toLowerCase())?.map((l) => l.action)).toEqual(['Move']);
      expect(r.status.find((s) => s.player === ANN)).toMatchObject({ state: 'submitted', lines: 1 });
    },
  );
});

describe('the receipt of a player with no units or cities (issue 10)', () => {
  it('says so, and not that every unit and city has orders', () => {
    const receipt = checkOrders({ state: campaign(), player: 'Cy', text: '', treasury: 0 });
    const text = receiptText(receipt, 'Test', 5, 'on time').join('\n');
    expect(text).not.toMatch(/Every unit and city has orders/);
    expect(text).toMatch(/Warning W015: You have no army, unit or city/);
  });

  it('a player whose units all have orders is told so', () => {
    const receipt = checkOrders({ state: campaign(), player: 'Bo', text: '', treasury: 0 });
    const all = receipt.holds.map((h) => `${h.name} - Hold`).join('\n');
    const text = receiptText(
      checkOrders({ state: campaign(), player: 'Bo', text: all, treasury: 0 }),
      'Test',
      5,
      'on time',
    );
    expect(text.at(-1)).toBe('Every unit and city has orders.');
  });

  // RULINGS 8: the Resolve-time receipt priced Replace at the table rate whatever the setting.
  it('prices a Replace line at the Replacement costs setting, as the upkeep charges it', () => {
    // Far Legion (1103) is in Long supply in the fixture: 60% of 500 = 300 points, x 125% = 375 or x 150% = 450.
    const base = campaign();
    const state: CampaignState = {
      ...base,
      armies: base.armies.map((a) =>
        a.name === 'Far Legion'
          ? { ...a, battleLosses: { points: 500, turn: base.turn - 1, unreplaceable: 0 } }
          : a,
      ),
    };
    const records = [record(state.turn, 1, 'Far Legion', 'Replace', 'Far Legion - Replace 300')];
    const cost = (variant: 'table' | 'prose') =>
      turnOrders(state, records, new Map([[ANN.toLowerCase(), 5000]]), 'table', variant).receipts[0].lines[0]
        .cost;
    expect(cost('table')).toBe(375);
    expect(cost('prose')).toBe(450);
  });
});

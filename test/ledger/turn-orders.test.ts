import type { OrderRecord } from '../../src/ledger/orders';
import { turnOrders } from '../../src/ledger/turn-orders';
import { ANN, campaign } from '../engine/cs42/orders/fixture';

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

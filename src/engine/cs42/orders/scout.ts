import { CheckContext, Order, UnitTurn, Verdict } from './context';
import { KindGrammar, movement, noArgs, spec } from './grammar';
import { checkMovement } from './movement';

/** Scouts (UNIT TYPES: cavalry, Move 2 and March 3; Table 6 actions). */

const MOVE = spec(
  'Move',
  'Move',
  ['move'],
  'Far Eyes - Move 2 3',
  movement({ min: 1, max: 3, qualifiers: false, destroy: false }),
);

export const SCOUT_GRAMMAR: KindGrammar = {
  kind: 'scout',
  noun: 'scout',
  actions: [
    spec('Hold', 'Hold', ['hold'], 'Far Eyes - Hold', noArgs),
    MOVE,
    spec(
      'March',
      'March',
      ['march'],
      'Far Eyes - March 1 2 2',
      movement({ min: 2, max: 4, qualifiers: false, destroy: false }),
    ),
  ],
};

export function checkScoutAction(ctx: CheckContext, turn: UnitTurn, order: Order): Verdict {
  if (order.spec.id === 'Move' || order.spec.id === 'March') return checkMovement(ctx, turn, order, MOVE);
  return { ok: true, message: 'holds.' };
}

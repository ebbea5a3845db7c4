import { distance, formatHex } from '../../hex';
import { CheckContext, Order, reject, UnitTurn, Verdict } from './context';
import { KindGrammar, movement, newName, noArgs, spec } from './grammar';
import { checkMovement } from './movement';

/** SETTLER ACTIONS (Table 10; RULINGS 20: a new city 3 or more hexes from every city). */

export const NEW_CITY_MIN_DISTANCE = 3;
const MOVE = spec(
  'Move',
  'Move',
  ['move'],
  'Pilgrims - Move 5',
  movement({ min: 1, max: 2, qualifiers: false, destroy: false }),
);

export const SETTLER_GRAMMAR: KindGrammar = {
  kind: 'settler',
  noun: 'settler band',
  actions: [
    spec('Hold', 'Hold', ['hold'], 'Pilgrims - Hold', noArgs),
    MOVE,
    spec(
      'FoundCity',
      'Found City',
      ['found city', 'found', 'found new city', 'build city'],
      'Pilgrims - Found City New Varn',
      newName(null, 'Found City New Varn'),
      { steps: 2 },
    ),
  ],
};

export function checkSettlerAction(ctx: CheckContext, turn: UnitTurn, order: Order, step: number): Verdict {
  if (order.spec.id === 'Move') return checkMovement(ctx, turn, order, MOVE);
  if (order.spec.id !== 'FoundCity' || order.args.type !== 'new') return { ok: true, message: 'holds.' };
  // Only the cities the player knows of (an unseen underground one is the resolver's to find, turn/settlers.ts).
  const near = ctx.knows.cities().find((c) => distance(c.hex, turn.pos) < NEW_CITY_MIN_DISTANCE);
  if (near !== undefined)
    return reject(
      'O040',
      `${formatHex(turn.pos)} is ${distance(near.hex, turn.pos)} hex(es) from ${near.name}; a new city needs two clear hexes between it and every city (RULINGS 20).`,
    );
  const clash = ctx.claimNew(order.args.name, order.line, 'city');
  if (clash !== null && step === 1) return clash;
  return {
    ok: true,
    message:
      step === 2
        ? `founds ${order.args.name} in ${formatHex(turn.pos)}.`
        : `begins founding ${order.args.name} (turn 1 of 2: write Found City again next turn).`,
  };
}

/**
 * The turn's frame (003 "A Turn"): start (Determine Order, Generate CP's) and end. At the end, 2-CP actions not
 * finished are abandoned with their CP (CP-R1: CP are spent within the turn), and the stops of CP-R5 lapse.
 */
import type { Dice } from '../dice';
import type { CpEvent } from './events';
import { cpEvent } from './events';
import { determineOrder, generateCp } from './generate';
import type { CpState } from './model';

export function startTurn(state: CpState, dice: Dice): { state: CpState; events: CpEvent[] } {
  const order = determineOrder(state, dice);
  const cp = generateCp(order.state, dice);
  return { state: cp.state, events: [...order.events, ...cp.events] };
}

/** Call after Resolve Battles: clears the turn's movement, pending actions and unspent CP; the turn advances. */
export function endTurn(state: CpState): { state: CpState; events: CpEvent[] } {
  const events = state.pending.map((p) =>
    cpEvent('End of turn', p.player, `${p.action}: ${p.target} not finished; its CP is lost`, 'CP-R1'),
  );
  return {
    state: {
      ...state,
      turn: state.turn + 1,
      round: 1,
      moves: 0,
      pending: [],
      players: state.players.map((p) => ({ ...p, cp: 0 })),
      armies: state.armies.map((a) => ({ ...a, stopped: false, cameFrom: null, arrival: 0 })),
    },
    events,
  };
}

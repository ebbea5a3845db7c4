/**
 * Sabotage's effects once its D6 is read (003 Available Actions: Sabotage; CP-R10, CP-R11).
 */
import type { Dice } from '../dice';
import type { CpAction } from './actions';
import type { SabotageResult } from './action-tables';
import { SABOTAGE_TABLE } from './action-tables';
import type { CpEvent } from './events';
import { cpEvent } from './events';
import { army, player, withPlayer } from './map';
import type { CpState } from './model';
import { moveArmy, moveProblem } from './move';

const S = "Spend CP's" as const;

export function sabotage(
  state: CpState,
  who: string,
  action: Extract<CpAction, { kind: 'Sabotage' }>,
  result: SabotageResult,
  dice: Dice,
  key: string,
): { state: CpState; events: CpEvent[] } {
  const target = player(state, action.target);
  if (!target) return { state, events: [] };
  const cite = SABOTAGE_TABLE.cite;
  switch (result) {
    case 'failed':
      return {
        state: withPlayer(state, target.name, { nextCpModifier: target.nextCpModifier + 1 }),
        events: [cpEvent(S, target.name, 'starts the next Generate CP\u2019s phase with ONE MORE CP', cite)],
      };
    case 'succeeded a bit':
      return {
        state: withPlayer(state, target.name, { nextCpModifier: target.nextCpModifier - 1 }),
        events: [cpEvent(S, target.name, 'starts the next Generate CP\u2019s phase with ONE LESS CP', cite)],
      };
    case 'failed horribly': {
      const saboteur = player(state, who);
      return {
        state: withPlayer(state, who, { heroOwedTo: [...(saboteur?.heroOwedTo ?? []), target.name] }),
        events: [
          cpEvent(
            S,
            who,
            `in the next battle against ${target.name}, ${target.name} chooses one of ${who}'s heroes to remove`,
            `${cite}, CP-R11`,
          ),
        ],
      };
    }
    case 'fooled them':
      return fooled(state, who, action, dice, key);
  }
}

/** CP-R10: the target loses one CP (or one off his next Generate); the saboteur moves one of his normal armies. */
function fooled(
  state: CpState,
  who: string,
  action: Extract<CpAction, { kind: 'Sabotage' }>,
  dice: Dice,
  key: string,
): { state: CpState; events: CpEvent[] } {
  const target = player(state, action.target);
  if (!target) return { state, events: [] };
  const cite = `${SABOTAGE_TABLE.cite}, CP-R10`;
  let next =
    target.cp > 0
      ? withPlayer(state, target.name, { cp: target.cp - 1 })
      : withPlayer(state, target.name, { nextCpModifier: target.nextCpModifier - 1 });
  const events = [
    cpEvent(
      S,
      target.name,
      target.cp > 0
        ? 'loses one CP to the saboteur'
        : 'loses one CP of his next Generate CP\u2019s phase to the saboteur',
      cite,
    ),
  ];
  const move = action.fooled;
  const a = move ? army(next, move.army) : undefined;
  const problem = !move
    ? `${who} named no army of ${target.name}'s to move`
    : !a || a.player !== target.name
      ? `${move.army} is not ${target.name}'s army`
      : moveProblem(next, move.army, move.to);
  if (problem || !move) {
    events.push(cpEvent(S, who, `no move: ${problem ?? ''}`, cite));
    return { state: next, events };
  }
  const moved = moveArmy(next, move.army, move.to, dice, `${key}:sabotage-move:${move.army}`);
  next = moved.state;
  events.push(...moved.events);
  return { state: next, events };
}

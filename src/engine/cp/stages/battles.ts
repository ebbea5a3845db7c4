/**
 * Resolve Battles (003 A Turn 4): the battles where armies of opposing sides share a territory, each with its
 * scenario (a D6 on the territory, fixed for Castle, Fortress and Mountain Pass, Last Stand for a broken or
 * defeated army). With none, the turn ends here (captures, end of turn); with some, the results stage waits
 * for the players' reports.
 */
import type { StageSpec } from '../../core/stage';
import { Dice } from '../../dice';
import { findBattles } from '../battles';
import type { CpEvent } from '../events';
import { cpEvent } from '../events';
import { cpSummaries, stageBattle, type CpOrderLine, type CpStageState } from './model';
import { finishTurn } from './finish';

export const CP_BATTLES_STAGE: StageSpec<CpStageState, CpOrderLine, CpEvent> = {
  id: 'battles',
  label: 'Resolve Battles',
  waits: 'nothing',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    const found = findBattles(input.state.cp, dice, input.state.settings);
    const fresh = found.state.battles.filter((b) => !input.state.cp.battles.some((x) => x.id === b.id));
    if (found.state.battles.length > 0)
      return {
        state: { ...input.state, cp: found.state },
        next: { turn: input.clock.turn, stage: 'results', round: 1 },
        events: found.events,
        entries: [],
        battles: fresh.map((b) => stageBattle(found.state, b, 'to fight', null)),
        summaries: cpSummaries(found.state, found.events, input.state.cp),
      };
    const end = finishTurn({ ...input.state, cp: found.state }, input.clock.turn);
    return {
      state: end.state,
      next: { turn: input.clock.turn + 1, stage: 'start', round: 1 },
      events: [
        cpEvent(
          'Resolve Battles',
          `turn ${input.clock.turn}`,
          'no territory holds armies of two sides: no battle',
          '003 A Turn 4',
        ),
        ...end.events,
      ],
      entries: end.entries,
      battles: [],
      summaries: cpSummaries(end.state.cp, [...found.events, ...end.events], input.state.cp),
    };
  },
};

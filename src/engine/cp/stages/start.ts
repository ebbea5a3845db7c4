/**
 * The start of a turn (003 A Turn 1-2): Determine Order, then Generate CP's, in one stage that waits for nobody.
 */
import type { StageSpec } from '../../core/stage';
import { Dice } from '../../dice';
import type { CpEvent } from '../events';
import { startTurn } from '../turn';
import { cpEntries, cpSummaries, type CpOrderLine, type CpStageState } from './model';

export const CP_START_STAGE: StageSpec<CpStageState, CpOrderLine, CpEvent> = {
  id: 'start',
  label: "Resolve Determine Order and Generate CP's",
  waits: 'nothing',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    const before = { ...input.state.cp, turn: input.clock.turn };
    const r = startTurn(before, dice);
    const lines = new Map(r.state.players.map((p) => [p.name, { read: 0, sent: '' }]));
    return {
      state: { ...input.state, cp: r.state, lines },
      next: { turn: input.clock.turn, stage: 'spend', round: 1 },
      events: r.events,
      entries: cpEntries(
        before,
        r.state,
        () => "Generate CP's: D3+1, territories, Sabotage (003 Generate CP's Phase)",
      ),
      battles: [],
      summaries: cpSummaries(r.state, r.events, before),
    };
  },
};

/**
 * Battle results (003 Battle results; CP-R20, CP-R22): each waiting battle's reported result applied in turn
 * (capture, defeated / broken / normal / removed, retreats with their MD roll), then the end of the turn. Every
 * battle needs the report of each side (`T1-01 - Winner <army>` or `T1-01 - Draw`; report-waits.ts), or the result
 * the moderator typed on the Battles tab, which wins over the players' lines; two players who disagree stop the
 * stage, naming both lines.
 */
import type { StageBattle, StageSpec } from '../../core/stage';
import { Dice } from '../../dice';
import { resolveBattle, type CpBattleResult } from '../battles';
import type { CpEvent } from '../events';
import { parseCpLine } from '../orders/grammar';
import { finishTurn } from './finish';
import { reportWaitText, unreportedSides } from './report-waits';
import { cpSummaries, stageBattle, type CpOrderLine, type CpStageState } from './model';

const same = (a: CpBattleResult, b: CpBattleResult): boolean =>
  a === 'draw' || b === 'draw' ? a === b : a.winner === b.winner;

export const CP_RESULTS_STAGE: StageSpec<CpStageState, CpOrderLine, CpEvent> = {
  id: 'results',
  label: 'Resolve battle results',
  waits: 'battle reports',
  run(input) {
    const dice = new Dice(input.seed, input.overrides);
    const reported = new Map<string, { result: CpBattleResult; by: string; line: number }>();
    const typed = new Map(input.state.cp.battles.flatMap((b) => (b.typed ? [[b.id, b.typed] as const] : [])));
    for (const [who, lines] of input.orders)
      for (const l of lines) {
        const p = parseCpLine(input.state.cp, who, l.text, 'results');
        if (!p.ok || p.order.kind !== 'report') continue;
        if (typed.has(p.order.battle)) continue;
        const was = reported.get(p.order.battle);
        if (was && !same(was.result, p.order.result))
          throw new Error(
            `Orders: ${was.by}'s line ${was.line} and ${who}'s line ${l.line} report ${p.order.battle} differently; one of them sends the agreed result again`,
          );
        reported.set(p.order.battle, { result: p.order.result, by: who, line: l.line });
      }
    for (const [id, result] of typed) reported.set(id, { result, by: 'the moderator', line: 0 });
    const waiting = input.state.cp.battles;
    // A battle waits for both sides' reports (report-waits.ts); the turn's end waits with it.
    const silent = unreportedSides(input.state.cp, input.orders);
    if (silent.length > 0) throw new Error(`Orders: ${silent.map(reportWaitText).join('; ')}`);
    let cp = input.state.cp;
    const events: CpEvent[] = [];
    const battles: StageBattle[] = [];
    for (const b of waiting) {
      const r = (reported.get(b.id) as { result: CpBattleResult }).result;
      const winner = r === 'draw' ? null : (cp.armies.find((a) => a.name === r.winner)?.player ?? r.winner);
      battles.push(stageBattle(cp, b, 'applied', winner));
      const done = resolveBattle(cp, b.id, r, dice);
      cp = done.state;
      events.push(...done.events);
    }
    const end = finishTurn({ ...input.state, cp }, input.clock.turn);
    const all = [...events, ...end.events];
    return {
      state: end.state,
      next: { turn: input.clock.turn + 1, stage: 'start', round: 1 },
      events: all,
      entries: end.entries,
      battles,
      summaries: cpSummaries(end.state.cp, all, input.state.cp),
    };
  },
};

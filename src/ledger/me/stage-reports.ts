/**
 * Each player's report of a stage (the book's posted results, 2.3A-2.6A): their own card, and the battles they
 * fight with sides, sizes, set-up and result. Nothing of a battle they are not in, nor anyone's orders.
 */
import type { Clock, StageBattle, StageSummary } from '../../engine/core/stage';
import type { MeState } from '../../engine/me/model';
import { playersOfSide, sideLine } from './stage-battles';

const TITLES: Readonly<Record<string, string>> = {
  orders: 'Interim results',
  'fight-or-flight': 'Fight or flight',
  battles: 'Battle results',
  final: 'Final results',
};

export function playerReports(
  s: MeState,
  cards: readonly StageSummary[],
  battles: readonly StageBattle[],
  clock: Clock,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const k of s.kingdoms) {
    const lines = [`Turn ${clock.turn}: ${TITLES[clock.stage] ?? clock.stage}`];
    lines.push(...(cards.find((c) => c.player === k.player)?.lines ?? []));
    for (const b of battles.filter((x) => x.sides.some((y) => playersOfSide(y.side).includes(k.player)))) {
      lines.push(
        `${b.id} at ${b.where} (${b.kind}): ${b.mode}, ${b.status}${b.winner ? `, won by ${b.winner}` : ''}`,
      );
      for (const side of b.sides) lines.push(`  ${sideLine(side)}`);
      for (const line of b.setup) lines.push(`  ${line}`);
    }
    out.set(k.player, lines);
  }
  return out;
}

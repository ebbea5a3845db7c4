/**
 * Battle reports (003 Battle results; the digest's "What the players report"): a battle is settled on the reports of
 * both its sides, as a WarMaster battle is (wm/stages/report-waiting.ts). The book names no reporter; our reading:
 * each side reports, so one player alone cannot settle the other's fate. The moderator may enter the missing side's
 * line on the Orders tab, or type the result on the Battles tab (it wins over the players' lines).
 */
import type { CpState } from '../model';
import { parseCpLine } from '../orders/grammar';

export interface CpReportWait {
  readonly battle: string;
  readonly player: string;
  readonly army: string;
}

/** The sides (player and army) of each waiting battle, without a typed result, that sent no report of it. */
export function unreportedSides(
  state: CpState,
  orders: ReadonlyMap<string, readonly { readonly text: string }[]>,
): CpReportWait[] {
  const sent = new Set<string>();
  for (const [who, lines] of orders)
    for (const l of lines) {
      const p = parseCpLine(state, who, l.text, 'results');
      if (p.ok && p.order.kind === 'report') sent.add(`${p.order.battle}\u0000${who}`);
    }
  return state.battles
    .filter((b) => !b.typed)
    .flatMap((b) =>
      [b.attacker, b.defender].flatMap((name) => {
        const a = state.armies.find((x) => x.name === name);
        return a && !sent.has(`${b.id}\u0000${a.player}`)
          ? [{ battle: b.id, player: a.player, army: a.name }]
          : [];
      }),
    );
}

/** What the moderator reads for one missing report. */
export function reportWaitText(w: CpReportWait): string {
  return `${w.battle} waits for ${w.player}'s report (${w.army}): each side sends "${w.battle} - Winner <army>" or "${w.battle} - Draw"; or enter ${w.player}'s line on the Orders tab, or type the result on the Battles tab`;
}

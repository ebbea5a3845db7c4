import type { CpBattleResult } from '../../engine/cp/battles';
import { parseCpLine } from '../../engine/cp/orders/grammar';
import { cellText } from '../tab';
import type { CpLedger } from './read-state';
import type { CpOrderRow } from './run-stage';

const said = (r: CpBattleResult): string => (r === 'draw' ? 'a draw' : `${r.winner} the winner`);

/**
 * The results stage runs only with one agreed result per waiting battle (003 Battle results: the players report
 * it): a battle nobody reported, or two reports that differ, stop it, named at their cells.
 */
export function checkReports(ledger: CpLedger, orders: ReadonlyMap<string, readonly CpOrderRow[]>): void {
  const found = new Map<string, { result: CpBattleResult; who: string; cell: string }>();
  // The Result the moderator typed on the Battles tab is the report, over the players' lines.
  const typed = new Set(ledger.state.battles.filter((b) => b.typed).map((b) => b.id));
  for (const [who, lines] of orders)
    for (const l of lines) {
      const p = parseCpLine(ledger.state, who, l.text, 'results');
      if (!p.ok || p.order.kind !== 'report' || typed.has(p.order.battle)) continue;
      const was = found.get(p.order.battle);
      const now = p.order.result;
      if (was && said(was.result) !== said(now))
        throw new Error(
          `Orders!${was.cell} and Orders!${l.cell}: ${was.who} reports ${p.order.battle} with ${said(was.result)}, ${who} with ${said(now)}; one of them sends the agreed result again`,
        );
      found.set(p.order.battle, { result: now, who, cell: l.cell });
    }
  for (const b of ledger.state.battles)
    if (!found.has(b.id) && !typed.has(b.id))
      throw new Error(
        `Battles!A${ledger.battleRows.findIndex((r) => cellText(r.Battle) === b.id) + 2}: ${b.id} has no result yet; each side sends "${b.id} - Winner <army>" or "${b.id} - Draw", or the moderator types the winner army or draw in its Result (003 Battle results)`,
      );
}

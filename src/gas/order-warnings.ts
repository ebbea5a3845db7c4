import { counts, OrderRecord } from '../ledger/orders';
import type { TurnOrdersResult } from '../ledger/turn-orders';

/** A player's text quoted for a message: one line, shortened, never markup (the sidebar shows it as text). */
function quoted(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return `'${one.length > 80 ? `${one.slice(0, 79)}…` : one}'`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Lines accepted when they were sent that the turn's re-check against the ledger now refuses (a unit renamed or
 * deleted since): the resolver drops them, so the moderator is told before Resolve, one sentence per player.
 * The re-check numbers the player's counted lines in order (turnOrders joins them), so line k is counted[k-1].
 */
export function staleOrderWarnings(
  records: readonly OrderRecord[],
  turn: number,
  orders: TurnOrdersResult,
): string[] {
  const out: string[] = [];
  for (const receipt of orders.receipts) {
    const player = receipt.player.toLowerCase();
    const counted = records
      .filter((r) => r.turn === turn && r.player.toLowerCase() === player && counts(r))
      .sort((a, b) => a.line - b.line);
    const noUnit: string[] = [];
    const refused: string[] = [];
    for (const line of receipt.lines) {
      if (line.status !== 'rejected') continue;
      const record = counted[line.line - 1];
      if (record === undefined || record.status.toLowerCase() === 'rejected') continue; // refused when sent
      const where = `line ${record.line} ${quoted(record.text)}`;
      if (line.name === null) noUnit.push(where);
      else refused.push(`${where} (${line.message})`);
    }
    if (noUnit.length > 0)
      out.push(
        `${plural(noUnit.length, 'accepted line', 'accepted lines')} of ${receipt.player} now ${noUnit.length === 1 ? 'names' : 'name'} no unit: ${noUnit.join('; ')}. ${noUnit.length === 1 ? 'It' : 'They'} will be dropped: fix the name on the ledger, or have the orders sent again.`,
      );
    if (refused.length > 0)
      out.push(
        `${plural(refused.length, 'accepted line', 'accepted lines')} of ${receipt.player} would now be refused: ${refused.join('; ')}. ${refused.length === 1 ? 'It' : 'They'} will be dropped.`,
      );
  }
  return out;
}

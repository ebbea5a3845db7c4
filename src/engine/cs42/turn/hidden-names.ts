import { playerSees } from '../orders/knowledge';
import { LedgerNames } from '../orders/naming';
import { normalize } from '../orders/parse';
import { visibleHexes } from '../visibility';
import type { Phase, TurnContext } from './context';
import { key } from './units-memory';

/**
 * The ledger's name for something made mid-turn (Found City, Raise ..., Spawn Settlers) when the order's name was
 * free at submission but something made earlier this turn bears it now (the checker numbers a name already in
 * the ledger, orders/naming.ts, W018). The written name when free; the first free numeral when only what
 * `player` cannot see bears it (another's underground city, army or unit out of sight, any spy: refusing would
 * tell him it exists, VISIBILITY); null when he sees what bears it, and the action fails.
 */
export function ledgerName(ctx: TurnContext, player: string, name: string): string | null {
  const all = [...ctx.state.armies, ...ctx.state.units, ...ctx.state.cities];
  const bearers = all.filter((x) => key(x.name) === key(name));
  if (bearers.length === 0) return name;
  const seen = visibleHexes(ctx.state, player);
  if (bearers.some((x) => playerSees(ctx.state, seen, player, x))) return null;
  return new LedgerNames(new Set(all.map((x) => normalize(x.name)))).of(name);
}

/** What a numbered name looks like in the player's own report: no more than that the name was taken. */
export function takenNote(written: string, named: string): string {
  return named === written ? '' : ` (the name ${written} is taken)`;
}

/**
 * The moderator's W018 row for a numbered name, as at submission. No subject: a Log row reaches the report of
 * whoever owns its subject, and no name is ever empty (O008), so no player reads it.
 */
export function tellModerator(
  ctx: TurnContext,
  phase: Phase,
  made: { player: string; by: string; verb: string; what: string; written: string; named: string },
  table: string,
): void {
  if (made.named === made.written) return;
  const { player, by, verb, what, written, named } = made;
  // His lines for the new unit act on it under its ledger name (LANGUAGE.md, W018).
  ctx.numbered(player, written, named);
  ctx.log(
    phase,
    '',
    `W018 ${player}'s ${by} ${verb} “${written}”, a name that something ${player} cannot see already bears: the ledger calls the new ${what} “${named}”.`,
    `${table}; for the moderator only`,
  );
}

import { tidy, orderLines } from '../../engine/core/orders/line';
import type { CpAction } from '../../engine/cp/actions';
import { actionRefusal } from '../../engine/cp/orders/check';
import { parseCpLine } from '../../engine/cp/orders/grammar';
import type { CheckedLine, OrdersCheck, TabValues } from '../stage-ruleset';
import { listWarnings } from './orders-warnings';
import { readCpLedger } from './read-state';
import { overText } from './view';

export { CP_ORDERS_HELP } from './orders-help';

/**
 * A submission for the stage the clock points at, checked at once (the form's receipt). In the Spend CP's
 * stage the lines are a list read one per round (CP-R21): the first accepted is checked against the map as it
 * stands; later ones for their names only, as the map may change before their round comes (checked again then).
 */
export function cpCheckOrders(tabs: TabValues, player: string, text: string): OrdersCheck {
  const { ledger } = readCpLedger(tabs);
  const { clock, state, settings } = ledger;
  const who = state.players.find((p) => p.name.toLowerCase() === player.trim().toLowerCase())?.name ?? player;
  const lines = orderLines(text);
  const warnings: string[] = [];
  if (!state.players.some((p) => p.name === who)) warnings.push(`'${player}' is not on the Players tab.`);
  // The first line accepted is the one the next round spends: it is checked against the map as it stands.
  let first = true;
  const actions: { line: number; action: CpAction }[] = [];
  const checked: CheckedLine[] = lines.map(({ line, text: raw }): CheckedLine => {
    const base = { line, text: raw };
    if (ledger.over)
      return {
        ...base,
        status: 'rejected',
        code: 'CP-O015',
        message: `${overText(ledger.over)}: no stage runs, so no orders are taken (003 A Turn); the moderator clears ${ledger.over.row} to play on.`,
      };
    if (clock.stage !== 'spend' && clock.stage !== 'results')
      return {
        ...base,
        status: 'rejected',
        code: 'CP-O015',
        message: `The ${clock.stage} stage takes no orders: it runs when the moderator resolves it.`,
      };
    const parsed = parseCpLine(state, who, raw, clock.stage);
    if (!parsed.ok) return { ...base, status: 'rejected', code: parsed.code, message: parsed.message };
    const next = first;
    if (parsed.order.kind === 'action' && first) {
      const refusal = actionRefusal(state, who, parsed.order.action, settings);
      if (refusal) return { ...base, status: 'rejected', code: refusal.code, message: refusal.message };
    }
    if (parsed.order.kind === 'action') actions.push({ line, action: parsed.order.action });
    const report = parsed.order.kind === 'report' ? parsed.order.battle : '';
    if (state.battles.some((b) => b.id === report && b.typed))
      warnings.push(
        `Line ${line}: the moderator has entered ${report}'s result on the Battles tab; it is the one applied.`,
      );
    first = false;
    const corrected = parsed.text !== tidy(raw);
    const later = clock.stage === 'spend' && !next ? ' Checked again when its round comes.' : '';
    return {
      ...base,
      status: corrected ? 'corrected' : 'ok',
      code: '',
      message: `${corrected ? `Read as "${parsed.text}".` : ''}${later}`.trim(),
    };
  });
  if (clock.stage === 'spend') warnings.push(...listWarnings(state, who, actions, settings));
  if (clock.stage === 'spend' && (state.players.find((p) => p.name === who)?.cp ?? 0) === 0)
    warnings.push(`${who} has no CP left this turn: the rounds skip him (003 Spend CP's Phase).`);
  return { player: who, clock, lines: checked, warnings };
}

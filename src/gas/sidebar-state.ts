import { describeIssue } from '../ledger/tab';
import { balances } from '../ledger/treasury';
import { turnOrders } from '../ledger/turn-orders';
import { unrecordedResponseCount } from './orders';
import { staleOrderWarnings } from './order-warnings';
import { awaitingBattleWarnings } from './battles-turn';
import { PropertiesStore, services } from './services';
import { SidebarState } from './sidebar-api';
import { TurnLedger } from './turn-ledger';
import { inProgressMessage, UndoMarker } from './undo-marker';

/**
 * What the sidebar shows, from a ledger already in hand: the one read by getSidebarState, or the ledger as
 * Resolve and Undo left it (so a click needs no second read of every tab).
 */
export function sidebarStateOf(
  ledger: TurnLedger,
  marker: UndoMarker | null,
  notes: readonly string[] = [],
  properties?: PropertiesStore,
): SidebarState {
  const problems = [...notes, ...ledger.issues.slice(0, 5).map(describeIssue)];
  if (ledger.issues.length > 5)
    problems.push(`… and ${ledger.issues.length - 5} more: Campaign → Check ledger lists them.`);
  if (ledger.values.size > 0 && ledger.state.players.length === 0)
    problems.push('No players yet: add them on the Players tab.');
  const orders = turnOrders(
    ledger.state,
    ledger.orders,
    balances(ledger.journal),
    ledger.settings.settlersBeyondRegular,
    ledger.settings.replacementCosts,
  );
  problems.push(...awaitingBattleWarnings(ledger));
  problems.push(...staleOrderWarnings(ledger.orders, ledger.settings.turn, orders));
  const inProgress = inProgressMessage(marker);
  const undoTurn = marker?.turn ?? null;
  const deadline = ledger.settings.deadline;
  return {
    ledgerReady: !ledger.issues.some((i) => i.message.includes('tab is missing')),
    campaignName: ledger.settings.name,
    turn: String(ledger.settings.turn),
    turnNumber: ledger.settings.turn,
    deadline: deadline ? services().Utilities.formatDate(deadline, ledger.timeZone, 'yyyy-MM-dd HH:mm') : '',
    deadlineIso: deadline ? deadline.toISOString() : '',
    players: ledger.state.players.map((p) => ({ name: p.name, race: p.race, colour: p.colour })),
    orders: orders.status,
    canUndo: marker !== null,
    undoTurn,
    unrecordedResponses: unrecorded(ledger, properties),
    inProgress,
    problems,
  };
}

/**
 * Form responses not recorded yet; 0 when the ledger has no form or it cannot be reached now. `properties`: the
 * document properties the caller read already (one read fewer).
 */
function unrecorded(ledger: TurnLedger, properties?: PropertiesStore): number {
  try {
    return unrecordedResponseCount(ledger.spreadsheet, properties);
  } catch {
    return 0; // the count is a hint; the hourly catch-up and the next Resolve record them anyway
  }
}

import { formatHex } from '../engine/hex';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { decodeSnapshot } from '../ledger/snapshot';
import { describeIssue } from '../ledger/tab';
import { turnOrders } from '../ledger/turn-orders';
import { balances } from '../ledger/treasury';
import { applyTurn, previewTurn, TurnRefused, undoTurn } from './resolve';
import { services } from './services';
import { ResolvedTurn, SidebarState, TurnView, UndoneTurn } from './sidebar-api';
import { readTurnLedger } from './turn-ledger';

export const SIDEBAR_FILE = 'Sidebar';
export const SIDEBAR_TITLE = 'Campaign Ledger';

export function openSidebar(): void {
  const { HtmlService, SpreadsheetApp } = services();
  const html = HtmlService.createHtmlOutputFromFile(SIDEBAR_FILE).setTitle(SIDEBAR_TITLE);
  SpreadsheetApp.getUi().showSidebar(html);
}

/** What the sidebar shows: the campaign, the turn, each player's orders; every tab read once. */
export function sidebarState(): SidebarState {
  const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
  const ledger = readTurnLedger(spreadsheet);
  const problems = ledger.issues.slice(0, 5).map(describeIssue);
  if (ledger.issues.length > 5)
    problems.push(`… and ${ledger.issues.length - 5} more: Campaign → Check ledger lists them.`);
  if (ledger.values.size > 0 && ledger.state.players.length === 0)
    problems.push('No players yet: add them on the Players tab.');
  const orders = turnOrders(
    ledger.state,
    ledger.orders,
    balances(ledger.journal),
    ledger.settings.settlersBeyondRegular,
  );
  let undoTurn: number | null = null;
  try {
    undoTurn = decodeSnapshot(ledger.undoCells)?.turn ?? null;
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const deadline = ledger.settings.deadline;
  return {
    ledgerReady: !ledger.issues.some((i) => i.message.includes('tab is missing')),
    campaignName: ledger.settings.name,
    turn: String(ledger.settings.turn),
    turnNumber: ledger.settings.turn,
    deadline: deadline
      ? services().Utilities.formatDate(deadline, spreadsheet.getSpreadsheetTimeZone(), 'yyyy-MM-dd HH:mm')
      : '',
    players: ledger.state.players.map((p) => ({ name: p.name, race: p.race, colour: p.colour })),
    orders: orders.status,
    canUndo: undoTurn !== null,
    undoTurn,
    deadlineIso: deadline ? deadline.toISOString() : '',
    unrecordedResponses: 0,
    inProgress: '',
    problems,
  };
}

/** Overrides from the sidebar: only whole numbers are kept (the dice module ignores impossible faces). */
function overridesFrom(input: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (typeof input !== 'object' || input === null) return out;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const n = Number(value);
    if (Number.isInteger(n)) out.set(String(key), n);
  }
  return out;
}

function view(result: TurnResult, resolved: boolean, fingerprint: string): TurnView {
  const rolls = result.events
    .filter((e) => e.die !== '' && typeof e.result === 'number')
    .map((e) => ({
      key: e.key,
      subject: e.subject,
      die: e.die,
      result: Number(e.result),
      table: e.table,
      effect: e.effect,
    }));
  const events = result.events
    .filter((e) => e.die === '')
    .map((e) => `${e.phase}: ${e.subject}: ${e.effect}`);
  const battles = result.battles.map(
    (b) =>
      `${b.kind} at ${formatHex(b.hex)} (${b.terrain}): ${b.armies.map((a) => `${a.name} (${a.player}, size ${a.size})`).join(' vs ')}`,
  );
  const next = resolved
    ? battles.length > 0
      ? [
          `Arrange ${battles.length} tabletop battle${battles.length === 1 ? '' : 's'} (see the Battles tab) and record the results there.`,
          'Send each player their turn report.',
        ]
      : ['No battles this turn. Send each player their turn report.']
    : [
        'Check the dice and the changes; enter an override if a roll must change, then Preview again or Resolve.',
      ];
  return {
    turn: result.resolvedTurn,
    resolved,
    players: result.players,
    battles,
    rolls,
    events,
    next,
    fingerprint,
  };
}

/** The sidebar's calls turn refusals into plain sentences; anything else is a bug and keeps its stack. */
function plain<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof TurnRefused) throw new Error(error.message, { cause: error });
    throw error;
  }
}

export function previewForSidebar(overrides: unknown): TurnView {
  return plain(() => {
    const preview = previewTurn(overridesFrom(overrides));
    return view(preview.result, false, preview.fingerprint);
  });
}

export function resolveForSidebar(
  expectedTurn: unknown,
  overrides: unknown,
  previewFingerprint?: unknown,
): ResolvedTurn {
  return plain(() => {
    const fingerprint = typeof previewFingerprint === 'string' ? previewFingerprint : undefined;
    const result = applyTurn(Number(expectedTurn), overridesFrom(overrides), fingerprint);
    return { view: view(result, true, ''), state: sidebarState() };
  });
}

export function undoForSidebar(): UndoneTurn {
  return plain(() => ({ message: undoTurn(), state: sidebarState() }));
}

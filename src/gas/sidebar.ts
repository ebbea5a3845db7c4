import { formatHex } from '../engine/hex';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { applyTurn, previewTurn, TurnRefused } from './resolve';
import { sidebarStateOf } from './sidebar-state';
import { undoTurn } from './undo';
import { readUndoMarker, undoProperties } from './undo-marker';
import { services } from './services';
import { ResolvedTurn, SidebarState, TurnView, UndoneTurn } from './sidebar-api';
import { readTurnLedger, TurnLedger } from './turn-ledger';

export const SIDEBAR_FILE = 'Sidebar';
export const SIDEBAR_TITLE = 'Campaign Ledger';

export function openSidebar(): void {
  const { HtmlService, SpreadsheetApp } = services();
  const html = HtmlService.createHtmlOutputFromFile(SIDEBAR_FILE).setTitle(SIDEBAR_TITLE);
  SpreadsheetApp.getUi().showSidebar(html);
}

/** What the sidebar shows: the campaign, the turn, each player's orders; every tab read once. */
export function sidebarState(): SidebarState {
  const ledger = readTurnLedger(services().SpreadsheetApp.getActiveSpreadsheet());
  const properties = undoProperties(); // one read for the undo marker and the count of unrecorded responses
  return sidebarStateOf(ledger, readUndoMarker(properties), [], properties);
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

function view(
  result: TurnResult,
  resolved: boolean,
  fingerprint: string,
  warnings: readonly string[] = [],
  reported?: string,
): TurnView {
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
  const arrange =
    battles.length > 0
      ? `Arrange ${battles.length} tabletop battle${battles.length === 1 ? '' : 's'} (see the Battles tab), record the results there and Apply battle results before the next Resolve.`
      : 'No battles this turn.';
  const next = resolved
    ? [
        arrange,
        ...(reported === undefined ? [] : [reported]),
        `Collect the orders for turn ${result.state.turn}, then Preview and Resolve it.`,
      ]
    : [
        ...warnings.map((w) => `Warning: ${w}`),
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

/**
 * What Resolve did with the turn reports: they went out when it finished (player-report.ts), so the moderator
 * is told to whom, not asked to send them. A player named in a note (no address, quota, a failure) is not counted.
 */
function reportsSent(ledger: TurnLedger, notes: readonly string[]): string {
  const unsent = notes.filter((n) => /not emailed|could not be emailed/.test(n));
  if (notes.some((n) => n.includes('could not be made')))
    return 'The turn reports could not be made: see Needs attention.';
  // "not emailed: the mail quota could not be read" names nobody: none went out.
  const none = unsent.some((n) => /not emailed:/.test(n));
  const sent = none
    ? 0
    : ledger.state.players.filter((p) => p.email.trim() !== '' && !unsent.some((n) => n.includes(p.name)))
        .length;
  const where =
    ledger.settings.playerViews === 'private files' ? "each player's private file" : "each player's tab";
  const missed = unsent.length > 0 ? ' (those not sent are listed under Needs attention)' : '';
  return `Turn reports were written to ${where} and emailed to ${sent} player${sent === 1 ? '' : 's'}${missed}.`;
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
    return view(preview.result, false, preview.fingerprint, preview.warnings);
  });
}

/** Resolve from the sidebar: the turn it applied and the sidebar's new state, from what Resolve holds. */
export function resolveForSidebar(
  expectedTurn: unknown,
  overrides: unknown,
  previewFingerprint?: unknown,
): ResolvedTurn {
  const started = Date.now();
  return plain(() => {
    const fingerprint = typeof previewFingerprint === 'string' ? previewFingerprint : undefined;
    const applied = applyTurn(Number(expectedTurn), overridesFrom(overrides), fingerprint, started);
    return {
      view: view(applied.result, true, '', [], reportsSent(applied.ledger, applied.notes)),
      state: sidebarStateOf(applied.ledger, applied.marker, applied.notes, applied.properties),
    };
  });
}

/** Undo from the sidebar: what it did and the sidebar's new state, from what Undo holds. */
export function undoForSidebar(): UndoneTurn {
  const started = Date.now();
  return plain(() => {
    const undone = undoTurn(started);
    const state = sidebarStateOf(undone.ledger, undone.marker, undone.notes, undone.properties);
    return { message: undone.message, state };
  });
}

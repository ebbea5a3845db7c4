import type { PlayerSummary as PlayerTurnSummary } from '../engine/cs42/turn/pipeline';

/**
 * The sidebar's server calls, typed once for both ends: src/gas implements SidebarApi, the sidebar calls it
 * through google.script.run. Everything crossing is plain data (google.script.run drops Dates and functions).
 */
export interface PlayerSummary {
  readonly name: string;
  readonly race: string;
  readonly colour: string;
}

export interface OrdersStatus {
  readonly player: string;
  readonly state: 'submitted' | 'late' | 'missing';
  readonly lines: number;
  readonly rejected: number;
}

export interface SidebarState {
  readonly ledgerReady: boolean;
  readonly campaignName: string;
  readonly turn: string;
  /** The turn as a number, passed back to Resolve so a turn is never resolved twice. */
  readonly turnNumber: number;
  readonly deadline: string;
  readonly players: readonly PlayerSummary[];
  readonly orders: readonly OrdersStatus[];
  /** Whether Undo last turn has a snapshot to restore. */
  readonly canUndo: boolean;
  /** The turn Undo last turn would undo (the last one resolved), null when there is nothing to undo. */
  readonly undoTurn: number | null;
  /** The Order deadline as an ISO instant (for a countdown), '' when none is set. */
  readonly deadlineIso: string;
  /** Form responses not recorded as orders yet (Resolve records them first). */
  readonly unrecordedResponses: number;
  /**
   * Non-empty when a Resolve or Undo was interrupted (a time limit, a closed browser): what happened, and that
   * Undo last turn puts the ledger back. Resolve is refused while it is set.
   */
  readonly inProgress: string;
  /** Plain sentences for the moderator: what is missing and what to do. */
  readonly problems: readonly string[];
}

/** One player's part of a turn: the engine's own summary, plain data as it is. */
export type TurnPlayerPreview = PlayerTurnSummary;

export interface DieRollView {
  readonly key: string;
  readonly subject: string;
  readonly die: string;
  readonly result: number;
  readonly table: string;
  readonly effect: string;
}

/** What a turn does (Preview) or did (Resolve), for the sidebar. */
export interface TurnView {
  readonly turn: number;
  readonly resolved: boolean;
  readonly players: readonly TurnPlayerPreview[];
  /** Battles and sieges for the tabletop, one sentence each. */
  readonly battles: readonly string[];
  readonly rolls: readonly DieRollView[];
  /** Other events (calamities, buildings, losses), one sentence each. */
  readonly events: readonly string[];
  /** What the moderator must do next. */
  readonly next: readonly string[];
  /**
   * What the turn was computed from (the ledger version, the turn and every order line): Preview returns it and
   * Resolve takes it back, refusing with what changed if orders arrived in between.
   */
  readonly fingerprint: string;
}

/** What Resolve returns: the turn it applied and the sidebar's new state (no second call needed). */
export interface ResolvedTurn {
  readonly view: TurnView;
  readonly state: SidebarState;
}

/** What Undo returns: a sentence for the moderator and the sidebar's new state. */
export interface UndoneTurn {
  readonly message: string;
  readonly state: SidebarState;
}

/** A receipt for orders the moderator pasted (orders that came by mail), as plain lines. */
export interface PastedOrdersResult {
  readonly recorded: boolean;
  readonly lines: readonly string[];
}

export interface SidebarApi {
  getSidebarState(): SidebarState;
  /** Runs the turn without changing anything. `overrides`: die results the moderator entered, by roll key. */
  previewTurn(overrides: Record<string, number>): TurnView;
  /**
   * Applies the turn previewed for `expectedTurn` (refused if the ledger has moved on). `previewFingerprint`:
   * the Preview's `fingerprint`; Resolve refuses, saying what changed, if the orders or the ledger differ from
   * what was previewed (omitted by an old client: no check).
   */
  resolveTurn(
    expectedTurn: number,
    overrides: Record<string, number>,
    previewFingerprint?: string,
  ): ResolvedTurn;
  /** Restores the ledger as it was before the last Resolve (or finishes an interrupted Resolve or Undo). */
  undoLastTurn(): UndoneTurn;
  /** The players' names, for the pasted-orders dialog. */
  listPlayers(): string[];
  /** Checks orders for a player against the ledger without recording them. */
  checkPastedOrders(player: string, text: string): PastedOrdersResult;
  /** Records orders for a player as the moderator's (they count like on-time orders). */
  recordPastedOrders(player: string, text: string): PastedOrdersResult;
  /** The map panel: '' for the whole map, a player's name for their fog of war (player-report-map.ts). */
  getMapView(player: string): import('./player-report-map-view').MapView;
}

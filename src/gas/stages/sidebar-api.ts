import type { Clock, StageSummary, StageWaits } from '../../engine/core/stage';

/**
 * What the stage sidebar (dist/StageSidebar.html) receives from its server calls: plain data, no book known.
 * The page calls the globals getStageState(), previewStageTurn(overrides), resolveStageTurn(expected, overrides,
 * fingerprint) and undoStageTurn(), which pass the ledger's ruleset to stageSidebarState, previewStage,
 * resolveStage and undoStage.
 */
export interface StageSidebarState {
  readonly campaign: string;
  readonly ruleset: string;
  /** Null when the Campaign tab's clock cannot be read (the problems say why). */
  readonly clock: Clock | null;
  /** The clock in the stage's words: `turn 2, interim results` (ledger.ts clockText). */
  readonly clockText: string;
  /** The stage the clock points at; null when the clock cannot be read. */
  readonly stage: { readonly id: string; readonly label: string; readonly waits: StageWaits } | null;
  /** For a stage waiting for players: who has sent lines for it (and how many were accepted), who has not. */
  readonly sent: readonly { readonly player: string; readonly lines: number; readonly accepted: number }[];
  readonly missing: readonly string[];
  /** Form responses not recorded yet (Preview does not see them; the next Resolve records them first). */
  readonly unrecorded: number;
  /** Problems by tab and cell (at most 25 shown), and how many there are. */
  readonly issues: readonly string[];
  readonly issueCount: number;
  readonly canUndo: boolean;
  /** What Undo would undo, in the stage's words: `turn 1, interim results`; '' when nothing. */
  readonly undoText: string;
  /** An interrupted Resolve or Undo: what to do; '' when none. */
  readonly inProgress: string;
  /** What the moderator should know from the last operation (reports not delivered …). */
  readonly notes: readonly string[];
}

/** One die of the stage, as the Log row it writes: the moderator may override it by its key. */
export interface StageRoll {
  readonly key: string;
  readonly subject: string;
  readonly die: string;
  readonly result: string;
  readonly table: string;
  readonly effect: string;
}

/** A stage as it resolves (Preview) or resolved. */
export interface StageView {
  readonly clock: Clock;
  /** The stage's button label: `Resolve interim results`. */
  readonly label: string;
  /** The clock in the stage's words: `turn 1, interim results`. */
  readonly stageText: string;
  readonly next: Clock;
  readonly nextText: string;
  readonly summaries: readonly StageSummary[];
  readonly warnings: readonly string[];
  readonly rolls: readonly StageRoll[];
  /** What the Preview was computed from; Resolve refuses when the ledger moved since. '' once resolved. */
  readonly fingerprint: string;
}

export interface ResolvedStageView {
  readonly view: StageView;
  readonly state: StageSidebarState;
}

export interface UndoneStageView {
  readonly message: string;
  readonly state: StageSidebarState;
}

/** The server calls the stage sidebar makes (globals in src/gas/index.ts), by name. */
export interface StageSidebarApi {
  getStageState(): StageSidebarState;
  previewStageTurn(overrides: Record<string, number>): StageView;
  resolveStageTurn(
    expected: Clock,
    overrides: Record<string, number>,
    previewFingerprint: string,
  ): ResolvedStageView;
  undoStageTurn(): UndoneStageView;
}

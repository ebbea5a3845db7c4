import { RULESETS } from '../../engine/core/ruleset';
import type { StageRuleset } from '../../ledger/stage-ruleset';
import { services } from '../services';
import { TurnRefused } from '../turn-guard';
import { applyStage, previewStage as preview } from './resolve';
import type { ResolvedStageView, StageView, UndoneStageView } from './sidebar-api';
import { stageSidebarStateOf } from './state';
import { undoLastStage } from './undo';

/**
 * The Apps Script operations of any staged ruleset, each taking the StageRuleset first: the entry points
 * (src/gas/index.ts) pass the ledger's ruleset from the registry. No book is known here.
 */
export { setUpStageLedger } from './setup';
export { loadStageDemo } from './demo';
export { checkStageLedger } from './check';
export { stageSidebarState } from './state';
export type { ResolvedStageView, StageSidebarState, StageView, UndoneStageView } from './sidebar-api';

export const STAGE_SIDEBAR_FILE = 'StageSidebar';
export const STAGE_SIDEBAR_TITLE = 'Campaign Ledger';

/** Opens the stage sidebar page (dist/StageSidebar.html). */
export function openStageSidebar(ruleset: StageRuleset): void {
  const { HtmlService, SpreadsheetApp } = services();
  const book = RULESETS.find((r) => r.id === ruleset.id)?.name ?? ruleset.id;
  const html = HtmlService.createHtmlOutputFromFile(STAGE_SIDEBAR_FILE).setTitle(
    `${STAGE_SIDEBAR_TITLE} · ${book}`,
  );
  SpreadsheetApp.getUi().showSidebar(html);
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

/** Preview from the sidebar: the stage as it would resolve (summaries, warnings, dice, a fingerprint). */
export function previewStage(ruleset: StageRuleset, overrides: Record<string, number>): StageView {
  return plain(() => preview(ruleset, overrides));
}

/** Resolve from the sidebar: the stage it applied and the sidebar's new state, from what Resolve holds. */
export function resolveStage(
  ruleset: StageRuleset,
  expected: { turn: number; stage: string; round: number },
  overrides: Record<string, number>,
  previewFingerprint?: string,
): ResolvedStageView {
  const started = Date.now();
  return plain(() => {
    const applied = applyStage(ruleset, expected, overrides, previewFingerprint, started);
    return {
      view: applied.view,
      state: stageSidebarStateOf(ruleset, applied.values, applied.missing, applied.marker, applied.notes),
    };
  });
}

/** Undo from the sidebar: what it did and the sidebar's new state, from what Undo holds. */
export function undoStage(ruleset: StageRuleset): UndoneStageView {
  const started = Date.now();
  return plain(() => {
    const undone = undoLastStage(ruleset, started);
    return {
      message: undone.message,
      state: stageSidebarStateOf(ruleset, undone.values, [], undone.marker, undone.notes),
    };
  });
}

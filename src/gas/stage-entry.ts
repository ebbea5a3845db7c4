/**
 * What each entry point does for a staged ruleset (issue 14): gas/stages' operations, each taking the
 * StageRuleset first, as the dispatch calls them. One table, so the dispatch can be tested with a fake.
 */
import type { StageRuleset } from '../ledger/stage-ruleset';
import type { PastedOrdersResult } from './sidebar-api';
import { services } from './services';
import { createStageForm } from './stages/form';
import { checkPastedStageOrders, recordPastedStageOrders, stageOrdersSubmitted } from './stages/intake';
import {
  checkStageLedger,
  loadStageDemo,
  openStageSidebar,
  previewStage,
  resolveStage,
  setUpStageLedger,
  stageSidebarState,
  undoStage,
} from './stages/operations';
import { stageMapView } from './stage-map';
import { stagePlayerView } from './stages/views';

export interface StageEntryPoints {
  /** Set up ledger: the changes made, one sentence each. */
  setUp(ruleset: StageRuleset): string[];
  loadDemo(ruleset: StageRuleset): string;
  check(ruleset: StageRuleset): string;
  createForm(ruleset: StageRuleset): string;
  ordersSubmitted(ruleset: StageRuleset): void;
  hourly(ruleset: StageRuleset): void;
  checkPasted(ruleset: StageRuleset, player: string, text: string): PastedOrdersResult;
  recordPasted(ruleset: StageRuleset, player: string, text: string): PastedOrdersResult;
  openSidebar(ruleset: StageRuleset): void;
  sidebarState(ruleset: StageRuleset): unknown;
  preview(ruleset: StageRuleset, overrides: Record<string, number>): unknown;
  resolve(
    ruleset: StageRuleset,
    expected: unknown,
    overrides: Record<string, number>,
    fingerprint?: string,
  ): unknown;
  undo(ruleset: StageRuleset): unknown;
  mapView(ruleset: StageRuleset, player: unknown): unknown;
  /** What `player` may see: the ruleset's playerView over the tabs, each read once. */
  playerView(ruleset: StageRuleset, player: string): string[];
}

const active = () => services().SpreadsheetApp.getActiveSpreadsheet();

/** The clock the sidebar previewed: { turn, stage, round } (a bare turn number from an old page: round 1). */
function expectedClock(expected: unknown): { turn: number; stage: string; round: number } {
  if (typeof expected === 'object' && expected !== null) {
    const e = expected as Record<string, unknown>;
    return { turn: Number(e.turn), stage: String(e.stage ?? ''), round: Number(e.round ?? 1) };
  }
  return { turn: Number(expected), stage: '', round: 1 };
}

/** The operations of gas/stages. */
export const STAGE_ENTRY_POINTS: StageEntryPoints = {
  setUp: (ruleset) => setUpStageLedger(services().SpreadsheetApp, active(), ruleset),
  loadDemo: (ruleset) => loadStageDemo(services().SpreadsheetApp, active(), ruleset),
  check: (ruleset) => checkStageLedger(active(), ruleset),
  createForm: (ruleset) => createStageForm(active(), ruleset),
  ordersSubmitted: (ruleset) => void stageOrdersSubmitted(ruleset),
  // The hourly catch-up records what a missed lock left (reminders are Campaign System v4.2's so far).
  hourly: (ruleset) => void stageOrdersSubmitted(ruleset),
  checkPasted: (ruleset, player, text) => checkPastedStageOrders(ruleset, player, text),
  recordPasted: (ruleset, player, text) => recordPastedStageOrders(ruleset, player, text),
  openSidebar: (ruleset) => openStageSidebar(ruleset),
  sidebarState: (ruleset) => stageSidebarState(ruleset),
  preview: (ruleset, overrides) => previewStage(ruleset, overrides),
  resolve: (ruleset, expected, overrides, fingerprint) =>
    resolveStage(ruleset, expectedClock(expected), overrides, fingerprint),
  undo: (ruleset) => undoStage(ruleset),
  mapView: (ruleset, player) => stageMapView(ruleset, player),
  playerView: (ruleset, player) => stagePlayerView(ruleset, player),
};

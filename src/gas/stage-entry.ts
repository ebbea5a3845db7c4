/**
 * What each entry point does for a staged ruleset (issue 14): gas/stages' operations, each taking the
 * StageRuleset first, as the dispatch calls them. Kept as one table so the dispatch can be tested with a fake.
 */
import type { StageRuleset } from '../ledger/stage-ruleset';
import type { PastedOrdersResult } from './sidebar-api';

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
  preview(ruleset: StageRuleset, overrides: unknown): unknown;
  resolve(ruleset: StageRuleset, expected: unknown, overrides: unknown, fingerprint?: unknown): unknown;
  undo(ruleset: StageRuleset): unknown;
  mapView(ruleset: StageRuleset, player: unknown): unknown;
}

const notYet =
  (what: string) =>
  (ruleset: StageRuleset): never => {
    throw new Error(`${what} is not built yet for the ${ruleset.id} ruleset.`);
  };

/** The operations of gas/stages (bound as they land). */
export const STAGE_ENTRY_POINTS: StageEntryPoints = {
  setUp: notYet('Set up ledger'),
  loadDemo: notYet('Load demo campaign'),
  check: notYet('Check ledger'),
  createForm: notYet('Create orders form'),
  ordersSubmitted: notYet('The orders form'),
  hourly: notYet('The hourly trigger'),
  checkPasted: notYet('Check pasted orders'),
  recordPasted: notYet('Record pasted orders'),
  openSidebar: notYet('Resolve'),
  sidebarState: notYet('The stage sidebar'),
  preview: notYet('Preview'),
  resolve: notYet('Resolve'),
  undo: notYet('Undo'),
  mapView: notYet('The map view'),
};

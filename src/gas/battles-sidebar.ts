import { applyBattles, BattlesOutcome, previewBattles } from './battles-apply';
import { services } from './services';
import { sidebarStateOf } from './sidebar-state';
import type { AppliedBattles, BattlesView } from './battles-api';
import { TurnRefused } from './turn-guard';
import { readUndoMarker, undoProperties } from './undo-marker';

export const APPLY_BATTLES_TITLE = 'Apply battle results';

function viewOf(outcome: BattlesOutcome): BattlesView {
  const s = outcome.settled;
  return {
    applied: s.applied,
    incomplete: s.incomplete,
    warnings: s.warnings.map((w) => w.message),
    effects: s.events.map((e) => `${e.subject}: ${e.effect}`),
    rolls: s.events
      .filter((e) => e.key !== '')
      .map((e) => ({ key: e.key, die: e.die, result: String(e.result), subject: e.subject })),
    fingerprint: outcome.fingerprint,
    treasury: s.entries.map(
      (e) => `${e.player}: ${e.amount > 0 ? '+' : ''}${e.amount} (${e.category}: ${e.for})`,
    ),
  };
}

function overridesFrom(input: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (typeof input !== 'object' || input === null) return out;
  for (const [key, value] of Object.entries(input as Record<string, unknown>))
    if (typeof value === 'number' && Number.isInteger(value)) out.set(key, value);
  return out;
}

/** Refusals as plain sentences; anything else is a bug and keeps its stack. */
function plain<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof TurnRefused) throw new Error(error.message, { cause: error });
    throw error;
  }
}

export function previewBattlesForSidebar(overrides: unknown): BattlesView {
  return plain(() => viewOf(previewBattles(overridesFrom(overrides))));
}

export function applyBattlesForSidebar(overrides: unknown, previewFingerprint?: unknown): AppliedBattles {
  const started = Date.now();
  return plain(() => {
    const fingerprint = typeof previewFingerprint === 'string' ? previewFingerprint : undefined;
    const outcome = applyBattles(overridesFrom(overrides), started, fingerprint);
    const marker = readUndoMarker(undoProperties());
    return { view: viewOf(outcome), state: sidebarStateOf(outcome.ledger, marker, outcome.notes) };
  });
}

/** The report of an Apply, for the menu's alert. */
export function describeApplied(view: BattlesView): string {
  const lines = [
    `Applied ${view.applied.length} battle${view.applied.length === 1 ? '' : 's'}: ${view.applied.join(', ')}.`,
  ];
  lines.push(...view.warnings.map((w) => `Warning: ${w}`));
  lines.push(...view.effects);
  for (const b of view.incomplete) lines.push(`Not applied ${b.id}: ${b.messages.join('; ')}`);
  return lines.join('\n');
}

/** Campaign → Apply battle results: applies, then says what it did (or why not) in an alert. */
export function menuApplyBattles(): void {
  const ui = services().SpreadsheetApp.getUi();
  let message: string;
  try {
    const applied = applyBattlesForSidebar({});
    message = [describeApplied(applied.view), ...applied.state.problems].join('\n');
  } catch (error) {
    message = `${APPLY_BATTLES_TITLE} stopped: ${error instanceof Error ? error.message : String(error)}`;
  }
  ui.alert(APPLY_BATTLES_TITLE, message, ui.ButtonSet.OK);
}

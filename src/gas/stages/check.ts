import { columnLetter } from '../../ledger/setup-plan';
import type { StageRuleset, TabValues } from '../../ledger/stage-ruleset';
import { CellIssue, describeIssue, headerIndex, tabRows } from '../../ledger/tab';
import { SpreadsheetService } from '../services';
import { readStageLedger } from './ledger';

const SHOWN = 25;

/** A missing tab or a deleted column the rules read is a problem, not a silent default; a derived one is not read. */
function shapeIssues(ruleset: StageRuleset, values: TabValues, missing: readonly string[]): CellIssue[] {
  const out: CellIssue[] = missing.map((tab) => ({
    tab,
    cell: 'A1',
    message: 'the tab is missing; run Campaign → Set up ledger',
  }));
  for (const spec of ruleset.tabs) {
    const rows = values.get(spec.name);
    if (!rows) continue;
    const tab = tabRows(spec.name, rows);
    const column = headerIndex(tab);
    for (const c of spec.columns)
      if (!c.formula && !c.derived && column(c.header) < 0)
        out.push({
          tab: spec.name,
          cell: `${columnLetter(tab.headers.length + 1)}1`,
          message: `the column '${c.header}' is missing (the rules read it); run Campaign → Set up ledger to add it back`,
        });
  }
  return out;
}

/** Every problem in the ledger's cells by tab and cell: its shape first, then what the ruleset finds. */
export function stageIssues(ledger: {
  readonly ruleset: StageRuleset;
  readonly values: TabValues;
  readonly missing: readonly string[];
}): CellIssue[] {
  const shape = shapeIssues(ledger.ruleset, ledger.values, ledger.missing);
  // A ruleset reading a tab that is not there would only repeat it: its own check runs on a whole ledger.
  if (ledger.missing.length > 0) return shape;
  try {
    return [...shape, ...ledger.ruleset.check(ledger.values)];
  } catch (error) {
    return [
      ...shape,
      { tab: 'Campaign', cell: 'A1', message: error instanceof Error ? error.message : String(error) },
    ];
  }
}

/**
 * What the moderator should know that stops no stage (the ruleset's `notes`): only on a whole ledger, and
 * none when the ruleset cannot read it (Check already names why, among the problems).
 */
export function stageNotes(ledger: {
  readonly ruleset: StageRuleset;
  readonly values: TabValues;
  readonly missing: readonly string[];
}): readonly CellIssue[] {
  if (ledger.missing.length > 0 || !ledger.ruleset.notes) return [];
  try {
    return ledger.ruleset.notes(ledger.values);
  } catch {
    return [];
  }
}

function shown(issues: readonly CellIssue[]): string[] {
  const more = issues.length > SHOWN ? [`… and ${issues.length - SHOWN} more.`] : [];
  return [...issues.slice(0, SHOWN).map(describeIssue), ...more];
}

/**
 * The issues as the Check ledger message: all is in order, or every problem by tab and cell; then the notes,
 * which do not stop a stage.
 */
export function issuesMessage(issues: readonly CellIssue[], notes: readonly CellIssue[] = []): string {
  const head =
    issues.length === 0
      ? ['The ledger is in order: every cell the rules read is valid.']
      : [
          `${issues.length} problem${issues.length === 1 ? '' : 's'} (a stage is not resolved until they are fixed):`,
          ...shown(issues),
        ];
  const tail = notes.length === 0 ? [] : ['Notes (they do not stop a stage):', ...shown(notes)];
  return [...head, ...tail].join('\n');
}

/** Campaign → Check ledger on a staged ruleset's ledger; each tab read once. */
export function checkStageLedger(spreadsheet: SpreadsheetService, ruleset: StageRuleset): string {
  const ledger = readStageLedger(spreadsheet, ruleset);
  return issuesMessage(stageIssues(ledger), stageNotes(ledger));
}

/**
 * The registry (issue 14, rulesets-design.md 3.7, 4): the rule books this version plays end to end, and the
 * one list of them. Campaign System v4.2 keeps its own turn code (`turn`); every other book is a StageRuleset
 * run by `gas/stages/`. A book is playable when, and only when, it is registered here.
 */
import {
  RULESETS,
  rulesetByName,
  rulesetProblem,
  type RulesetId,
  type RulesetInfo,
} from '../engine/core/ruleset';
import { columnLetter, normaliseHeader } from '../ledger/setup-plan';
import { CAMPAIGN_TAB, LEDGER_TABS } from '../ledger/schema';
import type { StageRuleset } from '../ledger/stage-ruleset';
import { cellText } from '../ledger/tab';
import { CP_STAGE_RULESET } from '../ledger/cp/ruleset';
import { CT_STAGE_RULESET } from '../ledger/ct/ruleset';
import { ME_STAGE_RULESET } from '../ledger/me/ruleset';
import { WM_STAGE_RULESET } from '../ledger/wm/ruleset';

export interface TurnRuleset {
  readonly id: 'cs42';
  readonly kind: 'turn';
  readonly info: RulesetInfo;
}

export interface StagesRuleset {
  readonly id: RulesetId;
  readonly kind: 'stages';
  readonly info: RulesetInfo;
  readonly ruleset: StageRuleset;
}

export type RegisteredRuleset = TurnRuleset | StagesRuleset;

function infoOf(id: RulesetId): RulesetInfo {
  const info = RULESETS.find((r) => r.id === id);
  if (!info) throw new Error(`No rule book has the id ${id}.`);
  return info;
}

/** Campaign System v4.2 and the staged rulesets given, in the books' order. */
export function registryOf(staged: readonly StageRuleset[]): readonly RegisteredRuleset[] {
  const cs42: TurnRuleset = { id: 'cs42', kind: 'turn', info: infoOf('cs42') };
  const entries: RegisteredRuleset[] = [
    cs42,
    ...staged.map((ruleset): StagesRuleset => ({
      id: ruleset.id,
      kind: 'stages',
      info: infoOf(ruleset.id),
      ruleset,
    })),
  ];
  const order = RULESETS.map((r) => r.id);
  return entries.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** Every ruleset this version plays. */
export const REGISTERED: readonly RegisteredRuleset[] = registryOf([
  ME_STAGE_RULESET,
  CP_STAGE_RULESET,
  CT_STAGE_RULESET,
  WM_STAGE_RULESET,
]);

/** The names a moderator may choose in the Ruleset cell (its dropdown). */
export function rulesetNames(registered: readonly RegisteredRuleset[] = REGISTERED): string[] {
  return registered.map((r) => r.info.name);
}

/** Thrown with a plain sentence when the Ruleset cell names a book this version does not play. */
export class RulesetRefused extends Error {}

/** Where a Campaign tab setting's value is (A1, 1-based row) and what it holds; null: no such row. */
export function settingCell(
  values: readonly (readonly unknown[])[],
  setting: string,
): { a1: string; row: number; column: number; value: unknown; text: string } | null {
  const headers = (values[0] ?? []).map((h) => normaliseHeader(cellText(h)));
  const settingAt = headers.indexOf(normaliseHeader('Setting'));
  const valueAt = headers.indexOf(normaliseHeader('Value'));
  if (settingAt < 0 || valueAt < 0) return null;
  const key = normaliseHeader(setting);
  const index = values.findIndex((row, i) => i > 0 && normaliseHeader(cellText(row[settingAt])) === key);
  if (index < 0) return null;
  const value = values[index][valueAt];
  return {
    a1: `${columnLetter(valueAt + 1)}${index + 1}`,
    row: index + 1,
    column: valueAt + 1,
    value,
    text: cellText(value),
  };
}

/** The Campaign tab's Ruleset value cell. */
export const rulesetCell = (values: readonly (readonly unknown[])[]) => settingCell(values, 'Ruleset');

/**
 * The ruleset the Campaign tab's Ruleset cell names (values: the tab read, header first; empty: no tab).
 * Blank, or no such cell: Campaign System v4.2. A name or alias per rulesetByName; a book not registered, or
 * no book at all, is refused naming the cell and the registered ones.
 */
export function activeRuleset(
  values: readonly (readonly unknown[])[],
  registered: readonly RegisteredRuleset[] = REGISTERED,
): RegisteredRuleset {
  const cell = rulesetCell(values);
  const cs42 = registered.find((r) => r.id === 'cs42');
  if (!cs42) throw new Error('Campaign System v4.2 must be registered.');
  if (!cell || cell.text.trim() === '') return cs42;
  const problem = rulesetProblem(
    cell.text,
    registered.map((r) => r.id),
  );
  if (problem) throw new RulesetRefused(`${CAMPAIGN_TAB.name}!${cell.a1}: Ruleset: ${problem}.`);
  const id = rulesetByName(cell.text)?.id;
  return registered.find((r) => r.id === id) ?? cs42;
}

/** The tabs of a registered ruleset's ledger, by name. */
export function tabNamesOf(entry: RegisteredRuleset): readonly string[] {
  return entry.kind === 'turn' ? LEDGER_TABS.map((t) => t.name) : entry.ruleset.tabs.map((t) => t.name);
}

/**
 * Set up ledger's refusal when the spreadsheet holds another registered ruleset's own tabs (ones `chosen` has
 * not): an ME ledger under a Campaign System v4.2 Ruleset, or the reverse. Null when the tabs fit.
 */
export function tabsMismatch(
  chosen: RegisteredRuleset,
  sheetNames: readonly string[],
  registered: readonly RegisteredRuleset[] = REGISTERED,
): string | null {
  const have = new Set(sheetNames.map((n) => n.trim().toLowerCase()));
  const mine = new Set(tabNamesOf(chosen).map((n) => n.toLowerCase()));
  for (const other of registered) {
    if (other.id === chosen.id) continue;
    const theirs = tabNamesOf(other).filter((n) => !mine.has(n.toLowerCase()) && have.has(n.toLowerCase()));
    if (theirs.length === 0) continue;
    return (
      `The Campaign tab’s Ruleset says ${chosen.info.name}, but this spreadsheet holds ${other.info.name} tabs ` +
      `(${theirs.join(', ')}). Set the Ruleset back to ${other.info.name}, or start ${chosen.info.name} in a new ` +
      'spreadsheet. Nothing was changed.'
    );
  }
  return null;
}

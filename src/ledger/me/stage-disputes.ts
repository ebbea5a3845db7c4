/**
 * Conflicting battle reports (004 5.4C: the players report the battle's result together): when the accepted
 * lines of a battle disagree on the winner or the level, the battle cannot be applied. The Battles stage stops
 * with a message naming each Orders cell and what the moderator does next, instead of taking one line over the
 * other.
 */
import type { StageReportLine } from '../../engine/core/stage';
import { normalize } from '../../engine/core/orders/line';
import { columnLetter } from '../setup-plan';
import { STAGE_ORDERS_TAB, type TabValues } from '../stage-ruleset';
import { cellText, headerIndex } from '../tab';
import { tabOf } from './stage-values';

/** One accepted report line with the player's line number it came from. */
export interface SentReportLine {
  readonly line: number;
  readonly report: StageReportLine;
}

/** The Text cell of a player's accepted line of (turn, stage), as `Orders!E12`; the tab alone if not found. */
export function ordersCell(
  tabs: TabValues,
  turn: number,
  stage: string,
  player: string,
  line: number,
): string {
  const tab = tabOf(tabs, STAGE_ORDERS_TAB.name);
  if (!tab) return STAGE_ORDERS_TAB.name;
  const col = headerIndex(tab);
  const at = tab.rows.findIndex(
    (r) =>
      Number(r[col('Turn')]) === turn &&
      cellText(r[col('Stage')]).toLowerCase() === stage &&
      cellText(r[col('Player')]).toLowerCase() === player.toLowerCase() &&
      Number(r[col('Line')]) === line &&
      ['ok', 'corrected'].includes(cellText(r[col('Status')]).toLowerCase()),
  );
  const text = col('Text');
  return at < 0 ? STAGE_ORDERS_TAB.name : `${STAGE_ORDERS_TAB.name}!${columnLetter(text + 1)}${at + 2}`;
}

/** Each disagreement on a battle's winner or level, as a sentence naming the cells; none when all agree. */
export function reportDisputes(
  tabs: TabValues,
  turn: number,
  stage: string,
  sent: readonly SentReportLine[],
): string[] {
  const out: string[] = [];
  const battles = [...new Set(sent.map((s) => s.report.battle))].sort();
  for (const b of battles)
    for (const fact of ['winner', 'level'] as const) {
      const said = sent
        .filter((s) => s.report.battle === b && s.report.fact === fact)
        .sort((x, y) => x.report.player.localeCompare(y.report.player) || x.line - y.line);
      if (new Set(said.map((s) => normalize(String(s.report.value)))).size < 2) continue;
      const cells = said.map(
        (s) =>
          `${ordersCell(tabs, turn, stage, s.report.player, s.line)} (${s.report.player}) says ${String(s.report.value)}`,
      );
      out.push(`${b}: the reports disagree on the ${fact}: ${cells.join('; ')} (5.4C)`);
    }
  return out;
}

/** The message that stops the Battles stage while reports disagree, with what to do next. */
export function disputeMessage(disputes: readonly string[]): string {
  return (
    `The battles stage cannot run: ${disputes.join('. ')}. The battle is held, nothing is applied: ` +
    'the player whose line is wrong sends the report again without it (a new submission replaces the old), ' +
    "or you set the wrong line's Status cell to rejected; then resolve the stage again."
  );
}

/**
 * The victory condition as "decided beforehand" (003 A Turn): the Log records it when a stage first runs with it;
 * one changed once turn 1 has been resolved is played, but noted (Log and the moderator's warnings), not silent.
 * A stage reads only the present turn's Log rows (gas/stages/present.ts), so the stage that ends a turn writes the
 * condition that stands as the next turn's first Log row.
 */
import type { Clock } from '../../engine/core/stage';
import { cpEvent, type CpEvent } from '../../engine/cp/events';
import type { CpVictory } from '../../engine/cp/model';
import { victoryText } from '../../engine/cp/victory';
import { LOG_TAB } from '../schema';
import type { TabValues } from '../stage-ruleset';
import { cellText, headerIndex, tabRows } from '../tab';

export const VICTORY_PHASE = 'Victory condition';
const DECIDED = 'decided: ';
const STANDS = 'stands: ';
const CHANGED = / to "(.*)" after turn 1 was resolved/;

/** The condition the Log last recorded, or null when it holds none. */
export function recordedVictory(tabs: TabValues): string | null {
  const values = tabs.get(LOG_TAB.name);
  if (!values) return null;
  const tab = tabRows(LOG_TAB.name, values);
  const col = headerIndex(tab);
  let last: string | null = null;
  for (const row of tab.rows) {
    if (cellText(row[col('Phase')]) !== VICTORY_PHASE) continue;
    const effect = cellText(row[col('Effect')]);
    if (effect.startsWith(DECIDED)) last = effect.slice(DECIDED.length);
    else if (effect.startsWith(STANDS)) last = effect.slice(STANDS.length);
    else last = CHANGED.exec(effect)?.[1] ?? last;
  }
  return last;
}

/** The Log row (and warning) this stage adds about the condition: none while it is the one recorded. */
export function victoryNote(
  recorded: string | null,
  victory: CpVictory,
  clock: Clock,
): { events: CpEvent[]; warnings: string[] } {
  const now = victoryText(victory);
  if (recorded === now) return { events: [], warnings: [] };
  // Before turn 1 is resolved (start of turn 2) it may still be decided; a ledger with no record starts one.
  const early = clock.turn === 1 || recorded === null;
  const effect = early
    ? `${DECIDED}${now}`
    : `changed from "${recorded}" to "${now}" after turn 1 was resolved; 003 A Turn has it decided beforehand: played from this stage on`;
  const event = cpEvent(VICTORY_PHASE, 'Campaign', effect, '003 A Turn');
  return { events: [event], warnings: early ? [] : [`Victory condition ${effect}`] };
}

/** The next turn's first Log row: the condition that stands (written by the stage that ends a turn). */
export function victoryCarried(victory: CpVictory): CpEvent {
  return cpEvent(VICTORY_PHASE, 'Campaign', `${STANDS}${victoryText(victory)}`, '003 A Turn');
}

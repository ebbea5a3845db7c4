/**
 * The victory condition as "decided beforehand" (003 A Turn): the Campaign tab's Victory decided row records it when
 * a stage first runs with it (and the Log says so); one changed once turn 1 has been resolved is played, but noted
 * (Log and the moderator's warnings), not silent, and recorded so the note is given once. The record is a Campaign
 * row, not a Log row, because a stage reads only the present turn's Log rows and Undo puts the Campaign tab back.
 */
import type { Clock } from '../../engine/core/stage';
import { cpEvent, type CpEvent } from '../../engine/cp/events';
import type { CpVictory } from '../../engine/cp/model';
import { victoryText } from '../../engine/cp/victory';
import { CP_VICTORY_DECIDED } from './schema';
import { campaignValue, type CampaignRows } from './settings';
import { cellText } from '../tab';

export const VICTORY_PHASE = 'Victory condition';

/** The condition the Campaign tab records, or null when it holds none (blank, or an older ledger without the row). */
export function recordedVictory(campaign: CampaignRows): string | null {
  const text = cellText(campaignValue(campaign, CP_VICTORY_DECIDED).value);
  return text === '' ? null : text;
}

/**
 * The Log row (and warning) this stage adds about the condition, and the record to write: none while it is the one
 * recorded.
 */
export function victoryNote(
  recorded: string | null,
  victory: CpVictory,
  clock: Clock,
): { events: CpEvent[]; warnings: string[]; record: string | null } {
  const now = victoryText(victory);
  if (recorded === now) return { events: [], warnings: [], record: null };
  // Before turn 1 is resolved (start of turn 2) it may still be decided; a ledger with no record starts one.
  const early = clock.turn === 1 || recorded === null;
  const effect = early
    ? `decided: ${now}`
    : `changed from "${recorded}" to "${now}" after turn 1 was resolved; 003 A Turn has it decided beforehand: played from this stage on`;
  const event = cpEvent(VICTORY_PHASE, 'Campaign', effect, '003 A Turn');
  return { events: [event], warnings: early ? [] : [`Victory condition ${effect}`], record: now };
}

/**
 * The orders form's responses as both intakes read them (CS42's orders.ts, the staged stages/intake.ts): the
 * responses not yet recorded, the day's mail quota spent one recipient at a time, and a recorded receipt's copy
 * by mail and on the player's tab.
 */
import type { IntakeState } from '../ledger/orders-intake';
import { isDone } from '../ledger/orders-intake';
import { ORDERS_QUESTION } from './orders-form';
import type { MailBudget, Submission } from './orders-submit';
import { writePlayerTab } from './player-tabs';
import type { BatchTarget } from './batch-io';
import { FormResponseService, FormService, services, SpreadsheetService } from './services';

/** A recorded submission's receipt: to whom it is mailed and whose tab it goes on (null: nobody's). */
export interface RecordedReceipt {
  readonly player: string | null;
  readonly mailTo: string | null;
  readonly lines: readonly string[];
  readonly campaign: string;
}

/** The answer to the Orders question of a response ('' when it has none). */
function ordersAnswer(response: FormResponseService): string {
  for (const answer of response.getItemResponses())
    if (answer.getItem().getTitle() === ORDERS_QUESTION) {
      const value = answer.getResponse();
      return Array.isArray(value) ? value.flat().join('\n') : String(value);
    }
  return '';
}

/** The form's responses not yet recorded, oldest first: identity, id and time from the response itself. */
export function pendingResponses(form: FormService, state: IntakeState): Submission[] {
  return form
    .getResponses(new Date(Math.max(0, state.through - 1000)))
    .map((response) => ({ response, id: response.getId(), stamp: response.getTimestamp().getTime() }))
    .filter((r) => !isDone(state, r.id, r.stamp))
    .sort((a, b) => a.stamp - b.stamp)
    .map((r) => ({
      id: r.id,
      email: r.response.getRespondentEmail().trim().toLowerCase(),
      player: null,
      text: ordersAnswer(r.response),
      submitted: new Date(r.stamp),
    }));
}

/** Mail for receipts: the day's remaining quota read on the first mail, then spent one recipient at a time. */
export function mailBudget(): MailBudget {
  let left: number | null = null;
  return {
    take: () => {
      left ??= services().MailApp.getRemainingDailyQuota();
      if (left <= 0) return false;
      left -= 1;
      return true;
    },
  };
}

/** Sends a receipt already recorded and puts it on the player's tab; a failure there never undoes the record. */
export function deliver(
  spreadsheet: SpreadsheetService,
  recorded: RecordedReceipt,
  batch?: BatchTarget,
): void {
  if (recorded.mailTo)
    try {
      services().MailApp.sendEmail(
        recorded.mailTo,
        `${recorded.campaign}: your orders receipt`,
        recorded.lines.join('\n'),
      );
    } catch {
      // The Orders tab holds the record; only the copy by mail is missing.
    }
  if (recorded.player && recorded.lines.length > 0)
    try {
      writePlayerTab(spreadsheet, recorded.player, recorded.lines, batch);
    } catch {
      // The moderator's copy on the player's tab; the Orders rows are the record.
    }
}

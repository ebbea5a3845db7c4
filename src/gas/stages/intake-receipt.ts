import type { Clock } from '../../engine/core/stage';
import type { CheckedLine, OrdersCheck, StageRuleset } from '../../ledger/stage-ruleset';
import type { StageOrderRow } from './intake-orders';
import { clockText } from './ledger';

/** What names a stage to players: the ruleset's words for it (ledger.ts clockText). */
export type StageNamer = Pick<StageRuleset, 'stage'>;

/** `turn 3, interim results`: the stage in its words (and the round when the stage repeats). */
export function stageName(clock: Clock, ruleset: StageNamer): string {
  return clockText(clock, ruleset);
}

/** The first line of every receipt: whose orders, for which stage of which campaign. */
export function receiptHeader(campaign: string, player: string, clock: Clock, ruleset: StageNamer): string {
  return `${campaign}: orders of ${player} for ${stageName(clock, ruleset)}`;
}

/** `All 3 lines accepted.`, `The 1 line was accepted.`, `1 of 3 lines REJECTED …`. */
export function acceptedLine(lines: readonly CheckedLine[]): string {
  const total = lines.length;
  const rejected = lines.filter((l) => l.status === 'rejected').length;
  if (total === 0) return 'No order lines were sent.';
  if (rejected === 0) return total === 1 ? 'The 1 line was accepted.' : `All ${total} lines accepted.`;
  const they = rejected === 1 ? 'it does' : 'they do';
  return `${rejected} of ${total} line${total === 1 ? '' : 's'} REJECTED (marked below): ${they} not count unless corrected orders are sent.`;
}

/**
 * What an accepted line's receipt says under it: what the line will do, or nothing. A check's bare `OK.` says
 * nothing the line's place in the receipt does not (the rejected ones are marked).
 */
export function acceptedNote(line: CheckedLine): string | null {
  const message = line.message.replace(/^ok\b[.:]?\s*/i, '').trim();
  if (line.status === 'corrected')
    return `   CORRECTED${line.code ? ` ${line.code}` : ''}${message ? `: ${message}` : ''}`;
  if (message === '') return line.code ? `   ${line.code}` : null;
  return `   ${line.code ? `${line.code}: ` : ''}${message}`;
}

/**
 * A checked submission as the player's receipt, in CS42's shape (src/ledger/orders.ts receiptText): the count
 * of rejected lines, what it replaced, then each line with its status, code and message, then the warnings.
 * `recorded` false: the check only (the moderator's dialog before recording).
 */
export function stageReceipt(
  campaign: string,
  check: OrdersCheck,
  replaced: readonly StageOrderRow[],
  options: {
    readonly by: 'player' | 'moderator';
    readonly recorded: boolean;
    readonly ruleset: StageNamer;
    readonly when: (d: Date) => string;
  },
): string[] {
  const { clock } = check;
  const named = options.ruleset;
  const lines = [receiptHeader(campaign, check.player, clock, named)];
  lines.push(acceptedLine(check.lines));
  if (options.by === 'moderator') lines.push('Entered by the moderator.');
  if (options.recorded) {
    if (replaced.length > 0) {
      const sent = replaced[0].submitted;
      lines.push(
        `This submission REPLACED the earlier one for ${stageName(clock, named)}${sent instanceof Date ? ` (sent ${options.when(sent)})` : ''}, which was:`,
      );
      for (const old of replaced) lines.push(`   was ${old.line}. ${old.text}`);
    } else lines.push(`Sending the form again replaces these orders for ${stageName(clock, named)}.`);
  } else lines.push('Checked only: nothing is recorded until you record it.');
  for (const line of check.lines) {
    if (line.status === 'rejected') {
      lines.push(`REJECTED ${line.line}. ${line.text}`);
      lines.push(`   ${line.code || 'REJECTED'}: ${line.message}`);
    } else {
      lines.push(`${line.line}. ${line.text}`);
      const note = acceptedNote(line);
      if (note !== null) lines.push(note);
    }
  }
  for (const warning of check.warnings) lines.push(`Warning: ${warning}`);
  return lines;
}

/** A refused submission's receipt: nothing recorded, the earlier orders stand. */
export function refusalReceipt(header: string, code: string, why: string): string[] {
  return [header, `REJECTED (${code}): ${why}`];
}

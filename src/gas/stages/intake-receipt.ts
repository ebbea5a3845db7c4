import type { Clock } from '../../engine/core/stage';
import type { OrdersCheck } from '../../ledger/stage-ruleset';
import type { StageOrderRow } from './intake-orders';

/** `turn 3, stage orders` (and the round when the stage repeats). */
export function stageName(clock: Clock): string {
  return `turn ${clock.turn}, stage ${clock.stage}${clock.round > 1 ? ` round ${clock.round}` : ''}`;
}

/** The first line of every receipt: whose orders, for which stage of which campaign. */
export function receiptHeader(campaign: string, player: string, clock: Clock): string {
  return `${campaign}: orders of ${player} for ${stageName(clock)}`;
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
    readonly when: (d: Date) => string;
  },
): string[] {
  const { clock } = check;
  const lines = [receiptHeader(campaign, check.player, clock)];
  const rejected = check.lines.filter((l) => l.status === 'rejected').length;
  lines.push(
    rejected === 0
      ? `All ${check.lines.length} lines accepted.`
      : `${rejected} of ${check.lines.length} lines REJECTED (marked below): they do not count unless corrected orders are sent.`,
  );
  if (options.by === 'moderator') lines.push('Entered by the moderator.');
  if (options.recorded) {
    if (replaced.length > 0) {
      const sent = replaced[0].submitted;
      lines.push(
        `This submission REPLACED the earlier one for ${stageName(clock)}${sent instanceof Date ? ` (sent ${options.when(sent)})` : ''}, which was:`,
      );
      for (const old of replaced) lines.push(`   was ${old.line}. ${old.text}`);
    } else lines.push(`Sending the form again replaces these orders for ${stageName(clock)}.`);
  } else lines.push('Checked only: nothing is recorded until you record it.');
  for (const line of check.lines) {
    if (line.status === 'rejected') {
      lines.push(`REJECTED ${line.line}. ${line.text}`);
      lines.push(`   ${line.code || 'REJECTED'}: ${line.message}`);
    } else {
      lines.push(`${line.line}. ${line.text}`);
      lines.push(
        `   ${line.status.toUpperCase()}${line.code ? ` ${line.code}` : ''}${line.message ? `: ${line.message}` : ''}`,
      );
    }
  }
  for (const warning of check.warnings) lines.push(`Warning: ${warning}`);
  return lines;
}

/** A refused submission's receipt: nothing recorded, the earlier orders stand. */
export function refusalReceipt(header: string, code: string, why: string): string[] {
  return [header, `REJECTED (${code}): ${why}`];
}

import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { PlayerTurnReport, playerTurnReports } from './player-report-build';
import { why } from './player-report-mail';
import { services } from './services';
import type { TurnLedger } from './turn-ledger';

/**
 * A Resolve's player reports, built at most once (issue 9: building every fog-of-war view and map twice, once
 * for the tabs and once for the emails, cost minutes at 48 players on a 99×99 map against Apps Script's
 * 6-minute limit). Built on first use, so with private files or email only they are still built after the
 * turn is written. A failure is kept as its reason, for each user to word as a note.
 */
export type TurnReports = () => { readonly reports: PlayerTurnReport[] } | { readonly error: string };

export function turnReportsOnce(before: TurnLedger, after: TurnLedger, result: TurnResult): TurnReports {
  let built: ReturnType<TurnReports> | null = null;
  return () => {
    if (built !== null) return built;
    const started = Date.now();
    try {
      const when = (date: Date): string =>
        services().Utilities.formatDate(date, after.timeZone, 'yyyy-MM-dd HH:mm');
      const deadline = after.settings.deadline;
      const reports = playerTurnReports(before, after, result, deadline ? when(deadline) : '', when);
      // The execution log says what the reports cost (and a test counts these lines: one per Resolve).
      console.log(
        `Turn ${result.resolvedTurn}: ${reports.length} player reports built in ${Date.now() - started} ms.`,
      );
      built = { reports };
    } catch (error) {
      built = { error: why(error) };
    }
    return built;
  };
}

/**
 * A warband's figure ids are a series (V.Blades.L, V.Blades.1, V.Blades.2 …) and a number once given is never
 * given again: a figure killed, sold or disbanded leaves the Figures tab, but the Log rows about it must stay
 * about it. The warband keeps the next number (its `nextFigure`, the Warbands tab's Next figure), so no rule
 * needs the Log's history to know which numbers are spent.
 */
import type { Figure } from './model';

/** The series of a warband's ids: its first figure's id without the last part (V.Blades.L → V.Blades). */
export function idSeries(warband: { readonly id: string; readonly figures: readonly Figure[] }): string {
  const first = warband.figures[0]?.id ?? warband.id;
  return first.includes('.') ? first.slice(0, first.lastIndexOf('.')) : warband.id;
}

/** One past the highest number of `series` among `ids` (V.Blades.6 → 7); 1 when none is numbered. */
export function nextInSeries(series: string, ids: Iterable<string>): number {
  const prefix = `${series}.`.toLowerCase();
  let next = 1;
  for (const id of ids) {
    if (!id.toLowerCase().startsWith(prefix)) continue;
    const rest = id.slice(prefix.length);
    if (/^\d+$/.test(rest)) next = Math.max(next, Number(rest) + 1);
  }
  return next;
}

/**
 * The number the warband's next new figure takes at least: its Next figure, never below one past its own
 * figures' highest (a figure the moderator added by hand); `known` are other ids the ledger knows (a ledger
 * from before the column: the Figures tab and the Log rows read), used only when it has no Next figure.
 */
export function nextFigureOf(
  warband: { readonly id: string; readonly figures: readonly Figure[]; readonly nextFigure?: number },
  known: Iterable<string> = [],
): number {
  const series = idSeries(warband);
  const own = nextInSeries(
    series,
    warband.figures.map((f) => f.id),
  );
  return Math.max(own, warband.nextFigure ?? nextInSeries(series, known));
}

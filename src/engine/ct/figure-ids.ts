/**
 * A warband's figure ids are a series (V.Blades.L, V.Blades.1, V.Blades.2 …) and a number once given is never
 * given again: a figure killed, sold or disbanded leaves the Figures tab, but the Log rows about it must stay
 * about it. The warband keeps the next number (its `nextFigure`, the Warbands tab's Next figure), so no rule
 * needs the Log's history to know which numbers are spent. A warband that leaves the roster leaves its series and
 * next number with its player (pastSeries, the Forces tab's Past series): raised again, it numbers on.
 */
import type { CtPlayer, Figure, PastSeries, Warband } from './model';

/**
 * The series of a warband's ids: its first figure's id without the last part (V.Blades.L → V.Blades); an
 * Individual's is his id, without a number (V.Captain, or G.Hero.6 raised again → G.Hero).
 */
export function idSeries(warband: {
  readonly id: string;
  readonly figures: readonly Figure[];
  readonly kind?: Warband['kind'];
}): string {
  const first = warband.figures[0]?.id ?? warband.id;
  if (warband.kind === 'individual') return first.replace(/\.\d+$/, '');
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
  warband: {
    readonly id: string;
    readonly figures: readonly Figure[];
    readonly kind?: Warband['kind'];
    readonly nextFigure?: number;
  },
  known: Iterable<string> = [],
): number {
  const series = idSeries(warband);
  const own = nextInSeries(
    series,
    warband.figures.map((f) => f.id),
  );
  return Math.max(own, warband.nextFigure ?? nextInSeries(series, known));
}

/** The ledger's id style (the demo's V.Blades.L): the player's initial for his name, “Vanth Pikes” → V.Pikes. */
export function figureBase(player: string, warband: string): string {
  const rest = warband.toLowerCase().startsWith(`${player.toLowerCase()} `)
    ? `${player.charAt(0)}.${warband.slice(player.length + 1)}`
    : warband;
  return rest.replace(/\s+/g, '');
}

/** Whether `id` is of `series`: the series itself (an Individual's id), its leader (.L) or one of its numbers. */
export function inSeries(series: string, id: string): boolean {
  const s = series.toLowerCase();
  const i = id.toLowerCase();
  return i === s || (i.startsWith(`${s}.`) && /^(l|\d+)$/.test(i.slice(s.length + 1)));
}

/** The series a warband leaving the roster used, and its next number (an empty one: its name in the ledger's style). */
function pastOf(player: string, w: Warband): PastSeries {
  return { series: w.figures.length > 0 ? idSeries(w) : figureBase(player, w.id), next: nextFigureOf(w) };
}

/** `list` with `more` added: a series already there keeps the higher next number. */
export function addPast(list: readonly PastSeries[], more: readonly PastSeries[]): PastSeries[] {
  const out = [...list];
  for (const m of more) {
    const i = out.findIndex((x) => x.series.toLowerCase() === m.series.toLowerCase());
    if (i < 0) out.push(m);
    else out[i] = { series: out[i].series, next: Math.max(out[i].next, m.next) };
  }
  return out;
}

/**
 * The player with `warbands` as his roster: each warband that leaves it keeps its series and next number in his
 * pastSeries, so the numbers its figures had are never given again (the Warbands row and its Next figure go).
 */
export function withRoster(player: CtPlayer, warbands: readonly Warband[]): CtPlayer {
  const staying = new Set(warbands.map((w) => w.id));
  const leaving = player.warbands.filter((w) => !staying.has(w.id)).map((w) => pastOf(player.name, w));
  return leaving.length === 0
    ? { ...player, warbands }
    : { ...player, warbands, pastSeries: addPast(player.pastSeries ?? [], leaving) };
}

/** The number a series' next figure takes, when a warband that left the roster used it; null when none did. */
export function pastNext(players: readonly CtPlayer[], series: string): number | null {
  const found = players
    .flatMap((p) => p.pastSeries ?? [])
    .filter((x) => x.series.toLowerCase() === series.toLowerCase());
  return found.length === 0 ? null : Math.max(...found.map((x) => x.next));
}

/** The map panel's choices and steps, apart from the page (no DOM: tested under Node). */

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** A data URL of the SVG text, percent-encoded whole (a data URL is text, not markup). */
export function mapImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The supply choices for a map: any player's over the whole map, only the player's own over their fog of war. */
export function supplyChoices(
  player: string,
  players: readonly string[],
): { readonly value: string; readonly label: string }[] {
  const whose = player === '' ? players : players.filter((p) => p === player);
  return [
    { value: '', label: 'No supply ranges' },
    ...whose.map((p) => ({ value: p, label: `Supply ranges of ${p}` })),
  ];
}

/** The next zoom step in `direction` (+1 in, -1 out), staying within the steps. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const at = ZOOMS.findIndex((z) => z >= zoom);
  const index = Math.min(ZOOMS.length - 1, Math.max(0, (at < 0 ? ZOOMS.length - 1 : at) + direction));
  return ZOOMS[index];
}

/**
 * Pure text of the stage sidebar and the CLI's status, so both say the same and are tested without a browser.
 * Imported by sidebar/stages.ts (bundled into the page): nothing here touches Apps Script.
 */

/** `2 form responses waiting to be recorded: …`; '' when none. */
export function unrecordedText(count: number): string {
  if (count <= 0) return '';
  const one = count === 1;
  return `${count} form response${one ? '' : 's'} waiting to be recorded: Preview does not see ${one ? 'it' : 'them'}; Resolve records ${one ? 'it' : 'them'} first (so does the hourly catch-up).`;
}

/**
 * A player's card lines without the player's own name before each (the card is titled with it): `Reikland:
 * Decrease DV: Greyhold` under Reikland reads `Decrease DV: Greyhold`. Lines about his armies keep their names.
 */
export function cardLines(card: { readonly player: string; readonly lines: readonly string[] }): string[] {
  const prefix = `${card.player}: `;
  return card.lines.map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line));
}

/**
 * CT-R23: the race rules the conversion lost ([Races] 2 Elves: only its heading survives; part 4 is missing
 * entirely, its race unknown). "Not implemented. Flag to the moderator": the ledger plays such a force as any
 * other, and says so to the moderator (Check, each battle it fights) and to its player (his view).
 */

/** The races of the Forces tab whose campaign rules are lost, with where the book had them. */
export const LOST_RACE_RULES: Readonly<Record<string, string>> = {
  Elf: '[Races] 2 Elves',
};

/** What the moderator is told of a force of a race whose rules are lost; null for any other race. */
export function lostRaceNote(player: string, race: string): string | null {
  const where = LOST_RACE_RULES[race];
  return where === undefined
    ? null
    : `${player}'s force is ${race}: the book's ${where} rules are lost, so the ledger plays it as any other force and applies no race rule of its own; what the Elves do differently is the moderator's to rule (CT-R23)`;
}

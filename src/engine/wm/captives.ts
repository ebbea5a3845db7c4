/**
 * Captured characters at each month's end (POST COMBAT: "Captured characters may roll on the escape chart at the end
 * of each month starting the turn after they are captured"). The escape chart is not in the book (WM-R24): the
 * moderator rolls it and enters the result, so each captive is a note to the moderator, not a die of ours.
 */
import { wmEvent, type WmEvent } from './events';
import type { WmState } from './model';

const CITE = '002 POST COMBAT; WM-R24';

/** One moderator note per captive, but those captured this month (`capturedNow`: they roll from next month). */
export function escapeNotes(s: WmState, capturedNow: ReadonlySet<string>): WmEvent[] {
  return s.nations.flatMap((n) =>
    n.characters
      .filter((c) => c.status === 'captured' && !capturedNow.has(c.name))
      .map((c) =>
        wmEvent(
          'M5 Update map',
          'moderator',
          `${c.name} (${n.name}), held by ${c.capturedBy ?? 'an enemy'}, may roll on the escape chart (not in the book: WM-R24): on Escape set his Status to active and clear Held by on the Characters tab, on Kill set it to dead; else nothing changes`,
          CITE,
        ),
      ),
  );
}

/** The characters captured between two states of the same month (this stage's battles). */
export function capturedBetween(before: WmState, after: WmState): Set<string> {
  const held = new Set(
    before.nations.flatMap((n) => n.characters.filter((c) => c.status === 'captured').map((c) => c.name)),
  );
  return new Set(
    after.nations.flatMap((n) =>
      n.characters.filter((c) => c.status === 'captured' && !held.has(c.name)).map((c) => c.name),
    ),
  );
}

/**
 * Two or more Independent lesser-race armies in one area (MINOR NATIONS; WM-R23). The book has a campaign battle
 * when a forced retreat brings one into another ("contacting another player or independent army"), but no player
 * commands either and no roster records it; of two simply standing together (placed so, or left so) it says
 * nothing. Either way the engine moves no one: the moderator is told, naming the area and the races.
 */
import { independentName, minorsOf } from '../minor-nations';
import type { WmState } from '../model';

const CITE = 'MINOR NATIONS; WM-R23';
const RECORD =
  'records it on the Lesser races tab (a beaten race: Box 0 and its Area cleared; one moved off: its new Area)';

/** `retreated`: the area each race was forced to retreat into this month. One note per area holding two or more. */
export function independentsTogether(s: WmState, retreated: ReadonlyMap<string, string>): string[] {
  const byArea = new Map<string, string[]>();
  for (const m of minorsOf(s))
    if (m.box === 'Independent' && m.area !== null)
      byArea.set(m.area, [...(byArea.get(m.area) ?? []), m.race]);
  const notes: string[] = [];
  for (const [where, races] of byArea) {
    if (races.length < 2) continue;
    const names = races.map(independentName).join(' and ');
    const mover = races.find((r) => retreated.get(r) === where);
    const met = races
      .filter((r) => r !== mover)
      .map(independentName)
      .join(' and ');
    notes.push(
      mover
        ? `${where}: ${independentName(mover)}, forced to retreat, meets ${met}: the book makes it a campaign battle, but no player commands either: the moderator settles it and ${RECORD} (${CITE})`
        : `${where}: ${names} stand together: the book says nothing of two Independent armies meeting: the moderator decides (a battle between them, one moves off, or they share the area) and ${RECORD} (${CITE})`,
    );
  }
  return notes;
}

/**
 * Magic items waiting on a nation's roster (DESIGNING A NATION, Magic Items): items "are assigned to a character at
 * once" and never transferred. An item won by capture, escaped back, carried by a dismissed character or drawn for a
 * New Nation is given, at the end of the stage that brought it, to an active character of the nation at home (not
 * on an expedition): our reading of "at once", the one with the fewest items, in roster order (the General first
 * when he is listed first). The moderator's choice stands over it: he moves the item on the Characters tab.
 */
import { wmEvent, type WmEvent } from './events';
import { awayRefusal } from './expedition-roster';
import { withNation } from './map';
import type { WmState } from './model';

export function assignSpareItems(state: WmState): { state: WmState; events: WmEvent[] } {
  let s = state;
  const events: WmEvent[] = [];
  for (const n of state.nations) {
    const spare = n.spareItems ?? [];
    if (spare.length === 0) continue;
    let characters = n.characters.map((c) => ({ ...c }));
    const left: string[] = [];
    for (const item of spare) {
      const home = characters.filter((c) => c.status === 'active' && !awayRefusal(state, n.name, c.name));
      const fewest = Math.min(...home.map((c) => c.items.length));
      const to = home.find((c) => c.items.length === fewest);
      if (!to) {
        left.push(item);
        continue;
      }
      characters = characters.map((c) => (c.name === to.name ? { ...c, items: [...c.items, item] } : c));
      // The nation's own affair: its roster is its own sheet (only its report shows the line).
      events.push(
        wmEvent('NY6 Roster', n.name, `${item} is assigned to ${to.name} (${to.type})`, '002 Magic Items'),
      );
    }
    s = withNation(s, n.name, { characters, spareItems: left });
  }
  return { state: s, events };
}

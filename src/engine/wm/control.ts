/**
 * Gaining Control (book 002; WM-R7, WM-R8): an army stationary at the population center for consecutive turns
 * equal to its pop level (Village 1, Town 2, City 3) takes the area at the Update Map step; any tabletop battle
 * involving it negates that turn, and the counter resets when it leaves or fights.
 */
import { wmEvent, type WmEvent } from './events';
import { withArea } from './map';
import type { WmState } from './model';
import { POP_POINTS } from './population-tables';

const CITE = '002 Gaining Control (WM-R7, WM-R8)';

/** Month step 5. `fought` names the armies in a tabletop battle this turn. */
export function updateControl(
  state: WmState,
  fought: ReadonlySet<string>,
): { state: WmState; events: WmEvent[] } {
  let next = state;
  const events: WmEvent[] = [];
  for (const a of state.areas) {
    const occupier = state.armies.find(
      (x) =>
        x.area === a.name &&
        x.location === 'Population Center' &&
        x.status === 'normal' &&
        x.cameFrom === null &&
        x.nation !== a.owner,
    );
    if (!occupier || fought.has(occupier.name)) {
      if (a.occupation) next = withArea(next, a.name, { occupation: null });
      continue;
    }
    const turns = a.occupation?.army === occupier.name ? a.occupation.turns + 1 : 1;
    if (turns >= POP_POINTS[a.pop]) {
      next = withArea(next, a.name, { owner: occupier.nation, occupation: null });
      events.push(
        wmEvent('M5 Update map', a.name, `${occupier.nation} gains control (${occupier.name})`, CITE),
      );
    } else {
      next = withArea(next, a.name, { occupation: { army: occupier.name, turns } });
      events.push(
        wmEvent(
          'M5 Update map',
          a.name,
          `${occupier.name} occupies it: ${turns} of ${POP_POINTS[a.pop]}`,
          CITE,
        ),
      );
    }
  }
  return { state: next, events };
}

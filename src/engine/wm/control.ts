/**
 * Gaining Control (book 002; WM-R7, WM-R8): an army stationary at the population center for consecutive turns
 * equal to its pop level (Village 1, Town 2, City 3) takes the area at the Update Map step; any tabletop battle
 * involving it negates that turn, and the counter resets when it leaves or fights.
 */
import { wmEvent, type WmEvent } from './events';
import { withArea } from './map';
import { independentIn, independentName } from './minor-nations';
import type { WmArea, WmState } from './model';
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
    const independent = independentIn(state, a.name);
    if (independent) {
      const r = independentControl(next, a, independentName(independent.race), fought);
      next = r.state;
      events.push(...r.events);
      continue;
    }
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

/**
 * MINOR NATIONS (WM-R23): an Independent army "will take control of any area if they occupy it for the required
 * number of turns. If this occurs, the area will become neutral." The same count as Gaining Control: its pop level
 * in consecutive turns, negated by a battle; turns 0 marks the month it arrived, which does not count.
 */
function independentControl(
  state: WmState,
  a: WmArea,
  name: string,
  fought: ReadonlySet<string>,
): { state: WmState; events: WmEvent[] } {
  const held = a.occupation?.army === name ? a.occupation.turns : null;
  if (fought.has(name) || held === 0 || a.owner === null)
    return { state: withArea(state, a.name, { occupation: null }), events: [] };
  const turns = (held ?? 0) + 1;
  const cite = '002 MINOR NATIONS, Independent; Gaining Control';
  if (turns >= POP_POINTS[a.pop])
    return {
      state: withArea(state, a.name, { owner: null, occupation: null }),
      events: [wmEvent('M5 Update map', a.name, `${name} takes control: the area becomes neutral`, cite)],
    };
  return {
    state: withArea(state, a.name, { occupation: { army: name, turns } }),
    events: [wmEvent('M5 Update map', a.name, `${name} occupies it: ${turns} of ${POP_POINTS[a.pop]}`, cite)],
  };
}

/**
 * What follows a battle over the months (book 002 POST COMBAT; THE MAP, POI): captured characters' escape results
 * (the chart is not in the book: entered by the moderator, WM-R24), the once-per-game rally, and the magic portal.
 */
import { wmEvent, type WmEvent } from './events';
import {
  area,
  army as armyOf,
  armiesIn,
  isTownOrCity,
  nation as nationOf,
  withArmy,
  withNation,
} from './map';
import type { WmState } from './model';

/**
 * A captured character's roll on the escape chart at a month's end, from the turn after his capture: Escape frees
 * him, Kill kills him, anything else keeps him. An NPP's captured characters wait for the player (NPP 4).
 */
export function escapeRoll(
  state: WmState,
  of: string,
  character: string,
  result: 'Escape' | 'Kill' | 'Capture',
  ownerPresent = true,
): { state: WmState; events: WmEvent[] } {
  const n = nationOf(state, of);
  const c = n.characters.find((x) => x.name === character);
  if (!c || c.status !== 'captured') throw new RangeError(`${character} of ${of} is not captured`);
  if (!ownerPresent) return { state, events: [] };
  const status = result === 'Escape' ? 'active' : result === 'Kill' ? 'dead' : 'captured';
  const next = withNation(state, of, {
    characters: n.characters.map((x) =>
      x.name === character
        ? { ...x, status, capturedBy: status === 'captured' ? x.capturedBy : undefined }
        : x,
    ),
  });
  const text =
    result === 'Escape' ? 'escapes' : result === 'Kill' ? 'is killed in captivity' : 'stays captive';
  return {
    state: next,
    events: [wmEvent('M5 Update map', character, `${text} (WM-R24)`, '002 POST COMBAT')],
  };
}

/** Once per game, a nation with only routed forces rallies one routed army at the end of any turn. */
export function rally(state: WmState, of: string, name: string): { state: WmState; events: WmEvent[] } {
  const n = nationOf(state, of);
  const a = armyOf(state, name);
  if (n.rallyUsed) throw new RangeError(`${of} has already used its once-per-game rally`);
  if (a.nation !== of || a.status !== 'routed') throw new RangeError(`${name} is not a routed army of ${of}`);
  if (state.armies.some((x) => x.nation === of && x.status !== 'routed'))
    throw new RangeError(`${of} may rally only when all its forces are routed`);
  return {
    state: withNation(withArmy(state, name, { status: 'normal', still: 0 }), of, { rallyUsed: true }),
    events: [wmEvent('M5 Update map', name, 'rallied: the once-per-game rally', '002 POST COMBAT')],
  };
}

/** Magic portal POI: the winner may move his army at once to any area with no town or city (our reading: unoccupied). */
export function portalMove(state: WmState, name: string, to: string): { state: WmState; events: WmEvent[] } {
  const target = area(state, to);
  if (isTownOrCity(target))
    throw new RangeError(`The portal leads to areas with no town or city; ${to} has a ${target.pop}`);
  if (armiesIn(state, to).some((x) => x.name !== name)) throw new RangeError(`${to} holds another army`);
  const a = armyOf(state, name);
  return {
    state: withArmy(state, name, { area: to, cameFrom: a.area, location: 'Countryside' }),
    events: [
      wmEvent(
        'M3 Combat',
        name,
        `steps through the magic portal to ${to}`,
        '002 THE MAP, Points of Interest',
      ),
    ],
  };
}

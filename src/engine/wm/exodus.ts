/**
 * Exodus (LOSING A NATION): "at the start of any turn" a nation with one army or none and no more than 2 areas
 * flees: 1. its towns are removed and its areas become uncontrolled (nations.ts); 2. "any remaining troops and
 * characters on the roster are outfitted with enough boats for an expedition and placed at sea". The next month it
 * chooses a destination, any landmass but the one it leaves, and sails as an expedition; pirate results are ignored.
 * Our readings: the army's General leads it (or, with no army, the first active General), with one boat per unit
 * (at least one), and no Admiral ("hire a fleet"); it sails from the army's area, else the capital, else an area of
 * its own.
 */
import { wmEvent } from './events';
import { expeditionsOf, type Stepped } from './expedition';
import { areasOf, nation as nationOf } from './map';
import type { ShipLoad, WmExpedition, WmState } from './model';
import { exodus, exodusRefusal } from './nations';

/** Why the nation may not declare an Exodus now, or null. */
export function exodusProblem(state: WmState, of: string, name: string): string | null {
  const refusal = exodusRefusal(state, of);
  if (refusal) return refusal;
  const taken = [...state.armies.map((a) => a.name), ...expeditionsOf(state).map((e) => e.name)];
  if (taken.includes(name) || state.nations.some((n) => n.name === name))
    return `an army, expedition or nation is already named ${name}`;
  const n = nationOf(state, of);
  const army = state.armies.find((a) => a.nation === of);
  if (army && army.status !== 'normal' && army.status !== 'routed')
    return `${army.name} is ${army.status}: it cannot take ship`;
  const general =
    army?.general ?? n.characters.find((c) => c.type === 'General' && c.status === 'active')?.name;
  if (!general) return `${of} has no General left to lead the fleet`;
  if (!army && !n.capital && areasOf(state, of).length === 0) return `${of} holds no area to sail from`;
  return null;
}

export function declareExodus(state: WmState, of: string, name: string): Stepped {
  const problem = exodusProblem(state, of, name);
  if (problem) throw new RangeError(problem);
  const n = nationOf(state, of);
  const army = state.armies.find((a) => a.nation === of);
  const general =
    army?.general ?? n.characters.find((c) => c.type === 'General' && c.status === 'active')?.name ?? '';
  const from = army?.area ?? n.capital ?? areasOf(state, of)[0]?.name ?? '';
  const units: ShipLoad[] = n.roster
    .filter((e) => e.bought - e.lost > 0)
    .map((e) => ({ unit: e.unit, count: e.bought - e.lost }));
  const aboard = units.reduce((s, u) => s + u.count, 0);
  const fleet: WmExpedition = {
    name,
    nation: of,
    port: from,
    destination: '',
    general,
    admiral: '',
    units,
    boats: Math.max(1, aboard),
    advantages: 0,
    characters: n.characters
      .filter((c) => c.status === 'active' && c.name !== general && c.type !== 'General')
      .map((c) => c.name),
    healer: false,
    status: 'at sea',
    area: null,
    result: '',
    mutinied: 0,
    piratesSunk: 0,
    monster: null,
    monsterResult: null,
    ally: null,
    exodus: true,
  };
  const gone = areasOf(state, of).map((a) => a.name);
  const left = exodus(state, of);
  return {
    state: {
      ...left,
      armies: left.armies.filter((a) => a.nation !== of),
      expeditions: [...expeditionsOf(left), fleet],
    },
    events: [
      wmEvent(
        'M2 Move',
        of,
        `declares an Exodus: ${gone.length > 0 ? `${gone.join(', ')} uncontrolled, its towns removed` : 'no area left'}; ${name} takes ship from ${from} under ${general} with ${aboard} unit(s) and ${fleet.boats} boat(s), and chooses a landmass next month`,
        '002 LOSING A NATION, Exodus',
      ),
    ],
  };
}

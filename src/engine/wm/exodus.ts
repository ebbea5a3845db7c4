/**
 * Exodus (LOSING A NATION): "at the start of any turn" a nation with one army or none and no more than 2 areas
 * flees: 1. its towns are removed and its areas become uncontrolled (nations.ts); 2. "any remaining troops and
 * characters on the roster are outfitted with enough boats for an expedition and placed at sea". The next month it
 * chooses a destination, "any landmass except the one from which the nation is leaving", and sails as an expedition;
 * pirate results are ignored. Our readings: it "performs as an expedition", so it takes ship from a port, a coastal
 * town or city of its own (EXPEDITIONS & EXPLORING, Port: the army's area if it is one, else the capital, else the
 * first on the map); with no other landmass on the map it has nowhere to go and is refused. The army's General leads
 * it (or, with no army, the first active General), with one boat per unit (at least one), and no Admiral ("hire a
 * fleet": the hired captains sail it). Units and characters already on an expedition stay there.
 */
import { wmEvent } from './events';
import { expeditionsOf, newFleet, type Stepped } from './expedition';
import { atHome, committed } from './expedition-roster';
import { area, areasOf, isTownOrCity, nation as nationOf } from './map';
import type { ShipLoad, WmState } from './model';
import { exodus, exodusRefusal } from './nations';

/** The port the fleet takes ship from: a coastal town or city of the nation, or null. */
function portOf(state: WmState, of: string): string | null {
  const ports = areasOf(state, of)
    .filter((a) => a.coastal && isTownOrCity(a))
    .map((a) => a.name);
  const army = state.armies.find((a) => a.nation === of);
  const capital = nationOf(state, of).capital;
  return [army?.area, capital].find((x) => x !== undefined && ports.includes(x)) ?? ports[0] ?? null;
}

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
  const away = committed(state, of).characters;
  const general =
    army?.general ??
    n.characters.find((c) => c.type === 'General' && c.status === 'active' && !away.includes(c.name))?.name;
  if (!general) return `${of} has no General left to lead the fleet`;
  const port = portOf(state, of);
  if (!port)
    return `${of} holds no coastal town or city to take ship from (an Exodus fleet performs as an expedition, which leaves from a port: EXPEDITIONS & EXPLORING, Port)`;
  const home = area(state, port).landmass;
  if (!state.areas.some((a) => a.landmass !== home))
    return `the map has no landmass but ${home}: an Exodus sails to "any landmass except the one from which the nation is leaving"`;
  return null;
}

export function declareExodus(state: WmState, of: string, name: string): Stepped {
  const problem = exodusProblem(state, of, name);
  if (problem) throw new RangeError(problem);
  const n = nationOf(state, of);
  const army = state.armies.find((a) => a.nation === of);
  const away = committed(state, of).characters;
  const general =
    army?.general ??
    n.characters.find((c) => c.type === 'General' && c.status === 'active' && !away.includes(c.name))?.name ??
    '';
  const from = portOf(state, of) ?? '';
  const units: ShipLoad[] = n.roster
    .map((e) => ({ unit: e.unit, count: atHome(state, of, e) }))
    .filter((u) => u.count > 0);
  const aboard = units.reduce((s, u) => s + u.count, 0);
  const fleet = newFleet({
    name,
    nation: of,
    port: from,
    destination: '',
    general,
    admiral: '',
    units,
    boats: Math.max(1, aboard),
    characters: n.characters
      .filter(
        (c) => c.status === 'active' && c.name !== general && c.type !== 'General' && !away.includes(c.name),
      )
      .map((c) => c.name),
    exodus: true,
  });
  const gone = areasOf(state, of).map((a) => a.name);
  const left = exodus(state, of);
  return {
    state: {
      ...left,
      armies: left.armies.filter((a) => a.nation !== of),
      expeditions: [...expeditionsOf(left), fleet],
    },
    events: [
      // What all see: the areas left and a fleet sailing (the moves are on the map for all).
      wmEvent(
        'M2 Move',
        of,
        `declares an Exodus: ${gone.length > 0 ? `${gone.join(', ')} uncontrolled, its towns removed` : 'no area left'}; a fleet sails from ${from}`,
        '002 LOSING A NATION, Exodus',
      ),
      // Its General and size are the owner's: a fleet's subject is hidden from the others (run-stage.ts).
      wmEvent(
        'M2 Move',
        name,
        `takes ship from ${from} under ${general} with ${aboard} unit(s) and ${fleet.boats} boat(s), and chooses a landmass next month`,
        '002 LOSING A NATION, Exodus',
      ),
    ],
  };
}

/**
 * EXPEDITIONS & EXPLORING (book 002): the expedition's requirements (port, Admiral, a separate roster of at least 3
 * units and one General, boats >= units by WM-R15), going to sea at the New Year, landing, and New Year step 5.
 */
import { wmEvent, type WmEvent } from './events';
import { AQUATIC_ALLY_ADVANTAGES, BOATS_PER_UNIT, EXPEDITION_MIN_UNITS } from './expedition-tables';
import { atHome, awayRefusal } from './expedition-roster';
import { area, armiesIn, isTownOrCity, nation as nationOf, withNation } from './map';
import type { Category, ShipLoad, WmExpedition, WmState } from './model';

export interface Stepped {
  readonly state: WmState;
  readonly events: readonly WmEvent[];
}

export const expeditionsOf = (s: WmState): readonly WmExpedition[] => s.expeditions ?? [];

export function expedition(s: WmState, name: string): WmExpedition {
  const found = expeditionsOf(s).find((e) => e.name === name);
  if (!found) throw new RangeError(`No expedition '${name}'`);
  return found;
}

export function withExpedition(s: WmState, name: string, patch: Partial<WmExpedition>): WmState {
  return { ...s, expeditions: expeditionsOf(s).map((e) => (e.name === name ? { ...e, ...patch } : e)) };
}

/** Still on the water: rolled for each month, removed at New Year 5 if it has not landed. */
export const afloat = (e: { readonly status: string }): boolean =>
  e.status === 'at sea' || e.status === 'landing' || e.status === 'new island' || e.status === 'escorted';

/**
 * Live: afloat, or landed with its army still on the map. A finished row (lost, removed, or landed with its army
 * gone at the New Year) is a record (Successful Expeditions): nothing on it is checked or shown as current.
 */
export const live = (
  s: Pick<WmState, 'armies'>,
  e: Pick<WmExpedition, 'status' | 'name' | 'nation'>,
): boolean =>
  afloat(e) || (e.status === 'landed' && s.armies.some((a) => a.name === e.name && a.nation === e.nation));

export const unitsAboard = (e: { readonly units: readonly ShipLoad[] }): number =>
  e.units.reduce((s, u) => s + u.count, 0);

/** Boats from the units exchanged for them (WM-R15); a category with no boat value cannot be exchanged. */
export function boatsFor(
  exchanged: readonly { readonly category: Category; readonly count: number }[],
): number {
  return exchanged.reduce((sum, e) => {
    const per = BOATS_PER_UNIT[e.category];
    if (per === undefined) throw new RangeError(`${e.category} units cannot be exchanged for boats (WM-R15)`);
    return sum + per * e.count;
  }, 0);
}

/** A port: a town or city of the nation in a coastal area (EXPEDITIONS & EXPLORING, Port). */
export function portRefusal(state: WmState, of: string, port: string): string | null {
  const a = area(state, port);
  if (a.owner !== of || !isTownOrCity(a) || !a.coastal)
    return `${port} is not a coastal town or city of ${of}`;
  return null;
}

/** What a fleet is given when it puts to sea; the rest starts blank (EXPEDITIONS & EXPLORING). */
export type FleetAtSail = Pick<
  WmExpedition,
  'name' | 'nation' | 'port' | 'destination' | 'general' | 'admiral' | 'units' | 'boats' | 'characters'
> &
  Partial<Pick<WmExpedition, 'advantages' | 'exodus'>>;

/** A fleet at sea: no advantage yet, no healer marked, no result, no mutiny, monster or ally (go to sea, New Nation, Exodus). */
export function newFleet(f: FleetAtSail): WmExpedition {
  return {
    advantages: 0,
    exodus: false,
    ...f,
    healer: false,
    status: 'at sea',
    area: null,
    result: '',
    mutinied: 0,
    piratesSunk: 0,
    monster: null,
    monsterResult: null,
    ally: null,
  };
}

/** What an expedition's roster is planned as, before it sails. */
export interface ExpeditionPlan {
  readonly name: string;
  readonly nation: string;
  readonly port: string;
  readonly destination: string;
  readonly general: string;
  readonly admiral: string;
  readonly units: readonly ShipLoad[];
  /** Units of the national roster exchanged for boats (WM-R15). */
  readonly exchanged: readonly ShipLoad[];
  readonly characters: readonly string[];
}

/**
 * Why the plan may not sail, or []: a port of the nation, a landmass on the map, exactly one active General and an
 * Admiral of the nation, the other characters active and its own, at least 3 units, units and boats drawn from the
 * roster, and boats >= units (EXPEDITIONS & EXPLORING; WM-R15).
 */
export function planProblems(state: WmState, p: ExpeditionPlan): string[] {
  const out: string[] = [];
  const n = nationOf(state, p.nation);
  const port = portRefusal(state, p.nation, p.port);
  if (port) out.push(port);
  if (!state.areas.some((a) => a.landmass === p.destination))
    out.push(`${p.destination} is not a landmass on the map`);
  const active = (name: string, types: readonly string[]): boolean =>
    n.characters.some((c) => c.name === name && c.status === 'active' && types.includes(c.type));
  if (!active(p.general, ['General'])) out.push(`${p.general} is not an active General of ${p.nation}`);
  if (!active(p.admiral, ['Admiral']))
    out.push(`${p.admiral} is not an active Admiral of ${p.nation} (a 2-point character)`);
  for (const c of p.characters)
    if (!active(c, ['Magic User', 'Hero', 'Minor']))
      out.push(`${c} is not an active character of ${p.nation} other than a General or Admiral`);
  for (const c of [p.general, p.admiral, ...p.characters]) {
    const away = awayRefusal(state, p.nation, c);
    if (away) out.push(away);
  }
  const units = unitsAboard(p);
  if (units < EXPEDITION_MIN_UNITS)
    out.push(`${units} unit(s) aboard: an expedition needs at least ${EXPEDITION_MIN_UNITS}`);
  let boats = 0;
  for (const e of n.roster) {
    const aboard = p.units.filter((u) => u.unit === e.unit).reduce((s, u) => s + u.count, 0);
    const swapped = p.exchanged.filter((u) => u.unit === e.unit).reduce((s, u) => s + u.count, 0);
    const home = atHome(state, p.nation, e);
    if (aboard + swapped > home)
      out.push(`${e.unit}: ${aboard + swapped} wanted, ${home} on the national roster`);
    if (swapped > 0) {
      const per = BOATS_PER_UNIT[e.category];
      if (per === undefined) out.push(`${e.unit} (${e.category}) cannot be exchanged for boats (WM-R15)`);
      else boats += per * swapped;
    }
  }
  for (const u of [...p.units, ...p.exchanged])
    if (!n.roster.some((e) => e.unit === u.unit)) out.push(`${u.unit} is not on ${p.nation}'s roster`);
  if (boats < units) out.push(`${boats} boat(s) for ${units} unit(s): ships must be >= units (WM-R15)`);
  return out;
}

/**
 * New Year 7, announce an expedition: it goes to sea from its port with its separate roster; the units exchanged
 * for boats leave the year's roster (marked lost, replaced next New Year). "There is no turning back".
 */
export function goToSea(state: WmState, p: ExpeditionPlan): Stepped & { readonly exchanged: number } {
  const problems = planProblems(state, p);
  if (expeditionsOf(state).some((e) => e.name === p.name) || state.armies.some((a) => a.name === p.name))
    problems.push(`an expedition or army is already named ${p.name}`);
  if (problems.length > 0) throw new RangeError(`${p.name} may not sail: ${problems.join('; ')}`);
  const n = nationOf(state, p.nation);
  const roster = n.roster.map((e) => {
    const swapped = p.exchanged.filter((u) => u.unit === e.unit).reduce((s, u) => s + u.count, 0);
    return swapped > 0 ? { ...e, lost: e.lost + swapped } : e;
  });
  const boats = boatsFor(
    p.exchanged.map((u) => ({
      category: n.roster.find((e) => e.unit === u.unit)?.category ?? 'Infantry',
      count: u.count,
    })),
  );
  const e = newFleet({
    name: p.name,
    nation: p.nation,
    port: p.port,
    destination: p.destination,
    general: p.general,
    admiral: p.admiral,
    units: p.units,
    boats,
    // The alliance lasts while its character is paid for, i.e. still active on the roster (Expedition Chart 18).
    advantages: expeditionsOf(state).some(
      (x) =>
        x.nation === p.nation &&
        x.ally &&
        n.characters.some((c) => c.name === x.ally && c.status === 'active'),
    )
      ? AQUATIC_ALLY_ADVANTAGES
      : 0,
    characters: p.characters,
  });
  const next = withNation(state, p.nation, { roster });
  const loads = p.units.map((u) => `${u.count} ${u.unit}`).join(', ');
  return {
    state: { ...next, expeditions: [...expeditionsOf(next), e] },
    exchanged: p.exchanged.reduce((s, u) => s + u.count, 0),
    events: [
      wmEvent(
        'NY7 Placement',
        p.name,
        `goes to sea from ${p.port} for ${p.destination} under ${p.general}, Admiral ${p.admiral}: ${loads}; ${boats} boat(s)`,
        '002 EXPEDITIONS & EXPLORING (WM-R15)',
      ),
    ],
  };
}

/**
 * Where the army may come ashore. Destination reached: a coastal area of the destination landmass with no other
 * player's army, town or city. New island: a coastal area of a landmass the moderator added, not the destination.
 * Escorted home and the port lost: an area of the home landmass with no army, town or city (Expedition Chart 18).
 */
export function landingRefusal(state: WmState, e: WmExpedition, at: string): string | null {
  const a = state.areas.find((x) => x.name === at);
  if (!a) return `${at} is not an area on the map`;
  const others = armiesIn(state, at).some((x) => x.nation !== e.nation);
  if (e.status === 'escorted') {
    const home = state.areas.find((x) => x.name === e.port)?.landmass;
    if (a.landmass !== home) return `${at} is not on ${home ?? 'the landmass it sailed from'}`;
    if (isTownOrCity(a)) return `${at} holds a ${a.pop}`;
    if (armiesIn(state, at).length > 0) return `${at} is occupied`;
    return null;
  }
  if (e.status === 'new island' ? a.landmass === e.destination : a.landmass !== e.destination)
    return e.status === 'new island'
      ? `${at} is on ${e.destination}, not a new island`
      : `${at} is not on ${e.destination}`;
  if (!a.coastal) return `${at} is not a coastal area`;
  if (isTownOrCity(a)) return `${at} holds a ${a.pop}`;
  if (others) return `${at} holds another player's army`;
  return null;
}

/**
 * The landing (Successful Expeditions): the army is placed in the area, in the countryside, and "looses all ships and
 * the admiral"; it moves as an army for the rest of the year.
 */
export function land(state: WmState, name: string, at: string): Stepped {
  const why = landingRefusal(state, expedition(state, name), at);
  if (why) throw new RangeError(`${name} cannot land in ${at}: ${why}`);
  return comeAshore(state, name, at);
}

/**
 * The army placed where the fleet put in (a landing, or escorted home to its port). Our reading of "looses all ships
 * and the admiral": the Admiral commands "as long as it is at sea" (Admiral), so he leaves the army, not the nation:
 * he is back on the national roster (and may sail again), while the row keeps his name as a record.
 */
export function comeAshore(state: WmState, name: string, at: string): Stepped {
  const e = expedition(state, name);
  const next = withExpedition(state, name, { status: 'landed', area: at, boats: 0 });
  return {
    state: {
      ...next,
      armies: [
        ...next.armies,
        {
          name,
          nation: e.nation,
          general: e.general,
          area: at,
          location: 'Countryside',
          status: 'normal',
          cameFrom: null,
        },
      ],
    },
    events: [
      wmEvent(
        'M2 Move',
        name,
        `lands in ${at}: an army under ${e.general} for the rest of the year; the ships and Admiral ${e.admiral} are gone`,
        '002 Successful Expeditions',
      ),
    ],
  };
}

/**
 * New Year step 5: expeditions still on the water are removed (WM-R1), and their separate roster with them: the
 * units aboard come off the national roster (bought, so the year's points buy them again, not replaced free) and
 * the General, Admiral and characters aboard are lost (dead), so a nation that had all on board may rebel.
 */
export function removeUnsuccessful(state: WmState): Stepped {
  const gone = expeditionsOf(state).filter(afloat);
  let s: WmState = {
    ...state,
    expeditions: expeditionsOf(state).map((e) => (afloat(e) ? { ...e, status: 'removed' as const } : e)),
  };
  for (const e of gone) {
    const n = nationOf(s, e.nation);
    const aboard = new Set([e.general, e.admiral, ...e.characters]);
    s = withNation(s, e.nation, {
      roster: n.roster.map((r) => {
        const k = e.units.filter((u) => u.unit === r.unit).reduce((t, u) => t + u.count, 0);
        if (k === 0) return r;
        const bought = Math.max(0, r.bought - k);
        return { ...r, bought, lost: Math.min(r.lost, bought) };
      }),
      characters: n.characters.map((c) =>
        aboard.has(c.name) && c.status === 'active' ? { ...c, status: 'dead' as const } : c,
      ),
    });
  }
  return {
    state: s,
    events: gone.map((e) =>
      wmEvent(
        'NY5 Expeditions',
        e.name,
        `${e.nation}'s expedition never landed: removed, with ${unitsAboard(e)} unit(s) and ${[e.general, e.admiral, ...e.characters].filter((c) => c !== '').join(', ')} off the roster`,
        '002 TURN ORDER (WM-R1)',
      ),
    ),
  };
}

/** Pirate ships afloat: every ship that ever mutinied, less the pirates destroyed permanently (Pirates!). */
export function piratesAfloat(state: WmState): number {
  const all = expeditionsOf(state);
  return Math.max(0, all.reduce((s, e) => s + e.mutinied, 0) - all.reduce((s, e) => s + e.piratesSunk, 0));
}

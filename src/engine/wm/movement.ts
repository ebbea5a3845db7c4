/**
 * MOVEMENT (book 002): one area a month, the delay check on a covered boundary (Terrain effects, WM-R3/R4/R5),
 * supply (WM-R26), and two armies of one nation in one area (WM-R25).
 */
import type { Dice } from '../dice';
import { wmDieEvent, wmEvent, type WmEvent } from './events';
import { area, army as armyOf, boundary, nation, withArmy } from './map';
import type { WmArmy, WmState } from './model';
import { inSupply } from './supply';

const TERRAIN_CITE = '002 MOVEMENT, Terrain effects';
/**
 * The delay check is the nation's own: the number picked, the die and the units struck off its roster (its roster
 * is its own sheet). Not 'M2 Move', which every player's report shows (the moves are on the map for all).
 */
const CHECK_STEP = 'M2 Delay check';

export type DelayOutcome =
  | { readonly kind: 'crosses' }
  | { readonly kind: 'delayed'; readonly turns: number }
  | { readonly kind: 'losses'; readonly units: number };

/**
 * The player picks 1-6 and rolls a d6: equal crosses; rolled higher delays by the difference in turns; rolled
 * lower removes the difference in units from the nation's roster, and the army is not delayed (WM-R3).
 */
export function delayOutcome(picked: number, rolled: number): DelayOutcome {
  if (rolled === picked) return { kind: 'crosses' };
  if (rolled > picked) return { kind: 'delayed', turns: rolled - picked };
  return { kind: 'losses', units: picked - rolled };
}

export interface MoveOrder {
  readonly army: string;
  readonly to: string;
  /** The number picked for the delay check, 1-6. */
  readonly picked?: number;
  /** Uses the marked pass or river crossing on the boundary, which waives the check (WM-R4). */
  readonly useCrossing?: boolean;
  /** Natural habitat: add or subtract 2 from the die, chosen after the roll. */
  readonly habitat?: -2 | 0 | 2;
}

export interface Moved {
  readonly state: WmState;
  readonly events: readonly WmEvent[];
  /** Units the nation must remove from its roster, chosen by the player (WM-R5). */
  readonly unitsLost: number;
}

/** Why an army may not carry out a move order, or null. */
export function moveRefusal(state: WmState, order: MoveOrder, supplied: boolean): string | null {
  const a = armyOf(state, order.army);
  if (a.status === 'routed') return `${a.name} is routed and moves toward home on its own`;
  if (a.status === 'besieged') return `${a.name} is besieged: it may only sally forth or interdict`;
  if (a.status === 'pre-engaged') return `${a.name} is pre-engaged and may not be given orders`;
  if (a.delay) return `${a.name} is delayed and must carry out its ordered move to ${a.delay.to}`;
  if (!boundary(state, a.area, order.to)) return `${order.to} is not adjacent to ${a.area}`;
  const owner = area(state, order.to).owner;
  if (owner !== null && owner !== a.nation && (nation(state, owner).absences ?? 0) > 0)
    return `${order.to} belongs to ${owner}, not present: no nation may move into an NPP nation's areas (NPP 1)`;
  if (!supplied && owner !== a.nation)
    return `${a.name} is out of supply: it may only move into areas ${a.nation} controls (WM-R26)`;
  return null;
}

/**
 * "Races in their natural habitats roll as above and then may choose to add or subtract 2" (MOVEMENT, Terrain
 * effects) does not say which area counts. Our reading (a ruling-style note): the race is in its habitat when either
 * area of the boundary crossed is of one of its habitat terrains, the one it leaves or the one it enters.
 */
export function inNaturalHabitat(state: WmState, of: string, from: string, to: string): boolean {
  const habitats = nation(state, of).habitats;
  return [from, to].some((x) => habitats.includes(area(state, x).terrain));
}

/** Step 2 "Move" for one army: the delay check where the boundary needs it, then the move or the wait. */
export function moveArmy(state: WmState, order: MoveOrder, dice: Dice): Moved {
  const a = armyOf(state, order.army);
  const refusal = moveRefusal(state, order, inSupply(state, a.area, a.nation));
  if (refusal) throw new RangeError(refusal);
  return cross(state, a, order, dice);
}

function cross(state: WmState, a: WmArmy, order: MoveOrder, dice: Dice): Moved {
  const b = boundary(state, a.area, order.to);
  if (!b?.delay || (b.crossing && order.useCrossing)) return arrive(state, a, order.to, []);
  const picked = order.picked ?? 0;
  if (!Number.isInteger(picked) || picked < 1 || picked > 6)
    throw new RangeError(`${a.name} crosses ${b.delay} into ${order.to}: pick a number from 1 to 6`);
  const habitat = order.habitat ?? 0;
  if (habitat !== 0 && !inNaturalHabitat(state, a.nation, a.area, order.to))
    throw new RangeError(
      `neither ${a.area} nor ${order.to} is a natural habitat of ${a.nation}: the die may not be moved`,
    );
  const key = `delay:${a.name}:${order.to}`;
  const die = dice.roll(key, 6);
  const rolled = die + habitat;
  const outcome = delayOutcome(picked, rolled);
  const roll = { key, die: 'd6', result: die };
  if (outcome.kind === 'delayed') {
    const text = `picked ${picked}, rolled ${rolled}: delayed ${outcome.turns} turn(s) before crossing ${b.delay}`;
    return {
      state: withArmy(state, a.name, { delay: { turns: outcome.turns, to: order.to } }),
      events: [wmDieEvent(CHECK_STEP, a.name, text, roll, TERRAIN_CITE)],
      unitsLost: 0,
    };
  }
  const text =
    outcome.kind === 'crosses'
      ? `picked ${picked}, rolled ${rolled}: crosses ${b.delay} with no delay or loss`
      : `picked ${picked}, rolled ${rolled}: ${outcome.units} unit(s) removed from the roster, not delayed (WM-R3)`;
  const moved = arrive(state, a, order.to, [wmDieEvent(CHECK_STEP, a.name, text, roll, TERRAIN_CITE)]);
  return { ...moved, unitsLost: outcome.kind === 'losses' ? outcome.units : 0 };
}

function arrive(state: WmState, a: WmArmy, to: string, events: WmEvent[]): Moved {
  return {
    state: withArmy(state, a.name, { area: to, cameFrom: a.area, location: 'Countryside', delay: null }),
    events: [...events, wmEvent('M2 Move', a.name, `moves from ${a.area} to ${to}`, '002 MOVEMENT')],
    unitsLost: 0,
  };
}

/**
 * A delayed army waits in its area of origin; when the turns are spent it carries out the ordered move. A delayed
 * army contacted by an enemy starts over (the caller clears `delay`).
 */
export function advanceDelay(state: WmState, name: string): Moved {
  const a = armyOf(state, name);
  if (!a.delay) return { state, events: [], unitsLost: 0 };
  if (a.delay.turns > 1)
    return {
      state: withArmy(state, name, { delay: { turns: a.delay.turns - 1, to: a.delay.to } }),
      events: [wmEvent('M2 Move', name, `waits for safe passage to ${a.delay.to}`, TERRAIN_CITE)],
      unitsLost: 0,
    };
  return arrive(state, a, a.delay.to, []);
}

/**
 * WM-R25: two armies of one nation may not end a turn in one area; one returns to its previous area, the owner's
 * choice (`keep`), else one that did not move stays, else the later-listed returns.
 */
export function sameNationReturns(state: WmState, keep: readonly string[] = []): Moved {
  let next = state;
  const events: WmEvent[] = [];
  for (const a of state.armies) {
    if (a.status === 'routed' || a.cameFrom === null) continue;
    const here = next.armies.filter(
      (b) => b.area === a.area && b.nation === a.nation && b.status !== 'routed',
    );
    if (here.length < 2) continue;
    const stays = here.find((b) => keep.includes(b.name)) ?? here.find((b) => b.cameFrom === null) ?? here[0];
    if (stays && stays.name !== a.name) {
      next = withArmy(next, a.name, { area: a.cameFrom, cameFrom: null });
      events.push(
        wmEvent('M2 Move', a.name, `returns to ${a.cameFrom}: ${stays.name} holds ${a.area} (WM-R25)`),
      );
    }
  }
  return { state: next, events, unitsLost: 0 };
}

/** A delayed army contacted by an enemy starts over: it rolls again to cross, or is given new orders. */
export function startOver(state: WmState, name: string): WmState {
  return withArmy(state, name, { delay: null });
}

/**
 * EXPEDITIONS & EXPLORING (book 002): the expedition roster's requirements, boats (WM-R15), and the month at sea
 * on the Expedition chart, d20 + cumulative advantages (WM-R13, WM-R14), mutiny by ship (WM-R32).
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import { wmDieEvent, type WmEvent } from './events';
import {
  BOATS_PER_UNIT,
  EXPEDITION_ADVANTAGES,
  EXPEDITION_CHART,
  EXPEDITION_MIN_UNITS,
  type ExpeditionResult,
} from './expedition-tables';
import { area, armiesIn, isTownOrCity } from './map';
import type { Category, WmState } from './model';

export interface WmExpedition {
  readonly name: string;
  readonly nation: string;
  readonly port: string;
  readonly destination: string;
  readonly generals: number;
  readonly admiral: boolean;
  readonly units: number;
  readonly boats: number;
  readonly advantages: number;
  /** A healer along: Disease takes 1 boat and 1 unit instead of 2 and 2. */
  readonly healer: boolean;
}

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

export function expeditionProblems(e: WmExpedition): string[] {
  const out: string[] = [];
  if (e.units < EXPEDITION_MIN_UNITS)
    out.push(`${e.name} has ${e.units} unit(s); an expedition needs at least 3`);
  if (e.generals !== 1) out.push(`${e.name} has ${e.generals} General(s); an expedition has exactly one`);
  if (!e.admiral) out.push(`${e.name} has no Admiral`);
  if (e.boats < e.units)
    out.push(`${e.name} has ${e.boats} boat(s) for ${e.units} unit(s): ships must be >= units`);
  return out;
}

export interface AtSea {
  readonly expedition: WmExpedition;
  readonly result: ExpeditionResult;
  readonly total: number;
  /** Units the player removes from the expedition or roster (Disease, Storm, Mount hardship: cavalry). */
  readonly unitsLost: number;
  /** Ships lost to mutiny: they become pirates (counted for later Pirates results). */
  readonly mutinied: number;
  readonly landed: boolean;
  readonly events: readonly WmEvent[];
}

/**
 * One month at sea. `storm`: the player's choice on a Storm (an advantage, or a boat and a unit; with no
 * advantage left, the boat). Sea Monster, Pirates, Aquatic nation and New Island need the moderator's next step;
 * their advantages are applied here.
 */
export function monthAtSea(e: WmExpedition, dice: Dice, storm: 'advantage' | 'boat' = 'advantage'): AtSea {
  const key = `expedition:${e.name}`;
  const die = dice.roll(key, 20);
  const total = die + e.advantages;
  const result = lookup(EXPEDITION_CHART, total);
  let { boats, advantages, units } = e;
  let unitsLost = 0;
  let mutinied = 0;
  const events: WmEvent[] = [
    wmDieEvent(
      'M2 Move',
      e.name,
      `${result} (d20 ${die} + ${e.advantages} advantages = ${total})`,
      { key, die: 'd20', result: die },
      EXPEDITION_CHART.cite,
    ),
  ];
  advantages += EXPEDITION_ADVANTAGES[result] ?? 0;
  switch (result) {
    case 'Mutiny':
      for (let ship = 1; ship <= e.boats; ship++) {
        const k = `mutiny:${e.name}#${ship}`;
        const d = dice.roll(k, 6);
        if (d < 6) mutinied++;
        events.push(
          wmDieEvent(
            'M2 Move',
            `${e.name} ship ${ship}`,
            d === 6 ? 'rallies' : 'lost: turns pirate',
            { key: k, die: 'd6', result: d },
            'WM-R32',
          ),
        );
      }
      boats -= mutinied;
      break;
    case 'Disease': {
      const n = e.healer ? 1 : 2;
      boats -= n;
      unitsLost = n;
      break;
    }
    case 'Storm':
      if (storm === 'advantage' && advantages > 0) advantages -= 1;
      else {
        boats -= 1;
        unitsLost = 1;
      }
      break;
    case 'Mount hardship':
      unitsLost = 2;
      break;
    default:
      break;
  }
  if (result !== 'Mount hardship') units = Math.max(0, units - unitsLost);
  const landed = result === 'Destination reached' || result === 'New Island';
  return {
    expedition: { ...e, boats: Math.max(0, boats), advantages, units },
    result,
    total,
    unitsLost,
    mutinied,
    landed,
    events,
  };
}

/** A port: a town or city of the nation in a coastal area (EXPEDITIONS & EXPLORING, Port). */
export function portRefusal(state: WmState, of: string, port: string): string | null {
  const a = area(state, port);
  if (a.owner !== of || !isTownOrCity(a) || !a.coastal)
    return `${port} is not a coastal town or city of ${of}`;
  return null;
}

/**
 * Destination reached: the army lands on a coastal area of the destination landmass not occupied by another
 * player's army, town or city.
 */
export function landingRefusal(state: WmState, e: WmExpedition, at: string): string | null {
  const a = area(state, at);
  if (a.landmass !== e.destination) return `${at} is not on ${e.destination}`;
  if (!a.coastal) return `${at} is not a coastal area`;
  if (isTownOrCity(a)) return `${at} holds a ${a.pop}`;
  if (armiesIn(state, at).some((x) => x.nation !== e.nation)) return `${at} holds another player's army`;
  return null;
}

/** New Year step 5: expeditions still at sea are removed (WM-R1); those landed left with every army at step 1. */
export function unsuccessful(
  expeditions: readonly (WmExpedition & { readonly landed: boolean })[],
): string[] {
  return expeditions.filter((e) => !e.landed).map((e) => e.name);
}

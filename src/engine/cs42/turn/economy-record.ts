import type { Direction } from '../../hex';
import type { City } from '../../model';
import type { CityImprovement } from '../tables';
import type { Phase, TurnContext } from './context';

/**
 * What the economy phases (income, calamities, upkeep, city actions) remember during one turn and hand to each
 * other or to later phases: kept beside the TurnContext in a WeakMap, so the context needs no field of ours.
 * City names are keyed in lower case.
 */
export interface EconomyTurnRecord {
  /** Cities that took Counter Espionage this turn: +5 to espionage rolls against them (RULINGS 23). */
  readonly counterEspionage: Set<string>;
  /** This turn's income of each city, as received (for Treachery and Slave/Worker Revolt). */
  readonly income: Map<string, number>;
  /** Improvements whose upkeep went unpaid but which survived Disrepair and Neglect: they do not work this
   * turn (RULINGS 19). */
  readonly disabled: Map<string, Set<CityImprovement>>;
  /** Cities that built an upgrade this turn (RULINGS 15: one a turn). */
  readonly built: Set<string>;
  /** Cities that grew this turn (RULINGS 16: one step at most). */
  readonly grown: Set<string>;
  /** Cities in the turn after a failed siege: half income, and they may not grow (SIEGES). */
  readonly afterFailedSiege: Set<string>;
  /** Points raised by each city's Raise Troops this turn (RULINGS 17). */
  readonly raised: Map<string, number>;
  /** City actions each city has this turn, fixed when City Action 1 starts (RULINGS 15). */
  readonly allowance: Map<string, number>;
  /** Cities that raised a spy this turn (Raise Spy: one per city). */
  readonly spies: Set<string>;
  /** Cities whose turn is over (abandoned, capitulated, gone): no second action. */
  readonly ended: Set<string>;
  /** Armies struck by Miscommunication: the two random directions they must move this turn (Calamities). */
  readonly miscommunication: Map<string, readonly Direction[]>;
}

const records = new WeakMap<TurnContext, EconomyTurnRecord>();

export function economyRecord(ctx: TurnContext): EconomyTurnRecord {
  let r = records.get(ctx);
  if (r === undefined) {
    r = {
      counterEspionage: new Set(),
      income: new Map(),
      disabled: new Map(),
      built: new Set(),
      grown: new Set(),
      afterFailedSiege: new Set(),
      raised: new Map(),
      allowance: new Map(),
      spies: new Set(),
      ended: new Set(),
      miscommunication: new Map(),
    };
    records.set(ctx, r);
  }
  return r;
}

export const key = (name: string): string => name.toLowerCase();

/** City names (lower case) that took Counter Espionage this turn: the spy phase adds 5 to rolls against them. */
export function counterEspionageCities(ctx: TurnContext): ReadonlySet<string> {
  return economyRecord(ctx).counterEspionage;
}

/** Armies (by name, lower case) that must take two moves in these random directions this turn (Calamities,
 * Miscommunication). */
export function miscommunicatedArmies(ctx: TurnContext): ReadonlyMap<string, readonly Direction[]> {
  return economyRecord(ctx).miscommunication;
}

/** True when the city has the improvement and it works this turn (not left unpaid, RULINGS 19). */
export function working(ctx: TurnContext, city: City, improvement: CityImprovement): boolean {
  const off = economyRecord(ctx).disabled.get(key(city.name));
  return city.improvements.includes(improvement) && !(off?.has(improvement) ?? false);
}

/** Every player who owns something, in a stable order: the Players tab first, then owners found elsewhere in
 * the order their rows appear. */
export function owners(ctx: TurnContext): string[] {
  const s = ctx.state;
  const seen = new Map<string, string>();
  const add = (name: string): void => {
    if (!seen.has(key(name))) seen.set(key(name), name);
  };
  for (const p of s.players) add(p.name);
  for (const x of [...s.cities, ...s.armies, ...s.units, ...s.structures]) add(x.player);
  return [...seen.values()];
}

export const ownedBy =
  (player: string) =>
  (x: { readonly player: string }): boolean =>
    key(x.player) === key(player);

/**
 * Picks one of `items` at random with a logged die (RULINGS 21): a d<n> when there are two or more, no roll
 * when there is one, null when there are none.
 */
export function pickOne<T>(
  ctx: TurnContext,
  phase: Phase,
  rollKey: string,
  items: readonly T[],
  subject: string,
  table: string,
  describe: (item: T) => string,
): T | null {
  if (items.length === 0) return null;
  if (items.length === 1) {
    ctx.log(phase, subject, `${describe(items[0])} (the only choice, no roll)`, table);
    return items[0];
  }
  const n = ctx.roll(phase, rollKey, items.length, subject, table, (r) => describe(items[r - 1]));
  return items[n - 1];
}

/** Removes, in place, the items of a list that match. */
export function removeWhere<T>(list: T[], match: (x: T) => boolean): T[] {
  // One pass, the kept ones moved up in place (issue 9: a splice per match was matches x list).
  const removed: T[] = [];
  let kept = 0;
  for (const x of list) {
    if (match(x)) removed.push(x);
    else list[kept++] = x;
  }
  list.length = kept;
  return removed;
}

/** A name no army or unit of the state uses yet: `base`, else `base 2`, `base 3` ... */
export function freeName(ctx: TurnContext, base: string): string {
  const used = new Set([...ctx.state.armies, ...ctx.state.units].map((x) => key(x.name)));
  if (!used.has(key(base))) return base;
  let i = 2;
  while (used.has(key(`${base} ${i}`))) i++;
  return `${base} ${i}`;
}

/**
 * Siege and Assault (book 002): one army at the town or city, an enemy in the countryside. The besieger may stay,
 * assault or leave (and the besieged may force a battle first, WM-R27); the besieged may only sally forth or
 * interdict. Multi-army sides by Option A / B (MULTIPLE PLAYERS / ARMIES).
 */
import { engagement, type EngagementResult } from './engagement';
import { area, army as armyOf, withArmy } from './map';
import type { WmState } from './model';

/** A siege forms (the chart gave 'siege' at a town or city): statuses and locations set. */
export function beginSiege(state: WmState, inside: string, outside: string): WmState {
  const a = withArmy(state, inside, { status: 'besieged', location: 'Population Center' });
  return withArmy(a, outside, { status: 'besieging', location: 'Countryside' });
}

/** The siege lifts: both armies are ordinary again (the besieger left, lost, or the town fell). */
export function endSiege(state: WmState, ...armies: readonly string[]): WmState {
  return armies.reduce((s, n) => withArmy(s, n, { status: 'normal' }), state);
}

export type BesiegerOrder = 'stay' | 'assault' | 'leave';
export type BesiegedOrder = 'sally forth' | 'interdict';

/**
 * What the besieger's order brings this month: none (the siege goes on; leaving unopposed), or the engagement.
 * An assault is read on the chart as Population Center against Population Center; a besieged army that forces a
 * battle on a leaving besieger chooses its location against the countryside (WM-R27).
 */
export function besiegerEngagement(
  state: WmState,
  besieger: string,
  order: BesiegerOrder,
  besiegedForces: { readonly location: 'POI' | 'Countryside' | 'Population Center' } | null,
): EngagementResult | null {
  const b = armyOf(state, besieger);
  if (b.status !== 'besieging') throw new RangeError(`${besieger} is not besieging`);
  const a = area(state, b.area);
  const ownedByEither = a.owner !== null;
  if (order === 'assault')
    return engagement('Population Center', 'Population Center', { pop: a.pop, ownedByEither, swap: false });
  if (order === 'leave' && besiegedForces) {
    // The besieged forces a *battle* result: its chosen location against the countryside, never a siege again.
    const loc = besiegedForces.location === 'Population Center' ? 'Countryside' : besiegedForces.location;
    return engagement(loc, 'Countryside', { pop: a.pop, ownedByEither, swap: false });
  }
  return null;
}

/** A besieged army's order: only sally forth (a battle in the countryside) or interdict. */
export function besiegedRefusal(state: WmState, name: string, order: string): string | null {
  const a = armyOf(state, name);
  if (a.status !== 'besieged') return null;
  return order === 'sally forth' || order === 'interdict'
    ? null
    : `${name} is besieged in ${a.area}: it may only sally forth or interdict`;
}

/**
 * Option A (recommended): equal attackers and defenders fight one larger game; otherwise the larger side forces
 * the other out. Option B: equal sides fight; the larger side first decides who leaves (the players' vote).
 */
export function multiArmy(
  option: 'A' | 'B',
  attackers: number,
  defenders: number,
):
  | { readonly kind: 'battle' }
  | { readonly kind: 'forced out'; readonly side: 'attackers' | 'defenders' }
  | { readonly kind: 'larger side decides'; readonly side: 'attackers' | 'defenders' } {
  if (attackers === defenders) return { kind: 'battle' };
  const larger = attackers > defenders ? 'attackers' : 'defenders';
  if (option === 'A') return { kind: 'forced out', side: larger === 'attackers' ? 'defenders' : 'attackers' };
  return { kind: 'larger side decides', side: larger };
}

/**
 * Battles whose report is missing from a side (POST COMBAT: each player reports his own side). Such a battle is not
 * decided as 0 VP: it waits and the moderator is told, the way a CP battle waits for its result; the lines the
 * moderator enters for that side on the Orders tab decide it. An Independent army has no player and reports nothing.
 */
import type { WmState } from '../model';
import { armiesOf } from './meeting';
import type { WmBattle, WmOrder } from './model';

/** The nations (with an army) of a battle to fight that sent no line naming it. */
export function unreported(
  s: WmState,
  b: WmBattle,
  orders: ReadonlyMap<string, readonly WmOrder[]>,
): { nation: string; army: string }[] {
  if (b.status !== 'to fight') return [];
  const sent = (nation: string): boolean =>
    (orders.get(nation) ?? []).some((o) => 'battle' in o && o.battle === b.id);
  return armiesOf(b).flatMap((name) => {
    const a = s.armies.find((x) => x.name === name);
    return a && !sent(a.nation) ? [{ nation: a.nation, army: a.name }] : [];
  });
}

export function waitingNote(b: WmBattle, silent: { nation: string; army: string }): string {
  return `${b.id}: no report from ${silent.nation} (${silent.army}): the battle waits and the others are applied; Resolve again once it is in, or enter ${silent.nation}'s lines yourself on the Orders tab (e.g. '${b.id} - Killed 0') to decide it without`;
}

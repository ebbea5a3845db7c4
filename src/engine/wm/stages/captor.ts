/**
 * Who takes a character captured (or killed) in a larger game (MULTIPLE PLAYERS / ARMIES; POST COMBAT). The book
 * names "the player in possession of a captured character", to whom the ransom is owed, but not which one when the
 * enemy side holds armies of several nations, and a report line names no captor. Our reading: the enemy army that
 * destroyed or routed off the most points (its Killed report, its share of the side's VP); a tie by a keyed die
 * among the tied armies, which the moderator may override.
 */
import type { Dice } from '../../dice';
import type { BattleSide } from '../battle';
import { wmDieEvent, type WmEvent } from '../events';

const CITE = '002 POST COMBAT; MULTIPLE PLAYERS / ARMIES (our reading)';

export interface Captor {
  readonly nation: string;
  /** The die row when a tie was broken. */
  readonly events: readonly WmEvent[];
  /** Why this nation, when the enemy side had several (for the moderator and both sides); null when it had one. */
  readonly why: string | null;
}

export function captorOf(
  battle: string,
  army: string,
  enemies: readonly BattleSide[],
  nationOf: (army: string) => string,
  dice: Dice,
): Captor {
  const nations = [...new Set(enemies.map((e) => nationOf(e.army)))];
  if (nations.length <= 1) return { nation: nations[0] ?? '', events: [], why: null };
  const most = Math.max(...enemies.map((e) => e.enemyLossesCost));
  const top = enemies.filter((e) => e.enemyLossesCost === most);
  const rule = `the enemy side has armies of ${nations.join(', ')}; the book names no captor, so the enemy army that destroyed the most points takes them`;
  if (top.length === 1) {
    const one = top[0] as BattleSide;
    const nation = nationOf(one.army);
    return { nation, events: [], why: `${rule}: ${one.army}, ${most} points, so ${nation}` };
  }
  const key = `captor:${battle}:${army}`;
  const die = dice.roll(key, top.length);
  const chosen = top[die - 1] as BattleSide;
  const nation = nationOf(chosen.army);
  const tied = top.map((e) => e.army).join(', ');
  const why = `${rule}: ${tied} tie at ${most} points; the die (d${top.length}: ${die}) gives ${chosen.army}, so ${nation}`;
  return {
    nation,
    events: [
      wmDieEvent(
        'M3 Combat',
        battle,
        `who takes ${army}'s characters: ${chosen.army} (${nation})`,
        { key, die: `d${top.length}`, result: die },
        CITE,
      ),
    ],
    why,
  };
}

/**
 * Multiple combats (book 004, Section C 3.0C, 4.0C; App. D): the random order of an army's battles, a patroller's
 * preemptive strike, fleeing from all remaining battles, and the random roles of an abstract battle where
 * neither army defends.
 */
import type { Dice } from '../../dice';
import { pick, shuffle } from '../../core/rolls';
import { meEvent, type MeEvent } from '../events';
import { forceName, type Force, type Matchup } from './matching';

/** 4.0C: a patroller strikes preemptively: both armies count as attacking for that battle. */
export function preemptiveStrike(m: Matchup): Matchup {
  return { ...m, bothAttacking: true, cite: `${m.cite}, 4.0C preemptive strike` };
}

/**
 * 4.0C: the battles an army must fight in one turn, "determined randomly by the GM after all players have
 * submitted their fight or flight responses", keyed `${key}:order:${army}`.
 */
export function combatOrder(
  dice: Dice,
  key: string,
  armyName: string,
  matchups: readonly Matchup[],
): { readonly order: Matchup[]; readonly events: MeEvent[] } {
  const mine = matchups.filter((m) =>
    [m.attacker, m.defender].some((f) => f.kind === 'army' && f.armies.includes(armyName)),
  );
  if (mine.length < 2) return { order: mine, events: [] };
  const order = shuffle(dice, `${key}:order:${armyName}`, mine);
  return {
    order,
    events: [
      meEvent(
        'Fight or flight',
        armyName,
        `Fights in this order: ${order.map((m) => m.id).join(', ')}`,
        '004 4.0C Order of multiple combats',
      ),
    ],
  };
}

/**
 * 4.0C: "After any battle during a multiple combat sequence, the player may choose to flee from all remaining
 * battles": the ids of the battles after `after` in the army's order, where it now flees.
 */
export function fleeFromRemaining(order: readonly Matchup[], after: string): string[] {
  const at = order.findIndex((m) => m.id === after);
  if (at < 0) throw new RangeError(`004 4.0C: battle ${after} is not in this army's order`);
  return order.slice(at + 1).map((m) => m.id);
}

/**
 * App. D: "If neither army is defending, the GM will randomly choose which army is attacking and which is
 * defending" (a preemptive strike, or invaders fighting each other): the two forces as attacker and defender.
 */
export function abstractRoles(
  dice: Dice,
  key: string,
  m: Matchup,
): { readonly attacker: Force; readonly defender: Force; readonly events: MeEvent[] } {
  if (!m.bothAttacking) return { attacker: m.attacker, defender: m.defender, events: [] };
  const k = `${key}:${m.id}:abstract attacker`;
  const attacker = pick(dice, k, [m.attacker, m.defender]);
  const defender = attacker === m.attacker ? m.defender : m.attacker;
  return {
    attacker,
    defender,
    events: [
      meEvent(
        'Battle resolution',
        m.hex,
        `Neither army defends: ${forceName(attacker)} attacks for the abstract battle (drawn at random, ${k})`,
        '004 App. D',
      ),
    ],
  };
}

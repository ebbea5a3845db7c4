import { ATTACK_STRATEGIES, DEFENCE_STRATEGIES } from '../../abstract-battle';
import type { CampaignState } from '../../model';
import { garrisonPoints } from './forces';
import { MINIMUM_GAME_TURNS, TABLE_17 } from './tables';
import {
  Battle,
  BATTLE_CHOICES,
  BattleChoice,
  BattleKind,
  BattleResult,
  BattleSettlementState,
} from './types';

/**
 * The moderator types a battle's result; this says, in words, everything missing or wrong in it before anything
 * is applied (one message per problem, naming the battle and the field). An empty list: the result is complete.
 */

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
const wholeAtLeast = (n: unknown, min: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= min;

/** True when the two choices lead to a tabletop battle (Table 17: Fight with Fight or Truce). */
export function needsBattle(battle: Battle, result: BattleResult): boolean {
  const [a, b] = battle.sides.map((s) => choiceOf(result, s.player));
  return a !== undefined && b !== undefined && TABLE_17[a][b].battle;
}

export function choiceOf(result: BattleResult, player: string): BattleResult['choices'][string] | undefined {
  return Object.entries(result.choices).find(([p]) => same(p, player))?.[1];
}

/** The points of an army of the battle before it was fought; a city's garrison counts as an army. */
export function startingPoints(state: CampaignState, battle: Battle, army: string): number | undefined {
  const found = state.armies.find((a) => same(a.name, army));
  if (found !== undefined) return found.points;
  if (battle.city !== null && same(army, `${battle.city.name} garrison`))
    return garrisonPoints(battle.city.size);
  return undefined;
}

/**
 * SIEGES: "All successful sieges become city fights unless the defender flees": the besieger that got in (side 0
 * of a siege or city fight) fights; the defender may fight, truce (Table 17: a battle all the same) or run (the
 * city falls without a fight). A player's other choice is refused on the orders form; the moderator's is a
 * warning (resultWarnings).
 */
export function choicesOpen(kind: BattleKind, side: 0 | 1): readonly BattleChoice[] {
  return kind !== 'field battle' && side === 0 ? ['fight'] : BATTLE_CHOICES;
}

/**
 * What the moderator entered against the book but may decide: a besieger's Truce or Run after a successful
 * siege. Said before applying, never refused (validateResult leaves it alone); Table 17 settles it as entered.
 */
export function resultWarnings(battle: Battle, result: BattleResult): string[] {
  const out: string[] = [];
  battle.sides.forEach((s, i) => {
    const c = choiceOf(result, s.player);
    if (
      c === undefined ||
      !BATTLE_CHOICES.includes(c) ||
      choicesOpen(battle.kind, i === 0 ? 0 : 1).includes(c)
    )
      return;
    out.push(
      `Battle ${battle.id}: ${s.player}, the besieger, chose ${c}; the book says "All successful sieges become city fights unless the defender flees" (SIEGES). It is applied as entered (Table 17): the moderator may override the book.`,
    );
  });
  return out;
}

export function validateResult(
  state: CampaignState,
  settlement: BattleSettlementState,
  battle: Battle,
  result: BattleResult,
  turn: number,
): string[] {
  const at = `Battle ${battle.id}`;
  const errors: string[] = [];
  if (!same(result.battleId, battle.id)) errors.push(`${at}: the result is for battle '${result.battleId}'`);
  if (settlement.settled.some((id) => same(id, battle.id)))
    return [`${at} is already settled: a battle is never applied twice`];
  const players = battle.sides.map((s) => s.player);
  for (const p of players) {
    const c = choiceOf(result, p);
    if (c === undefined) errors.push(`${at}: ${p}'s choice is missing (fight, truce or run)`);
    else if (!BATTLE_CHOICES.includes(c))
      errors.push(`${at}: ${p}'s choice '${String(c)}' is not fight, truce or run`);
  }
  for (const p of Object.keys(result.choices))
    if (!players.some((x) => same(x, p))) errors.push(`${at}: ${p} is not a side of this battle`);
  if (errors.length > 0) return errors;
  const battleNeeded = needsBattle(battle, result);
  if (!battleNeeded) {
    if (result.fought !== null || result.abstract !== null)
      errors.push(
        `${at}: no battle is fought after these choices (Table 17), so there is no result to enter`,
      );
    return errors;
  }
  if (result.fought === null && result.abstract === null)
    errors.push(`${at}: the battle's result is missing (winner, points lost, turns played)`);
  if (result.fought !== null && result.abstract !== null)
    errors.push(`${at}: enter a played result or abstract strategies, not both`);
  if (result.abstract !== null) {
    if (turn <= battle.deadlineTurn)
      errors.push(
        `${at}: it may be resolved abstractly only after its deadline, turn ${battle.deadlineTurn}`,
      );
    if (!ATTACK_STRATEGIES.includes(result.abstract.attacker))
      errors.push(
        `${at}: attacker's strategy '${result.abstract.attacker}' is not one of ${ATTACK_STRATEGIES.join(', ')}`,
      );
    if (!DEFENCE_STRATEGIES.includes(result.abstract.defender))
      errors.push(
        `${at}: defender's strategy '${result.abstract.defender}' is not one of ${DEFENCE_STRATEGIES.join(', ')}`,
      );
  }
  if (result.fought !== null) errors.push(...foughtErrors(state, settlement, battle, result.fought, at));
  const winner = result.fought?.winner;
  const attackerWon = winner !== undefined && same(winner, battle.sides[0].player);
  const fateNeeded = battle.city !== null && (attackerWon || result.abstract !== null);
  if (fateNeeded && result.cityFate === null)
    errors.push(
      `${at}: if ${battle.city?.name ?? 'the city'} falls, conquer or sack? (the choice is missing)`,
    );
  if (!fateNeeded && result.cityFate !== null)
    errors.push(`${at}: conquer or sack applies only when the attacker takes a city`);
  return errors;
}

function foughtErrors(
  state: CampaignState,
  settlement: BattleSettlementState,
  battle: Battle,
  f: NonNullable<BattleResult['fought']>,
  at: string,
): string[] {
  const errors: string[] = [];
  const players = battle.sides.map((s) => s.player);
  const armies = battle.sides.flatMap((s) => s.armies);
  const winner = players.find((p) => same(p, f.winner));
  if (winner === undefined) errors.push(`${at}: winner '${f.winner}' is not one of ${players.join(', ')}`);
  for (const army of armies) {
    const lost = Object.entries(f.pointsLost).find(([n]) => same(n, army))?.[1];
    const points = startingPoints(state, battle, army);
    if (lost === undefined) errors.push(`${at}: points lost by ${army} are missing (0 if none)`);
    else if (!wholeAtLeast(lost, 0))
      errors.push(`${at}: points lost by ${army} must be a whole number of 0 or more`);
    else if (points !== undefined && lost > points)
      errors.push(`${at}: ${army} lost ${lost} points but had only ${points}`);
  }
  for (const name of Object.keys(f.pointsLost))
    if (!armies.some((a) => same(a, name))) errors.push(`${at}: ${name} is not an army of this battle`);
  const known = (name: string): boolean =>
    settlement.individuals.some((i) => same(i.name, name) && armies.some((a) => same(a, i.army)));
  for (const loss of f.individuals) {
    if (!known(loss.name))
      errors.push(`${at}: ${loss.name} is not a named individual of an army in this battle`);
    if (!wholeAtLeast(loss.wounds, 1))
      errors.push(`${at}: ${loss.name}'s wounds must be a whole number of 1 or more`);
  }
  for (const k of f.kills) {
    if (!known(k.by))
      errors.push(`${at}: ${k.by} (a kill) is not a named individual of an army in this battle`);
    if (!wholeAtLeast(k.size, 1))
      errors.push(`${at}: the size of the individual ${k.by} killed must be 1 or more`);
  }
  for (const [name, n] of Object.entries(f.spellsCast)) {
    if (!known(name))
      errors.push(`${at}: ${name} (spells cast) is not a named individual of an army in this battle`);
    if (!wholeAtLeast(n, 0)) errors.push(`${at}: spells cast by ${name} must be a whole number of 0 or more`);
  }
  if (!wholeAtLeast(f.turnsPlayed, 1)) errors.push(`${at}: turns played must be a whole number of 1 or more`);
  else if (f.turnsPlayed < MINIMUM_GAME_TURNS && f.withdrawal === null)
    errors.push(
      `${at}: fewer than ${MINIMUM_GAME_TURNS} turns played needs a withdrawal (who left, peaceful or fleeing)`,
    );
  if (f.withdrawal !== null) {
    const w = f.withdrawal;
    if (!players.some((p) => same(p, w.player)))
      errors.push(`${at}: withdrawing side '${w.player}' is not in this battle`);
    else if (winner !== undefined && same(w.player, winner))
      errors.push(
        `${at}: ${w.player} withdrew, so ${w.player} cannot be the winner (withdrawing gives victory to the other side)`,
      );
    if (w.kind !== 'peaceful' && w.kind !== 'fleeing')
      errors.push(`${at}: a withdrawal is peaceful or fleeing`);
  }
  return errors;
}

/**
 * A campaign battle against an Independent lesser-race army (MINOR NATIONS; WM-R23): "all campaign rules and the
 * effects are used". The player's win removes it from the map and puts the race back in box 0; its win makes the
 * player army retreat as per the standard rules; "battle casualties have no effect" on it (it is rated up legally
 * for each battle), so only the player's side rolls for survival.
 */
import type { Dice } from '../dice';
import type { BattleSide } from './battle';
import { applyFate, type CharacterFate } from './characters';
import { toBothSides } from './fate-report';
import { wmEvent, type WmEvent } from './events';
import { army as armyOf, nation as nationOf, withNation } from './map';
import { independentDefeated, independentNamed, independentName, minorsOf } from './minor-nations';
import type { WmState } from './model';
import { decide, survivalRolls, victoryPoints, type Decision } from './post-combat';
import { retreat } from './retreat';

const CITE = '002 MINOR NATIONS, Independent';

export interface IndependentOutcome {
  readonly state: WmState;
  readonly decision: Decision;
  /** The player's VP, then the Independent army's. */
  readonly vp: readonly [number, number];
  readonly events: readonly WmEvent[];
  /** Fates that could not be applied (a captor that is no nation), for the moderator. */
  readonly warnings: readonly string[];
}

/**
 * The Independent army's VP: "the point cost of the enemy units destroyed or routed off" read from the player's own
 * report of his losses (the race has no player to report), at their roster cost.
 */
export function independentVp(state: WmState, side: BattleSide): number {
  const roster = nationOf(state, armyOf(state, side.army).nation).roster;
  return side.losses
    .filter((l) => l.stands === 'destroyed' || l.stands === 'routed off')
    .reduce((sum, l) => sum + (roster.find((e) => e.unit === l.unit)?.cost ?? 0), 0);
}

export function resolveIndependent(
  state: WmState,
  id: string,
  side: BattleSide,
  race: string,
  characters: readonly CharacterFate[],
  dice: Dice,
  /** The player reported that the race held the objective alone (+200, POST COMBAT). */
  heldByIt = false,
): IndependentOutcome {
  const m = independentNamed(state, independentName(race));
  if (!m) throw new RangeError(`${race} has no Independent army on the map`);
  const vpP = victoryPoints(side.enemyLossesCost, side.soleObjective);
  const vpI = victoryPoints(independentVp(state, side), heldByIt);
  if (heldByIt && side.soleObjective)
    throw new RangeError(`${id}: only one side may hold the objective alone`);
  const decision = decide(vpP, vpI);
  const name = independentName(race);
  const text =
    decision.result === 'draw'
      ? `draw at ${vpP} VP each`
      : decision.winner === 'A'
        ? `${side.army} wins a ${decision.level}, ${vpP} to ${vpI} VP`
        : `${name} wins a ${decision.level}, ${vpI} to ${vpP} VP`;
  const events: WmEvent[] = [wmEvent('M3 Combat', id, text, CITE)];
  const warnings: string[] = [];
  const n = nationOf(state, armyOf(state, side.army).nation);
  const survived = survivalRolls(n, id, side.losses, dice);
  let next = withNation(state, n.name, { roster: survived.nation.roster });
  events.push(...survived.events);
  for (const f of characters)
    try {
      const applied = applyFate(next, f);
      next = applied.state;
      events.push(...toBothSides(id, f, applied.events));
    } catch (e) {
      warnings.push(`${id}: ${f.character}: ${(e as Error).message}; the moderator records it`);
    }
  if (decision.result === 'win' && decision.winner === 'A') {
    next = { ...next, minors: minorsOf(next).map((x) => (x === m ? independentDefeated(x) : x)) };
    events.push(
      wmEvent('M3 Combat', race, `beaten by ${side.army}: its army leaves the map, back to box 0`, CITE),
    );
  } else if (
    decision.result === 'win' ||
    (state.settings.draw === 'mover' && armyOf(state, side.army).cameFrom !== null)
  ) {
    // Its win, or a draw under the 'mover' setting when the player army moved in (WM-R10).
    const r = retreat(next, side.army, side.retreatTo);
    next = r.state;
    events.push(...r.events);
  }
  return { state: next, decision, vp: [vpP, vpI], events, warnings };
}

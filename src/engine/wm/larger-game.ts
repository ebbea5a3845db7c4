/**
 * One larger game of a meeting of three or more armies (MULTIPLE PLAYERS / ARMIES, Option A: equal numbers of
 * attacking and defending armies, "a double or triple size game"): each side's VP is the point cost of the enemy
 * units its armies destroyed or routed off, +200 when one of its armies alone holds the objective (POST COMBAT);
 * every army's units roll for survival; every army of the losing side retreats as standard.
 */
import type { Dice } from '../dice';
import type { BattleSide } from './battle';
import { applyFate, type CharacterFate } from './characters';
import { toBothSides } from './fate-report';
import { wmEvent, type WmEvent } from './events';
import { army as armyOf, nation as nationOf, withNation } from './map';
import type { WmState } from './model';
import { decide, survivalRolls, victoryPoints, type Decision } from './post-combat';
import { retreat } from './retreat';

const CITE = '002 MULTIPLE PLAYERS / ARMIES, Option A; POST COMBAT';

export interface LargerGameOutcome {
  readonly state: WmState;
  readonly decision: Decision;
  /** The attackers' VP, then the defenders'. */
  readonly vp: readonly [number, number];
  readonly events: readonly WmEvent[];
}

function sideVp(sides: readonly BattleSide[]): number {
  return victoryPoints(
    sides.reduce((sum, x) => sum + x.enemyLossesCost, 0),
    sides.some((x) => x.soleObjective),
  );
}

export function resolveLargerGame(
  state: WmState,
  id: string,
  attack: readonly BattleSide[],
  defend: readonly BattleSide[],
  characters: readonly CharacterFate[],
  dice: Dice,
): LargerGameOutcome {
  if (attack.some((x) => x.soleObjective) && defend.some((x) => x.soleObjective))
    throw new RangeError(`${id}: only one side may hold the objective alone`);
  const vpA = sideVp(attack);
  const vpD = sideVp(defend);
  const decision = decide(vpA, vpD);
  const names = (xs: readonly BattleSide[]): string => xs.map((x) => x.army).join(', ');
  const text =
    decision.result === 'draw'
      ? `draw at ${vpA} VP each`
      : decision.winner === 'A'
        ? `the attackers (${names(attack)}) win a ${decision.level}, ${vpA} to ${vpD} VP`
        : `the defenders (${names(defend)}) win a ${decision.level}, ${vpD} to ${vpA} VP`;
  const events: WmEvent[] = [wmEvent('M3 Combat', id, text, CITE)];
  let next = state;
  for (const side of [...attack, ...defend]) {
    const n = nationOf(next, armyOf(next, side.army).nation);
    const survived = survivalRolls(n, id, side.losses, dice);
    next = withNation(next, n.name, { roster: survived.nation.roster });
    events.push(...survived.events);
  }
  for (const f of characters) {
    const applied = applyFate(next, f);
    next = applied.state;
    events.push(...toBothSides(id, f, applied.events));
  }
  // A draw: no winner and no retreat (WM-R10, the default; the 'mover' setting reads two armies, not sides).
  if (decision.result === 'win')
    for (const side of decision.winner === 'A' ? defend : attack) {
      const r = retreat(next, side.army, side.retreatTo);
      next = r.state;
      events.push(...r.events);
    }
  return { state: next, decision, vp: [vpA, vpD], events };
}

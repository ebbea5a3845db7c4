/**
 * One larger game of a meeting of three or more armies (MULTIPLE PLAYERS / ARMIES, Option A: equal numbers of
 * attacking and defending armies, "a double or triple size game"): each side's VP is the point cost of the enemy
 * units its armies destroyed or routed off, +200 when one of its armies alone holds the objective (POST COMBAT);
 * every army's units roll for survival; every army of the losing side retreats as standard, and the winners settle
 * who stays (shareOut).
 */
import type { Dice } from '../dice';
import type { BattleSide } from './battle';
import { applyFate, type CharacterFate } from './characters';
import { toBothSides } from './fate-report';
import { wmEvent, type WmEvent } from './events';
import { army as armyOf, nation as nationOf, withArmy, withNation } from './map';
import type { WmState } from './model';
import { decide, survivalRolls, victoryPoints, type Decision } from './post-combat';
import { retreat, retreatTarget } from './retreat';

const CITE = '002 MULTIPLE PLAYERS / ARMIES, Option A; POST COMBAT';

export interface LargerGameOutcome {
  readonly state: WmState;
  readonly decision: Decision;
  /** The attackers' VP, then the defenders'. */
  readonly vp: readonly [number, number];
  readonly events: readonly WmEvent[];
  /** The winning armies left together in the area, pre-engaged (Option A); empty when one (or none) is left. */
  readonly preEngaged: readonly string[];
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
  if (decision.result !== 'win') return { state: next, decision, vp: [vpA, vpD], events, preEngaged: [] };
  for (const side of decision.winner === 'A' ? defend : attack) {
    const r = retreat(next, side.army, side.retreatTo);
    next = r.state;
    events.push(...r.events);
  }
  const shared = shareOut(next, id, decision.winner === 'A' ? attack : defend);
  events.push(...shared.events);
  return { state: shared.state, decision, vp: [vpA, vpD], events, preEngaged: shared.preEngaged };
}

/**
 * Option A: "the victorious player(s) must now decide amongst themselves who will retreat until the limit of one
 * army per area is achieved". Their agreement is a winner's own Retreat line in the report: in the side's order,
 * each winner who wrote one retreats as standard (POST COMBAT priorities, his area preferred) while another winner
 * is still there; one with nowhere to go stays (our reading: leaving by agreement never routs). Those still
 * together did not agree: "pre-engaged in combat for next turn, neither army may be given orders".
 */
function shareOut(
  state: WmState,
  id: string,
  winners: readonly BattleSide[],
): { state: WmState; events: WmEvent[]; preEngaged: string[] } {
  let next = state;
  const events: WmEvent[] = [];
  let left = winners.map((x) => x.army);
  for (const w of winners) {
    if (left.length <= 1 || !w.retreatTo) continue;
    if (!('to' in retreatTarget(next, w.army, w.retreatTo))) {
      events.push(
        wmEvent('M4 Retreat', w.army, 'would leave by agreement, but has nowhere to retreat: stays', CITE),
      );
      continue;
    }
    const r = retreat(next, w.army, w.retreatTo);
    next = r.state;
    events.push(
      wmEvent('M4 Retreat', w.army, "leaves by the winners' agreement (its report's Retreat)", CITE),
    );
    events.push(...r.events);
    left = left.filter((x) => x !== w.army);
  }
  if (left.length <= 1) return { state: next, events, preEngaged: [] };
  for (const x of left) next = withArmy(next, x, { status: 'pre-engaged', ahead: [] });
  events.push(
    wmEvent(
      'M4 Retreat',
      id,
      `${left.join(', ')} stay together, pre-engaged: neither may be given orders next month, when they fight each other to decide who stays`,
      CITE,
    ),
  );
  return { state: next, events, preEngaged: left };
}

/**
 * A two-sided campaign battle from the players' report to the campaign's effects (book 002 POST COMBAT; digest §6
 * "What the campaign applies"): the winner and level, survival rolls for both sides, the characters' fates, and
 * the loser's retreat or rout. On a draw nobody retreats, or the army that moved in under the 'mover' setting
 * (WM-R10).
 */
import type { Dice } from '../dice';
import { applyFate, type CharacterFate } from './characters';
import { toBothSides } from './fate-report';
import { wmEvent, type WmEvent } from './events';
import { army as armyOf, nation as nationOf, withNation } from './map';
import type { WmState } from './model';
import { decide, survivalRolls, victoryPoints, type Decision, type UnitLoss } from './post-combat';
import { retreat } from './retreat';

export interface BattleSide {
  readonly army: string;
  /** Point cost of the enemy units destroyed or routed off (characters included). */
  readonly enemyLossesCost: number;
  readonly soleObjective: boolean;
  /** This side's own units with stands lost. */
  readonly losses: readonly UnitLoss[];
  /** Where the loser would rather retreat among equals (the player's choice). */
  readonly retreatTo?: string;
}

export interface BattleReport {
  readonly id: string;
  readonly a: BattleSide;
  readonly b: BattleSide;
  readonly characters?: readonly CharacterFate[];
}

export interface BattleOutcome {
  readonly state: WmState;
  readonly decision: Decision;
  readonly vp: readonly [number, number];
  readonly events: readonly WmEvent[];
}

export function resolveBattle(state: WmState, report: BattleReport, dice: Dice): BattleOutcome {
  const vpA = victoryPoints(report.a.enemyLossesCost, report.a.soleObjective);
  const vpB = victoryPoints(report.b.enemyLossesCost, report.b.soleObjective);
  if (report.a.soleObjective && report.b.soleObjective)
    throw new RangeError(`${report.id}: only one side may hold the objective alone`);
  const decision = decide(vpA, vpB);
  const events: WmEvent[] = [];
  const text =
    decision.result === 'draw'
      ? `draw at ${vpA} VP each`
      : decision.winner === 'A'
        ? `${report.a.army} wins a ${decision.level}, ${vpA} to ${vpB} VP`
        : `${report.b.army} wins a ${decision.level}, ${vpB} to ${vpA} VP`;
  events.push(wmEvent('M3 Combat', report.id, text, '002 POST COMBAT'));

  let next = state;
  for (const side of [report.a, report.b]) {
    const n = nationOf(next, armyOf(next, side.army).nation);
    const survived = survivalRolls(n, report.id, side.losses, dice);
    next = withNation(next, n.name, { roster: survived.nation.roster });
    events.push(...survived.events);
  }
  for (const f of report.characters ?? []) {
    const applied = applyFate(next, f);
    next = applied.state;
    events.push(...toBothSides(report.id, f, applied.events));
  }

  const loser = loserOf(next, report, decision);
  if (loser) {
    const side = loser === report.a.army ? report.a : report.b;
    const r = retreat(next, loser, side.retreatTo);
    next = r.state;
    events.push(...r.events);
  }
  return { state: next, decision, vp: [vpA, vpB], events };
}

function loserOf(state: WmState, report: BattleReport, decision: Decision): string | null {
  if (decision.result === 'win') return decision.winner === 'A' ? report.b.army : report.a.army;
  if (state.settings.draw === 'none') return null;
  const movedA = armyOf(state, report.a.army).cameFrom !== null;
  const movedB = armyOf(state, report.b.army).cameFrom !== null;
  return movedA === movedB ? null : movedA ? report.a.army : report.b.army;
}

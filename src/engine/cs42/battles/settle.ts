import { resolveAbstractBattle } from '../../abstract-battle';
import type { Dice } from '../../dice';
import type { CampaignState } from '../../model';
import type { TurnEntry, TurnEvent } from '../turn/context';
import { shareLosses } from './forces';
import { addExperience, Note, renominate } from './individuals';
import { scoutsForFieldArmies } from './scouts';
import { moraleOf } from './settle-city';
import { applyOutcome, Outcome, retreatAll } from './settle-fought';
import {
  attackerWoundPercent,
  casualtyPercent,
  percentOf,
  SPOILS_PER_PIP,
  spoilsDice,
  TABLE_17,
} from './tables';
import type { Battle, BattleChoice, BattleResult, BattleSettlementState, IndividualLoss } from './types';
import { choiceOf, startingPoints, validateResult } from './validate';
import { SettlementWork } from './work';

/**
 * settleBattle: one battle's result applied to the campaign (COMBAT, Battle Results and Table 17; SIEGES; ARMY
 * COMMAND; EXPERIENCE; RULINGS 24, 26-28, 35). Pure: the same state, battle state, battle, result and dice give
 * the same settlement, roll for roll. Every die is rolled under `battle:<id>:...` and logged; treasury changes
 * come back as journal entries, like the turn pipeline's.
 */

export interface SettleInput {
  readonly state: CampaignState;
  readonly settlement: BattleSettlementState;
  readonly battle: Battle;
  readonly result: BattleResult;
  readonly dice: Dice;
  /** The turn now being played (an abstract resolution needs the deadline passed). */
  readonly turn: number;
}

export type Settled =
  | {
      readonly ok: true;
      readonly state: CampaignState;
      readonly settlement: BattleSettlementState;
      readonly entries: readonly TurnEntry[];
      readonly events: readonly TurnEvent[];
    }
  | { readonly ok: false; readonly errors: readonly string[] };

export function settleBattle(input: SettleInput): Settled {
  const { state, settlement, battle, result, dice } = input;
  const errors = validateResult(state, settlement, battle, result, input.turn);
  if (errors.length > 0) return { ok: false, errors };
  const w = new SettlementWork(state, settlement, battle, dice);
  const [a, b] = battle.sides;
  const ca = choiceOf(result, a.player) ?? 'truce';
  const cb = choiceOf(result, b.player) ?? 'truce';
  w.say(battle.id, `${a.player} chose ${ca}, ${b.player} chose ${cb}`, 'Table 17');
  if (TABLE_17[ca][cb].battle) {
    const morale = moraleOf(state, battle);
    if (morale !== null && battle.kind !== 'field battle')
      w.say(
        battle.city?.name ?? battle.id,
        `city morale ${morale}: from game turn 5 the city holds on a d20 of ${morale} or less`,
        'City Morale',
      );
    for (const [i, s] of battle.sides.entries())
      if (TABLE_17[i === 0 ? ca : cb][i === 0 ? cb : ca].outmaneuver)
        w.say(
          s.player,
          'chose to fight against a truce: may give 1 warband the Outmaneuver ability',
          'Table 17',
        );
    const outcome = result.fought !== null ? played(result) : abstractOutcome(w, state, result);
    if (outcome === 'lost cause') return finish(w);
    applyOutcome(w, outcome, result);
  } else {
    noBattle(w, ca, cb);
  }
  return finish(w);
}

function finish(w: SettlementWork): Settled {
  const notes: Note[] = [];
  for (const s of w.battle.sides)
    for (const name of s.armies) {
      const army = w.army(name);
      if (army === undefined) continue;
      const command = renominate(w.individuals, army.name, army.player, w.sizeOf(army.name), notes);
      w.individuals = command.individuals;
      if (command.leaderless) w.status(army.name, army.player).leaderless = true;
    }
  w.notes(notes);
  scoutsForFieldArmies(w);
  const out = w.result();
  return { ok: true, ...out, entries: w.entries, events: w.events };
}

function played(result: BattleResult): Outcome {
  const f = result.fought;
  if (f === null) throw new Error('played() needs a fought result');
  return {
    winner: f.winner,
    pointsLost: new Map(Object.entries(f.pointsLost)),
    individuals: f.individuals,
    kills: f.kills,
    spellsCast: f.spellsCast,
    withdrawal: f.withdrawal,
    abstract: false,
  };
}

/** App. D: side 0 attacks, side 1 defends; a side's losses are shared over its armies by their points; a fallen
 * character has lost all his wounds (and rolls to recover them, Casualties). A Lost Cause is Fight against Run. */
function abstractOutcome(
  w: SettlementWork,
  state: CampaignState,
  result: BattleResult,
): Outcome | 'lost cause' {
  const { battle } = w;
  const strategies = result.abstract;
  if (strategies === null) throw new Error('abstractOutcome() needs strategies');
  const forces = battle.sides.map((s) =>
    s.armies.map((n) => ({ name: n, points: startingPoints(state, battle, n) ?? 0 })),
  );
  const total = (i: number): number => forces[i].reduce((t, x) => t + x.points, 0);
  const characters = (i: number): string[] =>
    battle.sides[i].armies.flatMap((n) => w.individualsOf(n).map((x) => x.name));
  const r = resolveAbstractBattle(
    {
      key: w.prefix,
      attacker: {
        name: battle.sides[0].player,
        points: total(0),
        characters: characters(0),
        strategy: strategies.attacker,
      },
      defender: {
        name: battle.sides[1].player,
        points: total(1),
        characters: characters(1),
        strategy: strategies.defender,
      },
    },
    w.dice,
  );
  for (const roll of r.rolls)
    w.events.push({
      phase: 'Combat',
      subject: battle.id,
      effect: roll.effect,
      die: roll.die,
      result: roll.result,
      key: roll.key,
      table: 'Appendix D, Table 25',
    });
  if (r.modifier === null) {
    const smaller = total(0) < total(1) ? 0 : 1;
    w.say(
      battle.id,
      `a Lost Cause: ${battle.sides[smaller].player}'s army is not half the other's size and flees (fight against run)`,
      'Appendix D; 2.0C Lost Cause',
    );
    fightAgainstRun(w, 1 - smaller, smaller);
    return 'lost cause';
  }
  w.say(
    battle.id,
    `2d6 ${r.roll} + strength ${r.modifier} (Table 23) + strategy ${r.strategy} (Table 24) = ${r.adjusted}: ${r.outcome}`,
    'Appendix D, Tables 23-25',
  );
  const pointsLost = new Map<string, number>();
  for (const [i, side] of [r.attacker, r.defender].entries())
    for (const [n, lost] of shareLosses(forces[i], side.pointsLost)) pointsLost.set(n, lost);
  const fell: IndividualLoss[] = [...r.attacker.fallen, ...r.defender.fallen].map((name) => {
    const ind = w.individuals.find((x) => x.name === name);
    return { name, wounds: Math.max(1, (ind?.maxWounds ?? 1) - (ind?.wounds ?? 0)), killed: true };
  });
  const winner = r.outcome.startsWith('Attacker')
    ? battle.sides[0].player
    : r.outcome.startsWith('Defender')
      ? battle.sides[1].player
      : null;
  return {
    winner,
    pointsLost,
    individuals: fell,
    kills: [],
    spellsCast: {},
    withdrawal: null,
    abstract: true,
  };
}

/** Table 17 without a tabletop battle. */
function noBattle(w: SettlementWork, ca: BattleChoice, cb: BattleChoice): void {
  if (ca === 'fight' && cb === 'run') return fightAgainstRun(w, 0, 1);
  if (ca === 'run' && cb === 'fight') return fightAgainstRun(w, 1, 0);
  const runners = ([0, 1] as const).filter((i) => (i === 0 ? ca : cb) === 'run');
  if (runners.length === 0) {
    w.say(w.battle.id, 'no action required: no battle, no experience, no booty', 'Table 17');
    return;
  }
  for (const i of runners) {
    const pct = TABLE_17.run[i === 0 ? cb : ca].casualtyPercent;
    for (const name of w.battle.sides[i].armies) {
      const army = w.army(name);
      if (army !== undefined && pct > 0)
        w.losePoints(
          army.name,
          percentOf(army.points, pct),
          `${pct}% casualties in the ensuing confusion`,
          'Table 17, Run / Run',
        );
    }
    retreatAll(w, w.battle.sides[i].armies, true, true);
  }
}

/**
 * Table 17, Fight / Run: the runner is broken, rolls on Table 18 and retreats; the fighter takes the attacker's
 * wounds ((d20 + fleeing size - attacking size) x 5 % of the runner's wounds), every character gets 2 EP and the
 * side gains the runner's baggage train (Table 19 on its points).
 */
function fightAgainstRun(w: SettlementWork, fighter: number, runner: number): void {
  const { battle } = w;
  const runArmies = battle.sides[runner].armies.map((n) => w.army(n)).filter((x) => x !== undefined);
  const fightArmies = battle.sides[fighter].armies.map((n) => w.army(n)).filter((x) => x !== undefined);
  const size = (xs: typeof runArmies): number => xs.reduce((t, x) => t + w.sizeOf(x.name), 0);
  const fleeingSize = size(runArmies);
  const attackingSize = size(fightArmies);
  const startPoints = new Map(runArmies.map((x) => [x.name, x.points]));
  const pct = casualtyPercent(
    w.roll(
      `${w.prefix}:casualties`,
      20,
      battle.sides[runner].player,
      'Table 18',
      (r) => `ran: ${casualtyPercent(r)}% casualties`,
    ),
  );
  let defenderWounds = 0;
  for (const x of runArmies) {
    const lost = percentOf(x.points, pct);
    defenderWounds += lost;
    w.losePoints(x.name, lost, `ran from battle, ${pct}% casualties`, 'Table 17, Fight / Run; Table 18');
  }
  const wpct = attackerWoundPercent(
    w.roll(
      `${w.prefix}:attacker-wounds`,
      20,
      battle.sides[fighter].player,
      "Battle Results, the attacker's wounds",
      (r) => {
        const m = r + fleeingSize - attackingSize;
        return `${r} + ${fleeingSize} - ${attackingSize} = ${m}: ${m <= 0 ? 'no damage' : `${m * 5}% of the ${defenderWounds} points the runners lost`}`;
      },
    ),
    fleeingSize,
    attackingSize,
  );
  const attackerLost = percentOf(defenderWounds, wpct);
  for (const [n, lost] of shareLosses(fightArmies, attackerLost))
    w.losePoints(
      n,
      lost,
      `inflicting wounds is rarely free, ${wpct}% of the runners' losses`,
      'Battle Results',
    );
  retreatAll(w, battle.sides[runner].armies, true);
  const notes: Note[] = [];
  const chars = battle.sides[fighter].armies.flatMap((n) => w.individualsOf(n));
  w.individuals = addExperience(
    w.individuals,
    new Map(chars.map((c) => [c.name, { points: 2, why: ['the enemy ran'] }])),
    notes,
  );
  w.notes(notes);
  for (const [name, points] of startPoints) {
    const dice = spoilsDice(points);
    let total = 0;
    for (let i = 1; i <= dice; i++)
      total += w.roll(
        `${w.prefix}:spoils:${name}:${i}`,
        20,
        name,
        'Table 19',
        (r) => `baggage train die ${i} of ${dice}: ${r}`,
      );
    w.receive(
      battle.sides[fighter].player,
      'Spoils',
      total * SPOILS_PER_PIP,
      `baggage train of ${name} (${dice} d20 x ${SPOILS_PER_PIP})`,
    );
  }
}

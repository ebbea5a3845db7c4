import { addExperience, applyWounds, Note } from './individuals';
import { garrisonPoints } from './forces';
import { describeRetreat, chooseRetreat } from './retreat';
import { cityFalls, fieldBattleLiftsSiege, siegeBroken } from './settle-city';
import { colocatedUnits } from './settle-units';
import { casualtyPercent, percentOf, SPOILS_PER_PIP, spoilsDice, superiorFoeExperience } from './tables';
import type { BattleResult, IndividualLoss, Withdrawal } from './types';
import type { SettlementWork } from './work';

/**
 * A fought battle's consequences (Battle Results, Game Completion, Retreats, Casualties, Spoils, EXPERIENCE,
 * City Fights): from a played result, or from an abstract one (App. D) turned into the same shape.
 */

export interface Outcome {
  /** Null: a draw (App. D only); nobody retreats and nobody takes spoils. */
  readonly winner: string | null;
  readonly pointsLost: ReadonlyMap<string, number>;
  readonly individuals: readonly IndividualLoss[];
  readonly kills: readonly { readonly by: string; readonly size: number }[];
  readonly spellsCast: Readonly<Record<string, number>>;
  readonly withdrawal: Withdrawal | null;
  /** App. D: "Surviving characters gain exactly 1 XP" instead of the EXPERIENCE list. */
  readonly abstract: boolean;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function applyOutcome(w: SettlementWork, o: Outcome, result: BattleResult): void {
  const { battle } = w;
  const start = new Map<string, number>();
  const pointsOf = (n: string): number =>
    w.army(n)?.points ??
    (battle.city !== null && same(n, `${battle.city.name} garrison`) ? garrisonPoints(battle.city.size) : 0);
  for (const s of battle.sides) for (const n of s.armies) start.set(n, pointsOf(n));
  const sidePV = (i: 0 | 1): number => battle.sides[i].armies.reduce((t, n) => t + (start.get(n) ?? 0), 0);
  for (const [name, lost] of o.pointsLost) w.losePoints(name, lost, 'battle losses', 'Battle Results');
  const winnerIndex = o.winner === null ? -1 : battle.sides.findIndex((s) => same(s.player, o.winner ?? ''));
  const loserIndex = winnerIndex === -1 ? -1 : 1 - winnerIndex;
  if (o.withdrawal?.kind === 'fleeing') fleeingWithdrawal(w, o.withdrawal.player);
  const notes: Note[] = [];
  w.individuals = applyWounds(w.individuals, o.individuals, w.dice, w.prefix, notes);
  w.individuals = addExperience(w.individuals, experience(w, o, winnerIndex, sidePV), notes);
  w.notes(notes);
  if (winnerIndex === -1) {
    w.say(battle.id, 'a draw: both sides hold their ground', 'Appendix D, Table 25');
    return;
  }
  const winner = battle.sides[winnerIndex].player;
  const loser = battle.sides[loserIndex].player;
  const losers = battle.sides[loserIndex].armies.filter((n) => w.army(n) !== undefined);
  const cityFight = battle.city !== null && battle.kind !== 'field battle';
  const sacked = cityFight && winnerIndex === 0 && result.cityFate === 'sack';
  if (cityFight && winnerIndex === 0) {
    cityFalls(w, result.cityFate ?? 'conquer');
    // City Fights: "Any surviving defending troops ... are placed on an adjacent hex and are ... broken".
    retreatAll(w, losers, true);
  } else if (cityFight) {
    const defenders = battle.sides[1].armies;
    const before = defenders.reduce((t, n) => t + (start.get(n) ?? 0), 0);
    const lost = defenders.reduce((t, n) => t + (o.pointsLost.get(n) ?? 0), 0);
    siegeBroken(w, before, lost);
    retreatAll(w, losers, o.withdrawal !== null);
  } else {
    fieldBattleLiftsSiege(w, winner);
    retreatAll(w, losers, o.withdrawal !== null);
  }
  if (!sacked) spoils(w, winner, battle.sides[loserIndex].armies, start);
  else w.say(battle.id, 'no booty for the battle: the sack accounts for it', 'Sacking a city');
  colocatedUnits(w, winner, loser, result.enslave);
}

/** Game Completion: a fleeing withdrawal rolls Table 18 for each army on the points of its surviving models. */
function fleeingWithdrawal(w: SettlementWork, player: string): void {
  const side = w.battle.sides.find((s) => same(s.player, player));
  for (const name of side?.armies ?? []) {
    const a = w.army(name);
    if (a === undefined) continue;
    const pct = casualtyPercent(
      w.roll(
        `${w.prefix}:casualties:${a.name}`,
        20,
        a.name,
        'Table 18',
        (r) => `fled the field: ${casualtyPercent(r)}% of its surviving wounds`,
      ),
    );
    w.losePoints(
      a.name,
      percentOf(a.points, pct),
      `fleeing withdrawal, ${pct}%`,
      'Game Completion; Table 18',
    );
  }
}

/** EXPERIENCE, Earning Experience Points, for every named individual of the battle. */
function experience(
  w: SettlementWork,
  o: Outcome,
  winnerIndex: number,
  sidePV: (i: 0 | 1) => number,
): Map<string, { points: number; why: string[] }> {
  const awards = new Map<string, { points: number; why: string[] }>();
  const add = (name: string, points: number, why: string): void => {
    if (points <= 0) return;
    const a = awards.get(name) ?? { points: 0, why: [] };
    awards.set(name, { points: a.points + points, why: [...a.why, why] });
  };
  w.battle.sides.forEach((side, i) => {
    const foe = i === 0 ? 1 : 0;
    for (const army of side.armies)
      for (const ind of w.individualsOf(army)) {
        if (o.abstract) {
          add(ind.name, 1, 'survived an abstract battle');
          continue;
        }
        add(ind.name, 1, 'fought in a battle');
        if (i === winnerIndex) {
          add(ind.name, 2, 'won the battle');
          add(ind.name, superiorFoeExperience(sidePV(i as 0 | 1), sidePV(foe)), 'beat a superior foe');
        }
      }
  });
  if (!o.abstract) {
    for (const [name, n] of Object.entries(o.spellsCast)) add(name, n, `${n} spell(s) cast`);
    for (const k of o.kills) add(k.by, k.size, `killed an individual of size ${k.size}`);
  }
  return awards;
}

/** Table 19: the winner rolls one d20 per size point of each defeated army (its size before the battle), x 5. */
function spoils(
  w: SettlementWork,
  winner: string,
  defeated: readonly string[],
  start: ReadonlyMap<string, number>,
): void {
  for (const name of defeated) {
    const dice = spoilsDice(start.get(name) ?? 0);
    if (dice === 0) {
      w.say(name, 'under 100 points: no spoils (Table 19)', 'Table 19');
      continue;
    }
    let total = 0;
    for (let i = 1; i <= dice; i++)
      total += w.roll(
        `${w.prefix}:spoils:${name}:${i}`,
        20,
        name,
        'Table 19',
        (r) => `spoils die ${i} of ${dice}: ${r}`,
      );
    w.receive(
      winner,
      'Spoils',
      total * SPOILS_PER_PIP,
      `spoils of ${name} (${dice} d20 x ${SPOILS_PER_PIP})`,
    );
  }
}

/** Retreats: each army in the book's order of preference; destroyed when no hex is open. */
export function retreatAll(
  w: SettlementWork,
  names: readonly string[],
  broken: boolean,
  cityFirst = false,
): void {
  for (const name of names) {
    const a = w.army(name);
    if (a === undefined) continue;
    const r = chooseRetreat(
      w.state,
      a,
      w.battle.cameFrom[a.name] ?? null,
      w.dice,
      `${w.prefix}:retreat:${a.name}`,
      cityFirst,
    );
    const die = r.key === null ? undefined : w.dice.log().at(-1);
    if (die !== undefined)
      w.events.push({
        phase: 'Combat',
        subject: a.name,
        effect: describeRetreat(a.name, r),
        die: `d${die.sides}`,
        result: die.result,
        key: die.key,
        table: 'Retreats',
      });
    else w.say(a.name, describeRetreat(a.name, r), 'Retreats');
    if (r.to === null) {
      w.individuals = w.individuals.map((i) =>
        same(i.army, a.name) ? { ...i, status: 'dead', commander: false } : i,
      );
      w.destroyArmy(a.name);
      continue;
    }
    w.moveArmy(a.name, r.to);
    if (broken) {
      w.status(a.name, a.player).broken = true;
      w.say(a.name, 'Broken from the next turn, until it regroups', 'Broken Armies');
    }
  }
}

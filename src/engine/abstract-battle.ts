import type { Dice } from './dice';

/**
 * The abstract battle of Mighty Empires Appendix D (rulesets/mighty-empires.md, Tables 23-25, printed 8-10), shared
 * by every ruleset that resolves a battle nobody played: the strategy modifier by the two armies' points (Table
 * 23), each side's strategy (Table 24), 2d6 for the outcome (Table 25), losses per full 500 points and characters
 * falling. Every die goes through the seeded dice under a readable key (`<prefix>:outcome:1` ...), so it is logged
 * and a moderator may override it. Imports no ruleset.
 */

export type AttackStrategy = 'Direct Attack' | 'Surprise Attack' | 'Flank Attack';
export type DefenceStrategy = 'Counter Attack' | 'Hold' | 'Withdraw';
export const ATTACK_STRATEGIES: readonly AttackStrategy[] = [
  'Direct Attack',
  'Surprise Attack',
  'Flank Attack',
];
export const DEFENCE_STRATEGIES: readonly DefenceStrategy[] = ['Counter Attack', 'Hold', 'Withdraw'];

/** Table 23's strengths: 250 to 2500 in steps of 250. */
export const STRENGTH_STEP = 250;
const STRENGTHS = [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500] as const;
const LC = null;
/** Table 23 (printed Table 8): rows the defender's strength, columns the attacker's; null is Lost Cause. Row 500
 * as ruled in ME-R7; (750, 1250) = +3 against (1250, 750) = -4 as printed. */
const TABLE_23: readonly (readonly (number | null)[])[] = [
  [0, LC, LC, LC, LC, LC, LC, LC, LC, LC],
  [LC, 0, 3, LC, LC, LC, LC, LC, LC, LC],
  [LC, -3, 0, 2, 3, LC, LC, LC, LC, LC],
  [LC, LC, -2, 0, 1, 3, 5, LC, LC, LC],
  [LC, LC, -4, -1, 0, 1, 2, 4, 5, LC],
  [LC, LC, LC, -3, -1, 0, 1, 2, 3, 5],
  [LC, LC, LC, -5, -2, -1, 0, 1, 2, 3],
  [LC, LC, LC, LC, -4, -2, -1, 0, 1, 2],
  [LC, LC, LC, LC, -5, -3, -2, -1, 0, 1],
  [LC, LC, LC, LC, LC, -5, -3, -2, -1, 0],
];

/** Table 24 (printed Table 9): defender's strategy (row) against the attacker's (column). */
const TABLE_24: Readonly<Record<DefenceStrategy, Readonly<Record<AttackStrategy, number>>>> = {
  'Counter Attack': { 'Direct Attack': -2, 'Surprise Attack': 0, 'Flank Attack': 1 },
  Hold: { 'Direct Attack': 0, 'Surprise Attack': 1, 'Flank Attack': -1 },
  Withdraw: { 'Direct Attack': 2, 'Surprise Attack': -1, 'Flank Attack': 0 },
};

/** ME-R7: a strength rounded to the nearest 250 (half up), clamped to 250-2500; the table's index. */
export function strengthIndex(points: number): number {
  const rounded = Math.floor(points / STRENGTH_STEP + 0.5);
  return Math.min(STRENGTHS.length, Math.max(1, rounded)) - 1;
}

/** 2.0C Lost Cause (ME-R36): one army at least twice the other. */
export function isLostCause(attackerPoints: number, defenderPoints: number): boolean {
  const big = Math.max(attackerPoints, defenderPoints);
  const small = Math.min(attackerPoints, defenderPoints);
  return big >= 2 * small;
}

/** Table 23, with ME-R38: when the rounded strengths land on an LC cell though the armies are less than twice
 * apart, the larger army's index steps down 250 at a time until the cell is a number. Null: a Lost Cause. */
export function strategyModifier(attackerPoints: number, defenderPoints: number): number | null {
  if (isLostCause(attackerPoints, defenderPoints)) return null;
  let att = strengthIndex(attackerPoints);
  let def = strengthIndex(defenderPoints);
  for (;;) {
    const cell = TABLE_23[def][att];
    if (cell !== null) return cell;
    if (att > def) att -= 1;
    else def -= 1;
  }
}

export function strategyEffect(attack: AttackStrategy, defence: DefenceStrategy): number {
  return TABLE_24[defence][attack];
}

export type AbstractOutcome =
  | 'Defender Major Victory'
  | 'Defender Minor Victory'
  | 'Draw'
  | 'Attacker Minor Victory'
  | 'Attacker Major Victory';

/** One side's losses on a Table 25 row: a base plus one die x 50 per full 500 points; characters fall on `fall`+. */
interface LossRule {
  readonly base: number;
  readonly die: 3 | 6;
  readonly fall: number;
}
const TABLE_25: readonly {
  readonly upTo: number;
  readonly outcome: AbstractOutcome;
  readonly attacker: LossRule;
  readonly defender: LossRule;
}[] = [
  {
    upTo: 2,
    outcome: 'Defender Major Victory',
    attacker: { base: 100, die: 6, fall: 3 },
    defender: { base: 0, die: 3, fall: 6 },
  },
  {
    upTo: 5,
    outcome: 'Defender Minor Victory',
    attacker: { base: 50, die: 6, fall: 3 },
    defender: { base: 0, die: 6, fall: 5 },
  },
  // ME-R10: the Draw's empty defender column reads as the attacker's.
  {
    upTo: 8,
    outcome: 'Draw',
    attacker: { base: 0, die: 6, fall: 4 },
    defender: { base: 0, die: 6, fall: 4 },
  },
  {
    upTo: 11,
    outcome: 'Attacker Minor Victory',
    attacker: { base: 0, die: 6, fall: 5 },
    defender: { base: 50, die: 6, fall: 3 },
  },
  {
    upTo: Infinity,
    outcome: 'Attacker Major Victory',
    attacker: { base: 0, die: 3, fall: 6 },
    defender: { base: 100, die: 6, fall: 3 },
  },
];

/** Table 25: the row for an adjusted roll. */
export function outcomeRow(adjusted: number): (typeof TABLE_25)[number] {
  const row = TABLE_25.find((r) => adjusted <= r.upTo);
  if (row === undefined) throw new RangeError(`no Table 25 row for ${adjusted}`);
  return row;
}

export interface AbstractSide {
  readonly name: string;
  readonly points: number;
  /** The side's characters (named individuals), each rolling a d6 to see whether he fell. */
  readonly characters: readonly string[];
}

export interface AbstractBattleInput {
  /** Prefix of every roll key, e.g. `battle:T3-B1`. */
  readonly key: string;
  readonly attacker: AbstractSide & { readonly strategy: AttackStrategy };
  readonly defender: AbstractSide & { readonly strategy: DefenceStrategy };
}

/** One logged roll: what was rolled under which key, and what it decided. */
export interface AbstractRoll {
  readonly key: string;
  readonly die: string;
  readonly result: number;
  readonly effect: string;
}

export interface AbstractSideResult {
  readonly pointsLost: number;
  readonly fallen: readonly string[];
  /** Characters who did not fall. App. D gives 1 XP to every character who took part; those who fell earn it
   * too if they recover (6.2C: "or recover from their injuries"), which the ruleset's aftermath decides. */
  readonly survivors: readonly string[];
}

export interface AbstractBattleResult {
  /** Null: a Lost Cause (2.0C): the smaller army flees instead of fighting. */
  readonly modifier: number | null;
  readonly strategy: number;
  readonly roll: number;
  readonly adjusted: number;
  readonly outcome: AbstractOutcome | 'Lost Cause';
  readonly attacker: AbstractSideResult;
  readonly defender: AbstractSideResult;
  readonly rolls: readonly AbstractRoll[];
}

/** App. D: resolves one battle. Losses are capped at the army's points. */
export function resolveAbstractBattle(input: AbstractBattleInput, dice: Dice): AbstractBattleResult {
  const { key, attacker, defender } = input;
  const rolls: AbstractRoll[] = [];
  const roll = (k: string, sides: number, effect: (r: number) => string): number => {
    const result = dice.roll(k, sides);
    rolls.push({ key: k, die: `d${sides}`, result, effect: effect(result) });
    return result;
  };
  const modifier = strategyModifier(attacker.points, defender.points);
  const none: AbstractSideResult = { pointsLost: 0, fallen: [], survivors: [] };
  if (modifier === null)
    return {
      modifier,
      strategy: 0,
      roll: 0,
      adjusted: 0,
      outcome: 'Lost Cause',
      attacker: none,
      defender: none,
      rolls,
    };
  const strategy = strategyEffect(attacker.strategy, defender.strategy);
  const first = roll(`${key}:outcome:1`, 6, (r) => `outcome, first d6: ${r}`);
  const second = roll(`${key}:outcome:2`, 6, (r) => `outcome, second d6: ${r}`);
  const adjusted = first + second + modifier + strategy;
  const row = outcomeRow(adjusted);
  const side = (s: AbstractSide, rule: LossRule, who: 'attacker' | 'defender'): AbstractSideResult => {
    let lost = 0;
    const blocks = Math.floor(s.points / 500);
    for (let i = 1; i <= blocks; i++) {
      const r = roll(`${key}:losses:${who}:${i}`, rule.die, (n) => {
        const block = rule.base + n * 50;
        return `${s.name}, losses for its ${ordinal(i)} 500 points: ${rule.base > 0 ? `${rule.base} + ` : ''}${n} x 50 = ${block}`;
      });
      lost += rule.base + r * 50;
    }
    const fallen: string[] = [];
    const survivors: string[] = [];
    for (const c of s.characters) {
      const r = roll(`${key}:falls:${c}`, 6, (n) =>
        n >= rule.fall ? `${c} falls (${n} >= ${rule.fall})` : `${c} stands (${n} < ${rule.fall})`,
      );
      (r >= rule.fall ? fallen : survivors).push(c);
    }
    return { pointsLost: Math.min(s.points, lost), fallen, survivors };
  };
  return {
    modifier,
    strategy,
    roll: first + second,
    adjusted,
    outcome: row.outcome,
    attacker: side(attacker, row.attacker, 'attacker'),
    defender: side(defender, row.defender, 'defender'),
    rolls,
  };
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/**
 * Experience after a battle (book 004, Section C 6.2C, 6.4C, 2.4A, 2.0C, App. D): Table 15 feats, Table 16
 * Generalship (ME-R6), the battle report point, and the flat awards of fleeing, Lost Cause and abstract battles.
 * "Characters who fight in and survive a battle (or recover from their injuries) gain experience" (6.2C): the
 * dead earn none.
 */
import type { Dice } from '../../dice';
import { pick } from '../../core/rolls';
import { dieEvent, meEvent, rollFor, type MeEvent } from '../events';
import {
  ABSTRACT_BATTLE_XP,
  BATTLE_REPORT_XP,
  FLEE_VICTORY_XP,
  TABLE_15_CITE,
  TABLE_15_EXPERIENCE,
  TABLE_16_CITE,
  TABLE_16_GENERALSHIP,
  type GeneralshipRow,
} from './experience-tables';
import type { TabletopReport } from './report';

const PHASE = 'Final results' as const;

export interface XpAward {
  readonly character: string;
  readonly xp: number;
  readonly reasons: readonly string[];
}

/** ME-R6 setting: the percentage is of the smaller army (default) or of the larger. */
export type DifferenceBase = 'smaller' | 'larger';

/** Table 16's row for two rounded Total Army Sizes (ME-R6), in integers: 100 × difference against the base. */
export function generalshipRow(a: number, b: number, base: DifferenceBase = 'smaller'): GeneralshipRow {
  const larger = Math.max(a, b);
  const smaller = Math.min(a, b);
  const hundredDiff = 100 * (larger - smaller);
  const of = base === 'smaller' ? smaller : larger;
  const row = TABLE_16_GENERALSHIP.find((r) => hundredDiff <= r.upToPercent * of);
  if (row === undefined) throw new RangeError(`${TABLE_16_CITE}: no row for ${a} against ${b}`);
  return row;
}

/** Table 16 for the General of the victorious army. */
export function generalshipXp(
  dice: Dice,
  key: string,
  input: {
    readonly general: string;
    readonly winnerSize: number;
    readonly loserSize: number;
    readonly base?: DifferenceBase;
  },
): { readonly xp: number; readonly events: MeEvent[] } {
  const row = generalshipRow(input.winnerSize, input.loserSize, input.base);
  const larger = input.winnerSize > input.loserSize;
  const award = larger ? row.larger : row.smaller;
  const what = `General of a victorious battle, ${larger ? 'larger' : 'smaller'} army (${input.winnerSize} against ${input.loserSize}, ${row.label})`;
  if ('xp' in award)
    return {
      xp: award.xp,
      events: [meEvent(PHASE, input.general, `${what}: +${award.xp} XP`, `${TABLE_16_CITE}, ME-R6`)],
    };
  const roll = rollFor(dice, key, 1, 6);
  const xp = roll.total <= 3 ? award.d6.upTo3 : award.d6.from4;
  return {
    xp,
    events: [
      dieEvent(
        PHASE,
        input.general,
        `${what}: d6 ${roll.total}: +${xp} XP`,
        { ...roll, result: roll.total },
        `${TABLE_16_CITE}, ME-R6`,
      ),
    ],
  };
}

const featXp = (feat: string): number => {
  const row = TABLE_15_EXPERIENCE.find((r) => r.feat === feat);
  return row !== undefined && typeof row.xp === 'number' ? row.xp : 0;
};

class Awards {
  private readonly map = new Map<string, { xp: number; reasons: string[] }>();
  add(character: string, xp: number, reason: string): void {
    const entry = this.map.get(character) ?? { xp: 0, reasons: [] };
    entry.xp += xp;
    entry.reasons.push(reason);
    this.map.set(character, entry);
  }
  list(): XpAward[] {
    return [...this.map].map(([character, e]) => ({ character, xp: e.xp, reasons: e.reasons }));
  }
}

/**
 * Tables 15-16 and 6.4C for a tabletop battle. `dead`: characters killed on Tables 13-14, who earn nothing.
 * The report point goes to one random surviving character of each side that submitted a complete report.
 */
export function tabletopExperience(
  dice: Dice,
  key: string,
  report: TabletopReport,
  dead: readonly string[],
  base: DifferenceBase = 'smaller',
): { readonly awards: XpAward[]; readonly events: MeEvent[] } {
  const awards = new Awards();
  const events: MeEvent[] = [];
  const alive = (c: string): boolean => !dead.includes(c);
  for (const side of report.sides)
    for (const c of side.characters.filter(alive))
      awards.add(c, featXp('participate'), 'participate in a battle');
  const winner = report.sides.find((s) => s.side === report.winner);
  const loser = report.sides.find((s) => s.side !== report.winner);
  if (winner !== undefined && loser !== undefined && winner.general !== null && alive(winner.general)) {
    const g = generalshipXp(dice, `${key}:generalship`, {
      general: winner.general,
      winnerSize: winner.totalArmySize,
      loserSize: loser.totalArmySize,
      base,
    });
    events.push(...g.events);
    if (g.xp > 0) awards.add(winner.general, g.xp, 'General of a victorious battle (Table 16)');
  }
  for (const f of report.feats.filter((x) => alive(x.character)))
    awards.add(f.character, featXp(f.feat), f.feat);
  for (const side of report.sides.filter((s) => s.reportSubmitted)) {
    const living = side.characters.filter(alive);
    if (living.length === 0) continue;
    const k = `${key}:report:${side.side}`;
    const who = pick(dice, k, living);
    awards.add(who, BATTLE_REPORT_XP, 'battle report (6.4C)');
    events.push(
      meEvent(
        PHASE,
        who,
        `Battle report of ${side.side}: +${BATTLE_REPORT_XP} XP to a random character (${k})`,
        '004 6.4C Battle Reports',
      ),
    );
  }
  const list = awards.list();
  for (const a of list)
    events.push(meEvent(PHASE, a.character, `+${a.xp} XP: ${a.reasons.join(', ')}`, TABLE_15_CITE));
  return { awards: list, events };
}

/** 2.4A / 2.0C: the other side fled (or was a Lost Cause): each character of the victors +1 XP. */
export function victoryByDefaultXp(characters: readonly string[], why: 'fled' | 'Lost Cause'): XpAward[] {
  const reason = why === 'fled' ? 'the enemy fled (2.4A)' : 'the enemy was a Lost Cause (2.0C)';
  return characters.map((character) => ({ character, xp: FLEE_VICTORY_XP, reasons: [reason] }));
}

/** 2.5A / App. D: each surviving character of an abstract battle gets 1 XP, "no more, no less". */
export function abstractBattleXp(survivors: readonly string[]): XpAward[] {
  return survivors.map((character) => ({
    character,
    xp: ABSTRACT_BATTLE_XP,
    reasons: ['abstract battle (App. D)'],
  }));
}

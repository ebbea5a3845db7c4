/**
 * Army sizes and counts (004 3.1B-3.4B, 4.0B, 7.2B) and the War Footing recovery bonus (Table 2 / Table 12,
 * ME-R1): Basic Army Size limits, Total Army Size and its rounding, how many armies a kingdom keeps, the
 * General and Grand Marshall, combined armies.
 */
import type { Edict, MeState } from './model';
import {
  DEFAULT_SUPPORT_SETTINGS,
  ME_ARMIES,
  ME_BASIC_MAX,
  ME_BASIC_MIN,
  ME_COMBINED_ASSAULT_MAX,
  ME_DESPERATE_SUPPORT,
  ME_MAX_ARMIES,
  ME_SIZE_ROUNDING,
  ME_THIRD_ARMY_BASIC,
  ME_TOTAL_SIZE,
  type SupportSettings,
} from './support-tables';

/** 3.1B: "rounded to the nearest 50 points, rounding up": half up (2275 → 2300, 2868 → 2850). */
export function roundArmySize(points: number): number {
  return Math.floor((points + ME_SIZE_ROUNDING / 2) / ME_SIZE_ROUNDING) * ME_SIZE_ROUNDING;
}

/** Why a Basic Army Size is not allowed (3.1B, ME-R15); null when it is. */
export function basicProblem(
  basic: number,
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): string | null {
  if (!Number.isInteger(basic) || basic < 0)
    return `Basic Army Size ${basic} is not a whole number of points`;
  if (basic > ME_BASIC_MAX) return `Basic Army Size ${basic} exceeds ${ME_BASIC_MAX} (3.1B)`;
  if (settings.basicMinimum === 'above' ? basic <= ME_BASIC_MIN : basic < ME_BASIC_MIN)
    return `Basic Army Size ${basic} must be ${settings.basicMinimum === 'above' ? 'above' : 'at least'} ${ME_BASIC_MIN} (3.1B, ME-R15)`;
  return null;
}

/** The parts of Total Army Size (3.1B). */
export interface TotalSizeParts {
  readonly basic: number;
  /** A Fortress or Mighty Fortress garrison joining a defensive battle (App. B). */
  readonly garrison?: number;
  readonly mercenaries?: number;
  /** Support from a second army attacking or defending the same hex. */
  readonly secondArmy?: number;
  /** Wizard Tower wizard, Arcane Ruin items and the like. */
  readonly extras?: number;
}

export interface TotalSize {
  readonly sum: number;
  /** The rounded Total Army Size every resolution after the Interim Results uses (3.1B, ME-R41). */
  readonly size: number;
  readonly problem: string | null;
}

/**
 * Total Army Size (3.1B): the sum "may never exceed 3000 points" (`limit`), then rounds half up to 50. The
 * 6.0B example's 2725 is the sum; the size is 2750 (ME-R41).
 */
export function totalArmySize(parts: TotalSizeParts, limit: number = ME_TOTAL_SIZE): TotalSize {
  const sum =
    parts.basic +
    (parts.garrison ?? 0) +
    (parts.mercenaries ?? 0) +
    (parts.secondArmy ?? 0) +
    (parts.extras ?? 0);
  return {
    sum,
    size: roundArmySize(sum),
    problem: sum > limit ? `Total Army Size ${sum} exceeds ${limit} (3.1B)` : null,
  };
}

/**
 * Combining armies on one hex: two of one player's armies to Basic 2500 and Total 3000 (4.0B); two players'
 * combined assault to Basic and Total 3000 (7.2B). Null when allowed.
 */
export function combinedProblem(
  basics: readonly number[],
  totalSum: number,
  assault: boolean,
): string | null {
  const basic = basics.reduce((a, b) => a + b, 0);
  const basicMax = assault ? ME_COMBINED_ASSAULT_MAX : ME_BASIC_MAX;
  const rule = assault ? '7.2B' : '4.0B';
  if (basic > basicMax) return `Combined Basic Army Size ${basic} exceeds ${basicMax} (${rule})`;
  if (totalSum > ME_TOTAL_SIZE)
    return `Combined Total Army Size ${totalSum} exceeds ${ME_TOTAL_SIZE} (${rule})`;
  return null;
}

/**
 * How many armies the kingdom may keep (3.2B): exactly two; one under Desperate Measures (maximum total support
 * below 1000); a third while one army has Basic 2000 or more; never more than three.
 */
export function armyCountProblem(basics: readonly number[], maximumSupport: number): string | null {
  const n = basics.length;
  if (n > ME_MAX_ARMIES) return `${n} armies: never more than ${ME_MAX_ARMIES} (3.2B)`;
  if (n === ME_MAX_ARMIES && !basics.some((b) => b >= ME_THIRD_ARMY_BASIC))
    return `A third army needs another army of Basic ${ME_THIRD_ARMY_BASIC} or more (3.2B Third Army)`;
  if (n === 1 && maximumSupport >= ME_DESPERATE_SUPPORT)
    return `One army only under Desperate Measures: maximum total support ${maximumSupport} is not below ${ME_DESPERATE_SUPPORT} (3.2B)`;
  if (n < 1) return `A kingdom keeps ${ME_ARMIES} armies on the map (3.2B)`;
  return null;
}

/**
 * Everything wrong with a kingdom's army lists this turn (3.1B-3.4B): each Basic size, their sum against Total
 * Support, the number of armies, a character in every army, one Grand Marshall who is a Lord, in an army and
 * its General, and no second Lord with him.
 */
export function armyListProblems(
  state: Pick<MeState, 'armies' | 'characters'>,
  player: string,
  support: number,
  maximumSupport: number,
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): string[] {
  const armies = state.armies.filter((a) => a.owner === player);
  const alive = state.characters.filter((c) => c.owner === player && c.status === 'active');
  const problems: string[] = [];
  for (const a of armies) {
    const p = basicProblem(a.basic, settings);
    if (p) problems.push(`${a.name}: ${p}`);
    if (!alive.some((c) => c.army === a.name)) problems.push(`${a.name} has no character (3.3B)`);
  }
  const sum = armies.reduce((s, a) => s + a.basic, 0);
  if (sum > support) problems.push(`Basic Army Sizes total ${sum}, above Total Support ${support} (2.1B)`);
  const count = armyCountProblem(
    armies.map((a) => a.basic),
    maximumSupport,
  );
  if (count) problems.push(count);
  const marshals = alive.filter((c) => c.role === 'Grand Marshall');
  if (marshals.length !== 1)
    problems.push(`${marshals.length} Grand Marshalls: a kingdom has exactly one (3.4B)`);
  for (const gm of marshals) {
    const army = armies.find((a) => a.name === gm.army);
    if (gm.rank !== 'Lord') problems.push(`Grand Marshall ${gm.name} must be a Lord (3.4B)`);
    if (!army) problems.push(`Grand Marshall ${gm.name} must be in one of the armies (3.4B)`);
    else {
      if (army.general !== gm.name)
        problems.push(`Grand Marshall ${gm.name} must be the General of ${army.name} (3.3B)`);
      const lords = alive.filter((c) => c.army === army.name && c.rank === 'Lord' && c !== gm);
      if (lords.length > 0) problems.push(`${army.name}: no second Lord with the Grand Marshall (3.4B)`);
    }
  }
  return problems;
}

/** ME-R1 (setting `War Footing bonus`): Table 12's +4, or Table 2's +2. */
export type WarFootingSetting = 4 | 2;

/**
 * The unit recovery bonus from War Footing (Table 2, Table 12, ME-R1): the setting's bonus, and "round down"
 * read as "round up", while the player holds a hex under a War Footing edict this turn; none otherwise.
 */
export function warFooting(
  state: Pick<MeState, 'hexes'>,
  player: string,
  edicts: ReadonlyMap<string, Edict>,
  setting: WarFootingSetting,
): { readonly bonus: number; readonly roundUp: boolean } {
  const held = [...edicts].some(
    ([address, edict]) =>
      edict === 'War Footing' && state.hexes.some((h) => h.address === address && h.owner === player),
  );
  return held ? { bonus: setting, roundUp: true } : { bonus: 0, roundUp: false };
}

/** Common magic items that an army may carry more than once (3.6B: "except dispel scrolls and power stones"). */
const REPEATABLE = /dispel scroll|power stone/i;

/**
 * Magic items across a kingdom's armies (3.6B): an item "can only appear once in all the armies of your
 * kingdom"; a common item (`isCommon`) may appear in several armies but once per army, except dispel scrolls
 * and power stones. Items match whatever their case; `isCommon` gets the lower-case name.
 */
export function magicItemProblems(
  armies: readonly { readonly army: string; readonly items: readonly string[] }[],
  isCommon: (item: string) => boolean,
): string[] {
  const problems: string[] = [];
  const where = new Map<string, string[]>();
  const spelt = new Map<string, string>();
  for (const a of armies)
    for (const written of a.items) {
      const key = written.trim().toLowerCase();
      if (!spelt.has(key)) spelt.set(key, written.trim());
      where.set(key, [...(where.get(key) ?? []), a.army]);
    }
  for (const [key, list] of where) {
    const item = spelt.get(key) ?? key;
    if (REPEATABLE.test(key)) continue;
    if (isCommon(key)) {
      const twice = [...new Set(list.filter((a, i) => list.indexOf(a) !== i))];
      for (const a of twice) problems.push(`${a} carries the common item '${item}' more than once (3.6B)`);
    } else if (list.length > 1)
      problems.push(`'${item}' appears ${list.length} times (${list.join(', ')}): once per kingdom (3.6B)`);
  }
  return problems;
}

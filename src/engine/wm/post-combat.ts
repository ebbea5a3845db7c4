/**
 * POST COMBAT (book 002): victory points and the victory level in integer ratios (WM-R10), and the survival roll
 * for every unit with stands lost, winner or loser (WM-R11), marking the destroyed off the national roster.
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import { wmDieEvent, wmEvent, type WmEvent } from './events';
import {
  OBJECTIVE_VP,
  SURVIVAL_2_STANDS,
  SURVIVAL_3_STANDS,
  SURVIVAL_CITE,
  VICTORY_CITE,
  VICTORY_LEVELS,
  type Survival,
  type VictoryLevel,
} from './combat-tables';
import type { RosterEntry, WmNation } from './model';

/** VP = the point cost of enemy units destroyed or routed off (characters included), +200 for sole objective. */
export function victoryPoints(enemyLossesCost: number, soleObjective: boolean): number {
  return enemyLossesCost + (soleObjective ? OBJECTIVE_VP : 0);
}

export type Decision =
  | { readonly result: 'draw' }
  | { readonly result: 'win'; readonly winner: 'A' | 'B'; readonly level: VictoryLevel };

/** The higher VP wins; the level by ratio, in integers. Loser 0 and winner above 0 is a rout (WM-R10). */
export function decide(vpA: number, vpB: number): Decision {
  if (vpA === vpB) return { result: 'draw' };
  const winner = vpA > vpB ? 'A' : 'B';
  const w = Math.max(vpA, vpB);
  const l = Math.min(vpA, vpB);
  const row = VICTORY_LEVELS.find((v) => w >= v.ratio * l);
  if (!row) throw new RangeError(`${VICTORY_CITE}: no level for ${w} to ${l}`);
  return { result: 'win', winner, level: row.level };
}

/** Stands a unit lost: 1, 2, 3, or destroyed / routed off the table (counted as 3, WM-R11). */
export type StandsLost = 1 | 2 | 3 | 'destroyed' | 'routed off';

export interface UnitLoss {
  /** The roster entry's unit name. */
  readonly unit: string;
  /** Which of the nation's units of that type, to key its die (e.g. 1, 2). */
  readonly index: number;
  readonly stands: StandsLost;
}

export interface Survived {
  readonly nation: WmNation;
  readonly results: readonly { readonly loss: UnitLoss; readonly survival: Survival }[];
  readonly events: readonly WmEvent[];
}

/** 1 stand returns without a roll; 2 stands d6 4+; 3 stands (WM-R11) d6 5+; else removed from the roster. */
export function survivalRolls(
  n: WmNation,
  battle: string,
  losses: readonly UnitLoss[],
  dice: Dice,
): Survived {
  const events: WmEvent[] = [];
  const results: { loss: UnitLoss; survival: Survival }[] = [];
  let roster: readonly RosterEntry[] = n.roster;
  for (const loss of losses) {
    const entry = roster.find((e) => e.unit === loss.unit);
    if (!entry) throw new RangeError(`${n.name} has no ${loss.unit} on its roster`);
    const subject = `${n.name} ${loss.unit} #${loss.index}`;
    if (loss.stands === 1) {
      results.push({ loss, survival: 'returns' });
      events.push(wmEvent('M3 Combat', subject, '1 stand lost: returns to full strength', SURVIVAL_CITE));
      continue;
    }
    const table = loss.stands === 2 ? SURVIVAL_2_STANDS : SURVIVAL_3_STANDS;
    const key = `survival:${battle}:${n.name}:${loss.unit}#${loss.index}`;
    const die = dice.roll(key, 6);
    const survival = lookup(table, die);
    results.push({ loss, survival });
    const lost =
      typeof loss.stands === 'number'
        ? `${loss.stands} stands lost`
        : `${loss.stands === 'destroyed' ? 'destroyed on' : 'routed off'} the table, counted as 3 stands lost`;
    // Two battles in one month rate up from the same roster ("a different company of the same type"): the
    // last of a type may be destroyed twice, and is struck off once.
    const noneLeft = entry.lost >= entry.bought;
    const text =
      survival === 'returns'
        ? `${lost}: returns to full strength`
        : noneLeft
          ? `${lost}: destroyed, but no ${loss.unit} is left on the roster to strike off`
          : `${lost}: destroyed, off the roster`;
    events.push(wmDieEvent('M3 Combat', subject, text, { key, die: 'd6', result: die }, table.cite));
    if (survival === 'destroyed' && !noneLeft)
      roster = roster.map((e) => (e.unit === loss.unit ? { ...e, lost: e.lost + 1 } : e));
  }
  return { nation: { ...n, roster }, results, events };
}

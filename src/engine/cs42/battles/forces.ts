import { POINTS_PER_ARMY_SIZE } from '../tables';
import { GARRISON_MIN_POINTS } from '../turn/combat-records';

/** Forces in a battle: garrisons (Garrisons: "500 or ... the city's size times 100, whichever is greater"), and
 * a side's losses shared over its armies. */

export function garrisonPoints(citySize: number): number {
  return Math.max(GARRISON_MIN_POINTS, citySize * POINTS_PER_ARMY_SIZE);
}

/** Shares `lost` points over armies in proportion to their points (rounded down; the largest army takes the
 * remainder), never more than an army has. */
export function shareLosses(
  armies: readonly { name: string; points: number }[],
  lost: number,
): Map<string, number> {
  const total = armies.reduce((s, a) => s + a.points, 0);
  const out = new Map<string, number>();
  if (total <= 0) return out;
  const capped = Math.min(lost, total);
  let given = 0;
  for (const a of armies) {
    const share = Math.floor((capped * a.points) / total);
    out.set(a.name, share);
    given += share;
  }
  const order = [...armies].sort((a, b) => b.points - a.points);
  for (const a of order) {
    if (given >= capped) break;
    const room = a.points - (out.get(a.name) ?? 0);
    const more = Math.min(room, capped - given);
    out.set(a.name, (out.get(a.name) ?? 0) + more);
    given += more;
  }
  return out;
}

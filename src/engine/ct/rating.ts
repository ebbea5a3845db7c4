/**
 * Force ratings, the underdog bonus, maintenance and the field-army cap (001 [Campaign] 3, [Experience] 1.c,
 * [Economics] 1.b-2, [Forces] 1.b; CT-R8, CT-R9, CT-R21). Integer arithmetic throughout.
 */
import type { CtPlayer, Figure, Warband } from './model';
import { present } from './model';
import { FIELD_ARMY_BASE, MAINTENANCE_DIVISOR, UNDERDOG_MULTIPLIER, territoryRow } from './tables';

/**
 * [Campaign] 3 with CT-R8: each figure's base cost plus the XP or cash spent on it, then the warbands' unspent
 * pools counted once. Pass the warbands that fight: field army, allies, any staked garrison. Hospital figures
 * never fight ([Forces] 1.c.3), so they are left out.
 */
export function forceRating(warbands: readonly Warband[]): number {
  return warbands.reduce((sum, w) => {
    const here = present(w);
    // A warband wholly in the Hospital (a wounded Individual) is not in the force, nor is its pool.
    return here.length === 0 ? sum : sum + w.xp + here.reduce((s, f) => s + f.baseCost + f.spent, 0);
  }, 0);
}

/**
 * [Experience] 1.c / [Economics] 1.b: floor(5 × (enemy / friendly − 1)) when positive, else 0, as
 * floor(5 × (enemy − friendly) / friendly) in integers (no floating point). One value per side (CT-R21).
 */
export function underdogBonus(friendlyRating: number, enemyRating: number): number {
  if (
    !Number.isInteger(friendlyRating) ||
    !Number.isInteger(enemyRating) ||
    friendlyRating <= 0 ||
    enemyRating < 0
  )
    throw new RangeError(
      `Underdog bonus needs whole positive force ratings, got ${friendlyRating} and ${enemyRating}`,
    );
  if (enemyRating <= friendlyRating) return 0;
  const numerator = UNDERDOG_MULTIPLIER * (enemyRating - friendlyRating);
  return (numerator - (numerator % friendlyRating)) / friendlyRating;
}

/** Points of a set of figures: base costs, no experience ([Economics] 2.a). */
export const points = (figures: readonly Figure[]): number => figures.reduce((s, f) => s + f.baseCost, 0);

/**
 * [Economics] 2.a with CT-R9: the whole roster (field army, garrisons, Hospital, Drugged), not Devout summoned
 * creatures ([Races] 5.d), base costs only; divided by five, rounded up.
 */
export function maintenanceDue(player: CtPlayer): number {
  const total = points(player.warbands.flatMap((w) => w.figures).filter((f) => !f.summoned));
  return Math.floor((total + MAINTENANCE_DIVISOR - 1) / MAINTENANCE_DIVISOR);
}

/** [Forces] 1.b: 850 + the Field Army column of every territory controlled (Fortress + Town = 1100). */
export function fieldArmyCap(player: CtPlayer): number {
  return player.territories.reduce((s, t) => s + territoryRow(t.type).fieldArmy, FIELD_ARMY_BASE);
}

/** [Economics] 1.a: Table 1's income of every territory controlled. */
export function territoryIncome(player: CtPlayer): number {
  return player.territories.reduce((s, t) => s + territoryRow(t.type).income, 0);
}

/** The warbands of the field army, and of a garrison when its territory is staked ([Forces] 1.c.1). */
export function fightingWarbands(player: CtPlayer, staked: string | null): readonly Warband[] {
  return player.warbands.filter(
    (w) => w.station.kind === 'field' || (staked !== null && w.station.territory === staked),
  );
}

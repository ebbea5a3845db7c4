import type { ArmyMobility } from './tables';

/**
 * UNIT TYPES, Armies: an army's mobility from its models' movement and flight, and its race by the 70% rule.
 */

/** MV of 5 or better is fast (UNIT TYPES, Armies). */
export const FAST_MOVEMENT = 5;
/** At least 70% of points from one empire gives the army that race; otherwise it is Mercenary. */
export const RACE_SHARE_PERCENT = 70;
export const MERCENARY = 'Mercenary';

export interface ModelGroup {
  readonly movement: number;
  readonly flying: boolean;
}

/** All flyers: FLYER. All fast with at least one non-flyer: CAV. Any slow model: FOOT. */
export function armyMobility(models: readonly ModelGroup[]): ArmyMobility {
  if (models.length === 0) return 'FOOT';
  if (models.every((m) => m.flying)) return 'FLYER';
  if (models.every((m) => m.movement >= FAST_MOVEMENT)) return 'CAV';
  return 'FOOT';
}

/** Points by the empire (race) that can recruit them; the army's race if one has 70% or more. */
export function armyRace(pointsByEmpire: ReadonlyMap<string, number>): string {
  const total = [...pointsByEmpire.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return MERCENARY;
  for (const [empire, points] of pointsByEmpire) {
    // Integer comparison: points / total >= 70% without floating-point edge cases.
    if (empire !== MERCENARY && points * 100 >= total * RACE_SHARE_PERCENT) return empire;
  }
  return MERCENARY;
}

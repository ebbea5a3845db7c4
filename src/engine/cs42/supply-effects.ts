import {
  REPLACEMENT_IN_CITY,
  REPLACEMENT_TERMS,
  REPLACEMENT_TERMS_PROSE,
  ReplacementTerms,
  RuleVariant,
  SETTLER_ACTIONS_PROSE,
  SUPPLY_EFFECTS,
  SuppliedUnitType,
  SupplyActions,
  SupplyStatus,
} from './tables';

/**
 * What a supply status allows (Table 5, Table 6; RULINGS 8, 13). Every number comes from tables.ts.
 * `variant` is the Campaign tab's setting: `table` (default) or `prose`.
 */

/** Table 6, Army Actions: Two / One / One / One. */
export function armyActions(status: SupplyStatus): number {
  return SUPPLY_EFFECTS[status].armyActions;
}

/** Table 6, Army Restrictions: Extended and Out of Supply armies cannot March. */
export function armyCanMarch(status: SupplyStatus): boolean {
  return SUPPLY_EFFECTS[status].armyCanMarch;
}

/** Table 6: Extended and Out of Supply armies automatically suffer the penalties of Marching. */
export function armySuffersMarchPenalties(status: SupplyStatus): boolean {
  return SUPPLY_EFFECTS[status].armySuffersMarchPenalties;
}

/** Table 6 and Supply ranges: Out of Supply armies roll for starvation, and so do armies under siege. */
export function starvationRollRequired(status: SupplyStatus, options: { besieged?: boolean } = {}): boolean {
  return SUPPLY_EFFECTS[status].starvationRoll || options.besieged === true;
}

/** Table 6 (RULINGS 13): a scout's, engineer battalion's or settler band's actions, or `destroyed`.
 * *(setting: prose)* settlers beyond Regular are eliminated. */
export function unitActions(
  type: SuppliedUnitType,
  status: SupplyStatus,
  variant: RuleVariant = 'table',
): SupplyActions {
  if (type === 'Settler' && variant === 'prose') return SETTLER_ACTIONS_PROSE[status];
  return SUPPLY_EFFECTS[status].unitActions[type];
}

/** Table 5 (RULINGS 8): re-supply cost and cap, or null when the army cannot re-supply. "In a city" (100% of
 * the points lost at normal cost) applies to an army in a friendly city that is in Regular supply: an army in a
 * city is at distance 0, so any other status there means unpaid upkeep, and Out of Supply cannot re-supply.
 * *(setting: prose)* Long 150%, Extended 200%. */
export function replacementTerms(
  status: SupplyStatus,
  options: { inCity?: boolean; variant?: RuleVariant } = {},
): ReplacementTerms | null {
  if (options.inCity === true && status === 'Regular') return REPLACEMENT_IN_CITY;
  return (options.variant === 'prose' ? REPLACEMENT_TERMS_PROSE : REPLACEMENT_TERMS)[status];
}

/** The most points an army may replace: the cap's share of the points lost, rounded down; 0 when none. */
export function maxReplacementPoints(pointsLost: number, terms: ReplacementTerms | null): number {
  if (terms === null) return 0;
  return Math.floor((pointsLost * terms.capPercent) / 100);
}

/** The price of replacements whose normal cost is `normalCost`, rounded up to a whole guilder (as upkeep is,
 * RULINGS 7); null when the army cannot re-supply. */
export function replacementCost(normalCost: number, terms: ReplacementTerms | null): number | null {
  if (terms === null) return null;
  return Math.ceil((normalCost * terms.costPercent) / 100);
}

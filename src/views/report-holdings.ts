import { formatHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import { cityActionsAllowed } from '../engine/cs42/city-actions';
import { armyUpkeep, improvementUpkeep, isBrokenBySize, unitUpkeep } from '../engine/cs42/economy';
import { armySupply, sharedSupplyOracle, unitSupply } from '../engine/cs42/supply';
import { armyActions, armyCanMarch, unitActions } from '../engine/cs42/supply-effects';
import type { CityImprovement, RuleVariant, SupplyActions, SupplyStatus } from '../engine/cs42/tables';
import type { PlayerView } from '../engine/cs42/visibility-view';

/**
 * The player's cities, armies and units as the report lists them: where, how big, supply status (Table 6),
 * upkeep per turn (RULINGS 7, 18) and the actions each may take next turn (RULINGS 13, 15).
 */

export interface CityLine {
  readonly name: string;
  readonly hex: string;
  readonly size: number;
  readonly improvements: readonly CityImprovement[];
  readonly upkeep: number;
  readonly actions: number;
}

export interface ForceLine {
  readonly name: string;
  /** army, or the unit's type in lower case (engineer, settler, scout, spy). */
  readonly kind: 'army' | 'engineer' | 'settler' | 'scout' | 'spy';
  readonly hex: string;
  /** An army's size, a settler band's size, 1 for the others. */
  readonly size: number;
  readonly points: number | null;
  readonly broken: boolean;
  /** Null for spies, who need no supply. */
  readonly supply: SupplyStatus | null;
  readonly upkeep: number;
  readonly actions: SupplyActions;
  readonly canMarch: boolean;
}

export interface Holdings {
  readonly cities: readonly CityLine[];
  readonly forces: readonly ForceLine[];
}

const key = (s: string): string => s.trim().toLowerCase();

/** Supply status of each of the player's armies and units (by lower-case name), judged on the whole state.
 * Every player's report asks of one state: they share its supply grid (issue 9). */
export function ownSupply(state: CampaignState, player: string): Map<string, SupplyStatus> {
  const oracle = sharedSupplyOracle(state);
  const out = new Map<string, SupplyStatus>();
  for (const a of state.armies)
    if (key(a.player) === key(player) && a.points > 0) out.set(key(a.name), armySupply(oracle, a).status);
  for (const u of state.units)
    if (key(u.player) === key(player) && u.type !== 'Spy') out.set(key(u.name), unitSupply(oracle, u).status);
  return out;
}

/** `supply` from ownSupply; a name missing from it counts as Out of Supply. */
export function holdings(
  view: PlayerView,
  supply: ReadonlyMap<string, SupplyStatus>,
  settlerVariant: RuleVariant = 'table',
): Holdings {
  const statusOf = (name: string): SupplyStatus => supply.get(key(name)) ?? 'Out of Supply';
  const cities: CityLine[] = view.cities
    .filter((c) => c.own && c.size !== null)
    .map((c) => {
      const improvements = c.improvements ?? [];
      return {
        name: c.name,
        hex: formatHex(c.hex),
        size: c.size ?? 0,
        improvements,
        upkeep: improvements.reduce((sum, i) => sum + improvementUpkeep(i), 0),
        actions: cityActionsAllowed(c.size ?? 0),
      };
    });
  const forces: ForceLine[] = [];
  for (const a of view.armies) {
    if (!a.own || a.points === null) continue;
    const status = statusOf(a.name);
    forces.push({
      name: a.name,
      kind: 'army',
      hex: formatHex(a.hex),
      size: a.size,
      points: a.points,
      broken: isBrokenBySize(a.points),
      supply: status,
      upkeep: armyUpkeep(a.points, a.site ?? 'field'),
      actions: armyActions(status),
      canMarch: armyCanMarch(status),
    });
  }
  for (const u of view.units) {
    if (!u.own) continue;
    const status = u.type === 'Spy' ? null : statusOf(u.name);
    // SPY ACTIONS: "Each turn a spy may attempt one action".
    let actions: SupplyActions = 1;
    if (u.type !== 'Spy' && status !== null) actions = unitActions(u.type, status, settlerVariant);
    forces.push({
      name: u.name,
      kind: u.type.toLowerCase() as ForceLine['kind'],
      hex: formatHex(u.hex),
      size: u.size,
      points: null,
      broken: false,
      supply: status,
      upkeep: unitUpkeep(u.type, u.size),
      actions,
      canMarch: u.type === 'Scout' && actions !== 'destroyed',
    });
  }
  return { cities, forces };
}

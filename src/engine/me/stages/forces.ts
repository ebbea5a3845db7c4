/**
 * A battle's forces read off the campaign (3.1B, 4.3B, App. B, App. G): their Total Army Size and their
 * characters, for Lost Cause, scouting, the board and App. D.
 */
import type { Force } from '../battle/matching';
import { fieldedMercenaryPoints } from '../mercenaries';
import type { MeCharacter, MeHex, MeState } from '../model';
import { defendersTotal } from '../neutrals';
import { totalArmySize } from '../support-armies';
import type { MeSettings } from './settings';

/**
 * The rounded Total Army Size of a force at `hex` (3.1B, ME-R41): the first army's Basic plus the second's
 * (4.0B, 7.2B), the regular mercenaries fielded in them at their basic cost (6.0B, fieldedMercenaryPoints), and
 * the points of a fortress garrison joining its defence (App. B, garrison-choice.ts); neutral defenders by
 * 4.3B; the Beast by the GM's setting. A `winner of` force is sized once its battle is fought (0 until then).
 */
export function forceSize(
  state: Pick<MeState, 'armies' | 'mercenaries' | 'turn'>,
  force: Force,
  hex: MeHex | undefined,
  /** Points of a fortress garrison joining this force's defence (App. B); 0: none. */
  garrison: number,
  settings: Pick<MeSettings, 'beastPoints'>,
  /** An incited army's strength (5.2B), in place of the hex's defenders. */
  incited?: number,
): number {
  switch (force.kind) {
    case 'army': {
      const basics = force.armies.map((n) => state.armies.find((a) => a.name === n)?.basic ?? 0);
      const [first = 0, ...rest] = basics;
      const mercenaries = fieldedMercenaryPoints(state.mercenaries, force.armies, state.turn);
      return totalArmySize({
        basic: first,
        secondArmy: rest.reduce((a, b) => a + b, 0),
        garrison,
        mercenaries,
      }).size;
    }
    case 'neutral':
      if (incited !== undefined) return incited;
      return hex?.defenders ? defendersTotal(hex.defenders, hex.fortress) : 0;
    case 'beast':
      return settings.beastPoints;
    case 'winner of':
      return 0;
  }
}

/** The active characters of a force's armies, by name, in name order (neutrals and the Beast have none). */
export function forceCharacters(state: Pick<MeState, 'characters'>, force: Force): MeCharacter[] {
  if (force.kind !== 'army') return [];
  return state.characters
    .filter((c) => c.status === 'active' && c.army !== null && force.armies.includes(c.army))
    .sort((a, b) => a.name.localeCompare(b.name));
}

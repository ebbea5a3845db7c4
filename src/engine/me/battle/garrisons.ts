/**
 * Fortress garrisons in defensive battles (book 004, Appendix B; 4.7 of the digest): "A fortress's garrison will
 * join defensive battles by friendly forces in its patrol radius of one hex" (two with a Watchtower in its hex);
 * "Any given defending army may only ever be joined by one garrison force"; "Each garrison may only join one
 * defensive battle per turn". It never defends alone (ME-R32), and it adds 250 (Fortress) or 500 (Mighty
 * Fortress) to the defending army's Total Army Size, not to its Basic (3.1B).
 */
import { distance, parseHex } from '../../hex';
import { alliesOf } from '../map';
import type { Fortification, MeState } from '../model';

const CITE_B = '004 App. B Defensive terrain features';

/** App. B: a Fortress garrison is a 250-point list, a Mighty Fortress's at most 500. */
export const GARRISON_POINTS: Readonly<Record<Fortification, number>> = {
  Fortress: 250,
  'Mighty Fortress': 500,
};

export interface GarrisonInReach {
  readonly hex: string;
  readonly fortress: Fortification;
  readonly points: number;
}

/**
 * The garrisons that may join `player`'s defence of `battleHex`: fortresses in his (or an ally's: "friendly
 * forces") hexes whose radius, 1 or 2 with a Watchtower, reaches the battle.
 */
export function garrisonsInReach(
  state: Pick<MeState, 'hexes' | 'agreements'>,
  battleHex: string,
  player: string,
): GarrisonInReach[] {
  const at = parseHex(battleHex);
  if (at === null) return [];
  const friends = alliesOf(state, player);
  return state.hexes
    .filter((h) => h.fortress !== null && h.owner !== null && (h.owner === player || friends.has(h.owner)))
    .filter((h) => {
      const p = parseHex(h.address);
      return p !== null && distance(at, p) <= (h.watchtower ? 2 : 1);
    })
    .map((h) => {
      const fortress = h.fortress as Fortification;
      return { hex: h.address, fortress, points: GARRISON_POINTS[fortress] };
    });
}

/** One choice: the garrison of `hex` joins `army` defending in `battle` (a GarrisonOrder). */
export interface GarrisonChoice {
  readonly battle: string;
  readonly hex: string;
  readonly army: string;
}

/**
 * Why the turn's garrison choices cannot stand, each named: a garrison out of reach of its battle, one garrison in
 * two battles, two garrisons with one army in one battle. `reach` maps a battle id to the garrison hexes that
 * can join it (garrisonsInReach); `defending` to the armies defending in it.
 */
export function garrisonProblems(
  choices: readonly GarrisonChoice[],
  reach: ReadonlyMap<string, readonly string[]>,
  defending: ReadonlyMap<string, readonly string[]>,
): string[] {
  const out: string[] = [];
  const used = new Map<string, string>();
  const joined = new Set<string>();
  for (const c of choices) {
    if (!(reach.get(c.battle) ?? []).includes(c.hex))
      out.push(
        `Garrison of ${c.hex} cannot join battle ${c.battle}: its fortress is not within reach, or not friendly (${CITE_B})`,
      );
    if (!(defending.get(c.battle) ?? []).includes(c.army))
      out.push(
        `Garrison of ${c.hex} joins ${c.army}, which does not defend in battle ${c.battle} (${CITE_B}; ME-R32)`,
      );
    const before = used.get(c.hex);
    if (before !== undefined && before !== c.battle)
      out.push(
        `Garrison of ${c.hex} already joins battle ${before}: one defensive battle per turn (${CITE_B})`,
      );
    used.set(c.hex, c.battle);
    const key = `${c.battle}\u0000${c.army}`;
    if (joined.has(key))
      out.push(`${c.army} in battle ${c.battle} is already joined by a garrison: only one (${CITE_B})`);
    joined.add(key);
  }
  return out;
}

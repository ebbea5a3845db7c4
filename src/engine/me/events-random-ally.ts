/**
 * Table 31's Unlikely Ally (book 004, Appendix F, optional): which settlement joins, in the book's order of
 * preference, and the hex joining the kingdom with its garrison.
 */
import type { Dice } from '../dice';
import { distance, parseHex } from '../hex';
import { meEvent, type MeEvent } from './events';
import type { MeHex, MeState } from './model';
import { discoverDefenders } from './neutrals';
import { TABLE_31_CITE } from './events-random-tables';

const PHASE = 'Interim results' as const;

export interface UnlikelyAlly {
  /** The hex that joins (or gains a Town); null: nothing fits. */
  readonly hex: string | null;
  readonly how:
    | 'neutral settlement'
    | 'empty neutral hex, with a Town'
    | "another player's town"
    | "another player's city"
    | 'a Town added to an empty hex of yours'
    | 'none';
  /** From a neutral or another player: "garrisoned ... as though it was a freshly-discovered neutral hex". */
  readonly garrisoned: boolean;
  readonly events: MeEvent[];
}

/**
 * Unlikely Ally in the book's order of preference. Proposal: "nearest" and "closest to your border" are the
 * hex distance to the nearest hex of the player's kingdom; ties go to the lowest address. An empty neutral hex
 * is an unowned land hex with no major feature or defenders known (unexplored ones included: it "is revealed").
 * A Port counts as a town (ME-R9: an upgraded Town).
 */
export function unlikelyAlly(
  player: string,
  hexes: readonly Pick<MeHex, 'address' | 'owner' | 'major' | 'terrain' | 'explored' | 'defenders'>[],
  ownChoice?: string,
): UnlikelyAlly {
  const mine = hexes.filter((h) => h.owner === player);
  const near = (address: string): number => {
    const a = parseHex(address);
    if (a === null) return Infinity;
    return Math.min(
      ...mine.map((m) => {
        const b = parseHex(m.address);
        return b === null ? Infinity : distance(a, b);
      }),
    );
  };
  const nearest = (cands: readonly { address: string }[]): string | null =>
    [...cands].sort((x, y) => near(x.address) - near(y.address) || x.address.localeCompare(y.address))[0]
      ?.address ?? null;
  const town = (m: MeHex['major']): boolean => m === 'Town' || m === 'Port';
  const steps: [UnlikelyAlly['how'], boolean, readonly { address: string }[]][] = [
    [
      'neutral settlement',
      true,
      hexes.filter((h) => h.owner === null && h.explored && (town(h.major) || h.major === 'City')),
    ],
    [
      'empty neutral hex, with a Town',
      true,
      hexes.filter(
        (h) => h.owner === null && h.terrain !== 'Lake' && h.major === null && h.defenders === null,
      ),
    ],
    [
      "another player's town",
      true,
      hexes.filter((h) => h.owner !== null && h.owner !== player && town(h.major)),
    ],
    [
      "another player's city",
      true,
      hexes.filter((h) => h.owner !== null && h.owner !== player && h.major === 'City'),
    ],
  ];
  for (const [how, garrisoned, cands] of steps) {
    const hex = nearest(cands);
    if (hex !== null)
      return {
        hex,
        how,
        garrisoned,
        events: [
          meEvent(
            PHASE,
            hex,
            `Unlikely Ally: ${how} joins ${player}'s kingdom${garrisoned ? ', garrisoned as a freshly discovered neutral settlement' : ''}`,
            TABLE_31_CITE,
          ),
        ],
      };
  }
  const empty = mine.filter((h) => h.major === null && h.terrain !== 'Lake');
  const hex =
    empty.find((h) => h.address === ownChoice)?.address ?? empty.map((h) => h.address).sort()[0] ?? null;
  if (hex === null)
    return {
      hex: null,
      how: 'none',
      garrisoned: false,
      events: [meEvent(PHASE, player, 'Unlikely Ally: no hex fits; no effect', TABLE_31_CITE)],
    };
  return {
    hex,
    how: 'a Town added to an empty hex of yours',
    garrisoned: false,
    events: [
      meEvent(
        PHASE,
        hex,
        `Unlikely Ally: a Town is added to ${player}'s empty hex (no garrison)`,
        TABLE_31_CITE,
      ),
    ],
  };
}

/**
 * Unlikely Ally applied: the hex joins the kingdom (explored; an empty neutral hex or an own empty hex gains a
 * Town); one gained from a neutral or another player is garrisoned "as though it was a freshly-discovered
 * neutral hex containing a settlement of its type": (d3 + turn) × 250, Well Defended for a City (4.3B, Table 7),
 * keyed `me:defenders:<hex>`. Proposal: the garrison is of the player's race ("followers sworn to your cause").
 */
export function applyUnlikelyAlly(
  state: MeState,
  player: string,
  dice: Dice,
  ownChoice?: string,
): { readonly state: MeState; readonly events: MeEvent[] } {
  const r = unlikelyAlly(player, state.hexes, ownChoice);
  if (r.hex === null) return { state, events: r.events };
  const events = [...r.events];
  const race = state.kingdoms.find((k) => k.player === player)?.race ?? player;
  const hexes = state.hexes.map((h) => {
    if (h.address !== r.hex) return h;
    const major = h.major ?? 'Town';
    const garrison = r.garrisoned
      ? discoverDefenders(dice, h.address, state.turn, race, major === 'City', PHASE)
      : null;
    if (garrison) events.push(...garrison.events);
    return { ...h, explored: true, owner: player, major, defenders: garrison?.defenders ?? null };
  });
  return { state: { ...state, hexes }, events };
}

/**
 * Hex occupancy & Overcrowding (Table 4): how many army sizes a hex supports, and each player's claim.
 */
export const MAX_HEX_OCCUPANCY = {
  underground: 13,
  /** Outside a city, whether or not a city stands in the hex. */
  normal: 25,
  /** A hex with a supply depot: 35, of which 10 go to the depot's owner, the rest split normally. */
  supplyDepot: 35,
  supplyDepotOwnerShare: 10,
  /** Inside a city (Barracks): the city's size or 5, whichever is higher. */
  insideCityMinimum: 5,
} as const;

/** Wounds lost per army size over a player's claim (Hex occupancy & Overcrowding). */
export const WOUNDS_PER_EXCESS_SIZE = 4;

export interface HexOccupancyInput {
  readonly underground: boolean;
  /** The owner of a supply depot in the hex, if any. */
  readonly depotOwner: string | null;
}

export function hexCapacity(input: HexOccupancyInput): number {
  if (input.underground) return MAX_HEX_OCCUPANCY.underground;
  return input.depotOwner !== null ? MAX_HEX_OCCUPANCY.supplyDepot : MAX_HEX_OCCUPANCY.normal;
}

/** Barracks: how large an army may be housed inside a city. */
export function insideCityCapacity(citySize: number): number {
  return Math.max(citySize, MAX_HEX_OCCUPANCY.insideCityMinimum);
}

export interface OverCrowding {
  readonly player: string;
  readonly size: number;
  /** The player's claim on the capacity in army sizes: their share as a whole percentage, applied and rounded
   * as the book's example does (38% of 25 = 9.5 -> 10); the moderator settles any round-off left over. */
  readonly claim: number;
  readonly excess: number;
  readonly woundsLost: number;
}

/**
 * Each player claims a share of the capacity equal to their share of the troops in the hex; with a depot its
 * owner first takes 10 and the rest is shared. Nobody loses anything when the hex is within capacity.
 */
export function overcrowding(sizes: ReadonlyMap<string, number>, input: HexOccupancyInput): OverCrowding[] {
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const capacity = hexCapacity(input);
  const within = total <= capacity;
  const reserved =
    input.depotOwner !== null && !input.underground ? MAX_HEX_OCCUPANCY.supplyDepotOwnerShare : 0;
  const shared = capacity - reserved;
  return [...sizes].map(([player, size]) => {
    const percent = Math.round((100 * size) / total);
    const claim = within
      ? size
      : Math.round((percent * shared) / 100) + (player === input.depotOwner ? reserved : 0);
    const excess = Math.max(0, size - claim);
    return { player, size, claim, excess, woundsLost: excess * WOUNDS_PER_EXCESS_SIZE };
  });
}

import { formatHex, Hex } from '../hex';
import type { CampaignState, MapHex, PortalRecord } from '../model';

/**
 * Mystic Portals (SPECIAL TERRAIN TYPES, Mystic Portal): "A letter will designate MP's"; "Moving into a Mystic
 * Portal allows an army to re-appear at any other MP next turn"; without a destination "they will appear at a
 * randomly determined previously undiscovered portal if one exists".
 *
 * A portal hex is a Map hex whose Special is Mystic Portal. Its letter (or name) and the players who have
 * discovered it ride on the hex as `portal` (the Map tab's Portal and Discovered by columns); a portal with no
 * letter is called by its address.
 */

/** The Map tab's record of one portal hex. */

/** A Mystic Portal as orders and the resolver see it. */
export interface MysticPortal {
  /** Its letter or name, or its address when the Map tab gives none. */
  readonly name: string;
  readonly hex: Hex;
  readonly discoveredBy: readonly string[];
}

export const MYSTIC_PORTAL = 'Mystic Portal';
export const PORTAL_RULE = 'SPECIAL TERRAIN TYPES, Mystic Portal';

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The portal of a hex, or null when it is not a Mystic Portal. */
export function portalAt(h: MapHex | undefined): MysticPortal | null {
  if (h === undefined || h.special !== MYSTIC_PORTAL) return null;
  const record = h.portal;
  const name = record?.name.trim() ?? '';
  return {
    name: name === '' ? formatHex(h.hex) : name,
    hex: h.hex,
    discoveredBy: record?.discoveredBy ?? [],
  };
}

const cache = new WeakMap<CampaignState['map'], readonly MysticPortal[]>();

/** Every portal on the map, by name then address (one scan of the map per state). */
export function mysticPortals(state: Pick<CampaignState, 'map'>): readonly MysticPortal[] {
  const known = cache.get(state.map);
  if (known !== undefined) return known;
  const out: MysticPortal[] = [];
  for (const h of state.map.hexes.values()) {
    const p = portalAt(h);
    if (p !== null) out.push(p);
  }
  out.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.hex.col - b.hex.col || a.hex.row - b.hex.row);
  cache.set(state.map, out);
  return out;
}

/** The portal an order names: by its letter or name (any case), else by its address. */
export function portalNamed(portals: readonly MysticPortal[], text: string): MysticPortal | undefined {
  return portals.find((p) => same(p.name, text)) ?? portals.find((p) => formatHex(p.hex) === text.trim());
}

export function hasDiscovered(portal: MysticPortal, player: string): boolean {
  return portal.discoveredBy.some((p) => same(p, player));
}

/** "a randomly determined previously undiscovered portal": the other portals `player` has not discovered. */
export function undiscoveredExits(
  portals: readonly MysticPortal[],
  player: string,
  entry: Hex,
): MysticPortal[] {
  return portals.filter((p) => formatHex(p.hex) !== formatHex(entry) && !hasDiscovered(p, player));
}

/** The hex's portal record with `player` among its discoverers (the same record when already there). */
export function discovered(h: MapHex, player: string): PortalRecord {
  const record = h.portal ?? { name: '', discoveredBy: [] };
  return record.discoveredBy.some((p) => same(p, player))
    ? record
    : { name: record.name, discoveredBy: [...record.discoveredBy, player] };
}

/** How a portal is named in messages: `B (2717)`, or the address alone. */
export function portalLabel(p: MysticPortal): string {
  return p.name === formatHex(p.hex) ? p.name : `${p.name} (${formatHex(p.hex)})`;
}

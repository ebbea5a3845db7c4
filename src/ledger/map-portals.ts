import { MYSTIC_PORTAL } from '../engine/cs42/portals';
import type { MapHex, PortalRecord } from '../engine/model';
import type { RowReader } from './tab';

/**
 * The Map tab's Portal and Discovered by columns (SPECIAL TERRAIN TYPES, Mystic Portal): a portal hex's letter and
 * the players who have discovered it. Both optional: an older ledger without them reads, its portals called by
 * their addresses and discovered by nobody.
 */

const names = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * The portal record of a Map row, or undefined when the row records none. `owner` gives a player's Players tab
 * spelling, or undefined when there is no such player; `letters` (lower case → sheet row) catches a letter
 * used twice.
 */
export function readPortal(
  row: RowReader,
  special: MapHex['special'],
  owner: (name: string) => string | undefined,
  letters: Map<string, number>,
): PortalRecord | undefined {
  const name = row.text('Portal', 'portal', false);
  const who = row.text('Discovered by', 'discovered by', false);
  if (name === '' && who === '') return undefined;
  if (special !== MYSTIC_PORTAL) {
    row.fail(
      name === '' ? 'Discovered by' : 'Portal',
      `a portal letter or discoverers need Special = ${MYSTIC_PORTAL} in this row; Special is '${special ?? ''}'`,
    );
    return undefined;
  }
  const key = name.toLowerCase();
  const first = letters.get(key);
  if (name !== '' && first !== undefined)
    row.fail(
      'Portal',
      `the portal letter '${name}' is already used in row ${first}; each portal needs its own`,
    );
  else if (name !== '') letters.set(key, row.rowNumber);
  const discoveredBy: string[] = [];
  for (const n of names(who)) {
    const found = owner(n);
    if (found === undefined) row.fail('Discovered by', `'${n}' is not on the Players tab`);
    else if (!discoveredBy.includes(found)) discoveredBy.push(found);
  }
  return { name, discoveredBy };
}

/** The Portal and Discovered by cells of a hex. */
export function portalCells(h: MapHex): { Portal: string; 'Discovered by': string } {
  const record = h.portal;
  return { Portal: record?.name ?? '', 'Discovered by': (record?.discoveredBy ?? []).join(', ') };
}

import { formatHex, Hex, hexKey } from '../hex';
import type { CampaignState } from '../model';
import { armySize, isBrokenBySize } from './economy';
import {
  categoryRank,
  raceConceals,
  Sight,
  SizeCategory,
  sizeCategory,
  smallerCategory,
  THING_CATEGORY,
} from './visibility-table';

/**
 * What looks and what is looked at in one state (VISIBILITY), listed once for every player; visibility.ts reads
 * one player's part. SightIndex groups them by player and by hex, so each player's look costs his own viewers and
 * the hexes around them, not a scan of the whole campaign (issue 9: one scan per player was players x things).
 */

export interface Viewer {
  readonly player: string;
  /** The army, unit, city or structure that looks. */
  readonly name: string;
  readonly hex: Hex;
  readonly sight: Sight;
}

/** What stands in one hex of others', as Table 3 reads it. */
export interface HexTarget {
  readonly hex: Hex;
  readonly category: SizeCategory;
  /** The summed size of the armies in the hex, 0 when none. */
  readonly armySize: number;
}

/** One thing that may be seen: an army (its size and whether its race hides in its terrain) or another thing. */
export type Sighting =
  | { readonly player: string; readonly hex: Hex; readonly army: { size: number; conceals: boolean } }
  | { readonly player: string; readonly hex: Hex; readonly category: SizeCategory };

export const lower = (s: string): string => s.trim().toLowerCase();

/** Everything that looks, any player's, with its sight (Broken armies: Restricted): cities, armies, units, then
 * structures, each in the ledger's order. Spies and bridges see nothing. */
export function allViewers(state: CampaignState): Viewer[] {
  const out: Viewer[] = [];
  for (const c of state.cities)
    if (c.size > 0) out.push({ player: c.player, name: c.name, hex: c.hex, sight: 'Long' });
  for (const a of state.armies)
    if (a.points > 0)
      out.push({
        player: a.player,
        name: a.name,
        hex: a.hex,
        sight: isBrokenBySize(a.points) ? 'Restricted' : 'Normal',
      });
  for (const u of state.units)
    if (u.type !== 'Spy')
      out.push({ player: u.player, name: u.name, hex: u.hex, sight: u.type === 'Scout' ? 'Long' : 'Near' });
  for (const s of state.structures)
    if (s.type !== 'Bridge')
      out.push({
        player: s.player,
        name: s.name,
        hex: s.hex,
        sight: s.type === 'Watchtower' ? 'Long' : 'Near',
      });
  return out;
}

/** Everything that may be seen, any player's: armies, units, structures, then cities. Spies are never seen
 * (SPY ACTIONS: "everywhere and nowhere"). */
export function allSightings(state: CampaignState): Sighting[] {
  const out: Sighting[] = [];
  for (const a of state.armies) {
    if (a.points <= 0) continue;
    const terrain = state.map.hexes.get(formatHex(a.hex))?.terrain;
    const conceals = terrain !== undefined && raceConceals(a.race, terrain);
    out.push({ player: a.player, hex: a.hex, army: { size: armySize(a.points), conceals } });
  }
  for (const u of state.units)
    if (u.type !== 'Spy') out.push({ player: u.player, hex: u.hex, category: THING_CATEGORY[u.type] });
  for (const s of state.structures)
    out.push({ player: s.player, hex: s.hex, category: THING_CATEGORY[s.type] });
  for (const c of state.cities)
    if (c.size > 0) out.push({ player: c.player, hex: c.hex, category: THING_CATEGORY.City });
  return out;
}

/**
 * The Table 3 row of one hex's things (not empty): the armies' sizes summed (one row smaller when every army
 * there conceals itself in that terrain), or the largest other thing, whichever is larger. The hex is the first
 * thing's.
 */
export function targetOf(things: readonly Sighting[]): HexTarget {
  let size = 0;
  let allConceal = true;
  let other: SizeCategory | null = null;
  for (const t of things) {
    if ('army' in t) {
      size += t.army.size;
      allConceal &&= t.army.conceals;
    } else if (other === null || categoryRank(t.category) > categoryRank(other)) other = t.category;
  }
  let category: SizeCategory | null = null;
  if (size > 0 || other === null) {
    const summed = sizeCategory(size);
    category = allConceal ? smallerCategory(summed) : summed;
  }
  if (other !== null && (category === null || categoryRank(other) > categoryRank(category))) category = other;
  return { hex: things[0].hex, category: category ?? 'Small', armySize: size };
}

/** The things of one state by player and by hex address, gathered once for every player's look. */
export class SightIndex {
  private readonly viewers = new Map<string, Viewer[]>();
  private readonly things = new Map<string, Sighting[]>();
  /** The hexes (hexKey) where anything that may be seen stands: most hexes a viewer looks at hold nothing. */
  private readonly occupied = new Set<number>();

  constructor(readonly state: CampaignState) {
    for (const v of allViewers(state)) push(this.viewers, lower(v.player), v);
    for (const s of allSightings(state)) {
      push(this.things, formatHex(s.hex), s);
      this.occupied.add(hexKey(s.hex));
    }
  }

  /** False when nothing that may be seen stands in this hex. */
  holdsAnything(hex: Hex): boolean {
    return this.occupied.has(hexKey(hex));
  }

  /** The player's own viewers, in allViewers' order. */
  viewersOf(player: string): readonly Viewer[] {
    return this.viewers.get(lower(player)) ?? [];
  }

  /** The target others' things make at this address for `player`; undefined when none of his is there. */
  targetAt(address: string, player: string): HexTarget | undefined {
    const all = this.things.get(address);
    if (all === undefined) return undefined;
    const me = lower(player);
    const others = all.filter((t) => lower(t.player) !== me);
    return others.length === 0 ? undefined : targetOf(others);
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

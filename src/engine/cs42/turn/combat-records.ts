import { formatHex, Hex, hexKey } from '../../hex';
import type { Army } from '../../model';
import { armySize, isBrokenBySize } from '../economy';
import { armySuffersMarchPenalties } from '../supply-effects';
import { POINTS_PER_ARMY_SIZE } from '../tables';
import type { BattleRecord, Mutable, TurnContext } from './context';
import { BattleDraft, key, startSupply, unitMemory } from './units-memory';

/**
 * The Battles tab's records (COMBAT; RULINGS 28): who fights where, with the penalties each army carries in.
 * A hex has at most one field battle or city fight and one siege record in a turn; armies that arrive later
 * join the record already there, which is rewritten in place.
 */

/** Garrisons: "500 or equal to the city's size times 100, whichever is greater" (points). */
export const GARRISON_MIN_POINTS = 500;

export function garrisonSize(citySize: number): number {
  return armySize(Math.max(GARRISON_MIN_POINTS, citySize * POINTS_PER_ARMY_SIZE));
}

/** Adds armies to the battle in `hex` (opening one if needed) and marks them engaged. */
export function addContact(ctx: TurnContext, hex: Hex, names: readonly string[], siege = false): BattleDraft {
  const m = unitMemory(ctx);
  let draft = m.battleAt.get(`${hexKey(hex)}|${siege}`);
  if (draft === undefined) {
    draft = { hex, kind: siege ? 'siege' : 'field battle', armies: [], garrison: null, index: null };
    m.battles.push(draft);
    m.battleAt.set(`${hexKey(hex)}|${siege}`, draft);
  }
  for (const n of names) {
    if (!draft.armies.some((a) => key(a) === key(n))) draft.armies.push(n);
    if (!siege) m.engaged.add(key(n));
  }
  return draft;
}

export function battleAt(ctx: TurnContext, hex: Hex): BattleDraft | undefined {
  return unitMemory(ctx).battleAt.get(`${hexKey(hex)}|false`);
}

/** March, supply and Broken penalties of one army (ARMY ACTIONS, March and Patrol; Table 6; Broken Armies). */
export function penaltiesOf(ctx: TurnContext, name: string, points: number): string[] {
  const m = unitMemory(ctx);
  const out: string[] = [];
  const marches = m.marches.get(key(name)) ?? 0;
  if (marches > 0)
    out.push(`${name} marched${marches > 1 ? ' twice' : ''}: -${marches} CC, MW, LD (ARMY ACTIONS, March)`);
  if (m.patrols.get(key(name))?.extended === true)
    out.push(`${name} patrolled /M: -1 CC, MW, LD, as if it marched (ARMY ACTIONS, Patrol)`);
  const status = startSupply(ctx).get(key(name));
  if (status !== undefined && armySuffersMarchPenalties(status) && marches === 0)
    out.push(
      `${name} is ${status === 'Out of Supply' ? status : `in ${status} supply`}: the March penalties apply, -1 CC, MW, LD (Table 6)`,
    );
  if (isBrokenBySize(points)) out.push(`${name} is Broken: -1 MW, CC, LD (Broken Armies)`);
  return out;
}

function terrainOf(ctx: TurnContext, hex: Hex): string {
  const h = ctx.state.map.hexes.get(formatHex(hex));
  if (h === undefined) return 'off the map';
  return [h.terrain, h.special, h.road ? 'road' : null].filter((x) => x !== null).join(', ');
}

/** Armies by lower-case name (the first of a name), built once per writing of the records, during which they do
 * not change. */
interface Lookup {
  readonly army: (name: string) => Mutable<Army> | undefined;
}

function lookup(ctx: TurnContext): Lookup {
  const armies = new Map<string, Mutable<Army>>();
  for (const a of ctx.state.armies) if (!armies.has(key(a.name))) armies.set(key(a.name), a);
  return { army: (name) => armies.get(key(name)) };
}

function record(ctx: TurnContext, d: BattleDraft, find: Lookup): BattleRecord {
  const armies = d.armies.map((n) => {
    const a = find.army(n);
    return { name: a?.name ?? n, player: a?.player ?? '', size: a === undefined ? 0 : armySize(a.points) };
  });
  // RULINGS 34: a battle in an enemy city's hex without a successful siege is a field battle outside the walls
  // (no garrison); a city fight only follows a successful siege roll (the 'siege' record).
  const all =
    d.garrison === null ? armies : [...armies, { ...d.garrison, name: `${d.garrison.city} garrison` }];
  const penalties = d.armies.flatMap((n) =>
    penaltiesOf(ctx, find.army(n)?.name ?? n, find.army(n)?.points ?? 0),
  );
  return {
    hex: d.hex,
    kind: d.kind,
    sides: [...new Set(all.map((a) => a.player))],
    armies: all,
    terrain: terrainOf(ctx, d.hex),
    penalties,
  };
}

/** Writes every draft to ctx.battles: new ones appended, grown ones rewritten where they stand. */
export function writeBattles(ctx: TurnContext): void {
  const find = lookup(ctx);
  for (const d of unitMemory(ctx).battles) {
    const r = record(ctx, d, find);
    if (d.index === null) {
      d.index = ctx.battles.length;
      ctx.battles.push(r);
    } else ctx.battles[d.index] = r;
  }
}

/**
 * A troop type added to the roster (Roster: "the original choice of troop types can never be completely changed only
 * added too"; "If a nation has 2 troop choices in any category … With different points costs must be listed
 * separately"): `Nation - Buy 8 Saurus Warriors cost 60 as Infantry` names the new type, its points cost from the
 * army list (the ledger holds no army lists) and its roster category. The stage adds it as a Roster row.
 */
import { normalize } from '../../core/orders/line';
import { nation } from '../map';
import type { Category } from '../model';
import type { WmOrder } from '../stages/model';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';

/** The roster's categories (Roster: "Infantry, Cavalry, Monsters, Chariots and Artillery"; Specials, Chaos Lands). */
export const ROSTER_CATEGORIES: readonly Category[] = [
  'Infantry',
  'Cavalry',
  'Monsters',
  'Chariots',
  'Artillery',
  'Specials',
];

export interface NewUnitType {
  readonly category: Category;
  readonly cost: number;
}

/** A Buy that adds its type to the roster: the stage writes the Roster row (its unit, category and cost). */
export type NewTypeBuy = Extract<WmOrder, { kind: 'buy' }> & { readonly newType: NewUnitType };

export const NEW_TYPE_FORM = '“Buy <number> <new unit> cost <points> as <category>”';

/** The new type a Buy adds, or undefined for a type already on the roster. */
export function newTypeOf(o: WmOrder): NewUnitType | undefined {
  return o.kind === 'buy' && 'newType' in o ? (o as NewTypeBuy).newType : undefined;
}

/** `<number> <unit> cost <points> as <category>`, or null when the Buy names no cost (a type on the roster). */
export function readNewType(
  args: string,
): { count: string; unit: string; cost: string; category: string } | null {
  const m = /^(\S+)\s+(.+?)\s+cost\s+(\S+)\s+as\s+(.+)$/i.exec(args.trim());
  if (!m) return null;
  return { count: m[1] ?? '', unit: (m[2] ?? '').trim(), cost: m[3] ?? '', category: (m[4] ?? '').trim() };
}

/** The Buy of a new type checked: a name not on the roster, a positive whole cost, a roster category. */
export function checkNewType(
  ctx: OrderContext,
  read: { count: string; unit: string; cost: string; category: string },
): LineVerdict {
  const roster = nation(ctx.campaign.state, ctx.player).roster;
  const count = /^\d+$/.test(read.count) ? Number(read.count) : NaN;
  if (!(count >= 1 && count <= 99))
    return refuse('WM-O040', `buy from 1 to 99 units, not “${read.count}”: ${NEW_TYPE_FORM}`);
  // The name becomes a Roster cell and is read back from expedition lists split at commas.
  if (!/^[A-Za-z][A-Za-z0-9' -]*$/.test(read.unit))
    return refuse(
      'WM-O040',
      `name the new unit type with letters, digits, spaces, ' and - (starting with a letter), not “${read.unit}”`,
    );
  const had = roster.find((e) => normalize(e.unit) === normalize(read.unit));
  if (had)
    return refuse(
      'WM-O040',
      `${had.unit} is on your roster already (${had.category}, ${had.cost} points): write “Buy ${count} ${had.unit}”`,
    );
  if (!/^\d+$/.test(read.cost) || Number(read.cost) < 1)
    return refuse('WM-O040', `the points cost of one unit is a positive whole number, not “${read.cost}”`);
  const category = ROSTER_CATEGORIES.find((c) => normalize(c) === normalize(read.category));
  if (!category)
    return refuse(
      'WM-O040',
      `the roster's categories are ${ROSTER_CATEGORIES.join(', ')}, not “${read.category}” (Roster)`,
    );
  const cost = Number(read.cost);
  const order: NewTypeBuy = { kind: 'buy', unit: read.unit, count, newType: { category, cost } };
  return accept(
    order,
    `a new type on your roster: ${read.unit}, ${category}, ${cost} points a unit (Roster)`,
  );
}

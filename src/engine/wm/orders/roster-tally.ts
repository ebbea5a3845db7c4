/**
 * A submission's roster as one: its Buys summed in order, less its Removes (Roster: the year's (2 x PT + 5) x 100
 * points "must be spent" and no more). Each Buy line is checked alone first (new-year-orders.ts); here the Buy that
 * takes the running total past the year's points is refused, naming the total. A Remove counts wherever it is
 * written (our reading: the roster is filled out once, so units taken off free their points for every Buy).
 * A country founded in the same submission (Establish Another Country) takes the landed expedition's troops at step
 * 4, before the roster: the founder's roster is what is left, and what went is still spent this year (founding-tally.ts),
 * the same points the New Year stage counts.
 */
import type { CheckedOrder } from './check';
import type { OrderContext } from './codes';
import { foundingRoster, outlayNote } from './founding-tally';
import { comingAllowance } from './new-year-orders';
import { newTypeOf } from './new-unit-type';
import type { WmOrder } from '../stages/model';

export function tallyRoster(ctx: OrderContext, checked: readonly CheckedOrder[]): CheckedOrder[] {
  const n = ctx.campaign.state.nations.find((x) => x.name === ctx.player);
  if (!n || !checked.some((c) => c.order?.kind === 'buy' || c.order?.kind === 'remove')) return [...checked];
  const orders = checked.flatMap((c): WmOrder[] => (c.order ? [c.order] : []));
  const { roster, outlay } = foundingRoster(ctx.campaign.state, ctx.player, orders);
  // A new type's cost is the one its Buy names (new-unit-type.ts); the first line that adds it fixes it.
  const added = new Map<string, { line: number; unit: string; category: string; cost: number }>();
  const cost = (unit: string): number =>
    roster.find((e) => e.unit === unit)?.cost ?? added.get(unit)?.cost ?? 0;
  const allowed = comingAllowance(ctx);
  // The stage takes a Remove off what the founder holds then (its earlier Buys too), never below none.
  const held = new Map(roster.map((e) => [e.unit, e.bought]));
  const typed = checked.map((c): CheckedOrder => {
    const o = c.order;
    if (o?.kind === 'remove' && !roster.some((e) => e.unit === o.unit))
      return {
        ...c,
        status: 'rejected',
        code: 'WM-O035',
        message: `${ctx.player}'s roster holds no ${o.unit}: a type this submission adds is bought, not removed`,
        order: null,
      };
    const t = o?.kind === 'buy' ? newTypeOf(o) : undefined;
    if (o?.kind !== 'buy') return c;
    // The stage reads the lines in order: a type is on the roster from the line that adds it.
    if (!t && !roster.some((e) => e.unit === o.unit) && !added.has(o.unit))
      return {
        ...c,
        status: 'rejected',
        code: 'WM-O019',
        message: `${o.unit} is added by a later line: write “Buy … ${o.unit} cost <points> as <category>” before it`,
        order: null,
      };
    if (!t) return c;
    const first = added.get(o.unit);
    if (!first) {
      added.set(o.unit, { line: c.line, unit: o.unit, ...t });
      return c;
    }
    if (first.cost === t.cost && first.category === t.category) return c;
    return {
      ...c,
      status: 'rejected',
      code: 'WM-O040',
      message: `line ${first.line} adds ${first.unit} at ${first.cost} points (${first.category}): one cost and category for a type`,
      order: null,
    };
  });
  const tallied = typed.map((c): CheckedOrder => {
    const o = c.order;
    if (o?.kind === 'buy') held.set(o.unit, (held.get(o.unit) ?? 0) + o.count);
    if (o?.kind !== 'remove' || outlay.countries.length === 0) return c;
    const has = held.get(o.unit) ?? 0;
    if (o.count <= has) {
      held.set(o.unit, has - o.count);
      return c;
    }
    return {
      ...c,
      status: 'rejected',
      code: 'WM-O035',
      message: `${ctx.player}'s roster holds ${has} ${o.unit} once ${outlay.countries.join(' and ')} takes the landed expedition's troops (Establish Another Country): it cannot remove ${o.count}`,
      order: null,
    };
  });
  const removed = tallied.reduce(
    (t, c) => (c.order?.kind === 'remove' ? t + c.order.count * cost(c.order.unit) : t),
    0,
  );
  let running = roster.reduce((t, e) => t + e.bought * e.cost, 0) + outlay.rosterPoints - removed;
  return tallied.map((c) => {
    if (c.order?.kind !== 'buy') return c;
    const price = c.order.count * cost(c.order.unit);
    if (running + price <= allowed) {
      running += price;
      return c;
    }
    return {
      ...c,
      status: 'rejected',
      code: 'WM-O035',
      message: `${c.order.count} ${c.order.unit} cost ${price}: with the Buys before it (less the Removes) the roster would spend ${running + price} points${outlayNote(outlay)}; the year allows ${allowed} ((2 x PT + 5) x 100, Roster)`,
      order: null,
    };
  });
}

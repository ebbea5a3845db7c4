/**
 * A submission's roster as one: its Buys summed in order, less its Removes (Roster: the year's (2 x PT + 5) x 100
 * points "must be spent" and no more). Each Buy line is checked alone first (new-year-orders.ts); here the Buy that
 * takes the running total past the year's points is refused, naming the total. A Remove counts wherever it is
 * written (our reading: the roster is filled out once, so units taken off free their points for every Buy).
 */
import type { CheckedOrder } from './check';
import type { OrderContext } from './codes';
import { comingAllowance } from './new-year-orders';

export function tallyRoster(ctx: OrderContext, checked: readonly CheckedOrder[]): CheckedOrder[] {
  const n = ctx.campaign.state.nations.find((x) => x.name === ctx.player);
  if (!n || !checked.some((c) => c.order?.kind === 'buy')) return [...checked];
  const roster = n.roster;
  const cost = (unit: string): number => roster.find((e) => e.unit === unit)?.cost ?? 0;
  const allowed = comingAllowance(ctx);
  const removed = checked.reduce(
    (t, c) => (c.order?.kind === 'remove' ? t + c.order.count * cost(c.order.unit) : t),
    0,
  );
  let running = roster.reduce((t, e) => t + e.bought * e.cost, 0) - removed;
  return checked.map((c) => {
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
      message: `${c.order.count} ${c.order.unit} cost ${price}: with the Buys before it (less the Removes) the roster would spend ${running + price} points; the year allows ${allowed} ((2 x PT + 5) x 100, Roster)`,
      order: null,
    };
  });
}

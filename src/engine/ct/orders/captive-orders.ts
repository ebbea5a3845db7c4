/**
 * The orders of step d about captives ([Battles] 3.c.2-3, [Races] 6.b): sell one to slavers, keep one as Drugged,
 * ransom one. Each captive is disposed of once a stage: the context remembers how.
 */
import { rescuePending, type CtCampaign } from '../campaign';
import { keepAsDrugged, ransom, sellToSlavers } from '../captives';
import { ctEvent } from '../events';
import type { CtPlayer, CtResult } from '../model';
import { refuse } from '../model';
import { gc, purchased, type PurchaseContext, type Purchased } from './purchase-context';
import type { CtOrder } from './types';

export type CaptiveOrder = Extract<CtOrder, { kind: 'sell' | 'drug' | 'ransom' }>;

const findCaptor = (c: CtCampaign, figure: string): CtPlayer | undefined =>
  c.state.players.find((p) => p.captives.some((x) => x.figure.id === figure));

/** Why a captive can no longer be sold, drugged or ransomed: an earlier order of this stage disposed of him. */
const gone = (ctx: PurchaseContext, figure: string): CtResult<never> | null => {
  const how = ctx.captivesGone.get(figure);
  return how === undefined ? null : refuse(`${figure} is no longer a captive: an earlier order ${how}`);
};

/** A captive order of `player`'s, applied to the campaign. */
export function captiveOrder(
  c: CtCampaign,
  player: CtPlayer,
  order: CaptiveOrder,
  ctx: PurchaseContext,
): CtResult<Purchased> {
  const done = purchased(c);
  switch (order.kind) {
    case 'sell': {
      if (rescuePending(c, order.figure))
        return refuse(`${order.figure} awaits its Rescue ([Battles] 3.c.1)`);
      const was = gone(ctx, order.figure);
      if (was) return was;
      const r = sellToSlavers(player, order.figure);
      if (!r.ok) return refuse(`${r.error} (only the player holding a captive sells it)`);
      const got = r.value.treasury - player.treasury;
      ctx.captivesGone.set(order.figure, 'sells him to slavers');
      return done(
        [r.value],
        [
          ctEvent(
            'd. Recruiting',
            player.name,
            `sells ${order.figure} to slavers for ${got} gc (half his base cost, rounded down)`,
            '001 [Battles] 3.c.3',
          ),
        ],
        [gc(player.name, got, `${order.figure} sold to slavers`)],
      );
    }
    case 'drug': {
      if (rescuePending(c, order.figure))
        return refuse(`${order.figure} awaits its Rescue ([Battles] 3.c.1)`);
      const was = gone(ctx, order.figure);
      if (was) return was;
      const r = keepAsDrugged(player, order.figure, order.warband);
      if (!r.ok) return r;
      ctx.captivesGone.set(order.figure, `keeps him as Drugged in ${order.warband}`);
      return done(
        [r.value],
        [
          ctEvent(
            'd. Recruiting',
            player.name,
            `keeps ${order.figure} as Drugged in ${order.warband}`,
            '001 [Races] 6.b',
          ),
        ],
      );
    }
    case 'ransom': {
      const captor = findCaptor(c, order.figure);
      if (!captor) return gone(ctx, order.figure) ?? refuse(`nobody holds ${order.figure} captive`);
      const owner = c.state.players.find(
        (p) => p.name === captor.captives.find((x) => x.figure.id === order.figure)?.owner,
      );
      if (!owner || (player.name !== captor.name && player.name !== owner.name))
        return refuse(`${order.figure} is neither yours nor held by you`);
      const r = ransom(captor, owner, order.figure, order.price);
      if (!r.ok) return r;
      ctx.captivesGone.set(order.figure, `ransoms him for ${order.price} gc`);
      return done(
        [r.value.captor, r.value.owner],
        [
          ctEvent(
            'd. Recruiting',
            order.figure,
            `ransomed by ${owner.name} from ${captor.name} for ${order.price} gc`,
            '001 [Battles] 3.c.2',
          ),
        ],
        [
          gc(captor.name, order.price, `ransom of ${order.figure}`),
          gc(owner.name, -order.price, `ransom of ${order.figure}`),
        ],
      );
    }
  }
}

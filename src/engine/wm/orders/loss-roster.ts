/**
 * WM-O015 for the `Lost` lines of a battle report: a 2000-point army is rated up within the roster's remaining units
 * (Armies are 2,000 pts.), so no more lines of a type in one battle than remain, or the survival rolls would strike
 * off units the nation lacks. The expedition roster is apart (EXPEDITIONS & EXPLORING, Expedition Army: "once written
 * no units or characters may be swapped or used by the national roster"): a battle at home has only the units at
 * home (atHome), an expedition army's own battle only those written on its roster.
 */
import { afloat, expeditionsOf } from '../expedition';
import { atHome } from '../expedition-roster';
import type { WmExpedition } from '../model';
import { armiesOf } from '../stages/meeting';
import type { OrderContext } from './codes';

function ordinal(n: number): string {
  const tail =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${tail}`;
}

/** The player's landed expedition army in the battle, if that is his army there (Expedition Army). */
function ownExpeditionArmy(ctx: OrderContext, battle: string): WmExpedition | undefined {
  const b = ctx.campaign.battles.find((x) => x.id === battle);
  if (!b) return undefined;
  const names = armiesOf(b);
  return expeditionsOf(ctx.campaign.state).find(
    (e) =>
      e.nation === ctx.player &&
      e.status === 'landed' &&
      names.includes(e.name) &&
      ctx.campaign.state.armies.some((a) => a.name === e.name && a.nation === ctx.player),
  );
}

/** Why the `n`th Lost line of `unit` in `battle` cannot be applied, or null. */
export function lossRefusal(ctx: OrderContext, battle: string, unit: string, n: number): string | null {
  const s = ctx.campaign.state;
  const entry = s.nations.find((x) => x.name === ctx.player)?.roster.find((e) => e.unit === unit);
  const own = ownExpeditionArmy(ctx, battle);
  if (entry && own) {
    const aboard = own.units.filter((u) => u.unit === unit).reduce((sum, u) => sum + u.count, 0);
    const held = Math.min(aboard, entry.bought - entry.lost);
    return n > held
      ? `${own.name} has only ${held} ${unit} on its expedition roster: ${battle} cannot lose a ${ordinal(n)}`
      : null;
  }
  const left = entry ? atHome(s, ctx.player, entry) : 0;
  if (n <= left) return null;
  const away = entry ? entry.bought - entry.lost - left : 0;
  const atSea = Math.min(
    away,
    expeditionsOf(s)
      .filter((e) => e.nation === ctx.player && afloat(e))
      .flatMap((e) => e.units)
      .filter((u) => u.unit === unit)
      .reduce((sum, u) => sum + u.count, 0),
  );
  const apart = [
    atSea > 0 ? `${atSea} more at sea` : '',
    away > atSea ? `${away - atSea} more with an expedition army ashore` : '',
  ].filter((x) => x !== '');
  return `${ctx.player} has only ${left} ${unit} left on the roster${apart.length > 0 ? ` (${apart.join(', ')})` : ''}: ${battle} cannot lose a ${ordinal(n)}`;
}

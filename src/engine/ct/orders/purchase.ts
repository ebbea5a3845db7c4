/**
 * Steps d and e of the non-battle sequence ([Campaign] 1): the orders a player gives between battles, applied
 * one at a time to the campaign (the receipt simulates them in order; the purchases stage applies them). Each
 * returns the campaign after it, its Log events and Journal entries, or the refusal naming what and why.
 */
import { rollAdvancement } from '../advancement';
import type { CtCampaign } from '../campaign';
import { ctEvent } from '../events';
import type { CtResult, Figure } from '../model';
import { refuse } from '../model';
import { disband, moveWarband, recruitDrugged, recruitFigures, transferFigures } from '../recruit';
import { territoryRow } from '../tables';
import { buySpell, sellBackSpell } from '../spells';
import { upgradeTerritory } from '../territories';
import { idSeries, nextInSeries, nextFigureOf } from '../figure-ids';
import { captiveOrder } from './captive-orders';
import { gc, purchased, type PurchaseContext, type Purchased } from './purchase-context';
import { findType, newFigure, raiseWarband } from './raise';
import { scheduleChallenge, scheduleRescue } from './schedule';
import { heldWarbands, wonThisRound } from './standing';
import type { CtOrder } from './types';

export type { FigureType, PurchaseContext, Purchased } from './purchase-context';

/**
 * Ids for new figures: the warband's series with numbers from its next (V.Blades.L, next 6 → V.Blades.6), so a
 * number once given (a figure since killed, sold or disbanded) is never given again.
 */
function newIds(
  c: CtCampaign,
  warband: { id: string; figures: readonly Figure[]; nextFigure?: number },
  n: number,
  used: ReadonlySet<string> = new Set(),
): string[] {
  const taken = new Set([
    ...used,
    ...c.state.players
      .flatMap((p) => [...p.warbands.flatMap((w) => w.figures), ...p.captives.map((x) => x.figure)])
      .map((f) => f.id),
  ]);
  const base = idSeries(warband);
  const out: string[] = [];
  for (let i = nextFigureOf(warband, taken); out.length < n; i++)
    if (!taken.has(`${base}.${i}`)) out.push(`${base}.${i}`);
  return out;
}

/** One order of step d or e for `player`. Orders of other stages are not passed here. */
export function purchase(
  c: CtCampaign,
  playerName: string,
  order: CtOrder,
  ctx: PurchaseContext,
): CtResult<Purchased> {
  const player = c.state.players.find((p) => p.name === playerName);
  if (!player) return refuse(`${playerName} has no force`);
  const done = purchased(c);
  switch (order.kind) {
    case 'upgrade': {
      const t = player.territories.find((x) => x.name.toLowerCase() === order.territory.toLowerCase());
      if (!t) return refuse(`${order.territory} is not one of your territories`);
      const r = upgradeTerritory(player, t.name);
      if (!r.ok) return r;
      const cost = territoryRow(t.type).upgradeCost ?? 0;
      const now = r.value.territories.find((x) => x.name === t.name)?.type;
      return done(
        [r.value],
        [
          ctEvent(
            'd. Recruiting',
            player.name,
            `upgrades ${t.name} from ${t.type} to ${now} for ${cost} gc`,
            '001 [Economics] 3.b, CT-R4',
          ),
        ],
        [gc(player.name, -cost, `upgrade ${t.name} to ${now}`)],
      );
    }
    case 'recruit': {
      const w = player.warbands.find((x) => x.id === order.warband);
      if (!w) return refuse(`${order.warband} is not one of your warbands`);
      const t = findType(ctx.armyLists, w.armyList, order.type);
      if (!t)
        return refuse(`${order.type} is not a figure type of the ${w.armyList} list on the Army lists tab`);
      const figures = newIds(c, w, order.count, ctx.usedIds).map((id) => newFigure(t, id, false));
      // [Races] 6.b.3: Drugged only after a win this round (the most a force controls is the moderator's).
      const r = figures.some((f) => f.drugged)
        ? recruitDrugged(
            player,
            w.id,
            figures,
            wonThisRound(c, player.name, ctx.turn),
            Number.MAX_SAFE_INTEGER,
          )
        : recruitFigures(player, w.id, figures);
      if (!r.ok) return r;
      const next = nextInSeries(
        idSeries(w),
        figures.map((f) => f.id),
      );
      const recruited = {
        ...r.value,
        warbands: r.value.warbands.map((x) => (x.id === w.id ? { ...x, nextFigure: next } : x)),
      };
      const cost = t.baseCost * order.count;
      return done(
        [recruited],
        [
          ctEvent(
            'd. Recruiting',
            w.id,
            `recruits ${order.count} ${t.type} (${figures.map((f) => f.id).join(', ')}) for ${cost} gc`,
            '001 [Forces] 2.b',
          ),
        ],
        [gc(player.name, -cost, `recruit ${order.count} ${t.type} into ${w.id}`)],
      );
    }
    case 'move': {
      const w = player.warbands.find((x) => x.id === order.warband);
      if (!w) return refuse(`${order.warband} is not one of your warbands`);
      const t =
        order.to === null
          ? null
          : player.territories.find((x) => x.name.toLowerCase() === order.to?.toLowerCase());
      if (order.to !== null && !t) return refuse(`${order.to} is not one of your territories`);
      const r = moveWarband(player, w.id, t ? { kind: 'garrison', territory: t.name } : { kind: 'field' });
      if (!r.ok) return r;
      return done(
        [r.value],
        [
          ctEvent(
            'd. Recruiting',
            w.id,
            `moves to ${t ? `the garrison of ${t.name}` : 'the field army'}`,
            '001 [Forces] 1.c.2',
          ),
        ],
      );
    }
    case 'transfer': {
      const to = player.warbands.find((x) => x.id.toLowerCase() === order.to.toLowerCase());
      if (!to) return refuse(`${order.to} is not one of your warbands`);
      const r = transferFigures(player, order.warband, to.id, order.figures);
      if (!r.ok) return r;
      return done(
        [r.value],
        [
          ctEvent(
            'd. Recruiting',
            order.warband,
            `transfers ${order.figures.join(', ')} to ${to.id}`,
            '001 [Forces] 2.b.4',
          ),
        ],
      );
    }
    case 'disband': {
      const r = disband(player, order.figures, heldWarbands(c, player.name));
      if (!r.ok) return r;
      return done(
        [r.value],
        [
          ctEvent(
            'd. Recruiting',
            player.name,
            `disbands ${order.figures.join(', ')}: nothing back`,
            '001 [Forces] 2.b.5',
          ),
        ],
      );
    }
    case 'sell':
    case 'drug':
    case 'ransom':
      return captiveOrder(c, player, order, ctx);
    case 'advance': {
      const w = player.warbands.find((x) => x.id === order.warband);
      if (!w) return refuse(`${order.warband} is not one of your warbands`);
      const id = `${ctx.turn}:${w.id}:${order.characteristic}`;
      const n = (ctx.rolls.get(id) ?? 0) + 1;
      const r = rollAdvancement(
        ctx.dice,
        `ct:advance:${id}:${n}`,
        player,
        w.id,
        order.characteristic,
        order.pay,
        ctx.xpPerRoll,
        order.cost,
      );
      if (!r.ok) return r;
      ctx.rolls.set(id, n);
      const cost = r.value.cost;
      return done(
        [r.value.player],
        [r.value.event],
        [
          order.pay === 'xp'
            ? {
                player: player.name,
                resource: 'XP',
                amount: -cost,
                note: `${w.id}: advancement roll for ${order.characteristic} (${r.value.outcome})`,
              }
            : gc(
                player.name,
                -cost,
                `${w.id}: advancement roll for ${order.characteristic} paid in cash (${r.value.outcome}, [Economics] 3.a)`,
              ),
        ],
      );
    }
    case 'sellSpell':
    case 'buySpell': {
      const selling = order.kind === 'sellSpell';
      const r = (selling ? sellBackSpell : buySpell)(
        player,
        order.warband,
        order.spell,
        ctx.armyLists,
        ctx.spellsSold,
      );
      if (!r.ok) return r;
      const { wizard, spell, gc: amount } = r.value;
      return done(
        [r.value.player],
        [
          ctEvent(
            'd. Recruiting',
            wizard,
            selling ? `sells back ${spell} for ${amount} gc` : `buys ${spell} for ${-amount} gc`,
            '001 [Forces] 2.a.3, CT-R25',
          ),
        ],
        [gc(player.name, amount, `${wizard} ${selling ? 'sells back' : 'buys'} ${spell}`)],
      );
    }
    case 'raise':
      return raiseWarband(c, player.name, order, ctx.armyLists, ctx.usedIds);
    case 'rescue':
      return scheduleRescue(c, player.name, order.battle, ctx.turn);
    case 'challenge':
      return scheduleChallenge(c, player.name, order.player, ctx.turn);
    default:
      return refuse(`${order.kind} is not an order of the purchases stage`);
  }
}

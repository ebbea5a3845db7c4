/**
 * Whether a pre-battle or post-battle order may be given now ([Battles] 1-4): the battle is this round's and at
 * the right status, the player fights in it, the territory, figure or warband is his and fought. Null when it
 * may; otherwise why not. Step d and e orders are checked by applying them (purchase.ts).
 */
import type { CtBattle, CtCampaign } from '../campaign';
import { everyoneIn, rescued, sideOf, valueFor } from '../campaign';
import type { CtPlayer, Figure } from '../model';
import { present } from '../model';
import { fightingWarbands } from '../rating';
import type { CtOrder } from './types';

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The warbands a player had on the table in a battle: his field army, and his staked garrison ([Forces] 1.c.1). */
export function foughtIn(b: CtBattle, p: CtPlayer) {
  return fightingWarbands(p, b.players.includes(p.name) ? (valueFor(b.stakes, p.name) ?? null) : null);
}

export const foughtFigures = (b: CtBattle, p: CtPlayer): Figure[] => foughtIn(b, p).flatMap(present);

export function battleOrderProblem(
  c: CtCampaign,
  playerName: string,
  order: CtOrder,
  turn: number,
): string | null {
  if (!('battle' in order)) return null;
  const b = c.battles.find((x) => x.id === order.battle && x.turn === turn);
  if (!b) return `${order.battle} is not a battle of round ${turn}`;
  const player = c.state.players.find((p) => p.name === playerName);
  if (!player) return `${playerName} has no force`;
  const opponent = b.players.find((p) => p !== playerName) ?? '';
  if (order.kind === 'stake' || order.kind === 'accept' || order.kind === 'decline') {
    if (b.status !== 'scheduled' && b.status !== 'challenged')
      return `${b.id} is ${b.status}, not awaiting stakes`;
    if (!b.players.includes(playerName))
      return `${playerName} does not fight in ${b.id} (${b.players.join(' v ')})`;
    if (order.kind === 'stake') {
      if (b.kind === 'multi-player')
        return `no territories are staked in a multi-player battle ([Battles] 1.b)`;
      if (b.kind === 'rescue')
        return `no territory is staked in a Rescue: it changes no territory ([Battles] 4.a)`;
      if (b.kind === 'challenge') {
        const foe = c.state.players.find((p) => p.name === opponent);
        if (!foe?.territories.some((t) => same(t.name, order.territory)))
          return `in a challenge you choose which of ${opponent}'s territories is staked ([Battles] 4.b); ${order.territory} is not his`;
        return null;
      }
      if (!player.territories.some((t) => same(t.name, order.territory)))
        return `${order.territory} is not one of your territories ([Battles] 1.a)`;
      return null;
    }
    if (b.kind !== 'challenge' || b.players[1] !== playerName)
      return `only the challenged player answers a challenge; ${b.id} is not a challenge to you ([Battles] 4.b)`;
    if (order.kind === 'decline') {
      const t = player.territories.find((x) => same(x.name, order.territory));
      if (!t) return `${order.territory} is not one of your territories`;
      if (t.home)
        return player.territories.length > 1
          ? 'you may not give up your home fortress while you hold other territories (CT-R19)'
          : 'you hold only your home fortress and must accept (CT-R19)';
    }
    return null;
  }
  if (b.status !== 'to fight') return `${b.id} is ${b.status}: there is nothing to report`;
  if (!everyoneIn(b).includes(playerName)) return `${playerName} did not fight in ${b.id}`;
  const onSide = b.players.includes(playerName);
  switch (order.kind) {
    case 'mission':
    case 'wounds':
      return onSide
        ? null
        : `${playerName} fought as an ally: the side's player reports its mission and wounds`;
    case 'summoned':
      return foughtFigures(b, player).some((f) => f.id === order.figure && f.summoned)
        ? null
        : `${order.figure} is not a summoned creature of yours that fought in ${b.id}`;
    case 'freed':
      if (b.kind !== 'rescue' || b.players[0] !== playerName)
        return `only the attacker of a Rescue frees captives ([Battles] 4.a.2)`;
      return rescued(c, b).includes(order.figure)
        ? null
        : `${order.figure} is not one of your figures ${b.players[1]} holds`;
    case 'take':
      if (b.kind !== 'two-player')
        return `only the winner of a two-player battle chooses his spoils ([Battles] 1.a.1)`;
      return onSide ? null : `${playerName} fought as an ally: the spoils are the side's player's`;
    case 'casualty': {
      if (!foughtFigures(b, player).some((f) => f.id === order.figure))
        return `${order.figure} is not a figure of yours that fought in ${b.id}`;
      if (order.by === '' && b.kind === 'multi-player')
        return `say who would hold ${order.figure}: “… by <player>”`;
      if (order.by !== '') {
        const by = everyoneIn(b).find((p) => same(p, order.by));
        if (!by || sideOf(b, by) === sideOf(b, playerName))
          return `${order.by} fought against you in ${b.id}`;
      }
      return null;
    }
    case 'hits':
      return foughtIn(b, player).some((w) => w.id === order.warband)
        ? null
        : `${order.warband} is not a warband of yours that fought in ${b.id}`;
    case 'reroll': {
      const fought = foughtFigures(b, player);
      if (!fought.some((f) => f.id === order.figure))
        return `${order.figure} is not a figure of yours that fought in ${b.id}`;
      if (!fought.some((f) => f.alchemist || f.secondChance))
        return 'only an army with an alchemist, or a Firstborn Chronomancer with Second Chance, rerolls casualties ([Races] 1, 3)';
      return null;
    }
    default:
      return null;
  }
}

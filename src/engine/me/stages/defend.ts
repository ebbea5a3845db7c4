/**
 * 4.0B at Fight or Flight: the player whose hex is attacked says which of his covering patrols fight there,
 * several meaning combined (the order language's `defend` line). Only armies on a Patrol this turn whose radius
 * covers the hex may be named (ME-R31); otherwise the matching's default stands and the log says why.
 */
import type { Force } from '../battle/matching';
import { allied } from '../diplomacy';
import { meEvent, type MeEvent } from '../events';
import { patrolRadius } from '../map-orders';
import type { MeState } from '../model';
import type { DefendOrder } from '../orders/types';
import type { MeTurnBattle, MeTurnWork } from './turn';
import { allOfKind } from './turn';

export function chooseDefenders(
  s: MeState,
  work: MeTurnWork,
  battles: readonly MeTurnBattle[],
  choices: readonly { readonly player: string; readonly order: DefendOrder }[],
  events: MeEvent[],
): MeTurnBattle[] {
  const chosen = new Map<string, { player: string; force: Force }>();
  const patrols = allOfKind(work.orders, 'patrol');
  for (const { player, order } of choices) {
    const b = battles.find((x) => x.id === order.battle);
    if (!b) continue;
    const hex = b.matchup.hex;
    const bad = order.armies.filter((army) => {
      const p = patrols.find((x) => x.order.army === army);
      if (!p || (p.player !== player && !allied(s.agreements, p.player, player))) return true;
      return !patrolRadius(s, p.player, p.order.hex, { allied: p.order.allied }).includes(hex);
    });
    if (bad.length > 0 || order.armies.length === 0) {
      events.push(
        meEvent(
          'Fight or flight',
          order.battle,
          `${player}'s defence of ${hex} not used: ${bad.join(', ') || 'no army'} does not patrol over it`,
          '004 4.0B Patrol, ME-R31',
        ),
      );
      continue;
    }
    const players = [
      ...new Set(order.armies.map((a) => patrols.find((x) => x.order.army === a)?.player ?? player)),
    ];
    chosen.set(hex, { player, force: { kind: 'army', armies: [...order.armies], players } });
    events.push(
      meEvent(
        'Fight or flight',
        hex,
        `${player} defends with ${order.armies.join(' + ')}`,
        '004 4.0B Patrol',
      ),
    );
  }
  return battles.map((b) => {
    const c = chosen.get(b.matchup.hex);
    const d = b.matchup.defender;
    if (!c || d.kind !== 'army' || !d.players.includes(c.player)) return b;
    return { ...b, matchup: { ...b.matchup, defender: c.force } };
  });
}

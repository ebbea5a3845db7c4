/**
 * Fortress garrisons at Fight or Flight (004 App. B; ME-R32): the choices players wrote (the order language's
 * `garrison` line), each kept only if battle/garrisons.ts finds nothing wrong with it among those kept before it;
 * a defence with no garrison named is joined by its own hex's fortress when that one is free ("A fortress's
 * garrison will join defensive battles by friendly forces in its patrol radius").
 */
import {
  GARRISON_POINTS,
  garrisonProblems,
  garrisonsInReach,
  type GarrisonChoice,
} from '../battle/garrisons';
import { meEvent, type MeEvent } from '../events';
import type { Fortification, MeState } from '../model';
import type { GarrisonOrder } from '../orders/types';
import type { MeTurnBattle } from './turn';

const CITE_B = '004 App. B Defensive terrain features';

export function assignGarrisons(
  s: MeState,
  battles: readonly MeTurnBattle[],
  choices: readonly { readonly player: string; readonly order: GarrisonOrder }[],
  events: MeEvent[],
): MeTurnBattle[] {
  const defending = new Map<string, string[]>();
  const reach = new Map<string, string[]>();
  for (const b of battles) {
    const d = b.matchup.defender;
    if (b.matchup.bothAttacking || d.kind !== 'army') continue;
    defending.set(b.id, [...d.armies]);
    reach.set(b.id, inReach(s, b.matchup.hex, d.players[0] ?? ''));
  }
  const kept: GarrisonChoice[] = [];
  for (const { order } of choices) {
    const c = { battle: order.battle, hex: order.hex, army: order.army };
    const before = garrisonProblems(kept, reach, defending).length;
    const problems = garrisonProblems([...kept, c], reach, defending).slice(before);
    if (problems.length > 0)
      for (const p of problems)
        events.push(meEvent('Fight or flight', order.battle, `not used: ${p}`, CITE_B));
    else kept.push(c);
  }
  for (const b of battles) {
    const army = defending.get(b.id)?.[0];
    const own = b.matchup.hex;
    if (army === undefined || kept.some((k) => k.battle === b.id || k.hex === own)) continue;
    if (!(reach.get(b.id) ?? []).includes(own)) continue;
    kept.push({ battle: b.id, hex: own, army });
  }
  const fortress = (hex: string): Fortification | null => {
    const h = s.hexes.find((x) => x.address === hex);
    // 1.4A: "the capital contains a Mighty Fortress".
    return h?.fortress ?? (h?.neutralCapital ? 'Mighty Fortress' : null);
  };
  return battles.map((b) => {
    const joining = kept.filter((k) => k.battle === b.id);
    if (joining.length === 0) return b;
    const points = joining.reduce((sum, k) => {
      const f = fortress(k.hex);
      return sum + (f ? GARRISON_POINTS[f] : 0);
    }, 0);
    for (const k of joining)
      events.push(
        meEvent('Fight or flight', b.id, `the garrison of ${k.hex} joins ${k.army} (+${points})`, CITE_B),
      );
    return { ...b, garrison: points };
  });
}

/**
 * The garrison the Interim Results announce before any choice (2.3A): the defended hex's own fortress, which
 * joins a defence with no garrison named when it is in reach (App. B), a neutral capital's Mighty Fortress
 * among them (1.4A, 4.3B). Fight or Flight settles the garrisons as chosen (assignGarrisons).
 */
export function announcedGarrison(s: MeState, b: MeTurnBattle): number {
  const d = b.matchup.defender;
  if (b.matchup.bothAttacking || d.kind !== 'army') return 0;
  const own = b.matchup.hex;
  if (!inReach(s, own, d.players[0] ?? '').includes(own)) return 0;
  const h = s.hexes.find((x) => x.address === own);
  const f = h?.fortress ?? (h?.neutralCapital ? ('Mighty Fortress' as const) : null);
  return f ? GARRISON_POINTS[f] : 0;
}

/**
 * The garrison hexes that may join `player`'s defence at `hex` (battle/garrisons.ts). An independent neutral
 * kingdom (1.4A) owns no hexes on the map: its "friendly" fortresses are its own unowned hexes', its capital's
 * Mighty Fortress among them ("the capital contains a Mighty Fortress", 1.4A; 4.3B).
 */
function inReach(s: MeState, hex: string, player: string): string[] {
  const nk = s.neutralKingdoms.find((k) => k.id === player && k.conqueredBy === null);
  if (!nk) return garrisonsInReach(s, hex, player).map((g) => g.hex);
  const own = s.hexes
    .filter((h) => h.neutralKingdom === nk.id && h.owner === null)
    .map((h) => ({
      ...h,
      owner: nk.id,
      fortress: h.fortress ?? (h.address === nk.capital ? ('Mighty Fortress' as const) : null),
    }));
  return garrisonsInReach({ hexes: own, agreements: [] }, hex, nk.id).map((g) => g.hex);
}

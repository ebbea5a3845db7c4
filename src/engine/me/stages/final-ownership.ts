/**
 * Final Results, ownership (ME-R30 steps 1-2; 004 4.0B, 1.4A, 3.2A, 7.5B; ME-R23, ME-R28): hexes taken this turn
 * change hands, a neutral kingdom's capital brings its hexes, and a player who lost his capital gets a new one,
 * becomes a vassal, or is eliminated.
 */
import { formVassalage } from '../diplomacy';
import { capitalLost } from '../end';
import { meEvent, type MeEvent } from '../events';
import type { MeState } from '../model';
import { conquerKingdomCapital } from '../neutrals';
import type { MeOrder } from '../orders/types';
import { ofKind, type Claim } from './turn';

export interface Conquests {
  readonly enemy: Map<string, number>;
  readonly neutral: Map<string, number>;
  /** Hex → the conquering army (Table 4: its characters and items). */
  readonly armies: Map<string, string>;
}

/** ME-R23: claims applied in hex order; a capital taken counts for Mighty Conquest (Table 9). */
export function applyClaims(
  state: MeState,
  claims: readonly Claim[],
  events: MeEvent[],
): { state: MeState; conquests: Conquests } {
  let s = state;
  const conquests: Conquests = { enemy: new Map(), neutral: new Map(), armies: new Map() };
  const add = (m: Map<string, number>, p: string): void => void m.set(p, (m.get(p) ?? 0) + 1);
  for (const c of [...claims].sort((a, b) => a.hex.localeCompare(b.hex))) {
    const hex = s.hexes.find((h) => h.address === c.hex);
    if (!hex || hex.owner === c.player) continue;
    const before = hex.owner;
    s = {
      ...s,
      hexes: s.hexes.map((h) =>
        h.address === c.hex ? { ...h, owner: c.player, explored: true, defenders: null } : h,
      ),
    };
    events.push(
      meEvent(
        'End of turn',
        c.hex,
        `${c.player} takes the hex${before ? ` from ${before}` : ''} (${c.how})`,
        '004 4.0B, ME-R23',
      ),
    );
    if (c.army !== null) conquests.armies.set(c.hex, c.army);
    if (before !== null && s.kingdoms.some((k) => k.player === before && k.capital === c.hex))
      add(conquests.enemy, c.player);
    const nk = hex.neutralCapital ? s.neutralKingdoms.find((k) => k.id === hex.neutralKingdom) : undefined;
    if (nk) {
      const r = conquerKingdomCapital(nk, s.hexes, c.player);
      s = {
        ...s,
        hexes: r.hexes,
        neutralKingdoms: s.neutralKingdoms.map((k) => (k.id === nk.id ? r.kingdom : k)),
      };
      events.push(...r.events);
      add(conquests.neutral, c.player);
    }
  }
  return { state: s, conquests };
}

/**
 * 3.2A, ME-R28, 7.5B: every player whose capital (as it stood at the start of the Final Results, `capitals`) is
 * no longer his: his chosen city, the nearest, vassalage if both agreed, or elimination.
 */
export function settleCapitals(
  state: MeState,
  capitals: ReadonlyMap<string, string>,
  orders: Readonly<Record<string, readonly MeOrder[]>>,
  events: MeEvent[],
): MeState {
  let s = state;
  for (const k of s.kingdoms) {
    const lost = capitals.get(k.player);
    if (k.eliminated || lost === undefined) continue;
    const held = k.capital !== null && s.hexes.some((h) => h.address === k.capital && h.owner === k.player);
    if (held) continue;
    const mine = orders[k.player] ?? [];
    const cities = s.hexes.filter((h) => h.owner === k.player && h.major === 'City').map((h) => h.address);
    const chosen = ofKind(mine, 'new capital')[0]?.hex;
    const overlord = ofKind(mine, 'vassalage').find(
      (v) =>
        v.role === 'vassal' &&
        ofKind(orders[v.other] ?? [], 'vassalage').some((o) => o.role === 'overlord' && o.other === k.player),
    )?.other;
    const r = capitalLost({
      player: k.player,
      lostCapital: lost,
      cities,
      ...(chosen ? { chosen } : {}),
      ...(overlord ? { vassalOf: overlord } : {}),
    });
    events.push(...r.events);
    const o = r.outcome;
    if (o.kind === 'new capital')
      // Table 6 Capital: "one city you own is promoted immediately".
      s = {
        ...s,
        kingdoms: s.kingdoms.map((x) => (x.player === k.player ? { ...x, capital: o.capital } : x)),
        hexes: s.hexes.map((h) => (h.address === o.capital ? { ...h, major: 'Capital' } : h)),
      };
    else if (o.kind === 'vassal') {
      const v = formVassalage(s.agreements, k.player, o.overlord, s.turn, {
        vassalAgrees: true,
        overlordAgrees: true,
        wouldBeEliminated: true,
      });
      events.push(...v.events);
      // 7.5B: "he keeps his capital and plays on": the capital hex stays his.
      const hexes = s.hexes.map((h) => (h.address === lost ? { ...h, owner: k.player } : h));
      s = { ...s, agreements: v.agreements, hexes };
    } else
      s = {
        ...s,
        kingdoms: s.kingdoms.map((x) =>
          x.player === k.player ? { ...x, capital: null, eliminated: true } : x,
        ),
      };
  }
  return s;
}

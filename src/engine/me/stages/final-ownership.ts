/**
 * Final Results, ownership (ME-R30 steps 1-2; 004 4.0B, 1.4A, 3.2A, 7.5B; ME-R23, ME-R28): hexes taken this turn
 * change hands (the claims are battle/conquest.ts's), a neutral kingdom's capital brings its hexes, and a player
 * who lost his capital gets a new one, becomes a vassal, or is eliminated.
 */
import { formVassalage } from '../diplomacy';
import { capitalLost } from '../end';
import type { MeEvent } from '../events';
import type { MeState } from '../model';
import { conquerKingdomCapital } from '../neutrals';
import { leaderOnConquest } from '../regent';
import type { MeOrder } from '../orders/types';
import { applyClaims, hexClaim, type Claim, type MatchupOutcome } from '../battle/conquest';
import { ofKind, type MeTurnWork } from './turn';

export interface Conquests {
  readonly enemy: Map<string, number>;
  readonly neutral: Map<string, number>;
  /** Hex → the conquering army (Table 4: its characters and items). */
  readonly armies: Map<string, string>;
}

/**
 * The claims of the turn (battle/conquest.ts hexClaim, 4.0B, 7.2B, ME-R21-R23): each invaded hex from its
 * battles' outcomes, and the hexes whose defenders surrendered (ME-R19). A disputed combined assault changes
 * nothing this turn (its fight for possession is the GM's).
 */
export function turnClaims(work: MeTurnWork, events: MeEvent[]): Claim[] {
  const claims: Claim[] = work.pacified.map((p) => ({
    hex: p.hex,
    kind: 'claimed',
    player: p.player,
    armies: [],
  }));
  for (const h of work.hexes) {
    const fights = work.battles.filter((b) => b.matchup.hex === h.hex && !b.incited);
    const outcomes = new Map(fights.map((b): [string, MatchupOutcome] => [b.id, b.ended ?? 'no battle']));
    const matchups = fights.map((b) => b.matchup);
    const r = hexClaim({ ...h, matchups }, outcomes);
    events.push(...r.events);
    if (!claims.some((c) => c.hex === h.hex)) claims.push(r.claim);
  }
  return claims;
}

/**
 * ME-R23: claims applied at the end of the turn (battle/conquest.ts applyClaims), in hex order; a capital taken
 * counts for Mighty Conquest (Table 9), a neutral kingdom's capital brings its hexes (1.4A).
 */
export function applyTurnClaims(
  state: MeState,
  claims: readonly Claim[],
  events: MeEvent[],
): { state: MeState; conquests: Conquests } {
  const conquests: Conquests = { enemy: new Map(), neutral: new Map(), armies: new Map() };
  const add = (m: Map<string, number>, p: string): void => void m.set(p, (m.get(p) ?? 0) + 1);
  const taken = [...claims]
    .filter((c): c is Extract<Claim, { kind: 'claimed' }> => c.kind === 'claimed')
    .sort((a, b) => a.hex.localeCompare(b.hex));
  for (const c of taken) {
    const hex = state.hexes.find((h) => h.address === c.hex);
    if (!hex || hex.owner === c.player) continue;
    const army = c.armies[0];
    if (army !== undefined) conquests.armies.set(c.hex, army);
    if (hex.owner !== null && state.kingdoms.some((k) => k.player === hex.owner && k.capital === c.hex))
      add(conquests.enemy, c.player);
  }
  // Table 6 Capital: "A conquered capital becomes a city."
  const fallen = new Set(
    taken
      .filter((c) =>
        state.hexes.some((h) => h.address === c.hex && h.major === 'Capital' && h.owner !== c.player),
      )
      .map((c) => c.hex),
  );
  let s = applyClaims(state, taken, []);
  s = { ...s, hexes: s.hexes.map((h) => (fallen.has(h.address) ? { ...h, major: 'City' } : h)) };
  for (const c of taken) {
    const hex = s.hexes.find((h) => h.address === c.hex);
    const nk = hex?.neutralCapital ? s.neutralKingdoms.find((k) => k.id === hex.neutralKingdom) : undefined;
    if (!nk || nk.conqueredBy === c.player) continue;
    const r = conquerKingdomCapital(nk, s.hexes, c.player);
    const led = leaderOnConquest(nk, c.player, s);
    s = {
      ...s,
      hexes: r.hexes,
      armies: led.armies,
      characters: led.characters,
      neutralKingdoms: s.neutralKingdoms.map((k) => (k.id === nk.id ? r.kingdom : k)),
    };
    events.push(...r.events, ...led.events);
    add(conquests.neutral, c.player);
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
      // 7.5B: "he keeps his capital and plays on": the capital hex stays his, and stays a Capital.
      const hexes = s.hexes.map((h) =>
        h.address === lost
          ? { ...h, owner: k.player, ...(h.major === 'City' ? { major: 'Capital' as const } : {}) }
          : h,
      );
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

import { resolveTurn } from '../engine/cs42/turn/pipeline';
import type { CampaignState } from '../engine/model';
import { turnOrders } from '../ledger/turn-orders';
import { OrderRecord, submissionRecords } from '../ledger/orders';
import { timed } from './bench-meter';
import { SyntheticSize, syntheticCampaign } from './synthetic';

/** Orders for a synthetic campaign: every army moves or holds, every city grows, until `count` lines. */
export function syntheticOrders(state: CampaignState, count: number): OrderRecord[] {
  const lines: { player: string; text: string }[] = [];
  // Armies and engineers write both their actions; cities of size 7+ two, the rest one (RULINGS 15, Table 6).
  state.armies.forEach((a, i) => {
    lines.push({ player: a.player, text: `${a.name} - ${i % 3 === 0 ? 'Hold' : `Move ${1 + (i % 6)}`}` });
    lines.push({ player: a.player, text: `${a.name} - Hold` });
  });
  state.cities.forEach((c) => {
    lines.push({ player: c.player, text: `${c.name} - Grow` });
    if (c.size >= 7) lines.push({ player: c.player, text: `${c.name} - Grow` });
  });
  state.units.forEach((u) => {
    lines.push({ player: u.player, text: `${u.name} - Hold` });
    if (u.type === 'Engineer' || u.type === 'Scout')
      lines.push({ player: u.player, text: `${u.name} - Hold` });
  });
  const byPlayer = new Map<string, string[]>();
  for (const l of lines.slice(0, count)) byPlayer.set(l.player, [...(byPlayer.get(l.player) ?? []), l.text]);
  return [...byPlayer].flatMap(([player, texts]) =>
    submissionRecords(state.turn, player, texts.join('\n'), 'by moderator'),
  );
}

/** The large campaign of issue 9, and its sizes 1x to 16x: players, cities, armies, units and orders times k,
 * the map's area times k. */
export const LARGE: SyntheticSize = {
  players: 12,
  width: 40,
  height: 40,
  cities: 120,
  armies: 240,
  units: 200,
};
export const LARGE_ORDERS = 900;

export function scaled(size: SyntheticSize, k: number): SyntheticSize {
  const side = (n: number) => Math.round(n * Math.sqrt(k));
  return {
    players: size.players * k,
    width: side(size.width),
    height: side(size.height),
    cities: size.cities * k,
    armies: size.armies * k,
    units: size.units * k,
    seed: `scale-${k}`,
  };
}

/** Engine time of one turn (reading the orders and resolving), median of `runs` after `warmUp` runs. */
export function engineMs(size: SyntheticSize, orders: number, runs: number, warmUp: number): number {
  const state = syntheticCampaign(size);
  const records = syntheticOrders(state, orders);
  const balances = new Map(state.players.map((p) => [p.name.toLowerCase(), 5000]));
  const settings = {
    seed: 'bench',
    replacementCosts: 'table' as const,
    settlersBeyondRegular: 'table' as const,
  };
  return timed(
    () => {
      const { orders: turn } = turnOrders(state, records, balances, 'table');
      resolveTurn({ state, orders: turn, balances, settings });
    },
    runs,
    warmUp,
  );
}

/** Least-squares slope of log(time) over log(size): the growth exponent (1 is linear). */
export function growthExponent(points: readonly { k: number; ms: number }[]): number {
  const xs = points.map((p) => Math.log(p.k));
  const ys = points.map((p) => Math.log(p.ms));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i] - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

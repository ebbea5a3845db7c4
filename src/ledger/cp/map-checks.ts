import { capacity } from '../../engine/cp/move';
import { sameSide } from '../../engine/cp/map';
import type { CpState } from '../../engine/cp/model';
import { columnLetter, normaliseHeader } from '../setup-plan';
import { cellText, type CellIssue, type TabRows } from '../tab';
import { setupArmyCounts, setupSpacing } from './setup-checks';

/** "only one army may occupy one terrain unless stated otherwise" (two allied: CP-R19), named at the army's cell. */
export function crowding(state: CpState, armyTab: TabRows | undefined): CellIssue[] {
  const out: CellIssue[] = [];
  const col = armyTab ? armyTab.headers.findIndex((h) => normaliseHeader(h) === 'territory') : -1;
  const rowOf = (name: string): number =>
    armyTab ? armyTab.rows.findIndex((r) => cellText(r[0]) === name) + 2 : 1;
  for (const t of state.territories) {
    const there = state.armies.filter((a) => a.territory === t.name);
    for (const a of there) {
      const friends = there.filter((x) => sameSide(state, x.player, a.player)).length;
      if (friends > capacity(state, t.name)) {
        out.push({
          tab: 'Armies',
          cell: `${columnLetter(Math.max(0, col) + 1)}${rowOf(a.name)}`,
          message: `${t.name} holds ${friends} armies of ${a.player}'s side; a ${t.type} allows ${capacity(state, t.name)} (003 Territory Descriptions, CP-R19)`,
        });
        break;
      }
    }
  }
  return out;
}

/** The sheet cell of `header` in the first (or last) row `match` picks; the header row when none does. */
function cellOf(
  tab: TabRows | undefined,
  header: string,
  match: (cell: (h: string) => string) => boolean,
  last = false,
): string {
  if (!tab) return 'A1';
  const col = tab.headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header));
  const at =
    (row: readonly unknown[]) =>
    (h: string): string =>
      cellText(row[tab.headers.findIndex((x) => normaliseHeader(x) === normaliseHeader(h))]);
  const hits = tab.rows.map((row, i) => (match(at(row)) ? i : -1)).filter((i) => i >= 0);
  const i = (last ? hits.at(-1) : hits[0]) ?? -1;
  return `${columnLetter(Math.max(0, col) + 1)}${i < 0 ? 1 : i + 2}`;
}

/**
 * Cross-references the rows alone cannot see: a road listed twice, a pending target or battle army unknown; at
 * set-up, the book's two armies a player and their spacing (setup-checks.ts).
 */
export function crossChecks(
  state: CpState,
  tabs: { roads?: TabRows; order?: TabRows; battles?: TabRows; armies?: TabRows; players?: TabRows },
): CellIssue[] {
  const out: CellIssue[] = [];
  const seen = new Set<string>();
  for (const r of state.roads) {
    const key = [r.a, r.b].sort().join('|');
    if (seen.has(key))
      out.push({
        tab: 'Roads',
        cell: cellOf(tabs.roads, 'To', (c) => [c('From'), c('To')].sort().join('|') === key, true),
        message: `the road ${r.a}-${r.b} is listed twice; one row per road`,
      });
    seen.add(key);
  }
  // Orders name their subject alone (orders/grammar.ts): an army, territory or player must not share a name.
  const owner = new Map<string, string>();
  for (const [kind, names] of [
    ['territory', state.territories.map((t) => t.name)],
    ['player', state.players.map((p) => p.name)],
    ['army', state.armies.map((a) => a.name)],
  ] as const)
    for (const n of names) {
      const was = owner.get(n.toLowerCase());
      if (was && was !== kind)
        out.push({
          tab: kind === 'army' ? 'Armies' : 'Players',
          cell:
            kind === 'army'
              ? cellOf(tabs.armies, 'Army', (c) => c('Army').toLowerCase() === n.toLowerCase())
              : cellOf(tabs.players, 'Player', (c) => c('Player').toLowerCase() === n.toLowerCase()),
          message: `'${n}' is also the name of a ${was}: orders could not tell them apart; rename one`,
        });
      else owner.set(n.toLowerCase(), kind);
    }
  for (const p of state.pending) {
    const known =
      p.action === 'Rebuild Broken Army'
        ? state.armies.some((a) => a.name === p.target && a.player === p.player)
        : p.action === 'Fortify Castle'
          ? state.territories.some((t) => t.name === p.target)
          : p.action === 'Build Roads'
            ? state.roads.some((r) => `${r.a}-${r.b}` === p.target)
            : state.players.some((x) => x.name === p.target);
    if (!known)
      out.push({
        tab: 'Order of play',
        cell: cellOf(tabs.order, 'Pending target', (c) => c('Player') === p.player),
        message: `'${p.target}' is not a target of ${p.action} (an army of ${p.player}'s, a territory, a road From-To, a player; CP-R1)`,
      });
  }
  for (const b of state.battles)
    for (const [header, name] of [
      ['Attacker', b.attacker],
      ['Defender', b.defender],
      ['Mover', b.mover],
    ] as const)
      if (!state.armies.some((a) => a.name === name))
        out.push({
          tab: 'Battles',
          cell: cellOf(tabs.battles, header, (c) => c('Battle') === b.id),
          message: `${b.id} waits for its result, but '${name}' is not on the Armies tab`,
        });
  out.push(...setupArmyCounts(state, tabs), ...setupSpacing(state, tabs.armies));
  return out;
}

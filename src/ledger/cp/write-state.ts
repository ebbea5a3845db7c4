import type { CpState } from '../../engine/cp/model';
import { DV_LIMITS, TERRITORY_TYPES } from '../../engine/cp/territory-tables';
import type { Cells } from '../write-state';
import type { CpLinesRead } from './read-state';
import { CP_ARMIES_TAB, CP_ORDER_TAB, CP_ROADS_TAB, CP_TERRITORIES_TAB } from './schema';

/** CP-R6: the most a territory's DV reaches, max(listed, the Fortify cap), 4 overall. */
export function maxDv(type: keyof typeof TERRITORY_TYPES): number {
  const row = TERRITORY_TYPES[type];
  return Math.min(DV_LIMITS.max, Math.max(row.dv, row.maxDv));
}

/** The records of each Campaign points tab the state fills, by tab name (the Battles tab is the stages'). */
export function cpStateRecords(
  state: CpState,
  lines: ReadonlyMap<string, CpLinesRead> = new Map(),
): Map<string, Cells[]> {
  const position = new Map(state.order.map((p, i) => [p, i + 1]));
  return new Map<string, Cells[]>([
    [
      CP_TERRITORIES_TAB.name,
      state.territories.map((t) => ({
        Territory: t.name,
        Type: t.type,
        Owner: t.owner ?? '',
        DV: t.dv,
        'Max DV': maxDv(t.type),
      })),
    ],
    [CP_ROADS_TAB.name, state.roads.map((r) => ({ From: r.a, To: r.b, MD: r.md }))],
    [
      CP_ARMIES_TAB.name,
      state.armies.map((a) => ({
        Army: a.name,
        Player: a.player,
        Territory: a.territory,
        Status: a.status,
        Stopped: a.stopped,
        'Came from': a.cameFrom ?? '',
        Arrival: a.arrival,
      })),
    ],
    [
      CP_ORDER_TAB.name,
      state.players.map((p) => {
        const pending = state.pending.find((x) => x.player === p.name);
        const read = lines.get(p.name);
        return {
          Player: p.name,
          Position: position.get(p.name) ?? '',
          CP: p.cp,
          'Next modifier': p.nextCpModifier,
          'Heroes owed to': p.heroOwedTo.join(', '),
          'Battles won': p.battlesWon,
          'Pending action': pending?.action ?? '',
          'Pending target': pending?.target ?? '',
          'Pending round': pending?.round ?? '',
          'Lines read': read?.read ?? 0,
          'Lines sent': read?.sent ?? '',
        };
      }),
    ],
  ]);
}

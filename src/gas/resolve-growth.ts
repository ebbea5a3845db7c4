import type { BatchTarget, GridSize } from './batch-io';
import { growBefore } from './orders-batch-tail';
import { PlannedWrite, WritePlan } from './write-plan';

/**
 * Applies Resolve's writes with each append-only tab it grows given spare rows first, as a submission grows the
 * Orders tab and the Log (growBefore: one insertRowsAfter, half the rows the tab had, at least 1000), so the next
 * submission writes its Log rows without growing it again. `plan` (whose row counts the snapshot keeps, from
 * before any growth, so Undo deletes the spare rows too) is applied as it is unless a tab grows. Only where
 * every grid is known (the advanced service's reads): the plan built after growing reads nothing.
 */
export function applyWithSpareRows(
  plan: WritePlan,
  writes: readonly PlannedWrite[],
  appended: ReadonlyMap<string, number>,
  read: { grid?: ReadonlyMap<string, GridSize>; batch?: BatchTarget },
): void {
  const { grid, batch } = read;
  if (!batch || !grid) return plan.apply();
  const grown = new Map(grid);
  let grew = false;
  for (const write of writes) {
    const known = grid.get(write.name);
    const needed = write.row + write.grid.length - 1;
    if (!appended.has(write.name) || !known || needed <= known.rows) continue;
    grown.set(write.name, { ...known, rows: growBefore(write.sheet, needed, known.rows) });
    grew = true;
  }
  if (grew) new WritePlan(writes, { grid: grown, batch }).apply();
  else plan.apply();
}

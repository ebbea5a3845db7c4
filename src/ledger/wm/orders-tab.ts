/**
 * The shared Orders and Log tabs as a WarMaster stage reads them, by header: the accepted lines (ok / corrected) of
 * one turn and stage, and the moderator's die overrides of the turn by Key.
 */
import type { Clock } from '../../engine/core/stage';
import type { TabValues } from '../stage-ruleset';
import { cellText, headerIndex, tabRows } from '../tab';

export interface OrderRow {
  readonly turn: number;
  readonly stage: string;
  readonly player: string;
  readonly line: number;
  readonly text: string;
  readonly status: string;
}

export function orderRows(tabs: TabValues): OrderRow[] {
  const t = tabRows('Orders', tabs.get('Orders') ?? []);
  const col = headerIndex(t);
  const at = (row: readonly unknown[], h: string): unknown => (col(h) < 0 ? '' : row[col(h)]);
  return t.rows
    .map((r) => ({
      turn: Number(at(r, 'Turn')),
      stage: cellText(at(r, 'Stage')).toLowerCase(),
      player: cellText(at(r, 'Player')),
      line: Number(at(r, 'Line')),
      text: cellText(at(r, 'Text')),
      status: cellText(at(r, 'Status')).toLowerCase(),
    }))
    .filter((r) => r.text !== '');
}

/** Accepted lines of the clock's turn and stage, in sheet order. */
export function acceptedRows(tabs: TabValues, clock: Clock): OrderRow[] {
  return orderRows(tabs).filter(
    (r) =>
      r.turn === clock.turn &&
      r.stage === clock.stage.toLowerCase() &&
      (r.status === 'ok' || r.status === 'corrected'),
  );
}

/** A player's own lines of the clock's stage, any status. */
export function playerRows(tabs: TabValues, clock: Clock, player: string): OrderRow[] {
  return orderRows(tabs).filter(
    (r) => r.turn === clock.turn && r.stage === clock.stage.toLowerCase() && r.player === player,
  );
}

/** The Log's Override column by Key, for rows of this turn (keys are stable within a stage). */
export function logOverrides(tabs: TabValues, clock: Clock): Map<string, number> {
  const t = tabRows('Log', tabs.get('Log') ?? []);
  const col = headerIndex(t);
  const out = new Map<string, number>();
  if (col('Key') < 0 || col('Override') < 0) return out;
  for (const r of t.rows) {
    const o = r[col('Override')];
    const key = cellText(r[col('Key')]);
    const turn = col('Turn') < 0 ? clock.turn : Number(r[col('Turn')]);
    const value = typeof o === 'number' ? o : Number(cellText(o));
    if (key !== '' && turn === clock.turn && cellText(o) !== '' && Number.isInteger(value))
      out.set(key, value);
  }
  return out;
}

import type { CpBattle } from '../../engine/cp/model';
import { readRows, type CellIssue, type TabRows } from '../tab';
import type { Cells } from '../write-state';
import { known } from './read-cells';
import { CP_BATTLES_TAB } from './schema';

/** The Battles tab: every row kept as records (the tab is rewritten whole), and the battles waiting for results. */
export function readBattlesTab(
  tab: TabRows,
  territoryNames: ReadonlyMap<string, string>,
): { waiting: CpBattle[]; rows: Cells[]; issues: CellIssue[] } {
  const battleRows: Cells[] = [];
  const read = readRows(
    tab,
    (r): CpBattle & { result: string } => {
      const rec: Record<string, unknown> = {};
      for (const c of CP_BATTLES_TAB.columns) rec[c.header] = r.raw(c.header);
      battleRows.push(rec);
      const army = (h: string): string => r.text(h, `The ${h.toLowerCase()} army`);
      return {
        id: r.text('Battle', 'The battle'),
        territory: known(r, 'Territory', 'The territory', territoryNames, 'Territories tab') ?? '',
        attacker: army('Attacker'),
        defender: army('Defender'),
        mover: army('Mover'),
        scenario: r.text('Scenario', 'The scenario', false),
        notes: r
          .text('Notes', 'Notes', false)
          .split('; ')
          .filter((s) => s !== ''),
        result: r.text('Result', 'The result', false),
      };
    },
    { unique: 'Battle' },
  );
  return {
    waiting: read.items.filter((b) => b.result === '').map(({ result: _r, ...b }) => b),
    rows: battleRows,
    issues: read.issues,
  };
}

import type { CpBattleResult } from '../../engine/cp/battles';
import type { CpBattle } from '../../engine/cp/model';
import { cellText, readRows, type CellIssue, type RowReader, type TabRows } from '../tab';
import type { Cells } from '../write-state';
import { known } from './read-cells';
import { CP_BATTLES_TAB } from './schema';

/**
 * The Result cell as the moderator typed it (the column's note: "The winner army, or draw"): null when blank,
 * an issue naming the cell when it names no army of this battle.
 */
function typedResult(r: RowReader, id: string, attacker: string, defender: string): CpBattleResult | null {
  const t = r.text('Result', 'The result', false);
  if (t === '') return null;
  const key = t.trim().toLowerCase();
  if (key === 'draw') return 'draw';
  const winner = [attacker, defender].find((a) => a.toLowerCase() === key);
  if (winner !== undefined) return { winner };
  r.fail(
    'Result',
    `The result '${t}' of ${id} is neither army of the battle: write ${attacker}, ${defender} or draw`,
  );
  return null;
}

/**
 * The Battles tab: every row kept as records (the tab is rewritten whole), and the battles waiting for results:
 * this turn's (battles open in the battles stage and are applied in the results stage, which ends the turn),
 * and any older one with a blank Result. A Result typed on a waiting battle is the moderator's report.
 */
export function readBattlesTab(
  tab: TabRows,
  territoryNames: ReadonlyMap<string, string>,
  turn: number,
): { waiting: CpBattle[]; rows: Cells[]; issues: CellIssue[] } {
  const battleRows: Cells[] = [];
  const read = readRows(
    tab,
    (r): { battle: CpBattle; waits: boolean } => {
      const rec: Record<string, unknown> = {};
      for (const c of CP_BATTLES_TAB.columns) rec[c.header] = r.raw(c.header);
      battleRows.push(rec);
      const army = (h: string): string => r.text(h, `The ${h.toLowerCase()} army`);
      const id = r.text('Battle', 'The battle');
      const attacker = army('Attacker');
      const defender = army('Defender');
      const now = cellText(r.raw('Turn')) === String(turn);
      const blank = cellText(r.raw('Result')) === '';
      const typed = now ? typedResult(r, id, attacker, defender) : null;
      const battle: CpBattle = {
        id,
        territory: known(r, 'Territory', 'The territory', territoryNames, 'Territories tab') ?? '',
        attacker,
        defender,
        mover: army('Mover'),
        scenario: r.text('Scenario', 'The scenario', false),
        notes: r
          .text('Notes', 'Notes', false)
          .split('; ')
          .filter((s) => s !== ''),
        ...(typed === null ? {} : { typed }),
      };
      return { battle, waits: now || blank };
    },
    { unique: 'Battle' },
  );
  return {
    waiting: read.items.filter((b) => b.waits).map((b) => b.battle),
    rows: battleRows,
    issues: read.issues,
  };
}

import type { CpOrderLine } from '../../engine/cp/stages/model';
import { columnLetter } from '../setup-plan';
import type { TabValues } from '../stage-ruleset';
import { cellText, headerIndex, tabRows } from '../tab';

/** An accepted line and the Orders cell of its Text (A1). */
export interface CpOrderRow extends CpOrderLine {
  readonly cell: string;
}

/** The accepted lines (ok / corrected) of this turn and stage on the Orders tab, by player, in line order. */
export function acceptedLines(tabs: TabValues, turn: number, stage: string): Map<string, CpOrderRow[]> {
  const out = new Map<string, CpOrderRow[]>();
  const values = tabs.get('Orders');
  if (!values) return out;
  const tab = tabRows('Orders', values);
  const col = headerIndex(tab);
  const at = (row: readonly unknown[], h: string): string => cellText(row[col(h)]);
  tab.rows.forEach((row, i) => {
    if (at(row, 'Turn') !== String(turn) || at(row, 'Stage').toLowerCase() !== stage) return;
    if (!['ok', 'corrected'].includes(at(row, 'Status').toLowerCase())) return;
    const line = {
      line: Number(at(row, 'Line')) || 0,
      text: at(row, 'Text'),
      sent: at(row, 'Submitted'),
      cell: `${columnLetter(col('Text') + 1)}${i + 2}`,
    };
    const list = out.get(at(row, 'Player')) ?? [];
    list.push(line);
    out.set(at(row, 'Player'), list);
  });
  for (const list of out.values()) list.sort((a, b) => a.line - b.line);
  return out;
}

/**
 * The Lesser races tab read (MINOR NATIONS; WM-R22, WM-R23), each bad cell a CellIssue naming tab, cell and why: the
 * box, the markers as `<player> <count>` of players on the Nations tab, and the Independent army's area (an area on
 * the Areas tab, no town or city in it, only in box Independent).
 */
import { placementRefused } from '../../engine/wm/minor-nations';
import type { MinorBox, MinorNation, WmState } from '../../engine/wm/model';
import type { TabValues } from '../stage-ruleset';
import { readRows, tabRows, type CellIssue, type RowReader } from '../tab';
import { WM_MINOR_BOXES } from './lesser-races-tab';

function markers(r: RowReader, s: WmState): Record<string, number> {
  const out: Record<string, number> = {};
  const parts = r
    .text('Markers', 'Markers', false)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const part of parts) {
    const m = /^(.+?)\s+(\d+)$/.exec(part);
    const player = m?.[1] ?? '';
    if (!m) r.fail('Markers', `write each as '<player> <count>', e.g. 'Ostmark 2'; got '${part}'`);
    else if (!s.nations.some((n) => n.name === player))
      r.fail('Markers', `'${player}' is not a nation on the Nations tab`);
    else if (player in out) r.fail('Markers', `'${player}' is written twice`);
    else out[player] = Number(m[2]);
  }
  return out;
}

function readMinor(r: RowReader, s: WmState): MinorNation {
  const race = r.text('Race', 'Race');
  const boxText = r.choice('Box', 'Box', WM_MINOR_BOXES, '0');
  const box: MinorBox = boxText === 'Independent' ? 'Independent' : (Number(boxText) as 0 | 1 | 2 | 3);
  const marks = markers(r, s);
  const at = r.text('Area', 'Area', false);
  if (at !== '' && box !== 'Independent')
    r.fail('Area', `only an Independent race has an army on the map; ${race} is in box ${boxText}`);
  else if (at !== '') {
    const why = placementRefused(s, at);
    if (why) r.fail('Area', why);
  }
  return { race, box, markers: marks, area: at === '' ? null : at };
}

/** The Lesser races tab's rows (an older ledger without the tab has none). */
export function readLesserRaces(tabs: TabValues, s: WmState, issues: CellIssue[]): MinorNation[] {
  const read = readRows(tabRows('Lesser races', tabs.get('Lesser races') ?? []), (r) => readMinor(r, s), {
    unique: 'Race',
  });
  issues.push(...read.issues);
  return read.items;
}

/**
 * The WarMaster campaigning custom functions (rulesets-design.md §5) over cell values as Sheets passes them: a
 * single value, or a 2-D array answered row by row; a bad cell answers `#WM_…: why` in that cell only, a blank
 * key cell ''. Pure: the gas side registers the globals (src/gas/index.ts) and passes the campaign's state for
 * WM_POPULATION and WM_SUPPLY, read once per call.
 */
import type { WmState } from '../../engine/wm/model';
import { characterPoints, rosterPoints, tally } from '../../engine/wm/population';
import { decide } from '../../engine/wm/post-combat';
import { inSupply } from '../../engine/wm/supply';
import {
  type Cell,
  type CellResult,
  fail,
  fold,
  type Grid,
  isBlank,
  numberOf,
  overCells,
  textOf,
} from '../cell-args';

export interface WmCellFunction {
  readonly name: string;
  readonly params: readonly string[];
  /** The @customfunction line. */
  readonly doc: string;
}

export const WM_CELL_FUNCTIONS: readonly WmCellFunction[] = [
  {
    name: 'WM_POPULATION',
    params: ['player', 'version'],
    doc: 'PRODUCTION: the nation’s Population Total, Village 1, Town 2, City 3 (plus Chaos villages, WM-R21).',
  },
  {
    name: 'WM_ROSTER_POINTS',
    params: ['pt'],
    doc: 'DESIGNING A NATION, Roster: (PT × 2 + 5) × 100.',
  },
  {
    name: 'WM_CHARACTER_POINTS',
    params: ['pt'],
    doc: 'DESIGNING A NATION, Personalities: PT + 2 for being a nation (POI points not included).',
  },
  {
    name: 'WM_SUPPLY',
    params: ['army', 'version'],
    doc: 'SUPPLY: "in supply" or "out of supply" for the army where it stands (WM-R26).',
  },
  {
    name: 'WM_VICTORY',
    params: ['vpWinner', 'vpLoser'],
    doc: 'POST COMBAT: minor victory (under 2 to 1), major victory (under 3 to 1), rout, or draw (WM-R10).',
  },
];

function whole(value: Cell, what: string): number {
  const n = numberOf(value);
  return n !== null && Number.isInteger(n) && n >= 0
    ? n
    : fail(`${what} must be a whole number from 0, got '${textOf(value)}'`);
}

export const wmRosterPointsCells = (pt: Cell): CellResult | Grid =>
  overCells('WM_ROSTER_POINTS', pt, [], (v) => (isBlank(v) ? '' : rosterPoints(whole(v, 'The PT'))));

export const wmCharacterPointsCells = (pt: Cell): CellResult | Grid =>
  overCells('WM_CHARACTER_POINTS', pt, [], (v) => (isBlank(v) ? '' : characterPoints(whole(v, 'The PT'))));

export const wmVictoryCells = (winner: Cell, loser: Cell): CellResult | Grid =>
  overCells('WM_VICTORY', winner, [loser], (w, l) => {
    if (isBlank(w) || isBlank(l)) return '';
    const won = whole(w, "The winner's VP");
    const lost = whole(l, "The loser's VP");
    if (won < lost) fail(`the winner's VP (${won}) are below the loser's (${lost}): swap them`);
    const d = decide(won, lost);
    return d.result === 'draw' ? 'draw' : d.level;
  });

/** The nation as written, matched folded: the Nations tab's Player. */
function nationName(state: WmState, value: Cell): string {
  const n = state.nations.find((x) => fold(x.name) === fold(textOf(value)));
  return n ? n.name : fail(`${textOf(value)} is not on the Nations tab`);
}

/** `state()` is the campaign as read, called once on the first row that needs it. */
export function wmPopulationCells(state: () => WmState, players: Cell): CellResult | Grid {
  let read: WmState | null = null;
  return overCells('WM_POPULATION', players, [], (v) => {
    if (isBlank(v)) return '';
    read ??= state();
    return tally(read, nationName(read, v)).pt;
  });
}

export function wmSupplyCells(state: () => WmState, armies: Cell): CellResult | Grid {
  let read: WmState | null = null;
  return overCells('WM_SUPPLY', armies, [], (v) => {
    if (isBlank(v)) return '';
    read ??= state();
    const found = read.armies.find((a) => fold(a.name) === fold(textOf(v)));
    if (!found) return fail(`${textOf(v)} is not on the Armies tab`);
    return inSupply(read, found.area, found.nation) ? 'in supply' : 'out of supply';
  });
}

/**
 * The book's set-up, checked on the tabs a moderator typed (003 "the setup"): "each player places one army …
 * the order is reversed and … places a second army … When all players have placed two armies on the map, the
 * game can begin", with "at least one territory between enemy armies" (CP-R12: two or more roads apart).
 * Set-up holds only until the first army moves: turn 1 with no Arrival yet. Later, armies go where they please.
 */
import { distances } from '../../engine/core/graph';
import { cpGraph, sameSide } from '../../engine/cp/map';
import type { CpArmy, CpState } from '../../engine/cp/model';
import { columnLetter, normaliseHeader } from '../setup-plan';
import { cellText, type CellIssue, type TabRows } from '../tab';

/** "When all players have placed two armies" (003 the setup). */
export const SETUP_ARMIES_PER_PLAYER = 2;

const SETUP = '003 the setup';
const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const ordinal = (n: number): string => ORDINAL[n - 1] ?? `${n}th`;

/** True while the armies stand where set-up put them: turn 1, before any army has moved (CpArmy.arrival). */
export function atSetup(state: CpState): boolean {
  return state.turn === 1 && state.moves === 0;
}

/** The column's index of `header` on `tab`, -1 when absent. */
const columnOf = (tab: TabRows | undefined, header: string): number =>
  tab ? tab.headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(header)) : -1;

/** The sheet cell of `header` in the row whose first cell is `key` (its header cell when none is). */
function cellAt(tab: TabRows | undefined, key: string, header: string): string {
  const col = Math.max(0, columnOf(tab, header)) + 1;
  const at = tab ? tab.rows.findIndex((r) => cellText(r[0]).toLowerCase() === key.toLowerCase()) : -1;
  return `${columnLetter(col)}${at < 0 ? 1 : at + 2}`;
}

/**
 * Each player's armies at set-up: two. A player with fewer is named at his Players row; the armies past the
 * second at their Player cell. Counted from the Armies tab's rows, so a row with another bad cell still counts.
 */
export function setupArmyCounts(state: CpState, tabs: { armies?: TabRows; players?: TabRows }): CellIssue[] {
  if (!atSetup(state)) return [];
  const out: CellIssue[] = [];
  const playerCol = columnOf(tabs.armies, 'Player');
  const rows = (tabs.armies?.rows ?? []).filter((r) => cellText(r[0]) !== '');
  for (const p of state.players) {
    const mine = rows.filter((r) => cellText(r[playerCol]).toLowerCase() === p.name.toLowerCase());
    const names = mine.map((r) => cellText(r[0]));
    if (mine.length < SETUP_ARMIES_PER_PLAYER)
      out.push({
        tab: 'Players',
        cell: cellAt(tabs.players, p.name, 'Player'),
        message:
          mine.length === 0
            ? `${p.name} has no army on the Armies tab: at set-up each player places ${SETUP_ARMIES_PER_PLAYER} (${SETUP}); add a row for each`
            : `${p.name} has ${mine.length} army on the Armies tab (${names.join(', ')}): at set-up each player places ${SETUP_ARMIES_PER_PLAYER} (${SETUP}); add a row for the ${ordinal(mine.length + 1)}`,
      });
    names.slice(SETUP_ARMIES_PER_PLAYER).forEach((name, i) =>
      out.push({
        tab: 'Armies',
        cell: cellAt(tabs.armies, name, 'Player'),
        message: `${name} is ${p.name}'s ${ordinal(SETUP_ARMIES_PER_PLAYER + i + 1)} army: at set-up each player places ${SETUP_ARMIES_PER_PLAYER} (${SETUP}) and the book raises no others; delete its row or give it to another player`,
      }),
    );
  }
  return out;
}

/**
 * Two enemy armies (not the same side, CP-R19) fewer than two roads apart at set-up, named at the Territory cell of
 * the later row: the rows are in placement order, so it is the placement the book refuses (engine/cp/setup.ts).
 */
export function setupSpacing(state: CpState, armyTab: TabRows | undefined): CellIssue[] {
  if (!atSetup(state)) return [];
  const graph = cpGraph(state);
  const rowOf = (a: CpArmy): number =>
    armyTab ? armyTab.rows.findIndex((r) => cellText(r[0]) === a.name) : state.armies.indexOf(a);
  const placed = [...state.armies].sort((x, y) => rowOf(x) - rowOf(y));
  const out: CellIssue[] = [];
  placed.forEach((later, i) => {
    const dist = distances(graph, later.territory);
    for (const earlier of placed.slice(0, i)) {
      if (sameSide(state, earlier.player, later.player)) continue;
      const d = dist.get(earlier.territory) ?? Infinity;
      if (d >= 2) continue;
      const where =
        d === 0
          ? `shares ${later.territory} with ${earlier.name} (${earlier.player})`
          : `is next to ${earlier.name} (${earlier.player}) in ${earlier.territory}`;
      out.push({
        tab: 'Armies',
        cell: cellAt(armyTab, later.name, 'Territory'),
        message: `${later.name} (${later.player}) in ${later.territory} ${where}: at set-up there must be at least one territory between enemy armies (${SETUP}; CP-R12: two or more roads apart)`,
      });
    }
  });
  return out;
}

/**
 * The WarMaster custom functions' reads: the Campaign tab, the Players tab and the book's own tabs (Areas,
 * Boundaries, Nations, Roster, Characters, Armies, Battles), each once per call; on another book's ledger,
 * `#not a WarMaster ledger` (staged-cells.ts).
 */
import type { WmState } from '../engine/wm/model';
import type { CellResult, Grid } from '../ledger/cell-args';
import { readWm } from '../ledger/wm/read-state';
import { WM_OWN_TABS } from '../ledger/wm/schema';
import { STAGE_PLAYERS_TAB } from '../ledger/stage-ruleset';
import { stagedCells } from './staged-cells';

export const NOT_WM = '#not a WarMaster ledger';

/** Runs one WM custom function that reads the ledger. */
export function wmCells(answer: (state: () => WmState) => CellResult | Grid): CellResult | Grid {
  return stagedCells(
    {
      ruleset: 'wm',
      notThisBook: NOT_WM,
      tabs: [STAGE_PLAYERS_TAB, ...WM_OWN_TABS],
      build: (tabs) => readWm(tabs).campaign.state,
    },
    answer,
  );
}

/**
 * The Chronopia territories custom functions' reads: the Campaign tab and the tabs CT_FIELD_ARMY_MAX reads
 * (Players, Forces, Territories, Warbands, Figures, Battles), each once per call; on another book's ledger,
 * `#not a Chronopia territories ledger` (staged-cells.ts).
 */
import type { CtPlayer } from '../engine/ct/model';
import type { CellResult, Grid } from '../ledger/cell-args';
import { readCtLedger } from '../ledger/ct/read-state';
import { CT_STATE_TABS, STAGE_PLAYERS_TAB } from '../ledger/ct/schema';
import { stagedCells } from './staged-cells';

export const NOT_CT = '#not a Chronopia territories ledger';

/** Runs one CT custom function that reads the ledger. */
export function ctCells(
  answer: (players: () => readonly CtPlayer[]) => CellResult | Grid,
): CellResult | Grid {
  return stagedCells(
    {
      ruleset: 'ct',
      notThisBook: NOT_CT,
      tabs: [STAGE_PLAYERS_TAB, ...CT_STATE_TABS],
      build: (tabs) => readCtLedger(tabs).campaign.players,
    },
    answer,
  );
}

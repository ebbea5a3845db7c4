/**
 * The Mighty Empires custom functions' reads (issue 14): the Campaign tab and the Mighty Empires tabs, each once
 * per call; on another book's ledger, `#not a Mighty Empires ledger` (staged-cells.ts).
 */
import type { CellResult, Grid } from '../ledger/cell-args';
import { meLookupFor, type MeLookup } from '../ledger/me/custom-functions';
import { ME_TABS } from '../ledger/me/schema';
import { readMeLedger } from '../ledger/me/stage-read';
import { stagedCells } from './staged-cells';

export const NOT_ME = '#not a Mighty Empires ledger';

/** Runs one ME custom function over the active ledger's lookup. */
export function meCells(answer: (makeLookup: () => MeLookup) => CellResult | Grid): CellResult | Grid {
  return stagedCells(
    {
      ruleset: 'me',
      notThisBook: NOT_ME,
      tabs: ME_TABS,
      build: (tabs) => {
        const ledger = readMeLedger(tabs);
        return meLookupFor(ledger.state, ledger.settings.support);
      },
    },
    answer,
  );
}

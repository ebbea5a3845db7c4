import type { CellIssue } from '../tab';
import type { CpLedger } from './read-state';

/** Every stage's dice come from the Campaign Seed (stageSeed): a blank one stops the stage. */
export function seedIssues(ledger: CpLedger): CellIssue[] {
  return ledger.seed.text === ''
    ? [
        {
          tab: 'Campaign',
          cell: ledger.seed.cell,
          message: 'Seed is blank: enter any text; every die of a stage comes from it',
        },
      ]
    : [];
}

import type { BattleChoiceEntry, BattleOnRecord } from '../engine/cs42/orders';
import { battlesOnRecord, choiceCells } from '../ledger/battles-read';
import { BATTLES_TAB } from '../ledger/schema';
import { tabRows } from '../ledger/tab';
import type { SpreadsheetService } from './services';

/**
 * The Battles tab as a submission's battle lines need it (issue 12): read once, only when the submission holds a
 * battle line, and written one cell per accepted choice (the side's blank Attacker choice or Defender choice
 * cell). The values written are the language's own words (fight, truce, run), never the player's text.
 */
export interface BattlesForChoices {
  readonly battles: readonly BattleOnRecord[];
  /** Enters accepted choices in their cells. */
  enter(choices: readonly BattleChoiceEntry[]): void;
}

export function battlesForChoices(spreadsheet: SpreadsheetService): BattlesForChoices {
  const sheet = spreadsheet.getSheetByName(BATTLES_TAB.name);
  if (!sheet) return { battles: [], enter: () => undefined };
  const tab = tabRows(BATTLES_TAB.name, sheet.getDataRange().getValues());
  const rows = battlesOnRecord(tab);
  return {
    battles: rows.map((r) => r.battle),
    enter: (choices) => {
      for (const cell of choiceCells(tab, rows, choices))
        sheet.getRange(cell.row, cell.column).setValue(cell.value);
    },
  };
}

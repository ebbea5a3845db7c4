import { invalidCell, typeIntoCell } from '../spreadsheet/typed-entry';
import { LedgerError, MAX_CELL_CHARACTERS } from './ledger-error';
import type { Session } from './session';

/** One cell's A1 address, as the edit form takes it. */
const ONE_CELL = /^[A-Z]{1,3}[1-9]\d{0,6}$/;

/** What a moderator's edit of one cell came to: kept, with the warning a warn-only rule shows, if any. */
export interface CellEdit {
  readonly warning?: string;
}

/**
 * The moderator types `text` into one cell of a visible tab, as in the Sheets UI: the text is parsed as
 * typed input and meets the cell's data validation (a rejecting rule refuses it, with Sheets' message, and
 * nothing changes; a warn-only rule keeps it with a warning), then the script's simple onEdit trigger runs
 * with the edit's event (its own execution). A person's typing is not a script's service call: not counted.
 */
export function editCell(session: Session, tab: string, a1: string, text: string): CellEdit {
  session.syncClock();
  if (!session.visibleTabs().includes(tab)) throw new LedgerError(`There is no tab named '${tab}' to edit.`);
  const address = a1.trim().toUpperCase();
  if (!ONE_CELL.test(address))
    throw new LedgerError(`'${a1}' is not one cell: write it as a column letter and a row number, e.g. C5.`);
  if (text.length > MAX_CELL_CHARACTERS)
    throw new LedgerError(
      `A cell holds at most ${MAX_CELL_CHARACTERS} characters; this text has ${text.length}.`,
    );
  const sheet = session.spreadsheet.getSheetByName(tab);
  if (!sheet) throw new LedgerError(`There is no tab named '${tab}' to edit.`);
  const { range, oldValue, entry } = session.emulation.world.calls.uncounted(() => {
    const at = sheet.getRange(address);
    const held = at.getValue();
    return { range: at, oldValue: held, entry: typeIntoCell(at, text) };
  });
  if (entry.kind === 'refused') throw new LedgerError(entry.message);
  const edit: CellEdit = entry.kind === 'warned' ? { warning: entry.warning } : {};
  if (session.script.fn('onEdit') === undefined) return edit;
  const event = {
    authMode: session.emulation.services.ScriptApp.AuthMode.LIMITED,
    range,
    source: session.spreadsheet,
    value: text,
    oldValue,
    user: { getEmail: () => session.emulation.world.activeUserEmail },
  };
  session.script.call('onEdit', [event]);
  return edit;
}

/**
 * What Sheets shows on a cell whose value breaks its rule (kept by a warn-only rule, or written by a
 * script), or null: for the ledger page after a save. An address that is not one cell of the tab is null.
 */
export function cellWarning(session: Session, tab: string, a1: string): string | null {
  const address = a1.trim().toUpperCase();
  const sheet = session.spreadsheet.getSheetByName(tab);
  if (!sheet || !ONE_CELL.test(address)) return null;
  const broken = session.emulation.world.calls.uncounted(() => invalidCell(sheet.getRange(address)));
  return broken === null ? null : `Invalid: ${broken}`;
}

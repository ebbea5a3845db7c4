import { FormTurn, refreshOrdersForm } from './orders-form';
import { PropertiesStore, SpreadsheetService } from './services';

/**
 * Puts the new turn and deadline on the orders form. A failure there leaves the turn as it is (the ledger is
 * the record); the moderator is told how to repair the form.
 */
export function refreshForm(
  spreadsheet: SpreadsheetService,
  known?: FormTurn,
  properties?: PropertiesStore,
): string[] {
  try {
    refreshOrdersForm(spreadsheet, known, properties);
    return [];
  } catch (error) {
    return [
      `The orders form still shows the previous turn (${error instanceof Error ? error.message : String(error)}): run Campaign → Create orders form to update it.`,
    ];
  }
}

/**
 * A WarMaster ledger under the emulation with its orders form (src/gas/stages), for what the form does with a
 * ledger the pure tests built: each tab written as given, the form created, a response submitted from an email and
 * recorded by the submit trigger as in Apps Script; or the moderator's pasted orders.
 */
import { SUBMIT_HANDLER } from '../../../src/gas/orders-form';
import { createStageForm } from '../../../src/gas/stages/form';
import { recordPastedStageOrders, stageOrdersSubmitted } from '../../../src/gas/stages/intake';
import { Emulation } from '../../../src/local/emulation';
import { WM_STAGE_RULESET } from '../../../src/ledger/wm/ruleset';

export function formLedger(tabs: ReadonlyMap<string, readonly (readonly unknown[])[]>) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('WM form ledger');
  Object.assign(globalThis, emulation.globals());
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  emulation.world.resolveGlobal = (name) =>
    name === SUBMIT_HANDLER ? () => stageOrdersSubmitted(WM_STAGE_RULESET) : undefined;
  uncounted(() => {
    for (const [name, values] of tabs) {
      const width = Math.max(...values.map((r) => r.length));
      const sheet = spreadsheet.getSheetByName(name) ?? spreadsheet.insertSheet(name);
      sheet
        .getRange(1, 1, values.length, width)
        .setValues(values.map((r) => [...r, ...Array<unknown>(width - r.length).fill('')]));
    }
  });
  createStageForm(spreadsheet, WM_STAGE_RULESET);
  const { FormApp } = emulation.services;
  const submit = (email: string, orders: string): void => {
    FormApp.submit(FormApp.forms[0].id, email, { Orders: orders }, { throwOnHandlerError: false });
  };
  /** The moderator's pasted orders for a player, recorded (Campaign → Check pasted orders). */
  const pasted = (player: string, orders: string): boolean =>
    emulation.world.runExecution(() => recordPastedStageOrders(WM_STAGE_RULESET, player, orders).recorded);
  /** A tab's rows as records by header (blank rows left out). */
  const rows = (name: string): Record<string, unknown>[] => {
    const [header = [], ...body] = uncounted(
      () => spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? [],
    );
    return body
      .filter((r) => r.some((c) => c !== ''))
      .map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
  };
  return { emulation, submit, pasted, rows };
}

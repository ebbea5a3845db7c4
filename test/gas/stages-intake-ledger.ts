import { Emulation } from '../../src/local/emulation';
import { HOURLY_HANDLER, SUBMIT_HANDLER } from '../../src/gas/orders-form';
import { stageOrdersSubmitted } from '../../src/gas/stages/intake';
import { LOG_TAB } from '../../src/ledger/schema';
import { STAGE_ORDERS_TAB, type StageRuleset } from '../../src/ledger/stage-ruleset';
import { FAKE_STAGE_RULESET } from './stages-intake-fake';

// A small staged ledger of the fake ruleset under the emulation, driven directly (src/gas/index.ts wires these
// functions as globals; until then the form-submit trigger is pointed at stageOrdersSubmitted here).

export const IRON = 'iron@example.com';
export const SEA = 'sea@example.com';
export const MINUTE = 60 * 1000;

export function stageLedger(ruleset: StageRuleset = FAKE_STAGE_RULESET) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Forts ledger');
  Object.assign(globalThis, emulation.globals());
  jest.spyOn(Date, 'now').mockImplementation(() => emulation.world.now().getTime());
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  /** Whether the form-submit trigger records at once (off: the response waits, as when the lock was busy). */
  let triggerRecords = true;
  emulation.world.resolveGlobal = (name) =>
    name === SUBMIT_HANDLER || name === HOURLY_HANDLER
      ? () => (triggerRecords ? stageOrdersSubmitted(ruleset) : 0)
      : undefined;
  const writeTab = (name: string, values: unknown[][]): void =>
    uncounted(() => {
      const sheet = spreadsheet.getSheetByName(name) ?? spreadsheet.insertSheet(name);
      const width = Math.max(...values.map((r) => r.length));
      sheet
        .getRange(1, 1, values.length, width)
        .setValues(values.map((r) => [...r, ...Array(width - r.length).fill('')]));
    });
  writeTab('Campaign', [
    ['Setting', 'Value', 'About'],
    ['Campaign name', 'Forts of the North', ''],
    ['Ruleset', '', ''],
    ['Turn', 2, ''],
    ['Stage', 'orders', ''],
    ['Round', 1, ''],
    ['Seed', 'forts', ''],
    ['Order deadline', '', ''],
  ]);
  writeTab('Players', [
    ['Player', 'Email', 'Colour'],
    ['Iron Host', IRON, '#333333'],
    ['Sea Lords', SEA, '#2255aa'],
  ]);
  writeTab('Orders', [STAGE_ORDERS_TAB.columns.map((c) => c.header)]);
  writeTab('Journal', [['Turn', 'Stage', 'Player', 'Resource', 'Amount', 'For']]);
  writeTab('Log', [LOG_TAB.columns.map((c) => c.header)]);
  writeTab('Forts', [
    ['Fort', 'Owner', 'Strength'],
    ['Greywall', 'Iron Host', 3],
    ['Blackrock', 'Iron Host', 2],
    ['Saltmarsh', 'Sea Lords', 4],
  ]);
  writeTab('Chronicle', [['Entry'], ['The forts were built.']]);
  const { FormApp, MailApp } = emulation.services;
  const formId = (): string => FormApp.forms[0].id;
  const submit = (email: string, orders: string) =>
    FormApp.submit(formId(), email, { Orders: orders }, { throwOnHandlerError: false });
  /** A response that waits unrecorded (the trigger found the lock busy). */
  const submitUnrecorded = (email: string, orders: string) => {
    triggerRecords = false;
    try {
      return submit(email, orders);
    } finally {
      triggerRecords = true;
    }
  };
  const tab = (name: string): unknown[][] =>
    uncounted(() => spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? []);
  /** The Orders tab's rows as records (blank rows left out). */
  const orders = (): Record<string, unknown>[] => {
    const [headers, ...body] = tab('Orders');
    return body
      .filter((r) => r.some((c) => c !== ''))
      .map((r) => Object.fromEntries(headers.map((h, i) => [String(h), r[i]])));
  };
  /** Each player's Orders texts, in row order. */
  const texts = (): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    for (const r of orders()) (out[String(r.Player)] ??= []).push(String(r.Text));
    return out;
  };
  const logEffects = (): string[] => {
    const [headers, ...body] = tab('Log');
    const at = headers.indexOf('Effect');
    return body.map((r) => String(r[at]));
  };
  const setSetting = (name: string, value: unknown): void =>
    uncounted(() => {
      const sheet = spreadsheet.getSheetByName('Campaign');
      const names = (sheet?.getDataRange().getValues() ?? []).map((r) => String(r[0]));
      sheet?.getRange(names.indexOf(name) + 1, 2).setValue(value);
    });
  /** The receipts mailed to `email`, newest last, as their lines. */
  const receipts = (email: string): string[][] =>
    MailApp.outbox.filter((m) => m.to === email).map((m) => m.body.split('\n'));
  /** Column A of the player's tab: their latest receipt. */
  const playerTab = (player: string): string[] =>
    tab(`Player · ${player}`)
      .map((r) => String(r[0]))
      .filter((t) => t !== '');
  return {
    emulation,
    spreadsheet,
    uncounted,
    formId,
    submit,
    submitUnrecorded,
    tab,
    orders,
    texts,
    logEffects,
    setSetting,
    receipts,
    playerTab,
    writeTab,
  };
}

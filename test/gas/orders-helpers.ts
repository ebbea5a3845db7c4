import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// A demo campaign with its orders form, run through the built bundle under the emulation, and the ways the
// orders tests look at it without counting service calls.

export const FIRSTBORN = 'firstborn@example.com';
export const DWARVES = 'dwarves@example.com';
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

export function ordersCampaign(options: { form?: boolean; dist?: string } = {}) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Orders test');
  const script = loadBundle(emulation, options.dist ?? DIST);
  script.call('menuLoadDemo');
  if (options.form !== false) script.call('menuCreateOrdersForm');
  const { FormApp, MailApp } = emulation.services;
  const formId = (): string => FormApp.forms[0].id;
  /** A response sent through the form (its triggers run); handler errors are returned, not thrown. */
  const submit = (email: string, orders: string) =>
    FormApp.submit(formId(), email, { Orders: orders }, { throwOnHandlerError: false });
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  const tab = (name: string): unknown[][] =>
    uncounted(() => spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? []);
  const column = (name: string, header: string): number => tab(name)[0].indexOf(header);
  const ordersRows = (): unknown[][] => tab('Orders').slice(1);
  /** Each player's Orders texts, in row order. */
  const ordersByPlayer = (): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    const p = column('Orders', 'Player');
    const t = column('Orders', 'Text');
    for (const row of ordersRows()) (out[String(row[p])] ??= []).push(String(row[t]));
    return out;
  };
  const logEffects = (): string[] => {
    const e = column('Log', 'Effect');
    return tab('Log')
      .slice(1)
      .map((r) => String(r[e]));
  };
  /** Sets a Campaign tab setting by its name, as the moderator would type it. */
  const setSetting = (name: string, value: unknown): void =>
    uncounted(() => {
      const sheet = spreadsheet.getSheetByName('Campaign');
      const names = (sheet?.getDataRange().getValues() ?? []).map((r) => String(r[0]));
      const row = names.indexOf(name);
      if (row < 0) throw new Error(`no setting ${name}`);
      sheet?.getRange(row + 1, 2).setValue(value);
    });
  const outbox = () => MailApp.outbox;
  return {
    emulation,
    spreadsheet,
    script,
    formId,
    submit,
    tab,
    column,
    ordersRows,
    ordersByPlayer,
    logEffects,
    setSetting,
    outbox,
    uncounted,
  };
}

/**
 * A copy of the built bundle whose order check throws for a submission containing `INJECTED-FAULT`: a fault
 * that escapes the rules engine's own safety net, to prove the recording path survives whatever the check does.
 */
export function bundleWithCheckerFault(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orders-fault-'));
  for (const file of readdirSync(DIST)) copyFileSync(path.join(DIST, file), path.join(dir, file));
  const code = readFileSync(path.join(dir, 'Code.js'), 'utf8');
  const head = 'function checkSubmission(ledger, player, text) {';
  if (!code.includes(head))
    throw new Error('the bundle no longer has the gas checkSubmission to inject into');
  writeFileSync(
    path.join(dir, 'Code.js'),
    code.replace(
      head,
      `${head} if (String(text).includes("INJECTED-FAULT")) throw new TypeError("injected fault");`,
    ),
  );
  return dir;
}

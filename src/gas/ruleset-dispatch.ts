/**
 * The dispatch every entry point goes through (issue 14): under the script lock when the code it runs takes
 * it first, read the Campaign tab once, find the ruleset its Ruleset cell names, and run that ruleset's code
 * with the read (and the lock) handed on (campaign-prefetch.ts), so Campaign System v4.2 costs what it did.
 */
import { CAMPAIGN_TAB } from '../ledger/schema';
import type { StageRuleset } from '../ledger/stage-ruleset';
import { CampaignRead, HeldLock, withCampaignRead } from './campaign-prefetch';
import { sheetValues } from './ledger-io';
import { LOCK_WAIT_MS } from './orders';
import { activeRuleset, REGISTERED, type RegisteredRuleset } from './rulesets';
import { services, SheetService } from './services';

export interface ByRuleset<T> {
  /** Campaign System v4.2's own turn code. */
  turn(): T;
  /** A staged ruleset, run by gas/stages. */
  stages(ruleset: StageRuleset): T;
}

export interface DispatchOptions {
  /** The script lock the code takes first, taken here first: `try` (tryLock) or `wait` (waitLock). */
  readonly lock?: 'try' | 'wait';
  readonly registered?: readonly RegisteredRuleset[];
}

/** The Campaign tab as getSheetValues reads it, or null when that read was refused (a tab with no content). */
function valuesOf(sheet: SheetService): unknown[][] | null {
  try {
    return sheet.getSheetValues(1, 1, -1, -1);
  } catch {
    return null;
  }
}

function takeLock(kind: 'try' | 'wait'): HeldLock {
  const handle = services().LockService.getScriptLock();
  if (kind === 'try') return { handle, outcome: handle.tryLock(LOCK_WAIT_MS) };
  try {
    handle.waitLock(LOCK_WAIT_MS);
    return { handle, outcome: true };
  } catch (error) {
    return { handle, outcome: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** Runs the code of the ruleset the Campaign tab names. */
export function onRuleset<T>(by: ByRuleset<T>, options: DispatchOptions = {}): T {
  const held = options.lock ? takeLock(options.lock) : null;
  let read: CampaignRead;
  let entry: RegisteredRuleset;
  try {
    const spreadsheet = services().SpreadsheetApp.getActiveSpreadsheet();
    const sheet = spreadsheet.getSheetByName(CAMPAIGN_TAB.name);
    const values = sheet ? valuesOf(sheet) : null;
    read = { spreadsheet, name: CAMPAIGN_TAB.name, sheet, values };
    entry = activeRuleset(values ?? (sheet ? sheetValues(sheet) : []), options.registered ?? REGISTERED);
  } catch (error) {
    if (held?.outcome === true) held.handle.releaseLock();
    throw error;
  }
  return withCampaignRead(read, held, () => (entry.kind === 'turn' ? by.turn() : by.stages(entry.ruleset)));
}

/** Which registered ruleset the Campaign tab names (one read; for code that needs the id, not a dispatch). */
export function rulesetOfLedger(registered: readonly RegisteredRuleset[] = REGISTERED): RegisteredRuleset {
  const sheet = services().SpreadsheetApp.getActiveSpreadsheet().getSheetByName(CAMPAIGN_TAB.name);
  return activeRuleset(sheet ? sheetValues(sheet) : [], registered);
}

import { services } from './services';

const LOCK_WAIT_MS = 30000;

/**
 * Runs a menu command under the script lock (form submissions and turn resolution hold it too) and tells
 * the moderator the outcome in plain sentences, errors included.
 */
export function runMenuCommand(title: string, command: () => string): void {
  const { LockService, SpreadsheetApp } = services();
  const ui = SpreadsheetApp.getUi();
  const lock = LockService.getScriptLock();
  let message: string;
  try {
    lock.waitLock(LOCK_WAIT_MS);
  } catch {
    ui.alert(
      title,
      'Another command (a form submission or a turn resolution) is running. Try again in a minute.',
      ui.ButtonSet.OK,
    );
    return;
  }
  try {
    message = command();
  } catch (error) {
    message = `${title} stopped: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    lock.releaseLock();
  }
  ui.alert(title, message, ui.ButtonSet.OK);
}

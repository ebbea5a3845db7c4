import { LOCK_WAIT_MS } from './orders';
import { services } from './services';

/** Thrown with a plain sentence the sidebar shows as it is. */
export class TurnRefused extends Error {}

/** Apps Script stops an execution after 6 minutes, whatever it is doing: writing must start well before. */
const EXECUTION_LIMIT_MS = 6 * 60_000;
const WRITE_RESERVE_MS = 90_000;

/** Resolve and Undo hold the script lock that form submissions hold too (never two writers at once). */
export function withLock<T>(work: () => T): T {
  const lock = services().LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS))
    throw new TurnRefused('Orders are being recorded or another resolve is running. Try again in a minute.');
  try {
    return work();
  } finally {
    lock.releaseLock();
  }
}

/** Refuses to start writing when the execution (started at `started`, from Date.now()) may not finish. */
export function refuseIfOutOfTime(started: number, operation: string): void {
  const elapsed = Date.now() - started;
  if (elapsed > EXECUTION_LIMIT_MS - WRITE_RESERVE_MS)
    throw new TurnRefused(
      `${operation} stopped before writing anything: it had already run ${Math.round(elapsed / 1000)} s of the 6 minutes Apps Script allows, and writing needs up to ${WRITE_RESERVE_MS / 1000} s. Nothing was changed: try again.`,
    );
}

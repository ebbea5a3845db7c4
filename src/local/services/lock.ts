import type { LockHandle, LockServiceService } from '../../gas/services';
import type { World } from '../world';

export const LOCK_TIMEOUT_MESSAGE = 'Lock timeout: another process was holding the lock for too long.';

/**
 * Who holds each lock, by scope. A lock belongs to the execution that took it and is released when that
 * execution ends, as Apps Script does when a script finishes without calling releaseLock.
 */
class LockTable {
  private readonly holders = new Map<string, number>();

  constructor(world: World) {
    world.onExecutionEnd((execution) => {
      for (const [scope, holder] of [...this.holders]) if (holder === execution) this.holders.delete(scope);
    });
  }

  holder(scope: string): number | undefined {
    return this.holders.get(scope);
  }

  take(scope: string, execution: number): void {
    this.holders.set(scope, execution);
  }

  release(scope: string): void {
    this.holders.delete(scope);
  }
}

export class EmulatedLock implements LockHandle {
  constructor(
    private readonly world: World,
    private readonly table: LockTable,
    readonly scope: string,
  ) {}

  /**
   * The emulation is single-threaded, so a lock held by another execution (one this execution was started
   * from, e.g. a handler fired while a turn resolves) can never be freed while we wait: the wait always times
   * out, after the world's clock has moved by the timeout, as the real wait would.
   */
  waitLock(timeoutInMillis: number): void {
    this.world.calls.record('Lock.waitLock');
    if (!this.acquire(timeoutInMillis)) throw new Error(LOCK_TIMEOUT_MESSAGE);
  }

  tryLock(timeoutInMillis: number): boolean {
    this.world.calls.record('Lock.tryLock');
    return this.acquire(timeoutInMillis);
  }

  hasLock(): boolean {
    this.world.calls.record('Lock.hasLock');
    return this.table.holder(this.scope) === this.world.execution;
  }

  releaseLock(): void {
    this.world.calls.record('Lock.releaseLock');
    if (this.table.holder(this.scope) === this.world.execution) this.table.release(this.scope);
  }

  private acquire(timeoutInMillis: number): boolean {
    const holder = this.table.holder(this.scope);
    if (holder === undefined || holder === this.world.execution) {
      this.table.take(this.scope, this.world.execution);
      return true;
    }
    this.world.advanceClock(Math.max(0, timeoutInMillis));
    return false;
  }
}

export class EmulatedLockService implements LockServiceService {
  private readonly table: LockTable;

  constructor(private readonly world: World) {
    this.table = new LockTable(world);
  }

  getScriptLock(): EmulatedLock {
    this.world.calls.record('LockService.getScriptLock');
    return new EmulatedLock(this.world, this.table, 'script');
  }

  /** The script is bound to the ledger, so there is always a document lock. */
  getDocumentLock(): EmulatedLock {
    this.world.calls.record('LockService.getDocumentLock');
    return new EmulatedLock(this.world, this.table, 'document');
  }

  // ---- emulation only ----

  /** The execution holding a scope's lock (`script` or `document`), if any. */
  holderOf(scope: 'script' | 'document'): number | undefined {
    return this.table.holder(scope);
  }
}

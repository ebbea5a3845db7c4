/**
 * Counts every emulated service call by method, and can make the Nth call fail.
 *
 * Why: a real Apps Script service call is a round trip; tests and the benchmark assert how many an operation
 * costs, and failure injection proves an operation never leaves the ledger half-written.
 */
export class InjectedFailure extends Error {
  constructor(
    readonly callIndex: number,
    readonly method: string,
  ) {
    super(`Injected failure at service call ${callIndex} (${method})`);
    this.name = 'InjectedFailure';
  }
}

/**
 * The execution was killed (the 6-minute limit, a quota, a closed browser): unlike an InjectedFailure, no
 * catch or finally of the script can do anything about it, because every later service call of the same
 * execution fails too. The emulation ends the dead execution when the entry point returns (see World).
 */
export class KilledExecution extends Error {
  constructor(
    readonly callIndex: number,
    readonly method: string,
  ) {
    super(`Execution killed at service call ${callIndex} (${method})`);
    this.name = 'KilledExecution';
  }
}

export class ServiceCalls {
  private readonly counts = new Map<string, number>();
  private totalCalls = 0;
  private failAtCall: number | null = null;
  private killAtCall: number | null = null;
  /** Set once a kill struck: every later call throws until the execution ends (`revive`). */
  private killed: KilledExecution | null = null;
  /** The execution the kill struck, so only its end revives the world. */
  private killedExecution: number | null = null;
  private pausedDepth = 0;
  /** When set, every counted call's method is pushed here in order (to see where an operation's calls go). */
  trace: string[] | null = null;
  /** Where calls go while a custom function runs (innermost last). */
  private readonly redirects: ServiceCalls[] = [];
  /**
   * Calls made inside custom functions, by function name: Sheets runs each formula's custom function as an
   * execution of its own while it recalculates, so these are counted apart from the operation that caused the
   * recalculation (and never move its failAt/killAt index).
   */
  readonly customFunctions = new Map<string, { executions: number; ms: number; calls: ServiceCalls }>();

  /** `currentExecution` tells which execution a kill belongs to (World passes its own). */
  constructor(private readonly currentExecution: () => number = () => 0) {}

  /** Records one call of `method` (as `Class.method`, e.g. `Range.getValues`); throws if it is the doomed one. */
  record(method: string): void {
    const into = this.redirects[this.redirects.length - 1];
    if (into) return into.record(method);
    if (this.killed) throw this.killed;
    if (this.pausedDepth > 0) return;
    this.totalCalls += 1;
    this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
    this.trace?.push(method);
    if (this.failAtCall === this.totalCalls) {
      this.failAtCall = null;
      throw new InjectedFailure(this.totalCalls, method);
    }
    if (this.killAtCall === this.totalCalls) {
      this.killAtCall = null;
      this.killed = new KilledExecution(this.totalCalls, method);
      this.killedExecution = this.currentExecution();
      throw this.killed;
    }
  }

  /**
   * Kills the execution at the `n`th call from now (1-based): that call and every later one throw
   * KilledExecution, so no rollback can run. `null` disarms.
   */
  killAt(n: number | null): void {
    this.killAtCall = n === null ? null : this.totalCalls + n;
  }

  /** Whether a kill struck and the dead execution has not ended yet. */
  get isKilled(): boolean {
    return this.killed !== null;
  }

  /** Ends a killed execution: the next one runs normally (World calls this when an execution ends). */
  executionEnded(execution: number): void {
    if (this.killed && this.killedExecution === execution) this.revive();
  }

  revive(): void {
    this.killed = null;
    this.killedExecution = null;
  }

  /** Runs `work` without counting: for the emulation's own bookkeeping (a form writing its response row). */
  uncounted<T>(work: () => T): T {
    this.pausedDepth += 1;
    try {
      return work();
    } finally {
      this.pausedDepth -= 1;
    }
  }

  /** Runs one execution of the custom function `name`, counting its calls in `customFunctions`. */
  insideCustomFunction<T>(name: string, work: () => T): T {
    let entry = this.customFunctions.get(name);
    if (!entry) this.customFunctions.set(name, (entry = { executions: 0, ms: 0, calls: new ServiceCalls() }));
    entry.executions += 1;
    this.redirects.push(entry.calls);
    const start = Date.now();
    try {
      return work();
    } finally {
      this.redirects.pop();
      entry.ms += Date.now() - start;
    }
  }

  /** Makes the `n`th call from now (1-based) throw an InjectedFailure; `null` disarms. */
  failAt(n: number | null): void {
    this.failAtCall = n === null ? null : this.totalCalls + n;
  }

  get total(): number {
    return this.totalCalls;
  }

  count(method: string): number {
    return this.counts.get(method) ?? 0;
  }

  /** Calls so far by method, sorted by name, for reports and assertions. */
  byMethod(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const key of [...this.counts.keys()].sort()) out[key] = this.counts.get(key) ?? 0;
    return out;
  }

  /** Calls whose method starts with `prefix` (e.g. `Range.` or `Range.setValues`). */
  countMatching(prefix: string): number {
    let n = 0;
    for (const [key, value] of this.counts) if (key.startsWith(prefix)) n += value;
    return n;
  }

  reset(): void {
    this.counts.clear();
    this.totalCalls = 0;
    this.failAtCall = null;
    this.killAtCall = null;
    this.killed = null;
    this.customFunctions.clear();
  }
}

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

export class ServiceCalls {
  private readonly counts = new Map<string, number>();
  private totalCalls = 0;
  private failAtCall: number | null = null;
  private pausedDepth = 0;

  /** Records one call of `method` (as `Class.method`, e.g. `Range.getValues`); throws if it is the doomed one. */
  record(method: string): void {
    if (this.pausedDepth > 0) return;
    this.totalCalls += 1;
    this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
    if (this.failAtCall === this.totalCalls) {
      this.failAtCall = null;
      throw new InjectedFailure(this.totalCalls, method);
    }
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
  }
}

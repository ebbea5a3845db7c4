import { ServiceCalls } from './calls';

/** A function a script exposes as a top-level global: an entry point, a trigger handler, a custom function. */
export type GlobalFunction = (...args: unknown[]) => unknown;

/**
 * What every emulated service shares: the call counter, the clock, who is running the script, the files
 * HtmlService may serve, and the way back into the script (to fire triggers and evaluate custom functions).
 *
 * Why one object: the services are separate classes, but in Apps Script they live in one execution, so they
 * see the same user, the same time and the same project.
 */
export class World {
  readonly calls = new ServiceCalls(() => this.currentExecution);
  /** The script project's id, as ScriptApp.getScriptId() reports it. */
  scriptId = 'local-script-project';
  timeZone = 'Etc/UTC';
  /** The person running the script (Session.getActiveUser); the form's respondent while a submission runs. */
  activeUserEmail = 'moderator@example.com';
  /** The script owner (Session.getEffectiveUser). */
  effectiveUserEmail = 'moderator@example.com';
  /** HTML files of the project by name without extension, for HtmlService.createHtmlOutputFromFile. */
  readonly htmlFiles = new Map<string, string>();
  /** Resolves a top-level function of the running script by name (set by whoever loads the script). */
  resolveGlobal: (name: string) => GlobalFunction | undefined = () => undefined;
  private clockMs: number;
  private idCounter = 0;
  private executionCounter = 0;
  private currentExecution = 0;

  constructor(start: Date = new Date('2026-01-01T12:00:00Z')) {
    this.clockMs = start.getTime();
  }

  /** What must survive a save and load for ids and time to carry on where they were. */
  exportState(): { clockMs: number; idCounter: number } {
    return { clockMs: this.clockMs, idCounter: this.idCounter };
  }

  importState(state: { clockMs: number; idCounter: number }): void {
    if (!Number.isFinite(state.clockMs) || !Number.isInteger(state.idCounter) || state.idCounter < 0)
      throw new Error('Emulation state: world.clockMs and world.idCounter must be numbers');
    this.clockMs = state.clockMs;
    this.idCounter = state.idCounter;
  }

  /** The emulated time; it only moves when told to, so runs are reproducible. */
  now(): Date {
    return new Date(this.clockMs);
  }

  advanceClock(ms: number): void {
    this.clockMs += ms;
  }

  setClock(date: Date): void {
    this.clockMs = date.getTime();
  }

  /** A fresh id with a readable prefix (`ss-1`, `form-2` ...), deterministic within a world. */
  nextId(prefix: string): string {
    this.idCounter += 1;
    return `${prefix}-${this.idCounter}`;
  }

  /** The execution now running (each entry-point call or trigger firing is one); locks belong to executions. */
  get execution(): number {
    return this.currentExecution;
  }

  /** Runs `work` as one Apps Script execution, as `user` if given. */
  runExecution<T>(work: () => T, user?: string): T {
    const previous = { execution: this.currentExecution, user: this.activeUserEmail };
    this.executionCounter += 1;
    this.currentExecution = this.executionCounter;
    if (user !== undefined) this.activeUserEmail = user;
    try {
      return work();
    } finally {
      // A killed execution is over when its entry point returns: the platform frees its locks, the next runs.
      this.calls.executionEnded(this.currentExecution);
      this.executionEnded(this.currentExecution);
      this.currentExecution = previous.execution;
      this.activeUserEmail = previous.user;
    }
  }

  private readonly endListeners: ((execution: number) => void)[] = [];

  /** Lets a service clean up when an execution ends (Apps Script releases a script's locks then). */
  onExecutionEnd(listener: (execution: number) => void): void {
    this.endListeners.push(listener);
  }

  private executionEnded(execution: number): void {
    for (const listener of this.endListeners) listener(execution);
  }

  /** Calls a top-level function of the script by name, as a trigger or google.script.run would. */
  invokeGlobal(name: string, args: unknown[], user?: string): unknown {
    const fn = this.resolveGlobal(name);
    if (!fn) throw new Error(`Script function not found: ${name}`);
    return this.runExecution(() => fn(...args), user);
  }
}

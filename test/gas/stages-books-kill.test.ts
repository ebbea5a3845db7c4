import { Book, BookCampaign, bookBundleCampaign, CP_BOOK, CT_BOOK, WM_BOOK } from './stages-books-helpers';

// Issue 15: failure injection at every service call of each stage of Campaign points, Chronopia and WarMaster,
// through dist/Code.js, as stages-me-kill.test.ts does for Mighty Empires. The execution is killed (no catch or
// finally runs) at the nth call of the stage's Resolve, then of its Undo; the stage sidebar then says what to do
// and Undo leaves the ledger exactly as before the stage. The ledger is every tab but the hidden _undo tab (the
// undo store) and the players' tabs (reports, delivered after the stage).

jest.setTimeout(600_000);
// A kill while reports are delivered is logged as a note (the stage stays resolved): quiet here.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

/**
 * To keep the file within a few minutes of CPU, a Resolve or Undo of more than SAMPLE_ABOVE calls is killed at
 * every SAMPLE_EVERY-th call only, and always at its first and last calls and at every call that is not a read
 * (each write, insert, delete, property set, mail or lock: where a half-written ledger could come from).
 */
const SAMPLE_ABOVE = 120;
const SAMPLE_EVERY = 5;
const READ = /\.(get|has|is|find)\w*$/;

/** The 1-based calls to kill at, from the method trace of one normal run. */
function killPoints(trace: readonly string[]): number[] {
  const n = trace.length;
  return trace.flatMap((method, i) =>
    n <= SAMPLE_ABOVE || i === 0 || i === n - 1 || (i + 1) % SAMPLE_EVERY === 0 || !READ.test(method)
      ? [i + 1]
      : [],
  );
}

function killedAt(c: BookCampaign, n: number, work: () => unknown): void {
  const calls = c.emulation.world.calls;
  const start = calls.total;
  calls.killAt(n);
  try {
    work();
  } catch {
    // What a dead execution throws does not matter: nothing of it can run after the kill.
  }
  calls.killAt(null);
  // The nth call struck and none after it ran.
  expect([n, calls.total - start]).toEqual([n, n]);
}

/** The trace of one normal run of `work`. */
function traced(c: BookCampaign, work: () => unknown): string[] {
  const calls = c.emulation.world.calls;
  calls.trace = [];
  work();
  const trace = calls.trace;
  calls.trace = null;
  return trace;
}

/** Kills the stage's Resolve, then its Undo, at the chosen calls; no problems: 'ok', else the first one. */
function killEveryCall(c: BookCampaign): { resolve: string; undo: string; changed: boolean } {
  const before = c.book();
  // The first Resolve of a stage makes what later ones find (players' report tabs): measure a later one.
  c.resolve(c.preview());
  c.undo();
  const view = c.preview();
  const resolveTrace = traced(c, () => c.resolve(view));
  const after = c.book();
  const undoTrace = traced(c, () => c.undo());
  const where = (): string => {
    const now = c.book();
    return now === before ? 'before' : now === after ? 'after' : 'neither';
  };
  const problems = { resolve: [] as string[], undo: [] as string[] };
  for (const n of killPoints(resolveTrace)) {
    const view = c.preview();
    killedAt(c, n, () => c.resolve(view));
    const state = c.state();
    const now = where();
    if (now === 'neither' && !state.inProgress.includes('Run Undo last stage'))
      problems.resolve.push(`${n} (${resolveTrace[n - 1]}): damaged and the sidebar says nothing`);
    if (now !== 'before' || state.inProgress !== '') c.undo();
    if (where() !== 'before' || c.state().inProgress !== '')
      problems.resolve.push(`${n} (${resolveTrace[n - 1]}): not back before`);
  }
  for (const n of killPoints(undoTrace)) {
    c.resolve(c.preview());
    if (where() !== 'after') problems.undo.push(`${n}: Resolve did not give the same ledger`);
    killedAt(c, n, () => c.undo());
    const state = c.state();
    if (where() === 'neither' && !state.inProgress.includes('Run Undo last stage again'))
      problems.undo.push(`${n} (${undoTrace[n - 1]}): damaged and the sidebar says nothing`);
    if (where() !== 'before' || state.inProgress !== '') c.undo();
    if (where() !== 'before' || c.state().inProgress !== '')
      problems.undo.push(`${n} (${undoTrace[n - 1]}): not back before`);
  }
  return {
    resolve: problems.resolve[0] ?? (resolveTrace.length > 20 ? 'ok' : `only ${resolveTrace.length} calls`),
    undo: problems.undo[0] ?? (undoTrace.length > 10 ? 'ok' : `only ${undoTrace.length} calls`),
    changed: before !== after,
  };
}

describe('the kill points', () => {
  it('are every call of a short run, and of a long one the first, the last, every 5th and every write', () => {
    expect(killPoints(['Sheet.getSheetValues', 'Range.setValues', 'Sheet.getSheetValues'])).toEqual([
      1, 2, 3,
    ]);
    const long = Array.from({ length: 130 }, (_, i) =>
      i === 6 ? 'Range.setValues' : i === 7 ? 'Properties.setProperty' : 'Range.getValues',
    );
    expect(killPoints(long)).toEqual([
      1, 5, 7, 8, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115,
      120, 125, 130,
    ]);
  });
});

for (const book of [CP_BOOK, CT_BOOK, WM_BOOK] as const satisfies readonly Book[])
  describe(`each ${book.ruleset} stage of the first turn killed at any service call of its Resolve and Undo`, () => {
    const c = bookBundleCampaign(book.ruleset);
    for (const step of book.steps)
      it(`${step.stage} ${step.round}: the ledger is exactly before or after the stage, and Undo brings it back`, () => {
        expect(c.state().clock).toEqual({ turn: 1, stage: step.stage, round: step.round });
        c.setOverrides(step.overrides);
        for (const [player, text] of Object.entries(step.lines)) c.send(player, text);
        // Every line sent was accepted by the form, as written or corrected (so the stage has work to do).
        const sent = c
          .rows('Orders')
          .filter(
            (r) =>
              r.Turn === 1 && r.Stage === step.stage && Object.keys(step.lines).includes(String(r.Player)),
          );
        const count = Object.values(step.lines).reduce((n, text) => n + text.split('\n').length, 0);
        expect(
          sent
            .map((r) => [r.Player, r.Line, r.Status, r.Text, r.Message])
            .filter((r) => r[2] !== 'ok' && r[2] !== 'corrected'),
        ).toEqual([]);
        expect(sent.length).toBe(count);
        expect(killEveryCall(c)).toEqual({ resolve: 'ok', undo: 'ok', changed: true });
        c.resolve(c.preview());
      });
  });

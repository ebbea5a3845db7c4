import { FAKE_STAGE_RULESET } from '../support/fake-stage-ruleset';
import { stageCampaign, StageCampaign } from './stages-helpers';

// An execution killed (the 6-minute limit: no catch or finally runs) at ANY service call of a stage's Resolve
// or Undo: the next operation leaves the ledger exactly before or exactly after the stage. The hidden _undo tab
// (the undo store) and the players' tabs (reports, delivered after the stage is written) are left out.

const ORDERS_STAGE = { turn: 1, stage: 'orders', round: 1 };

// A kill while reports are delivered is logged as a note (the stage stays resolved): quiet here.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

function campaign(): StageCampaign {
  const c = stageCampaign(FAKE_STAGE_RULESET, 'Stage kill test');
  c.demo();
  c.addOrders(1, 'orders', 'Ann', ['raid Brook', 'tax =1+1']);
  c.addOrders(1, 'orders', 'Bob', ['raid Amber']);
  return c;
}

const resolve = (c: StageCampaign) => () => c.resolve(ORDERS_STAGE);
const undo = (c: StageCampaign) => () => c.undo();

/** Calls of one normal run of `work`. */
function callsOf(c: StageCampaign, work: () => unknown): number {
  c.emulation.world.calls.reset();
  work();
  return c.emulation.world.calls.total;
}

function killedAt(c: StageCampaign, n: number, work: () => unknown): void {
  const calls = c.emulation.world.calls;
  const start = calls.total;
  calls.killAt(n);
  try {
    work();
  } catch {
    // What a dead execution throws does not matter: nothing of it can run after the kill.
  }
  calls.killAt(null);
  expect([n, calls.total - start]).toEqual([n, n]); // the nth call struck, and none after it ran
  expect(calls.isKilled).toBe(false);
}

function where(c: StageCampaign, known: Record<string, string>): string {
  const now = c.book();
  return Object.entries(known).find(([, book]) => book === now)?.[0] ?? 'neither before nor after';
}

describe('a stage’s Resolve killed at any service call', () => {
  const c = campaign();
  const before = c.book();
  // The first Resolve makes the players' tabs for their reports; later ones (after Undo) find them: measure those.
  resolve(c)();
  c.undo();
  const resolveCalls = callsOf(c, resolve(c));
  const after = c.book();
  c.undo();
  const known = { before, after };

  it('costs a constant handful of calls and the ledger comes back exactly', () => {
    expect(c.book()).toBe(before);
    expect(resolveCalls).toBeGreaterThan(20);
  });

  it('reads each of the 7 tabs once, then writes each changed tab once between the two marker writes', () => {
    const calls = c.emulation.world.calls;
    calls.trace = [];
    resolve(c)();
    const trace = calls.trace;
    calls.trace = null;
    c.undo();
    const [announce, done] = trace.flatMap((m, i) => (m === 'Properties.setProperty' ? [i] : []));
    const count = (from: number, to: number, method: string) =>
      trace.slice(from, to).filter((m) => m === method).length;
    // Campaign, Players, Towns, Raids: one getSheetByName and one getSheetValues each; the present of Orders,
    // Journal and Log (their rows of the turn, not their history): a getLastRow each, then one batchGet.
    expect(count(0, announce, 'Sheet.getSheetValues')).toBe(4);
    expect(count(0, announce, 'Sheet.getLastRow')).toBe(3);
    expect(count(0, announce, 'Sheets.Spreadsheets.Values.batchGet')).toBe(1);
    expect(count(0, announce, 'Spreadsheet.getSheetByName')).toBe(8); // and the _undo tab, not read
    // The snapshot, then Towns, Raids, Log, Journal and Campaign: one setValues each, no read among them.
    expect(count(announce, done, 'Range.setValues')).toBe(6);
    expect(trace.slice(announce, done).filter((m) => !/setValues|getRange|setProperty/.test(m))).toEqual([]);
  });

  it('the sidebar state, Preview and Undo read each tab once too', () => {
    const calls = c.emulation.world.calls;
    const reads = (work: () => unknown): number => {
      calls.trace = [];
      work();
      const n = calls.trace.filter(
        (m) => m === 'Sheet.getSheetValues' || m === 'Sheets.Spreadsheets.Values.batchGet',
      ).length;
      calls.trace = null;
      return n;
    };
    // Four tabs whole, and the present of Orders, Journal and Log in one batchGet.
    expect(reads(() => c.state())).toBe(5);
    expect(reads(() => c.preview())).toBe(5);
    resolve(c)();
    expect(reads(undo(c))).toBe(6); // the tabs, and the snapshot on the _undo tab
  });

  for (const next of ['undo', 'resolve'] as const)
    it(`then the sidebar, then ${next}: the ledger is exactly before or exactly after, at every call`, () => {
      const outcomes = new Set<string>();
      for (let n = 1; n <= resolveCalls; n++) {
        expect([n, where(c, known)]).toEqual([n, 'before']);
        killedAt(c, n, resolve(c));
        const state = c.state();
        const damaged = where(c, known) === 'neither before nor after';
        if (damaged)
          expect([n, state.inProgress]).toEqual([n, expect.stringContaining('Run Undo last stage')]);
        if (next === 'undo') {
          if (damaged || state.inProgress !== '') c.undo();
        } else if (state.inProgress !== '') {
          const halfWritten = c.book();
          expect(resolve(c)).toThrow(/Run Undo last stage/);
          expect(() => c.preview()).toThrow(/Run Undo last stage/);
          expect([n, c.book() === halfWritten]).toEqual([n, true]); // the refusals wrote nothing
          c.undo();
        } else if (where(c, known) === 'before') resolve(c)();
        const outcome = where(c, known);
        outcomes.add(outcome);
        expect([n, outcome]).not.toEqual([n, 'neither before nor after']);
        if (outcome === 'after') c.undo();
        expect(c.state().inProgress).toBe('');
      }
      expect([...outcomes].sort()).toEqual(['after', 'before']);
    });
});

describe('a stage’s Undo killed at any service call', () => {
  const c = campaign();
  const before = c.book();
  resolve(c)();
  const after = c.book();
  const undoCalls = callsOf(c, undo(c));
  const known = { before, after };

  it('costs a constant handful of calls', () => {
    expect(undoCalls).toBeGreaterThan(10);
  });

  for (const next of ['undo', 'resolve'] as const)
    it(`then the sidebar, then ${next}: the ledger is exactly before or exactly after, at every call`, () => {
      for (let n = 1; n <= undoCalls; n++) {
        resolve(c)();
        expect([n, where(c, known)]).toEqual([n, 'after']);
        killedAt(c, n, undo(c));
        const state = c.state();
        if (where(c, known) === 'neither before nor after')
          expect([n, state.inProgress]).toEqual([n, expect.stringContaining('Run Undo last stage again')]);
        if (next === 'resolve' && state.inProgress !== '') {
          expect(resolve(c)).toThrow(/Run Undo last stage/);
          c.undo();
        } else if (state.inProgress !== '' || where(c, known) !== 'before') c.undo();
        // A kill after the last write: the Undo is complete and there is nothing left to undo.
        else expect(undo(c)).toThrow('There is no resolved stage to undo.');
        expect([n, where(c, known)]).toEqual([n, 'before']);
        expect(c.state().inProgress).toBe('');
      }
    });
});

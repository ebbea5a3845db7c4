import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';
import type { ResolvedTurn, SidebarState, UndoneTurn } from '../../src/gas/sidebar-api';

// Issue 11: an execution killed (the 6-minute limit: no catch or finally runs) at ANY service call of Resolve
// or Undo; the next normal operation leaves the workbook exactly before or exactly after the turn, with no
// order lost or duplicated. The hidden _undo tab is the undo store itself and is left out of the comparison.

const ORDERS: Record<string, string> = {
  'firstborn@example.com':
    'Firstborn Expeditionary Force - Move 3\nAurelia - Grow\nRoyal Sappers - Build Road',
  'dwarves@example.com': 'Hammerguard of Karak Varn - Hold\nKarak Varn - Build Marketplace',
};

function campaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Kill test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  // Every Resolve emails the turn reports: hundreds of runs must not use up a day's mail quota midway.
  emulation.services.MailApp.setDailyQuota(1_000_000);
  const { FormApp } = emulation.services;
  for (const [email, text] of Object.entries(ORDERS))
    FormApp.submit(FormApp.forms[0].id, email, { Orders: text });
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter((s) => s.name !== '_undo'),
    );
  const state = (): SidebarState => script.call('getSidebarState') as SidebarState;
  const resolve = (): ResolvedTurn => script.call('resolveTurn', [1, {}]) as ResolvedTurn;
  const undo = (): UndoneTurn => script.call('undoLastTurn') as UndoneTurn;
  return { emulation, script, book, state, resolve, undo };
}

type Campaign = ReturnType<typeof campaign>;

/** Calls of one normal run of `work`. */
function callsOf(c: Campaign, work: () => unknown): number {
  c.emulation.world.calls.reset();
  work();
  return c.emulation.world.calls.total;
}

function killedAt(c: Campaign, n: number, work: () => unknown): void {
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

/** Which of `known` the workbook is now, or a description of the damage. */
function where(c: Campaign, known: Record<string, string>): string {
  const now = c.book();
  return Object.entries(known).find(([, book]) => book === now)?.[0] ?? 'neither before nor after';
}

describe('Resolve killed at any service call', () => {
  const c = campaign();
  const before = c.book();
  // The first Resolve emails the turn reports; every later one (after Undo) finds them sent: measure those.
  c.resolve();
  c.undo();
  const resolveCalls = callsOf(c, c.resolve);
  const resolveMethods = c.emulation.world.calls.byMethod();
  const after = c.book();
  c.undo();
  const known = { before, after };

  it('costs a constant handful of calls and the workbook comes back exactly', () => {
    expect(c.book()).toBe(before);
    expect(resolveCalls).toBeGreaterThan(10);
    // Issue 9: the tabs are read and written through the advanced Sheets service, so the kills below strike
    // its batch calls too (the values, the formulas, the players' tabs' grids; the snapshot, then RAW and typed
    // values).
    expect([
      resolveMethods['Sheets.Spreadsheets.Values.batchGet'],
      resolveMethods['Sheets.Spreadsheets.Values.batchUpdate'],
    ]).toEqual([3, 3]);
  });

  // The sidebar state (read first each time) only reads; it must say when Undo is needed.
  for (const next of ['undo', 'resolve'] as const)
    it(`then the sidebar, then ${next}: the workbook is exactly before or exactly after, at every call`, () => {
      const outcomes: string[] = [];
      for (let n = 1; n <= resolveCalls; n++) {
        expect([n, where(c, known)]).toEqual([n, 'before']);
        killedAt(c, n, c.resolve);
        const state = c.state();
        const damaged = where(c, known) === 'neither before nor after';
        // The sidebar says an interrupted Resolve needs Undo whenever the ledger was touched.
        if (damaged) expect([n, state.inProgress]).toEqual([n, expect.stringContaining('Undo last turn')]);
        if (next === 'undo') {
          if (damaged || state.inProgress !== '') c.undo();
        } else if (next === 'resolve') {
          if (state.inProgress !== '') {
            const halfWritten = c.book();
            expect(c.resolve).toThrow(/Undo last turn/);
            // Preview of a half-written ledger would show a turn that is neither: refused too.
            expect(() => c.script.call('previewTurn', [{}])).toThrow(/Undo last turn/);
            expect([n, c.book() === halfWritten]).toEqual([n, true]); // the refusals wrote nothing
            expect(c.state().inProgress).not.toBe('');
            c.undo();
          } else if (where(c, known) === 'before') c.resolve();
        }
        const outcome = where(c, known);
        outcomes.push(outcome);
        expect([n, outcome]).not.toEqual([n, 'neither before nor after']);
        if (outcome === 'after') c.undo();
        expect(c.state().inProgress).toBe('');
      }
      expect(outcomes.length).toBe(resolveCalls);
    });
});

describe('Undo killed at any service call', () => {
  const c = campaign();
  const before = c.book();
  c.resolve();
  const after = c.book();
  const undoCalls = callsOf(c, c.undo);
  const undoMethods = c.emulation.world.calls.byMethod();
  const known = { before, after };

  it('reads and writes through the advanced Sheets service, so the kills strike its batch calls', () => {
    expect([
      undoMethods['Sheets.Spreadsheets.Values.batchGet'],
      undoMethods['Sheets.Spreadsheets.Values.batchUpdate'],
    ]).toEqual([2, 2]);
  });

  for (const next of ['undo', 'resolve'] as const)
    it(`then the sidebar, then ${next}: the workbook is exactly before or exactly after, at every call`, () => {
      for (let n = 1; n <= undoCalls; n++) {
        c.resolve();
        expect([n, where(c, known)]).toEqual([n, 'after']);
        killedAt(c, n, c.undo);
        const state = c.state();
        if (where(c, known) === 'neither before nor after')
          expect([n, state.inProgress]).toEqual([n, expect.stringContaining('Undo last turn')]);
        if (next === 'resolve' && state.inProgress !== '') {
          expect(c.resolve).toThrow(/Undo last turn/);
          c.undo();
        } else if (state.inProgress !== '' || where(c, known) !== 'before') c.undo();
        // A kill after the last write: the Undo is complete and there is nothing left to undo.
        else expect(c.undo).toThrow('There is no resolved turn to undo.');
        expect([n, where(c, known)]).toEqual([n, 'before']);
        expect(c.state().inProgress).toBe('');
      }
    });
});

import { Meter } from '../../src/local/bench-meter';
import * as operations from '../../src/gas/stages/operations';
import { recordPastedStageOrders } from '../../src/gas/stages/intake';
import { stagePlayerView } from '../../src/gas/stages/views';
import type { Services } from '../../src/gas/services';
import { FAKE_STAGE_RULESET } from '../support/fake-stage-ruleset';
import { stageCampaign, StageCampaign } from './stages-helpers';

// The brief (design.md, lessons from measuring): "an operation reads no history it does not need"; measure
// after many turns, not only after one. A staged book's Orders, Journal and Log tabs grow every turn; Preview,
// Resolve, Undo, the sidebar state, a submission and a player's view read only their present (the clock's
// turn), so what they read is the same whatever the history above it. The history here is written straight
// into the tabs (uncounted): per past turn, 8 Orders lines, 6 Journal rows and 30 Log rows.

const RULESET = FAKE_STAGE_RULESET;

/** A Gold rush book at turn `turn`, with every earlier turn's rows on Orders, Journal and Log. */
function bookAtTurn(turn: number): StageCampaign {
  const c = stageCampaign(RULESET, `History ${turn}`);
  c.demo();
  c.uncounted(() => {
    const append = (name: string, rows: (t: number, i: number) => Record<string, unknown>, n: number) => {
      const sheet = c.spreadsheet.getSheetByName(name);
      if (!sheet) throw new Error(`no ${name} tab`);
      const header = sheet.getSheetValues(1, 1, 1, -1)[0].map(String);
      const grid: unknown[][] = [];
      for (let t = 1; t < turn; t++)
        for (let i = 0; i < n; i++) {
          const record = rows(t, i);
          grid.push(header.map((h) => record[h] ?? ''));
        }
      // Room below, as a real tab has: a write that must grow the tab costs calls of its own.
      const need = sheet.getLastRow() + grid.length + 500 - sheet.getMaxRows();
      if (need > 0) sheet.insertRowsAfter(sheet.getMaxRows(), need);
      if (grid.length > 0)
        sheet.getRange(sheet.getLastRow() + 1, 1, grid.length, header.length).setValues(grid);
    };
    append(
      'Orders',
      (t, i) => ({
        Turn: t,
        Stage: 'orders',
        Player: i % 2 ? 'Bob' : 'Ann',
        Line: i + 1,
        Text: 'tax',
        Status: 'ok',
      }),
      8,
    );
    append(
      'Journal',
      (t, i) => ({ Turn: t, Stage: 'orders', Player: 'Ann', Resource: 'Gold', Amount: i, For: 'tax' }),
      6,
    );
    append(
      'Log',
      (t, i) => ({
        Turn: t,
        Phase: 'Orders',
        Subject: 'Ann',
        Key: `k${i}`,
        Override: '',
        Effect: `line ${i}`,
      }),
      30,
    );
    const campaign = c.spreadsheet.getSheetByName('Campaign');
    const values = campaign?.getDataRange().getValues() ?? [];
    const at = values.findIndex((r) => r[0] === 'Turn');
    campaign?.getRange(at + 1, 2).setValue(turn);
  });
  c.addOrders(turn, 'orders', 'Ann', ['raid Brook', 'tax']);
  c.addOrders(turn, 'orders', 'Bob', ['raid Amber']);
  return c;
}

interface Cost {
  readonly cells: number;
  readonly calls: number;
}

/** Cells read and service calls of each staged operation, in the order a moderator uses them. */
function costs(turn: number): Record<string, Cost> {
  const c = bookAtTurn(turn);
  const meter = new Meter();
  const metered = Object.fromEntries(
    Object.entries(c.emulation.globals()).map(([name, service]) => [name, meter.wrap(service)]),
  ) as unknown as Services;
  const out: Record<string, Cost> = {};
  const measure = (label: string, work: () => unknown): void => {
    Object.assign(globalThis, metered);
    meter.reset();
    c.emulation.world.calls.reset();
    c.emulation.world.runExecution(work);
    out[label] = { cells: meter.operation.cellsRead, calls: c.emulation.world.calls.total };
  };
  const clock = { turn, stage: 'orders', round: 1 };
  measure('sidebar state', () => operations.stageSidebarState(RULESET));
  measure('player view', () => stagePlayerView(RULESET, 'Ann'));
  measure('pasted orders', () => recordPastedStageOrders(RULESET, 'Bob', 'raid Amber'));
  measure('Preview', () => operations.previewStage(RULESET, {}));
  // The first Resolve makes the players' tabs for their reports; later ones (after Undo) find them: measure those.
  c.resolve(clock);
  c.undo();
  measure('Resolve', () => operations.resolveStage(RULESET, clock, {}));
  measure('Undo', () => operations.undoStage(RULESET));
  return out;
}

describe('a staged book’s operations read the present, not the history', () => {
  const one = costs(2); // after one turn
  const many = costs(21); // after twenty
  const more = costs(41); // after forty

  it('read the same cells and make the same calls after forty turns as after twenty', () => {
    expect(more).toEqual(many);
  });

  it('read at most a chunk of rows more after many turns than after one (never the history)', () => {
    // Orders and Log (9 columns each) are read from the bottom 64 rows at first; the Journal (6) its last row.
    const margin = 64 * (9 + 9) + 6;
    for (const op of Object.keys(one)) {
      expect([op, many[op].cells <= one[op].cells + margin]).toEqual([op, true]);
      expect([op, many[op].calls]).toEqual([op, one[op].calls]);
    }
  });
});

describe('a player’s view at turn 21', () => {
  it('is his towns, as the Towns tab holds them (the Gold rush demo: Ann holds Amber, 5 gold, and Ashford, 2)', () => {
    const c = bookAtTurn(21);
    Object.assign(globalThis, c.emulation.globals());
    expect(c.emulation.world.runExecution(() => stagePlayerView(RULESET, 'ann'))).toEqual([
      'Amber: 5 gold',
      'Ashford: 2 gold',
    ]);
  });
});

describe('without the advanced Sheets service (not enabled), the present is read through SpreadsheetApp', () => {
  /** The operations at turn 21, their answers and the ledger after each write (Date.now fixed for Submitted). */
  const played = (withSheets: boolean) => {
    const c = bookAtTurn(21);
    const run = <T>(work: () => T): T => {
      Object.assign(globalThis, c.emulation.globals());
      if (!withSheets) Object.assign(globalThis, { Sheets: undefined });
      return c.emulation.world.runExecution(work);
    };
    const clock = { turn: 21, stage: 'orders', round: 1 };
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 1, 1));
    c.emulation.world.calls.reset();
    try {
      const state = run(() => operations.stageSidebarState(RULESET));
      const view = run(() => stagePlayerView(RULESET, 'Ann'));
      const pasted = run(() => recordPastedStageOrders(RULESET, 'Bob', 'raid Amber'));
      const afterPasted = c.book();
      const preview = run(() => operations.previewStage(RULESET, {}));
      const resolved = run(() => operations.resolveStage(RULESET, clock, {}, preview.fingerprint));
      const afterResolve = c.book();
      const undone = run(() => operations.undoStage(RULESET));
      const answers = {
        state,
        view,
        pasted,
        afterPasted,
        preview,
        resolved,
        afterResolve,
        undone,
        afterUndo: c.book(),
      };
      return {
        answers,
        batchGets: c.emulation.world.calls.byMethod()['Sheets.Spreadsheets.Values.batchGet'] ?? 0,
      };
    } finally {
      now.mockRestore();
    }
  };

  it('gives the same answers and writes the same ledger as with it', () => {
    const without = played(false);
    const withIt = played(true);
    expect([without.batchGets, withIt.batchGets > 0]).toEqual([0, true]);
    expect(without.answers.resolved.view.nextText).toBe('turn 21, upkeep');
    expect(without.answers.afterUndo).not.toBe(without.answers.afterResolve);
    expect(without.answers).toEqual(withIt.answers);
  });
});

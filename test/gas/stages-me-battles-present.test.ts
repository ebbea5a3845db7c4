import { Meter } from '../../src/local/bench-meter';
import * as operations from '../../src/gas/stages/operations';
import { recordPastedStageOrders } from '../../src/gas/stages/intake';
import { stagePlayerView } from '../../src/gas/stages/views';
import type { Services } from '../../src/gas/services';
import { ME_STAGE_RULESET as ME } from '../../src/ledger/me/ruleset';
import { stageCampaign, StageCampaign } from './stages-helpers';

// Mighty Empires' Battles tab gains every turn's potential battles; a stage needs only the turn's (design.md,
// lessons from measuring: "operations touch the present, not the past"). Preview, Resolve, Undo, the sidebar, a
// player's view and a submission read and write only the rows of the clock's turn, at the tab's bottom, as they
// do of the Orders, Journal and Log tabs (stages-present-cost.test.ts): what they read is the same whatever the
// history above, and the history's rows are never rewritten. The history is written straight into the tabs
// (uncounted): per past turn, 5 Battles rows.

/** The demo's first turn's orders without its mercenary bids (the offers are the demo's turn 1's). */
const ORDERS: Record<string, string> = {
  Ostmark: 'Ostmark Host - Invade 0402\nBorder Watch - Patrol 0202\n0202 - Civilization',
  'Karak Dron': 'Hammer of Dron - Invade 0402\nDeep Rangers - Invade 0603\n0602 - Civilization',
  'Tor Athel': 'Athel Guard - Invade 0304\nSea Wardens - Patrol 0205\n0205 - Civilization',
  'Red Maw': 'Red Maw Waaagh - Invade 0504\nWolf Raiders - Invade 0604\n0605 - Civilization',
};

const BATTLES_PER_TURN = 5;
const TURN = 41;

/** A past turn's Battles row as the stages write them (stage-battles.ts battleCells). */
function pastBattle(turn: number, i: number): Record<string, unknown> {
  return {
    Battle: `T${turn}-${String(i + 1).padStart(2, '0')}`,
    Turn: turn,
    Hex: `0${(i % 6) + 1}0${(turn % 6) + 1}`,
    Kind: 'invasion',
    Sides: 'attacker: Ostmark — Ostmark Host (750)\ndefender: Karak Dron — Hammer of Dron (1000)',
    Mode: 'abstract',
    Status: 'applied',
    Winner: i % 2 ? 'Ostmark' : 'Karak Dron',
    'Set-up': 'Scouting: Ostmark 4, Karak Dron 2\nBoard 6 x 4, open ground',
  };
}

/**
 * The Five Marches at turn `turn`, the battles of the `past` turns before it on the Battles tab, the orders sent.
 * The same turn whatever the history: the dice are seeded by the turn (stageSeed), so what a stage logs is too.
 */
function bookAtTurn(turn: number, past: number, options: { gap?: boolean } = {}): StageCampaign {
  const c = stageCampaign(ME, `Battles history ${turn}`);
  c.setUp();
  c.demo();
  c.uncounted(() => {
    const sheet = c.spreadsheet.getSheetByName('Battles');
    if (!sheet) throw new Error('no Battles tab');
    const header = sheet.getSheetValues(1, 1, 1, -1)[0].map(String);
    const grid: unknown[][] = [];
    for (let t = turn - past; t < turn; t++)
      for (let i = 0; i < BATTLES_PER_TURN; i++) {
        const record = pastBattle(t, i);
        // A row the moderator cleared by hand, in the history (the stages must not close the gap).
        grid.push(
          header.map((h) => (options.gap && t === turn - past + 1 && i === 1 ? '' : (record[h] ?? ''))),
        );
      }
    const need = sheet.getLastRow() + grid.length + 500 - sheet.getMaxRows();
    if (need > 0) sheet.insertRowsAfter(sheet.getMaxRows(), need);
    if (grid.length > 0) sheet.getRange(2, 1, grid.length, header.length).setValues(grid);
    const campaign = c.spreadsheet.getSheetByName('Campaign');
    const values = campaign?.getDataRange().getValues() ?? [];
    const at = values.findIndex((r) => r[0] === 'Turn');
    campaign?.getRange(at + 1, 2).setValue(turn);
  });
  for (const [player, text] of Object.entries(ORDERS)) expect(c.submit(player, text)).toEqual([]);
  return c;
}

interface Cost {
  readonly cells: number;
  readonly calls: number;
}

/** Cells read and service calls of each staged operation at the orders stage, then at fight or flight. */
function costs(past: number): Record<string, Cost> {
  const turn = TURN;
  const c = bookAtTurn(turn, past);
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
  for (const stage of ['orders', 'fight-or-flight']) {
    const clock = { turn, stage, round: 1 };
    expect(c.state().clock).toEqual(clock);
    measure(`${stage}: sidebar state`, () => operations.stageSidebarState(ME));
    measure(`${stage}: player view`, () => stagePlayerView(ME, 'Ostmark'));
    measure(`${stage}: Preview`, () => operations.previewStage(ME, {}));
    // The first Resolve makes the players' tabs for their reports; later ones (after Undo) find them.
    c.resolve(clock);
    c.undo();
    measure(`${stage}: Resolve`, () => operations.resolveStage(ME, clock, {}));
    measure(`${stage}: Undo`, () => operations.undoStage(ME));
    c.resolve(clock);
  }
  measure('battles: submission', () =>
    recordPastedStageOrders(ME, 'Ostmark', `T${turn}-01 - Winner Ostmark\nT${turn}-01 - Report submitted`),
  );
  return out;
}

describe('Mighty Empires’ stages read the Battles rows of the present turn, not the history', () => {
  const many = costs(20); // after twenty turns of battles (100 rows: more than a first chunk, present.ts)
  const more = costs(40); // after forty

  it('read the same cells and make the same calls after forty turns as after twenty', () => {
    expect(more).toEqual(many);
  });
});

describe('the Battles rows of earlier turns after a stage', () => {
  // 11 past turns fit in the first chunk read (64 rows, present.ts), so are read; 20 are not.
  it.each([11, 20])('after %i turns: as they were, a row cleared by hand in them too', (past) => {
    const c = bookAtTurn(12, past, { gap: true });
    const rows = past * BATTLES_PER_TURN;
    const history = (): unknown[][] =>
      c.uncounted(() => c.spreadsheet.getSheetByName('Battles')?.getSheetValues(1, 1, rows + 1, 9) ?? []);
    const before = history();
    expect(before[7]).toEqual(['', '', '', '', '', '', '', '', '']); // the second past turn's second battle, cleared
    for (const stage of ['orders', 'fight-or-flight']) {
      c.resolve({ turn: 12, stage, round: 1 });
      expect([stage, history()]).toEqual([stage, before]);
    }
    const turn = c.rows('Battles').filter((r) => r.Turn === 12);
    // The orders' battles (two armies invading 0402 meet there, ME-R22), written below the history.
    expect(turn.length).toBeGreaterThan(0);
    const values = c.values('Battles');
    expect(values.slice(rows + 1).filter((r) => r[1] === 12).length).toBe(turn.length);
    c.undo();
    expect(history()).toEqual(before);
  });
});

describe('a Battles tab whose rows of the turn are not together at its bottom', () => {
  it('is refused by Preview and Resolve, saying what to do; nothing is written', () => {
    const c = bookAtTurn(21, 20);
    c.resolve({ turn: 21, stage: 'orders', round: 1 });
    // The moderator sorts the tab newest first: the turn's rows go to the top, above 100 rows of earlier turns.
    c.uncounted(() => {
      const sheet = c.spreadsheet.getSheetByName('Battles');
      const [, ...body] = sheet?.getDataRange().getValues() ?? [];
      const sorted = [...body].sort((a, b) => Number(b[1]) - Number(a[1]));
      sheet?.getRange(2, 1, sorted.length, 9).setValues(sorted);
    });
    const ids = c
      .rows('Battles')
      .filter((r) => r.Turn === 21)
      .map((r) => String(r.Battle));
    expect(ids).toEqual(['T21-01', 'T21-02']);
    const book = c.book();
    const refusal =
      "T21-01, T21-02 of turn 21 are not among the turn's rows at the bottom of the tab, where the stages read and write them. Sort the tab by Turn, oldest first (or, for a row deleted, add one with its Battle and Turn at the bottom), then resolve again";
    expect(() => c.preview()).toThrow(refusal);
    expect(() => c.resolve({ turn: 21, stage: 'fight-or-flight', round: 1 })).toThrow(refusal);
    expect(c.book()).toBe(book);
  });
});

describe('a Battles tab with a column of the moderator’s own', () => {
  it('is read whole, and its formulas in earlier turns’ rows are kept', () => {
    const c = bookAtTurn(21, 20);
    const rows = 20 * BATTLES_PER_TURN;
    c.uncounted(() => {
      const sheet = c.spreadsheet.getSheetByName('Battles');
      sheet?.getRange(1, 10).setValue('Notes');
      sheet?.getRange(3, 10).setFormula('=B3*2');
      sheet?.getRange(4, 10).setValue('seen');
    });
    const history = () =>
      c.uncounted(() => {
        const range = c.spreadsheet.getSheetByName('Battles')?.getRange(1, 1, rows + 1, 10);
        return { values: range?.getValues(), formulas: range?.getFormulas() };
      });
    const before = history();
    expect(before.values?.[2]?.[9]).toBe(2); // row 3: turn 1's, doubled
    for (const stage of ['orders', 'fight-or-flight']) {
      c.resolve({ turn: 21, stage, round: 1 });
      expect([stage, history()]).toEqual([stage, before]);
    }
    c.undo();
    expect(history()).toEqual(before);
  });
});

describe('without the advanced Sheets service, the Battles present is read through SpreadsheetApp', () => {
  it('and the stages write the same ledger as with it', () => {
    const played = (withSheets: boolean) => {
      const c = bookAtTurn(21, 20);
      c.emulation.world.calls.reset();
      for (const stage of ['orders', 'fight-or-flight'])
        c.run(() => {
          if (!withSheets) Object.assign(globalThis, { Sheets: undefined });
          return operations.resolveStage(ME, { turn: 21, stage, round: 1 }, {});
        });
      const batchGets = c.emulation.world.calls.byMethod()['Sheets.Spreadsheets.Values.batchGet'] ?? 0;
      return { book: c.book(), batchGets };
    };
    const without = played(false);
    const withIt = played(true);
    expect([without.batchGets, withIt.batchGets > 0]).toEqual([0, true]);
    expect(without.book).toContain('T21-01');
    expect(without.book).toBe(withIt.book);
  });
});

import { Emulation } from '../../src/local/emulation';
import { deliverStageReports, withdrawStageReports } from '../../src/gas/stages/views';
import type { SpreadsheetService } from '../../src/gas/services';
import { ME_STAGE_RULESET } from '../../src/ledger/me/ruleset';

// A staged ruleset's stage reports land on each player's own tab as CS42's tabs mode does (issue 13): a new
// column B, the older ones moving right, column A (the orders receipt) untouched, always plain text; a
// failure is a note, never an exception (the stage is already written). Each report is also mailed, plain text,
// as CS42 mails turn reports (the spreadsheet is never shared with players), once per stage and player.

const CLOCK = { turn: 2, stage: 'interim', round: 1 };

function ledger() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Stage views test');
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  Object.assign(globalThis, emulation.globals());
  uncounted(() => {
    spreadsheet
      .insertSheet('Players')
      .getRange(1, 1, 3, 3)
      .setValues([
        ['Player', 'Email', 'Colour'],
        ['Iron Host', 'iron@example.com', ''],
        ['Sea Lords', '', ''],
      ]);
    const tab = spreadsheet.insertSheet('Player · Iron Host');
    tab.getRange(1, 1, 2, 2).setValues([
      ['Iron Host: receipt of turn 2', 'old report'],
      ['line 1 ok', 'old line'],
    ]);
  });
  /** Column `c` (0-based) of the player's tab, blank rows at the end left out. */
  const column = (player: string, c: number): unknown[] =>
    uncounted(() => {
      const values = spreadsheet.getSheetByName(`Player · ${player}`)?.getDataRange().getValues() ?? [];
      const out = values.map((r) => r[c] ?? '');
      while (out.length > 0 && out[out.length - 1] === '') out.pop();
      return out;
    });
  const outbox = () => emulation.services.MailApp.outbox;
  return { emulation, spreadsheet, column, uncounted, outbox };
}

describe('deliverStageReports', () => {
  it('puts the report in a new column B, keeps the receipt in A and moves the older report to C', () => {
    const l = ledger();
    const notes = deliverStageReports(
      l.spreadsheet,
      new Map([['Iron Host', ['You invade 0506.', 'Power 3 → 5']]]),
      CLOCK,
      'Demo empires',
    );
    expect(notes).toEqual([]);
    expect(l.outbox().map((m) => [m.to, m.subject, m.body, m.htmlBody])).toEqual([
      [
        'iron@example.com',
        'Demo empires: report of turn 2, stage interim for Iron Host',
        'Demo empires: report of turn 2, stage interim\n\nYou invade 0506.\nPower 3 → 5',
        undefined,
      ],
    ]);
    expect(l.column('Iron Host', 0)).toEqual(['Iron Host: receipt of turn 2', 'line 1 ok']);
    expect(l.column('Iron Host', 1)).toEqual([
      'Demo empires: report of turn 2, stage interim',
      '',
      'You invade 0506.',
      'Power 3 → 5',
    ]);
    expect(l.column('Iron Host', 2)).toEqual(['old report', 'old line']);
  });

  it('titles the report with the stage’s words when the ruleset names it, and Undo finds it by them', () => {
    const l = ledger();
    const orders = { turn: 2, stage: 'orders', round: 1 };
    deliverStageReports(
      l.spreadsheet,
      new Map([['Iron Host', ['You hold.']]]),
      orders,
      'Demo',
      undefined,
      ME_STAGE_RULESET,
    );
    // ME's orders stage resolves the interim results (2.0A): its words, not its id.
    expect(l.column('Iron Host', 1)[0]).toBe('Demo: report of turn 2, interim results');
    expect(l.outbox().map((m) => m.subject)).toEqual([
      'Demo: report of turn 2, interim results for Iron Host',
    ]);
    expect(withdrawStageReports(l.spreadsheet, ['Iron Host'], orders, 'Demo', ME_STAGE_RULESET)).toEqual([]);
    expect(l.column('Iron Host', 1)).toEqual(['old report', 'old line']);
  });

  it('makes a missing player tab and says so', () => {
    const l = ledger();
    const notes = deliverStageReports(
      l.spreadsheet,
      new Map([['Sea Lords', ['Nothing happened to you.']]]),
      { turn: 4, stage: 'spend', round: 3 },
      'Demo',
    );
    expect(notes).toEqual([
      'Player tab made for Sea Lords (their stage report is on it).',
      'Not emailed to Sea Lords (no email on the Players tab): Demo: report of turn 4, stage spend, round 3; it is on their tab.',
    ]);
    expect(l.column('Sea Lords', 1)).toEqual([
      'Demo: report of turn 4, stage spend, round 3',
      '',
      'Nothing happened to you.',
    ]);
  });

  it('keeps formula-looking and HTML-looking player text as text, and grows the tab for a long report', () => {
    const l = ledger();
    const long = Array.from({ length: 1200 }, (_, i) => `line ${i + 1}`);
    const hostile = ['=IMPORTXML("http://evil.example","//a")', '<script>alert(1)</script>', '+1', '0042'];
    deliverStageReports(l.spreadsheet, new Map([['Iron Host', [...hostile, ...long]]]), CLOCK, '');
    const b = l.column('Iron Host', 1);
    expect(b.slice(0, 6)).toEqual(['report of turn 2, stage interim', '', ...hostile]);
    expect(b).toHaveLength(1206);
    expect(b[1205]).toBe('line 1200');
    const formulas = l.uncounted(
      () => l.spreadsheet.getSheetByName('Player · Iron Host')?.getRange(3, 2, 4, 1).getFormulas() ?? [],
    );
    expect(formulas).toEqual([[''], [''], [''], ['']]);
    const [mail] = l.outbox();
    expect(mail.htmlBody).toBeUndefined();
    expect(mail.body.split('\n').slice(2, 6)).toEqual(hostile);
  });

  it('turns a failure into a note and still delivers the other reports', () => {
    const l = ledger();
    const broken: SpreadsheetService = Object.create(l.spreadsheet) as SpreadsheetService;
    broken.getSheetByName = (name: string) => {
      if (name === 'Player · Iron Host') throw new Error('Service Spreadsheets timed out');
      return l.spreadsheet.getSheetByName(name);
    };
    broken.insertSheet = ((name: string, index: number) =>
      l.spreadsheet.insertSheet(name, index)) as SpreadsheetService['insertSheet'];
    broken.getSheets = () => l.spreadsheet.getSheets();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notes = deliverStageReports(
      broken,
      new Map([
        ['Iron Host', ['a']],
        ['Sea Lords', ['b']],
      ]),
      CLOCK,
      'Demo',
    );
    warn.mockRestore();
    expect(notes).toEqual([
      'Player tab made for Sea Lords (their stage report is on it).',
      'Iron Host’s report of turn 2, stage interim could not be written on their tab (Service Spreadsheets timed out); the stage itself is resolved.',
      'Not emailed to Sea Lords (no email on the Players tab): Demo: report of turn 2, stage interim; it is on their tab.',
    ]);
    expect(l.outbox().map((m) => [m.to, m.body])).toEqual([
      ['iron@example.com', 'Demo: report of turn 2, stage interim\n\na'],
    ]);
    expect(l.column('Sea Lords', 1)).toEqual(['Demo: report of turn 2, stage interim', '', 'b']);
    expect(l.column('Iron Host', 1)).toEqual(['old report', 'old line']);
  });

  it('Undo takes the stage’s report back off, and only it', () => {
    const l = ledger();
    deliverStageReports(l.spreadsheet, new Map([['Iron Host', ['You invade 0506.']]]), CLOCK, 'Demo');
    const other = { turn: 2, stage: 'orders', round: 1 };
    expect(withdrawStageReports(l.spreadsheet, ['Iron Host', 'Sea Lords'], other, 'Demo')).toEqual([]);
    expect(l.column('Iron Host', 1)[0]).toBe('Demo: report of turn 2, stage interim');
    expect(withdrawStageReports(l.spreadsheet, ['Iron Host', 'Sea Lords'], CLOCK, 'Demo')).toEqual([]);
    expect(l.column('Iron Host', 0)).toEqual(['Iron Host: receipt of turn 2', 'line 1 ok']);
    expect(l.column('Iron Host', 1)).toEqual(['old report', 'old line']);
  });

  it('mails a player the same report of a stage once; a changed one (Undo, then Resolve) marked corrected', () => {
    const l = ledger();
    const send = (lines: string[]) =>
      deliverStageReports(l.spreadsheet, new Map([['Iron Host', lines]]), CLOCK, 'Demo');
    send(['You hold.']);
    withdrawStageReports(l.spreadsheet, ['Iron Host'], CLOCK, 'Demo');
    expect(send(['You hold.'])).toEqual([]);
    withdrawStageReports(l.spreadsheet, ['Iron Host'], CLOCK, 'Demo');
    send(['You invade 0506.']);
    expect(l.outbox().map((m) => m.subject)).toEqual([
      'Demo: report of turn 2, stage interim for Iron Host',
      'Demo: report of turn 2, stage interim for Iron Host (corrected)',
    ]);
    deliverStageReports(
      l.spreadsheet,
      new Map([['Iron Host', ['Next stage.']]]),
      { ...CLOCK, stage: 'final' },
      'Demo',
    );
    expect(l.outbox()).toHaveLength(3);
    expect(l.outbox()[2].subject).toBe('Demo: report of turn 2, stage final for Iron Host');
  });

  it('takes the emails from the tabs Resolve read, reading no tab for them', () => {
    const l = ledger();
    const values = new Map([
      [
        'Players',
        [
          ['Player', 'Email'],
          ['Iron Host', 'other@example.com'],
        ],
      ],
    ]);
    const calls = l.emulation.world.calls;
    calls.trace = [];
    deliverStageReports(l.spreadsheet, new Map([['Iron Host', ['a']]]), CLOCK, 'Demo', values);
    expect(calls.trace.filter((m) => m === 'Spreadsheet.getSheetByName')).toHaveLength(1); // the player's tab
    expect(calls.trace.filter((m) => m === 'Sheet.getSheetValues')).toEqual([]);
    expect(l.outbox().map((m) => m.to)).toEqual(['other@example.com']);
  });
});

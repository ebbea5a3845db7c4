import { ME_STAGE_RULESET as ME } from '../../src/ledger/me/ruleset';
import { readStageLedger } from '../../src/gas/stages/ledger';
import { planOutcome } from '../../src/gas/stages/writes';
import { WritePlan } from '../../src/gas/write-plan';
import { stageCampaign } from './stages-helpers';

// A Resolve writes a cell whose text setValues could reread (`6+`, `0.5`, `=x`) as literal input (`'6+`), and
// Sheets stores it without the apostrophe. The state the sidebar shows right after Resolve is built from the
// tabs as they will be after the writes: it must hold what the cells hold (`6+`), not the setValues input.

describe('the sidebar state right after a Resolve', () => {
  const c = stageCampaign(ME, 'Mighty Empires');
  c.setUp();
  c.demo();
  const campaign = (setting: string): unknown => c.rows('Campaign').find((r) => r.Setting === setting)?.Value;

  it('reads the Campaign settings as the cells hold them, with no issue (High Elves turn six: 6+, ME-R14)', () => {
    expect(campaign('High Elves turn six')).toBe('6+');
    expect(c.submit('Ostmark', 'Ostmark Host - Invade 0303\n0202 - Civilization')).toEqual([]);
    const clock = c.state().clock;
    if (!clock) throw new Error('no clock');
    const preview = c.preview();
    const resolved = c.resolve(clock, {}, preview.fingerprint);
    expect(resolved.state.clock).toEqual({ turn: 1, stage: 'fight-or-flight', round: 1 });
    expect(resolved.state.issues).toEqual([]);
    // The tab itself never held the apostrophe; the next state read agrees with the one Resolve returned.
    expect(campaign('High Elves turn six')).toBe('6+');
    expect(c.state().issues).toEqual([]);
  });

  it('plans the tabs as they will read after the writes: own literal text without its apostrophe', () => {
    // A moderator's own column (not in the schema) on the Campaign tab and on Players, holding text setValues
    // would reread as a number unless written back literal ('007), on every row.
    c.uncounted(() => {
      for (const name of ['Campaign', 'Players']) {
        const sheet = c.spreadsheet.getSheetByName(name);
        if (!sheet) throw new Error(`no ${name} tab`);
        const notes = sheet.getLastColumn() + 1;
        const height = sheet.getLastRow();
        sheet
          .getRange(1, notes, height, 1)
          .setValues([['Notes'], ...Array.from({ length: height - 1 }, () => ["'007"])]);
      }
    });
    const ledger = c.run(() => readStageLedger(c.spreadsheet, ME));
    const [header, ...body] = ledger.values.get('Players') ?? [];
    const headers = (header ?? []).map(String);
    // Players rewritten as they are, but for one new Colour: the row changes, its own Notes cell is kept.
    const records = body.map((row, r) => ({
      ...Object.fromEntries(['Player', 'Email', 'Colour'].map((h) => [h, row[headers.indexOf(h)]])),
      ...(r === 0 ? { Colour: '#000001' } : {}),
    }));
    const plan = planOutcome(ledger, {
      clock: { turn: 1, stage: 'fight-or-flight', round: 1 },
      rewrite: new Map([['Players', records]]),
      append: new Map(),
      campaign: new Map([['High Elves turn six', '1-6']]),
      summaries: [],
      reports: new Map(),
      warnings: [],
    });
    // What setValues is given keeps the text literal (so the write does not turn it into the number 7) ...
    const players = plan.writes.find((w) => w.name === 'Players');
    expect(players?.grid[0][headers.indexOf('Notes')]).toBe("'007");
    // ... and what the plan says the tabs will read is the text the cells hold.
    const after = (tab: string, setting: string, column: string): unknown => {
      const [h = [], ...rows] = plan.after.get(tab) ?? [];
      const names = h.map(String);
      return rows.find((r) => r[0] === setting)?.[names.indexOf(column)];
    };
    expect(after('Campaign', 'High Elves turn six', 'Notes')).toBe('007');
    expect(after('Campaign', 'High Elves turn six', 'Value')).toBe('1-6');
    expect(after('Campaign', 'Stage', 'Value')).toBe('fight-or-flight');
    expect(after('Players', String(body[0][0]), 'Notes')).toBe('007');
    expect(after('Players', String(body[0][0]), 'Colour')).toBe('#000001');
    // The plan's after values are what the sheet reads once the writes are applied.
    c.run(() => new WritePlan(plan.writes).apply());
    for (const tab of ['Campaign', 'Players']) expect(c.values(tab)).toEqual(plan.after.get(tab));
  });
});

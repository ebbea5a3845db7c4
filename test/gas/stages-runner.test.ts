import { FAKE_STAGE_RULESET } from '../support/fake-stage-ruleset';
import { stageCampaign } from './stages-helpers';

// The stage runner (src/gas/stages) over the tiny fake ruleset "Gold rush" (test/support): set up, demo,
// Check, Preview, Resolve, Undo. Figures worked by hand from the fake's rules (its file's header).

describe('Set up ledger for a staged ruleset', () => {
  const c = stageCampaign(FAKE_STAGE_RULESET);
  const changes = c.setUp();

  it('creates every tab with its headers and notes, and the hidden _undo tab', () => {
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Created tab Campaign'),
        expect.stringContaining('Created tab Towns'),
        expect.stringContaining('Created tab Raids'),
        'Filled the Campaign settings.',
        expect.stringContaining('_undo'),
      ]),
    );
    const names = c.uncounted(() => c.spreadsheet.getSheets().map((s) => s.getName()));
    expect(names).toEqual(['Campaign', 'Players', 'Orders', 'Journal', 'Log', 'Towns', 'Raids', '_undo']);
    expect(c.values('Towns')[0]).toEqual(['Town', 'Player', 'Gold', 'Walls', 'Towns held']);
    const notes = c.uncounted(() => c.spreadsheet.getSheetByName('Towns')?.getRange(1, 3).getNote());
    expect(notes).toBe('Gold in the town.');
    expect(c.uncounted(() => c.spreadsheet.getSheetByName('_undo')?.isSheetHidden())).toBe(true);
  });

  it('keeps text columns plain text, sets dropdowns (players from the Players tab) and computed formulas', () => {
    const towns = c.spreadsheet.getSheetByName('Towns');
    const [format, townFormat, rule, wallsRule, formula] = c.uncounted(() => [
      towns?.getRange(5, 3).getNumberFormat(),
      towns?.getRange(5, 1).getNumberFormat(),
      towns?.getRange(5, 2).getDataValidation()?.getCriteriaValues()[0],
      towns?.getRange(5, 4).getDataValidation()?.getCriteriaValues()[0],
      towns?.getRange(2, 5).getFormula(),
    ]);
    expect(townFormat).toBe('@');
    expect(format).not.toBe('@');
    expect(c.uncounted(() => (rule as { getA1Notation(): string }).getA1Notation())).toMatch(/^A2:A\d+$/);
    expect(wallsRule).toEqual(['none', 'stone']);
    expect(formula).toBe('=COUNTA(A2:A)');
  });

  it('fills the Campaign rows: the shared ones, Ruleset named, the ruleset settings with their dropdowns', () => {
    const rows = c.rows('Campaign').map((r) => [r.Setting, r.Value]);
    expect(rows).toEqual([
      ['Campaign name', ''],
      ['Ruleset', 'Campaign points'],
      ['Turn', 1],
      ['Stage', ''],
      ['Round', 1],
      ['Seed', ''],
      ['Order deadline', ''],
      ['Walls rule', 'on'],
    ]);
    const rule = c.uncounted(
      () =>
        c.spreadsheet.getSheetByName('Campaign')?.getRange(9, 2).getDataValidation()?.getCriteriaValues()[0],
    );
    expect(rule).toEqual(['on', 'off']);
  });

  it('changes nothing when run again', () => {
    const before = c.book();
    expect(c.setUp()).toEqual([]);
    expect(c.book()).toBe(before);
  });

  it('adds back a deleted column at the right, keeping the moderator’s own column', () => {
    c.uncounted(() => {
      const towns = c.spreadsheet.getSheetByName('Towns');
      towns?.getRange(1, 4).setValue('Notes');
    });
    expect(c.setUp()).toEqual(['Added to Towns: Walls.']);
    expect(c.values('Towns')[0]).toEqual(['Town', 'Player', 'Gold', 'Notes', 'Towns held', 'Walls']);
  });
});

describe('a tab the ruleset keeps hidden', () => {
  it('is made hidden when Set up creates it', () => {
    const work = {
      name: 'Work',
      purpose: 'the stage in progress',
      columns: [{ header: 'Data', note: 'Written by Resolve.', text: true }],
      hidden: true,
    };
    const c = stageCampaign({ ...FAKE_STAGE_RULESET, tabs: [...FAKE_STAGE_RULESET.tabs, work] });
    c.setUp();
    const hidden = c.uncounted(() =>
      c.spreadsheet.getSheets().flatMap((s) => (s.isSheetHidden() ? [s.getName()] : [])),
    );
    expect(hidden).toEqual(['Work', '_undo']);
  });
});

describe('Load demo campaign and Check ledger', () => {
  it('loads the demo into a new ledger, then asks before replacing a campaign', () => {
    const c = stageCampaign(FAKE_STAGE_RULESET);
    const message = c.demo();
    expect(message).toContain('Loaded the demo campaign "Gold rush": 2 Players, 4 Towns.');
    expect(c.rows('Towns').map((r) => [r.Town, r.Player, r.Gold, r.Walls])).toEqual([
      ['Amber', 'Ann', 5, 'none'],
      ['Ashford', 'Ann', 2, 'stone'],
      ['Brook', 'Bob', 4, 'stone'],
      ['Birch', 'Bob', 1, 'none'],
    ]);
    const campaign = Object.fromEntries(c.rows('Campaign').map((r) => [r.Setting, r.Value]));
    expect(campaign).toMatchObject({
      'Campaign name': 'Gold rush',
      Turn: 1,
      Stage: 'orders',
      Seed: 'gold-1',
    });
    expect(c.check()).toBe('The ledger is in order: every cell the rules read is valid.');

    const ui = c.emulation.services.Ui;
    ui.queueAlertAnswers(ui.Button.NO);
    const before = c.book();
    expect(c.demo()).toBe('Nothing changed: the demo was not loaded.');
    expect(ui.alerts.at(-1)?.prompt).toContain('already holds a campaign (rows on Players, Towns)');
    expect(c.book()).toBe(before);
  });

  it('Check ledger names every problem by tab and cell', () => {
    const c = stageCampaign(FAKE_STAGE_RULESET);
    c.demo();
    c.uncounted(() => {
      const towns = c.spreadsheet.getSheetByName('Towns');
      towns?.getRange(3, 3).setValue('lots');
      // The Player dropdown refuses Zed from the keyboard; a paste or old data can still hold it.
      c.emulation.spreadsheetApp.setStrictValidation(false);
      towns?.getRange(5, 2).setValue('Zed');
      c.emulation.spreadsheetApp.setStrictValidation(true);
    });
    expect(c.check()).toBe(
      [
        '2 problems (a stage is not resolved until they are fixed):',
        "Towns!C3: Gold must be a whole number from 0 to 1000, got 'lots'",
        "Towns!B5: Player must be one of Ann, Bob; got 'Zed'",
      ].join('\n'),
    );
  });
});

import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import type { EmulatedSpreadsheet } from '../../src/local/spreadsheet';
import { DIST } from '../bundle/entry-points';

// Issue 14: the entry points dispatch on the Campaign tab's Ruleset cell, through dist/Code.js.

function start(ruleset?: string) {
  const emulation = new Emulation();
  const spreadsheet: EmulatedSpreadsheet = emulation.newActiveSpreadsheet('Dispatch');
  const script = loadBundle(emulation, DIST);
  if (ruleset !== undefined) {
    const campaign = spreadsheet.insertSheet('Campaign');
    campaign.getRange(1, 1, 2, 3).setValues([
      ['Setting', 'Value', 'About'],
      ['Ruleset', ruleset, ''],
    ]);
  }
  const ui = emulation.services.Ui;
  const alerts = (): string[] => ui.alerts.map((a) => a.prompt);
  const tabs = (): string[] => spreadsheet.getSheets().map((s) => s.getName());
  const campaignValue = (setting: string): unknown =>
    spreadsheet
      .getSheetByName('Campaign')
      ?.getDataRange()
      .getValues()
      .find((row) => row[0] === setting)?.[1];
  const toasts = () => spreadsheet.book.model.toasts;
  return { emulation, spreadsheet, script, alerts, tabs, campaignValue, toasts };
}

/** The message of what a global threw. */
function thrown(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    // The script's errors are of its own realm: not `instanceof Error` here.
    return String((error as { message?: unknown }).message ?? error);
  }
  return '';
}

describe('a Mighty Empires ledger, chosen on the Campaign tab', () => {
  const c = start('Mighty Empires');
  c.script.call('menuSetUpLedger');
  c.script.call('menuLoadDemo');

  it('Set up ledger makes the Mighty Empires tabs, not Campaign System v4.2’s', () => {
    expect(c.tabs()).toEqual(expect.arrayContaining(['Kingdoms', 'Neutral kingdoms', 'Journal', 'Map']));
    expect(c.tabs()).not.toContain('Cities');
    expect(c.tabs()).not.toContain('Structures');
  });

  it('Load demo campaign loads the Mighty Empires demo; the stage sidebar reads it', () => {
    const state = c.script.call('getStageState') as {
      ruleset: string;
      clock: { turn: number; stage: string };
    };
    expect(state.ruleset).toBe('Mighty Empires');
    expect(state.clock).toEqual({ turn: 1, stage: 'orders', round: 1 });
  });

  it('the turn sidebar’s calls and Apply battle results say what to use instead', () => {
    expect(thrown(() => c.script.call('getSidebarState'))).toBe(
      'This ledger plays Mighty Empires: close this sidebar and open Campaign → Resolve turn again.',
    );
    const before = c.alerts().length;
    c.script.call('menuApplyBattleResults');
    expect(c.alerts().slice(before)).toEqual([
      'Apply battle results is Campaign System v4.2’s. In Mighty Empires battle reports come in its battle stage: players send them with the orders form, and Campaign → Resolve turn resolves that stage.',
    ]);
  });

  it('New blank map leaves a Mighty Empires Map tab alone', () => {
    const map = c.spreadsheet.getSheetByName('Map')?.getDataRange().getValues();
    c.emulation.services.Ui.answerPrompt('4 x 4');
    c.script.call('menuNewBlankMap');
    expect(c.spreadsheet.getSheetByName('Map')?.getDataRange().getValues()).toEqual(map);
    expect(c.alerts().at(-1)).toBe(
      'New blank map makes a Campaign System v4.2 map; this ledger plays Mighty Empires, whose Map tab its demo and Set up ledger make. Nothing was changed.',
    );
  });

  it('Resolve turn opens the stage sidebar', () => {
    c.script.call('menuOpenSidebar');
    const shown = c.emulation.services.Ui.lastSidebar;
    // The stage sidebar's page (dist/StageSidebar.html), not the turn sidebar's.
    expect(shown?.content).toContain('getStageState');
    expect(shown?.content).not.toContain('getSidebarState');
  });

  it('the map panel draws the Map tab’s hexes in the kingdoms’ colours', () => {
    const view = c.script.call('getMapView', ['']) as { svg: string; players: string[] };
    expect(view.players).toEqual(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw']);
    expect(view.svg.startsWith('<svg')).toBe(true);
    for (const kingdom of view.players) expect(view.svg).toContain(`>${kingdom}</text>`);
  });

  it('its Ruleset cannot change now that it holds a campaign: the cell is put back', () => {
    const campaign = c.spreadsheet.getSheetByName('Campaign');
    const row = (campaign?.getDataRange().getValues() ?? []).findIndex((r) => r[0] === 'Ruleset') + 1;
    const cell = campaign?.getRange(row, 2);
    cell?.setValue('Campaign System v4.2');
    c.script.call('onEdit', [{ range: cell, oldValue: 'Mighty Empires', value: 'Campaign System v4.2' }]);
    expect(c.campaignValue('Ruleset')).toBe('Mighty Empires');
    expect(c.toasts().at(-1)?.message).toMatch(
      /^This ledger holds a Mighty Empires campaign \(rows on .*Kingdoms.*\): its Ruleset cannot change, so Campaign!B\d+ was put back to 'Mighty Empires'\./,
    );
  });
});

describe('Campaign System v4.2', () => {
  it('a blank Ruleset is Campaign System v4.2; set-up makes its Ruleset cell a dropdown of the registered books', () => {
    const c = start();
    c.script.call('menuSetUpLedger');
    expect(c.tabs()).toEqual(expect.arrayContaining(['Cities', 'Structures']));
    const campaign = c.spreadsheet.getSheetByName('Campaign');
    const row = (campaign?.getDataRange().getValues() ?? []).findIndex((r) => r[0] === 'Ruleset') + 1;
    const rule = campaign?.getRange(row, 2).getDataValidation();
    expect(rule?.getCriteriaValues()[0]).toEqual([
      'Campaign System v4.2',
      'Mighty Empires',
      'Campaign points',
      'Chronopia territories',
      'WarMaster campaigning',
    ]);
  });

  it('a ledger with no campaign yet may change its Ruleset; Set up then refuses, naming both', () => {
    const c = start();
    c.script.call('menuSetUpLedger');
    const campaign = c.spreadsheet.getSheetByName('Campaign');
    const row = (campaign?.getDataRange().getValues() ?? []).findIndex((r) => r[0] === 'Ruleset') + 1;
    const cell = campaign?.getRange(row, 2);
    cell?.setValue('Mighty Empires');
    c.script.call('onEdit', [{ range: cell, oldValue: 'Campaign System v4.2', value: 'Mighty Empires' }]);
    expect(c.campaignValue('Ruleset')).toBe('Mighty Empires');
    const tabsBefore = c.tabs();
    c.script.call('menuSetUpLedger');
    expect(c.alerts().at(-1)).toBe(
      'Set up ledger stopped: The Campaign tab’s Ruleset says Mighty Empires, but this spreadsheet holds Campaign System v4.2 tabs (Cities, Units, Structures, Treasury, Individuals). Set the Ruleset back to Campaign System v4.2, or start Mighty Empires in a new spreadsheet. Nothing was changed.',
    );
    expect(c.tabs()).toEqual(tabsBefore);
  });

  it('the demo’s Ruleset cannot change: the cell is put back and the toast says why', () => {
    const c = start();
    c.script.call('menuLoadDemo');
    const campaign = c.spreadsheet.getSheetByName('Campaign');
    const row = (campaign?.getDataRange().getValues() ?? []).findIndex((r) => r[0] === 'Ruleset') + 1;
    const cell = campaign?.getRange(row, 2);
    const old = cell?.getValue();
    cell?.setValue('Mighty Empires');
    c.script.call('onEdit', [{ range: cell, oldValue: old, value: 'Mighty Empires' }]);
    expect(c.campaignValue('Ruleset')).toBe(old);
    expect(c.toasts().at(-1)?.title).toBe('Ruleset');
  });

  it('a Ruleset that names no book is refused, naming the cell and the registered ones', () => {
    const c = start('Warhammer 40k');
    c.script.call('menuSetUpLedger');
    expect(c.alerts().at(-1)).toBe(
      "Set up ledger stopped: Campaign!B2: Ruleset: 'Warhammer 40k' is not a ruleset this ledger knows; write one of: Campaign System v4.2, Mighty Empires, Campaign points, Chronopia territories, WarMaster campaigning.",
    );
    expect(c.tabs()).toEqual(['Sheet1', 'Campaign']);
    expect(thrown(() => c.script.call('getStageState'))).toMatch(/^Campaign!B2: Ruleset: 'Warhammer 40k'/);
  });

  it('the stage sidebar’s calls on a CS42 ledger say what to use instead', () => {
    const c = start();
    c.script.call('menuLoadDemo');
    expect(thrown(() => c.script.call('getStageState'))).toBe(
      'This ledger plays Campaign System v4.2: close this sidebar and open Campaign → Resolve turn again.',
    );
  });
});

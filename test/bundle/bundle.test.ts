import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { LEDGER_TABS } from '../../src/ledger/schema';
import { bundledFunction, declaredEntryPoints, DIST } from './entry-points';
import { workbookSnapshot } from '../support/workbook-snapshot';

// The built dist/Code.js, loaded into a Node vm whose globals are the emulation (npm test builds first).

const bundle = readFileSync(path.join(DIST, 'Code.js'), 'utf8');
const declared = declaredEntryPoints();
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Entry points that must exist whatever the source says: removing one from src/gas/index.ts fails here. */
const REQUIRED = [
  'onOpen',
  'onInstall',
  'onEdit',
  'menuSetUpLedger',
  'menuLoadDemo',
  'menuCheckLedger',
  'menuCreateOrdersForm',
  'menuCheckPastedOrders',
  'menuOpenSidebar',
  'onOrdersSubmitted',
  'previewTurn',
  'resolveTurn',
  'undoLastTurn',
  'listPlayers',
  'checkPastedOrders',
  'recordPastedOrders',
  'getSidebarState',
  'ARMY_SIZE',
  'ARMY_UPKEEP',
  'UPKEEP',
  'CITY_INCOME',
  'SUPPLY_RANGE',
  'SUPPLY_STATUS',
];

describe('dist/Code.js entry points', () => {
  it('declares every required entry point in src/gas/index.ts', () => {
    expect(declared.map((d) => d.name)).toEqual(expect.arrayContaining(REQUIRED));
  });

  it.each(declared.map((d) => [d.name, d] as const))(
    '%s is a top-level function with its parameters',
    (name, entry) => {
      const found = bundledFunction(bundle, name);
      expect(found).not.toBeNull();
      expect(found?.params).toEqual(entry.params);
    },
  );

  it.each(declared.filter((d) => d.customFunction).map((d) => [d.name, d] as const))(
    'custom function %s keeps its @customfunction JSDoc directly above its definition',
    (name, entry) => {
      const found = bundledFunction(bundle, name);
      expect(found?.jsdoc).not.toBeNull();
      expect(found?.jsdoc).toMatch(/@customfunction\b/);
      expect(squash(found?.jsdoc ?? '')).toBe(squash(entry.jsdoc ?? ''));
      // Sheets' autocomplete pairs @param lines with the parameter list: they must name the same things.
      const documented = [...(found?.jsdoc ?? '').matchAll(/@param\s+\{[^}]*\}\s+(\w+)/g)].map((m) => m[1]);
      expect(documented).toEqual(found?.params);
    },
  );

  it('knows the custom functions it must keep', () => {
    expect(declared.filter((d) => d.customFunction).map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'ARMY_SIZE',
        'ARMY_UPKEEP',
        'UPKEEP',
        'CITY_INCOME',
        'SUPPLY_RANGE',
        'SUPPLY_STATUS',
      ]),
    );
  });
});

function start() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Test campaign');
  const script = loadBundle(emulation, DIST);
  return { emulation, spreadsheet, script, ui: emulation.services.Ui };
}

describe('the bundle under the emulation', () => {
  it('onOpen builds the Campaign menu, and every item runs a function of the bundle', () => {
    const { script, ui } = start();
    script.call('onOpen', [{ authMode: 'LIMITED' }]);
    const menu = ui.getMenu('Campaign');
    expect(menu).toBeDefined();
    const items = (menu?.entries ?? []).filter((e) => e.kind === 'item');
    expect(items.map((i) => (i.kind === 'item' ? i.caption : ''))).toEqual([
      'Set up ledger',
      'Load demo campaign',
      'Check ledger',
      'New blank map',
      'Create orders form',
      'Check pasted orders',
      'Resolve turn',
      'Apply battle results',
    ]);
    for (const item of items) if (item.kind === 'item') expect(script.fn(item.functionName)).toBeDefined();
  });

  it('onOpen in AuthMode.NONE (an add-on not yet used in the file) builds only the add-on menu', () => {
    const { script, ui } = start();
    script.call('onOpen', [{ authMode: 'NONE' }]);
    expect(ui.menus.map((m) => m.addon)).toEqual([true]);
    expect(ui.menus[0].entries.length).toBeGreaterThan(0);
  });

  it('each custom function returns a value for a cell and a column for a range', () => {
    const { script } = start();
    const call = (name: string, ...args: unknown[]): unknown => script.fn(name)?.(...args);
    expect(call('ARMY_SIZE', 1250)).toBe(12);
    expect(call('ARMY_SIZE', [[1250], ['']])).toEqual([[12], ['']]);
    expect(call('ARMY_UPKEEP', 1001, 'field')).toBe(501);
    expect(call('UPKEEP', 'Marketplace, Granary')).toBe(125);
    expect(call('CITY_INCOME', 5, 'Marketplace')).toBe(750);
    // Abandon City: abandoned on turn 2, no income on turn 3; abandoned on turn 1, 750 again on turn 3.
    expect(call('CITY_INCOME', 5, 'Marketplace', '', 0, 2, 3)).toBe(0);
    expect(call('CITY_INCOME', 5, 'Marketplace', '', 0, 1, 3)).toBe(750);
    expect(call('ARMY_SIZE', 9999)).toBe("#ARMY_SIZE: points must be a whole number 0-2599, got '9999'");
  });

  it('Set up ledger creates every tab, reports it, and a second run changes nothing', () => {
    const { emulation, spreadsheet, script, ui } = start();
    script.call('onOpen', [{ authMode: 'LIMITED' }]);
    ui.clickMenuItem('Campaign', 'Set up ledger');
    expect(spreadsheet.getSheets().map((s) => s.getName())).toEqual([
      ...LEDGER_TABS.map((t) => t.name),
      '_undo',
    ]);
    expect(spreadsheet.getSheetByName('_undo')?.isSheetHidden()).toBe(true);
    expect(ui.alerts[0].prompt).toContain('Created tab Armies');
    const before = workbookSnapshot(emulation, spreadsheet);
    ui.clickMenuItem('Campaign', 'Set up ledger');
    expect(ui.alerts[1].prompt).toBe('The ledger is complete: nothing to change.');
    expect(workbookSnapshot(emulation, spreadsheet)).toEqual(before);
  });

  it('computed columns show the custom functions’ values once rows are filled', () => {
    const { emulation, spreadsheet, script } = start();
    script.call('menuSetUpLedger');
    const armies = spreadsheet.getSheetByName('Armies');
    if (!armies) throw new Error('no Armies tab');
    const header = armies.getRange(1, 1, 1, armies.getLastColumn()).getValues()[0];
    const col = (name: string): number => header.indexOf(name) + 1;
    armies.getRange(2, col('Points')).setValue(1250);
    armies.getRange(2, col('Site')).setValue('city');
    armies.getRange(3, col('Points')).setValue(480);
    const size = armies.getRange(2, col('Size'), 3, 1).getValues();
    const upkeep = armies.getRange(2, col('Upkeep'), 3, 1).getValues();
    expect(size).toEqual([[12], [4], ['']]);
    expect(upkeep).toEqual([[375], [240], ['']]);
    expect(emulation.world.calls.total).toBeGreaterThan(0);
  });

  it('the sidebar opens with the built Sidebar.html, and its server call answers', () => {
    const { script, ui } = start();
    script.call('menuSetUpLedger');
    script.call('menuOpenSidebar');
    expect(ui.lastSidebar?.content).toBe(readFileSync(path.join(DIST, 'Sidebar.html'), 'utf8'));
    expect(ui.lastSidebar?.title).toBe('Campaign Ledger');
    expect(script.call('getSidebarState')).toEqual({
      ledgerReady: true,
      campaignName: 'New campaign',
      turn: '1',
      turnNumber: 1,
      deadline: '',
      players: [],
      orders: [],
      canUndo: false,
      undoTurn: null,
      deadlineIso: '',
      unrecordedResponses: 0,
      inProgress: '',
      problems: ['No players yet: add them on the Players tab.'],
    });
  });
});

import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// Google's Campaign menu offers only what the ledger's book can run: Apply battle results and New blank map are
// Campaign System v4.2's (a staged book takes battle reports in its battle stage and makes its Map tab with Set
// up ledger and its demo; index.ts only answers that they do not apply). onOpen reads the Campaign tab's Ruleset
// cell once; in add-on AuthMode.NONE nothing may be read, so every item is kept (each still answers for itself).

const EVERY_ITEM = [
  'Set up ledger',
  'Load demo campaign',
  'Check ledger',
  'New blank map',
  'Create orders form',
  'Check pasted orders',
  'Resolve turn',
  'Apply battle results',
];
const STAGED_ITEMS = [
  'Set up ledger',
  'Load demo campaign',
  'Check ledger',
  'Create orders form',
  'Check pasted orders',
  'Resolve turn',
];

/** A spreadsheet whose Campaign tab names `ruleset` (undefined: no Campaign tab), with the bundle loaded. */
function start(ruleset?: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Menu');
  const script = loadBundle(emulation, DIST);
  if (ruleset !== undefined)
    emulation.world.calls.uncounted(() =>
      spreadsheet
        .insertSheet('Campaign')
        .getRange(1, 1, 2, 3)
        .setValues([
          ['Setting', 'Value', 'About'],
          ['Ruleset', ruleset, ''],
        ]),
    );
  const ui = emulation.services.Ui;
  const open = (authMode: string): void => {
    ui.resetMenus();
    emulation.world.calls.reset();
    script.call('onOpen', [{ authMode }]);
  };
  const captions = (): string[] =>
    ui.menus.flatMap((menu) => menu.entries.flatMap((e) => (e.kind === 'item' ? [e.caption] : [])));
  return { emulation, ui, open, captions, calls: emulation.world.calls };
}

describe("onOpen's Campaign menu follows the ledger's Ruleset", () => {
  it('a WarMaster ledger: no Apply battle results, no New blank map', () => {
    const c = start('WarMaster campaigning');
    c.open('LIMITED');
    expect(c.ui.menus.map((m) => [m.caption, m.addon])).toEqual([['Campaign', false]]);
    expect(c.captions()).toEqual(STAGED_ITEMS);
  });

  it.each([['Mighty Empires'], ['Campaign points'], ['Chronopia'], ['me'], ['cp'], ['ct'], ['wm']])(
    'a %s ledger (a staged book): the same six items',
    (ruleset) => {
      const c = start(ruleset);
      c.open('LIMITED');
      expect(c.captions()).toEqual(STAGED_ITEMS);
    },
  );

  it('a Campaign System v4.2 ledger: every item, Apply battle results among them', () => {
    const c = start('Campaign System v4.2');
    c.open('LIMITED');
    expect(c.captions()).toEqual(EVERY_ITEM);
  });

  it('a blank Ruleset cell, or no Campaign tab yet (a new file): Campaign System v4.2, every item', () => {
    const blank = start('');
    blank.open('LIMITED');
    expect(blank.captions()).toEqual(EVERY_ITEM);
    const none = start();
    none.open('FULL');
    expect(none.captions()).toEqual(EVERY_ITEM);
  });

  it('a Ruleset this version does not play: every item, and onOpen does not fail (each item names the cell)', () => {
    const c = start('Warhammer Fantasy Battle');
    expect(() => c.open('LIMITED')).not.toThrow();
    expect(c.captions()).toEqual(EVERY_ITEM);
  });

  it('AuthMode.NONE on a WarMaster ledger: the add-on menu with every item, and nothing of the file read', () => {
    const c = start('WarMaster campaigning');
    c.open('NONE');
    expect(c.ui.menus.map((m) => m.addon)).toEqual([true]);
    expect(c.captions()).toEqual(EVERY_ITEM);
    expect(c.calls.countMatching('SpreadsheetApp.getActiveSpreadsheet')).toBe(0);
    expect(c.calls.countMatching('Spreadsheet.')).toBe(0);
    expect(c.calls.countMatching('Sheet.')).toBe(0);
  });

  it('onOpen stays cheap: the Campaign tab found and read once (3 calls more than the menu alone)', () => {
    const c = start('WarMaster campaigning');
    c.open('NONE');
    const menuOnly = c.calls.total;
    c.open('LIMITED');
    const byMethod = c.calls.byMethod();
    expect(c.calls.total).toBe(menuOnly - 2 + 3); // six items added, not eight; three reads
    expect(byMethod['SpreadsheetApp.getActiveSpreadsheet']).toBe(1);
    expect(byMethod['Spreadsheet.getSheetByName']).toBe(1);
    expect(byMethod['Sheet.getSheetValues']).toBe(1);
  });
});

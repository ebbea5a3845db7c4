import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// Issue 14: every entry point now reads the Campaign tab's Ruleset first to dispatch, and hands that read (and
// the script lock it took) to the Campaign System v4.2 code (gas/campaign-prefetch.ts), so a CS42 ledger costs
// the calls it cost before the registry. RULESETS_DIST=<a build before the dispatch> checks BEFORE against it.

const FIRSTBORN = 'firstborn@example.com';

/** Every CS42 entry point once, in the order a moderator and the players use them, with its calls. */
function callsOfEveryEntryPoint(dist: string): Record<string, number> {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Calls');
  const script = loadBundle(emulation, dist);
  const { calls } = emulation.world;
  const { FormApp } = emulation.services;
  const out: Record<string, number> = {};
  const measure = (label: string, work: () => unknown): void => {
    calls.reset();
    try {
      work();
    } catch {
      // a refusal (no battles to apply) costs calls too
    }
    out[label] = calls.total;
  };
  measure('menuLoadDemo', () => script.call('menuLoadDemo'));
  measure('menuSetUpLedger', () => script.call('menuSetUpLedger'));
  measure('menuCheckLedger', () => script.call('menuCheckLedger'));
  measure('menuCreateOrdersForm', () => script.call('menuCreateOrdersForm'));
  measure('form submission', () =>
    FormApp.submit(FormApp.forms[0].id, FIRSTBORN, {
      Orders: 'Firstborn Expeditionary Force - Move 3\nAurelia - Grow',
    }),
  );
  measure('onOrdersHourly', () => script.call('onOrdersHourly'));
  measure('listPlayers', () => script.call('listPlayers'));
  measure('checkPastedOrders', () =>
    script.call('checkPastedOrders', ['Clan Varn', 'Hammerguard of Karak Varn - Hold']),
  );
  measure('recordPastedOrders', () =>
    script.call('recordPastedOrders', ['Clan Varn', 'Hammerguard of Karak Varn - Hold']),
  );
  measure('menuOpenSidebar', () => script.call('menuOpenSidebar'));
  measure('getSidebarState', () => script.call('getSidebarState'));
  measure('getMapView', () => script.call('getMapView', ['']));
  measure('previewTurn', () => script.call('previewTurn', [{}]));
  measure('resolveTurn', () => script.call('resolveTurn', [1, {}]));
  measure('undoLastTurn', () => script.call('undoLastTurn'));
  script.call('resolveTurn', [1, {}]);
  measure('previewBattleResults', () => script.call('previewBattleResults', [{}]));
  measure('applyBattleResults', () => script.call('applyBattleResults', [{}]));
  measure('menuApplyBattleResults', () => script.call('menuApplyBattleResults'));
  const armies = spreadsheet.getSheetByName('Armies');
  measure('onEdit (Armies)', () => script.call('onEdit', [{ range: armies?.getRange('A2') }]));
  return out;
}

/**
 * Measured through dist/Code.js built at a7e683f^^ (dd013e1^, before the dispatch). Set up ledger costs the
 * dispatch's getSheetByName and getSheetValues more (set-up reads every tab's header with getSheets, not the
 * Campaign tab's values); Load demo campaign on a new spreadsheet 8 more (the dispatch finds no Campaign tab, and set-up
 * now makes the Ruleset cell a dropdown); Resolve turn's menu item 3 (it only opened the page before; now it reads which sidebar to open).
 */
const BEFORE: Record<string, number> = {
  menuLoadDemo: 826,
  menuSetUpLedger: 113,
  menuCheckLedger: 33,
  menuCreateOrdersForm: 58,
  'form submission': 60,
  onOrdersHourly: 26,
  listPlayers: 4,
  checkPastedOrders: 31,
  recordPastedOrders: 45,
  menuOpenSidebar: 4,
  getSidebarState: 36,
  getMapView: 28,
  previewTurn: 30,
  resolveTurn: 116,
  undoLastTurn: 74,
  previewBattleResults: 30,
  applyBattleResults: 36,
  menuApplyBattleResults: 38,
  'onEdit (Armies)': 7,
};

/**
 * Issue 9: the ledger's tabs read with one Values.batchGet of the advanced Sheets service and written with one
 * RAW batchUpdate (and one USER_ENTERED for formulas and dates), instead of two calls a tab each way.
 */
const BATCHED: Record<string, number> = {
  menuCheckLedger: 11,
  // 40 -> 39: the Orders tab's Player column in the batchGet of its present (5be45b1).
  'form submission': 39,
  checkPastedOrders: 15,
  recordPastedOrders: 26,
  getSidebarState: 14,
  getMapView: 6,
  previewTurn: 8,
  resolveTurn: 60,
  // 39 -> 38: the undo marker's property read once for the marker and the Resolve's prints (df8c7c6).
  undoLastTurn: 38,
  previewBattleResults: 8,
  applyBattleResults: 12,
  menuApplyBattleResults: 14,
};

const AFTER: Record<string, number> = {
  ...BEFORE,
  menuLoadDemo: 826 + 8,
  menuSetUpLedger: 113 + 2,
  menuOpenSidebar: 4 + 3,
  ...BATCHED,
};

describe('a Campaign System v4.2 ledger costs the calls it cost before the registry', () => {
  const dist = process.env.RULESETS_DIST || DIST;
  const measured = callsOfEveryEntryPoint(dist);

  it('every entry point', () => {
    expect(measured).toEqual(process.env.RULESETS_DIST ? BEFORE : AFTER);
  });

  it('Resolve, a form submission and the sidebar state exactly (the dispatch adds nothing to them)', () => {
    const exact = ['resolveTurn', 'form submission', 'getSidebarState', 'undoLastTurn', 'previewTurn'];
    const expected = process.env.RULESETS_DIST ? BEFORE : AFTER;
    expect(exact.map((op) => [op, measured[op]])).toEqual(exact.map((op) => [op, expected[op]]));
  });
});

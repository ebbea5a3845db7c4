import type { AppliedBattles, BattlesView } from '../../src/gas/battles-api';
import { demoLedger } from '../support/demo-ledger';
import { workbookSnapshot } from '../support/workbook-snapshot';

/** The demo campaign with one field battle resolved on turn 1 (T1-B1), through dist/Code.js. */
export function battleCampaign() {
  const { emulation, spreadsheet, script, sheet, values, rows } = demoLedger('Apply battles test');
  /** Sets cells of the row of `tab` whose first column is `key`, by header. */
  const set = (tab: string, key: string, cells: Record<string, unknown>): void => {
    const [header, ...body] = values(tab);
    const at = body.findIndex((r) => r[0] === key);
    if (at < 0) throw new Error(`no ${key} on ${tab}`);
    // A moderator's hand edit; a value a dropdown refuses from the keyboard can still arrive (a paste, old data).
    emulation.spreadsheetApp.setStrictValidation(false);
    for (const [h, v] of Object.entries(cells))
      sheet(tab)
        .getRange(at + 2, header.indexOf(h) + 1)
        .setValue(v);
    emulation.spreadsheetApp.setStrictValidation(true);
  };
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter((s) => s.name !== '_undo'),
    );
  // The Wolf Riders stand next to the Knights of the Dawn, who ride into them: a field battle, T1-B1.
  set('Armies', 'Bloodfang Wolf Riders', { Hex: '1106' });
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  FormApp.submit(FormApp.forms[0].id, 'firstborn@example.com', { Orders: 'Knights of the Dawn - Move 1' });
  script.call('resolveTurn', [1, {}]);
  const apply = (overrides: Record<string, number> = {}): AppliedBattles =>
    script.call('applyBattleResults', [overrides]) as AppliedBattles;
  const preview = (overrides: Record<string, number> = {}): BattlesView =>
    script.call('previewBattleResults', [overrides]) as BattlesView;
  return { emulation, spreadsheet, script, sheet, values, rows, set, book, apply, preview };
}

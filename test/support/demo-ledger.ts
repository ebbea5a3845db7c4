import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import type { SheetService } from '../../src/gas/services';
import { DIST } from '../bundle/entry-points';

/**
 * The demo campaign loaded through dist/Code.js under the emulation, with uncounted readers of its tabs (so a
 * test's own looking never shifts the service-call numbering that failure injection relies on).
 */
export function demoLedger(title: string) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet(title);
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  const sheet = (name: string): SheetService => {
    const found = spreadsheet.getSheetByName(name);
    if (!found) throw new Error(`no ${name} tab`);
    return found;
  };
  const values = (name: string): unknown[][] =>
    emulation.world.calls.uncounted(() => sheet(name).getDataRange().getValues());
  /** A tab's rows as objects by header. */
  const rows = (name: string): Record<string, unknown>[] => {
    const [header, ...body] = values(name);
    return body.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]])));
  };
  return { emulation, spreadsheet, script, sheet, values, rows };
}

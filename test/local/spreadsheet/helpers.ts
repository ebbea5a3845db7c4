import type { SheetService } from '../../../src/gas/services';
import { EmulatedSpreadsheetApp, type EmulatedSpreadsheet } from '../../../src/local/spreadsheet';
import { World } from '../../../src/local/world';

export interface Fixture {
  world: World;
  app: EmulatedSpreadsheetApp;
  ss: EmulatedSpreadsheet;
  sheet: SheetService;
}

/** A world, the app, an active spreadsheet "Ledger" and its first sheet; counters start at zero. */
export function fixture(): Fixture {
  const world = new World();
  const app = new EmulatedSpreadsheetApp(world);
  const ss = app.createSpreadsheet('Ledger');
  app.setActiveSpreadsheet(ss);
  const sheet = world.calls.uncounted(() => ss.getSheets()[0]);
  world.calls.reset();
  return { world, app, ss, sheet };
}

/** Registers script globals that world.resolveGlobal finds (as a loaded script would). */
export function globals(world: World, fns: Record<string, (...args: never[]) => unknown>): void {
  world.resolveGlobal = (name) => fns[name] as ((...args: unknown[]) => unknown) | undefined;
}

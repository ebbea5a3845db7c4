import { createServiceEmulation } from '../../../src/local/services';
import { World, type GlobalFunction } from '../../../src/local/world';
import { FakeSpreadsheetApp } from './fake-spreadsheet';

/** A fresh world, a fake spreadsheet host, the emulated services and a table of script globals. */
export function setup() {
  const world = new World(new Date('2026-03-01T12:00:00Z'));
  const spreadsheets = new FakeSpreadsheetApp(world);
  const services = createServiceEmulation(world, () => spreadsheets.asService());
  const globals = new Map<string, GlobalFunction>();
  world.resolveGlobal = (name) => globals.get(name);
  return { world, spreadsheets, services, globals };
}

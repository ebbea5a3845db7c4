import type { Services } from '../gas/services';
import { createServiceEmulation, EmulatedServices, ServicesState } from './services';
import { EmulatedSpreadsheet, EmulatedSpreadsheetApp } from './spreadsheet';
import { EmulatedSheetsApi } from './spreadsheet/sheets-api';
import { World } from './world';

/**
 * One offline Apps Script environment: the World every service shares, the SpreadsheetApp, and the other
 * services, wired together. `globals()` is what a script sees as its global services.
 */
export class Emulation {
  readonly world: World;
  readonly spreadsheetApp: EmulatedSpreadsheetApp;
  readonly services: EmulatedServices;
  /** The advanced Sheets service (Values.batchGet / batchUpdate) over the same workbooks. */
  readonly sheetsApi: EmulatedSheetsApi;

  constructor(world: World = new World()) {
    this.world = world;
    let app: EmulatedSpreadsheetApp | null = null;
    this.services = createServiceEmulation(world, () => {
      if (!app) throw new Error('SpreadsheetApp is not ready');
      return app;
    });
    app = new EmulatedSpreadsheetApp(world, this.services.Ui);
    this.spreadsheetApp = app;
    const registry = app;
    this.sheetsApi = new EmulatedSheetsApi(world, (id) => registry.find(id)?.book ?? null);
  }

  globals(): Services {
    return { SpreadsheetApp: this.spreadsheetApp, Sheets: this.sheetsApi, ...this.services.globals() };
  }

  /** A new spreadsheet that becomes the active one (the file the script is bound to). */
  newActiveSpreadsheet(name: string): EmulatedSpreadsheet {
    const spreadsheet = this.spreadsheetApp.createSpreadsheet(name);
    this.spreadsheetApp.setActiveSpreadsheet(spreadsheet);
    return spreadsheet;
  }

  /** Everything but the spreadsheets, as JSON: the world's clock and ids, properties, triggers, forms, mail. */
  exportState(): EmulationState {
    return { world: this.world.exportState(), services: this.services.exportState() };
  }

  importState(state: unknown): void {
    if (typeof state !== 'object' || state === null) throw new Error('Emulation state must be an object');
    const { world, services } = state as Partial<EmulationState>;
    if (!world || !services) throw new Error('Emulation state needs world and services');
    this.world.importState(world);
    this.services.importState(services);
  }
}

export interface EmulationState {
  world: { clockMs: number; idCounter: number };
  services: ServicesState;
}

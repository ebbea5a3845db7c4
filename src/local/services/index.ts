/**
 * The offline emulation of every Apps Script service the project uses except SpreadsheetApp (which lives in
 * ../spreadsheet and receives `Ui` from here for its getUi()).
 *
 *   const services = createServiceEmulation(world, () => spreadsheetApp);
 *   const spreadsheetApp = new EmulatedSpreadsheetApp(world, services.Ui);
 *
 * The spreadsheet argument may be a getter because of that cycle; it is only called when a form links to or
 * writes into a spreadsheet.
 */
import type { Services, SpreadsheetAppService } from '../../gas/services';
import type { World } from '../world';
import { EmulatedCacheService, type CacheState } from './cache';
import type { FormsState } from './forms-state';
import { EmulatedFormApp } from './forms';
import { EmulatedHtmlService } from './html';
import { EmulatedLockService } from './lock';
import { EmulatedMailApp, type MailState } from './mail';
import { EmulatedPropertiesService, type PropertiesState } from './properties';
import { EmulatedSession } from './session';
import { num, record } from './state-util';
import { EmulatedScriptApp, type TriggersState } from './triggers';
import { EmulatedUi } from './ui';
import { EmulatedUtilities } from './utilities';

export const SERVICES_STATE_VERSION = 1;

/** Everything the services remember between runs, as plain JSON (the playground saves it in the workbook). */
export interface ServicesState {
  version: number;
  properties: PropertiesState;
  caches: CacheState;
  triggers: TriggersState;
  forms: FormsState;
  mail: MailState;
}

export interface ServiceEmulationOptions {
  /** The add-on's name: the caption createAddonMenu() gets. */
  addonName?: string;
}

export class EmulatedServices {
  readonly Ui: EmulatedUi;
  readonly HtmlService: EmulatedHtmlService;
  readonly PropertiesService: EmulatedPropertiesService;
  readonly CacheService: EmulatedCacheService;
  readonly LockService: EmulatedLockService;
  readonly MailApp: EmulatedMailApp;
  readonly Utilities: EmulatedUtilities;
  readonly Session: EmulatedSession;
  readonly ScriptApp: EmulatedScriptApp;
  readonly FormApp: EmulatedFormApp;

  constructor(
    readonly world: World,
    spreadsheetApp: SpreadsheetAppService | (() => SpreadsheetAppService),
    options: ServiceEmulationOptions = {},
  ) {
    const getSpreadsheetApp = typeof spreadsheetApp === 'function' ? spreadsheetApp : () => spreadsheetApp;
    this.Ui = new EmulatedUi(world, options.addonName);
    this.HtmlService = new EmulatedHtmlService(world);
    this.PropertiesService = new EmulatedPropertiesService(world);
    this.CacheService = new EmulatedCacheService(world);
    this.LockService = new EmulatedLockService(world);
    this.MailApp = new EmulatedMailApp(world);
    this.Utilities = new EmulatedUtilities(world);
    this.Session = new EmulatedSession(world);
    this.ScriptApp = new EmulatedScriptApp(world);
    this.FormApp = new EmulatedFormApp(world, getSpreadsheetApp, this.ScriptApp);
  }

  /** The globals a script sees, minus SpreadsheetApp, ready to spread into a sandbox with it. */
  globals(): Omit<Services, 'SpreadsheetApp'> {
    return {
      HtmlService: this.HtmlService,
      PropertiesService: this.PropertiesService,
      CacheService: this.CacheService,
      LockService: this.LockService,
      MailApp: this.MailApp,
      Utilities: this.Utilities,
      Session: this.Session,
      ScriptApp: this.ScriptApp,
      FormApp: this.FormApp,
    };
  }

  exportState(): ServicesState {
    return {
      version: SERVICES_STATE_VERSION,
      properties: this.PropertiesService.exportState(),
      caches: this.CacheService.exportState(),
      triggers: this.ScriptApp.exportState(),
      forms: this.FormApp.exportState(),
      mail: this.MailApp.exportState(),
    };
  }

  /** Replaces all remembered state; throws a StateError naming the bad path if `state` is malformed. */
  importState(state: unknown): void {
    const s = record(state, 'state');
    const version = num(s.version, 'state.version');
    if (version !== SERVICES_STATE_VERSION) throw new Error(`Unsupported emulation state version ${version}`);
    // All or nothing: a bad piece late in the state must not leave the earlier services replaced.
    const previous = this.exportState();
    try {
      this.PropertiesService.importState(s.properties);
      this.CacheService.importState(s.caches);
      this.ScriptApp.importState(s.triggers);
      this.FormApp.importState(s.forms);
      this.MailApp.importState(s.mail);
    } catch (error) {
      this.restore(previous);
      throw error;
    }
  }

  private restore(state: ServicesState): void {
    this.PropertiesService.importState(state.properties);
    this.CacheService.importState(state.caches);
    this.ScriptApp.importState(state.triggers);
    this.FormApp.importState(state.forms);
    this.MailApp.importState(state.mail);
  }
}

export function createServiceEmulation(
  world: World,
  spreadsheetApp: SpreadsheetAppService | (() => SpreadsheetAppService),
  options?: ServiceEmulationOptions,
): EmulatedServices {
  return new EmulatedServices(world, spreadsheetApp, options);
}

export { Button, ButtonSet, AuthMode, EventType, TriggerSource, DestinationType, ItemType } from './enums';
export { EmulatedUi, EmulatedMenu, SIDEBAR_WIDTH } from './ui';
export type { RecordedMenu, MenuEntry, RecordedAlert, ShownHtml } from './ui';
export { EmulatedHtmlService, EmulatedHtmlOutput } from './html';
export { EmulatedPropertiesService, EmulatedProperties } from './properties';
export { EmulatedCacheService, EmulatedCache } from './cache';
export { EmulatedLockService, EmulatedLock, LOCK_TIMEOUT_MESSAGE } from './lock';
export { EmulatedMailApp, MAIL_QUOTA_MESSAGE, DEFAULT_DAILY_MAIL_QUOTA } from './mail';
export type { SentMail } from './mail';
export { EmulatedUtilities } from './utilities';
export { EmulatedSession, EmulatedUser } from './session';
export { EmulatedScriptApp, EmulatedTrigger, TOO_MANY_TRIGGERS_MESSAGE } from './triggers';
export type { TriggerRecord } from './triggers';
export { EmulatedFormApp, EmulatedForm, EmulatedItem, EmulatedParagraphTextItem } from './forms';
export { FormSubmitHandlerError, asLiteral } from './form-responses';
export type { FormSubmitEvent, SubmitOptions, SubmitResult, TriggerRun } from './form-responses';
export type { FormRecord, ItemRecord, ResponseRecord } from './forms-state';
export { StateError } from './state-util';
export { formatDate } from './date-format';
export type { CacheState, FormsState, MailState, PropertiesState, TriggersState };

/**
 * One read of the Campaign tab per execution (issue 14). Every entry point reads the Ruleset cell to dispatch
 * (gas/ruleset-dispatch.ts); the code it dispatches to reads the Campaign tab again first thing. So for the
 * rest of the execution the services are wrapped: the first getActiveSpreadsheet, the first
 * getSheetByName('Campaign') and that sheet's first getSheetValues(1, 1, -1, -1) are answered from the
 * dispatch's own calls. Any other call on that sheet, or a spreadsheet call that might change it, goes through
 * and ends the reuse. An entry point whose code takes the script lock first has the dispatch take it before
 * reading (so what it hands on was read under the lock), and the code's own getScriptLock and first
 * tryLock/waitLock are answered from that. A Campaign System v4.2 ledger costs the calls it cost before.
 */
import {
  LockHandle,
  LockServiceService,
  Services,
  SheetService,
  SpreadsheetAppService,
  SpreadsheetService,
  wrapServices,
} from './services';

/** What the dispatch read: the spreadsheet, its Campaign sheet (null: none) and that sheet's values. */
export interface CampaignRead {
  readonly spreadsheet: SpreadsheetService;
  readonly name: string;
  readonly sheet: SheetService | null;
  /** getSheetValues(1, 1, -1, -1) of the sheet; null when that read was refused (an empty tab). */
  readonly values: unknown[][] | null;
}

/** The script lock the dispatch took for the code it runs: the handle and what tryLock/waitLock answered. */
export interface HeldLock {
  readonly handle: LockHandle;
  /** true: held; false: tryLock said no; an Error: waitLock threw it. */
  readonly outcome: boolean | Error;
}

/** Spreadsheet calls that cannot change what the Campaign tab holds: the reuse survives them. */
const HARMLESS = new Set([
  'getSheetByName',
  'getSpreadsheetTimeZone',
  'getId',
  'getName',
  'getUrl',
  'getSheets',
]);

/** Every call of `target` goes through `before` first (methods bound to the real object). */
function intercept<T extends object>(
  target: T,
  own: Partial<Record<string, (...args: never[]) => unknown>>,
  before: (method: string) => void,
): T {
  return new Proxy(target, {
    get(real, prop) {
      const mine = typeof prop === 'string' ? own[prop] : undefined;
      if (mine) return mine;
      const value: unknown = Reflect.get(real, prop, real);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      return (...args: unknown[]) => {
        before(prop);
        return (value as (...a: unknown[]) => unknown).apply(real, args);
      };
    },
  });
}

/** The services of one execution: the dispatch's read (and lock) handed to the first code that asks. */
function handOn(read: CampaignRead, held: HeldLock | null, released: () => void): (s: Services) => Services {
  let spreadsheetFree = true;
  let sheetFree = true;
  let valuesFree = read.values !== null;
  let lockFree = held !== null;
  let outcomeFree = held !== null;
  const end = (): void => {
    sheetFree = false;
    valuesFree = false;
  };
  const sheet =
    read.sheet &&
    intercept(
      read.sheet,
      {
        getSheetValues: (row: number, column: number, rows: number, columns: number) => {
          if (valuesFree && row === 1 && column === 1 && rows === -1 && columns === -1) {
            valuesFree = false;
            return read.values;
          }
          end();
          return read.sheet?.getSheetValues(row, column, rows, columns);
        },
      },
      end,
    );
  const spreadsheet = intercept(
    read.spreadsheet,
    {
      getSheetByName: (name: string) => {
        if (sheetFree && name === read.name) {
          sheetFree = false;
          return sheet;
        }
        return read.spreadsheet.getSheetByName(name);
      },
    },
    (method) => {
      if (!HARMLESS.has(method)) end();
    },
  );
  const lock =
    held &&
    intercept(
      held.handle,
      {
        tryLock: (ms: number) => {
          if (!outcomeFree) return held.handle.tryLock(ms);
          outcomeFree = false;
          if (held.outcome instanceof Error) return false;
          return held.outcome;
        },
        waitLock: (ms: number) => {
          if (!outcomeFree) return held.handle.waitLock(ms);
          outcomeFree = false;
          if (held.outcome instanceof Error) throw held.outcome;
          if (!held.outcome) held.handle.waitLock(ms);
        },
        releaseLock: () => {
          released();
          held.handle.releaseLock();
        },
      },
      () => undefined,
    );
  return (google) => {
    const app: SpreadsheetAppService = intercept(
      google.SpreadsheetApp,
      {
        getActiveSpreadsheet: () => {
          if (spreadsheetFree) spreadsheetFree = false;
          else google.SpreadsheetApp.getActiveSpreadsheet();
          return spreadsheet;
        },
      },
      () => undefined,
    );
    const locks: LockServiceService = lock
      ? intercept(
          google.LockService,
          {
            getScriptLock: () => {
              if (lockFree) {
                lockFree = false;
                return lock;
              }
              return google.LockService.getScriptLock();
            },
          },
          () => undefined,
        )
      : google.LockService;
    // The advanced Sheets service reads and writes around the handed-on read: its first call ends the reuse.
    const api = google.Sheets;
    const sheetsApi = api && {
      Spreadsheets: { Values: intercept(api.Spreadsheets.Values, {}, end) },
    };
    return new Proxy(google, {
      get(real, prop) {
        if (prop === 'SpreadsheetApp') return app;
        if (prop === 'LockService') return locks;
        if (prop === 'Sheets') return sheetsApi;
        return Reflect.get(real, prop, real) as unknown;
      },
    });
  };
}

/**
 * Runs `work` with the dispatch's read (and the lock it took) handed on; afterwards the services are Google's
 * again, and a lock the work never released is released.
 */
export function withCampaignRead<T>(read: CampaignRead, held: HeldLock | null, work: () => T): T {
  let holding = held !== null && held.outcome === true;
  install(
    handOn(read, held, () => {
      holding = false;
    }),
  );
  try {
    return work();
  } finally {
    install(null);
    if (holding) held?.handle.releaseLock();
  }
}

let installed: ((s: Services) => Services) | null = null;

function install(wrap: ((s: Services) => Services) | null): void {
  installed = wrap;
  wrapServices(wrap);
}

/**
 * Runs `work` with Google's services: a custom function is an execution of its own in Sheets, but the
 * emulation recalculates it inside the execution that changed its inputs.
 */
export function withoutCampaignRead<T>(work: () => T): T {
  const saved = installed;
  if (!saved) return work();
  install(null);
  try {
    return work();
  } finally {
    install(saved);
  }
}

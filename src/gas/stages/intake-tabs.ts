import { readCampaignSettings } from '../../ledger/campaign-settings';
import { CAMPAIGN_TAB } from '../../ledger/schema';
import {
  STAGE_ORDERS_TAB,
  STAGE_PLAYERS_TAB,
  type StageRuleset,
  type TabValues,
} from '../../ledger/stage-ruleset';
import { cellText, headerIndex, tabRows } from '../../ledger/tab';
import { sheetValues } from '../ledger-io';
import type { SheetService, SpreadsheetService } from '../services';
import { LOG_TAB } from '../../ledger/schema';
import { PRESENT_TABS, presentFrom, PresentWanted, readPresentTabs } from './present';

type Values = readonly (readonly unknown[])[];

const STAGE_ORDERS_NAME = STAGE_ORDERS_TAB.name;

/**
 * The tabs as a submission reads them: each tab read on first use only (getSheetByName + getSheetValues,
 * once), so an orders check costs the tabs the ruleset's check looks at and no more. Iterating reads every
 * tab of the ruleset. A tab not in the spreadsheet is absent. Of the append-only Orders, Journal and Log tabs
 * only the present is read (present.ts: the clock's turn down), Orders and Log together (a submission writes
 * both).
 */
export class LazyTabs implements TabValues {
  private readonly cache = new Map<string, Values | undefined>();
  private readonly sheets = new Map<string, SheetService | null>();
  private failure: unknown = undefined;
  /** The grids' row counts the present reads told (none: ask the sheet before growing it). */
  private readonly grids = new Map<string, number>();

  constructor(
    private readonly spreadsheet: SpreadsheetService,
    private readonly names: readonly string[],
    /** The turn the clock points at, from the tabs (their Campaign tab); absent: the present tabs read whole. */
    private readonly turnOf?: (tabs: TabValues) => number,
    private readonly timeZone?: () => string,
  ) {}

  /** The tabs read with `name` (present.ts): Orders and Log together, Journal alone, any other tab alone. */
  private group(name: string): string[] {
    if (!PRESENT_TABS.includes(name)) return [name];
    const together = [STAGE_ORDERS_NAME, LOG_TAB.name];
    return (together.includes(name) ? together : [name]).filter(
      (n) => this.names.includes(n) && !this.cache.has(n),
    );
  }

  private read(name: string): void {
    const group = this.group(name);
    if (!PRESENT_TABS.includes(name) || !this.turnOf) {
      const sheet = this.sheet(name);
      this.cache.set(name, sheet ? sheetValues(sheet) : undefined);
      return;
    }
    let least = -Infinity;
    try {
      least = this.turnOf(this);
    } catch {
      // A clock that cannot be read: the tabs whole (the check then says what is wrong).
    }
    const wanted = new Map<string, PresentWanted>();
    for (const n of group) {
      const sheet = this.sheet(n);
      if (sheet) wanted.set(n, { sheet, least: presentFrom(n, least) });
      else this.cache.set(n, undefined);
    }
    const read = readPresentTabs(this.spreadsheet, wanted, this.timeZone?.());
    for (const [n, values] of read.values) this.cache.set(n, values);
    for (const [n, size] of read.grid) this.grids.set(n, size.rows);
  }

  /** The tab's sheet (one getSheetByName, kept). */
  sheet(name: string): SheetService | null {
    if (!this.sheets.has(name)) this.sheets.set(name, this.spreadsheet.getSheetByName(name));
    return this.sheets.get(name) ?? null;
  }

  get(name: string): Values | undefined {
    if (!this.cache.has(name)) {
      try {
        this.read(name);
      } catch (error) {
        this.failure = error;
        throw error;
      }
    }
    return this.cache.get(name);
  }

  /** A tab's grid row count as read with its present, before this run wrote anything; undefined when not. */
  gridRows(name: string): number | undefined {
    return this.grids.get(name);
  }

  /** What a tab held when read, without reading it (undefined when it was not read). */
  cached(name: string): Values | undefined {
    return this.cache.get(name);
  }

  /**
   * A read that failed since the last call (a service error inside the ruleset's check, which must not be
   * taken for a fault of the check: the submission waits for the next run instead), cleared.
   */
  takeFailure(): unknown {
    const failure = this.failure;
    this.failure = undefined;
    return failure;
  }

  /** Replaces what a tab holds after this operation wrote it (so a later check sees the ledger as it stands). */
  set(name: string, values: Values): void {
    this.cache.set(name, values);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  private all(): Map<string, Values> {
    const out = new Map<string, Values>();
    for (const name of this.names) {
      const v = this.get(name);
      if (v !== undefined) out.set(name, v);
    }
    return out;
  }

  get size(): number {
    return this.all().size;
  }

  forEach(fn: (value: Values, key: string, map: ReadonlyMap<string, Values>) => void): void {
    this.all().forEach((v, k) => fn(v, k, this));
  }

  entries(): MapIterator<[string, Values]> {
    return this.all().entries();
  }

  keys(): MapIterator<string> {
    return this.all().keys();
  }

  values(): MapIterator<Values> {
    return this.all().values();
  }

  [Symbol.iterator](): MapIterator<[string, Values]> {
    return this.entries();
  }
}

export function lazyTabs(
  spreadsheet: SpreadsheetService,
  ruleset: StageRuleset,
  timeZone?: () => string,
): LazyTabs {
  return new LazyTabs(
    spreadsheet,
    ruleset.tabs.map((t) => t.name),
    (tabs) => ruleset.clock(tabs).turn,
    timeZone,
  );
}

/** The Campaign tab's name and Order deadline (CS42's reading of those rows, which staged ledgers share). */
export function campaignOf(
  tabs: TabValues,
  timeZone: string,
): { readonly name: string; readonly deadline: Date | null } {
  const values = tabs.get(CAMPAIGN_TAB.name);
  const { settings } = readCampaignSettings(
    values ? tabRows(CAMPAIGN_TAB.name, values) : undefined,
    timeZone,
  );
  return { name: settings.name, deadline: settings.deadline };
}

/** The Players tab's rows: each player's name and verified email (lower case; '' when none). */
export function playerEmails(tabs: TabValues): { readonly name: string; readonly email: string }[] {
  const values = tabs.get(STAGE_PLAYERS_TAB.name);
  if (!values) return [];
  const tab = tabRows(STAGE_PLAYERS_TAB.name, values);
  const col = headerIndex(tab);
  const [nameAt, emailAt] = [col('Player'), col('Email')];
  if (nameAt < 0) return [];
  return tab.rows
    .map((row) => ({
      name: cellText(row[nameAt]),
      email: emailAt < 0 ? '' : cellText(row[emailAt]).toLowerCase(),
    }))
    .filter((p) => p.name !== '');
}

/** The Players tab alone, read once (getSheetByName + getSheetValues), as TabValues. */
export function readPlayersTab(spreadsheet: SpreadsheetService): TabValues {
  const sheet = spreadsheet.getSheetByName(STAGE_PLAYERS_TAB.name);
  return new Map(sheet ? [[STAGE_PLAYERS_TAB.name, sheetValues(sheet)]] : []);
}

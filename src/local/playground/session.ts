import { rulesetByName } from '../../engine/core/ruleset';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { playerTabName } from '../../gas/player-tabs';
import { loadBundle } from '../bundle';
import { Emulation } from '../emulation';
import type { LoadedScript } from '../script-host';
import type { FormRecord } from '../services/forms-state';
import type { AskedQuestion, RecordedAlert } from '../services/ui';
import type { EmulatedSpreadsheet } from '../spreadsheet';
import { openWorkbook, saveWorkbook } from '../workbook-file';
import { bookNamed, bookOf, clearForBook, writeRulesetRow } from './campaign-ruleset';
import { CellEdit, editCell } from './cell-edit';
import { errorMessage, LedgerError } from './ledger-error';
import { displayValues, PlayerEntry, playersOf, receiptOf, visibleTabNames } from './ledger-tabs';
import { answering, nobodyAnswers, PersonAnswer } from './questions';

export { errorMessage, LedgerError, MAX_CELL_CHARACTERS } from './ledger-error';
export type { PlayerEntry } from './ledger-tabs';

/** What one menu click showed: its alerts (questions too), and the questions held back for the person. */
export interface MenuRun {
  readonly alerts: readonly RecordedAlert[];
  readonly heldBack: readonly AskedQuestion[];
}

/**
 * One ledger workbook loaded under the emulation with the real bundle: what the playground serves and the
 * command-line tool works on. Saving is explicit so a failed command never touches the file.
 */
export class Session {
  private queue: Promise<unknown> = Promise.resolve();
  /** How far the moderator moved the clock ahead of real time (the playground's clock control). */
  private clockAheadMs = 0;

  private constructor(
    readonly emulation: Emulation,
    readonly spreadsheet: EmulatedSpreadsheet,
    readonly script: LoadedScript,
    readonly file: string,
  ) {
    this.syncClock();
    // A question asked outside runMenu (a trigger, a sidebar call) has nobody to answer it here.
    emulation.services.Ui.answerQuestionsWith(nobodyAnswers);
    this.openMenu();
  }

  /**
   * The Campaign menu as Sheets builds it when the file is opened: onOpen lists only the items the book the
   * Ruleset cell names can run, so a change of book rebuilds it (as a reload would).
   */
  private openMenu(): void {
    this.emulation.services.Ui.resetMenus();
    this.script.call('onOpen', [{ authMode: this.emulation.services.ScriptApp.AuthMode.LIMITED }]);
  }

  /**
   * The offline tools run a real campaign, so their clock is real time (plus what the moderator moved it on),
   * never backwards: a workbook saved at a later emulated time keeps that time. Tests that build an
   * Emulation themselves keep its fixed start.
   */
  syncClock(): void {
    const world = this.emulation.world;
    const real = Date.now() + this.clockAheadMs;
    if (real > world.now().getTime()) world.setClock(new Date(real));
  }

  /** Moves the clock on by `ms`, firing every time-driven trigger that falls due on the way. */
  advanceClock(ms: number): { handler: string; at: Date; ok: boolean; error?: unknown }[] {
    this.syncClock();
    this.clockAheadMs += ms;
    return this.emulation.services.ScriptApp.advanceClock(ms);
  }

  /** The emulated time now. */
  now(): Date {
    this.syncClock();
    return this.emulation.world.now();
  }

  /** Opens an existing ledger workbook; refuses a missing, unreadable or non-ledger file. */
  static async open(file: string): Promise<Session> {
    const emulation = new Emulation();
    if (!existsSync(file)) throw new LedgerError(`${file}: no such file`);
    const spreadsheet = await openWorkbook(emulation, file);
    if (!spreadsheet.getSheetByName('Campaign'))
      throw new LedgerError(`${file} is not a campaign ledger (it has no Campaign tab)`);
    return new Session(emulation, spreadsheet, loadBundle(emulation), file);
  }

  /**
   * A new ledger in memory (saved only when told): Set up ledger, and with `demo` the demo and its form. With
   * `ruleset` (a name or alias, e.g. `me`) the Campaign tab's Ruleset is set first, so set-up makes that
   * book's ledger; a book this version does not play is refused by set-up, naming the registered ones.
   */
  static create(file: string, name: string, demo: boolean, ruleset?: string): Session {
    const emulation = new Emulation();
    const spreadsheet = emulation.newActiveSpreadsheet(name);
    if (ruleset !== undefined && ruleset.trim() !== '') writeRulesetRow(spreadsheet, bookNamed(ruleset));
    const session = new Session(emulation, spreadsheet, loadBundle(emulation), file);
    session.clickMenu('Set up ledger');
    if (demo) {
      session.clickMenu('Load demo campaign');
      session.clickMenu('Create orders form');
    }
    return session;
  }

  /** The rule book the Campaign tab's Ruleset cell names (blank or unknown: Campaign System v4.2). */
  private book() {
    return bookOf(this.emulation, this.spreadsheet);
  }

  rulesetName(): string {
    return this.book().name;
  }

  /** The page Campaign → Resolve turn shows for this ledger: the stage sidebar for a staged ruleset. */
  sidebarFile(): string {
    return this.book().id === 'cs42' ? 'Sidebar' : 'StageSidebar';
  }

  /** A copy of the workbook as it is now, beside it (FILE-backup-STAMP.xlsx). */
  async backUp(): Promise<string> {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    const backup = this.file.replace(/\.xlsx$/i, '') + `-backup-${stamp}.xlsx`;
    mkdirSync(path.dirname(backup), { recursive: true });
    await saveWorkbook(this.emulation, this.spreadsheet, backup);
    return backup;
  }

  /**
   * This workbook starts over on `ruleset`'s demo (the playground's control): every tab and document property
   * cleared, the Ruleset cell set, then Set up ledger, Load demo campaign and Create orders form.
   */
  restartDemo(ruleset: string): string[] {
    const book = rulesetByName(ruleset);
    if (!book) throw new LedgerError(`'${ruleset}' is not a rule book.`);
    clearForBook(this.emulation, this.spreadsheet, book);
    this.openMenu();
    return [
      ...this.clickMenu('Set up ledger'),
      ...this.clickMenu('Load demo campaign'),
      ...this.clickMenu('Create orders form'),
    ];
  }

  /** Clicks Campaign → item and returns the alerts it showed; a question is answered No/Cancel (see runMenu). */
  clickMenu(item: string): string[] {
    return this.runMenu(item).alerts.map((a) => a.prompt);
  }

  /**
   * Clicks Campaign → item as a person who has said yes to nothing but `answer` (see questions.ts): every
   * other question gets the answer that changes nothing. An alert saying the command stopped is an error.
   */
  runMenu(item: string, answer?: PersonAnswer): MenuRun {
    this.syncClock();
    const ui = this.emulation.services.Ui;
    const before = ui.alerts.length;
    const { answerer, heldBack } = answering(answer);
    ui.answerQuestionsWith(answerer);
    try {
      ui.clickMenuItem('Campaign', item);
    } finally {
      ui.answerQuestionsWith(nobodyAnswers);
    }
    const alerts = ui.alerts.slice(before);
    const failed = alerts.find((a) => / stopped: /.test(a.prompt));
    if (failed) throw new LedgerError(failed.prompt);
    return { alerts, heldBack };
  }

  /** The moderator types `text` into one cell of a visible tab, as in the Sheets UI (see cell-edit.ts). */
  editCell(tab: string, a1: string, text: string): CellEdit {
    const edit = editCell(this, tab, a1, text);
    if (tab === 'Campaign') this.openMenu(); // the Ruleset cell may now name another book
    return edit;
  }

  /** Calls a top-level function of the bundle as one execution (as the moderator unless `user`). */
  call(fn: string, args: unknown[] = [], user?: string): unknown {
    this.syncClock();
    return this.script.call(fn, args, user);
  }

  /** The orders form linked to this ledger, if one was created. */
  form(): FormRecord | undefined {
    const id = this.spreadsheet.getId();
    const linked = this.emulation.services.FormApp.forms.filter((f) => f.destination?.spreadsheetId === id);
    return linked[linked.length - 1];
  }

  /** A tab's values as displayed, or null when there is no such tab. */
  tab(name: string): string[][] | null {
    const sheet = this.spreadsheet.getSheetByName(name);
    return sheet ? displayValues(sheet) : null;
  }

  /** The tabs a person sees: hidden ones (the `_undo` snapshot) are left out. */
  visibleTabs(): string[] {
    return visibleTabNames(this.spreadsheet);
  }

  /** The Players tab's names and emails. */
  players(): PlayerEntry[] {
    return playersOf(this.tab('Players') ?? []);
  }

  /** Finds a player by name, case-insensitively. */
  player(name: string): PlayerEntry {
    const wanted = name.trim().toLowerCase();
    const found = this.players().find((p) => p.name.toLowerCase() === wanted);
    if (!found) throw new LedgerError(`'${name}' is not on the Players tab`);
    return found;
  }

  /**
   * The player's latest receipt: column A of their tab only (a turn or stage report, in tabs mode, is the new
   * column B beside it and must not be read into the receipt line by line).
   */
  receiptLines(player: string): string[] {
    return receiptOf(this.tab(playerTabName(player)) ?? []);
  }

  /**
   * A player's orders: through the orders form as the player's verified email when the ledger has a form
   * (so the real form-submit handler runs), else recorded by the moderator. Returns the receipt lines.
   */
  submitOrders(playerName: string, text: string): { via: 'form' | 'moderator'; lines: string[] } {
    const player = this.player(playerName);
    const form = this.form();
    if (form && player.email !== '') {
      this.submitForm(form, player.email, { Orders: text });
      return { via: 'form', lines: this.receiptLines(player.name) };
    }
    const result = this.call('recordPastedOrders', [player.name, text]) as {
      recorded: boolean;
      lines: string[];
    };
    if (!result.recorded) throw new LedgerError(result.lines[0] ?? 'The orders were not recorded.');
    return { via: 'moderator', lines: [...result.lines] };
  }

  /** Sends a response to the form as `email`; the submit trigger's errors come back as one message. */
  submitForm(form: FormRecord, email: string, answers: Record<string, string>): void {
    this.syncClock();
    try {
      this.emulation.services.FormApp.submit(form.id, email, answers);
    } catch (error) {
      throw new LedgerError(errorMessage(error));
    }
  }

  /** Saves the workbook (atomically: a temporary file renamed over the old one). */
  async save(): Promise<void> {
    mkdirSync(path.dirname(this.file), { recursive: true });
    await saveWorkbook(this.emulation, this.spreadsheet, this.file);
  }

  /**
   * Runs a change and then saves, one change at a time, so concurrent requests never interleave a save.
   * The file is saved even when the change fails: the emulation's state is what the file must hold.
   */
  mutate<T>(work: () => T): Promise<T> {
    const run = this.queue.then(async () => {
      try {
        return work();
      } finally {
        await this.save();
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every queued change has been saved. */
  idle(): Promise<unknown> {
    return this.queue;
  }
}

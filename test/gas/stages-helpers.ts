import { Emulation } from '../../src/local/emulation';
import type { StageRuleset } from '../../src/ledger/stage-ruleset';
import * as operations from '../../src/gas/stages/operations';
import type { ResolvedStageView, StageView, UndoneStageView } from '../../src/gas/stages/operations';
import { workbookSnapshot } from '../support/workbook-snapshot';

/**
 * A staged ruleset's ledger under the emulation, its operations called directly (src/gas/index.ts does not
 * list the stage globals yet): the emulation's services become the globals the gas code reads, and each call
 * is one Apps Script execution (locks freed, a kill ended, when it returns).
 */
export function stageCampaign(ruleset: StageRuleset, title = 'Stages test') {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet(title);
  const app = emulation.spreadsheetApp;
  // Each call installs this emulation's services as the globals (several campaigns live in one test file).
  const run = <T>(work: () => T): T => {
    Object.assign(globalThis, emulation.globals());
    return emulation.world.runExecution(work);
  };
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  const values = (name: string): unknown[][] =>
    uncounted(() => spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? []);
  /** A tab's rows as objects by header. */
  const rows = (name: string): Record<string, unknown>[] => {
    const [header, ...body] = values(name);
    return body
      .filter((r) => r.some((c) => c !== ''))
      .map((r) => Object.fromEntries((header ?? []).map((h, i) => [String(h), r[i]])));
  };
  /** Every tab of the ruleset as the sheet holds it (values, header first), read without counting. */
  const tabs = (): Map<string, unknown[][]> => new Map(ruleset.tabs.map((t) => [t.name, values(t.name)]));
  /** A player's submission checked by the ruleset against the sheet and recorded as the intake would. */
  const submit = (player: string, text: string): string[] => {
    const check = ruleset.checkOrders(tabs(), player, text);
    addOrders(
      check.clock.turn,
      check.clock.stage,
      player,
      check.lines.map((l) => l.text),
      check.lines.map((l) => ({ Status: l.status, Code: l.code, Message: l.message })),
    );
    return check.lines
      .filter((l) => l.status === 'rejected')
      .map((l) => `${player} ${l.line}: ${l.text} → ${l.code} ${l.message}`);
  };
  /** Order lines as the intake would have recorded them (row per line, the sheet's own column order). */
  const addOrders = (
    turn: number,
    stage: string,
    player: string,
    lines: readonly string[],
    checks: readonly Record<string, string>[] = [],
  ): void =>
    uncounted(() => {
      const sheet = spreadsheet.getSheetByName('Orders');
      if (!sheet) throw new Error('no Orders tab');
      const header = sheet.getDataRange().getValues()[0].map(String);
      const grid = lines.map((text, i) => {
        const record: Record<string, unknown> = {
          Turn: turn,
          Stage: stage,
          Player: player,
          Line: i + 1,
          Text: text,
          Status: 'ok',
          Code: '',
          Message: '',
          Submitted: new Date(Date.UTC(2026, 0, 1)),
          ...checks[i],
        };
        return header.map((h) => record[h] ?? '');
      });
      const first = sheet.getLastRow() + 1;
      sheet.getRange(first, 1, grid.length, header.length).setValues(grid);
    });
  /**
   * Everything a moderator sees of the ledger: not the hidden _undo tab (the undo store itself), nor the players'
   * tabs, where each stage's report is delivered after the stage is written (reports are not undone).
   */
  const book = (): string =>
    JSON.stringify(
      (workbookSnapshot(emulation, spreadsheet) as { name: string }[]).filter(
        (s) => s.name !== '_undo' && !s.name.startsWith('Player · '),
      ),
    );
  const setUp = () => run(() => operations.setUpStageLedger(app, spreadsheet, ruleset));
  const demo = () => run(() => operations.loadStageDemo(app, spreadsheet, ruleset));
  const check = () => run(() => operations.checkStageLedger(spreadsheet, ruleset));
  const state = () => run(() => operations.stageSidebarState(ruleset));
  const preview = (overrides: Record<string, number> = {}): StageView =>
    run(() => operations.previewStage(ruleset, overrides));
  const resolve = (
    expected: { turn: number; stage: string; round: number },
    overrides: Record<string, number> = {},
    fingerprint?: string,
  ): ResolvedStageView => run(() => operations.resolveStage(ruleset, expected, overrides, fingerprint));
  const undo = (): UndoneStageView => run(() => operations.undoStage(ruleset));
  return {
    emulation,
    spreadsheet,
    app,
    run,
    uncounted,
    values,
    rows,
    tabs,
    submit,
    addOrders,
    book,
    setUp,
    demo,
    check,
    state,
    preview,
    resolve,
    undo,
  };
}

export type StageCampaign = ReturnType<typeof stageCampaign>;

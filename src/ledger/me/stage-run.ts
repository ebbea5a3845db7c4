/**
 * Resolving the Mighty Empires stage the clock points at from the tabs (rulesets-design.md 3.5): the ledger read
 * and checked, the accepted lines of (turn, stage) re-read from the Orders tab, the stage of meStages run with the
 * Campaign seed (stageSeed) and the Log's overrides, and its result as a StageOutcome: the ME tabs that changed,
 * the Battles tab, the turn's work for the next stage (the hidden work tab), Log and Journal rows, the players'
 * cards and reports, the clock after. Pure and deterministic: the same tabs, orders and seed give the same outcome.
 */
import { stageAt, stageSeed, type StageReport, type StageReportLine } from '../../engine/core/stage';
import type { MeOrder } from '../../engine/me/orders/types';
import { meStages } from '../../engine/me/ruleset';
import type { MeTurnWork } from '../../engine/me/stages/turn';
import { logCells } from '../log';
import { STAGE_ORDERS_TAB, type StageOutcome, type StageRunOptions, type TabValues } from '../stage-ruleset';
import { cellText, describeIssue, headerIndex, type CellIssue } from '../tab';
import type { Cells } from '../write-state';
import { armyWarnings } from './stage-army-warnings';
import { battlesAfter } from './stage-battles';
import { disputeMessage, reportDisputes, type SentReportLine } from './stage-disputes';
import { checkMeSubmission, ME_ORDER_STAGES } from './stage-orders';
import { FIRST_STAGE, readMeLedger, readOffers, readWork, type MeLedger } from './stage-read';
import { playerReports } from './stage-reports';
import { OVER } from './stage-settings';
import { ME_BATTLES_TAB, ME_WORK_CHUNK, ME_WORK_TAB } from './stage-tabs';
import { tabOf } from './stage-values';
import { meStateRecords } from './write-state';

/** The issues that stop a stage, as one message naming each cell. */
function refuseIssues(stage: string, issues: readonly CellIssue[]): never {
  const shown = issues.slice(0, 5).map(describeIssue).join('; ');
  const more = issues.length > 5 ? `; and ${issues.length - 5} more (Check ledger lists them)` : '';
  throw new Error(`The ${stage} stage cannot run: ${shown}${more}`);
}

/** Each player's accepted lines of (turn, stage), in line order, as one text with the line numbers kept. */
export function acceptedSubmissions(tabs: TabValues, turn: number, stage: string): Map<string, string> {
  const tab = tabOf(tabs, STAGE_ORDERS_TAB.name);
  const out = new Map<string, string>();
  if (!tab) return out;
  const col = headerIndex(tab);
  const get = (r: readonly unknown[], h: string): string => cellText(r[col(h)]);
  const lines = new Map<string, Map<number, string>>();
  for (const r of tab.rows) {
    const rowStage = get(r, 'Stage').toLowerCase() || FIRST_STAGE;
    const status = get(r, 'Status').toLowerCase();
    if (Number(r[col('Turn')]) !== turn || rowStage !== stage) continue;
    if (status !== 'ok' && status !== 'corrected') continue;
    // One submission a player, however the Player cell is capitalised.
    const player = get(r, 'Player').toLowerCase();
    const n = Number(r[col('Line')]);
    const mine = lines.get(player) ?? new Map<number, string>();
    if (Number.isInteger(n) && n >= 1 && n <= 10000) mine.set(n, get(r, 'Text'));
    lines.set(player, mine);
  }
  for (const [player, mine] of [...lines].sort(([a], [b]) => a.localeCompare(b))) {
    const last = Math.max(0, ...mine.keys());
    out.set(player, Array.from({ length: last }, (_, i) => mine.get(i + 1) ?? '').join('\n'));
  }
  return out;
}

/** The accepted orders and report lines of the stage, re-checked against the ledger as it stands. */
function stageOrders(
  tabs: TabValues,
  ledger: MeLedger,
  work: MeTurnWork | null,
  offers: MeTurnWork['offers'],
  warnings: string[],
): { orders: Map<string, MeOrder[]>; reports: StageReport[] } {
  const orders = new Map<string, MeOrder[]>();
  const lines: StageReportLine[] = [];
  const sent: SentReportLine[] = [];
  const clock = ledger.clock;
  if (ME_ORDER_STAGES[clock.stage] === undefined) return { orders, reports: [] };
  const ctx = { state: ledger.state, settings: ledger.settings, clock, offers, work };
  for (const [written, text] of acceptedSubmissions(tabs, clock.turn, clock.stage)) {
    const k = ledger.state.kingdoms.find((x) => x.player.toLowerCase() === written.toLowerCase());
    if (!k) {
      warnings.push(
        `Orders: lines of “${written}”, not a player with a kingdom on the Kingdoms tab, were left out`,
      );
      continue;
    }
    const s = checkMeSubmission(ctx, k.player, text);
    for (const l of s.lines.filter((x) => x.status === 'rejected'))
      warnings.push(`Orders: ${k.player}'s line ${l.line} was accepted but is refused now: ${l.message}`);
    if (s.orders.length > 0) orders.set(k.player, [...s.orders]);
    lines.push(...s.reports);
    s.reports.forEach((report, i) => sent.push({ line: s.reportLines[i] ?? 0, report }));
  }
  // 5.4C: a disputed winner or level holds the stage; no line sent first wins.
  const disputes = reportDisputes(tabs, clock.turn, clock.stage, sent);
  if (disputes.length > 0) throw new Error(disputeMessage(disputes));
  const battles = [...new Set(lines.map((l) => l.battle))];
  return { orders, reports: battles.map((b) => ({ battle: b, lines: lines.filter((l) => l.battle === b) })) };
}

/** A tab's body as header-keyed records of the spec's columns; blank rows left out unless `blank` keeps them. */
function recordsOf(tabs: TabValues, name: string, headers: readonly string[], blank = false): Cells[] {
  const tab = tabOf(tabs, name);
  if (!tab) return [];
  const col = headerIndex(tab);
  return tab.rows
    .filter((r) => blank || r.some((c) => cellText(c) !== ''))
    .map((r) => Object.fromEntries(headers.map((h) => [h, col(h) < 0 ? '' : (r[col(h)] ?? '')])));
}

/** The work as pieces of the work tab, for the stage `stage` of `turn`. */
export function workRows(work: MeTurnWork, turn: number, stage: string): Cells[] {
  const text = JSON.stringify(work);
  const rows: Cells[] = [];
  for (let i = 0; i * ME_WORK_CHUNK < text.length; i++)
    rows.push({
      Turn: turn,
      Stage: stage,
      Part: i + 1,
      Data: text.slice(i * ME_WORK_CHUNK, (i + 1) * ME_WORK_CHUNK),
    });
  return rows;
}

export function runMeStage(tabs: TabValues, options: StageRunOptions): StageOutcome {
  const ledger = readMeLedger(tabs);
  const clock = ledger.clock;
  const issues: CellIssue[] = [...ledger.issues];
  const offers = readOffers(tabs, clock.turn, issues);
  if (ledger.seed === '')
    issues.push({ tab: 'Campaign', cell: ledger.rows.cellOf('Seed'), message: 'the Seed is blank: set one' });
  if (ledger.state.over)
    issues.push({ tab: 'Campaign', cell: ledger.rows.cellOf(OVER), message: 'the campaign is over (3.0A)' });
  if (issues.length > 0) refuseIssues(clock.stage, issues);
  const work = readWork(tabs, clock, offers);
  const warnings: string[] = [];
  const { orders, reports } = stageOrders(
    tabs,
    ledger,
    clock.stage === FIRST_STAGE ? null : work,
    offers,
    warnings,
  );
  const stage = stageAt(meStages(ledger.settings), clock);
  const result = stage.run({
    state: { campaign: ledger.state, work },
    clock,
    orders,
    reports,
    seed: stageSeed(ledger.seed, clock),
    overrides: options.overrides,
  });
  const after = result.state.campaign;
  for (const e of result.events)
    if (e.effect.startsWith('report fact dropped: '))
      warnings.push(`${e.subject}: ${e.effect}; the rest of the report is applied (5.4C)`);

  const rewrite = new Map<string, readonly Cells[]>();
  const before = new Map(
    [...meStateRecords(ledger.state)].map(([spec, rows]) => [spec.name, JSON.stringify(rows)]),
  );
  for (const [spec, rows] of meStateRecords(after))
    if (before.get(spec.name) !== JSON.stringify(rows)) rewrite.set(spec.name, rows);

  // Battles: other rows as they are and where they are (blank ones too), this turn's as the stage leaves them.
  const headers = ME_BATTLES_TAB.columns.map((c) => c.header);
  const kept = recordsOf(tabs, ME_BATTLES_TAB.name, headers, true);
  const onRecord = work.battles.map((b) => b.id);
  const battles = battlesAfter(kept, clock.turn, onRecord, result.battles);
  if (JSON.stringify(battles) !== JSON.stringify(kept)) rewrite.set(ME_BATTLES_TAB.name, battles);

  // The work for the next stage of this turn; none once the turn is over.
  const next = result.next;
  const workAfter = next.turn === clock.turn ? workRows(result.state.work, next.turn, next.stage) : [];
  const workHeaders = ME_WORK_TAB.columns.map((c) => c.header);
  if (JSON.stringify(workAfter) !== JSON.stringify(recordsOf(tabs, ME_WORK_TAB.name, workHeaders)))
    rewrite.set(ME_WORK_TAB.name, workAfter);

  const campaign = new Map<string, string | number | boolean>();
  if (after.over !== ledger.state.over) campaign.set(OVER, after.over);

  const append = new Map<string, readonly Cells[]>([
    [
      'Log',
      result.events.map((e) =>
        logCells({
          turn: clock.turn,
          phase: e.phase,
          subject: e.subject,
          die: e.die,
          key: e.key,
          result: e.result,
          table: e.table,
          effect: e.effect,
        }),
      ),
    ],
    [
      'Journal',
      result.entries.map((e) => ({
        Turn: clock.turn,
        Stage: clock.stage,
        Player: e.player,
        Resource: e.resource,
        Amount: e.amount,
        For: e.note,
      })),
    ],
  ]);
  // 3.1B-3.4B: the lists as the orders leave them, for the moderator (3.7B).
  if (stage.waits === 'orders') warnings.push(...armyWarnings(tabs, after, ledger.settings));
  if (stage.waits === 'orders')
    for (const k of ledger.state.kingdoms)
      if (!k.eliminated && !orders.has(k.player))
        warnings.push(
          `${k.player} sent no orders for turn ${clock.turn}: no edicts, and the armies stand idle (4.0B)`,
        );

  return {
    clock: next,
    rewrite,
    append,
    campaign,
    summaries: result.summaries,
    reports: playerReports(after, result.summaries, result.battles, clock),
    warnings,
  };
}

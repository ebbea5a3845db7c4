/**
 * Runs the Chronopia stage the clock points at (runStage): every cell must read clean, or the stage is refused
 * naming the tab, cell and why (CT-R6 unset: each Advance order names its own cost). A roster breach does not stop a stage: it voids the battle the
 * force would fight. The stage's accepted orders are read back from the Orders tab and re-read; overrides come
 * from the Log; the seed is the Campaign Seed per stage. The outcome: the state tabs rewritten, a Log row per
 * event and roll, a Journal row per gc or XP change, the sidebar's cards, each player's report, the next clock.
 * Deterministic.
 */
import { stageAt, stageSeed } from '../../engine/core/stage';
import { everyoneIn } from '../../engine/ct/campaign';
import type { CtEvent } from '../../engine/ct/events';
import { parseOrder } from '../../engine/ct/orders/grammar';
import { CT_STAGES } from '../../engine/ct/stages';
import type { CtStageOrder, CtVictoryRule, CtWorld } from '../../engine/ct/stages/world';
import type { StageOutcome, StageRunOptions, TabValues } from '../stage-ruleset';
import { cellText, describeIssue, headerIndex, tabRows } from '../tab';
import type { Cells } from '../write-state';
import { readCt, type CtRead } from './ledger';
import { subjectsFor } from './orders';
import { OVER, WINNER, type CtVictory } from './settings';
import { campaignCells } from './values';
import { rosterWarnings } from './view';
import { ctRecords } from './write-state';

const VICTORY_RULE: Readonly<Record<CtVictory, CtVictoryRule>> = {
  'Most territories after the last round': 'most territories',
  'First to 12 territories': 'first to 12',
  'Highest force rating after the last round': 'highest force rating',
  'None (the moderator decides)': 'none',
};

/** The accepted lines of the clock's turn and stage, by player, re-read; a line no longer readable is a warning. */
export function stageOrders(tabs: TabValues, read: CtRead, warnings: string[]): Map<string, CtStageOrder[]> {
  const out = new Map<string, CtStageOrder[]>();
  const tab = tabRows('Orders', tabs.get('Orders') ?? []);
  const col = headerIndex(tab);
  const [turn, stage, player, line, text, status] = ['Turn', 'Stage', 'Player', 'Line', 'Text', 'Status'].map(
    col,
  );
  const rows = tab.rows
    .filter(
      (r) => Number(r[turn]) === read.clock.turn && cellText(r[stage]).toLowerCase() === read.clock.stage,
    )
    .filter((r) => ['ok', 'corrected'].includes(cellText(r[status]).toLowerCase()));
  for (const p of read.campaign.state.players) {
    const mine = rows
      .filter((r) => cellText(r[player]).toLowerCase() === p.name.toLowerCase())
      .sort((a, b) => Number(a[line]) - Number(b[line]));
    const subjects = subjectsFor(read, p.name);
    const orders: CtStageOrder[] = [];
    for (const r of mine) {
      const parsed = parseOrder(cellText(r[text]), subjects);
      if (parsed.ok) orders.push({ line: Number(r[line]), order: parsed.order });
      else warnings.push(`${p.name}, line ${cellText(r[line])}: ${parsed.message}; skipped`);
    }
    if (orders.length) out.set(p.name, orders);
  }
  return out;
}

/** The players a Log row concerns: by name, warband, figure or battle (for their reports). */
function concerned(world: CtWorld, subject: string): string[] {
  const ps = world.campaign.state.players;
  const out = new Set<string>();
  for (const p of ps) {
    if (subject === p.name || subject.startsWith(`${p.name} `) || subject.split(', ').includes(p.name))
      out.add(p.name);
    if (p.warbands.some((w) => w.id === subject || w.figures.some((f) => subject.startsWith(f.id))))
      out.add(p.name);
    if (p.captives.some((c) => subject.startsWith(c.figure.id))) out.add(p.name);
  }
  for (const b of world.campaign.battles) if (b.id === subject) everyoneIn(b).forEach((p) => out.add(p));
  return [...out];
}

const logRow = (turn: number, e: CtEvent): Cells => ({
  Turn: turn,
  Phase: e.phase,
  Subject: e.subject,
  Die: e.die,
  Key: e.key,
  Result: e.result,
  Override: '',
  Table: e.table,
  Effect: e.effect,
});

export function ctRunStage(tabs: TabValues, options: StageRunOptions): StageOutcome {
  const read = readCt(tabs);
  // Cell problems stop the stage; a force that breaks [Forces] 1.a voids its battle (a warning), since
  // after a battle a warband may stand below its minimum until step d fills it ([Forces] 2.b.2).
  const issues = read.issues;
  if (issues.length > 0)
    throw new Error(
      `Cannot resolve ${read.clock.stage} of round ${read.clock.turn}: ${issues.slice(0, 5).map(describeIssue).join('; ')}${issues.length > 5 ? ` (and ${issues.length - 5} more: run Check ledger)` : ''}`,
    );
  const over = campaignCells(tabs)(OVER);
  if (/^(true|yes)$/i.test(over.value))
    throw new Error(
      `Campaign!${over.cell}: the campaign is over (${campaignCells(tabs)(WINNER).value || 'no winner named'} won, CT-R14); clear Over to play on`,
    );
  const warnings: string[] = [];
  const orders = stageOrders(tabs, read, warnings);
  const world: CtWorld = {
    campaign: read.campaign,
    armyLists: read.armyLists,
    victory: VICTORY_RULE[read.victory],
    lastRound: read.lastRound,
    warnings: [],
    winners: null,
    usedIds: read.usedIds,
  };
  const spec = stageAt(CT_STAGES, read.clock);
  const result = spec.run({
    state: world,
    clock: read.clock,
    orders,
    reports: [],
    seed: stageSeed(read.seed, read.clock),
    overrides: options.overrides,
  });
  const after = result.state;
  const reports = new Map<string, string[]>(read.campaign.state.players.map((p) => [p.name, []]));
  for (const e of result.events)
    for (const p of concerned(after, e.subject))
      reports.get(p)?.push(`${e.subject}: ${e.effect}${e.die ? ` (${e.die} ${e.result})` : ''}`);
  for (const s of result.summaries) {
    const lines = reports.get(s.player);
    if (lines) lines.push(...s.lines.filter((l) => !lines.includes(l)));
  }
  // Each player hears what he must mend before his next battle (the moderator sees it in Check).
  for (const p of after.campaign.state.players) reports.get(p.name)?.push(...rosterWarnings(p));
  // A report is never only its title: a player this stage did not touch (his battle void or declined) is told so.
  for (const [, lines] of reports)
    if (lines.length === 0) lines.push(`Nothing of yours changed at this stage (${read.clock.stage}).`);
  const campaign = new Map<string, string | number | boolean>();
  if (after.winners) {
    campaign.set(OVER, true);
    campaign.set(WINNER, after.winners.join(', '));
  }
  return {
    clock: result.next,
    rewrite: ctRecords({ players: after.campaign.state.players, battles: after.campaign.battles }),
    append: new Map([
      ['Log', result.events.map((e) => logRow(read.clock.turn, e))],
      [
        'Journal',
        result.entries.map((j) => ({
          Turn: read.clock.turn,
          Stage: read.clock.stage,
          Player: j.player,
          Resource: j.resource,
          Amount: j.amount,
          For: j.note,
        })),
      ],
    ]),
    campaign,
    summaries: result.summaries,
    reports,
    // CT-R6 unset is a note, never a stop: the moderator reads it at each Preview and Resolve.
    warnings: [...read.notes.map(describeIssue), ...warnings, ...after.warnings],
  };
}

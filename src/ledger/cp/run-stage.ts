import { stageAt, stageSeed } from '../../engine/core/stage';
import type { CpEvent } from '../../engine/cp/events';
import { CP_STAGES } from '../../engine/cp/stages';
import { LOG_TAB } from '../schema';
import type { StageOutcome, StageRunOptions, TabValues } from '../stage-ruleset';
import { JOURNAL_TAB } from '../stage-ruleset';
import { cellText, describeIssue, headerIndex, tabRows } from '../tab';
import type { Cells } from '../write-state';
import { readCpLedger } from './read-state';
import { CP_BATTLES_TAB, CP_OVER, CP_VICTORY_DECIDED } from './schema';
import { campaignOverText } from '../../engine/cp/victory';
import { recordedVictory, victoryNote } from './victory-record';
import { seedIssues } from './seed';
import { CP_SETTING } from './settings';
import { stageName } from './stage-info';
import { cpStateRecords } from './write-state';
import { checkReports } from './reports-check';
import { acceptedLines } from './accepted-lines';

export { acceptedLines, type CpOrderRow } from './accepted-lines';

/** The moderator's die overrides of this turn: the Log's Override by Key (as in CS42); `extra` wins. */
export function logOverrides(
  tabs: TabValues,
  turn: number,
  extra: ReadonlyMap<string, number>,
): Map<string, number> {
  const out = new Map<string, number>();
  const values = tabs.get(LOG_TAB.name);
  if (values) {
    const tab = tabRows(LOG_TAB.name, values);
    const col = headerIndex(tab);
    for (const row of tab.rows) {
      const o = cellText(row[col('Override')]);
      const key = cellText(row[col('Key')]);
      if (cellText(row[col('Turn')]) === String(turn) && key !== '' && /^\d+$/.test(o))
        out.set(key, Number(o));
    }
  }
  for (const [k, v] of extra) out.set(k, v);
  return out;
}

const logRow = (turn: number, e: CpEvent): Cells => ({
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

/**
 * Resolves the stage the clock points at: reads every tab once, refuses to run on any bad cell, a blank seed,
 * a battle without both sides' reports, or a campaign that is over (naming tab, cell and why), and returns the
 * whole outcome or throws.
 */
export function cpRunStage(tabs: TabValues, options: StageRunOptions): StageOutcome {
  const { ledger, issues } = readCpLedger(tabs);
  const blocking = [...issues, ...seedIssues(ledger)];
  if (blocking.length > 0)
    throw new Error(
      `The ${ledger.clock.stage} stage cannot run: ${blocking.slice(0, 5).map(describeIssue).join('; ')}${blocking.length > 5 ? ` (and ${blocking.length - 5} more)` : ''}`,
    );
  const { clock } = ledger;
  const spec = stageAt(CP_STAGES, clock);
  const orders = acceptedLines(tabs, clock.turn, clock.stage);
  if (clock.stage === 'results') checkReports(ledger, orders);
  const decided = victoryNote(recordedVictory(ledger.campaign), ledger.settings.victory, clock);
  const ran = spec.run({
    state: { cp: ledger.state, settings: ledger.settings, lines: ledger.lines, winners: [] },
    clock,
    orders,
    reports: [],
    seed: stageSeed(ledger.seed.text, clock),
    overrides: logOverrides(tabs, clock.turn, options.overrides),
  });
  const result = { ...ran, events: [...decided.events, ...ran.events] };
  const winners = result.state.winners;
  const over = winners.length > 0 ? campaignOverText(winners) : null;
  const rewrite = cpStateRecords(result.state.cp, result.state.lines);
  const closed = new Map(result.battles.map((b) => [b.id, b]));
  const rows = ledger.battleRows.map((r) => {
    const b = closed.get(cellText(r.Battle));
    return b && b.status === 'applied' ? { ...r, Result: b.winner === null ? 'draw' : winnerArmy(b) } : r;
  });
  const opened = result.state.cp.battles
    .filter((b) => !ledger.battleRows.some((r) => cellText(r.Battle) === b.id))
    .map((b) => ({
      Battle: b.id,
      Turn: clock.turn,
      Territory: b.territory,
      Attacker: b.attacker,
      Defender: b.defender,
      Mover: b.mover,
      Scenario: b.scenario,
      Notes: b.notes.join('; '),
      Result: '',
    }));
  rewrite.set(CP_BATTLES_TAB.name, [...rows, ...opened]);
  const campaign = new Map<string, string | number | boolean>();
  if (decided.record !== null && ledger.campaign.has(CP_VICTORY_DECIDED.toLowerCase()))
    campaign.set(CP_VICTORY_DECIDED, decided.record);
  // The first to meet the condition wins and it stands: the campaign is over, no later stage runs (read-state.ts).
  if (winners.length > 0) {
    campaign.set(CP_SETTING.winner, winners.join(', '));
    if (ledger.campaign.has(CP_OVER.toLowerCase())) campaign.set(CP_OVER, true);
  }
  const header = `Turn ${clock.turn}: ${stageName(clock)}`;
  const line = (e: CpEvent): string =>
    `${e.phase}: ${e.subject}: ${e.effect}${e.die ? ` (${e.die} ${e.result})` : ''}`;
  // A refused line is the player's own plan, never played: his report and the moderator's warnings only.
  const refused = (e: CpEvent): boolean => / refused: /.test(e.effect);
  const reportOf = (player: string): string[] => [
    header,
    ...result.events.filter((e) => !refused(e) || e.subject === player).map(line),
    ...(over ? [over] : []),
  ];
  return {
    clock: result.next,
    rewrite,
    append: new Map([
      [LOG_TAB.name, result.events.map((e) => logRow(clock.turn, e))],
      [
        JOURNAL_TAB.name,
        result.entries.map((j) => ({
          Turn: clock.turn,
          Stage: clock.stage,
          Player: j.player,
          Resource: j.resource,
          Amount: j.amount,
          For: j.note,
        })),
      ],
    ]),
    campaign,
    summaries: over ? result.summaries.map((x) => ({ ...x, lines: [...x.lines, over] })) : result.summaries,
    // Nothing played in 003 is secret (view.ts): every player reads the whole stage but others' refused lines.
    reports: new Map(ledger.players.map((p) => [p.player, reportOf(p.player)])),
    // Lines the form accepted but the map refused when their round came: the moderator may want to know.
    warnings: [...decided.warnings, ...result.events.filter(refused).map((e) => `${e.subject}: ${e.effect}`)],
  };
}

/** The winning army of an applied battle (its forces), for the Battles tab's Result. */
function winnerArmy(b: {
  readonly sides: readonly { readonly side: string; readonly forces: readonly string[] }[];
  readonly winner: string | null;
}): string {
  return b.sides.find((s) => s.side === b.winner)?.forces[0] ?? b.winner ?? '';
}

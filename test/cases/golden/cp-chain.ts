/**
 * Plays the Campaign points demo (The Kjell Marches) through the staged-ruleset seam as the sidebar and the form
 * do: each submission checked with checkOrders and its receipt stored on the Orders tab (a new submission
 * replacing the player's earlier lines of the stage), the stage run with runStage, the outcome written back into
 * the tabs (test/ledger/cp/tabs.ts applyOutcome). The dice the story needs are fixed by key (the moderator's
 * overrides); every other die comes from the demo's seed. Pure: the same script gives the same tabs.
 */
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { appendRows, applyOutcome, demoTabs } from '../../ledger/cp/tabs';

export interface CpStep {
  /** The stage the clock must point at (a check on the script). */
  readonly stage: string;
  readonly round: number;
  /** Submissions sent before the stage runs, by player. */
  readonly send?: Readonly<Record<string, readonly string[]>>;
  readonly overrides?: Readonly<Record<string, number>>;
}

export interface CpPlayed {
  readonly turn: number;
  readonly stage: string;
  readonly round: number;
  /** Lines the form refused (the script expects none). */
  readonly rejected: readonly string[];
  readonly outcome: StageOutcome;
  readonly tabs: TabValues;
}

/** The story: turn 1 whole (4 rounds, a battle), turn 2 whole (a rebuild, a turn with no battle). */
export const CP_SCRIPT: readonly CpStep[] = [
  // Turn 1. Order Ostland, Reikland, Middenland (the draws keep the stack's order); D3s 3, 3, 2: CP 4, 4, 3.
  {
    stage: 'start',
    round: 1,
    overrides: {
      'cp:order:T1#1': 3,
      'cp:order:T1#2': 2,
      'cp:generate:Ostland': 3,
      'cp:generate:Reikland': 3,
      'cp:generate:Middenland': 2,
    },
  },
  {
    stage: 'spend',
    round: 1,
    send: {
      // Ostland sends his whole list once: the rounds read it one line at a time.
      Ostland: [
        'Eastgate - Decrease DV',
        'Eastgate - Fortify',
        'Road Eastgate-Riverholm - Build Roads',
        'Road Eastgate-Riverholm - Build Roads',
      ],
      Reikland: ['Greyhold - Decrease DV'],
      Middenland: ['Middenland - Sabotage Ostland'],
    },
  },
  {
    stage: 'spend',
    round: 2,
    send: { Reikland: ['Greyhold - Decrease DV'], Middenland: ['Middenland - Sabotage Ostland'] },
    overrides: { 'cp:R2:sabotage:Middenland': 2 },
  },
  {
    stage: 'spend',
    round: 3,
    send: {
      Reikland: ['Greyhold - Fortify'],
      Middenland: ["Wolf Guard - Move Kjell's Ford", 'Wolf Guard - Move Millbrook'],
    },
    overrides: {
      'cp:R3:free-move:Wolf Guard': 5,
      'cp:R3:md:Wolf Guard': 5,
      'cp:R3.2:free-move:Wolf Guard': 1,
      'cp:R3.2:md:Wolf Guard': 2,
    },
  },
  { stage: 'spend', round: 4, send: { Reikland: ['Greyhold - Fortify'] } },
  { stage: 'battles', round: 1, overrides: { 'cp:scenario:Millbrook': 5 } },
  {
    stage: 'results',
    round: 1,
    send: {
      Reikland: ['T1-01 - Winner Reikland Host'],
      Middenland: ['T1-01 - Winner Reikland Host'],
    },
    overrides: { 'cp:retreat:Wolf Guard': 1 },
  },
  // Turn 2. Order Middenland, Reikland, Ostland.
  {
    stage: 'start',
    round: 1,
    overrides: {
      'cp:order:T2#1': 1,
      'cp:order:T2#2': 2,
      'cp:generate:Middenland': 3,
      'cp:generate:Reikland': 2,
      'cp:generate:Millbrook': 6,
      'cp:generate:Ostland': 3,
      'cp:generate:Eastgate': 3,
    },
  },
  {
    stage: 'spend',
    round: 1,
    send: {
      Middenland: [
        'Wolf Guard - Rebuild',
        'Wolf Guard - Rebuild',
        'Wolf Army - Move Blackwall',
        'Wolf Guard - Rebuild',
      ],
      Reikland: ['Reikland Host - Move Four Ways'],
      Ostland: ['Ostland Host - Move Blackwall', 'Blackwall - Decrease DV', 'Blackwall - Decrease DV'],
    },
    overrides: { 'cp:R1:md:Reikland Host': 3, 'cp:R1:md:Ostland Host': 4 },
  },
  { stage: 'spend', round: 2, send: { Reikland: ['Reikland - Give up'] } },
  { stage: 'spend', round: 3 },
  { stage: 'spend', round: 4 },
  { stage: 'battles', round: 1 },
];

/** The form: a submission checked and its receipt stored, replacing the player's earlier lines of the stage. */
export function send(
  tabs: TabValues,
  player: string,
  lines: readonly string[],
  stamp: string,
): { tabs: TabValues; rejected: string[] } {
  const receipt = R.checkOrders(tabs, player, lines.join('\n'));
  const { turn, stage } = receipt.clock;
  const orders = tabs.get('Orders') ?? [[]];
  const kept = new Map([
    ...tabs,
    [
      'Orders',
      orders.filter((r, i) => i === 0 || !(r[0] === turn && r[1] === stage && r[2] === receipt.player)),
    ],
  ]);
  const rows = receipt.lines.map((l) => ({
    Turn: turn,
    Stage: stage,
    Player: receipt.player,
    Line: l.line,
    Text: l.text,
    Status: l.status,
    Code: l.code,
    Message: l.message,
    Submitted: stamp,
  }));
  return {
    tabs: appendRows(kept, 'Orders', rows),
    rejected: receipt.lines
      .filter((l) => l.status === 'rejected')
      .map((l) => `${player} ${l.line}: ${l.code} ${l.message}`),
  };
}

export function playCp(script: readonly CpStep[] = CP_SCRIPT, start: TabValues = demoTabs(R)): CpPlayed[] {
  let tabs: TabValues = start;
  const played: CpPlayed[] = [];
  for (const step of script) {
    const clock = R.clock(tabs);
    if (clock.stage !== step.stage || clock.round !== step.round)
      throw new Error(
        `script expects ${step.stage} round ${step.round}, the clock is at ${clock.stage} round ${clock.round}`,
      );
    const rejected: string[] = [];
    for (const [player, lines] of Object.entries(step.send ?? {})) {
      const s = send(tabs, player, lines, `T${clock.turn} ${clock.stage} R${clock.round} ${player}`);
      tabs = s.tabs;
      rejected.push(...s.rejected);
    }
    const outcome = R.runStage(tabs, { overrides: new Map(Object.entries(step.overrides ?? {})) });
    tabs = applyOutcome(tabs, outcome);
    played.push({ turn: clock.turn, stage: clock.stage, round: clock.round, rejected, outcome, tabs });
  }
  return played;
}

const line = (r: Readonly<Record<string, unknown>>): string => Object.values(r).map(String).join(' | ');

/** What the golden records of a stage, one text line per row: the clock after it, Log, Journal, rewritten tabs. */
export function cpSummary(p: CpPlayed): unknown {
  return {
    turn: p.turn,
    stage: p.stage,
    round: p.round,
    next: p.outcome.clock,
    log: (p.outcome.append.get('Log') ?? []).map(line),
    journal: (p.outcome.append.get('Journal') ?? []).map(line),
    rewrite: Object.fromEntries([...p.outcome.rewrite].map(([tab, rows]) => [tab, rows.map(line)])),
    campaign: Object.fromEntries(p.outcome.campaign),
    summaries: p.outcome.summaries.map((s) => `${s.player}: ${s.lines.join('; ')}`),
  };
}

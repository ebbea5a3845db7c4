/** Plays stages through the ruleset as the form and the sidebar would: each step's lines sent, then one Resolve. */
import { CP_STAGE_RULESET as R } from '../../../src/ledger/cp/ruleset';
import type { StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { send } from '../../cases/golden/cp-chain';
import { applyOutcome } from './tabs';

export interface PlayStep {
  readonly send?: Readonly<Record<string, readonly string[]>>;
  readonly overrides?: Readonly<Record<string, number>>;
}

export interface Played {
  readonly tabs: TabValues;
  /** Every Resolve's outcome, in order. */
  readonly outcomes: StageOutcome[];
  /** Log lines `Subject: Effect` of every Resolve. */
  readonly log: string[];
}

/** Each step: its lines sent, then the stage resolved; a stage that throws fails the test. */
export function play(start: TabValues, steps: readonly PlayStep[]): Played {
  let tabs = start;
  const outcomes: StageOutcome[] = [];
  const log: string[] = [];
  steps.forEach((s, i) => {
    for (const [p, lines] of Object.entries(s.send ?? {})) tabs = send(tabs, p, lines, `step ${i} ${p}`).tabs;
    const o = R.runStage(tabs, { overrides: new Map(Object.entries(s.overrides ?? {})) });
    outcomes.push(o);
    log.push(...(o.append.get('Log') ?? []).map((r) => `${String(r.Subject)}: ${String(r.Effect)}`));
    tabs = applyOutcome(tabs, o);
  });
  return { tabs, outcomes, log };
}

/** A tab's body as records by header. */
export function records(tabs: TabValues, name: string): Record<string, unknown>[] {
  const [h = [], ...body] = tabs.get(name) ?? [];
  return body.map((r) => Object.fromEntries(h.map((k, i) => [String(k), r[i]])));
}

/** The demo's turn 1 order of play (Ostland, Reikland, Middenland) and 4 CP each (D3 3 + 1, CP-R3). */
export const TURN_1: Readonly<Record<string, number>> = {
  'cp:order:T1#1': 3,
  'cp:order:T1#2': 2,
  'cp:generate:Ostland': 3,
  'cp:generate:Reikland': 3,
  'cp:generate:Middenland': 3,
};

/**
 * Plays the Mighty Empires demo (The Five Marches) through the staged-ruleset seam, the way the sidebar and the
 * form do: each stage's lines submitted through checkOrders into the Orders tab, the stage run with runStage,
 * its outcome written back into the tabs (stage-apply.ts), until the turn is over. Fixed lines per turn and stage
 * (me-orders.json); the demo's seed; no overrides. Pure: the same inputs give the same tabs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ME_STAGE_RULESET as R } from '../../../src/ledger/me/ruleset';
import type { StageOutcome, TabValues } from '../../../src/ledger/stage-ruleset';
import { applyOutcome, demoTabs, submitOrders } from '../../ledger/me/stage-apply';

export const ME_GOLDEN_DIR = __dirname;

/** One turn's lines by stage id, then by player. */
export type MeTurnLines = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface MeStagePlayed {
  readonly turn: number;
  readonly stage: string;
  /** Lines the form refused (a golden expects none). */
  readonly rejected: readonly string[];
  readonly outcome: StageOutcome;
  /** The tabs after the outcome was written. */
  readonly tabs: TabValues;
}

export function meTurns(): MeTurnLines[] {
  return (
    JSON.parse(readFileSync(path.join(ME_GOLDEN_DIR, 'me-orders.json'), 'utf8')) as {
      turns: MeTurnLines[];
    }
  ).turns;
}

/** Plays `turns` from the demo's start; stops early if the campaign ends. */
export function playMe(turns: readonly MeTurnLines[] = meTurns()): MeStagePlayed[] {
  let tabs: TabValues = demoTabs(R);
  const played: MeStagePlayed[] = [];
  for (const lines of turns) {
    const turn = R.clock(tabs).turn;
    for (let guard = 0; guard < 8 && R.clock(tabs).turn === turn; guard++) {
      const stage = R.clock(tabs).stage;
      const rejected: string[] = [];
      for (const [player, text] of Object.entries(lines[stage] ?? {})) {
        const sent = submitOrders(R, tabs, player, text, `turn ${turn} ${stage}`);
        rejected.push(...sent.rejected);
        tabs = sent.tabs;
      }
      const outcome = R.runStage(tabs, { overrides: new Map() });
      tabs = applyOutcome(R, tabs, outcome);
      played.push({ turn, stage, rejected, outcome, tabs });
    }
  }
  return played;
}

/** The tabs as plain JSON (a golden): each tab's rows, header first. */
export function tabsJson(tabs: TabValues): Record<string, readonly (readonly unknown[])[]> {
  return Object.fromEntries([...tabs].map(([name, rows]) => [name, rows]));
}

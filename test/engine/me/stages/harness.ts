/** Runs ME stages for the tests on turn 3 with the given settings. */
import { stageSeed, type Clock, type StageReport, type StageResult } from '../../../../src/engine/core/stage';
import type { MeEvent } from '../../../../src/engine/me/events';
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { DEFAULT_ME_SETTINGS, meStages, type MeSettings } from '../../../../src/engine/me/ruleset';
import type { MeStageState } from '../../../../src/engine/me/stages/turn';

export type Orders = ReadonlyMap<string, readonly MeOrder[]>;
export type Result = StageResult<MeStageState, MeEvent>;

export function runStage(
  id: string,
  state: MeStageState,
  orders: Orders,
  overrides: ReadonlyMap<string, number>,
  options: {
    readonly seed?: string;
    readonly reports?: readonly StageReport[];
    readonly settings?: MeSettings;
  } = {},
): Result {
  const clock: Clock = { turn: 3, stage: id, round: 1 };
  const stage = meStages(options.settings ?? DEFAULT_ME_SETTINGS).find((s) => s.id === id);
  if (!stage) throw new Error(`no stage ${id}`);
  return stage.run({
    state,
    clock,
    orders,
    reports: options.reports ?? [],
    seed: stageSeed(options.seed ?? 'test', clock),
    overrides,
  });
}

/** The orders with `extra` added to (or, for `drop` kinds, taken from) each player's list. */
export function withOrders(
  base: Orders,
  extra: Readonly<Record<string, readonly MeOrder[]>>,
  drop: readonly MeOrder['kind'][] = [],
): Orders {
  const out = new Map<string, MeOrder[]>();
  for (const [p, list] of base)
    out.set(
      p,
      list.filter((o) => !drop.includes(o.kind)),
    );
  for (const [p, list] of Object.entries(extra)) out.set(p, [...(out.get(p) ?? []), ...list]);
  return out;
}

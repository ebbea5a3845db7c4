import { Dice } from '../../dice';
import type { CampaignState } from '../../model';
import type { TurnEntry, TurnEvent } from '../turn/context';
import { settleBattle } from './settle';
import type { Battle, BattleResult, BattleSettlementState } from './types';
import { resultWarnings } from './validate';

/**
 * Apply battle results (issue 12): every battle with a complete result is settled, one after another on the state
 * the previous one left; the others are listed with what is missing or wrong, and change nothing. Each battle's
 * dice are seeded by the campaign seed and the battle's id (one die per key, `battle:<id>:...`), so settling one
 * battle never moves another's rolls, and a moderator's override changes only its own roll.
 */

export interface SettleAllInput {
  readonly state: CampaignState;
  readonly settlement: BattleSettlementState;
  readonly battles: readonly Battle[];
  /** Results entered so far, by battle id; a battle without one is left for later. */
  readonly results: ReadonlyMap<string, BattleResult>;
  readonly seed: string;
  /** Overridden rolls, by key. */
  readonly overrides?: ReadonlyMap<string, number>;
  readonly turn: number;
}

export interface SettleAllResult {
  readonly state: CampaignState;
  readonly settlement: BattleSettlementState;
  readonly entries: readonly TurnEntry[];
  readonly events: readonly TurnEvent[];
  readonly applied: readonly string[];
  /** Battles not applied, each with its messages. */
  readonly incomplete: readonly { readonly id: string; readonly messages: readonly string[] }[];
  /** What was applied as entered against the book (resultWarnings: a besieger's Truce or Run after a
   * successful siege), one sentence each with its battle. */
  readonly warnings: readonly { readonly id: string; readonly message: string }[];
}

export function battleDice(
  seed: string,
  battleId: string,
  overrides: ReadonlyMap<string, number> = new Map(),
): Dice {
  return new Dice(`${seed}:battle:${battleId}`, overrides);
}

export function settleAll(input: SettleAllInput): SettleAllResult {
  let { state, settlement } = input;
  const entries: TurnEntry[] = [];
  const events: TurnEvent[] = [];
  const applied: string[] = [];
  const incomplete: { id: string; messages: string[] }[] = [];
  const warnings: { id: string; message: string }[] = [];
  for (const battle of input.battles) {
    if (settlement.settled.includes(battle.id)) continue;
    const result = input.results.get(battle.id);
    if (result === undefined) {
      incomplete.push({ id: battle.id, messages: [`Battle ${battle.id}: no result entered yet`] });
      continue;
    }
    const dice = battleDice(input.seed, battle.id, input.overrides);
    const out = settleBattle({ state, settlement, battle, result, dice, turn: input.turn });
    if (!out.ok) {
      incomplete.push({ id: battle.id, messages: [...out.errors] });
      continue;
    }
    ({ state, settlement } = out);
    entries.push(...out.entries);
    events.push(...out.events);
    applied.push(battle.id);
    warnings.push(...resultWarnings(battle, result).map((message) => ({ id: battle.id, message })));
  }
  return { state, settlement, entries, events, applied, incomplete, warnings };
}

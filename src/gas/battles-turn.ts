import { battleStateAfterTurn } from '../engine/cs42/battles';
import type { BattleSettlementState } from '../engine/cs42/battles';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { Dice } from '../engine/dice';
import { readSettlement } from '../ledger/battles-state';
import { CellIssue, tabRows } from '../ledger/tab';
import { ComputedTurn, computeTurn, logOverrides, TurnLedger } from './turn-ledger';

/**
 * The turn with the battle state beside it (issue 12): the ledger's broken armies, losses and individuals are
 * read and checked, and at the end of the turn Broken armies try to regroup, wounds heal one each and a broken
 * siege's bar lifts (battleStateAfterTurn). Preview and Resolve both run exactly this.
 */

export function ledgerSettlement(ledger: TurnLedger): {
  readonly settlement: BattleSettlementState;
  readonly issues: CellIssue[];
} {
  const tab = (name: string) => {
    const values = ledger.values.get(name);
    return values ? tabRows(name, values) : undefined;
  };
  return readSettlement(tab, ledger.settings.turn);
}

export interface BattleTurn extends ComputedTurn {
  /** The battle state after the turn. */
  readonly settlement: BattleSettlementState;
}

export function computeBattleTurn(ledger: TurnLedger, overrides: ReadonlyMap<string, number>): BattleTurn {
  const computed = computeTurn(ledger, overrides);
  const { settlement } = ledgerSettlement(ledger);
  const all = new Map([...logOverrides(ledger), ...overrides]);
  // The turn's own dice stream: regroup rolls are keyed `regroup:<army>`, so they are logged and overridable.
  const dice = new Dice(`${ledger.settings.seed}:turn:${ledger.settings.turn}`, all);
  const after = battleStateAfterTurn(computed.result.state, settlement, dice);
  const result: TurnResult = { ...computed.result, events: [...computed.result.events, ...after.events] };
  return { ...computed, result, settlement: after.settlement };
}

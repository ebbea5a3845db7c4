import { battleStateAfterTurn } from '../engine/cs42/battles';
import type { BattleSettlementState } from '../engine/cs42/battles';
import type { TurnResult } from '../engine/cs42/turn/pipeline';
import { Dice } from '../engine/dice';
import { readSettlement } from '../ledger/battles-state';
import { BATTLES_TAB } from '../ledger/schema';
import { CellIssue, cellText, headerIndex, tabRows } from '../ledger/tab';
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

/**
 * Battles of earlier turns with no result applied yet (the Battles tab's Applied cell blank), one sentence each.
 * Resolve goes ahead over them (a tabletop game may take longer than a turn, RULINGS 28), but the moderator is
 * told: their armies are as the turn left them and may meet again in a new battle.
 */
export function awaitingBattleWarnings(ledger: TurnLedger): string[] {
  const values = ledger.values.get(BATTLES_TAB.name);
  if (!values) return [];
  const tab = tabRows(BATTLES_TAB.name, values);
  const column = headerIndex(tab);
  const [id, turn, applied] = [column('Id'), column('Turn'), column('Applied')];
  if (id < 0 || turn < 0 || applied < 0) return [];
  return tab.rows
    .filter((r) => cellText(r[id]) !== '' && cellText(r[applied]) === '')
    .filter((r) => Number(cellText(r[turn])) < ledger.settings.turn)
    .map(
      (r) =>
        `${cellText(r[id])} awaits its result: enter it on the Battles tab and Apply battle results before Resolve, or its armies may fight it again as a new battle.`,
    );
}

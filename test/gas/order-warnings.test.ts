import type { OrderCode } from '../../src/engine/cs42/orders/codes';
import type { OrderLine } from '../../src/engine/cs42/orders/types';
import { staleOrderWarnings } from '../../src/gas/order-warnings';
import type { OrderRecord } from '../../src/ledger/orders';
import type { TurnOrdersResult } from '../../src/ledger/turn-orders';

// The warnings Preview and the sidebar give for lines accepted when sent that the turn's re-check refuses.

function record(line: number, text: string, status: string, submission = 'on time'): OrderRecord {
  return {
    turn: 3,
    player: 'Gorthak Horde',
    line,
    unit: '',
    action: '',
    args: '',
    status,
    code: '',
    message: '',
    text,
    submitted: '',
    submission,
  };
}

/** A re-checked line: `line` is its place among the player's counted lines, as turnOrders numbers them. */
function checked(line: number, status: OrderLine['status'], name: string | null, message = ''): OrderLine {
  return {
    line,
    text: '',
    name,
    kind: null,
    action: null,
    actionId: null,
    args: null,
    argsText: '',
    actionsUsed: 0,
    step: null,
    cost: 0,
    status,
    code: (status === 'rejected' ? 'O004' : 'O000') as OrderCode,
    message,
    notes: [],
  };
}

function recheck(lines: OrderLine[]): TurnOrdersResult {
  return {
    orders: new Map(),
    receipts: [{ player: 'Gorthak Horde', lines, holds: [], warnings: [], totalCost: 0, treasury: 0 }],
    status: [],
  };
}

describe('staleOrderWarnings', () => {
  it('names the accepted lines that now name no unit, by the line number the player sent', () => {
    // Line 2 was refused when sent: counted too (its submission counts), but it is no news.
    const records = [
      record(1, 'Bloodfang Wolf Riders - Move 6 1', 'ok'),
      record(2, 'Nobody - Hold', 'rejected'),
      record(3, 'Ashmaw Raiders - Hold', 'corrected'),
      record(1, 'Other turn - Hold', 'ok', 'on time'),
    ].map((r, i) => (i === 3 ? { ...r, turn: 2 } : r));
    const warnings = staleOrderWarnings(
      records,
      3,
      recheck([checked(1, 'rejected', null), checked(2, 'rejected', null), checked(3, 'rejected', null)]),
    );
    expect(warnings).toEqual([
      "2 accepted lines of Gorthak Horde now name no unit: line 1 'Bloodfang Wolf Riders - Move 6 1'; line 3 'Ashmaw Raiders - Hold'. They will be dropped: fix the name on the ledger, or have the orders sent again.",
    ]);
  });

  it('gives the re-check reason for a line that still names its unit, and skips late lines not accepted', () => {
    const records = [record(1, 'Late - Hold', 'ok', 'late'), record(2, 'Gorthak - Build Market', 'ok')];
    const warnings = staleOrderWarnings(
      records,
      3,
      recheck([checked(1, 'rejected', 'Gorthak', 'Not enough guilders.')]),
    );
    expect(warnings).toEqual([
      "1 accepted line of Gorthak Horde would now be refused: line 2 'Gorthak - Build Market' (Not enough guilders.). It will be dropped.",
    ]);
  });

  it('says nothing when the re-check accepts every line', () => {
    const records = [record(1, 'Bloodfang Wolf Riders - Move 6 1', 'ok')];
    expect(staleOrderWarnings(records, 3, recheck([checked(1, 'ok', 'Bloodfang Wolf Riders')]))).toEqual([]);
  });
});

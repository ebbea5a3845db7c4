import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { OrderLine } from '../../../../src/engine/cs42/orders/types';
import { resolveTurn } from '../../../../src/engine/cs42/turn/pipeline';
import { formatHex } from '../../../../src/engine/hex';
import type { CampaignState } from '../../../../src/engine/model';
import { ANN, BO, campaign, hex } from './fixture';

/**
 * A new name that only a unit the player cannot see bears (orders/naming.ts): the receipt accepts it as it would a
 * free name, and the turn creates the new unit under the first free numeral (`Gorthak Horde II`), tells the
 * moderator (W018, the receipt's `moderator` remarks) and carries out the player's other lines for the new unit
 * on it, never on the hidden one. Before the fix the line was refused: "The name … is already in use".
 */

const base = campaign();
const state: CampaignState = {
  ...base,
  units: [...base.units, { name: 'Ashmaw Drifters', player: BO, type: 'Settler', hex: hex('2010'), size: 1 }],
};

const TEXT = [
  'Karak Varn - Raise Troops 200 Gorthak Horde',
  'Gorthak Horde - Move 3',
  'Iron Host - Split Ashmaw Drifters 400',
].join('\n');

function resolve(): { after: CampaignState; moderator: readonly string[]; lines: readonly OrderLine[] } {
  const receipt = checkOrders({ state, player: ANN, text: TEXT, treasury: 5000 });
  const orders = new Map<string, OrderLine[]>();
  for (const l of receipt.lines)
    if (l.status !== 'rejected' && l.name !== null)
      orders.set(l.name.toLowerCase(), [...(orders.get(l.name.toLowerCase()) ?? []), l]);
  const after = resolveTurn({
    state,
    orders,
    balances: new Map([[ANN.toLowerCase(), 5000]]),
    settings: { seed: 'hidden-names', replacementCosts: 'table', settlersBeyondRegular: 'table' },
  }).state;
  return {
    after,
    moderator: (receipt.moderator ?? []).map((n) => `${n.code} ${n.message}`),
    lines: receipt.lines,
  };
}

describe('a new name an unseen unit bears: a numeral at Resolve, and a word to the moderator', () => {
  const { after, moderator, lines } = resolve();
  const army = (name: string, player: string) =>
    after.armies.find((a) => a.name === name && a.player === player);

  it('every line is accepted, and the player reads the names he wrote', () => {
    expect(lines.map((l) => `${l.status} ${l.code}`)).toEqual(['ok O000', 'ok O000', 'ok O000']);
    expect(lines.map((l) => l.message).join(' ')).not.toMatch(/ II\b/);
  });

  it('the raised army is Ann’s Gorthak Horde II, 200 points, moved by her Move 3 (0303 to 0403)', () => {
    const raised = army('Gorthak Horde II', ANN);
    expect(raised?.points).toBe(200);
    expect(raised === undefined ? null : formatHex(raised.hex)).toBe('0403');
  });

  it('Bo’s hidden Gorthak Horde is untouched: 1000 points in 1905', () => {
    const hidden = army('Gorthak Horde', BO);
    expect(hidden?.points).toBe(1000);
    expect(hidden === undefined ? null : formatHex(hidden.hex)).toBe('1905');
  });

  it('the split part is Ashmaw Drifters II (400), Iron Host keeps 400; Bo’s settlers keep their name', () => {
    expect(army('Ashmaw Drifters II', ANN)?.points).toBe(400);
    expect(army('Iron Host', ANN)?.points).toBe(400);
    expect(after.units.filter((u) => u.name === 'Ashmaw Drifters').map((u) => u.player)).toEqual([BO]);
  });

  it('the moderator is told of each numeral (W018); the player’s lines carry none of it', () => {
    expect(moderator).toEqual([
      "W018 Ann's line 1 names something new “Gorthak Horde”, a name that something Ann cannot see already bears: the ledger calls the new one “Gorthak Horde II”.",
      "W018 Ann's line 3 names something new “Ashmaw Drifters”, a name that something Ann cannot see already bears: the ledger calls the new one “Ashmaw Drifters II”.",
    ]);
    expect(lines.flatMap((l) => l.notes.map((n) => n.code))).not.toContain('W018');
  });
});

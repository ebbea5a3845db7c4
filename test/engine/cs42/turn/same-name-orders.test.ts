import type { CampaignState } from '../../../../src/engine/model';
import { resolveTurn } from '../../../../src/engine/cs42/turn/pipeline';
import { visibleHexes } from '../../../../src/engine/cs42/visibility';
import { submissionRecords } from '../../../../src/ledger/orders';
import { turnOrders } from '../../../../src/ledger/turn-orders';
import { formatHex } from '../../../../src/engine/hex';
import { ANN, army, BO, campaign, city } from './fixture-units';

/**
 * Two players' things may share a name: each was named where the other could not see it, so both names were
 * accepted (orders/naming.ts; VISIBILITY). The turn's orders were keyed by name alone, so at Resolve both
 * players' lines for "Axes" were one list and each army carried out the other's lines as well as its own
 * (ORDERS: a player orders only his own units). Each army now acts on its owner's lines only. Both tests failed
 * before the fix.
 */

/** Resolves one turn through the ledger's reading of the orders (turnOrders), with no calamity (rolls of 10). */
function play(state: CampaignState, orders: Record<string, string>) {
  const records = Object.entries(orders).flatMap(([p, text]) => submissionRecords(state.turn, p, text));
  const balances = new Map([
    ['ann', 5000],
    ['bo', 5000],
  ]);
  const checked = turnOrders(state, records, balances, 'table');
  const refused = checked.receipts.flatMap((r) => r.lines.filter((l) => l.status === 'rejected'));
  expect(refused.map((l) => l.text)).toEqual([]);
  return resolveTurn({
    state,
    orders: checked.orders,
    balances,
    settings: { seed: 'same-name', replacementCosts: 'table', settlersBeyondRegular: 'table' },
    overrides: new Map([
      ['calamity:Ann', 10],
      ['calamity:Bo', 10],
    ]),
  });
}

const armies = (s: CampaignState): string[] => s.armies.map((a) => `${a.name} ${a.player} ${a.points}`);

const recruits = (entries: readonly { player: string; category: string; amount: number }[]): string[] =>
  entries.filter((e) => e.category === 'Recruit').map((e) => `${e.player} ${e.amount}`);

describe("two players' armies of one name each carry out their own owner's orders", () => {
  it('Ann’s Axes recruits 100 and Bo’s Axes 200, each in its own city (ARMY ACTIONS, Recruit)', () => {
    const s = campaign({
      cities: [city('Karak', ANN, '0202', 5), city('Lotus Spire', BO, '1111', 5)],
      armies: [army('Axes', ANN, '0202', 500), army('Axes', BO, '1111', 500, 'FOOT', 'Dwarves')],
    });
    // The premise: neither sees the other's army (VISIBILITY), so both names stand.
    expect(visibleHexes(s, ANN).has('1111')).toBe(false);
    expect(visibleHexes(s, BO).has('0202')).toBe(false);
    const after = play(s, { [ANN]: 'Axes - Recruit 100', [BO]: 'Axes - Recruit 200' });
    // Before: Bo's Axes carried out Ann's Recruit 100 as its first action (800 points, Bo paying 300), and
    // Ann's Axes tried Bo's Recruit 200 as its second.
    expect(armies(after.state)).toEqual(['Axes Ann 600', 'Axes Bo 700']);
    expect(recruits(after.entries)).toEqual(['Ann -100', 'Bo -200']);
  });

  it('a line for an army Ann raises this turn never moves Bo’s army raised under that name earlier', () => {
    // Bo's Deep (underground, unseen: UNDERGROUND RULES) acts first and raises Axes; Ann's Keep then raises
    // Axes too, numbered Axes II at Resolve (W018, turn/hidden-names.ts). Before: Bo's Axes walked Ann's Move 4.
    const s = campaign({
      map: { '1010': { terrain: 'Underground' } },
      cities: [city('Deep', BO, '1010', 5), city('Keep', ANN, '0303', 5)],
    });
    const after = play(s, {
      [BO]: 'Deep - Raise Troops 200 Axes',
      [ANN]: 'Keep - Raise Troops 150 Axes\nAxes - Move 4',
    });
    const bo = after.state.armies.find((a) => a.player === BO);
    expect(bo === undefined ? null : `${bo.name} ${bo.hex.col} ${bo.hex.row}`).toBe('Axes 10 10');
    expect(after.events.filter((e) => e.subject === 'Axes').map((e) => e.effect)).toEqual([]);
  });

  it('Ann’s line written under Axes moves her army numbered Axes II (W018: his lines act on the new unit)', () => {
    const s = campaign({
      map: { '1010': { terrain: 'Underground' } },
      cities: [city('Deep', BO, '1010', 5), city('Keep', ANN, '0303', 5)],
    });
    const after = play(s, {
      [BO]: 'Deep - Raise Troops 200 Axes',
      [ANN]: 'Keep - Raise Troops 150 Axes\nAxes - Move 4',
    });
    const ann = after.state.armies.find((a) => a.player === ANN);
    // Keep is at 0303; direction 4 (the house's numbering, as in the test above) is 0304.
    expect(ann === undefined ? null : `${ann.name} ${formatHex(ann.hex)}`).toBe('Axes II 0304');
  });
});

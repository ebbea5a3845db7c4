/**
 * A capital taken (3.2A, 7.5B, Table 9 Mighty Conquest; ME-R23, ME-R28): Ann, holding 0103 as well, invades Cid's
 * capital 0104, which no patrol covers (Grey Watch patrols 0304, two hexes away), so she takes it without a fight
 * at the end of the turn. Nobody else invades.
 */
import type { MeHex } from '../../../../src/engine/me/model';
import type { MeOrder } from '../../../../src/engine/me/orders/types';
import { OVERRIDES, ORDERS, startState } from './fixture';
import { runStage, withOrders, type Orders } from './harness';

const none: Orders = new Map();

function play(
  change: Readonly<Record<string, Partial<MeHex>>>,
  extra: Readonly<Record<string, readonly MeOrder[]>> = {},
) {
  const start = startState();
  const hexes = start.campaign.hexes.map((h) => ({ ...h, ...(change[h.address] ?? {}) }));
  const orders = withOrders(
    ORDERS,
    {
      Ann: [{ kind: 'invade', army: 'Iron Host', hex: '0104', combinedWith: null, allied: false }],
      ...extra,
    },
    ['invade', 'edict'],
  );
  const o = runStage('orders', { ...start, campaign: { ...start.campaign, hexes } }, orders, OVERRIDES);
  const final = runStage(o.next.stage, o.state, none, OVERRIDES);
  return { o, final, kingdom: (p: string) => final.state.campaign.kingdoms.find((k) => k.player === p) };
}

describe('ME stages: a capital taken (3.2A)', () => {
  it("no battle: the orders go straight to the Final Results, where 0104 becomes Ann's", () => {
    const r = play({ '0103': { owner: 'Ann' }, '0204': { major: 'City' } });
    expect(r.o.next.stage).toBe('final');
    expect(r.final.state.campaign.hexes.find((h) => h.address === '0104')?.owner).toBe('Ann');
  });

  it('Ann: capital 1 + Mighty Conquest 5 (Table 9) + 1 from Dee = 7', () => {
    const r = play({ '0103': { owner: 'Ann' }, '0204': { major: 'City' } });
    expect(r.kingdom('Ann')?.power).toBe(7);
  });

  it("Cid's one City 0204 becomes his capital (ME-R28), but earns no Capital point for 0104, lost: 2 − 1", () => {
    // Table 9: "For Capital ... you must retain the target hex at the end of the turn."
    const r = play({ '0103': { owner: 'Ann' }, '0204': { major: 'City' } });
    expect(r.kingdom('Cid')).toMatchObject({ capital: '0204', eliminated: false, power: 1 });
    // Table 6 Capital: the City "is promoted immediately".
    expect(r.final.state.campaign.hexes.find((h) => h.address === '0204')?.major).toBe('Capital');
  });

  it('0104 is now a City of Ann\'s (Table 6 Capital: "A conquered capital becomes a city.")', () => {
    const r = play({ '0103': { owner: 'Ann' }, '0204': { major: 'City' } });
    expect(r.final.state.campaign.hexes.find((h) => h.address === '0104')).toMatchObject({
      owner: 'Ann',
      major: 'City',
    });
  });

  it('with no City, Cid is eliminated', () => {
    const r = play({ '0103': { owner: 'Ann' } });
    expect(r.kingdom('Cid')).toMatchObject({ eliminated: true, capital: null });
  });

  it("with no City but both agreeing, Cid becomes Ann's vassal (7.5B)", () => {
    const r = play(
      { '0103': { owner: 'Ann' } },
      {
        Ann: [
          { kind: 'invade', army: 'Iron Host', hex: '0104', combinedWith: null, allied: false },
          { kind: 'vassalage', role: 'overlord', other: 'Cid' },
        ],
        Cid: [{ kind: 'vassalage', role: 'vassal', other: 'Ann' }],
      },
    );
    expect(r.kingdom('Cid')).toMatchObject({ eliminated: false, capital: '0104' });
    // "he keeps his capital": 0104 stays Cid's. Ann still counts the conquest (Table 9) and takes the vassal's
    // tribute out of his capital point (ME-R34): Ann 1 + 5 + 1 (Dee) + 1 (Cid) = 8; Cid 2 − 1 + 1 − 1 = 1.
    expect(r.final.state.campaign.hexes.find((h) => h.address === '0104')).toMatchObject({
      owner: 'Cid',
      major: 'Capital',
    });
    expect(r.kingdom('Ann')?.power).toBe(8);
    expect(r.kingdom('Cid')?.power).toBe(1);
    expect(r.final.state.campaign.agreements).toEqual([
      { kind: 'Vassalage', a: 'Cid', b: 'Ann', since: 3, breakingTurn: 0 },
    ]);
  });
});

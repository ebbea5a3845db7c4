import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { OrderLine } from '../../../../src/engine/cs42/orders/types';
import { resolveTurn } from '../../../../src/engine/cs42/turn/pipeline';
import { Direction, formatHex, neighbour } from '../../../../src/engine/hex';
import type { CampaignState, MapHex } from '../../../../src/engine/model';
import type { Terrain } from '../../../../src/engine/cs42/tables';
import { ANN, campaign, hex } from './fixture';

/**
 * Issue 10, bug 3: a receipt is a promise. Where the receipt says a unit ends its move, the resolver puts it
 * there: the checker and the resolver apply one rule for where a Move or March may go.
 */

function withHexes(state: CampaignState, changes: Record<string, Partial<MapHex>>): CampaignState {
  const hexes = new Map(state.map.hexes);
  for (const [at, change] of Object.entries(changes)) {
    const h = hexes.get(at);
    if (h === undefined) throw new Error(at);
    hexes.set(at, { ...h, ...change });
  }
  return { ...state, map: { ...state.map, hexes } };
}

const next = (at: string, d: Direction): string => formatHex(neighbour(hex(at), d));

/** Far Legion 1103 (Long: one action, may March), Riders 0305 (CAV), Sappers 0404 (river on edge 3). */
const state = withHexes(campaign(), {
  [next('1103', 4)]: { terrain: 'Mountains' as Terrain },
  [next(next('1103', 1), 1)]: { terrain: 'Badlands' as Terrain },
  [next('0305', 3)]: { terrain: 'Crag' as Terrain },
  [next('1103', 3)]: { terrain: 'Snow' as Terrain, road: true },
});

/** The hex the receipt promises the unit ends in. */
function promised(line: OrderLine): string {
  const m = /(?:to|stays in) (\d{4})/.exec(line.message);
  if (m === null) throw new Error(line.message);
  return m[1];
}

function resolvedHex(text: string, name: string): { line: OrderLine; at: string } {
  const receipt = checkOrders({ state, player: ANN, text, treasury: 5000 });
  const line = receipt.lines[0];
  const orders = new Map<string, OrderLine[]>();
  for (const l of receipt.lines)
    if (l.status !== 'rejected' && l.name !== null) orders.set(l.name.toLowerCase(), [l]);
  const after = resolveTurn({
    state,
    orders,
    balances: new Map([[ANN.toLowerCase(), 5000]]),
    settings: { seed: 'promise', replacementCosts: 'table', settlersBeyondRegular: 'table' },
  }).state;
  const found = [...after.armies, ...after.units].find((x) => x.name === name);
  if (found === undefined) throw new Error(name);
  return { line, at: formatHex(found.hex) };
}

describe('a receipt is a promise (issue 10, bug 3)', () => {
  it.each([
    ['Far Legion - March 4 4', 'Far Legion', 'no March into Mountains without a road'],
    ['Far Legion - March 1 1', 'Far Legion', 'no March into Badlands without a road'],
    ['Far Legion - March 3 3', 'Far Legion', 'Snow with a road may be marched into'],
    ['Far Legion - Move 4', 'Far Legion', 'a Move may enter Mountains'],
    ['Riders - Move 3', 'Riders', 'Crag is impassable unless flying'],
    ['Sappers - Move 3', 'Sappers', 'a river with no bridge or ford'],
    ['Iron Host - Move 4 4', 'Iron Host', 'two hexes along the road'],
  ])('%s: the receipt says where the resolver puts it (%s)', (text, name) => {
    const { line, at } = resolvedHex(text, name);
    expect(line.status).not.toBe('rejected');
    expect(promised(line)).toBe(at);
  });

  it('a March the terrain stops short is flagged W014 and says why', () => {
    const line = checkOrders({ state, player: ANN, text: 'Far Legion - March 4 4', treasury: 0 }).lines[0];
    expect(line.notes.map((n) => n.code)).toContain('W014');
    expect(line.notes.find((n) => n.code === 'W014')?.message).toMatch(/Mountains \(no marching there/);
    expect(line.message).toMatch(/stays in 1103/);
  });

  it('a Move that follows or engages says it goes toward the target if the target moves', () => {
    const line = checkOrders({
      state,
      player: ANN,
      text: 'Iron Host - Move 5 follow Red Banner',
      treasury: 0,
    }).lines[0];
    expect(line.message).toMatch(/If Red Banner moves this action, it goes toward it instead\./);
  });
});

import { actions, ANN, BO, campaign, effects, unit, where } from './fixture-units';

/** ENGINEER BATTALION ACTIONS (Tables 8 and 9; Dig Tunnel cave-ins). Sappers are Ann's, in 0505. */

const sappers = (map = {}) => campaign({ map, units: [unit('Sappers', ANN, 'Engineer', '0505')] });
const ann = (text: string, extra = {}) => ({ orders: { [ANN]: text }, ...extra });
const kinds = (ctx: ReturnType<typeof actions>) => ctx.state.structures.map((s) => `${s.type} ${s.player}`);

describe('two-action builds (Table 9: Watchtower 100, Supply Depot 50, paid on the first action)', () => {
  it('a watchtower begun this turn is paid now and stands after next turn’s second action', () => {
    const first = actions(sappers(), ann('Sappers - Build Watchtower'));
    expect(first.entries).toEqual([
      { player: ANN, category: 'Build', amount: -100, for: 'Watchtower in 0505' },
    ]);
    expect(first.state.structures).toEqual([]);
    const second = actions(
      sappers(),
      ann('Sappers - Build Watchtower', { previous: { [ANN]: { Sappers: ['BuildWatchtower'] } } }),
    );
    expect(second.entries).toEqual([]);
    expect(kinds(second)).toEqual(['Watchtower Ann']);
  });

  it('both actions in one turn build a supply depot', () => {
    const ctx = actions(sappers(), ann('Sappers - Build Supply Depot\nSappers - Build Supply Depot'));
    expect(kinds(ctx)).toEqual(['Supply Depot Ann']);
    expect(ctx.entries.map((e) => e.amount)).toEqual([-50]);
  });

  it('an unpaid first action voids the second', () => {
    const ctx = actions(
      sappers(),
      ann('Sappers - Build Watchtower\nSappers - Build Watchtower', { balances: { [ANN]: 50 } }),
    );
    expect(ctx.state.structures).toEqual([]);
    expect(effects(ctx, 'Sappers')[1]).toMatch(/void: its first step failed/);
  });

  it('a temple takes one action and 25; a road and a bridge cost nothing (the bridge is on both hexes)', () => {
    const ctx = actions(
      sappers({ '0505': { rivers: [4] } }),
      ann('Sappers - Build Temple\nSappers - Build Bridge 4'),
    );
    expect(kinds(ctx)).toEqual(['Temple Ann']);
    expect(ctx.state.map.hexes.get('0505')?.bridges).toEqual([4]);
    expect(ctx.state.map.hexes.get('0506')?.bridges).toEqual([1]);
    const road = actions(sappers(), ann('Sappers - Build Road 4'));
    expect(road.state.map.hexes.get('0506')?.road).toBe(true);
  });
});

describe('Work Mine (Table 8: d20 row, then (3d6 ...) d20s x 5 guilders)', () => {
  const mine = (row: number, d6: [number, number, number], d20: number, count: number) => {
    const dice: Record<string, number> = { 'mine:0505': row };
    d6.forEach((v, i) => (dice[`mine:0505:3d6:${i + 1}`] = v));
    for (let i = 1; i <= count; i++) dice[`mine:0505:d20:${i}`] = d20;
    return actions(
      sappers({ '0505': { mine: true } }),
      ann('Sappers - Work Mine\nSappers - Work Mine', { dice }),
    );
  };

  it.each([
    ['Weak', 3, [4, 5, 6], 10, 5, 250],
    ['Normal', 10, [1, 1, 1], 20, 2, 200],
    ['High', 17, [1, 1, 2], 1, 4, 20],
    ['Mother Load', 19, [1, 1, 1], 2, 8, 80],
  ] as const)(
    '%s: row %i, 3d6 %j → %i on each of %i d20s → %i guilders',
    (_, row, d6, d20, count, guilders) => {
      const ctx = mine(row, [...d6], d20, count);
      expect(ctx.events.filter((e) => e.key.startsWith('mine:0505:d20:'))).toHaveLength(count);
      // "The amount rolled is added to your treasury on the next income cycle": nothing is paid now; the
      // player's mine output due holds it.
      expect(ctx.entries).toEqual([]);
      expect(ctx.state.players.find((p) => p.name === ANN)?.mineOutput).toBe(guilders);
    },
  );

  it('Exhausted (20): output as Mother Load and the hex becomes Ruins', () => {
    const ctx = mine(20, [1, 1, 1], 20, 8);
    // 8 d20 of 20 = 160 x 5 = 800.
    expect(ctx.state.players.find((p) => p.name === ANN)?.mineOutput).toBe(800);
    expect(ctx.state.map.hexes.get('0505')).toMatchObject({ mine: false, special: 'Ruins' });
  });
});

describe('Dig Tunnel: cave-in 25% (1-5 on a d20), 10% for Dwarves (1-2)', () => {
  const under = { terrain: 'Underground' as const };
  const s = campaign({
    map: { '0505': under, '0506': under, '0706': under, '0707': under },
    units: [unit('Diggers', ANN, 'Engineer', '0505'), unit('Deep Delvers', BO, 'Engineer', '0706')],
  });
  const dig = (ann: number, bo: number) =>
    actions(s, {
      orders: {
        [ANN]: 'Diggers - Dig Tunnel 4\nDiggers - Dig Tunnel 4',
        [BO]: 'Deep Delvers - Dig Tunnel 4\nDeep Delvers - Dig Tunnel 4',
      },
      dice: { 'cavein:Diggers': ann, 'cavein:Deep Delvers': bo },
    });

  it('5 kills Firstborn engineers but not Dwarves, whose tunnel is dug and entered', () => {
    const ctx = dig(5, 5);
    expect(where(ctx, 'Diggers')).toBeNull();
    expect(where(ctx, 'Deep Delvers')).toBe('0707');
    expect(ctx.events.filter((e) => e.key.startsWith('cavein:'))).toHaveLength(2);
  });

  it('6 spares the Firstborn; 2 kills the Dwarves', () => {
    const ctx = dig(6, 2);
    expect(where(ctx, 'Diggers')).toBe('0506');
    expect(where(ctx, 'Deep Delvers')).toBeNull();
  });
});

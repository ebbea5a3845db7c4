import { calamityPhase } from '../../../../src/engine/cs42/turn/calamities';
import { combatPhase } from '../../../../src/engine/cs42/turn/combat';
import { TurnContext } from '../../../../src/engine/cs42/turn/context';
import { endOfTurnPhase } from '../../../../src/engine/cs42/turn/end-of-turn';
import { forage } from '../../../../src/engine/cs42/turn/end-of-turn-supply';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import { catchUnits } from '../../../../src/engine/cs42/turn/units-contact';
import { upkeepPhase } from '../../../../src/engine/cs42/turn/upkeep';
import { turnOrders } from '../../../../src/ledger/turn-orders';
import { syntheticOrders } from '../../../../src/local/bench-turn';
import { syntheticCampaign } from '../../../../src/local/synthetic';
import { counted } from '../count-scans';

// Issue 9, the bench's growth exponent: a phase that scans every city, structure or army once per army grows as
// armies x things. The elements each phase reads are counted here (count-scans.ts), never timed.

/** A turn of the synthetic campaign with `armies` armies (the same cities and structures; 4 players unless
 * said), its lists counted from here on. */
function turn(armies: number, players = 4) {
  const state = syntheticCampaign({
    players,
    width: 20,
    height: 20,
    cities: 20,
    armies,
    units: 30,
    seed: 's',
  });
  const balances = new Map(state.players.map((p) => [p.name.toLowerCase(), 5000]));
  const { orders } = turnOrders(state, syntheticOrders(state, 10_000), balances, 'table');
  const ctx = new TurnContext(state, orders, balances, {
    seed: 'scans',
    replacementCosts: 'table',
    settlersBeyondRegular: 'table',
  });
  const { state: lists, scans } = counted(ctx.state);
  Object.assign(ctx.state, {
    armies: lists.armies,
    units: lists.units,
    cities: lists.cities,
    structures: lists.structures,
  });
  return { ctx, scans };
}

describe('the turn reads each list a fixed number of times, not once per army', () => {
  it('catching units reads the armies once (COMBAT, Enslaving), not once per unit', () => {
    const { ctx, scans } = turn(160);
    const armies = ctx.state.armies.length;
    catchUnits(ctx, 'Unit Action 1');
    expect(scans().armies).toBeLessThanOrEqual(armies);
  });

  it("end of turn: the cities and structures read do not grow with the armies (foraging, overcrowding, RULINGS 26's garrisons, RULINGS 7's sites)", () => {
    const small = turn(40);
    const large = turn(160);
    endOfTurnPhase(small.ctx);
    endOfTurnPhase(large.ctx);
    // At most the one pass that finds every player's cities, however many pairs ask.
    expect(large.scans().cities).toBeLessThanOrEqual(small.scans().cities + small.ctx.state.cities.length);
    expect(large.scans().structures).toBe(small.scans().structures);
  });

  it('a unit action step reads the armies in proportion to them: four times the armies, at most four times the reads', () => {
    const small = turn(40);
    const large = turn(160);
    unitActionPhase(small.ctx, 1);
    unitActionPhase(large.ctx, 1);
    expect(small.scans().armies).toBeGreaterThan(0);
    expect(large.scans().armies).toBeLessThanOrEqual(4 * small.scans().armies);
  });

  it('Broken armies read the cities once per step, not once per Broken army (Broken Armies)', () => {
    const small = turn(40);
    const large = turn(160);
    unitActionPhase(small.ctx, 1);
    unitActionPhase(large.ctx, 1);
    const perPass = small.ctx.state.cities.length;
    // Only the passes per player (supply, harbours) may add: 4 players, so at most a few passes more.
    expect(large.scans().cities - small.scans().cities).toBeLessThanOrEqual(4 * perPass);
  });

  it('calamities read the cities twice (who owns something, who is struck), however many are struck (RULINGS 22)', () => {
    const { ctx, scans } = turn(40, 60);
    calamityPhase(ctx);
    const struck = ctx.events.filter((e) => e.key.startsWith('calamity-kind:')).length;
    expect(struck).toBeGreaterThan(2);
    expect(scans().cities).toBeLessThanOrEqual(2 * ctx.state.cities.length);
  });

  it("a unit's lines come from the orders by name: no other name's lines are read (ordersOf)", () => {
    const { ctx } = turn(40);
    let read = 0;
    const counting = new Map(
      [...ctx.orders].map(([name, lines]) => [
        name,
        new Proxy([...lines], {
          get(target, property, receiver) {
            if (typeof property === 'string' && /^\d+$/.test(property)) read += 1;
            return Reflect.get(target, property, receiver) as unknown;
          },
        }),
      ]),
    );
    const reading = new TurnContext({ ...ctx.state, turn: 1 }, counting, new Map(), {
      seed: 'scans',
      replacementCosts: 'table',
      settlersBeyondRegular: 'table',
    });
    const army = ctx.state.armies[0];
    const own = ctx.orders.get(army.name.toLowerCase()) ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(reading.ordersOf(army.name, army.player).map((l) => l.text)).toEqual(own.map((l) => l.text));
    expect(read).toBe(own.length);
  });

  it('upkeep reads the cities, structures and armies as often for 16 players as for 4 (PAYABLES/UPKEEP)', () => {
    const few = turn(40, 4);
    const many = turn(40, 16);
    upkeepPhase(few.ctx);
    upkeepPhase(many.ctx);
    const { cities, structures, armies } = few.scans();
    expect(cities).toBeGreaterThan(0);
    expect(many.scans()).toMatchObject({ cities, structures, armies });
  });

  it('armies eliminated foraging in the desert leave in one pass, not a search each (TERRAIN, Desert)', () => {
    const base = syntheticCampaign({
      players: 4,
      width: 20,
      height: 20,
      cities: 0,
      armies: 60,
      units: 0,
      seed: 'd',
    });
    const desert = new Map([...base.map.hexes].map(([k, h]) => [k, { ...h, terrain: 'Desert' as const }]));
    const ctx = new TurnContext(
      { ...base, structures: [], map: { ...base.map, hexes: desert } },
      new Map(),
      new Map(),
      {
        seed: 'scans',
        replacementCosts: 'table',
        settlersBeyondRegular: 'table',
      },
    );
    const { state: lists, scans } = counted(ctx.state);
    Object.assign(ctx.state, { armies: lists.armies });
    const armies = ctx.state.armies.length;
    forage(ctx);
    expect(ctx.state.armies).toHaveLength(0);
    // The supply oracle's pass, the pass over the armies, the pass that takes them out.
    expect(scans().armies).toBeLessThanOrEqual(3 * armies);
  });

  it('combat: Friendly armies look for their cities in one pass, however many pairs meet (Declared Alliances)', () => {
    const small = turn(40, 12);
    const large = turn(160, 12);
    combatPhase(small.ctx);
    combatPhase(large.ctx);
    expect(large.ctx.battles.length).toBeGreaterThan(small.ctx.battles.length);
    // At most the one pass that finds every player's cities, however many pairs ask.
    expect(large.scans().cities).toBeLessThanOrEqual(small.scans().cities + small.ctx.state.cities.length);
  });
});

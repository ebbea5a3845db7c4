import { upkeepPhase } from '../../../../src/engine/cs42/turn/upkeep';
import { working } from '../../../../src/engine/cs42/turn/economy-record';
import {
  ANN,
  army,
  BO,
  campaign,
  city,
  cityOf,
  context,
  effects,
  entries,
  rollKeys,
  structure,
  unit,
} from './fixture-economy';

/** PAYABLES/UPKEEP (RULINGS 7, 18, 19; Disrepair and Neglect). Expected values worked by hand. */

const empire = campaign({
  cities: [city('Karak', ANN, '0303', 7, ['Marketplace', 'Granary', 'Aqueduct'])],
  structures: [
    structure('Old Tower', ANN, 'Watchtower', '0505', 5), // captured this turn (turn 5): 2 x 50
    structure('Cache', ANN, 'Supply Depot', '0606'),
    structure('Shrine', ANN, 'Temple', '0707'),
  ],
  armies: [
    army('Iron Host', ANN, '0303', 800, 'city'), // 800 x 30% = 240
    army('Far Legion', ANN, '0909', 901, 'field'), // 901 x 50% = 450.5 -> 451
  ],
  units: [
    unit('Whisper', ANN, 'Spy', '0303'),
    unit('Pilgrims', ANN, 'Settler', '0404', 2),
    unit('Far Eyes', ANN, 'Scout', '0303'),
    unit('Sappers', ANN, 'Engineer', '0404'),
  ],
});

describe('upkeepPhase', () => {
  it('pays everything in the book’s order when the treasury suffices', () => {
    // Buildings 75 + 50 + 50 + 100 + 10 + 5 = 290; armies 240 + 451 = 691; units 50 + 50 + 20 + 200 = 320.
    const ctx = context(empire, { balances: { [ANN]: 2000 } });
    upkeepPhase(ctx);
    expect(entries(ctx, ANN)).toEqual([
      'Building upkeep -75 Marketplace, Karak',
      'Building upkeep -50 Granary, Karak',
      'Building upkeep -50 Aqueduct, Karak',
      'Building upkeep -100 Old Tower (Watchtower, 0505), double in its first turn captured',
      'Building upkeep -10 Cache (Supply Depot, 0606)',
      'Building upkeep -5 Shrine (Temple, 0707)',
      'Army upkeep -240 Iron Host (800 points, city)',
      'Army upkeep -451 Far Legion (901 points, field)',
      'Engineer upkeep -50 Sappers',
      'Scout upkeep -50 Far Eyes',
      'Settler upkeep -20 Pilgrims (size 2)',
      'Spy upkeep -200 Whisper',
    ]);
    expect(ctx.balance(ANN)).toBe(2000 - 290 - 691 - 320);
    expect(ctx.unpaidArmies.size).toBe(0);
    expect(rollKeys(ctx)).toEqual([]);
  });

  it('a player who runs short: the book’s order decides who goes unpaid', () => {
    // 1000: buildings 290 -> 710; Iron Host 240 -> 470; Far Legion 451 -> 19; Sappers 50 no; Far Eyes 50 no;
    // Pilgrims 20 no (19 left); Whisper 200 no. Unpaid units are removed; Far Legion is paid.
    const ctx = context(empire, { balances: { [ANN]: 1000 } });
    upkeepPhase(ctx);
    expect(ctx.balance(ANN)).toBe(19);
    expect(ctx.unpaidArmies.size).toBe(0);
    expect(ctx.state.units.map((u) => u.name)).toEqual([]);
    expect(effects(ctx, 'Pilgrims')).toEqual(['Settler upkeep 20 unpaid: removed']);
  });

  it('an army that cannot be paid is Out of Supply; the cheaper units after it are paid', () => {
    // 800: buildings 290 -> 510; Iron Host 240 -> 270; Far Legion 451 unpaid; Sappers 50 -> 220; Far Eyes 50
    // -> 170; Pilgrims 20 -> 150; Whisper 200 unpaid (removed).
    const ctx = context(empire, { balances: { [ANN]: 800 } });
    upkeepPhase(ctx);
    expect([...ctx.unpaidArmies]).toEqual(['Far Legion']);
    expect(ctx.balance(ANN)).toBe(150);
    expect(ctx.state.units.map((u) => u.name)).toEqual(['Pilgrims', 'Far Eyes', 'Sappers']);
  });

  it('No upkeep: the army is not paid and is Out of Supply', () => {
    const ctx = context(empire, { balances: { [ANN]: 5000 }, orders: { [ANN]: 'Far Legion - No upkeep' } });
    upkeepPhase(ctx);
    expect([...ctx.unpaidArmies]).toEqual(['Far Legion']);
    expect(entries(ctx, ANN).some((e) => e.includes('Far Legion'))).toBe(false);
    expect(effects(ctx, 'Far Legion')).toEqual(['No upkeep ordered: 451 not paid, Out of Supply this turn']);
  });

  it('an unpaid improvement is lost on d100 <= 50 and otherwise stops working this turn', () => {
    // 60 guilders: Marketplace 75 unpaid, Granary 50 paid (10 left), Courthouse 75 unpaid.
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 4, ['Marketplace', 'Granary', 'Courthouse'])],
    });
    const ctx = context(state, {
      balances: { [ANN]: 60 },
      dice: { 'neglect:Karak:Marketplace': 50, 'neglect:Karak:Courthouse': 51 },
    });
    upkeepPhase(ctx);
    const karak = cityOf(ctx, 'Karak');
    expect(karak.improvements).toEqual(['Granary', 'Courthouse']);
    expect(working(ctx, karak, 'Courthouse')).toBe(false);
    expect(working(ctx, karak, 'Granary')).toBe(true);
    expect(ctx.balance(ANN)).toBe(10);
    expect(ctx.events.filter((e) => e.die === 'd100').map((e) => [e.key, e.table])).toEqual([
      ['neglect:Karak:Marketplace', 'Disrepair and Neglect'],
      ['neglect:Karak:Courthouse', 'Disrepair and Neglect'],
    ]);
  });

  it('an unpaid Granary or Aqueduct cuts the city to its largest legal size, even if it survives', () => {
    const state = campaign({
      cities: [
        city('Big', ANN, '0303', 6, ['Granary']),
        city('Huge', BO, '0909', 9, ['Granary', 'Aqueduct']),
      ],
    });
    const ctx = context(state, {
      balances: { [BO]: 50 },
      dice: { 'neglect:Big:Granary': 90, 'neglect:Huge:Aqueduct': 10 },
    });
    upkeepPhase(ctx);
    expect(cityOf(ctx, 'Big')).toMatchObject({ size: 4, improvements: ['Granary'] });
    // Bo pays the Granary (50) and cannot pay the Aqueduct, which is lost: 9 -> 6.
    expect(cityOf(ctx, 'Huge')).toMatchObject({ size: 6, improvements: ['Granary'] });
  });

  it('an unpaid structure keeps working until lost on the roll', () => {
    const state = campaign({
      structures: [
        structure('Tower', ANN, 'Watchtower', '0505'),
        structure('Depot', ANN, 'Supply Depot', '0606'),
      ],
    });
    const ctx = context(state, { dice: { 'neglect:Tower@0505': 30, 'neglect:Depot@0606': 70 } });
    upkeepPhase(ctx);
    expect(ctx.state.structures.map((s) => s.name)).toEqual(['Depot']);
    expect(effects(ctx, 'Depot')).toEqual([
      'upkeep 10 unpaid: it keeps working until lost',
      'the unpaid Supply Depot survives',
    ]);
  });

  it('each player pays from their own treasury; players go in Players-tab order', () => {
    // Each army stands on its owner's city, so it is in supply and pays (RULINGS 30: Out of Supply by
    // distance pays nothing); the armies' sites stay 'field'.
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 5), city('Horde Camp', BO, '0909', 5)],
      armies: [army('Horde', BO, '0909', 1000), army('Iron Host', ANN, '0303', 500)],
    });
    const ctx = context(state, { balances: { [ANN]: 250, [BO]: 499 } });
    upkeepPhase(ctx);
    expect(ctx.entries.map((e) => `${e.player} ${e.amount}`)).toEqual(['Ann -250']);
    expect([...ctx.unpaidArmies]).toEqual(['Horde']);
  });

  it('is deterministic', () => {
    const run = () => {
      const ctx = context(empire, { balances: { [ANN]: 100 }, seed: 'x' });
      upkeepPhase(ctx);
      return [ctx.events, ctx.entries, ctx.state];
    };
    expect(run()).toEqual(run());
  });
});

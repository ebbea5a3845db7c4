import { combatPhase } from '../../../../src/engine/cs42/turn/combat';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import {
  actions,
  ANN,
  army,
  battles,
  BO,
  campaign,
  city,
  context,
  effects,
  LOTUS,
  unit,
  where,
} from './fixture-units';

/**
 * Armies meeting (ACTIONS, "If opposing units occupy the same hex ..."; COMBAT, Occupying the same hex, Moving
 * Through the Same Hex, NO ENGAGE, City Hexes; Declared Alliances). Iron Host is Ann's, Red Banner Bo's; with
 * no declarations each is the other's enemy (RULINGS 11).
 */

const both = (ann: string, bo: string, dice: Record<string, number> = {}) => ({
  orders: { [ANN]: ann, [BO]: bo },
  dice,
});

describe('armies that meet', () => {
  it('two armies entering the same hex stop there and fight', () => {
    const s = campaign({ armies: [army('Iron Host', ANN, '0503'), army('Red Banner', BO, '0505', 700)] });
    const ctx = actions(s, both('Iron Host - Move 4', 'Red Banner - Move 1'));
    expect(where(ctx, 'Iron Host')).toBe('0504');
    expect(where(ctx, 'Red Banner')).toBe('0504');
    expect(battles(ctx)).toEqual(['field battle 0504: Iron Host (Ann, 10) v Red Banner (Bo, 7)']);
    expect(ctx.battles[0]).toMatchObject({ sides: [ANN, BO], terrain: 'Plains', penalties: [] });
  });

  it('an army marching through a hex held by an enemy stops there, with the March penalty', () => {
    const s = campaign({ armies: [army('Iron Host', ANN, '0503'), army('Red Banner', BO, '0504', 700)] });
    const ctx = actions(s, both('Iron Host - March 4 4', 'Red Banner - Hold'));
    expect(where(ctx, 'Iron Host')).toBe('0504');
    expect(battles(ctx)).toEqual(['field battle 0504: Iron Host (Ann, 10) v Red Banner (Bo, 7)']);
    expect(ctx.battles[0].penalties).toEqual(['Iron Host marched: -1 CC, MW, LD (ARMY ACTIONS, March)']);
  });

  it('the moving army’s later actions are lost (Moving Through the Same Hex)', () => {
    const s = campaign({ armies: [army('Iron Host', ANN, '0503'), army('Red Banner', BO, '0504', 700)] });
    const ctx = actions(s, both('Iron Host - Move 4\nIron Host - Move 4', 'Red Banner - Hold'));
    expect(where(ctx, 'Iron Host')).toBe('0504');
    expect(effects(ctx, 'Iron Host')).toContain('Move is lost: the army is in a battle');
  });

  it.each([
    [1, '0503'],
    [2, '0504'],
  ])(
    'crossing one hexside in opposite directions: both stop in the hex the die picks (%i → %s)',
    (die, hex) => {
      const s = campaign({ armies: [army('Iron Host', ANN, '0503'), army('Red Banner', BO, '0504', 700)] });
      const ctx = actions(
        s,
        both('Iron Host - Move 4', 'Red Banner - Move 1', { 'crossing:Iron Host:Red Banner': die }),
      );
      expect(where(ctx, 'Iron Host')).toBe(hex);
      expect(where(ctx, 'Red Banner')).toBe(hex);
      expect(battles(ctx)).toEqual([`field battle ${hex}: Iron Host (Ann, 10) v Red Banner (Bo, 7)`]);
      expect(ctx.events.find((e) => e.key === 'crossing:Iron Host:Red Banner')?.die).toBe('d2');
    },
  );

  it('NO ENGAGE on both lets them pass; on one side only, they fight', () => {
    const s = campaign({ armies: [army('Iron Host', ANN, '0503'), army('Red Banner', BO, '0504', 700)] });
    const passed = actions(s, both('Iron Host - Move 4 NO ENGAGE', 'Red Banner - Move 1 NO ENGAGE'), true);
    expect(where(passed, 'Iron Host')).toBe('0504');
    expect(where(passed, 'Red Banner')).toBe('0503');
    expect(passed.battles).toEqual([]);
    const caught = actions(s, both('Iron Host - Move 4 NO ENGAGE', 'Red Banner - Move 1'));
    expect(caught.battles).toHaveLength(1);
  });

  it("Allied armies never fight; Friendly ones fight within 3 hexes of the Friendly side's city; one side Unknown is enough to fight", () => {
    const armies = [army('Iron Host', ANN, '0503'), army('Red Banner', BO, '0505', 700)];
    const orders = both('Iron Host - Move 4', 'Red Banner - Move 1');
    const allies = campaign({
      armies,
      diplomacy: [
        [ANN, BO, 'Allied'],
        [BO, ANN, 'Allied'],
      ],
    });
    expect(actions(allies, orders, true).battles).toEqual([]);
    // Declared Alliances, Friendly: "Do not engage forces unless within 3 hexes of controlled city": 0504 is
    // within 3 hexes of Ann's Karak (0303).
    const friends = campaign({
      armies,
      diplomacy: [
        [ANN, BO, 'Friendly'],
        [BO, ANN, 'Allied'],
      ],
    });
    expect(actions(friends, orders, true).battles).toHaveLength(1);
    const oneSided = campaign({ armies, diplomacy: [[ANN, BO, 'Neutral']] });
    expect(actions(oneSided, orders, true).battles).toHaveLength(1);
  });

  it('an Extended-supply army carries the March penalties into battle (Table 6)', () => {
    const s = campaign({
      cities: [city('Far Home', ANN, '0101', 3), LOTUS],
      armies: [army('Iron Host', ANN, '0112'), army('Red Banner', BO, '0111', 700)],
    });
    const ctx = actions(s, both('Iron Host - Move 1', 'Red Banner - Hold'));
    expect(ctx.battles[0].penalties).toEqual([
      'Iron Host is in Extended supply: the March penalties apply, -1 CC, MW, LD (Table 6)',
    ]);
  });
});

describe('units that cannot fight (Enslaving; Declared Alliances)', () => {
  const setup = {
    armies: [army('Iron Host', ANN, '0503')],
    units: [unit('Gorthak Settlers', BO, 'Settler', '0504'), unit('Bo Scouts', BO, 'Scout', '0504')],
  };
  const s = campaign(setup);

  it('an army that ends its move on enemy settlers and scouts destroys them', () => {
    const ctx = actions(s, { orders: { [ANN]: 'Iron Host - Move 4' } });
    expect(where(ctx, 'Gorthak Settlers')).toBeNull();
    expect(where(ctx, 'Bo Scouts')).toBeNull();
    expect(effects(ctx, 'Gorthak Settlers')).toEqual(['Settler of Bo in 0504: destroyed by Iron Host']);
  });

  it('with Enslave in its orders, a d10 of 1-6 enslaves the settlers (60%)', () => {
    const ctx = actions(s, {
      orders: { [ANN]: 'Iron Host - Enslave Gorthak Settlers\nIron Host - Move 4' },
      dice: { 'enslave:Gorthak Settlers': 6 },
    });
    expect(ctx.state.units.find((u) => u.name === 'Gorthak Settlers')?.player).toBe(ANN);
    expect(where(ctx, 'Bo Scouts')).toBeNull();
  });

  it('the army owner’s declaration sets the default: Friendly leaves them alone, Neutral enslaves', () => {
    const orders = { orders: { [ANN]: 'Iron Host - Move 4' }, dice: { 'enslave:Gorthak Settlers': 1 } };
    const friendly = actions(campaign({ ...setup, diplomacy: [[ANN, BO, 'Friendly']] }), orders);
    expect(where(friendly, 'Gorthak Settlers')).toBe('0504');
    const neutral = actions(campaign({ ...setup, diplomacy: [[ANN, BO, 'Neutral']] }), orders);
    expect(neutral.state.units.find((u) => u.name === 'Gorthak Settlers')?.player).toBe(ANN);
  });

  it('9-10: the settlers escape one hex', () => {
    const ctx = actions(s, {
      orders: { [ANN]: 'Iron Host - Enslave Gorthak Settlers\nIron Host - Move 4' },
      dice: { 'enslave:Gorthak Settlers': 9 },
    });
    expect(where(ctx, 'Gorthak Settlers')).toBe('0503');
  });
});

describe('combatPhase', () => {
  it('armies that began the turn together and held get a field battle', () => {
    const s = campaign({ armies: [army('Iron Host', ANN, '0505'), army('Red Banner', BO, '0505', 700)] });
    const ctx = context(s);
    unitActionPhase(ctx, 1);
    unitActionPhase(ctx, 2);
    expect(ctx.battles).toEqual([]);
    combatPhase(ctx);
    expect(battles(ctx)).toEqual(['field battle 0505: Iron Host (Ann, 10) v Red Banner (Bo, 7)']);
  });

  it('an enemy army in a city hex without a siege and no army camped there has no battle (RULINGS 34)', () => {
    const s = campaign({ armies: [army('Red Banner', BO, '0304', 700)] });
    const ctx = actions(s, { orders: { [BO]: 'Red Banner - Move 1' } }, true);
    expect(where(ctx, 'Red Banner')).toBe('0303');
    expect(battles(ctx)).toEqual([]);
  });
});

import { endOfTurnPhase } from '../../../../src/engine/cs42/turn/end-of-turn';
import { conqueredSize } from '../../../../src/engine/cs42/turn/sieges';
import { actions, ANN, army, battles, BO, campaign, city, effects, KARAK } from './fixture-units';

/**
 * SIEGES, Table 20 (RULINGS 25): d20 + 2 per earlier failed turn >= city size + 8; Conquered city (RULINGS 26).
 * Lotus Spire is Bo's size 5 city in 0707: it needs 13+.
 */

const lotus = (extra = {}) => city('Lotus Spire', BO, '0707', 5, extra);
const besiege = { [ANN]: 'Iron Host - Besiege Lotus Spire' };

describe('the siege roll', () => {
  it('13 on the d20 gets in: the city is conquered (a third off, rounded: 5 → 3) and a siege record is made', () => {
    const s = campaign({ cities: [KARAK, lotus()], armies: [army('Iron Host', ANN, '0707')] });
    const ctx = actions(s, { orders: besiege, dice: { 'siege:Lotus Spire': 13 } });
    const c = ctx.state.cities.find((x) => x.name === 'Lotus Spire');
    expect(c).toMatchObject({ player: ANN, size: 3, conquered: true, conqueredTurn: 5, failedSieges: 0 });
    expect(battles(ctx)).toEqual(['siege 0707: Iron Host (Ann, 10) v Lotus Spire garrison (Bo, 5)']);
    expect(ctx.events.find((e) => e.key === 'siege:Lotus Spire')?.effect).toBe(
      'Besiege Lotus Spire (size 5, 13+): 13, gets into the city',
    );
  });

  it('12 fails: failedSieges goes up and the city is besieged (half income next turn)', () => {
    const s = campaign({ cities: [KARAK, lotus()], armies: [army('Iron Host', ANN, '0707')] });
    const ctx = actions(s, { orders: besiege, dice: { 'siege:Lotus Spire': 12 } });
    expect(ctx.state.cities.find((x) => x.name === 'Lotus Spire')).toMatchObject({
      player: BO,
      size: 5,
      failedSieges: 1,
      besieged: true,
    });
    endOfTurnPhase(ctx);
    expect(ctx.state.cities.find((x) => x.name === 'Lotus Spire')?.besieged).toBe(true);
  });

  it.each([
    [8, false],
    [9, true],
  ])('two failed turns add +4: a roll of %i gets in: %s', (die, taken) => {
    const s = campaign({
      cities: [KARAK, lotus({ failedSieges: 2, besieged: true })],
      armies: [army('Iron Host', ANN, '0707')],
    });
    const ctx = actions(s, { orders: besiege, dice: { 'siege:Lotus Spire': die } });
    const c = ctx.state.cities.find((x) => x.name === 'Lotus Spire');
    expect(c?.conquered).toBe(taken);
    expect(c?.failedSieges).toBe(taken ? 0 : 3);
  });

  it('no roll when the besieger is smaller than the city, or an enemy army stands in the hex', () => {
    const small = campaign({ cities: [KARAK, lotus()], armies: [army('Iron Host', ANN, '0707', 400)] });
    const a = actions(small, { orders: besiege });
    expect(effects(a, 'Iron Host')).toEqual(["Besiege Lotus Spire fails: size 4 is less than the city's 5"]);
    const guarded = campaign({
      cities: [KARAK, lotus()],
      armies: [army('Iron Host', ANN, '0707'), army('Red Banner', BO, '0707', 500)],
    });
    const b = actions(guarded, { orders: besiege });
    expect(effects(b, 'Iron Host')).toEqual(['Besiege Lotus Spire fails: Red Banner stands in the hex']);
    expect(b.events.some((e) => e.key.startsWith('siege:'))).toBe(false);
  });

  it('a siege nobody keeps up ends: failedSieges back to 0 and no half income', () => {
    const s = campaign({ cities: [KARAK, lotus({ failedSieges: 2, besieged: true })] });
    const ctx = actions(s);
    endOfTurnPhase(ctx);
    expect(ctx.state.cities.find((x) => x.name === 'Lotus Spire')).toMatchObject({
      failedSieges: 0,
      besieged: false,
    });
  });

  it('conquered size: a third off rounded to the nearest, never below 1', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(conqueredSize)).toEqual([1, 1, 2, 3, 3, 4, 5, 5, 6, 7]);
  });
});

import { lostCauseSide, type Contestant } from '../../../../src/engine/me/battle/lost-cause';
import { fightOrFlight } from '../../../../src/engine/me/battle/matching';

const c = (side: string, totalArmySize: number, response: 'fight' | 'flee' = 'fight'): Contestant => ({
  side,
  totalArmySize,
  response,
});

describe('Lost Cause (004 2.0C, ME-R36)', () => {
  it('2000 against 1000 is a Lost Cause: at least twice', () => {
    expect(lostCauseSide(c('A', 2000), c('B', 1000))?.side).toBe('B');
  });
  it('1950 against 1000 is not', () => {
    expect(lostCauseSide(c('A', 1950), c('B', 1000))).toBeNull();
  });
  it('both fight, 1000 against 2050: the smaller flees automatically, the larger wins', () => {
    expect(fightOrFlight(c('A', 1000), c('B', 2050))).toMatchObject({
      kind: 'lost cause',
      winner: 'B',
      fled: 'A',
    });
  });
});

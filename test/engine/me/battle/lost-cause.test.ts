import {
  lostCauseSide,
  settleEngagement,
  type Contestant,
} from '../../../../src/engine/me/battle/lost-cause';

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
    expect(settleEngagement(c('A', 1000), c('B', 2050))).toMatchObject({
      kind: 'lost cause',
      winner: 'B',
      fled: 'A',
    });
  });
});

describe('Fight or Flight (004 2.4A)', () => {
  it('both fight an even battle', () => {
    expect(settleEngagement(c('A', 1000), c('B', 1200)).kind).toBe('battle');
  });
  it('one flees: the other wins by default', () => {
    expect(settleEngagement(c('A', 1000, 'flee'), c('B', 1200))).toMatchObject({
      kind: 'fled',
      winner: 'B',
      fled: 'A',
    });
  });
  it('ME-R21: both flee: no battle', () => {
    const e = settleEngagement(c('A', 1000, 'flee'), c('B', 3000, 'flee'));
    expect(e.kind).toBe('no battle');
    expect(e.cite).toContain('ME-R21');
  });
  it('a flight is a flight even when it would also be a Lost Cause', () => {
    expect(settleEngagement(c('A', 3000, 'flee'), c('B', 1000)).kind).toBe('fled');
  });
});

import type { MeCheckInput } from '../../../../src/engine/me/orders/types';
import { check, one, withHexes } from './fixture';

/**
 * Digest §4.7 (004 2.4A, 4.0B, 4.0C, App. B, App. D). Fixture battles: T4-01 Blue invades Red's 0303, Red
 * defends with Iron Host and Steel Band, abstract; T4-02 Red's Steel Band attacks the Dwarves at 0402 on the
 * tabletop; T4-03 is settled; T4-04 is Blue's and Green's.
 */
const FOF: Partial<MeCheckInput> = { stage: 'Fight or flight' };
const BATTLE: Partial<MeCheckInput> = { stage: 'Battle resolution' };

describe('4.7 Battle-phase choices', () => {
  it('Fight or Flee (2.4A)', () => {
    const flee = one('T4-01 - Flee', FOF);
    expect(flee.subjectKind).toBe('battle');
    expect(flee.order).toEqual({ kind: 'fight or flee', battle: 'T4-01', choice: 'Flee' });
    expect(one('t4-02 - fight', FOF).order).toEqual({
      kind: 'fight or flee',
      battle: 'T4-02',
      choice: 'Fight',
    });
    expect(one('T4-01 - Flee now', FOF).code).toBe('ME-O007');
    expect(check('T4-01 - Flee\nT4-01 - Fight', FOF).lines[1].code).toBe('ME-O011');
  });

  it('battle lines wait for their stage; orders lines are not taken then (2.0A)', () => {
    expect(one('T4-01 - Flee').code).toBe('ME-O008');
    expect(one('Iron Host - Patrol 0303', FOF).code).toBe('ME-O008');
  });

  it('a settled battle, or another player’s, takes no choice', () => {
    expect(one('T4-03 - Fight', FOF).message).toContain('settled already');
    expect(one('T4-04 - Fight', FOF).code).toBe('ME-O004');
  });

  it('Defend: which patrols fight, two combined (4.0B); the defender’s choice', () => {
    expect(one('T4-01 - Defend Iron Host and Steel Band', FOF).order).toEqual({
      kind: 'defend',
      battle: 'T4-01',
      armies: ['Iron Host', 'Steel Band'],
    });
    expect(one('T4-01 - Defend Steel Band', FOF).order).toEqual({
      kind: 'defend',
      battle: 'T4-01',
      armies: ['Steel Band'],
    });
    expect(one('T4-02 - Defend Steel Band', FOF).message).toContain("defender's choice");
    expect(one('T4-01 - Defend Blue Guard', FOF).code).toBe('ME-O009');
  });

  it('Garrison: a Fortress within one hex of the battle joins one army (App. B)', () => {
    const state = withHexes({ '0302': { fortress: 'Fortress' } });
    expect(one('T4-01 - Garrison 0302 Iron Host', { ...FOF, state }).order).toEqual({
      kind: 'garrison',
      battle: 'T4-01',
      hex: '0302',
      army: 'Iron Host',
    });
    expect(one('T4-01 - Garrison 0302 Iron Host', { ...BATTLE, state }).status).toBe('ok');
    // 0103 is two hexes from 0303 (0103 → 0202 → 0303).
    expect(one('T4-01 - Garrison 0103 Iron Host', FOF).message).toContain('not 0303');
    expect(one('T4-01 - Garrison 0303 Iron Host', FOF).message).toContain('holds no Fortress');
    expect(one('T4-01 - Garrison 0302', { ...FOF, state }).code).toBe('ME-O007');
  });

  it('Preemptive strike and Static defence are the patroller’s (4.0C)', () => {
    expect(one('T4-01 - Preemptive strike', FOF).order).toEqual({
      kind: 'stance',
      battle: 'T4-01',
      stance: 'Preemptive strike',
    });
    expect(one('T4-01 - Static defense', BATTLE).order).toEqual({
      kind: 'stance',
      battle: 'T4-01',
      stance: 'Static defence',
    });
    expect(one('T4-02 - Preemptive strike', FOF).code).toBe('ME-O018');
  });

  it('Flee remaining, after a battle of a multiple combat (4.0C)', () => {
    expect(one('T4-01 - Flee remaining', BATTLE).order).toEqual({ kind: 'flee remaining', battle: 'T4-01' });
    expect(one('T4-01 - Flee from all remaining battles', BATTLE).status).toBe('ok');
    expect(one('T4-01 - Flee remaining', FOF).code).toBe('ME-O008');
  });

  it('strategy: an abstract battle only, from the side’s own list (App. D, Table 24)', () => {
    expect(one('T4-01 - Hold', BATTLE).order).toEqual({
      kind: 'strategy',
      battle: 'T4-01',
      strategy: 'Hold',
    });
    expect(one('T4-01 - Counterattack', BATTLE).order).toEqual({
      kind: 'strategy',
      battle: 'T4-01',
      strategy: 'Counter Attack',
    });
    expect(one('T4-01 - Direct Attack', BATTLE).message).toContain('you defend here');
    expect(one('T4-02 - Flank Attack', BATTLE).message).toContain('tabletop');
  });
});

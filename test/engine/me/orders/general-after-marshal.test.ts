/**
 * The Grand Marshall "always" leads his army (3.3B-3.4B) while he lives: once Kurt Helborg is dead, Ludwig taken
 * into Iron Host may be named its General.
 */
import { character, last, world } from './fixture';

describe('ME orders: a General after the Grand Marshall fell', () => {
  const dead = world({
    characters: [
      character('Kurt Helborg', 'Iron Host', { rank: 'Lord', role: 'Grand Marshall', status: 'dead' }),
      character('Ludwig', 'Steel Band'),
    ],
  });

  it('Ludwig may lead Iron Host: a dead Grand Marshall leads no army', () => {
    const line = last('Iron Host - Take Ludwig\nIron Host - General Ludwig', { state: dead });
    expect([line.status, line.order]).toEqual([
      'ok',
      { kind: 'general', army: 'Iron Host', character: 'Ludwig' },
    ]);
  });

  it('while he lives he still leads it (3.3B)', () => {
    expect(last('Iron Host - Take Ludwig\nIron Host - General Ludwig').code).toBe('ME-O016');
  });
});

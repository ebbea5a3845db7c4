/**
 * Taking a General into another army (3.7B "reallocate units freely between armies"; 3.3B-3.4B: an army's General
 * is a character in it): Ann's Alda, General of Iron Guard, joins Iron Host and is named its General. Iron Guard
 * is left with no General (the ledger refuses a General who is not in his army), and Iron Host has Alda.
 */
import { applyArmyOrders } from '../../../../src/engine/me/stages/army-orders';
import { character, startState } from './fixture';

describe('ME army orders: a General taken into another army', () => {
  const s = startState().campaign;
  const state = {
    ...s,
    armies: [
      ...s.armies,
      { name: 'Iron Guard', owner: 'Ann', basic: 1000, list: '', general: 'Alda', dispersedTurn: 0 },
    ],
    characters: [...s.characters, character('Alda', 'Ann', 'Iron Guard')],
  };
  const r = applyArmyOrders(state, 'Ann', [
    { kind: 'join', army: 'Iron Host', character: 'Alda' },
    { kind: 'general', army: 'Iron Host', character: 'Alda' },
  ]);
  const general = (army: string) => r.state.armies.find((a) => a.name === army)?.general;

  it('Alda is in Iron Host and leads it', () => {
    expect(r.state.characters.find((c) => c.name === 'Alda')?.army).toBe('Iron Host');
    expect(general('Iron Host')).toBe('Alda');
  });

  it('Iron Guard, which he left, has no General until one is named (3.3B)', () => {
    expect(general('Iron Guard')).toBeNull();
  });
});

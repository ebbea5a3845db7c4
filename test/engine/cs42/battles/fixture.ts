import type { Individual } from '../../../../src/engine/cs42/battles/types';
import { Dice } from '../../../../src/engine/dice';
import { caseState, RuleCase } from '../../../cases/case-format';

/** Small ledgers for the battle settlement tests: an 8 x 8 plains map, Red and Blue (Unknown to each other). */

export type Ledger = Omit<RuleCase, 'name' | 'rules' | 'expect' | 'map' | 'players'> &
  Partial<Pick<RuleCase, 'map' | 'players'>>;

export function ledger(l: Ledger) {
  return caseState({
    name: 'fixture',
    rules: [],
    expect: {},
    map: l.map ?? { width: 8, height: 8 },
    players: l.players ?? [{ name: 'Red' }, { name: 'Blue' }],
    ...l,
  });
}

export const dice = (fixed: Record<string, number> = {}): Dice =>
  new Dice('battles', new Map(Object.entries(fixed)));

export function individual(
  name: string,
  player: string,
  army: string,
  extra: Partial<Individual> = {},
): Individual {
  return {
    name,
    player,
    army,
    empire: player,
    size: 2,
    maxWounds: 3,
    commandRating: 20,
    leadership: 12,
    experience: 0,
    wounds: 0,
    commander: false,
    status: 'active',
    ...extra,
  };
}

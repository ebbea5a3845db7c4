/**
 * A small Campaign points map for the tests, drawn by hand:
 *
 *   Keep(Castle) -3- Ford(River Ford) -2- Market(Market Town) -4- City(Major City) -2- Farm(Farming Village)
 *                       |5                                          |3
 *                     Pass(Mountain Pass) -4- Tower(Wizards Tower) -+
 *
 * Numbers are the roads' MD. Alice holds Keep, Bob holds City.
 */
import { Dice } from '../../../src/engine/dice';
import type { CpArmy, CpPlayer, CpState, CpTerritory, CpTerritoryType } from '../../../src/engine/cp/model';

const t = (name: string, type: CpTerritoryType, dv: number, owner: string | null = null): CpTerritory => ({
  name,
  type,
  dv,
  owner,
});

export const armyAt = (
  name: string,
  player: string,
  territory: string,
  extra: Partial<CpArmy> = {},
): CpArmy => ({
  name,
  player,
  territory,
  status: 'normal',
  stopped: false,
  cameFrom: null,
  arrival: 0,
  ...extra,
});

export const playerOf = (name: string, extra: Partial<CpPlayer> = {}): CpPlayer => ({
  name,
  cp: 3,
  nextCpModifier: 0,
  heroOwedTo: [],
  battlesWon: 0,
  ...extra,
});

export function fixture(extra: Partial<CpState> = {}): CpState {
  return {
    turn: 1,
    round: 1,
    territories: [
      t('Keep', 'Castle', 2, 'Alice'),
      t('Ford', 'River Ford', 0),
      t('Market', 'Market Town', 0),
      t('City', 'Major City', 1, 'Bob'),
      t('Farm', 'Farming Village', 0),
      t('Pass', 'Mountain Pass', 0),
      t('Tower', 'Wizards Tower', 3),
    ],
    roads: [
      { a: 'Keep', b: 'Ford', md: 3 },
      { a: 'Ford', b: 'Market', md: 2 },
      { a: 'Market', b: 'City', md: 4 },
      { a: 'City', b: 'Farm', md: 2 },
      { a: 'Ford', b: 'Pass', md: 5 },
      { a: 'Pass', b: 'Tower', md: 4 },
      { a: 'Tower', b: 'City', md: 3 },
    ],
    armies: [armyAt('A1', 'Alice', 'Keep'), armyAt('B1', 'Bob', 'City')],
    players: [playerOf('Alice'), playerOf('Bob')],
    order: ['Alice', 'Bob'],
    pending: [],
    moves: 0,
    battles: [],
    alliances: [],
    ...extra,
  };
}

/** Dice with the named rolls fixed (every other roll from the seed). */
export function diceWith(rolls: Record<string, number>): Dice {
  return new Dice('cp-test', new Map(Object.entries(rolls)));
}

import type { CpState } from '../../../src/engine/cp/model';
import { placeArmy, placementOrder, placementProblem } from '../../../src/engine/cp/setup';
import { victors } from '../../../src/engine/cp/victory';
import { fixture, playerOf } from './fixtures';

describe('Set-up (003 "the setup"; CP-R12)', () => {
  it('order of play, then reversed starting with the last player', () => {
    expect(placementOrder(['Alice', 'Bob', 'Carol'])).toEqual([
      'Alice',
      'Bob',
      'Carol',
      'Carol',
      'Bob',
      'Alice',
    ]);
  });

  it('CP-R12: at least one territory between enemy armies (road distance 2 or more)', () => {
    const s = fixture({ armies: [] });
    const one = placeArmy(s, 'Alice', 'A1', 'Keep');
    expect(placementProblem(one, 'Bob', 'Ford')).toMatch(
      /at least one territory between enemy armies \(CP-R12\)/,
    );
    expect(placementProblem(one, 'Bob', 'Market')).toBeNull(); // Keep-Ford-Market: 2 steps
    expect(placementProblem(one, 'Alice', 'Ford')).toBeNull(); // own armies may stand close
    expect(placementProblem(one, 'Bob', 'Keep')).toMatch(/already holds an army/);
    expect(placementProblem(one, 'Bob', 'Nowhere')).toMatch(/no territory 'Nowhere'/);
    expect(() => placeArmy(one, 'Bob', 'B1', 'Ford')).toThrow(/CP-R12/);
  });
});

describe('Victory as decided beforehand (003 A Turn)', () => {
  const held = (alice: number, bob: number): CpState => {
    const base = fixture();
    const owners = [...Array<string>(alice).fill('Alice'), ...Array<string>(bob).fill('Bob')];
    return { ...base, territories: base.territories.map((t, i) => ({ ...t, owner: owners[i] ?? null })) };
  };

  it('most territories after Y turns: nobody before turn Y, then the most (ties share)', () => {
    expect(victors(held(3, 2), { kind: 'most territories', afterTurns: 5 }, 4)).toEqual([]);
    expect(victors(held(3, 2), { kind: 'most territories', afterTurns: 5 }, 5)).toEqual(['Alice']);
    expect(victors(held(2, 2), { kind: 'most territories', afterTurns: 5 }, 5)).toEqual(['Alice', 'Bob']);
  });

  it('most battles won after X turns', () => {
    const s = {
      ...fixture(),
      players: [playerOf('Alice', { battlesWon: 1 }), playerOf('Bob', { battlesWon: 2 })],
    };
    expect(victors(s, { kind: 'most battles won', afterTurns: 3 }, 3)).toEqual(['Bob']);
  });

  it('first to capture 50% of the territories, in whole numbers: 3 of 7 is short (300 < 350), 4 of 7 wins', () => {
    expect(victors(held(3, 0), { kind: 'share of territories', percent: 50 }, 1)).toEqual([]);
    expect(victors(held(4, 0), { kind: 'share of territories', percent: 50 }, 1)).toEqual(['Alice']);
  });
});

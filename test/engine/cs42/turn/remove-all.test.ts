import { removeAllFrom, removeFrom } from '../../../../src/engine/cs42/turn/units-memory';

// removeAllFrom is removeFrom name after name in one pass (issue 9): the first of each name still there goes,
// names compared as the ledger does (case and outer spaces aside).

const list = () => ['Axes', 'Pikes', 'axes', 'Bows', 'Axes ', 'Pikes'].map((name, i) => ({ name, i }));

describe('removeAllFrom', () => {
  it('takes the first of each name, once per time the name is given', () => {
    const xs = list();
    removeAllFrom(xs, ['axes', 'Pikes', 'AXES']);
    expect(xs.map((x) => x.i)).toEqual([3, 4, 5]);
  });

  it('leaves what it is not given, and names nobody bears change nothing', () => {
    const xs = list();
    removeAllFrom(xs, ['Swords']);
    expect(xs.map((x) => x.i)).toEqual([0, 1, 2, 3, 4, 5]);
    removeAllFrom(xs, []);
    expect(xs).toHaveLength(6);
  });

  it('leaves the list as removeFrom one name after another does', () => {
    const names = ['Pikes', 'axes', 'Pikes', 'Swords'];
    const one = list();
    for (const n of names) removeFrom(one, n);
    const all = list();
    removeAllFrom(all, names);
    expect(all).toEqual(one);
    expect(all.map((x) => x.i)).toEqual([2, 3, 4]);
  });
});

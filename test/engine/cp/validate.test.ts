import { stateProblems } from '../../../src/engine/cp/validate';
import { armyAt, fixture } from './fixtures';

describe('CP state problems (glossary limits, CP-R6, CP-R19)', () => {
  it('the test map has none', () => {
    expect(stateProblems(fixture())).toEqual([]);
  });

  it('DV above the type maximum (Castle 3, CP-R6) and MD outside 2-5 are named', () => {
    const base = fixture();
    const s = fixture({
      territories: base.territories.map((t) =>
        t.name === 'Keep' ? { ...t, dv: 4 } : t.name === 'Ford' ? { ...t, dv: 1 } : t,
      ),
      roads: base.roads.map((r, i) => (i === 0 ? { ...r, md: 1 } : i === 1 ? { ...r, md: 6 } : r)),
    });
    expect(stateProblems(s)).toEqual([
      "Territory 'Keep': DV 4 is outside 0-3 for a Castle (CP-R6)",
      "Territory 'Ford': DV 1 is outside 0-0 for a River Ford (CP-R6)",
      'Road Keep-Ford: MD 1 is outside 2-5 ("MD March Difficulty")',
      'Road Ford-Market: MD 6 is outside 2-5 ("MD March Difficulty")',
    ]);
  });

  it('unknown ends, owners, players and crowded territories', () => {
    const base = fixture();
    const s = fixture({
      roads: [...base.roads, { a: 'Keep', b: 'Nowhere', md: 3 }],
      territories: base.territories.map((t) => (t.name === 'Pass' ? { ...t, owner: 'Zed' } : t)),
      armies: [
        armyAt('A1', 'Alice', 'Keep'),
        armyAt('A2', 'Alice', 'Keep'),
        armyAt('A3', 'Alice', 'Farm'),
        armyAt('A4', 'Alice', 'Farm'),
      ],
    });
    expect(stateProblems(s)).toEqual([
      "Territory 'Pass': owner 'Zed' is not a player",
      "Road Keep-Nowhere: 'Nowhere' is not a territory",
      "Territory 'Keep' holds 2 armies of Alice's side; it allows 1",
    ]);
  });
});

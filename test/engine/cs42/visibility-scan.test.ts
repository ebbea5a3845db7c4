import { syntheticCampaign } from '../../../src/local/synthetic';
import { formatHex } from '../../../src/engine/hex';
import {
  eyesOf,
  hexTargets,
  sees,
  viewersOf,
  visibleHexes,
  watchedHexes,
} from '../../../src/engine/cs42/visibility';

// Issue 9: visibleHexes and watchedHexes look only around each viewer (no more every target asking every
// viewer). They must give exactly what the plain reading of VISIBILITY gives: a hex is seen when any viewer
// of the player or their allies sees it, over the whole map.

const state = syntheticCampaign({ players: 6, width: 30, height: 30, cities: 40, armies: 80, units: 90 });

describe('visibility scans around each viewer', () => {
  it.each(state.players.map((p) => p.name))(
    '%s: the same seen hexes as every viewer against every target',
    (player) => {
      const viewers = viewersOf(state, eyesOf(state, player));
      const expected = new Set<string>();
      for (const [key, t] of hexTargets(state, new Set([player.toLowerCase()])))
        if (viewers.some((v) => sees(state, v, t.hex, t.category))) expected.add(key);
      expect(expected.size).toBeGreaterThan(0);
      expect([...visibleHexes(state, player)].sort()).toEqual([...expected].sort());
    },
  );

  it.each(state.players.map((p) => p.name))(
    '%s: the same watched hexes as every viewer against every hex',
    (player) => {
      const viewers = viewersOf(state, eyesOf(state, player));
      const expected = new Set<string>();
      for (const h of state.map.hexes.values())
        if (viewers.some((v) => sees(state, v, h.hex, 'Small'))) expected.add(formatHex(h.hex));
      expect(expected.size).toBeGreaterThan(0);
      expect([...watchedHexes(state, player)].sort()).toEqual([...expected].sort());
    },
  );
});

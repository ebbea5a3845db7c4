import { syntheticCampaign } from '../../../src/local/synthetic';
import { formatHex } from '../../../src/engine/hex';
import type { CampaignState, MapHex } from '../../../src/engine/model';
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

const synthetic = syntheticCampaign({ players: 6, width: 30, height: 30, cities: 40, armies: 80, units: 90 });
// Some underground columns, Cave Entrances beside them and Badlands, so every sight limit is crossed.
const state: CampaignState = {
  ...synthetic,
  map: {
    ...synthetic.map,
    hexes: new Map(
      [...synthetic.map.hexes].map(([key, h]): [string, MapHex] => {
        if (h.hex.col % 7 === 0) return [key, { ...h, terrain: 'Underground' }];
        if (h.hex.col % 7 === 1 && h.hex.row % 3 === 0) return [key, { ...h, special: 'Cave Entrance' }];
        if (h.hex.col % 11 === 5) return [key, { ...h, terrain: 'Badlands' }];
        return [key, h];
      }),
    ),
  },
};

describe('visibility scans around each viewer', () => {
  it.each(state.players.map((p) => p.name))(
    '%s: the same seen hexes as every viewer against every target',
    (player) => {
      const viewers = viewersOf(state, eyesOf(player));
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
      const viewers = viewersOf(state, eyesOf(player));
      const expected = new Set<string>();
      for (const h of state.map.hexes.values())
        if (viewers.some((v) => sees(state, v, h.hex, 'Small'))) expected.add(formatHex(h.hex));
      expect(expected.size).toBeGreaterThan(0);
      expect([...watchedHexes(state, player)].sort()).toEqual([...expected].sort());
    },
  );
});

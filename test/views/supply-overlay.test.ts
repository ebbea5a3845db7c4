import { formatHex } from '../../src/engine/hex';
import type { CampaignState, MapHex } from '../../src/engine/model';
import { visibleHexes } from '../../src/engine/cs42/visibility';
import { playerView } from '../../src/engine/cs42/visibility-view';
import { renderMapSvg } from '../../src/views/map-svg';
import { sceneOfView } from '../../src/views/map-scene';
import { supplyOverlay, viewSupplyOverlay } from '../../src/views/supply-overlay';

// The supply overlay (Supply ranges, Table 6; RULINGS 9-11) on a one-hex-wide strip of plains 0101-0112: Ann's
// city at 0101, so the supply distance of 01rr is rr - 1. Bo's army (Unknown toward Ann, so an enemy that blocks
// her routes, RULINGS 11) stands at 0108, far outside what Ann sees.

function strip(): CampaignState {
  const hexes = new Map<string, MapHex>();
  for (let row = 1; row <= 12; row++)
    hexes.set(formatHex({ col: 1, row }), {
      hex: { col: 1, row },
      terrain: 'Plains',
      road: false,
      rivers: [],
      bridges: [],
      fords: [],
      special: null,
      mine: false,
    });
  return {
    turn: 2,
    players: [
      { name: 'Ann', email: 'ann@example.com', race: 'Dwarves', colour: 'blue' },
      { name: 'Bo', email: 'bo@example.com', race: 'Blackblood', colour: 'red' },
    ],
    diplomacy: [],
    map: { width: 1, height: 12, hexes },
    cities: [
      {
        name: 'Karak',
        player: 'Ann',
        hex: { col: 1, row: 1 },
        size: 3,
        improvements: [],
        conquered: false,
        besieged: false,
        corruption: 0,
      },
    ],
    armies: [
      {
        name: 'Hiddenhost',
        player: 'Bo',
        hex: { col: 1, row: 8 },
        points: 900,
        mobility: 'FOOT',
        race: 'Blackblood',
        site: 'field',
      },
    ],
    units: [],
    structures: [],
  };
}

const at = (overlay: ReturnType<typeof supplyOverlay>, hex: string) => overlay.distances.get(hex);

describe('supply overlay', () => {
  it('the moderator’s overlay is the true trace: the enemy army blocks the strip beyond it', () => {
    const truth = supplyOverlay(strip(), 'Ann');
    expect([at(truth, '0101'), at(truth, '0102'), at(truth, '0106'), at(truth, '0107')]).toEqual([
      0, 1, 5, 6,
    ]);
    // The army's own hex still gets a distance (a path may end there), but nothing is traced through it.
    expect([at(truth, '0108'), at(truth, '0109'), at(truth, '0112')]).toEqual([7, null, null]);
    expect(truth.blackblood).toBe(false);
    expect(supplyOverlay(strip(), 'Bo').blackblood).toBe(true);
  });

  it('a player’s overlay is traced on what they see: the unseen army neither blocks it nor shows in it', () => {
    const state = strip();
    expect(visibleHexes(state, 'Ann').has('0108')).toBe(false);
    const mine = viewSupplyOverlay(playerView(state, 'Ann'));
    expect([at(mine, '0109'), at(mine, '0112')]).toEqual([8, 11]);
    // The same overlay as if the army were not there at all: its shape gives nothing away.
    const without = viewSupplyOverlay(playerView({ ...state, armies: [] }, 'Ann'));
    expect([...mine.distances]).toEqual([...without.distances]);
    const svg = renderMapSvg(sceneOfView(playerView(state, 'Ann'), { supply: mine }));
    expect(svg).toContain('Supply of Ann');
    expect(svg).not.toContain('Hiddenhost');
    // Table 6: 0-5 Regular (0101-0106), 6-10 Long (0107-0111), 11-15 Extended (0112).
    expect(svg.match(/class="sR"/g)?.length).toBe(2); // the band's path and its legend swatch
    expect(svg).toContain('class="sL"');
    expect(svg).toContain('class="sE"');
  });
});

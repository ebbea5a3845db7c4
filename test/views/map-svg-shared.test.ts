import { renderMapSvg } from '../../src/views/map-svg';
import { sceneOfState } from '../../src/views/map-scene';
import type { CampaignState, MapHex } from '../../src/engine/model';
import { ANN, campaign, structure } from '../engine/cs42/turn/fixture-units';

// Issue 9: the ground a map alone draws (terrain, labels, rivers, fords, the Map tab's bridges) is made once
// per map and shared by every player's picture. A map changed since must still be drawn as it now is.

const state = (): CampaignState =>
  campaign({ map: { '0101': { rivers: [3] }, '0505': { terrain: 'Forest' } } });
const svgOf = (s: CampaignState): string => renderMapSvg(sceneOfState(s));
const hexes = (s: CampaignState): Map<string, MapHex> => s.map.hexes as Map<string, MapHex>;

describe('the shared map ground', () => {
  it('a second picture of the same map is the same picture', () => {
    const s = state();
    expect(svgOf(s)).toBe(svgOf(s));
  });

  it('a hex record replaced since: the new terrain is drawn', () => {
    const s = state();
    expect(svgOf(s)).not.toContain('fill="#c79a6b"'); // no Badlands yet
    const h = hexes(s).get('0303') as MapHex;
    hexes(s).set('0303', { ...h, terrain: 'Badlands' });
    expect(svgOf(s)).toContain('fill="#c79a6b"');
  });

  it('a bridge added to a hex in place since: the bridge is drawn', () => {
    const s = state();
    expect(svgOf(s)).not.toContain('class="br"');
    (hexes(s).get('0101')?.bridges as number[]).push(3);
    expect(svgOf(s)).toContain('<path class="br" d="M');
  });

  it('a built Bridge of one picture does not stay in the next picture of the map', () => {
    const s = state();
    const built: CampaignState = { ...s, structures: [structure(ANN, 'Bridge', '0303', 2)] };
    expect(svgOf(built)).toContain('class="br"');
    expect(svgOf(s)).not.toContain('class="br"');
  });
});

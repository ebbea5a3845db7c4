import type { CampaignState } from '../../../src/engine/model';
import { visibleHexes, watchedHexes } from '../../../src/engine/cs42/visibility';
import { playerView } from '../../../src/engine/cs42/visibility-view';
import { ANN, army, BO, campaign, unit } from './turn/fixture-units';

/**
 * An Allied declaration does not share sight. The book's Allied row reads "Never engage forces, do not hinder
 * supply lines, allow access to home supply lines. Allow access to cities and structures. Protect Settlers and
 * engineers", and the declarations "only affect the defaults used by the moderator and does not actually ...
 * change any rules" (Declared Alliances); knowledge passes between players only "through the moderator"
 * (UNDERGROUND RULES: players "may trade maps"). VISIBILITY lists what a player sees through: his own cities,
 * watchtowers, armies and units. The first two tests failed before: Ann saw Bo's army through Cy's scouts.
 */
function withCy(): CampaignState {
  // Cy's scouts at 0508 are 2 hexes from Bo's size 6 (Small) army at 0510; Ann has nothing on the map.
  const base = campaign({
    cities: [],
    units: [unit('Cy Riders', 'Cy', 'Scout', '0508')],
    armies: [army('Bo Host', BO, '0510', 600)],
    diplomacy: [['Cy', ANN, 'Allied']],
  });
  return {
    ...base,
    players: [...base.players, { name: 'Cy', email: 'cy@example.com', race: 'Elves', colour: '#0f0' }],
  };
}

describe('Declared Alliances: an Allied declaration shares no sight', () => {
  it('Ann does not see the hex Cy’s scouts see, though Cy declared Allied toward her', () => {
    const s = withCy();
    expect(visibleHexes(s, 'Cy').has('0510')).toBe(true);
    expect(visibleHexes(s, ANN).has('0510')).toBe(false);
    expect(watchedHexes(s, ANN).size).toBe(0);
  });

  it('her view lists neither Bo’s army nor anything by Cy’s sight', () => {
    const view = playerView(withCy(), ANN);
    expect(view.armies.map((a) => a.name)).toEqual([]);
    expect(view.units.map((u) => u.name)).toEqual([]);
  });
});

/**
 * Itza (Lizardmen) at the end of year 1: a town and 5 villages, PT 2 + 5 = 7 (PRODUCTION), so (2 x 7 + 5) x 100 =
 * 1900 roster points (Roster); its roster is 20 Skinks at 40 (800) and 4 Kroxigor at 110 (440): 1240, 660 to spend.
 * The set-up of the new troop type tests (orders and New Year stage).
 */
import type { WmCampaign } from '../../../src/engine/wm/stages/model';
import { holdings, nationOf, stateOf } from './fixtures';

export const ITZA_CAMPAIGN: WmCampaign = {
  state: stateOf({
    year: 1,
    month: 12,
    areas: holdings('Itza', 5, 1),
    nations: [
      nationOf('Itza', {
        race: 'Lizardmen',
        roster: [
          { unit: 'Skinks', category: 'Infantry', cost: 40, bought: 20, lost: 0 },
          { unit: 'Kroxigor', category: 'Monsters', cost: 110, bought: 4, lost: 0 },
        ],
      }),
    ],
  }),
  battles: [],
};

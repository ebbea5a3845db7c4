/** CT-R14: the campaign victory the book lacks, as the setting names it, judged after a round's purchases. */
import type { CtCampaign } from '../../../src/engine/ct/campaign';
import { DEFAULT_CT_SETTINGS, type Territory } from '../../../src/engine/ct/model';
import { victors } from '../../../src/engine/ct/stages/purchases';
import type { CtVictoryRule, CtWorld } from '../../../src/engine/ct/stages/world';
import { band, individual, player } from './fixtures';

const lands = (n: number, who: string): Territory[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${who} ${i}`, type: 'Outpost', home: false }));

const campaign: CtCampaign = {
  state: {
    turn: 3,
    settings: DEFAULT_CT_SETTINGS,
    players: [
      player('A', { territories: lands(12, 'A'), warbands: [band('S', 4)] }), // 5 × 20 = 100
      player('B', { territories: lands(5, 'B'), warbands: [band('T', 4), individual('Cap')] }), // 100 + 60 = 160
      player('C', { territories: lands(12, 'C'), warbands: [band('U', 4, { xp: 60 })] }), // 100 + 60 = 160
    ],
  },
  battles: [],
};
const world = (victory: CtVictoryRule, lastRound: number): CtWorld => ({
  campaign,
  armyLists: [],
  victory,
  lastRound,
  warnings: [],
  winners: null,
});

describe('CT-R14 victory', () => {
  it('first to 12 territories: met at once, every player at 12', () => {
    expect(victors(world('first to 12', 10), campaign, 1)).toEqual(['A', 'C']);
  });
  it('most territories: only after the last round', () => {
    expect(victors(world('most territories', 4), campaign, 3)).toBeNull();
    expect(victors(world('most territories', 3), campaign, 3)).toEqual(['A', 'C']);
  });
  it('highest force rating of the field army ([Campaign] 3): 160 for B and C, 100 for A', () => {
    expect(victors(world('highest force rating', 3), campaign, 3)).toEqual(['B', 'C']);
  });
  it('none: the moderator decides', () => {
    expect(victors(world('none', 1), campaign, 9)).toBeNull();
  });
});

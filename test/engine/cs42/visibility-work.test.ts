import { StateIndex } from '../../../src/engine/cs42/orders/state-index';
import { visibleHexes } from '../../../src/engine/cs42/visibility';
import { SightIndex } from '../../../src/engine/cs42/visibility-things';
import type { CampaignState } from '../../../src/engine/model';
import { syntheticCampaign } from '../../../src/local/synthetic';

// Issue 9 (the bench's growth exponent): every player's check asks what he sees. One scan of the whole campaign
// per player is players x things, quadratic as the campaign grows; the scans are counted here, not timed.

/** The campaign with its lists counted each time they are read. */
function counted(state: CampaignState): { state: CampaignState; reads: () => number } {
  let reads = 0;
  const list = <T>(items: readonly T[]) => ({
    enumerable: true,
    get: (): readonly T[] => {
      reads += 1;
      return items;
    },
  });
  const out = Object.defineProperties(
    { turn: state.turn, players: state.players, diplomacy: state.diplomacy, map: state.map },
    {
      armies: list(state.armies),
      units: list(state.units),
      cities: list(state.cities),
      structures: list(state.structures),
    },
  ) as CampaignState;
  return { state: out, reads: () => reads };
}

const campaign = syntheticCampaign({ players: 6, width: 24, height: 24, cities: 30, armies: 60, units: 50 });

describe('what each player sees, counted', () => {
  it('a shared SightIndex reads the campaign once, whatever the number of players who look', () => {
    const { state, reads } = counted(campaign);
    const index = new SightIndex(state);
    const built = reads();
    expect(built).toBeGreaterThan(0);
    for (const p of campaign.players) visibleHexes(state, p.name, index);
    expect(reads()).toBe(built);
  });

  it("the checker's index builds it at the first player's look, not again for the others", () => {
    const { state, reads } = counted(campaign);
    const index = new StateIndex(state);
    index.seenBy('Player 1');
    const first = reads();
    for (const p of campaign.players) index.seenBy(p.name);
    expect(reads()).toBe(first);
  });

  it('the shared index sees what a look of its own sees', () => {
    const index = new SightIndex(campaign);
    for (const p of campaign.players) {
      const alone = visibleHexes(campaign, p.name);
      expect(alone.size).toBeGreaterThan(0);
      expect([...visibleHexes(campaign, p.name, index)]).toEqual([...alone]);
    }
  });
});

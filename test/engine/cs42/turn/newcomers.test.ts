import { resolveTurn } from '../../../../src/engine/cs42/turn/pipeline';
import type { TurnSettings } from '../../../../src/engine/cs42/turn/context';
import type { CampaignState } from '../../../../src/engine/model';
import { demoCampaign } from '../../../../src/ledger/demo';

/** Issue 10: a player added mid-game gets the campaign's Starting treasury (and the book's late-joiner
 * guilders, Joining a Campaign in Progress) at their first Resolve. */

const demo = demoCampaign();
const opening = new Map(demo.openingTreasury.map((o) => [o.player.toLowerCase(), o.amount]));
const settings: TurnSettings = {
  seed: 'newcomers',
  replacementCosts: 'table',
  settlersBeyondRegular: 'table',
  startingTreasury: 700,
};
const DARA = { name: 'Dara', email: 'dara@example.com', race: 'Elves', colour: '#0a0' };

function withDara(turn: number): CampaignState {
  return { ...demo.state, turn, players: [...demo.state.players, DARA] };
}

const entriesOf = (state: CampaignState, player: string) =>
  resolveTurn({ state, orders: new Map(), balances: opening, settings })
    .entries.filter((e) => e.player === player)
    .map((e) => `${e.category} | ${e.amount} | ${e.for}`);

describe('a player with no treasury history (issue 10)', () => {
  it('gets the Starting treasury as an opening entry at their first Resolve', () => {
    expect(entriesOf(withDara(3), 'Dara')).toEqual(['Opening balance | 700 | Starting treasury']);
    const result = resolveTurn({ state: withDara(3), orders: new Map(), balances: opening, settings });
    expect(result.players.find((p) => p.player === 'Dara')?.closing).toBe(700);
  });

  it('joining after turn 5, also gets the book’s 1,000 guilders, and the log says what the moderator places', () => {
    expect(entriesOf(withDara(6), 'Dara')).toEqual([
      'Opening balance | 700 | Starting treasury',
      'Opening balance | 1000 | Joining a Campaign in Progress: freebies for a player joining after turn 5',
    ]);
    const events = resolveTurn({ state: withDara(6), orders: new Map(), balances: opening, settings }).events;
    expect(events.find((e) => e.subject === 'Dara')?.effect).toMatch(/size 5 army .* 4 road sections/);
  });

  it('players with a treasury history get nothing more, whatever their balance', () => {
    const broke = new Map(opening);
    broke.set('gorthak horde', 0);
    const entries = resolveTurn({ state: withDara(6), orders: new Map(), balances: broke, settings }).entries;
    expect(entries.filter((e) => e.category === 'Opening balance').map((e) => e.player)).toEqual([
      'Dara',
      'Dara',
    ]);
  });
});

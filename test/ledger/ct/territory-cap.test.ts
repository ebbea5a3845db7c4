/**
 * CT-R12 at the ledger: a winner who already controls 12 territories and chose the loser's stake declines it; the
 * loser keeps it. Before, the Result named the generated territory only, and a warning asked the moderator for a
 * choice the stage had already made.
 */
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, records } from './tabs';

const R = CT_STAGE_RULESET;

describe('CT-R12 at the ledger: a winner at 12 who chose the stake', () => {
  it('declines it: the Result names the stake the loser keeps, and no warning asks for a choice already made', () => {
    let tabs = ledgerTabs(R.demo());
    const territories = tabs.get('Territories')!;
    for (const n of 'ABCDEFGHIJ') territories.push([`Out ${n}`, 'Vanth', 'Outpost', false]);
    tabs = play(
      tabs,
      { Vanth: ['R1-A - Stake Out A'], Ghor: ['R1-A - Stake Cinderholm'] },
      { 'ct:territory:R1-A': 5 },
    ).tabs;
    const { tabs: after, outcome } = play(tabs, {
      Vanth: ['R1-A - Mission achieved', 'R1-A - Wounds 3', 'R1-A - Take stake'],
      Ghor: ['R1-A - Mission failed', 'R1-A - Wounds 1'],
    });
    expect(records(after, 'Battles').find((b) => b.Battle === 'R1-A')!.Result).toBe(
      'Vanth wins: Vanth already controls 12 territories: he declines Cinderholm, Ghor keeps it and the generated R1-A Town goes to no one (CT-R12) ([Battles] 1.a)',
    );
    expect(outcome.warnings).toEqual([]);
    expect(
      records(after, 'Territories')
        .filter((t) => t.Player === 'Ghor')
        .map((t) => t.Territory),
    ).toEqual(['Ghor Pits', 'Cinderholm']);
  });
});

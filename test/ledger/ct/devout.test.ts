/**
 * Devout summoned creatures ([Races] 5.c-d): bought with cash before the battle, in the field army's rating,
 * dispelled after it with a refund by how each ended (full unwounded; wounded full on a D6 of 3+, else half;
 * killed full on 5+, else half), no maintenance, no XP. Karak plays Devout here; the Skeleton is the test's.
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { appendRows, ledgerTabs, play, records, recordOf } from './tabs';

function devoutKarak() {
  const tabs = ledgerTabs(R.demo());
  const forces = tabs.get('Forces')!;
  forces.find((r) => r[0] === 'Karak')![forces[0].indexOf('Race')] = 'Devout';
  appendRows(tabs, 'Army lists', [
    {
      'Army list': 'Dwarves',
      'Figure type': 'Skeleton',
      'Base cost': 20,
      CC: 6,
      MW: 0,
      PW: 0,
      LD: 0,
      AC: 1,
      W: 1,
      ST: 2,
      MV: 4,
      A: 8,
      DEF: 0,
      Race: 'other',
      Flags: 'summoned',
    },
  ]);
  return tabs;
}

const STAKES = {
  Vanth: ['R1-A - Stake Oldfield'],
  Ghor: ['R1-A - Stake Cinderholm'],
  Sethra: ['R1-B - Stake Mirefen'],
};

describe('Chronopia Devout summoning', () => {
  const pre = play(
    devoutKarak(),
    { ...STAKES, Karak: ['Force - Summon 3 Skeletons', 'R1-B - Stake Low Hall'] },
    { 'ct:territory:R1-B': 12 }, // a Hamlet (Table 1, 11-15)
  );

  it('[Races] 5.c.1: 3 Skeletons for 60 gc join the field army and its rating (770 + 60 = 830)', () => {
    expect(recordOf(pre.tabs, 'Forces', 'Karak').Treasury).toBe(10);
    expect(recordOf(pre.tabs, 'Battles', 'R1-B').Ratings).toBe('Karak 830; Sethra 580');
    expect(recordOf(pre.tabs, 'Figures', 'Karak.Skeleton.2')).toMatchObject({
      Flags: 'summoned',
      Warband: 'Karak summoned Skeleton',
    });
  });

  it('[Races] 5.c.2-3, 5.d: dispelled, refunded 20 + 10 (D6 2) + 20 (D6 5); not maintained; no XP', () => {
    const post = play(
      pre.tabs,
      {
        Karak: [
          'R1-B - Mission achieved',
          'R1-B - Wounds 2',
          'R1-B - Summoned Karak.Skeleton.1 unwounded',
          'R1-B - Summoned Karak.Skeleton.2 wounded',
          'R1-B - Summoned Karak.Skeleton.3 killed',
        ],
        Sethra: ['R1-B - Mission failed', 'R1-B - Wounds 1'],
      },
      { 'ct:devout:R1-B:Karak.Skeleton.2': 2, 'ct:devout:R1-B:Karak.Skeleton.3': 5 },
    );
    // Karak wins and takes the generated Hamlet: 10 + 50 refunds + income (200 + 200 + 50) − ceil(930 / 5) = 186;
    // the Skeletons are not maintained.
    expect(recordOf(post.tabs, 'Forces', 'Karak').Treasury).toBe(324);
    expect(records(post.tabs, 'Figures').some((f) => String(f.Figure).startsWith('Karak.Skeleton'))).toBe(
      false,
    );
    expect(records(post.tabs, 'Warbands').some((w) => w.Warband === 'Karak summoned Skeleton')).toBe(false);
  });

  it('a summoned creature not reported stops the stage, naming the Orders tab', () => {
    expect(() =>
      play(pre.tabs, {
        Karak: ['R1-B - Mission achieved', 'R1-B - Summoned Karak.Skeleton.1 unwounded'],
        Sethra: ['R1-B - Mission failed'],
      }),
    ).toThrow(
      /Orders tab, R1-B: .*say whether Karak's summoned Karak\.Skeleton\.2 was unwounded, wounded, killed or captured/,
    );
  });

  it('CT-O060 / CT-O061: only Devout summon, only summoned creatures, paid from the treasury; refunds only for them', () => {
    const tabs = devoutKarak();
    const line = (p: string, text: string) => R.checkOrders(tabs, p, text).lines[0];
    expect(line('Vanth', 'Force - Summon 1 Skeleton')).toMatchObject({
      code: 'CT-O060',
      message: expect.stringMatching(/only Devout players summon/),
    });
    expect(line('Karak', 'Force - Summon 1 Swordsman').message).toMatch(
      /Swordsman is not a summoned creature/,
    );
    expect(line('Karak', 'Force - Summon 4 Skeletons').message).toMatch(/costs 80 gc, the treasury holds 70/);
    expect(R.checkOrders(pre.tabs, 'Karak', 'R1-B - Summoned K.Blades.1 killed').lines[0]).toMatchObject({
      code: 'CT-O061',
      message: 'K.Blades.1 is not a summoned creature of yours that fought in R1-B',
    });
  });
});

/**
 * [Races] 6.b.3: "If the Stygians win a battle, the Stygians can automatically recruit the maximum number of
 * Drugged that they can currently control. They must still pay for the figures in the normal fashion. This, and
 * retaining captured figures, are the only methods of recruiting Drugged. They may not be recruited through the
 * normal recruitment process." Before, a Drugged type on the Army lists tab was recruited like any figure, win or
 * not, by Recruit or Raise, and joined as an ordinary figure (earning XP). The maximum a force controls is a core
 * rules figure left to the moderator (digest §8).
 */
import { CT_STAGE_RULESET as R } from '../../../src/ledger/ct/ruleset';
import { appendRows, ledgerTabs, play, records } from './tabs';

/** Round 1 with a Drugged type on the Stygians list; R1-B's winner by the missions reported. */
function afterRound1(sethraWins: boolean): ReturnType<typeof play>['tabs'] {
  const tabs = ledgerTabs(R.demo());
  appendRows(tabs, 'Army lists', [
    {
      'Army list': 'Stygians',
      'Figure type': 'Drugged',
      'Base cost': 20,
      CC: 8,
      MW: 6,
      PW: 0,
      LD: 8,
      AC: 1,
      W: 1,
      ST: 2,
      MV: 4,
      A: 8,
      DEF: 0,
      Race: 'human',
      Flags: 'drugged',
    },
  ]);
  const pre = play(tabs, { Karak: ['R1-B - Stake Low Hall'], Sethra: ['R1-B - Stake Mirefen'] }).tabs;
  return play(pre, {
    Karak: [`R1-B - Mission ${sethraWins ? 'failed' : 'achieved'}`, 'R1-B - Wounds 1'],
    Sethra: [`R1-B - Mission ${sethraWins ? 'achieved' : 'failed'}`, 'R1-B - Wounds 1'],
  }).tabs;
}

const check = (tabs: ReturnType<typeof afterRound1>, text: string) =>
  R.checkOrders(tabs, 'Sethra', text).lines.map((l) => [l.status, l.message]);

describe('CT: Drugged are recruited only after a Stygian win ([Races] 6.b.3)', () => {
  it('after a loss, "Recruit 2 Drugged" is refused, saying why', () => {
    expect(check(afterRound1(false), 'Sethra Blades - Recruit 2 Drugged')).toEqual([
      [
        'rejected',
        'Recruiting Drugged into Sethra Blades: Drugged are recruited only after a Stygian victory ([Races] 6.b.3)',
      ],
    ]);
  });

  it('never through Raise, the normal recruitment of a new warband', () => {
    const [[status, message]] = check(afterRound1(true), 'Force - Raise Sethra Thralls: Drugged + 4 Drugged');
    expect(status).toBe('rejected');
    expect(message).toContain('[Races] 6.b.3');
  });

  it('after a win, two Drugged join Sethra Blades for 2 × 20 gc, flagged Drugged (no XP, maintained)', () => {
    const won = afterRound1(true);
    const before = Number(records(won, 'Forces').find((f) => f.Player === 'Sethra')!.Treasury);
    const { tabs } = play(won, { Sethra: ['Sethra Blades - Recruit 2 Drugged'] });
    const drugged = records(tabs, 'Figures').filter((f) => f.Type === 'Drugged');
    expect(drugged.map((f) => [f.Warband, f.Flags])).toEqual([
      ['Sethra Blades', 'drugged'],
      ['Sethra Blades', 'drugged'],
    ]);
    expect(Number(records(tabs, 'Forces').find((f) => f.Player === 'Sethra')!.Treasury)).toBe(before - 40);
  });
});

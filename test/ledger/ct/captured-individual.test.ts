/**
 * A captured Individual ("a warband of one figure", [Experience] 1.b) can still be ransomed ([Battles] 3.c.2) or
 * rescued ([Battles] 3.c.1, 4.a): his warband stays on the roster, empty, while he is held, and goes only when he
 * is sold, kept as Drugged or otherwise not coming back. Before, the emptied warband was dropped at once, the
 * ransom was refused and the Rescue's post-battle stage threw for the whole round.
 */
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';
import { ledgerTabs, play, recordOf, records } from './tabs';

const R = CT_STAGE_RULESET;

/** Round 1: Karak beats Sethra and captures her Captain (Table 4: 3-6 Captured); R1-A is void (no stakes). */
function captainTaken(): ReturnType<typeof play>['tabs'] {
  let tabs = ledgerTabs(R.demo());
  tabs = play(tabs, { Karak: ['R1-B - Stake Low Hall'], Sethra: ['R1-B - Stake Mirefen'] }).tabs;
  return play(
    tabs,
    {
      Karak: ['R1-B - Mission achieved', 'R1-B - Wounds 4'],
      Sethra: ['R1-B - Mission failed', 'R1-B - Wounds 2', 'R1-B - Casualty S.Captain'],
    },
    { 'ct:casualty:R1-B:S.Captain': 4 },
  ).tabs;
}

describe('CT: a captured Individual keeps his warband while he is held', () => {
  const taken = captainTaken();

  it('the Sethra Captain warband stays (empty) and S.Captain is Karak’s captive', () => {
    expect(recordOf(taken, 'Warbands', 'Sethra Captain')).toMatchObject({
      Player: 'Sethra',
      Kind: 'individual',
    });
    expect(recordOf(taken, 'Figures', 'S.Captain')).toMatchObject({
      'Held by': 'Karak',
      Warband: 'Sethra Captain',
    });
    expect(R.check(taken)).toEqual([]);
  });

  it('[Battles] 3.c.2: ransomed at 30 gc, he returns to his warband; 30 gc pass from Sethra to Karak', () => {
    const before = (p: string): number => Number(recordOf(taken, 'Forces', p).Treasury);
    const { tabs, outcome } = play(taken, {
      Karak: ['S.Captain - Ransom 30'],
      Sethra: ['S.Captain - Ransom 30'],
    });
    expect(outcome.warnings).toEqual([]);
    expect(recordOf(tabs, 'Figures', 'S.Captain')).toMatchObject({
      'Held by': '',
      Warband: 'Sethra Captain',
    });
    expect(Number(recordOf(tabs, 'Forces', 'Sethra').Treasury)).toBe(before('Sethra') - 30);
    expect(Number(recordOf(tabs, 'Forces', 'Karak').Treasury)).toBe(before('Karak') + 30);
  });

  it('[Battles] 4.a.2: freed in the Rescue, he is back in his warband', () => {
    let tabs = play(taken, { Sethra: ['R1-B - Rescue'] }).tabs;
    tabs = play(tabs, {}).tabs;
    const { tabs: after } = play(tabs, {
      Sethra: ['R2-R1 - Freed S.Captain', 'R2-R1 - Wounds 1'],
      Karak: ['R2-R1 - Wounds 0'],
    });
    expect(recordOf(after, 'Figures', 'S.Captain')).toMatchObject({
      'Held by': '',
      Warband: 'Sethra Captain',
    });
    expect(recordOf(after, 'Battles', 'R2-R1')).toMatchObject({ Winner: 'Sethra' });
  });

  it('sold to slavers ([Battles] 3.c.3), the empty warband goes from the roster', () => {
    const { tabs } = play(taken, { Karak: ['S.Captain - Sell'] });
    expect(records(tabs, 'Warbands').some((w) => w.Warband === 'Sethra Captain')).toBe(false);
    expect(records(tabs, 'Figures').some((f) => f.Figure === 'S.Captain')).toBe(false);
    expect(R.check(tabs)).toEqual([]);
  });

  it('a warband disbanded down to nothing while one of its figures awaits his Rescue stays for him (2.b.5, 3.c.1)', () => {
    let tabs = ledgerTabs(R.demo());
    tabs = play(tabs, { Karak: ['R1-B - Stake Low Hall'], Sethra: ['R1-B - Stake Mirefen'] }).tabs;
    tabs = play(
      tabs,
      {
        Karak: ['R1-B - Mission achieved'],
        Sethra: ['R1-B - Mission failed', 'R1-B - Casualty S.Blades.1'],
      },
      { 'ct:casualty:R1-B:S.Blades.1': 4 }, // Table 4: Captured
    ).tabs;
    tabs = play(tabs, {
      Sethra: [
        'Sethra Guard - Move field army', // the Bows keep a warband without missiles ([Forces] 1.a.1.a)
        'R1-B - Rescue',
        'Force - Disband S.Blades.L, S.Blades.2, S.Blades.3, S.Blades.4, S.Blades.5',
      ],
    }).tabs;
    expect(recordOf(tabs, 'Warbands', 'Sethra Blades')).toMatchObject({ Player: 'Sethra' });
    tabs = play(tabs, {}).tabs;
    const { tabs: after } = play(tabs, { Sethra: ['R2-R1 - Freed S.Blades.1'] });
    expect(recordOf(after, 'Figures', 'S.Blades.1')).toMatchObject({
      'Held by': '',
      Warband: 'Sethra Blades',
    });
  });
});

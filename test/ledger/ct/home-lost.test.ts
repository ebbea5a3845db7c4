/**
 * A home fortress staked and lost ([Battles] 1.a lets a player stake any of his territories; in a challenge the
 * opponent chooses it, 4.b). Before, the loser was left with no home fortress, Check reported it, and no later
 * stage of the campaign could run. Now the home (and the Hospital, [Forces] 1.c.3) passes to another Fortress he
 * holds, else to his highest territory on Table 1, and the report says so.
 */
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';
import { gainTerritory, loseTerritory } from '../../../src/engine/ct/territories';
import type { CtPlayer } from '../../../src/engine/ct/model';
import { ledgerTabs, play, records } from './tabs';

const R = CT_STAGE_RULESET;

describe('CT: a lost home fortress', () => {
  it('Vanth stakes Vanth Spire and loses it to Ghor: Oldfield becomes his home, and the purchases stage runs', () => {
    let tabs = ledgerTabs(R.demo());
    // Table 1: a D20 of 12 generates a Hamlet, below Vanth's Town.
    tabs = play(
      tabs,
      { Vanth: ['R1-A - Stake Vanth Spire'], Ghor: ['R1-A - Stake Cinderholm'] },
      { 'ct:territory:R1-A': 12 },
    ).tabs;
    const { tabs: after, outcome } = play(tabs, {
      Vanth: ['R1-A - Mission failed', 'R1-A - Wounds 1'],
      Ghor: ['R1-A - Mission achieved', 'R1-A - Wounds 2', 'R1-A - Take stake'],
    });
    const vanth = records(after, 'Territories').filter((t) => t.Player === 'Vanth');
    expect(vanth).toEqual([
      { Territory: 'Oldfield', Player: 'Vanth', Type: 'Town', 'Home fortress': true },
      { Territory: 'R1-A Hamlet', Player: 'Vanth', Type: 'Hamlet', 'Home fortress': false },
    ]);
    expect(records(after, 'Territories').find((t) => t.Territory === 'Vanth Spire')).toMatchObject({
      Player: 'Ghor',
      'Home fortress': false,
    });
    expect(outcome.reports.get('Vanth')!.join('\n')).toContain("Vanth's home and Hospital move to Oldfield");
    // Check still tells that with no fortress Vanth may keep no magic-user ([Forces] 1.a.2.a); nothing else.
    expect(R.check(after).map((i) => i.tab)).toEqual(['Warbands']);
    expect(() => play(after, {})).not.toThrow();
  });

  it('Check still refuses a home on a Town while the player holds a Fortress ([Forces] 1.c.3)', () => {
    const tabs = ledgerTabs(R.demo());
    for (const row of tabs.get('Territories')!.slice(1))
      if (row[1] === 'Vanth') row[3] = row[0] === 'Oldfield';
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Territories',
        cell: 'D1',
        message:
          "Vanth's home Oldfield is a Town while he holds the Fortress Vanth Spire; the home is a fortress ([Forces] 1.c.3)",
      },
    ]);
  });

  const player = (territories: CtPlayer['territories']): CtPlayer => ({
    name: 'Vanth',
    armyList: 'Firstborn',
    alsoLists: [],
    race: 'Firstborn',
    treasury: 0,
    territories,
    warbands: [],
    captives: [],
    allies: [],
  });

  it('the home passes to another Fortress first, else to the highest type (Table 1 order)', () => {
    const p = player([
      { name: 'Spire', type: 'Fortress', home: true },
      { name: 'Hamlet A', type: 'Hamlet', home: false },
      { name: 'Town B', type: 'Town', home: false },
      { name: 'Keep C', type: 'Fortress', home: false },
    ]);
    expect(
      loseTerritory(p, 'Spire')
        .territories.filter((t) => t.home)
        .map((t) => t.name),
    ).toEqual(['Keep C']);
    const q = player([
      { name: 'Spire', type: 'Fortress', home: true },
      { name: 'Hamlet A', type: 'Hamlet', home: false },
      { name: 'Town B', type: 'Town', home: false },
    ]);
    expect(
      loseTerritory(q, 'Spire')
        .territories.filter((t) => t.home)
        .map((t) => t.name),
    ).toEqual(['Town B']);
    expect(
      loseTerritory(q, 'Hamlet A')
        .territories.filter((t) => t.home)
        .map((t) => t.name),
    ).toEqual(['Spire']);
    expect(
      loseTerritory(player([{ name: 'Spire', type: 'Fortress', home: true }]), 'Spire').territories,
    ).toEqual([]);
  });

  it('a home that left its fortress returns to the first Fortress gained; other gains do not move it', () => {
    const q = loseTerritory(
      player([
        { name: 'Spire', type: 'Fortress', home: true },
        { name: 'Town B', type: 'Town', home: false },
      ]),
      'Spire',
    );
    const homes = (r: ReturnType<typeof gainTerritory>): string[] =>
      r.ok ? r.value.territories.filter((t) => t.home).map((t) => t.name) : [];
    expect(homes(gainTerritory(q, { name: 'City C', type: 'City', home: false }))).toEqual(['Town B']);
    expect(homes(gainTerritory(q, { name: 'Keep D', type: 'Fortress', home: false }))).toEqual(['Keep D']);
  });
});

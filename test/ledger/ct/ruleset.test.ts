/**
 * The Chronopia StageRuleset's ledger side: tabs, settings (CT-R6 required, CT-R2, CT-R5, CT-R14), the demo as
 * the book sets a campaign up ([Campaign] 2, [Forces] 2.a), check, clock, stage, players and the player's view.
 */
import { CT_STAGE_RULESET } from '../../../src/ledger/ct/ruleset';
import { ctNotes } from '../../../src/ledger/ct/check';
import { STAGE_SHARED_TABS } from '../../../src/ledger/stage-ruleset';
import { readCt } from '../../../src/ledger/ct/ledger';
import { ctRecords } from '../../../src/ledger/ct/write-state';
import { appendRows, ledgerTabs, setCampaign } from './tabs';

const R = CT_STAGE_RULESET;

describe('Chronopia territories: tabs and settings', () => {
  it('sets up the shared tabs by reference, Campaign first, and the book’s own', () => {
    expect(R.tabs[0].name).toBe('Campaign');
    for (const shared of STAGE_SHARED_TABS) expect(R.tabs).toContain(shared);
    expect(R.tabs.map((t) => t.name)).toEqual([
      'Campaign',
      'Players',
      'Forces',
      'Territories',
      'Warbands',
      'Figures',
      'Army lists',
      'Battles',
      'Orders',
      'Journal',
      'Log',
    ]);
  });

  it('CT-R6: XP per advancement roll has no default and its About cites the ruling', () => {
    const row = R.settings.find((s) => s.setting === 'XP per advancement roll')!;
    expect(row.value).toBe('');
    expect(row.about).toContain('CT-R6');
    expect(R.settings.find((s) => s.setting === 'Starting territory die')).toMatchObject({
      value: 'D6',
      choices: ['D6', 'D20'],
    });
    expect(R.settings.find((s) => s.setting === 'Devout ally only with Devout')?.about).toContain('CT-R5');
    expect(R.settings.find((s) => s.setting === 'Victory')?.about).toContain('CT-R14');
  });
});

describe('Chronopia territories: the demo campaign', () => {
  const tabs = ledgerTabs(R.demo());
  const read = readCt(tabs);

  it('reads without a single issue, and Check finds none', () => {
    expect(read.issues).toEqual([]);
    expect(R.check(tabs)).toEqual([]);
  });

  it('[Campaign] 2: each force holds a home fortress and one more territory', () => {
    for (const p of read.campaign.state.players) {
      expect(p.territories).toHaveLength(2);
      expect(p.territories.filter((t) => t.home && t.type === 'Fortress')).toHaveLength(1);
    }
  });

  it('[Forces] 2.a: 1000 points less the force is the treasury (740 points: 260 gc; Karak 930: 70 gc)', () => {
    const treasury = Object.fromEntries(read.campaign.state.players.map((p) => [p.name, p.treasury]));
    expect(treasury).toEqual({ Vanth: 260, Ghor: 260, Karak: 70, Sethra: 260 });
  });

  it('has players with emails, and the clock at round 1, pre-battle', () => {
    expect(R.players(tabs)).toEqual(['Vanth', 'Ghor', 'Karak', 'Sethra']);
    expect(read.players.every((p) => /@example\.com$/.test(p.email))).toBe(true);
    expect(R.clock(tabs)).toEqual({ turn: 1, stage: 'pre-battle', round: 1 });
    expect(R.stage(R.clock(tabs))).toMatchObject({ id: 'pre-battle', waits: 'orders' });
  });

  it('writes back exactly what it read (records round trip)', () => {
    const again = ledgerTabs(R.demo());
    for (const [name, records] of ctRecords({
      players: read.campaign.state.players,
      battles: read.campaign.battles,
    })) {
      const grid = again.get(name)!;
      grid.splice(1);
      appendRows(again, name, records);
    }
    expect(readCt(again).campaign).toEqual(read.campaign);
  });
});

describe('Chronopia territories: check names every bad cell', () => {
  it('CT-R6: a blank XP per advancement roll is a note at its Campaign cell, not a problem', () => {
    const tabs = ledgerTabs(R.demo());
    setCampaign(tabs, 'XP per advancement roll', '');
    const note = ctNotes(tabs).find((i) => i.message.includes('CT-R6'));
    expect(note).toMatchObject({ tab: 'Campaign', cell: 'B9' }); // row 1 header, 7 shared rows (2-8), then the book's first
    expect(R.check(tabs)).toEqual([]);
  });

  it('a bad type, an unknown holder, a garrison in another’s territory, a figure of no warband', () => {
    const tabs = ledgerTabs(R.demo());
    appendRows(tabs, 'Territories', [
      { Territory: 'Nowhere', Player: 'Zed', Type: 'Castle', 'Home fortress': false },
    ]);
    // 21 warbands (4 × 5, and Karak's Axes) fill rows 2-22: the new one is row 23.
    appendRows(tabs, 'Warbands', [
      {
        Warband: 'Stray',
        Player: 'Vanth',
        Kind: 'warband',
        'Army list': 'Firstborn',
        Missile: false,
        Minimum: 5,
        Location: 'Ghor Pits',
        XP: 0,
      },
    ]);
    appendRows(tabs, 'Figures', [
      {
        Figure: 'X.1',
        Owner: 'Vanth',
        Warband: 'Ghosts',
        Type: 'Swordsman',
        'Base cost': 30,
        Leader: false,
        CC: 1,
        MW: 1,
        PW: 0,
        LD: 1,
        AC: 1,
        W: 1,
        ST: 1,
        MV: 1,
        A: 1,
        DEF: 0,
      },
    ]);
    const issues = R.check(tabs).map((i) => `${i.tab}!${i.cell}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Territories!B10: Zed is not on the Forces tab/),
        expect.stringMatching(/^Territories!C10: The type must be one of Fortress/),
        expect.stringMatching(/^Warbands!G23: Ghor Pits is Ghor's territory, not Vanth's/),
        expect.stringMatching(/^Figures!C\d+: Ghosts is not on the Warbands tab/),
      ]),
    );
  });

  it('[Forces] 1.b: a field army over 850 + Table 1 is named at the warband tab', () => {
    const tabs = ledgerTabs(R.demo());
    const figures = tabs.get('Figures')!;
    const cost = figures[0].indexOf('Base cost');
    for (const r of figures.slice(1)) if (String(r[0]).startsWith('V.Blades')) r[cost] = 100; // 6 × 100 = 600
    // Vanth's field army: 600 + 180 + 100 + 110 = 990 ≤ 1100, legal; at 120 each: 720 + 390 = 1110 > 1100.
    expect(R.check(tabs)).toEqual([]);
    for (const r of figures.slice(1)) if (String(r[0]).startsWith('V.Blades')) r[cost] = 120;
    expect(R.check(tabs).map((i) => i.message)).toEqual([
      'Vanth: The field army is 1110 points, its maximum 1100 (850 + Table 1 Field Army, [Forces] 1.b)',
    ]);
  });
});

describe('Chronopia territories: what a player may see', () => {
  const tabs = ledgerTabs(R.demo());
  const view = R.playerView(tabs, 'Vanth');

  it('shows his own force whole: treasury, field army against its cap, maintenance (ceil(740 / 5) = 148)', () => {
    expect(view).toContain(
      'Your force (Firstborn): treasury 260 gc; field army 580 of 1100 points; force rating 580; maintenance 148 gc a battle.',
    );
    expect(
      view.some((l) => l.startsWith('Vanth Blades (warband, Field army): 6 figure(s), 190 points, XP 0')),
    ).toBe(true);
  });

  it('shows others’ territories but not their rosters or treasuries', () => {
    expect(view).toContain('Ghor (Blackblood): 2 territories: Ghor Pits (Fortress), Cinderholm (City).');
    expect(view.join('\n')).not.toMatch(/Ghor Blades|G\.Blades|treasury 260 gc;.*Ghor/);
    expect(
      view.some((l) => l.startsWith('Your battle R1-A (two-player, round 1): Vanth v Ghor; scheduled')),
    ).toBe(true);
  });

  it('an unknown player sees nothing', () => {
    expect(R.playerView(tabs, 'Zed')).toEqual(['Zed has no force in this campaign.']);
  });
});

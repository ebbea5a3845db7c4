import { distances } from '../../../src/engine/core/graph';
import { cpGraph } from '../../../src/engine/cp/map';
import { CP_STAGE_RULESET } from '../../../src/ledger/cp/ruleset';
import { cpDemoState, CP_DEMO_SETUP_ORDER } from '../../../src/ledger/cp/demo';
import { STAGE_SHARED_TABS } from '../../../src/ledger/stage-ruleset';
import { appendRows, campaignValue, demoTabs, withCell } from './tabs';

const R = CP_STAGE_RULESET;

describe('CP_STAGE_RULESET: tabs and settings', () => {
  test('the shared tabs first, then Territories, Roads, Armies, Order of play, Battles (digest §2)', () => {
    expect(R.id).toBe('cp');
    expect(R.tabs.slice(0, STAGE_SHARED_TABS.length)).toEqual(STAGE_SHARED_TABS);
    expect(R.tabs.slice(STAGE_SHARED_TABS.length).map((t) => t.name)).toEqual([
      'Territories',
      'Roads',
      'Armies',
      'Order of play',
      'Battles',
    ]);
  });

  test('the rulings marked setting, each with its default and About citing it', () => {
    const about = (s: string): string => R.settings.find((x) => x.setting === s)?.about ?? '';
    const value = (s: string): unknown => R.settings.find((x) => x.setting === s)?.value;
    expect(value('Rebuild Broken Army CP')).toBe(2);
    expect(about('Rebuild Broken Army CP')).toContain('CP-R2');
    for (const t of ['Market Town', 'Large Town', 'Major City']) {
      expect(value(`${t} 4-6 scenario`)).toBe('Meeting Engagement');
      expect(about(`${t} 4-6 scenario`)).toContain('CP-R14');
    }
    expect(value('CP spending')).toBe('rounds');
    expect(about('CP spending')).toContain('CP-R21');
    expect(about('Allies')).toContain('CP-R19');
    expect(value('Victory condition')).toBe('share of territories');
    expect(value('Victory value')).toBe(50);
  });
});

describe('CP demo, set up as the book says (003 "the setup")', () => {
  test('three players with emails, two armies each, placed in order then reverse order', () => {
    const demo = R.demo();
    expect(demo.tabs.get('Players')?.map((p) => p.Email)).toEqual([
      'ostland@example.com',
      'reikland@example.com',
      'middenland@example.com',
    ]);
    const state = cpDemoState();
    // Order Ostland, Reikland, Middenland; then Middenland, Reikland, Ostland.
    expect(state.armies.map((a) => a.player)).toEqual([
      ...CP_DEMO_SETUP_ORDER,
      ...[...CP_DEMO_SETUP_ORDER].reverse(),
    ]);
    for (const p of CP_DEMO_SETUP_ORDER) expect(state.armies.filter((a) => a.player === p)).toHaveLength(2);
  });

  test('at least one territory between enemy armies: road distance 2 or more (CP-R12)', () => {
    const state = cpDemoState();
    for (const a of state.armies) {
      const d = distances(cpGraph(state), a.territory);
      for (const b of state.armies.filter((x) => x.player !== a.player))
        expect(d.get(b.territory) ?? Infinity).toBeGreaterThanOrEqual(2);
    }
  });

  test('one territory of each of the 13 types at its starting DV, flags normal (CP-R6)', () => {
    const rows = R.demo().tabs.get('Territories') ?? [];
    expect(new Set(rows.map((r) => r.Type)).size).toBe(13);
    const dv = (type: string): unknown => rows.find((r) => r.Type === type)?.DV;
    // 003 Territory Descriptions: Castle DV2, Fortress DV4, Wizards Tower DV3, Major City DV1, Market Town DV0.
    expect([dv('Castle'), dv('Fortress'), dv('Wizards Tower'), dv('Major City'), dv('Market Town')]).toEqual([
      2, 4, 3, 1, 0,
    ]);
    expect(rows.every((r) => r.Owner === '')).toBe(true);
  });

  test('the demo checks clean; its clock is turn 1, start; its players are the Players tab', () => {
    const tabs = demoTabs(R);
    expect(R.check(tabs)).toEqual([]);
    expect(R.clock(tabs)).toEqual({ turn: 1, stage: 'start', round: 1 });
    expect(R.players(tabs)).toEqual(['Ostland', 'Reikland', 'Middenland']);
    expect(campaignValue(tabs, 'Ruleset')).toBe('cp');
  });
});

describe('CP check: every bad cell named by tab, cell and why', () => {
  test('a DV above the type’s maximum (CP-R6), an MD outside 2-5, an unknown territory and status', () => {
    let tabs = demoTabs(R);
    tabs = withCell(tabs, 'Territories', 2, 'DV', 4); // Greyhold, a Castle: max 3
    tabs = withCell(tabs, 'Roads', 3, 'MD', 6);
    tabs = withCell(tabs, 'Armies', 2, 'Territory', 'Atlantis');
    tabs = withCell(tabs, 'Armies', 3, 'Status', 'routed');
    const issues = R.check(tabs);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tab: 'Territories',
          cell: 'D2',
          message: expect.stringContaining('CP-R6'),
        }),
        expect.objectContaining({
          tab: 'Roads',
          cell: 'C3',
          message: expect.stringContaining('from 2 to 5'),
        }),
        expect.objectContaining({
          tab: 'Armies',
          cell: 'C2',
          message: expect.stringContaining("'Atlantis'"),
        }),
        expect.objectContaining({
          tab: 'Armies',
          cell: 'D3',
          message: expect.stringContaining('normal, defeated, broken'),
        }),
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  test('two armies of one side in a one-army Castle (003 glossary, CP-R19); a blank seed; a bad setting', () => {
    let tabs = demoTabs(R);
    tabs = withCell(tabs, 'Armies', 6, 'Territory', 'Greyhold'); // Reikland Host: two Reikland armies in a Castle
    const seedRow = (tabs.get('Campaign') ?? []).findIndex((r) => r[0] === 'Seed') + 1;
    tabs = withCell(tabs, 'Campaign', seedRow, 'Value', '');
    const rbRow = (tabs.get('Campaign') ?? []).findIndex((r) => r[0] === 'Rebuild Broken Army CP') + 1;
    tabs = withCell(tabs, 'Campaign', rbRow, 'Value', 3);
    const issues = R.check(tabs);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tab: 'Armies',
          message: expect.stringContaining('Greyhold holds 2 armies of Reikland'),
        }),
        expect.objectContaining({
          tab: 'Campaign',
          cell: `B${seedRow}`,
          message: expect.stringContaining('Seed is blank'),
        }),
        expect.objectContaining({
          tab: 'Campaign',
          cell: `B${rbRow}`,
          message: expect.stringContaining('CP-R2'),
        }),
      ]),
    );
  });
});

describe('CP check: cross-references', () => {
  test('a road listed twice, a pending target that is no road (CP-R1), a waiting battle’s unknown army', () => {
    let tabs = appendRows(demoTabs(R), 'Roads', [{ From: "Kjell's Ford", To: 'Greyhold', MD: 3 }]);
    tabs = withCell(tabs, 'Order of play', 2, 'Pending action', 'Build Roads');
    tabs = withCell(tabs, 'Order of play', 2, 'Pending target', 'Oakfield-Nowhere');
    tabs = appendRows(tabs, 'Battles', [
      {
        Battle: 'T1-01',
        Turn: 1,
        Territory: 'Oakfield',
        Attacker: 'Ghost Host',
        Defender: 'Ostland Host',
        Mover: 'Ghost Host',
        Scenario: 'Pitched Battle',
      },
    ]);
    const issues = R.check(tabs);
    expect(issues).toEqual([
      {
        tab: 'Roads',
        cell: 'B19',
        message: "the road Kjell's Ford-Greyhold is listed twice; one row per road",
      },
      {
        tab: 'Order of play',
        cell: 'H2',
        message:
          "'Oakfield-Nowhere' is not a target of Build Roads (an army of Ostland's, a territory, a road From-To, a player; CP-R1)",
      },
      {
        tab: 'Battles',
        cell: 'D2',
        message: "T1-01 waits for its result, but 'Ghost Host' is not on the Armies tab",
      },
      {
        tab: 'Battles',
        cell: 'F2',
        message: "T1-01 waits for its result, but 'Ghost Host' is not on the Armies tab",
      },
    ]);
  });
});

describe('CP check: names orders cannot tell apart', () => {
  test('an army named like a territory; a player named like a territory', () => {
    let tabs = withCell(demoTabs(R), 'Armies', 2, 'Army', 'Goldmere');
    tabs = withCell(tabs, 'Players', 4, 'Player', 'Riverholm');
    tabs = withCell(tabs, 'Order of play', 4, 'Player', 'Riverholm');
    tabs = withCell(tabs, 'Armies', 4, 'Player', 'Riverholm');
    tabs = withCell(tabs, 'Armies', 5, 'Player', 'Riverholm');
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Players',
        cell: 'A4',
        message: "'Riverholm' is also the name of a territory: orders could not tell them apart; rename one",
      },
      {
        tab: 'Armies',
        cell: 'A2',
        message: "'Goldmere' is also the name of a territory: orders could not tell them apart; rename one",
      },
    ]);
  });
});

describe('CP stages and views', () => {
  test('the stage per clock: start and battles wait for nobody, spend for orders, results for reports', () => {
    expect(R.stage({ turn: 1, stage: 'start', round: 1 }).waits).toBe('nothing');
    expect(R.stage({ turn: 1, stage: 'spend', round: 3 })).toEqual({
      id: 'spend',
      label: "Resolve Spend CP's round 3",
      waits: 'orders',
    });
    expect(R.stage({ turn: 1, stage: 'battles', round: 1 }).waits).toBe('nothing');
    expect(R.stage({ turn: 1, stage: 'results', round: 1 }).waits).toBe('battle reports');
  });

  test('the player view shows the whole shared board, his own CP first (nothing is secret in 003)', () => {
    const view = R.playerView(demoTabs(R), 'Reikland');
    expect(view[0]).toBe("Turn 1: Determine Order and Generate CP's.");
    expect(view).toContain('Your CP left this turn: 0.');
    expect(view).toContain('  Wolf Army (Middenland) in Goldmere, normal');
    expect(view).toContain('  Greyhold (Castle) DV 2/3, unclaimed');
    expect(view).toContain("  Kjell's Ford-Raven Pass MD 5");
    expect(R.playerView(demoTabs(R), 'Nobody')).toEqual(["'Nobody' is not a player of this campaign."]);
  });
});

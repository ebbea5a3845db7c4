/**
 * ME_STAGE_RULESET over tabs as the Apps Script side holds them (stage-apply.ts): its tabs, Campaign rows, demo,
 * Check, clock, stages, the form's check at each stage, the refusals of runStage, and what a player may see.
 */
import { ME_SETTINGS_ABOUT } from '../../../src/engine/me/ruleset';
import { ME_STAGE_RULESET as R } from '../../../src/ledger/me/ruleset';
import { STAGE_SHARED_TABS, type TabValues } from '../../../src/ledger/stage-ruleset';
import { applyOutcome, demoTabs, submitOrders } from './stage-apply';

type Grid = (readonly unknown[])[];
/** The tabs with one Campaign row's value replaced. */
function withSetting(tabs: TabValues, setting: string, value: unknown): Map<string, Grid> {
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, [...v]]));
  out.set(
    'Campaign',
    (out.get('Campaign') ?? []).map((r) => (r[0] === setting ? [r[0], value, r[2]] : r)),
  );
  return out;
}
function withCell(
  tabs: TabValues,
  tab: string,
  row: number,
  header: string,
  value: unknown,
): Map<string, Grid> {
  const out = new Map<string, Grid>([...tabs].map(([k, v]) => [k, [...v]]));
  const grid = out.get(tab) ?? [];
  const col = (grid[0] ?? []).indexOf(header);
  out.set(
    tab,
    grid.map((r, i) => (i === row ? r.map((c, j) => (j === col ? value : c)) : r)),
  );
  return out;
}

const demo = demoTabs(R);

describe('ME_STAGE_RULESET: tabs, settings and the demo', () => {
  it('sets up the shared tabs, the ME tabs, then Battles, Mercenary offers and the hidden ME work tab', () => {
    const names = R.tabs.map((t) => t.name);
    expect(names.slice(0, STAGE_SHARED_TABS.length)).toEqual(STAGE_SHARED_TABS.map((t) => t.name));
    expect(names.slice(-3)).toEqual(['Battles', 'Mercenary offers', 'ME work']);
    expect(new Set(names).size).toBe(names.length);
  });

  it('adds every ruling setting with its default, End check from (3.0A) and Over', () => {
    expect(R.settings.map((s) => s.setting)).toEqual([
      ...ME_SETTINGS_ABOUT.map((s) => s.name),
      'End check from',
      'Over',
    ]);
    expect(R.settings.find((s) => s.setting === 'War Footing bonus')).toMatchObject({
      value: '4',
      choices: ['4', '2'],
    });
    expect(R.settings.find((s) => s.setting === 'Beast points')?.choices).toBeUndefined();
  });

  it('the demo: four players with emails, Check finds nothing, the clock at turn 1, orders', () => {
    expect(R.demo().tabs.get('Players')).toEqual([
      { Player: 'Ostmark', Email: 'ostmark@example.com', Colour: '#2e86c1' },
      { Player: 'Karak Dron', Email: 'karakdron@example.com', Colour: '#d68910' },
      { Player: 'Tor Athel', Email: 'torathel@example.com', Colour: '#27ae60' },
      { Player: 'Red Maw', Email: 'redmaw@example.com', Colour: '#c0392b' },
    ]);
    expect(R.check(demo)).toEqual([]);
    expect(R.clock(demo)).toEqual({ turn: 1, stage: 'orders', round: 1 });
    expect(R.players(demo)).toEqual(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw']);
    expect(R.ordersHelp).toContain('Winner');
  });

  it('a blank Stage is the first stage; each stage says what it waits for (2.0A)', () => {
    expect(R.clock(withSetting(demo, 'Stage', ''))).toEqual({ turn: 1, stage: 'orders', round: 1 });
    expect(
      ['orders', 'fight-or-flight', 'battles', 'final'].map(
        (id) => R.stage({ turn: 1, stage: id, round: 1 }).waits,
      ),
    ).toEqual(['orders', 'choices', 'battle reports', 'nothing']);
  });
});

describe('ME_STAGE_RULESET: Check ledger names each bad cell', () => {
  it('a Stage that is no stage, a setting off its list, a blank Seed', () => {
    let tabs = withSetting(demo, 'Stage', 'muster');
    tabs = withSetting(tabs, 'Solid victory', 'huge');
    tabs = withSetting(tabs, 'Seed', '');
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Campaign',
        cell: 'B5',
        message:
          "Stage must be one of orders, fight-or-flight, battles, final (or blank for orders); got 'muster'",
      },
      { tab: 'Campaign', cell: 'B10', message: "Solid victory must be one of major, minor; got 'huge'" },
      {
        tab: 'Campaign',
        cell: 'B7',
        message: 'the Seed is blank: set one (any text) so every stage’s dice can be replayed',
      },
    ]);
  });

  it('a Kingdoms cell, a missing Orders column, a kingdom with no Players row', () => {
    const tabs = withCell(demo, 'Kingdoms', 1, 'Power', 'lots');
    tabs.set('Orders', [(tabs.get('Orders')?.[0] ?? []).filter((h) => h !== 'Status')]);
    tabs.set('Players', (tabs.get('Players') ?? []).slice(0, 4));
    expect(R.check(tabs)).toEqual([
      { tab: 'Kingdoms', cell: 'D2', message: "Power must be a whole number from 0 to 100000, got 'lots'" },
      {
        tab: 'Orders',
        cell: 'A1',
        message: "the column 'Status' is missing from the header row; run Set up ledger",
      },
      {
        tab: 'Players',
        cell: 'A1',
        message: 'the kingdom Red Maw has no row here: add the player with the email that sends their orders',
      },
    ]);
  });
});

describe('ME_STAGE_RULESET: Check ledger and the turn in progress', () => {
  it('a later stage with no work of the turn on the hidden work tab (the Stage set by hand)', () => {
    expect(R.check(withSetting(demo, 'Stage', 'fight-or-flight'))).toEqual([
      {
        tab: 'ME work',
        cell: 'A2',
        message:
          "no work of turn 1 for the fight-or-flight stage; resolve the stages before it first (the Campaign tab's Stage may have been changed by hand)",
      },
    ]);
  });
});

describe('ME_STAGE_RULESET: the form checks a submission for the stage the clock points at', () => {
  it('orders at the orders stage; a player who rules no kingdom is refused', () => {
    const c = R.checkOrders(demo, 'ostmark', 'Ostmark Host - Invade 0303\n\n0202 - Civilizaton');
    expect(c.lines.map((l) => [l.line, l.status, l.code])).toEqual([
      [1, 'ok', ''],
      [3, 'corrected', 'ME-O019'],
    ]);
    expect(R.checkOrders(demo, 'Nobody', 'Kingdom - Conscription 1').lines[0]).toMatchObject({
      status: 'rejected',
      message:
        '“Nobody” is not a player with a kingdom in this campaign (Kingdoms tab), so sends no orders (1.2A, 3.2A).',
    });
    expect(R.playerView(demo, 'Nobody')).toEqual([
      '“Nobody” is not a player with a kingdom in this campaign (Kingdoms tab).',
    ]);
  });

  it('the final stage takes no orders (2.6A)', () => {
    const c = R.checkOrders(withSetting(demo, 'Stage', 'final'), 'Ostmark', '0202 - Industry');
    expect(c.lines[0]).toMatchObject({ status: 'rejected', code: 'ME-O008' });
  });

  it('at the battles stage: battle choices and report lines, each checked against the battle', () => {
    let tabs: TabValues = submitOrders(R, demo, 'Ostmark', 'Ostmark Host - Invade 0303').tabs;
    tabs = applyOutcome(R, tabs, R.runStage(tabs, { overrides: new Map() }));
    tabs = applyOutcome(R, tabs, R.runStage(tabs, { overrides: new Map() }));
    expect(R.clock(tabs).stage).toBe('battles');
    const c = R.checkOrders(
      tabs,
      'Ostmark',
      'T1-01 - Winner Ostmark\nT1-01 - Level crushing\nT1-01 - Fell Graf Albrecht\nT1-01 - Direct Attack\nT1-09 - Winner Ostmark',
    );
    expect(c.lines.map((l) => [l.line, l.status, l.code])).toEqual([
      [1, 'ok', ''],
      [2, 'rejected', 'ME-O007'],
      [3, 'ok', ''],
      [4, 'ok', ''],
      [5, 'rejected', 'ME-O018'],
    ]);
    expect(R.checkOrders(tabs, 'Red Maw', 'T1-01 - Winner Ostmark').lines[0]).toMatchObject({
      status: 'rejected',
      message: 'T1-01 is not one of your battles.',
    });
  });
});

describe('ME_STAGE_RULESET: a stage that cannot run says where and why', () => {
  it('a bad cell stops it, naming the cell', () => {
    expect(() =>
      R.runStage(withCell(demo, 'Kingdoms', 1, 'Power', 'lots'), { overrides: new Map() }),
    ).toThrow(
      "The orders stage cannot run: Kingdoms!D2: Power must be a whole number from 0 to 100000, got 'lots'",
    );
  });

  it('a later stage with no work of the turn (the Stage set by hand) names the work tab', () => {
    expect(() => R.runStage(withSetting(demo, 'Stage', 'battles'), { overrides: new Map() })).toThrow(
      'ME work!A2: no work of turn 1 for the battles stage',
    );
  });

  it('the same tabs, orders and seed give the same outcome', () => {
    const tabs = submitOrders(R, demo, 'Red Maw', 'Red Maw Waaagh - Invade 0504').tabs;
    const once = R.runStage(tabs, { overrides: new Map() });
    const twice = R.runStage(tabs, { overrides: new Map() });
    expect(JSON.stringify([...once.rewrite, ...once.append])).toBe(
      JSON.stringify([...twice.rewrite, ...twice.append]),
    );
  });
});

describe('ME_STAGE_RULESET: what a player may see', () => {
  let tabs: TabValues = demo;
  for (const [p, text] of [
    ['Ostmark', 'Ostmark Host - Invade 0303\n0202 - Civilization'],
    ['Red Maw', 'Wolf Raiders - Invade 0604\nKingdom - Bid Ogre Bulls 300'],
  ] as const)
    tabs = submitOrders(R, tabs, p, text).tabs;
  tabs = applyOutcome(R, tabs, R.runStage(tabs, { overrides: new Map() }));
  const view = R.playerView(tabs, 'Ostmark').join('\n');

  it('their kingdom, hexes, armies, their battle and their own lines', () => {
    expect(view).toContain('Ostmark (Empire), turn 1, fight or flight');
    expect(view).toContain('0202 Field, Capital');
    expect(view).toContain('Ostmark Host: Basic size 750, General Graf Albrecht');
    expect(view).toMatch(/Battle T1-0\d at 0303/);
    expect(view).toContain('[orders] 1. Ostmark Host - Invade 0303: ok');
  });

  it('never another player’s lines or battles, their lists, nor what unexplored hexes hold', () => {
    expect(view).not.toContain('Bid Ogre Bulls');
    expect(view).not.toContain('Wolf Raiders');
    expect(view).not.toContain('Night Goblins');
    // 0403 is Vorn's unexplored capital (City, Mighty Fortress): terrain alone.
    expect(view).toContain('0403 Field');
    expect(view).not.toMatch(/Vorn|Mighty Fortress|City/);
  });
});

describe('ME_STAGE_RULESET: army legality is warned at the Orders stage (3.3B), for the moderator (3.7B)', () => {
  it('Captain Hesse in no army (and no General) leaves Border Watch (Armies row 3) with no character', () => {
    const tabs = withCell(withCell(demo, 'Characters', 2, 'Army', ''), 'Armies', 2, 'General', '');
    const o = R.runStage(tabs, { overrides: new Map() });
    expect(o.warnings.filter((w) => w.endsWith('(3.7B)'))).toEqual([
      'Armies!A3: Ostmark: Border Watch has no character (3.3B); the moderator settles the lists (3.7B)',
    ]);
    expect(R.check(tabs)).toEqual([]);
    expect(R.runStage(demo, { overrides: new Map() }).warnings.filter((w) => w.endsWith('(3.7B)'))).toEqual(
      [],
    );
  });
});

describe('ME_STAGE_RULESET: the player view marks orphaned hexes (1.3A)', () => {
  it("0701, Ostmark's but far from its capital 0202, is orphaned; the capital is not", () => {
    const map = demo.get('Map') ?? [];
    const row = map.findIndex((r) => r[0] === '0701');
    const view = R.playerView(withCell(demo, 'Map', row, 'Owner', 'Ostmark'), 'Ostmark');
    expect(view).toContain(
      '  0701 Field (orphaned: cut off from your capital, no edicts or invasions from it, 1.3A)',
    );
    expect(view.find((l) => l.startsWith('  0202 Field, Capital'))).not.toContain('orphaned');
  });
});

describe('ME_STAGE_RULESET: the end of the campaign (3.0A)', () => {
  // End check from turn 1; the moderator's override of the end die (its Log key) to 4: "On a 4+, the campaign
  // is over". No battles: the orders stage goes straight to the final results.
  let tabs: TabValues = withSetting(demo, 'End check from', 1);
  tabs = applyOutcome(R, tabs, R.runStage(tabs, { overrides: new Map() }));
  const final = R.runStage(tabs, { overrides: new Map([['me:end:1', 4]]) });
  const over = applyOutcome(R, tabs, final);

  it('the final results roll the end die, and Over is set on the Campaign tab', () => {
    expect((final.append.get('Log') ?? []).find((r) => r.Key === 'me:end:1')).toMatchObject({
      Die: 'd6',
      Result: 4,
      Effect: 'End check: d6 4 (4+ ends): the campaign is over',
    });
    expect(final.campaign).toEqual(new Map([['Over', true]]));
  });

  it('then no stage runs and no orders are taken', () => {
    expect(() => R.runStage(over, { overrides: new Map() })).toThrow('the campaign is over (3.0A)');
    expect(R.checkOrders(over, 'Ostmark', '0202 - Industry').lines[0]).toMatchObject({ status: 'rejected' });
  });
});

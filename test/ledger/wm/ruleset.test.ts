/**
 * The WarMaster ruleset's ledger side (book 002): tabs, settings, demo set-up, Check, clock, stage, players and
 * player views. Figures worked by hand from the book.
 */
import { STAGE_SHARED_TABS } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET } from '../../../src/ledger/wm/ruleset';
import { demoTabs, setCampaign } from './tabs';

const R = WM_STAGE_RULESET;

function edit(
  tabs: ReturnType<typeof demoTabs>,
  tab: string,
  row: number,
  header: string,
  value: unknown,
): void {
  const rows = [...(tabs.get(tab) ?? [])];
  const h = (rows[0] ?? []).indexOf(header);
  const copy = [...(rows[row] ?? [])];
  copy[h] = value;
  rows[row] = copy;
  tabs.set(tab, rows);
}

describe('WM_STAGE_RULESET: tabs and settings', () => {
  test('the shared tabs first (Campaign first), then the book’s own', () => {
    expect(R.tabs.slice(0, STAGE_SHARED_TABS.length)).toEqual(STAGE_SHARED_TABS);
    expect(R.tabs.map((t) => t.name).slice(STAGE_SHARED_TABS.length)).toEqual([
      'Areas',
      'Boundaries',
      'Nations',
      'Roster',
      'Characters',
      'Armies',
      'Battles',
      'Expeditions',
      'Lesser races',
    ]);
  });

  test('the rulings marked setting, with their defaults and the ruling cited (WM-R9, R10, R12, R13, R19)', () => {
    const by = new Map(R.settings.map((s) => [s.setting, s]));
    expect(by.get('Production')?.value).toBe('supported');
    expect(by.get('Production')?.about).toContain('WM-R12');
    expect(by.get('On a draw')?.value).toBe('none');
    expect(by.get('On a draw')?.about).toContain('WM-R10');
    expect(by.get('Assault garrison from')?.value).toBe(2000);
    expect(by.get('Assault garrison from')?.about).toContain('WM-R9');
    expect(by.get('Expedition dice')?.about).toContain('WM-R13');
    expect(by.get('Victory')?.about).toContain('WM-R19');
    expect(by.get('Orders ahead')?.value).toBe(false);
  });
});

describe('WM_STAGE_RULESET: the demo as the book sets one up', () => {
  const tabs = demoTabs();

  test('players with emails; clock at turn 1, stage orders', () => {
    expect(R.players(tabs)).toEqual(['Ostmark', 'Karak Dum', 'Red Fang']);
    expect((tabs.get('Players') ?? []).slice(1).every((r) => String(r[1]).includes('@'))).toBe(true);
    expect(R.clock(tabs)).toEqual({ turn: 1, stage: 'orders', round: 1 });
    expect(R.stage(R.clock(tabs))).toEqual({
      id: 'orders',
      label: 'Resolve the month’s moves',
      waits: 'orders',
    });
  });

  test('Roster: (2 PT + 5) x 100 all spent; Ostmark PT 12 = 2900, the others PT 7 = 1900 (DESIGNING A NATION)', () => {
    const spent = new Map<string, number>();
    for (const r of (tabs.get('Roster') ?? []).slice(1))
      spent.set(String(r[0]), (spent.get(String(r[0])) ?? 0) + Number(r[3]) * Number(r[4]));
    expect(spent).toEqual(
      new Map([
        ['Ostmark', 2900],
        ['Karak Dum', 1900],
        ['Red Fang', 1900],
      ]),
    );
  });

  test('Personalities: PT + 2 character points (14, 9, 9), ONE general each in year 1, 2 magic items each', () => {
    const cost: Record<string, number> = { General: 3, 'Magic User': 2, Hero: 2, Minor: 1 };
    const points = new Map<string, number>();
    const generals = new Map<string, number>();
    const items = new Map<string, number>();
    for (const r of (tabs.get('Characters') ?? []).slice(1)) {
      const p = String(r[1]);
      points.set(p, (points.get(p) ?? 0) + (cost[String(r[2])] ?? 0));
      if (r[2] === 'General') generals.set(p, (generals.get(p) ?? 0) + 1);
      items.set(
        p,
        (items.get(p) ?? 0) +
          String(r[5])
            .split(',')
            .filter((x) => x.trim() !== '').length,
      );
    }
    expect(points).toEqual(
      new Map([
        ['Ostmark', 14],
        ['Karak Dum', 9],
        ['Red Fang', 9],
      ]),
    );
    expect([...generals.values()]).toEqual([1, 1, 1]);
    expect([...items.values()]).toEqual([2, 2, 2]);
  });

  test('one POI per player in another player’s area with no town or city (THE MAP, Point of Interest 2)', () => {
    const areas = (tabs.get('Areas') ?? []).slice(1);
    const pois = areas.filter((r) => r[7] !== '' && r[7] !== 'Mountain pass');
    expect(pois.map((r) => [r[0], r[6], r[8]])).toEqual([
      ['Reikfeld', 'Village', 'Ostmark'],
      ['Deepvale', 'Village', 'Karak Dum'],
      ['Skull Plain', 'Village', 'Red Fang'],
    ]);
  });

  test('each army placed in its nation’s town (MOVEMENT)', () => {
    expect((tabs.get('Armies') ?? []).slice(1).map((r) => [r[0], r[3]])).toEqual([
      ['Ostmark Army', 'Ostwald'],
      ['Karak Dum Host', 'Karak Dum'],
      ['Red Fang Horde', 'Fang Rock'],
    ]);
  });
});

describe('WM_STAGE_RULESET: check names every bad cell', () => {
  test('a bad terrain, an unknown owner, an army in no area, a bad Turn', () => {
    const tabs = demoTabs();
    edit(tabs, 'Areas', 1, 'Terrain', 'lava');
    edit(tabs, 'Areas', 2, 'Owner', 'Bretonnia');
    edit(tabs, 'Armies', 1, 'Area', 'Atlantis');
    setCampaign(tabs, 'Turn', 'soon');
    const issues = R.check(tabs);
    expect(issues).toEqual(
      expect.arrayContaining([
        { tab: 'Areas', cell: 'B2', message: expect.stringContaining('Terrain must be one of') },
        { tab: 'Areas', cell: 'I3', message: "'Bretonnia' is not a nation on the Nations tab" },
        { tab: 'Armies', cell: 'D2', message: "'Atlantis' is not an area on the Areas tab" },
        { tab: 'Campaign', cell: 'B4', message: "Turn must be a whole number from 1, got 'soon'" },
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  test('a captured character with no captor; a setting out of its choices', () => {
    const tabs = demoTabs();
    edit(tabs, 'Characters', 3, 'Status', 'captured');
    setCampaign(tabs, 'On a draw', 'both');
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Campaign',
        cell: expect.stringMatching(/^B\d+$/),
        message: "On a draw must be one of none, mover; got 'both'",
      },
      { tab: 'Characters', cell: 'E4', message: 'a captured character needs the nation holding him' },
    ]);
  });
});

describe('WM_STAGE_RULESET: check names a battle still open with an army gone', () => {
  test('Battles!D2: the stages would read an army that is not on the map', () => {
    const tabs = demoTabs();
    const rows = [...(tabs.get('Battles') ?? [])];
    const headers = (rows[0] ?? []) as readonly string[];
    const rec: Record<string, unknown> = {
      Battle: 'T1-01',
      Turn: 1,
      Area: 'Ostwald',
      Armies: 'Ostmark Army vs Ghost Army',
      Status: 'to fight',
    };
    tabs.set('Battles', [headers, headers.map((h) => rec[h] ?? '')]);
    expect(R.check(tabs)).toEqual([
      {
        tab: 'Battles',
        cell: 'D2',
        message: "'Ostmark Army vs Ghost Army' names an army not on the Armies tab, in a battle still open",
      },
    ]);
  });
});

describe('WM_STAGE_RULESET: playerView keeps what the book keeps secret', () => {
  test('own roster and orders shown; other nations’ rosters, characters and orders not', () => {
    const tabs = demoTabs();
    const view = R.playerView(tabs, 'Ostmark').join('\n');
    expect(view).toContain(
      'Ostmark (Empire): PT 12 now (0 cities, 1 towns, 10 villages); next roster 2900 points, 14 character points',
    );
    expect(view).toContain('Halberdiers (Infantry, 45): 12 / 0');
    expect(view).toContain('Red Fang Horde (Red Fang) in Fang Rock');
    expect(view).not.toContain('Orc Warriors');
    expect(view).not.toContain('Thane Borri');
  });
});

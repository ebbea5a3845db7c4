/**
 * The Roster tab's Away column (book 002 EXPEDITIONS & EXPLORING, Expedition Army: the expedition roster "will divide
 * the total forces of a nation between the national roster and the expedition roster"), worked by hand on the demo
 * in month 2: Ostmark (12 Halberdiers, 9 Knights, 2 Cannon bought) has Sea Wolves at sea with 4 Halberdiers and
 * 2 Knights, and Iron Wolves landed in Sollen with 3 Halberdiers and 1 Cannon, its army on the map. Away per type:
 * Halberdiers 4 + 3 = 7, Knights 2, Cannon 1, every other type 0; Karak Dum and Red Fang have nothing away.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { WM_ROSTER_TAB } from '../../../src/ledger/wm/schema';
import { stageCampaign } from '../../gas/stages-helpers';
import { addRow, applyOutcome, demoAt, records } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

/** The sea roll is Sailing (10-12 on the Expedition Chart): nothing lost, so the units aboard stay as written. */
const SAILING = new Map([['expedition:Sea Wolves', 11]]);

function away(): Tabs {
  const t = demoAt(2, 'orders');
  for (const [name, type] of [
    ['Jarl Hafen', 'Admiral'],
    ['Graf Wulf', 'General'],
    ['Graf Ernst', 'General'],
    ['Jarl Olaf', 'Admiral'],
  ])
    addRow(t, 'Characters', { Character: name, Player: 'Ostmark', Type: type, Status: 'active' });
  addRow(t, 'Expeditions', {
    Expedition: 'Sea Wolves',
    Player: 'Ostmark',
    Port: 'Ostwald',
    Destination: 'Old World',
    General: 'Graf Wulf',
    Admiral: 'Jarl Hafen',
    Units: '4 Halberdiers, 2 Knights',
    Boats: 6,
    Advantages: 0,
    Status: 'at sea',
  });
  addRow(t, 'Expeditions', {
    Expedition: 'Iron Wolves',
    Player: 'Ostmark',
    Port: 'Ostwald',
    Destination: 'Old World',
    General: 'Graf Ernst',
    Admiral: 'Jarl Olaf',
    Units: '3 Halberdiers, 1 Cannon',
    Boats: 0,
    Status: 'landed',
    Area: 'Sollen',
  });
  addRow(t, 'Armies', {
    Army: 'Iron Wolves',
    Player: 'Ostmark',
    General: 'Graf Ernst',
    Area: 'Sollen',
    Location: 'Countryside',
    Status: 'normal',
  });
  return t;
}

/** Away by unit type, for one nation's Roster rows. */
const awayOf = (tabs: Tabs, player: string): [unknown, unknown][] =>
  records(tabs, 'Roster')
    .filter((r) => r.Player === player)
    .map((r) => [r.Unit, r.Away]);

const OSTMARK_AWAY = [
  ['Halberdiers', 7],
  ['Crossbowmen', 0],
  ['Handgunners', 0],
  ['Knights', 2],
  ['Pistoliers', 0],
  ['Cannon', 1],
];

describe('the Roster tab’s Away column (Expedition Army)', () => {
  test('a stage writes Away per unit type: at sea and landed with its army both count', () => {
    const t = away();
    expect(R.check(t)).toEqual([]);
    const after = applyOutcome(t, R.runStage(t, { overrides: SAILING }));
    expect(awayOf(after, 'Ostmark')).toEqual(OSTMARK_AWAY);
    expect(awayOf(after, 'Karak Dum').every(([, n]) => n === 0)).toBe(true);
    expect(awayOf(after, 'Red Fang').every(([, n]) => n === 0)).toBe(true);
  });

  test('Away is never read: a hand-edited Away changes nothing, and the next stage writes it again', () => {
    const t = away();
    const rows = [...(t.get('Roster') ?? [])];
    const at = (rows[0] ?? []).indexOf('Away');
    t.set(
      'Roster',
      rows.map((r, i) => (i === 0 ? r : r.map((c, j) => (j === at ? 'nonsense' : c)))),
    );
    expect(R.check(t)).toEqual([]);
    expect(awayOf(applyOutcome(t, R.runStage(t, { overrides: SAILING })), 'Ostmark')).toEqual(OSTMARK_AWAY);
  });

  test('an old ledger without the column reads, and its next stage writes Away once the column is there', () => {
    const t = away();
    const rows = t.get('Roster') ?? [];
    const at = (rows[0] ?? []).indexOf('Away');
    expect(rows[0]?.at(-1)).toBe('Away');
    const old = new Map(t);
    old.set(
      'Roster',
      rows.map((r) => r.slice(0, at)),
    );
    expect(R.check(old)).toEqual([]);
    const outcome = R.runStage(old, { overrides: SAILING });
    // Written by header: the old sheet has no Away to write into, the records carry it for when it has.
    expect(records(applyOutcome(old, outcome), 'Roster')[0]).not.toHaveProperty('Away');
    const set = (outcome.rewrite.get('Roster') ?? []).filter((r) => r.Player === 'Ostmark');
    expect(set.map((r) => [r.Unit, r.Away])).toEqual(OSTMARK_AWAY);
  });

  test('its header note says it is derived and read-only', () => {
    const note = WM_ROSTER_TAB.columns.find((c) => c.header === 'Away')?.note ?? '';
    expect(note).toContain('never read: do not edit it (edit the Expeditions tab)');
    expect(note).toContain('at home: Bought - Lost - Away');
  });
});

describe('Set up ledger adds Away to an old Roster tab (as it added the Battles tab’s Attackers)', () => {
  test('Check does not block on it (never read), Set up ledger adds it with its note (then has nothing left to add), and the next Resolve fills it', () => {
    const c = stageCampaign(R, 'WM old roster');
    c.setUp();
    c.demo();
    const sheet = c.uncounted(() => c.spreadsheet.getSheetByName('Roster'));
    if (!sheet) throw new Error('no Roster tab');
    const header = (): string[] => c.values('Roster')[0]?.map(String) ?? [];
    const column = header().indexOf('Away') + 1;
    c.uncounted(() => sheet.deleteColumns(column, 1));
    expect(header()).not.toContain('Away');
    // Derived and never read: nothing waits for it (Attackers, which the rules read, does block).
    expect(c.check()).toBe('The ledger is in order: every cell the rules read is valid.');
    expect(c.setUp().join('\n')).toContain('Away');
    expect(c.check()).toBe('The ledger is in order: every cell the rules read is valid.');
    expect(header().at(-1)).toBe('Away');
    expect(c.uncounted(() => sheet.getRange(1, header().length).getNote())).toContain('never read');
    expect(c.setUp()).toEqual([]);
    const clock = c.state().clock;
    if (!clock) throw new Error('the sidebar shows no clock');
    c.resolve(clock);
    expect(c.rows('Roster').map((r) => r.Away)).toEqual(c.rows('Roster').map(() => 0));
  });

  test('a missing column the rules read still blocks: the Battles tab’s Attackers', () => {
    const c = stageCampaign(R, 'WM old battles');
    c.setUp();
    c.demo();
    const sheet = c.uncounted(() => c.spreadsheet.getSheetByName('Battles'));
    if (!sheet) throw new Error('no Battles tab');
    const header = (): string[] => c.values('Battles')[0]?.map(String) ?? [];
    c.uncounted(() => sheet.deleteColumns(header().indexOf('Attackers') + 1, 1));
    expect(c.check()).toContain("the column 'Attackers' is missing (the rules read it)");
  });
});

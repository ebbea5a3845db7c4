import { blankHex, type MeHex, type MinorFeature } from '../../../src/engine/me/model';
import {
  checkExpenditures,
  completeExpenditure,
  expenditureCost,
  expenditureRefusal,
  paySpending,
  type Expenditure,
  type SpendContext,
} from '../../../src/engine/me/power-spend';
import { TABLE_10_SPENDING_POWER } from '../../../src/engine/me/power-tables';

/** Table 10: Spending Power (004 5.2B), checked against a small map around 0303. */
const mine = (address: string, more: Partial<MeHex> = {}): MeHex => ({
  ...blankHex(address, 'Field'),
  explored: true,
  owner: 'Ann',
  ...more,
});
const map: MeHex[] = [
  mine('0303'), // empty, next to the Town at 0403
  mine('0403', { major: 'Town' }), // next to the lake at 0504
  { ...blankHex('0504', 'Lake'), explored: true },
  mine('0505'), // empty; its neighbour 0604 is unexplored
  { ...blankHex('0604', 'Field'), major: 'Town' as const }, // unexplored: does not count
  mine('0707', { major: 'Town' }), // no river, no lake
  mine('0909', { major: 'Town' }), // given a river below
  mine('0808', { major: 'Mine', fortress: 'Fortress', watchtower: true }),
  mine('0101', { major: 'Capital' }),
  mine('0102', { major: 'Deep Woods', minor: 'Holy Shrine', battleTurn: 4 }),
  mine('0103'), // orphaned
  { ...blankHex('0606', 'Field'), explored: true, owner: 'Bob' },
  { ...blankHex('0607', 'Field'), explored: true, owner: 'Bob', major: 'City' as const },
  { ...blankHex('0608', 'Field'), explored: true, owner: 'Cid' },
  {
    ...blankHex('0202', 'Mountain'),
    explored: true,
    defenders: {
      race: 'Dwarves',
      basic: 1500,
      wellDefended: true,
      discoveredTurn: 3,
      extra: 0,
      incitedBy: [],
    },
  },
  {
    ...blankHex('0203', 'Field'),
    explored: true,
    defenders: {
      race: 'Empire',
      basic: 1000,
      wellDefended: false,
      discoveredTurn: 5,
      extra: 0,
      incitedBy: [],
    },
  },
].map((h) => (h.address === '0909' ? { ...h, river: 'Reik' } : h));

const ctx = (more: Partial<SpendContext> = {}): SpendContext => ({
  turn: 5,
  kingdom: { player: 'Ann', power: 10, lastInciteTurn: 0 },
  hexes: new Map(map.map((h) => [h.address, h])),
  orphaned: new Set(['0103']),
  allies: new Set(['Cid']),
  invading: new Set(),
  ...more,
});
const refusal = (e: Expenditure, c: SpendContext = ctx()): string | null => expenditureRefusal(e, c);

describe('Table 10: costs as printed', () => {
  it('row by row', () => {
    expect(Object.values(TABLE_10_SPENDING_POWER).map((r) => [r.action, r.cost])).toEqual([
      ['Establish town', 1],
      ['Found City', 2],
      ['Create Harbor', 2],
      ['Improve farmland', 1],
      ['Upgrade Mine', 2],
      ['Sink Mine', 1],
      ['Build Watchtowers', 1],
      ['Build Fortress', 1],
      ['Upgrade Fortress', 2],
      ['Conscription', 'x'],
      ['Incite Neutrals', 'x'],
      ['Pacify Neutrals', 'x'],
      ['Alter minor terrain feature', 1],
      ['Remove Major Terrain Feature', '1/3'],
    ]);
  });
  it('Remove Major Terrain Feature: 1 for a Mine, 3 for a Megafeature (Deep Woods); x actions cost their points', () => {
    const c = ctx();
    expect(
      expenditureCost({ action: 'Remove Major Terrain Feature', hex: '0808' }, c.hexes.get('0808')),
    ).toBe(1);
    expect(
      expenditureCost({ action: 'Remove Major Terrain Feature', hex: '0102' }, c.hexes.get('0102')),
    ).toBe(3);
    expect(expenditureCost({ action: 'Conscription', points: 2 }, undefined)).toBe(2);
  });
});

describe('Table 10: what each expenditure may target', () => {
  it('Establish town: an empty hex not next to a known town, city or capital (unexplored hexes do not count)', () => {
    expect(refusal({ action: 'Establish town', hex: '0303' })).toBe('0303 is next to the Town at 0403');
    expect(refusal({ action: 'Establish town', hex: '0505' })).toBeNull();
    expect(refusal({ action: 'Establish town', hex: '0403' })).toBe(
      '0403 already holds a Town: a town needs an otherwise empty hex',
    );
  });
  it('Found City needs a Town', () => {
    expect(refusal({ action: 'Found City', hex: '0403' })).toBeNull();
    expect(refusal({ action: 'Found City', hex: '0303' })).toBe('0303 holds no Town to found a City on');
  });
  it('Create Harbor: a Town next to a lake or in a river hex', () => {
    expect(refusal({ action: 'Create Harbor', hex: '0403' })).toBeNull();
    expect(refusal({ action: 'Create Harbor', hex: '0909' })).toBeNull();
    expect(refusal({ action: 'Create Harbor', hex: '0707' })).toBe(
      '0707 is neither a river hex nor next to a lake',
    );
  });
  it('Improve farmland and Sink Mine (ME-R16) need a hex with no major feature', () => {
    expect(refusal({ action: 'Improve farmland', hex: '0505' })).toBeNull();
    expect(refusal({ action: 'Sink Mine', hex: '0505' })).toBeNull();
    expect(refusal({ action: 'Sink Mine', hex: '0403' })).toBe(
      '0403 already holds a Town (one major feature a hex, ME-R16)',
    );
  });
  it('Upgrade Mine needs a Mine', () => {
    expect(refusal({ action: 'Upgrade Mine', hex: '0808' })).toBeNull();
    expect(refusal({ action: 'Upgrade Mine', hex: '0505' })).toBe('0505 holds no Mine');
  });
  it('Watchtowers and Fortress: one of each a hex; Upgrade Fortress needs a Fortress', () => {
    expect(refusal({ action: 'Build Watchtowers', hex: '0808' })).toBe('0808 already has Watchtowers');
    expect(refusal({ action: 'Build Watchtowers', hex: '0505' })).toBeNull();
    expect(refusal({ action: 'Build Fortress', hex: '0808' })).toBe('0808 already has a Fortress');
    expect(refusal({ action: 'Upgrade Fortress', hex: '0808' })).toBeNull();
    expect(refusal({ action: 'Upgrade Fortress', hex: '0505' })).toBe('0505 holds no Fortress to upgrade');
  });
  it('Remove Major Terrain Feature: not an empty hex; the capital is refused (Proposal)', () => {
    expect(refusal({ action: 'Remove Major Terrain Feature', hex: '0102' })).toBeNull();
    expect(refusal({ action: 'Remove Major Terrain Feature', hex: '0505' })).toBe(
      '0505 holds no major feature',
    );
    expect(refusal({ action: 'Remove Major Terrain Feature', hex: '0101' })).toBe(
      '0101: a capital cannot be removed',
    );
  });
  it("1.3A: not an orphaned hex; and only in the spender's kingdom", () => {
    expect(refusal({ action: 'Build Watchtowers', hex: '0103' })).toBe('0103 is orphaned (1.3A)');
    expect(refusal({ action: 'Build Watchtowers', hex: '0606' })).toBe("0606 is not in Ann's kingdom");
    expect(refusal({ action: 'Build Watchtowers', hex: '9999' })).toBe('9999 is not a hex of the map');
  });
  it('Alter minor terrain feature: the * features of Table 17', () => {
    const alter = (hex: string, change: 'create' | 'remove' | 'turn', feature: MinorFeature): string | null =>
      refusal({ action: 'Alter minor terrain feature', hex, change, feature });
    expect(alter('0102', 'turn', 'Holy Shrine')).toBeNull();
    expect(alter('0102', 'remove', 'Holy Shrine')).toBeNull();
    expect(alter('0102', 'create', 'Idol of Gork')).toBe(
      '0102 already holds a Holy Shrine (one minor feature a hex)',
    );
    expect(alter('0505', 'create', 'Idol of Mork')).toBeNull();
    expect(alter('0505', 'create', 'Waystone')).toBe('Waystone cannot be altered by Power (Table 17)');
    expect(alter('0505', 'create', "Hangman's Tree")).toBe("Hangman's Tree cannot be created (Table 17)");
    expect(alter('0505', 'create', 'Restless Battlefield')).toBe(
      '0505 saw no battle in the previous campaign turn',
    );
    expect(alter('0303', 'remove', 'Holy Shrine')).toBe('0303 holds no Holy Shrine');
  });
  it('Restless Battlefield can be created where a battle was fought last turn (0102, battle on turn 4, now 5)', () => {
    const c = ctx({
      hexes: new Map(map.map((h) => [h.address, h.address === '0102' ? { ...h, minor: null } : h])),
    });
    expect(
      refusal(
        {
          action: 'Alter minor terrain feature',
          hex: '0102',
          change: 'create',
          feature: 'Restless Battlefield',
        },
        c,
      ),
    ).toBeNull();
  });
});

describe('Conscription, Incite and Pacify limits (004 5.2B)', () => {
  it('Conscription at most ⌈turn / 3⌉ (turn 5: 2), in all', () => {
    expect(refusal({ action: 'Conscription', points: 2 })).toBeNull();
    expect(refusal({ action: 'Conscription', points: 3 })).toBe(
      'Conscription is at most 2 on turn 5 (⌈turn / 3⌉)',
    );
    const checked = checkExpenditures(
      [
        { action: 'Conscription', points: 1 },
        { action: 'Conscription', points: 2 },
      ],
      ctx(),
    );
    expect(checked.map((c) => c.refusal)).toEqual([null, 'Conscription is at most 2 in all this turn']);
  });
  it("Incite: an enemy hex, not an ally's, not a city, capital or port; cap ⌊turn / 3⌋; not two turns running", () => {
    const incite = (hex: string, points = 1, moreDice: (1 | 2)[] = []): Expenditure => ({
      action: 'Incite Neutrals',
      hex,
      points,
      moreDice,
    });
    expect(refusal(incite('0606'))).toBeNull();
    expect(refusal(incite('0607'))).toBe("0607 holds a City: the enemy's influence is too strong there");
    expect(refusal(incite('0608'))).toBe('0608 belongs to an ally (7.4B)');
    expect(refusal(incite('0505'))).toBe('0505 is not an enemy hex');
    expect(refusal(incite('0606', 2, [1]))).toBe(
      'Incite Neutrals is at most 1 on turn 5 (⌊turn / 3⌋, ME-R13)',
    );
    expect(refusal(incite('0606'), ctx({ turn: 2 }))).toBe(
      'Incite Neutrals is at most 0 on turn 2 (⌊turn / 3⌋, ME-R13)',
    );
    expect(refusal(incite('0606', 2, []), ctx({ turn: 6 }))).toBe(
      'each point after the first adds one or two dice: say which',
    );
    expect(refusal(incite('0606', 2, [2]), ctx({ turn: 6 }))).toBeNull();
    const lastTurn = ctx({ kingdom: { player: 'Ann', power: 10, lastInciteTurn: 4 } });
    expect(refusal(incite('0606'), lastTurn)).toBe('Incite Neutrals cannot be used two turns in a row');
    const twice = checkExpenditures([incite('0606'), incite('0606')], ctx({ turn: 6 }));
    expect(twice.map((c) => c.refusal)).toEqual([null, 'only one Incite Neutrals a turn']);
  });
  it('Pacify: known defenders (earlier turn, or a hex invaded this turn, ME-R19), 1 point per 1000 rounded up', () => {
    const pacify = (hex: string, points: number): Expenditure => ({ action: 'Pacify Neutrals', hex, points });
    expect(refusal(pacify('0202', 2))).toBeNull(); // Total 1500 + 500 = 2000: cap 2
    expect(refusal(pacify('0202', 3))).toBe(
      'Pacify Neutrals is at most 2 here (1 per 1000 of the neutral army, rounded up)',
    );
    expect(refusal(pacify('0203', 1))).toBe('0203: the defenders are not known (ME-R19)');
    expect(refusal(pacify('0203', 1), ctx({ invading: new Set(['0203']) }))).toBeNull();
    expect(refusal(pacify('0505', 1))).toBe('0505 has no neutral defenders');
    const unexplored = ctx({ invading: new Set(['0303']) });
    const hexes = new Map(unexplored.hexes);
    hexes.set('0303', { ...(hexes.get('0303') as MeHex), explored: false, owner: null });
    expect(refusal(pacify('0303', 1), { ...unexplored, hexes })).toBeNull();
  });
  it('only power held before this turn: an expenditure that would overspend is refused, the rest go ahead', () => {
    const c = ctx({ kingdom: { player: 'Ann', power: 3, lastInciteTurn: 0 } });
    const checked = checkExpenditures(
      [
        { action: 'Found City', hex: '0403' },
        { action: 'Upgrade Mine', hex: '0808' },
        { action: 'Build Watchtowers', hex: '0505' },
      ],
      c,
    );
    expect(checked.map((x) => [x.cost, x.refusal])).toEqual([
      [2, null],
      [0, 'it costs 2 power and only 1 is left'],
      [1, null],
    ]);
  });
});

describe('paying for the expenditures with the orders (5.2B, ME-R13)', () => {
  it('power goes down by what was accepted; an accepted Incite marks the turn', () => {
    const c = ctx({ turn: 6, kingdom: { player: 'Ann', power: 4, lastInciteTurn: 0 } });
    const checked = checkExpenditures(
      [
        { action: 'Incite Neutrals', hex: '0606', points: 2, moreDice: [1] },
        { action: 'Found City', hex: '0403' },
        { action: 'Build Watchtowers', hex: '0505' },
      ],
      c,
    );
    const paid = paySpending(c.kingdom, checked, 6);
    expect(paid.kingdom).toEqual({ player: 'Ann', power: 0, lastInciteTurn: 6 });
    expect(paid.events.map((e) => e.effect)).toEqual([
      'Incite Neutrals 0606: 2 power',
      'Found City 0403: 2 power',
      'Build Watchtowers refused: it costs 1 power and only 0 is left',
    ]);
  });
});

describe('completing an expenditure at the end of the turn (004 5.2B)', () => {
  const hex = (a: string): MeHex => map.find((h) => h.address === a) as MeHex;
  it.each([
    ['Establish town', '0505', { major: 'Town' }],
    ['Found City', '0403', { major: 'City' }],
    ['Create Harbor', '0403', { major: 'Port' }],
    ['Improve farmland', '0505', { major: 'Fertile Fields' }],
    ['Upgrade Mine', '0808', { major: 'Deep Mine' }],
    ['Sink Mine', '0505', { major: 'Mine' }],
    ['Build Watchtowers', '0505', { watchtower: true }],
    ['Build Fortress', '0505', { fortress: 'Fortress' }],
    ['Upgrade Fortress', '0808', { fortress: 'Mighty Fortress' }],
    ['Remove Major Terrain Feature', '0102', { major: null }],
  ] as const)('%s at %s', (action, address, change) => {
    const done = completeExpenditure({ action, hex: address }, hex(address), 'Ann');
    expect(done.hex).toEqual({ ...hex(address), ...change });
  });
  it('a new Fortress asks for its 250-point garrison list (App. B)', () => {
    const done = completeExpenditure({ action: 'Build Fortress', hex: '0505' }, hex('0505'), 'Ann');
    expect(done.events[0]?.effect).toBe('Build Fortress: Ann writes its 250-point garrison list (App. B)');
  });
  it('minor features: turn a Holy Shrine to Unholy, remove it, create an Idol', () => {
    const turned = completeExpenditure(
      { action: 'Alter minor terrain feature', hex: '0102', change: 'turn', feature: 'Holy Shrine' },
      hex('0102'),
      'Ann',
    );
    expect(turned.hex.minor).toBe('Unholy Shrine');
    const removed = completeExpenditure(
      { action: 'Alter minor terrain feature', hex: '0102', change: 'remove', feature: 'Holy Shrine' },
      hex('0102'),
      'Ann',
    );
    expect(removed.hex.minor).toBeNull();
    const idol = completeExpenditure(
      { action: 'Alter minor terrain feature', hex: '0505', change: 'create', feature: 'Idol of Gork' },
      hex('0505'),
      'Ann',
    );
    expect(idol.hex.minor).toBe('Idol of Gork');
  });
  it('a hex lost this turn: the power is still lost, the expenditure not completed', () => {
    const lost = { ...hex('0403'), owner: 'Bob' };
    const done = completeExpenditure({ action: 'Found City', hex: '0403' }, lost, 'Ann');
    expect(done.hex).toBe(lost);
    expect(done.events[0]?.effect).toBe(
      'Found City not completed: Ann no longer holds 0403 (the power is still lost)',
    );
  });
});

import { Dice } from '../../../src/engine/dice';
import { coverage, lookup } from '../../../src/engine/core/tables';
import {
  applyBountifulResource,
  applyDisaster,
  bountifulResource,
  disasterHex,
  reinforcements,
  rollRandomEvent,
  stormsArmy,
  untimelyDeath,
} from '../../../src/engine/me/events-random';
import { applyUnlikelyAlly, unlikelyAlly } from '../../../src/engine/me/events-random-ally';
import { TABLE_31_RANDOM_EVENTS } from '../../../src/engine/me/events-random-tables';
import { DEFAULT_EDICT_SETTINGS } from '../../../src/engine/me/edicts';
import { blankHex, type MeCharacter, type MeHex, type MeState } from '../../../src/engine/me/model';

const dice = (fixed: Record<string, number> = {}): Dice => new Dice('events', new Map(Object.entries(fixed)));
const char = (name: string, rank: 'Lord' | 'Hero', army: string | null = 'First'): MeCharacter => ({
  name,
  owner: 'Anna',
  army,
  rank,
  wizardLevel: 0,
  role: null,
  xp: 0,
  advancementRolls: 0,
  advances: [],
  injuryChanges: {},
  injuries: [],
  psychology: [],
  status: 'active',
  statusTurn: 0,
});
const hx = (address: string, owner: string | null, major: MeHex['major'] = null, explored = true): MeHex => ({
  ...blankHex(address, 'Field'),
  owner,
  major,
  explored,
});

describe('Table 31: Random events (printed "Table 31:11", App. F), row by row', () => {
  it('covers 2d6', () => {
    expect(coverage(TABLE_31_RANDOM_EVENTS)).toEqual({ gaps: [], overlaps: [] });
  });
  it.each([
    [2, 'Untimely death'],
    [3, 'Disaster'],
    [4, 'Storms'],
    [5, 'No event'],
    [7, 'No event'],
    [9, 'No event'],
    [10, 'Reinforcements'],
    [11, 'Bountiful resource'],
    [12, 'Unlikely Ally'],
  ])('%i: %s', (n, name) => {
    expect(lookup(TABLE_31_RANDOM_EVENTS, n).name).toBe(name);
  });
  it('rolls 2d6 per player, keyed me:event:<player>', () => {
    const r = rollRandomEvent(dice({ 'me:event:Anna#1': 6, 'me:event:Anna#2': 5 }), 'Anna');
    expect(r.event.name).toBe('Bountiful resource');
    expect(r.events[0]).toMatchObject({ key: 'me:event:Anna', result: 11 });
  });
});

describe('what each event picks', () => {
  it('Untimely death: a random hero in an army, never the Lord; he dies (App. F "struck down ... replace him")', () => {
    // App. F: "A random hero in your army (but not your Lord) is struck down by an unknown cause. He will not be
    // available to fight in your armies this turn, but you may replace him with a new hero at the start of your
    // next turn." Replaced by a new hero: he does not come back.
    const cs = [char('Lord', 'Lord'), char('H1', 'Hero'), char('H2', 'Hero'), char('Idle', 'Hero', null)];
    const r = untimelyDeath(dice({ 'me:event:Anna:hero': 2 }), 'Anna', cs, 4);
    expect(r.character).toMatchObject({ name: 'H2', status: 'dead', statusTurn: 4 });
    expect(untimelyDeath(dice(), 'Anna', [char('Lord', 'Lord')], 4).character).toBeNull();
  });
  it('Disaster: a random hex of the kingdom, never the capital', () => {
    const hexes = [
      hx('0101', 'Anna', 'Capital'),
      hx('0102', 'Anna'),
      hx('0103', 'Anna', 'Town'),
      hx('0104', 'Bert'),
    ];
    expect(disasterHex(dice({ 'me:event:Anna:hex': 2 }), 'Anna', hexes, '0101').hex).toBe('0103');
    expect(disasterHex(dice(), 'Anna', [hx('0101', 'Anna', 'Capital')], '0101').hex).toBeNull();
  });
  it('Storms: one random invading army', () => {
    expect(stormsArmy(dice({ 'me:event:Anna:army': 1 }), 'Anna', ['First', 'Second']).army).toBe('First');
    expect(stormsArmy(dice(), 'Anna', []).army).toBeNull();
  });
  it("Reinforcements: the Grand Marshall's army for d3 turns (d3 3 on turn 4: turns 4-6)", () => {
    // App. F: "joins the army containing your Lord"; 3.4B: "Each kingdom's army always contains a minimum of one
    // Lord choice, who is the Grand Marshall". A second Lord (listed first here) is not "your Lord".
    const gm: MeCharacter = { ...char('GM', 'Lord', 'Second'), role: 'Grand Marshall' };
    const r = reinforcements(
      dice({ 'me:event:Anna:turns': 3 }),
      'Anna',
      [char('H', 'Hero'), char('L', 'Lord', 'First'), gm],
      4,
    );
    expect(r).toMatchObject({ army: 'Second', fromTurn: 4, toTurn: 6 });
    const none = reinforcements(dice({ 'me:event:Anna:turns': 1 }), 'Anna', [char('L', 'Lord', 'First')], 4);
    expect(none.army).toBeNull();
  });
  it('Bountiful resource: Mine → Deep Mine, Woods → Deep Woods, empty → Fertile Fields; others refused', () => {
    expect(bountifulResource(hx('0101', 'Anna', 'Mine'), 'Anna')).toEqual({ major: 'Deep Mine' });
    expect(bountifulResource(hx('0101', 'Anna', 'Woods'), 'Anna')).toEqual({ major: 'Deep Woods' });
    expect(bountifulResource(hx('0101', 'Anna'), 'Anna')).toEqual({ major: 'Fertile Fields' });
    expect(bountifulResource(hx('0101', 'Anna', 'Town'), 'Anna')).toHaveProperty('problem');
    expect(bountifulResource(hx('0101', 'Bert', 'Mine'), 'Anna')).toHaveProperty('problem');
  });
});

describe('Unlikely Ally, in the order of preference', () => {
  const mine = [hx('0101', 'Anna', 'Capital'), hx('0102', 'Anna')];
  it('1: the nearest revealed neutral settlement (0104 at 2 beats 0106 at 4), garrisoned', () => {
    const r = unlikelyAlly('Anna', [
      ...mine,
      hx('0106', null, 'City'),
      hx('0104', null, 'Town'),
      hx('0103', null),
    ]);
    expect(r).toMatchObject({ hex: '0104', how: 'neutral settlement', garrisoned: true });
  });
  it('an unexplored town is not revealed, so 2: the empty neutral hex closest to the border', () => {
    const r = unlikelyAlly('Anna', [...mine, hx('0104', null, 'Town', false), hx('0103', null)]);
    expect(r).toMatchObject({ hex: '0103', how: 'empty neutral hex, with a Town' });
  });
  it("3: another player's town, 4: another player's city (a capital is not a city)", () => {
    const town = unlikelyAlly('Anna', [...mine, hx('0103', 'Bert', 'City'), hx('0104', 'Bert', 'Town')]);
    expect(town).toMatchObject({ hex: '0104', how: "another player's town" });
    const city = unlikelyAlly('Anna', [...mine, hx('0103', 'Bert', 'Capital'), hx('0104', 'Bert', 'City')]);
    expect(city).toMatchObject({ hex: '0104', how: "another player's city" });
  });
  it('5: else a Town in an empty hex of his own, with no garrison', () => {
    const r = unlikelyAlly('Anna', [...mine, hx('0103', 'Bert', 'Capital')]);
    expect(r).toMatchObject({ hex: '0102', how: 'a Town added to an empty hex of yours', garrisoned: false });
  });
});

const state = (hexes: MeHex[]): MeState => ({
  turn: 3,
  endCheckFrom: 0,
  over: false,
  hexes,
  kingdoms: [
    {
      player: 'Anna',
      race: 'Dwarfs',
      capital: '0101',
      power: 0,
      bank: 0,
      lastInciteTurn: 0,
      eliminated: false,
      knownKingdoms: [],
      magicItems: [],
    },
  ],
  armies: [],
  characters: [],
  neutralKingdoms: [],
  mercenaries: [],
  carry: [],
  agreements: [],
});

describe('events applied to the state', () => {
  it('Disaster razes the picked hex with Tables 3-4 (a Town becomes empty, the hex neutral), never the capital', () => {
    const s = state([hx('0101', 'Anna', 'Capital'), hx('0102', 'Anna', 'Town')]);
    const r = applyDisaster(s, 'Anna', dice(), DEFAULT_EDICT_SETTINGS);
    expect(r.state.hexes.find((h) => h.address === '0102')).toMatchObject({ owner: null, major: null });
    expect(r.state.hexes.find((h) => h.address === '0101')).toMatchObject({
      owner: 'Anna',
      major: 'Capital',
    });
  });
  it('Bountiful resource improves the chosen hex, or names why not', () => {
    const s = state([hx('0101', 'Anna', 'Capital'), hx('0102', 'Anna', 'Woods')]);
    const r = applyBountifulResource(s, 'Anna', '0102');
    expect('state' in r && r.state.hexes[1]?.major).toBe('Deep Woods');
    expect(applyBountifulResource(s, 'Anna', '0909')).toEqual({
      problem: 'Bountiful resource: 0909 is not on the map',
    });
  });
  it('Unlikely Ally: a neutral City joins, garrisoned as freshly discovered: (d3 2 + turn 3) × 250 = 1250, Well Defended', () => {
    const s = state([hx('0101', 'Anna', 'Capital'), hx('0103', null, 'City')]);
    const r = applyUnlikelyAlly(s, 'Anna', dice({ 'me:defenders:0103': 2 }));
    expect(r.state.hexes[1]).toMatchObject({ owner: 'Anna', major: 'City' });
    expect(r.state.hexes[1]?.defenders).toMatchObject({ race: 'Dwarfs', basic: 1250, wellDefended: true });
  });
  it('Unlikely Ally: a Town added to an own empty hex has no garrison', () => {
    const s = state([hx('0101', 'Anna', 'Capital'), hx('0102', 'Anna')]);
    const r = applyUnlikelyAlly(s, 'Anna', dice());
    expect(r.state.hexes[1]).toMatchObject({ owner: 'Anna', major: 'Town', defenders: null });
  });
});

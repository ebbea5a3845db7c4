import type { WmArmy } from '../../../src/engine/wm/model';
import { exodus, exodusRefusal, mayRebel, nppRing } from '../../../src/engine/wm/nations';
import { beginSiege, besiegedRefusal, besiegerEngagement, multiArmy } from '../../../src/engine/wm/siege';
import { areaOf, nationOf, stateOf } from './fixtures';

const at = (name: string, nation: string, area: string): WmArmy => ({
  name,
  nation,
  general: 'g',
  area,
  location: 'Countryside',
  status: 'normal',
  cameFrom: null,
});

const sieged = (owner: string | null, pop: 'Town' | 'City' = 'City') =>
  beginSiege(
    stateOf({
      areas: [areaOf('Burg', owner, pop)],
      armies: [at('In', 'Blue', 'Burg'), at('Out', 'Red', 'Burg')],
    }),
    'In',
    'Out',
  );

describe('Siege and Assault (002)', () => {
  it('the siege sets the besieged at the city and the besieger in the countryside', () => {
    expect(sieged('Blue').armies.map((a) => [a.status, a.location])).toEqual([
      ['besieged', 'Population Center'],
      ['besieging', 'Countryside'],
    ]);
  });
  it('stay: no combat; assault on a city: the 8-fortification city piece', () => {
    expect(besiegerEngagement(sieged('Blue'), 'Out', 'stay', null)).toBeNull();
    expect(besiegerEngagement(sieged('Blue'), 'Out', 'assault', null)).toMatchObject({
      engagement: 'assault',
      objective: 'city piece (8 fortifications)',
    });
  });
  it('assault where neither player owns the area: a countryside battle, no urban piece', () => {
    expect(besiegerEngagement(sieged(null, 'Town'), 'Out', 'assault', null)).toMatchObject({
      engagement: 'battle',
      location: 'Countryside',
    });
  });
  it('WM-R27: leaving, the besieged may force a battle (its location against the countryside); unopposed, none', () => {
    expect(
      besiegerEngagement(sieged('Blue'), 'Out', 'leave', { location: 'Population Center' }),
    ).toMatchObject({
      engagement: 'battle',
      combat: true,
    });
    expect(besiegerEngagement(sieged('Blue'), 'Out', 'leave', { location: 'POI' })?.engagement).toBe(
      'battle',
    );
    expect(besiegerEngagement(sieged('Blue'), 'Out', 'leave', null)).toBeNull();
  });
  it('the besieged may only sally forth or interdict', () => {
    expect(besiegedRefusal(sieged('Blue'), 'In', 'sally forth')).toBeNull();
    expect(besiegedRefusal(sieged('Blue'), 'In', 'move')).toBe(
      'In is besieged in Burg: it may only sally forth or interdict',
    );
  });
});

describe('Multiple players / armies (002)', () => {
  it('Option A: 2 v 2 one larger game; 3 attackers v 1 defender force the defenders out', () => {
    expect(multiArmy('A', 2, 2)).toEqual({ kind: 'battle' });
    expect(multiArmy('A', 3, 1)).toEqual({ kind: 'forced out', side: 'defenders' });
  });
  it('Option B: the larger side decides who leaves', () => {
    expect(multiArmy('B', 1, 2)).toEqual({ kind: 'larger side decides', side: 'defenders' });
  });
});

describe('Losing a nation and NPP (002)', () => {
  const line = (absences: number) =>
    stateOf({
      areas: [areaOf('Cap', 'Red', 'Town'), areaOf('R1', 'Red'), areaOf('R2', 'Red'), areaOf('R2b', 'Red')],
      boundaries: [
        { a: 'Cap', b: 'R1', delay: null },
        { a: 'R1', b: 'R2', delay: null },
        { a: 'R1', b: 'R2b', delay: null },
      ],
      nations: [nationOf('Red', { capital: 'Cap', absences })],
    });
  it('NPP 5: the 1st absence costs nothing; from the 2nd the farthest ring (R2, R2b at 2 steps) is lost', () => {
    expect(nppRing(line(1), 'Red').lost).toEqual([]);
    const out = nppRing(line(2), 'Red');
    expect(out.lost).toEqual(['R2', 'R2b']);
    expect(out.state.areas.map((a) => a.owner)).toEqual(['Red', 'Red', null, null]);
  });
  it('Exodus needs at most 1 army and 2 areas; its towns go and its areas become uncontrolled', () => {
    expect(exodusRefusal(line(0), 'Red')).toBe(
      'Red has 0 army(ies) and 4 area(s): Exodus needs at most 1 and 2',
    );
    const small = stateOf({ areas: [areaOf('Cap', 'Red', 'Town'), areaOf('R1', 'Red')] });
    expect(exodus(small, 'Red').areas.map((a) => [a.owner, a.pop])).toEqual([
      [null, 'Village'],
      [null, 'Village'],
    ]);
  });
  it('Rebellion: only with no troops left and no areas', () => {
    expect(mayRebel(stateOf({}), 'Red')).toBe(false);
    const empty = stateOf({
      nations: [
        nationOf('Red', { roster: [{ unit: 'X', category: 'Infantry', cost: 1, bought: 2, lost: 2 }] }),
      ],
    });
    expect(mayRebel(empty, 'Red')).toBe(true);
  });
});

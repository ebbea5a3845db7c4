import { actions, ANN, army, BO, campaign, effects, structure, unit, where } from './fixture-units';

/**
 * Move and March (ARMY ACTIONS; RULINGS 3-5; TERRAIN; SPECIAL RULES) as the resolver carries them out. All
 * moves run down one column: direction 4 is the hex below (0503 → 0504 → 0505 → 0506).
 */

const ann = (text: string) => ({ orders: { [ANN]: text } });

describe('hexes per action (RULINGS 5)', () => {
  it('FOOT moves 1, CAV 2 on land, and a FLYER marches 3', () => {
    const s = campaign({
      armies: [
        army('Foot', ANN, '0503'),
        army('Riders', ANN, '0603', 1000, 'CAV'),
        army('Wings', ANN, '0403', 1000, 'FLYER'),
      ],
    });
    const ctx = actions(s, ann('Foot - Move 4\nRiders - Move 4 4\nWings - March 4 4 4'));
    expect(where(ctx, 'Foot')).toBe('0504');
    expect(where(ctx, 'Riders')).toBe('0605');
    expect(where(ctx, 'Wings')).toBe('0406');
    expect(effects(ctx, 'Foot')).toEqual(['moves 0503 → 0504']);
  });

  it('a FOOT army moves one more hex when the whole move runs on road hexes', () => {
    const road = { road: true };
    const s = campaign({
      map: { '0503': road, '0504': road, '0505': road },
      armies: [army('Foot', ANN, '0503')],
    });
    expect(where(actions(s, ann('Foot - Move 4 4')), 'Foot')).toBe('0505');
  });

  it('scouts move as cavalry (Scouts: "Move 2 and March 3"); engineers move 1', () => {
    const s = campaign({
      units: [unit('Far Eyes', ANN, 'Scout', '0503'), unit('Sappers', ANN, 'Engineer', '0603')],
    });
    const ctx = actions(s, ann('Far Eyes - Move 4 4\nSappers - Move 4'));
    expect(where(ctx, 'Far Eyes')).toBe('0505');
    expect(where(ctx, 'Sappers')).toBe('0604');
  });
});

describe('rivers (RULINGS 3: an edge recorded on either side counts for both)', () => {
  // A river on the edge between 0504 and 0505, recorded on 0504's side (edge 4).
  const river = { '0504': { rivers: [4 as const] } };
  const march = ann('Host - March 4 4');

  it('stops a march at the river without bridge or ford', () => {
    const ctx = actions(campaign({ map: river, armies: [army('Host', ANN, '0503')] }), march);
    expect(where(ctx, 'Host')).toBe('0504');
    expect(effects(ctx, 'Host')[0]).toMatch(/stops short of 0505: a river with no bridge or ford/);
  });

  it('crosses at a ford recorded on the other side, or at a Bridge structure', () => {
    const ford = { '0504': { rivers: [4 as const] }, '0505': { fords: [1 as const] } };
    expect(where(actions(campaign({ map: ford, armies: [army('Host', ANN, '0503')] }), march), 'Host')).toBe(
      '0505',
    );
    const s = campaign({
      map: river,
      armies: [army('Host', ANN, '0503')],
      structures: [structure(BO, 'Bridge', '0505', 1)],
    });
    expect(where(actions(s, march), 'Host')).toBe('0505');
  });

  it('a FLYER army flies over it', () => {
    const s = campaign({ map: river, armies: [army('Host', ANN, '0503', 1000, 'FLYER')] });
    expect(where(actions(s, march), 'Host')).toBe('0505');
  });
});

describe('terrain that stops a move (TERRAIN)', () => {
  it('crag is impassable unless flying; water is for flyers', () => {
    const map = { '0504': { terrain: 'Crag' as const }, '0604': { terrain: 'Water' as const } };
    const s = campaign({
      map,
      armies: [
        army('Host', ANN, '0503'),
        army('Wings', ANN, '0503', 1000, 'FLYER'),
        army('Wet', ANN, '0603'),
        army('Gulls', ANN, '0603', 1000, 'FLYER'),
      ],
    });
    const ctx = actions(s, ann('Host - Move 4\nWings - Move 4\nWet - Move 4\nGulls - Move 4'));
    expect(where(ctx, 'Host')).toBe('0503');
    expect(effects(ctx, 'Host')[0]).toMatch(/crag \(impassable unless flying\)/);
    expect(where(ctx, 'Wings')).toBe('0504');
    expect(where(ctx, 'Wet')).toBe('0603');
    expect(effects(ctx, 'Wet')[0]).toMatch(/open water/);
    expect(where(ctx, 'Gulls')).toBe('0604');
  });

  it('a march into mountains without a road stops short; Dwarves, a road or a FLYER march on', () => {
    const mountains = { terrain: 'Mountains' as const };
    const map = { '0505': mountains, '0605': mountains, '0705': { ...mountains, road: true } };
    const s = campaign({
      map,
      armies: [
        army('Men', ANN, '0503'),
        army('Dwarves', ANN, '0603', 1000, 'FOOT', 'Dwarves'),
        army('Roadmen', ANN, '0703'),
        army('Wings', ANN, '0403', 1000, 'FLYER'),
      ],
    });
    const ctx = actions(
      s,
      ann('Men - March 4 4\nDwarves - March 4 4\nRoadmen - March 4 4\nWings - March 3 4'),
    );
    expect(where(ctx, 'Men')).toBe('0504');
    expect(effects(ctx, 'Men')[0]).toMatch(/Mountains \(no marching there without a road\)/);
    expect(where(ctx, 'Dwarves')).toBe('0605');
    expect(where(ctx, 'Roadmen')).toBe('0705');
    expect(where(ctx, 'Wings')).toBe('0505');
  });

  it('flyers may move but not march over desert', () => {
    const s = campaign({
      map: { '0505': { terrain: 'Desert' } },
      armies: [army('Wings', ANN, '0503', 1000, 'FLYER')],
    });
    expect(where(actions(s, ann('Wings - March 4 4 4')), 'Wings')).toBe('0504');
  });
});

import type { CampaignState } from '../../../src/engine/model';
import { cityActionPhase } from '../../../src/engine/cs42/turn/cities';
import { unitActionPhase } from '../../../src/engine/cs42/turn/units';
import { spyReportsFromEvents } from '../../../src/engine/cs42/visibility-spy';
import { playerView } from '../../../src/engine/cs42/visibility-view';
import { ANN, army, BO, campaign, city, context, KARAK, structure, unit } from './turn/fixture-units';

/** The player view: own everything; of Bo only what VISIBILITY, Spy on City and the public record allow. */

function scene(): CampaignState {
  return campaign({
    cities: [
      city('Karak', ANN, '0303', 5, { improvements: ['Granary'], corruption: 7 }),
      city('Lotus Spire', BO, '1010', 8, { improvements: ['Marketplace', 'Barracks'] }),
      city('Deepholm', BO, '1203', 4),
    ],
    map: { '1203': { terrain: 'Underground' } },
    armies: [
      army('Iron Host', ANN, '0305', 1000),
      army('Near Band', BO, '0307', 900), // 2 from Iron Host: Medium, Normal 3
      army('Far Band', BO, '0912', 900), // far from everything of Ann's
    ],
    units: [
      unit('Whisper', BO, 'Spy', '0305'), // in Iron Host's own hex
      unit('Diggers', BO, 'Engineer', '0306'),
      unit('Far Eyes', ANN, 'Scout', '0101'),
    ],
    structures: [structure(BO, 'Watchtower', '0308'), structure(BO, 'Temple', '1112')],
  });
}

describe('playerView', () => {
  it('keeps all of the player’s own: points, race, site, city size, improvements and corruption', () => {
    const view = playerView(scene(), ANN, { treasury: 1234 });
    expect(view.armies.find((a) => a.name === 'Iron Host')).toMatchObject({
      own: true,
      points: 1000,
      size: 10,
    });
    expect(view.cities.find((c) => c.name === 'Karak')).toMatchObject({
      own: true,
      size: 5,
      improvements: ['Granary'],
      corruption: 7,
    });
    expect(view.units.map((u) => u.name)).toContain('Far Eyes');
    expect(view.treasury).toBe(1234);
  });

  it('shows others’ armies, units and structures in seen hexes only, with a size but no points, race or site', () => {
    const view = playerView(scene(), ANN);
    expect(view.armies.filter((a) => !a.own)).toEqual([
      {
        name: 'Near Band',
        player: BO,
        hex: { col: 3, row: 7 },
        own: false,
        size: 9,
        points: null,
        race: null,
        site: null,
        mobility: 'FOOT',
      },
    ]);
    expect(view.units.filter((u) => !u.own).map((u) => u.name)).toEqual(['Diggers']);
    expect(view.structures.map((s) => s.name)).toEqual(['Watchtower 0308']);
    expect(view.seen).toEqual(['0306', '0307', '0308']);
  });

  it('never shows another player’s spy, even in the viewer’s own hex', () => {
    expect(playerView(scene(), ANN).units.some((u) => u.name === 'Whisper')).toBe(false);
    expect(playerView(scene(), BO).units.some((u) => u.name === 'Whisper')).toBe(true);
  });

  it('shows every surface city’s position, but not its size or improvements; an unseen underground city not at all', () => {
    const view = playerView(scene(), ANN);
    expect(view.cities.find((c) => c.name === 'Lotus Spire')).toEqual({
      name: 'Lotus Spire',
      player: BO,
      hex: { col: 10, row: 10 },
      own: false,
      size: null,
      improvements: null,
      conquered: null,
      corruption: null,
    });
    expect(view.cities.some((c) => c.name === 'Deepholm')).toBe(false);
  });

  it('keeps only the viewer’s own email and no treasury unless given', () => {
    const view = playerView(scene(), ANN);
    expect(view.email).toBe('ann@example.com');
    expect(JSON.stringify(view)).not.toContain('bo@example.com');
    expect(view.treasury).toBeNull();
  });

  it('reads what Ann’s spy found from the resolver’s own log, and shows those upgrades of that city', () => {
    const before = campaign({
      cities: [KARAK, city('Lotus Spire', BO, '0707', 5, { improvements: ['Marketplace'] })],
      units: [unit('Whisper', ANN, 'Spy', '0303')],
      armies: [army('Red Guard', BO, '0707', 1000)],
    });
    const ctx = context(before, {
      orders: { [ANN]: 'Whisper - Spy on City Lotus Spire' },
      dice: { 'spy:Whisper': 3 },
      balances: { [ANN]: 500, [BO]: 4321 },
    });
    cityActionPhase(ctx, 1);
    unitActionPhase(ctx, 1);
    const reports = spyReportsFromEvents(ctx.events, before, ANN, 5);
    expect(reports).toEqual([
      {
        city: 'Lotus Spire',
        turn: 5,
        spy: 'Whisper',
        improvements: ['Marketplace'],
        actions: [],
        armies: ['Red Guard (Bo, size 10)'],
        treasuryOf: BO,
        treasury: 4321,
      },
    ]);
    expect(spyReportsFromEvents(ctx.events, before, BO, 5)).toEqual([]);
    const view = playerView(before, ANN, { spyReports: reports });
    expect(view.cities.find((c) => c.name === 'Lotus Spire')?.improvements).toEqual(['Marketplace']);
    expect(view.cities.find((c) => c.name === 'Lotus Spire')?.size).toBeNull();
  });
});

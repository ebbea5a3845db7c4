import { mapImageSource, nextZoom, supplyChoices } from '../../sidebar/map-model';

describe('map panel choices', () => {
  it('the whole map offers every player’s supply ranges; a player’s fog of war only their own', () => {
    const players = ['Aurelian Throne', 'Clan Varn'];
    expect(supplyChoices('', players)).toEqual([
      { value: '', label: 'No supply ranges' },
      { value: 'Aurelian Throne', label: 'Supply ranges of Aurelian Throne' },
      { value: 'Clan Varn', label: 'Supply ranges of Clan Varn' },
    ]);
    expect(supplyChoices('Clan Varn', players)).toEqual([
      { value: '', label: 'No supply ranges' },
      { value: 'Clan Varn', label: 'Supply ranges of Clan Varn' },
    ]);
  });

  it('zooms in steps and shows the SVG as a data URL, never as markup', () => {
    expect([nextZoom(1, 1), nextZoom(1, -1), nextZoom(4, 1), nextZoom(0.25, -1)]).toEqual([
      1.5, 0.75, 4, 0.25,
    ]);
    expect(mapImageSource('<svg a="&"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22%26%22%2F%3E',
    );
  });
});

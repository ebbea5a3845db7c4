import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import { mapRequest, MapView } from '../../src/gas/player-report-map-view';

// The sidebar's map panel through the built bundle: the whole map for the moderator, a player's fog of war on
// request, a clear message for a name that is not a player.

function demo() {
  const emulation = new Emulation();
  emulation.newActiveSpreadsheet('Map panel test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  const map = (player: string) => script.call('getMapView', [player]) as MapView;
  const withSupply = (player: string, supply: string) =>
    script.call('getMapView', [mapRequest({ player, supply })]) as MapView;
  return { map, withSupply };
}

describe('map panel', () => {
  it('the whole map shows every player’s armies; the player list comes with it', () => {
    const whole = demo().map('');
    expect(whole.player).toBe('');
    expect(whole.players).toEqual(['Aurelian Throne', 'Gorthak Horde', 'Clan Varn', 'Crystal Lotus']);
    expect(whole.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    for (const army of [
      'Firstborn Expeditionary Force',
      'Gorthak Warhorde',
      'Hammerguard of Karak Varn',
      'Lotus Guard',
    ])
      expect([army, whole.svg.includes(army)]).toEqual([army, true]);
  });

  it('a player’s map is their fog of war: their own forces, never a distant enemy army', () => {
    const varn = demo().map('clan varn');
    expect(varn.player).toBe('Clan Varn');
    expect(varn.svg).toContain('Hammerguard of Karak Varn');
    expect(varn.svg).toContain('class="fog"');
    for (const far of ['Gorthak Warhorde', 'Bloodfang Wolf Riders', 'Lotus Guard', 'Dragonbane Wing'])
      expect([far, varn.svg.includes(far)]).toEqual([far, false]);
  });

  it('names a player who is not on the Players tab', () => {
    expect(() => demo().map('Nobody')).toThrow(
      "There is no player 'Nobody' on the Players tab: choose one from the list.",
    );
  });

  it('supply ranges on request: any player’s over the whole map, only the player’s own over their fog of war', () => {
    const c = demo();
    expect(c.map('').svg).not.toContain('Supply of');
    const whole = c.withSupply('', 'gorthak horde');
    expect([whole.player, whole.supply]).toEqual(['', 'Gorthak Horde']);
    expect(whole.svg).toContain('Supply of Gorthak Horde');
    expect(whole.svg).toContain('class="sR"');
    const own = c.withSupply('Clan Varn', 'Clan Varn');
    expect([own.player, own.supply]).toEqual(['Clan Varn', 'Clan Varn']);
    expect(own.svg).toContain('Supply of Clan Varn');
    expect(own.svg).toContain('class="fog"');
    for (const far of ['Gorthak Warhorde', 'Bloodfang Wolf Riders', 'Lotus Guard', 'Dragonbane Wing'])
      expect([far, own.svg.includes(far)]).toEqual([far, false]);
    expect(() => c.withSupply('Clan Varn', 'Gorthak Horde')).toThrow(
      "Clan Varn's map shows only Clan Varn's own supply ranges, not Gorthak Horde's: choose the whole map for another player's.",
    );
    expect(() => c.withSupply('', 'Nobody')).toThrow("There is no player 'Nobody' on the Players tab");
  });
});

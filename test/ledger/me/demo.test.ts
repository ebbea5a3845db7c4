import { kingdomArmy } from '../../../src/engine/me/neutrals';
import { orphanedHexes } from '../../../src/engine/me/map';
import { armyListProblems } from '../../../src/engine/me/support-armies';
import { entitlementProblems, entitlements, totalSupport } from '../../../src/engine/me/support';
import { meDemoCampaign } from '../../../src/ledger/me/demo';

/**
 * The demo checked against the book's start of play by hand (004): 1.0A map size, 1.2A starting kingdoms, 1.4A
 * the neutral kingdom, 2.1B/Table 6 support, 3.1B-3.4B armies and characters, 5.0B Power. Neighbours worked out
 * by hand on the flat-topped grid with even columns lower (RULINGS 2): 0202's are 0201 0302 0303 0203 0103 0102.
 */
const { state, players } = meDemoCampaign();
const owned = (player: string): string[] =>
  state.hexes
    .filter((h) => h.owner === player)
    .map((h) => h.address)
    .sort();

describe("ME demo campaign: the book's set-up", () => {
  it('is a map of about 40 hexes for four players (1.0A): 7 × 6 = 42, at turn 1 with the end check from turn 8 (3.0A)', () => {
    expect(state.hexes).toHaveLength(42);
    expect(state.kingdoms).toHaveLength(4);
    expect(players.map((p) => p.player)).toEqual(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw']);
    expect(state.turn).toBe(1);
    expect(state.endCheckFrom).toBe(8);
  });

  it.each([
    // player, capital, its three neighbours (hand-read off the grid)
    ['Ostmark', '0202', ['0102', '0201', '0202', '0302']],
    ['Karak Dron', '0602', ['0502', '0601', '0602', '0702']],
    ['Tor Athel', '0205', ['0105', '0205', '0206', '0305']],
    ['Red Maw', '0605', ['0505', '0605', '0606', '0705']],
  ])(
    '%s starts with a small kingdom of 4 hexes round its Capital %s (1.2A), explored, none orphaned (1.3A)',
    (player, capital, hexes) => {
      expect(owned(player)).toEqual(hexes);
      const kingdom = state.kingdoms.find((k) => k.player === player);
      expect(kingdom?.capital).toBe(capital);
      const hexOf = (a: string) => state.hexes.find((h) => h.address === a);
      expect(hexOf(capital)?.major).toBe('Capital');
      for (const a of hexes) {
        expect(hexOf(a)?.explored).toBe(true);
        expect(hexOf(a)?.terrain).not.toBe('Lake');
        if (a !== capital) expect(hexOf(a)?.major).toBeNull();
      }
      expect(orphanedHexes(state, player)).toEqual([]);
    },
  );

  it('gives each kingdom 0 Power and an empty Production bank (5.0B), no agreements, loot or mercenaries', () => {
    for (const k of state.kingdoms) {
      expect(k.power).toBe(0);
      expect(k.bank).toBe(0);
      expect(k.knownKingdoms).toEqual([]);
    }
    expect(state.agreements).toEqual([]);
    expect(state.carry).toEqual([]);
    expect(state.mercenaries).toEqual([]);
  });

  it.each(['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw'])(
    '%s: two armies of Basic 750 within 1500 support (250 × 4 + 500 for the Capital; 2.1B, 3.1B, 3.2B), led as 3.3B-3.4B say',
    (player) => {
      const armies = state.armies.filter((a) => a.owner === player);
      expect(armies.map((a) => a.basic)).toEqual([750, 750]);
      expect(totalSupport(state, player).total).toBe(1500);
      const characters = state.characters.filter((c) => c.owner === player);
      expect(characters.map((c) => c.rank)).toEqual(['Lord', 'Hero']);
      const [marshal, hero] = characters;
      expect(marshal?.role).toBe('Grand Marshall');
      expect(armies[0]?.general).toBe(marshal?.name);
      expect(marshal?.army).toBe(armies[0]?.name);
      expect(armies[1]?.general).toBe(hero?.name);
      expect(hero?.army).toBe(armies[1]?.name);
      expect(armyListProblems(state, player, 1500, 1500)).toEqual([]);
      const race = state.kingdoms.find((k) => k.player === player)?.race ?? '';
      // The Capital's Lord and Hero slots (Table 6) pay for the two generals; nothing else is used.
      expect(
        entitlementProblems(entitlements(state, player, race, 1500), {
          lord: 1,
          hero: 1,
          special: 0,
          rare: 0,
        }),
      ).toEqual([]);
    },
  );

  it('places one neutral kingdom of three unexplored hexes, its capital a City with a Mighty Fortress, plus a Mine (1.4A)', () => {
    expect(state.neutralKingdoms).toEqual([
      { id: 'Vorn', race: 'Beastmen', capital: '0403', conqueredBy: null },
    ]);
    const hexes = state.hexes.filter((h) => h.neutralKingdom === 'Vorn');
    expect(hexes.map((h) => [h.address, h.major, h.fortress, h.neutralCapital, h.owner, h.explored])).toEqual(
      [
        ['0304', null, null, false, null, false],
        ['0403', 'City', 'Mighty Fortress', true, null, false],
        ['0404', 'Mine', null, false, null, false],
      ],
    );
  });

  it('gives the neutral kingdom an army of 750 + 250 + 250 + 500 conscripted = 1750, led by a Lord (1.4A, ME-R20)', () => {
    const army = state.armies.find((a) => a.owner === 'Vorn');
    expect(army?.basic).toBe(1750);
    expect(kingdomArmy(state.neutralKingdoms[0]!, state.hexes, 1).basic).toBe(1750);
    const general = state.characters.find((c) => c.name === army?.general);
    expect(general?.rank).toBe('Lord');
    expect(general?.owner).toBe('Vorn');
  });

  it('leaves every other hex unexplored and unowned, with one lake (0503) the Redwater runs into', () => {
    const rest = state.hexes.filter((h) => h.owner === null && h.neutralKingdom === null);
    expect(rest).toHaveLength(42 - 16 - 3);
    for (const h of rest) {
      expect(h.explored).toBe(false);
      expect(h.major).toBeNull();
    }
    expect(state.hexes.filter((h) => h.terrain === 'Lake').map((h) => h.address)).toEqual(['0503']);
    expect(state.hexes.filter((h) => h.river !== null).map((h) => h.address)).toEqual(['0401', '0402']);
  });

  it('is the same on every call, and each call is its own copy', () => {
    const a = meDemoCampaign();
    const b = meDemoCampaign();
    expect(a).toEqual(b);
    expect(a.state.kingdoms).not.toBe(b.state.kingdoms);
    expect(a.state.hexes[0]).not.toBe(b.state.hexes[0]);
  });
});

import { garrisonProblems, garrisonsInReach } from '../../../../src/engine/me/battle/garrisons';
import { blankHex, type MeHex } from '../../../../src/engine/me/model';

// 3×3 map 0101-0303. Cube distances by hand (hex.ts, RULINGS 1): 0101-0102 1, 0101-0103 2, 0303-0102 2,
// 0303-0103 2, 0303-0101 3.
const hexes: MeHex[] = ['0101', '0102', '0103', '0201', '0202', '0203', '0301', '0302', '0303'].map((a) => ({
  ...blankHex(a, 'Field'),
  owner: 'Anna',
}));
const at = (a: string, patch: Partial<MeHex>): void => {
  const i = hexes.findIndex((h) => h.address === a);
  hexes[i] = { ...(hexes[i] as MeHex), ...patch };
};
at('0101', { fortress: 'Fortress' });
at('0303', { fortress: 'Mighty Fortress', watchtower: true });
at('0203', { fortress: 'Fortress', owner: 'Bert' });
const state = { hexes, agreements: [] };

describe('App. B: garrisons that may join a defensive battle', () => {
  it('a Fortress reaches 1 hex; a Mighty Fortress with a Watchtower 2; 250 and 500 points', () => {
    expect(garrisonsInReach(state, '0102', 'Anna')).toEqual([
      { hex: '0101', fortress: 'Fortress', points: 250 },
      { hex: '0303', fortress: 'Mighty Fortress', points: 500 },
    ]);
    expect(garrisonsInReach(state, '0103', 'Anna').map((g) => g.hex)).toEqual(['0303']);
  });
  it("another player's fortress is not friendly; an ally's is (7.4B)", () => {
    expect(garrisonsInReach(state, '0202', 'Anna').map((g) => g.hex)).toEqual(['0303']);
    const allied = {
      hexes,
      agreements: [{ kind: 'Alliance' as const, a: 'Anna', b: 'Bert', since: 1, breakingTurn: 0 }],
    };
    expect(garrisonsInReach(allied, '0202', 'Anna').map((g) => g.hex)).toEqual(['0203', '0303']);
  });
  it('choices: in reach, with a defending army, one battle per garrison, one garrison per army', () => {
    const reach = new Map([
      ['B1', ['0101', '0303']],
      ['B2', ['0303']],
    ]);
    const defending = new Map([
      ['B1', ['Blue 1']],
      ['B2', ['Blue 2']],
    ]);
    expect(
      garrisonProblems(
        [
          { battle: 'B1', hex: '0101', army: 'Blue 1' },
          { battle: 'B2', hex: '0303', army: 'Blue 2' },
        ],
        reach,
        defending,
      ),
    ).toEqual([]);
    const p = garrisonProblems(
      [
        { battle: 'B2', hex: '0101', army: 'Blue 2' },
        { battle: 'B1', hex: '0303', army: 'Blue 1' },
        { battle: 'B2', hex: '0303', army: 'Blue 2' },
        { battle: 'B1', hex: '0101', army: 'Red 1' },
      ],
      reach,
      defending,
    );
    expect(p).toEqual([
      'Garrison of 0101 cannot join battle B2: its fortress is not within reach, or not friendly (004 App. B Defensive terrain features)',
      'Garrison of 0303 already joins battle B1: one defensive battle per turn (004 App. B Defensive terrain features)',
      'Blue 2 in battle B2 is already joined by a garrison: only one (004 App. B Defensive terrain features)',
      'Garrison of 0101 joins Red 1, which does not defend in battle B1 (004 App. B Defensive terrain features; ME-R32)',
      'Garrison of 0101 already joins battle B2: one defensive battle per turn (004 App. B Defensive terrain features)',
    ]);
  });
});

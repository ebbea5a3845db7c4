import { battlesOfTurn, describeBattle } from '../../../../src/engine/cs42/battles/from-turn';
import type { BattleRecord } from '../../../../src/engine/cs42/turn/context';
import { parseHex } from '../../../../src/engine/hex';
import { ledger } from './fixture';

/** The Battles tab's records as battles to settle: ids, sides (the mover attacks), where each army came from. */

const hex = (t: string) => parseHex(t) ?? { col: 0, row: 0 };
const before = ledger({
  players: [{ name: 'Red' }, { name: 'Blue' }, { name: 'Green' }],
  armies: [
    { name: 'Red Host', player: 'Red', hex: '0403', points: 1000 },
    { name: 'Blue Guard', player: 'Blue', hex: '0404', points: 800 },
    { name: 'Red Riders', player: 'Red', hex: '0402', points: 600 },
  ],
});
const record = (sides: string[], armies: [string, string][]): BattleRecord => ({
  hex: hex('0404'),
  kind: 'field battle',
  sides,
  armies: armies.map(([name, player]) => ({ name, player, size: 5 })),
  terrain: 'Plains',
  penalties: [],
});

describe('battlesOfTurn', () => {
  it('T<turn>-B<n>; the side whose army moved in attacks; came from only when the start was adjacent; deadline', () => {
    const out = battlesOfTurn(
      before,
      3,
      [
        record(
          ['Blue', 'Red'],
          [
            ['Blue Guard', 'Blue'],
            ['Red Host', 'Red'],
            ['Red Riders', 'Red'],
          ],
        ),
      ],
      2,
    );
    expect(out.refused).toEqual([]);
    expect(out.battles.map(describeBattle)).toEqual([
      'T3-B1 field battle in 0404: Red (Red Host, Red Riders) v Blue (Blue Guard), by turn 5',
    ]);
    // Red Host started next door (0403); Red Riders two hexes away; Blue Guard did not move.
    expect(out.battles[0].cameFrom).toEqual({
      'Blue Guard': null,
      'Red Host': hex('0403'),
      'Red Riders': null,
    });
  });

  it('a battle of three players is refused with the reason, for the moderator to split', () => {
    const out = battlesOfTurn(before, 3, [record(['Red', 'Blue', 'Green'], [])], 1);
    expect(out.battles).toEqual([]);
    expect(out.refused).toEqual([
      { id: 'T3-B1', why: '3 players (Red, Blue, Green): settle it as battles of two sides' },
    ]);
  });
});

import { effectivePower } from '../../../src/engine/me/support-effective-power';
import { TABLE_1_EFFECTIVE_POWER } from '../../../src/engine/me/support-tables';
import { hex, kingdom, meState } from './map-fixtures';

describe('ME Effective Power (3.1A Table 1)', () => {
  it('Table 1 row by row, in half points: Power 1, looted 0, no major 1, regular major 1.5, Megafeature 2', () => {
    expect(TABLE_1_EFFECTIVE_POWER.values).toEqual({
      Power: 2,
      Looted: 0,
      'No major feature': 2,
      'Major feature': 3,
      Megafeature: 4,
    });
  });

  it('sums unspent power and the kingdom hexes', () => {
    const s = meState({
      turn: 7,
      kingdoms: [kingdom('A', '0101', { power: 3 })],
      hexes: [
        hex('0101', { owner: 'A', major: 'Capital' }), // 2
        hex('0102', { owner: 'A', major: 'Town' }), // 1.5
        hex('0103', { owner: 'A' }), // 1
        hex('0201', { owner: 'A', major: 'City', lootedTurn: 7 }), // looted this turn: 0
        hex('0202', { owner: 'A', major: 'Port' }), // Megafeature (Table 6): 2
        hex('0203', { owner: 'A', major: 'Tunnel' }), // 1.5
        hex('0301', { owner: 'A', major: 'Mine', lootedTurn: 6 }), // looted last turn: 1.5
        hex('0302', { owner: 'B', major: 'City' }),
      ],
    });
    // 3 + 2 + 1.5 + 1 + 0 + 2 + 1.5 + 1.5 = 12.5
    const e = effectivePower(s, 'A');
    expect(e.halves).toBe(25);
    expect(e.text).toBe('12.5');
    expect(effectivePower(s, 'B').text).toBe('2');
  });
});

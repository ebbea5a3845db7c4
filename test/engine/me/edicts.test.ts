import { edictMap, edictOrderProblems, edictProblem, type EdictOrder } from '../../../src/engine/me/edicts';
import { grid3, kingdom, meState } from './map-fixtures';

// A's kingdom on the 3×3 grid: capital 0101, City 0102, Town 0103, Port 0202, Deep Mine 0203, a held
// neutral-kingdom hex 0303; 0301 is orphaned behind B's 0201 and 0302 (1.3A).
const state = meState({
  hexes: grid3(
    {
      '0101': 'A',
      '0102': 'A',
      '0103': 'A',
      '0202': 'A',
      '0203': 'A',
      '0303': 'A',
      '0301': 'A',
      '0201': 'B',
      '0302': 'B',
    },
    {
      '0101': { major: 'Capital' },
      '0102': { major: 'City' },
      '0103': { major: 'Town' },
      '0202': { major: 'Port' },
      '0203': { major: 'Deep Mine' },
      '0303': { neutralKingdom: 'K' },
    },
  ),
  kingdoms: [kingdom('A', '0101'), kingdom('B', '0201')],
  neutralKingdoms: [{ id: 'K', race: 'Orcs', capital: '0303', conqueredBy: 'A' }],
});
const none = new Set<string>();
const beastOn = { beast: true, port: 'as a town' as const };
const check = (hex: string, edict: EdictOrder['edict'], invading = none, provoke = false) =>
  edictProblem(state, 'A', { hex, edict, provoke }, invading, beastOn);

describe('ME edicts: Table 2 conditions', () => {
  it('Civilization: "Hex must contain a City or your Capital"', () => {
    expect(check('0101', 'Civilization')).toBeNull();
    expect(check('0102', 'Civilization')).toBeNull();
    expect(check('0103', 'Civilization')).toContain('City or Capital (Table 2)');
    expect(check('0203', 'Civilization')).toContain('Table 2');
  });

  it('War Footing: "Hex must contain a Town, City, or Capital"; a Port as a Town (ME-R9)', () => {
    expect(check('0101', 'War Footing')).toBeNull();
    expect(check('0102', 'War Footing')).toBeNull();
    expect(check('0103', 'War Footing')).toBeNull();
    expect(check('0202', 'War Footing')).toBeNull();
    expect(
      edictProblem(state, 'A', { hex: '0202', edict: 'War Footing' }, none, {
        beast: false,
        port: 'as printed',
      }),
    ).toContain('Table 2');
    expect(check('0203', 'War Footing')).toContain('Town or City or Capital');
  });

  it('Industry, Loot and Raze: no condition', () => {
    expect(check('0203', 'Industry')).toBeNull();
    expect(check('0103', 'Loot')).toBeNull();
    expect(check('0102', 'Raze')).toBeNull();
  });
});

describe('ME edicts: which hexes (1.0B-1.2B, 1.3A, 1.4A)', () => {
  it('an orphaned hex takes no edict, but stays on Support Troops (1.3A)', () => {
    expect(check('0301', 'Industry')).toContain('orphaned');
    expect(check('0301', 'Loot')).toContain('1.3A');
    expect(check('0301', 'Support Troops')).toBeNull();
  });

  it("a held neutral kingdom's hex takes no edict (1.4A)", () => {
    expect(check('0303', 'Industry')).toContain('1.4A');
  });

  it('Loot and Raze only may go to a hex an army invades this turn (1.1B, 1.2B)', () => {
    const invading = new Set(['0201']);
    expect(check('0201', 'Loot', invading)).toBeNull();
    expect(check('0201', 'Raze', invading)).toBeNull();
    expect(check('0201', 'Loot')).toContain('none of your armies invades it');
    expect(check('0201', 'Industry', invading)).toContain('not a hex of your kingdom');
    expect(check('0909', 'Loot')).toContain('not on the map');
  });
});

describe('ME edicts: provoking the Beast (App. G)', () => {
  it('Industry on an own Deep Mine or Deep Woods, with the Beast module on', () => {
    expect(check('0203', 'Industry', none, true)).toBeNull();
    expect(edictProblem(state, 'A', { hex: '0203', edict: 'Industry', provoke: true }, none)).toContain(
      'optional Beast module',
    );
    expect(check('0103', 'Industry', none, true)).toContain('Deep Mine or Deep Woods');
    expect(check('0203', 'Loot', none, true)).toContain('Industry edict');
  });
});

describe("ME edicts: a kingdom's orders", () => {
  it('one edict per hex (1.0B), each checked', () => {
    const orders: EdictOrder[] = [
      { hex: '0101', edict: 'Civilization' },
      { hex: '0101', edict: 'War Footing' },
      { hex: '0103', edict: 'Civilization' },
    ];
    expect(edictOrderProblems(state, 'A', orders, none)).toEqual([
      '0101: one edict per hex (1.0B)',
      'Civilization at 0103: the hex must contain a City or Capital (Table 2)',
    ]);
    expect(edictMap(orders.slice(2))).toEqual(new Map([['0103', 'Civilization']]));
  });
});

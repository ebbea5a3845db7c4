import type { MeArmy, MeCharacter } from '../../../src/engine/me/model';
import {
  armyCountProblem,
  armyListProblems,
  basicProblem,
  combinedProblem,
  magicItemProblems,
  roundArmySize,
  totalArmySize,
  warFooting,
} from '../../../src/engine/me/support-armies';
import { DEFAULT_SUPPORT_SETTINGS } from '../../../src/engine/me/support-tables';
import { hex, meState } from './map-fixtures';

describe('ME army sizes (3.1B)', () => {
  it("rounds Total Army Size to the nearest 50, half up: the book's 2275 → 2300 and 2868 → 2850", () => {
    expect(roundArmySize(2275)).toBe(2300);
    expect(roundArmySize(2868)).toBe(2850);
    expect(roundArmySize(2274)).toBe(2250);
    expect(roundArmySize(2925)).toBe(2950);
    expect(roundArmySize(3000)).toBe(3000);
  });

  it('ME-R41: the 6.0B example sums 2500 + 225 = 2725 and fights as 2750', () => {
    expect(totalArmySize({ basic: 2500, mercenaries: 225 })).toEqual({
      sum: 2725,
      size: 2750,
      problem: null,
    });
  });

  it('the sum may never exceed 3000', () => {
    const t = totalArmySize({ basic: 2500, garrison: 500, extras: 50 });
    expect(t.sum).toBe(3050);
    expect(t.problem).toBe('Total Army Size 3050 exceeds 3000 (3.1B)');
  });

  it('Basic: at most 2500, at least 500 (ME-R15), or above 500 by the setting', () => {
    expect(basicProblem(2500)).toBeNull();
    expect(basicProblem(2501)).toContain('exceeds 2500');
    expect(basicProblem(500)).toBeNull();
    expect(basicProblem(499)).toContain('ME-R15');
    expect(basicProblem(500, { ...DEFAULT_SUPPORT_SETTINGS, basicMinimum: 'above' })).toContain('above 500');
  });

  it('combined armies: one player to Basic 2500 (4.0B), a combined assault to 3000 (7.2B)', () => {
    expect(combinedProblem([1500, 1250], 2750, false)).toContain('2750 exceeds 2500 (4.0B)');
    expect(combinedProblem([1500, 1500], 3000, true)).toBeNull();
    expect(combinedProblem([1500, 1000], 3100, true)).toContain('3100 exceeds 3000 (7.2B)');
  });
});

describe('ME number of armies (3.2B)', () => {
  it('two; one only below 1000 maximum support; a third beside a 2000; never four', () => {
    expect(armyCountProblem([1000, 1000], 2000)).toBeNull();
    expect(armyCountProblem([900], 999)).toBeNull();
    expect(armyCountProblem([1000], 1000)).toContain('Desperate Measures');
    expect(armyCountProblem([2000, 500, 500], 3000)).toBeNull();
    expect(armyCountProblem([1950, 550, 500], 3000)).toContain('Third Army');
    expect(armyCountProblem([2000, 500, 500, 500], 4000)).toContain('never more than 3');
  });
});

const character = (name: string, army: string | null, fields: Partial<MeCharacter> = {}): MeCharacter => ({
  name,
  owner: 'A',
  army,
  rank: 'Hero',
  wizardLevel: 0,
  role: null,
  xp: 0,
  advancementRolls: 0,
  advances: [],
  injuryChanges: {},
  injuries: [],
  psychology: [],
  status: 'active',
  statusTurn: 0,
  ...fields,
});
const army = (name: string, basic: number, general: string | null): MeArmy => ({
  name,
  owner: 'A',
  basic,
  list: '',
  general,
  dispersedTurn: 0,
});

describe('ME army lists (3.1B-3.4B)', () => {
  it('a legal kingdom: two armies within support, a Grand Marshall leading one', () => {
    const s = meState({
      armies: [army('First', 1500, 'Karl'), army('Second', 1000, 'Hans')],
      characters: [
        character('Karl', 'First', { rank: 'Lord', role: 'Grand Marshall' }),
        character('Hans', 'Second'),
      ],
    });
    expect(armyListProblems(s, 'A', 2500, 2500)).toEqual([]);
  });

  it('finds each fault, naming the rule', () => {
    const s = meState({
      armies: [army('First', 1600, 'Hans'), army('Second', 1000, null)],
      characters: [
        character('Karl', 'First', { rank: 'Lord', role: 'Grand Marshall' }),
        character('Hans', 'First'),
        character('Otto', 'First', { rank: 'Lord' }),
        character('Dead', 'Second', { status: 'dead' }),
      ],
    });
    expect(armyListProblems(s, 'A', 2500, 2500)).toEqual([
      'Second has no character (3.3B)',
      'Basic Army Sizes total 2600, above Total Support 2500 (2.1B)',
      'Grand Marshall Karl must be the General of First (3.3B)',
      'First: no second Lord with the Grand Marshall (3.4B)',
    ]);
  });
});

describe('ME War Footing (Table 2, Table 12, ME-R1)', () => {
  const s = meState({ hexes: [hex('0101', { owner: 'A', major: 'Town' })] });
  it('gives the setting bonus and rounds up while the hex is held', () => {
    const edicts = new Map([['0101', 'War Footing' as const]]);
    expect(warFooting(s, 'A', edicts, 4)).toEqual({ bonus: 4, roundUp: true });
    expect(warFooting(s, 'A', edicts, 2)).toEqual({ bonus: 2, roundUp: true });
    expect(warFooting(s, 'B', edicts, 4)).toEqual({ bonus: 0, roundUp: false });
    expect(warFooting(s, 'A', new Map(), 4)).toEqual({ bonus: 0, roundUp: false });
  });
});

describe('ME magic items (3.6B)', () => {
  const common = (item: string) =>
    ['war banner', 'dispel scroll', 'power stone', 'sword of might'].includes(item);
  it('a unique item once per kingdom; a common one once per army, scrolls and stones freely', () => {
    expect(
      magicItemProblems(
        [
          { army: 'First', items: ['War Banner', 'Dispel Scroll', 'Dispel Scroll', 'Runefang'] },
          { army: 'Second', items: ['War Banner', 'Power Stone', 'Power Stone'] },
        ],
        common,
      ),
    ).toEqual([]);
    expect(
      magicItemProblems(
        [
          { army: 'First', items: ['Runefang', 'Sword of Might', 'Sword of Might'] },
          { army: 'Second', items: ['runefang'] },
        ],
        common,
      ),
    ).toEqual([
      "'Runefang' appears 2 times (First, Second): once per kingdom (3.6B)",
      "First carries the common item 'Sword of Might' more than once (3.6B)",
    ]);
  });
});

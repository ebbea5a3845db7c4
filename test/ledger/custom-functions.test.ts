import {
  armySizeCells,
  armyUpkeepCells,
  cityIncomeCells,
  upkeepCells,
} from '../../src/ledger/custom-functions';

// The custom functions' contract (issue: the ledger and its economy): names, arguments, '#' errors per cell.

describe('=ARMY_SIZE(points)', () => {
  it('takes a value or a column', () => {
    expect(armySizeCells(1250)).toBe(12);
    expect(armySizeCells([[1250], [''], [2599], [40]])).toEqual([[12], [''], [25], [0]]);
  });
  it('accepts numeric text and answers bad cells with a # message in that cell only', () => {
    expect(armySizeCells(' 700 ')).toBe(7);
    expect(armySizeCells([[2600], ['abc'], [500], [12.5], [-1]])).toEqual([
      ["#ARMY_SIZE: points must be a whole number 0-2599, got '2600'"],
      ["#ARMY_SIZE: points must be a whole number 0-2599, got 'abc'"],
      [5],
      ["#ARMY_SIZE: points must be a whole number 0-2599, got '12.5'"],
      ["#ARMY_SIZE: points must be a whole number 0-2599, got '-1'"],
    ]);
  });
});

describe('=ARMY_UPKEEP(points, [site])', () => {
  it('defaults to the field, reads sites case-insensitively and pairs a column of sites with a column of points', () => {
    expect(armyUpkeepCells(1001)).toBe(501);
    expect(armyUpkeepCells(1000, 'Supply Depot')).toBe(450);
    expect(
      armyUpkeepCells([[1000], [1000], [''], [1000]], [['CITY'], ['watchtower+depot'], ['city'], ['']]),
    ).toEqual([[300], [400], [''], [500]]);
  });
  it('names a bad site', () => {
    expect(armyUpkeepCells(1000, 'castle')).toBe(
      "#ARMY_UPKEEP: site must be one of field, city, watchtower, depot, watchtower+depot, spring; got 'castle'",
    );
  });
});

describe('=UPKEEP(item, [size])', () => {
  it('prices every unit, improvement and structure by name, any case', () => {
    expect(upkeepCells('engineer')).toBe(50);
    expect(upkeepCells('Scout')).toBe(50);
    expect(upkeepCells('Settler', 3)).toBe(30);
    expect(upkeepCells('spy')).toBe(200);
    expect(upkeepCells('Military Academy')).toBe(75);
    expect(upkeepCells('supply depot')).toBe(10);
    expect(upkeepCells('Temple')).toBe(5);
    expect(upkeepCells('Watchtower')).toBe(50);
  });
  it('sums a comma-separated list (Marketplace 75 + Granary 50 = 125); none is nothing', () => {
    expect(upkeepCells('Marketplace, Granary')).toBe(125);
    expect(upkeepCells('none')).toBe(0);
    expect(upkeepCells([['Marketplace,  granary'], [''], ['Harbour']])).toEqual([[125], [''], [50]]);
  });
  it('answers unknown items and bad sizes with # messages', () => {
    expect(upkeepCells('Marketplace, Moat')).toBe("#UPKEEP: unknown item 'Moat'");
    expect(upkeepCells('Settler', 0)).toBe("#UPKEEP: size must be a whole number from 1, got '0'");
  });
});

describe('=CITY_INCOME(size, [improvements], [status], [corruption], [abandoned turn], [turn])', () => {
  it('reads the turn only for a city that was abandoned, so a bad Turn cell marks only those', () => {
    expect(cityIncomeCells(4, '', '', 10, '', 'soon')).toBe(360);
    expect(cityIncomeCells(4, '', '', 10, 2, 'soon')).toBe(
      "#CITY_INCOME: turn must be a whole number from 1, got 'soon'",
    );
  });

  it('applies Marketplace, conquered, besieged and corruption, rounding down', () => {
    expect(cityIncomeCells(5, 'Marketplace')).toBe(750);
    expect(cityIncomeCells(6, '', 'conquered')).toBe(300);
    expect(cityIncomeCells(6, 'none', 'Conquered, besieged')).toBe(150);
    expect(cityIncomeCells(3, 'Marketplace', '', 13)).toBe(391);
  });
  it('works over columns and answers bad cells', () => {
    expect(
      cityIncomeCells([[4], [''], [11]], [['Granary'], [''], ['']], [[''], [''], ['']], [[10], [''], [0]]),
    ).toEqual([[360], [''], ["#CITY_INCOME: size must be a whole number 1-10, got '11'"]]);
    expect(cityIncomeCells(4, 'Granary', 'sacked')).toBe(
      "#CITY_INCOME: status may list conquered, besieged; got 'sacked'",
    );
    expect(cityIncomeCells(4, 'Granary', '', 120)).toBe(
      "#CITY_INCOME: corruption must be a percentage 0-100, got '120'",
    );
    expect(cityIncomeCells(4, 'Granary, Barracks, Wall')).toBe("#CITY_INCOME: unknown item 'Wall'");
  });
  // CITY ACTIONS, Abandon City: "nor may it collect income ... on the following turn"; the resolver's income
  // phase pays such a city nothing (case 120).
  it('is 0 for a city abandoned the turn before, like the resolver, and full income otherwise', () => {
    // Size 4 with a Marketplace, 10% corruption: 400 x 1.5 = 600, less 10% = 540.
    expect(cityIncomeCells(4, 'Marketplace', '', 10, 4, 5)).toBe(0);
    expect(cityIncomeCells(4, 'Marketplace', '', 10, 3, 5)).toBe(540);
    expect(cityIncomeCells(4, 'Marketplace', '', 10, 5, 5)).toBe(540);
    expect(cityIncomeCells(4, 'Marketplace', '', 10, '', 5)).toBe(540);
    expect(cityIncomeCells([[4], [3]], [[''], ['']], [[''], ['']], [[0], [0]], [[6], ['']], 7)).toEqual([
      [0],
      [300],
    ]);
  });
  it('answers a bad abandoned turn, or one given without the turn', () => {
    expect(cityIncomeCells(4, '', '', 0, 'soon', 5)).toBe(
      "#CITY_INCOME: abandoned turn must be a whole number from 1, got 'soon'",
    );
    expect(cityIncomeCells(4, '', '', 0, 4)).toBe(
      '#CITY_INCOME: give the turn (the Campaign tab’s Turn) with an abandoned turn',
    );
  });
});

import {
  countdown,
  eventGroups,
  missingLine,
  ordersLine,
  overrideProblem,
  rollGroups,
  safeColour,
  undoLabel,
  unrecordedLine,
} from '../../sidebar/format';
import { roll } from './fixtures';

describe('countdown to the deadline', () => {
  const deadline = '2026-11-27T18:00:00.000Z';
  const at = (iso: string): number => Date.parse(iso);

  it.each([
    ['2026-11-25T15:30:00.000Z', 'Orders due in 2 days 2 hours'],
    ['2026-11-26T18:00:00.000Z', 'Orders due in 1 day 0 hours'],
    ['2026-11-27T15:59:00.000Z', 'Orders due in 2 hours 1 minute'],
    ['2026-11-27T17:59:30.000Z', 'Orders due in 0 minutes'],
    ['2026-11-27T19:05:00.000Z', 'Deadline passed 1 hour 5 minutes ago'],
  ])('at %s: %s', (now, text) => {
    expect(countdown(deadline, at(now))).toBe(text);
  });

  it('says nothing without a deadline or with one that is not a date', () => {
    expect(countdown('', 0)).toBe('');
    expect(countdown('next Friday', 0)).toBe('');
  });
});

describe('player colours', () => {
  it.each([
    ['#D68910', '#d68910'],
    [' #abc ', '#abc'],
    ['Red', 'red'],
  ])('accepts %j as %j', (cell, colour) => {
    expect(safeColour(cell)).toBe(colour);
  });

  it.each([
    'red; background: url(https://evil.example/x)',
    'expression(alert(1))',
    '#12345',
    'url(x)',
    '"><script>',
    'var(--x)',
    'rgb(1,2,3)',
  ])('refuses %j', (cell) => {
    expect(safeColour(cell)).toBe('');
  });
});

describe('override values', () => {
  it('accepts the faces of the die and empty', () => {
    for (const text of ['', ' ', '1', '20', ' 7 '])
      expect(overrideProblem(roll('corruption:Aurelia', 3), text)).toBe('');
  });

  it.each(['0', '21', '2.5', '-3', 'abc', '1e1'])('refuses %j for a d20, naming the roll', (text) => {
    expect(overrideProblem(roll('corruption:Aurelia', 3), text)).toBe(
      `Dice, corruption:Aurelia: a d20 override must be a whole number from 1 to 20, not '${text}' (empty keeps the roll).`,
    );
  });
});

describe('orders lines', () => {
  const orders = [
    { player: 'Ann', state: 'submitted' as const, lines: 4, rejected: 1 },
    { player: 'Bo', state: 'missing' as const, lines: 0, rejected: 0 },
    { player: 'Cy', state: 'missing' as const, lines: 0, rejected: 0 },
  ];

  it('give lines and rejected lines after the name', () => {
    expect(orders.map(ordersLine)).toEqual(['Ann 4 lines, 1 rejected', 'Bo', 'Cy']);
  });

  it('say who is missing in one sentence', () => {
    expect(missingLine(orders)).toBe('No orders yet from Bo, Cy (units without orders hold).');
    expect(missingLine(orders.slice(0, 1))).toBe('');
  });

  it('count unrecorded form responses', () => {
    expect(unrecordedLine(0)).toBe('');
    expect(unrecordedLine(1)).toBe(
      '1 form response not recorded yet: Preview does not see it; it is recorded by the hourly catch-up or when Resolve starts.',
    );
    expect(unrecordedLine(2)).toMatch(
      /^2 form responses not recorded yet: Preview does not see them; they are/,
    );
  });
});

describe('grouping', () => {
  it('puts dice under their table, in order of first appearance', () => {
    const groups = rollGroups([roll('corruption:A', 1), roll('calamity:Ann', 2), roll('corruption:B', 3)]);
    expect(groups.map((g) => [g.name, g.items.map((r) => r.key)])).toEqual([
      ['corruption', ['corruption:A', 'corruption:B']],
      ['calamity', ['calamity:Ann']],
    ]);
  });

  it('puts events under their phase, without repeating it', () => {
    expect(
      eventGroups(['Income: Aurelia: income 516', 'Upkeep: Iron Host: 12 g', 'Income: Highmoor: 368', 'odd']),
    ).toEqual([
      { name: 'Income', items: ['Aurelia: income 516', 'Highmoor: 368'] },
      { name: 'Upkeep', items: ['Iron Host: 12 g'] },
      { name: 'Other', items: ['odd'] },
    ]);
  });
});

describe('the Undo button', () => {
  it('names the turn it undoes', () => {
    expect(undoLabel(3)).toBe('Undo last turn (turn 3)');
    expect(undoLabel(null)).toBe('Undo last turn');
  });
});

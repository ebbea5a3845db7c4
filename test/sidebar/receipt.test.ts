import { dialogProblem, receiptRows } from '../../sidebar/receipt';

describe('the pasted-orders receipt', () => {
  it('marks the rejected count, each rejected line and its explanation', () => {
    const rows = receiptRows({
      recorded: false,
      lines: [
        'Vale: orders of Ann for turn 3',
        '1 of 2 lines REJECTED (marked below): those units hold unless you send corrected orders.',
        '1. Iron Host - Move 3',
        '   OK O000: Accepted.',
        'REJECTED 2. Iron Host - Fly 4',
        '   O005: Unknown action.',
        '   note W001: The orders cost more than the treasury holds now.',
        'Warning W002: Multi-turn work is interrupted and will be lost.',
      ],
    });
    expect(rows.map((r) => `${r.rejected ? '!' : ' '} ${r.text}`)).toEqual([
      '  Checked only: nothing recorded.',
      '  Vale: orders of Ann for turn 3',
      '! 1 of 2 lines REJECTED (marked below): those units hold unless you send corrected orders.',
      '  1. Iron Host - Move 3',
      '     OK O000: Accepted.',
      '! REJECTED 2. Iron Host - Fly 4',
      '!    O005: Unknown action.',
      '!    note W001: The orders cost more than the treasury holds now.',
      '  Warning W002: Multi-turn work is interrupted and will be lost.',
    ]);
  });

  it('says when it recorded', () => {
    expect(receiptRows({ recorded: true, lines: [] })).toEqual([{ text: 'Recorded.', rejected: false }]);
  });
});

describe('the dialog inputs', () => {
  it('names the empty one', () => {
    expect(dialogProblem('', 'x')).toBe('Player: choose the player these orders are for.');
    expect(dialogProblem('Ann', ' \n ')).toBe(
      'Orders: paste the orders, one per line, as the player sent them.',
    );
    expect(dialogProblem('Ann', 'Iron Host - Hold')).toBe('');
  });
});

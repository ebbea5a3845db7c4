import { SaxesParser } from 'saxes';
import { treasuryHistory } from '../../src/views/report';
import { treasuryChartHtml, treasuryChartText } from '../../src/views/treasury-chart-mail';

// The treasury chart of the report email (issue 13): bars as coloured table cells and block characters, each
// with its figure. Widths worked out by hand: bars scale to the largest figure shown (200 px, 20 characters).

const JOURNAL = [
  { turn: 0, player: 'Ann', category: 'Opening balance', amount: 1000, for: 'Start' },
  { turn: 1, player: 'Ann', category: 'City income', amount: 500, for: 'Karak' },
  { turn: 1, player: 'Ann', category: 'Army upkeep', amount: -300, for: 'Iron Host' },
  { turn: 1, player: 'Bo', category: 'Secret <b>', amount: 7777, for: 'Lotus' },
  { turn: 2, player: 'ann', category: 'City income', amount: 450, for: 'Karak' },
  { turn: 2, player: 'Ann', category: 'Army upkeep', amount: -1300, for: 'Iron Host' },
  { turn: 3, player: 'Ann', category: 'City income', amount: 999, for: 'after the report' },
];

const widths = (html: string): number[] => [...html.matchAll(/<td width="(\d+)"/g)].map((m) => Number(m[1]));

describe('treasury chart for mail', () => {
  const history = treasuryHistory(JOURNAL, 'Ann', 2);

  it('keeps the player’s own rows up to the report’s turn, by category largest first', () => {
    // Ann: Opening balance 1,000; City income 500 + 450 = 950; Army upkeep -300 - 1,300 = -1,600.
    expect(history.categories).toEqual([
      { category: 'Army upkeep', amount: -1600 },
      { category: 'Opening balance', amount: 1000 },
      { category: 'City income', amount: 950 },
    ]);
    expect(history.turns.map((t) => t.turn)).toEqual([0, 1, 2]);
  });

  it('text: one bar per figure, 20 characters for the largest (1,300 expenses of turn 2)', () => {
    expect(treasuryChartText(history)).toEqual([
      'Turn 0: balance 1,000',
      `  income   ${'█'.repeat(15)} +1,000`, // 1000/1300 x 20 = 15.4
      '  expenses  0',
      'Turn 1: balance 1,200',
      `  income   ${'█'.repeat(8)} +500`, // 7.7
      `  expenses ${'█'.repeat(5)} -300`, // 4.6
      'Turn 2: balance 350',
      `  income   ${'█'.repeat(7)} +450`, // 6.9
      `  expenses ${'█'.repeat(20)} -1,300`,
      'By category, all turns so far:',
      `  Army upkeep: ${'█'.repeat(20)} -1,600`,
      `  Opening balance: ${'█'.repeat(13)} +1,000`, // 1000/1600 x 20 = 12.5
      `  City income: ${'█'.repeat(12)} +950`, // 11.9
    ]);
  });

  it('HTML: cell widths in px out of 200, colours by sign, well-formed, the category escaped', () => {
    const html = treasuryChartHtml(treasuryHistory(JOURNAL, 'Bo', 2));
    expect(html).toContain('Secret &lt;b&gt;');
    const ann = treasuryChartHtml(history);
    // Per turn: income, expenses (none on turn 0), balance; then the categories out of 1,600.
    expect(widths(ann)).toEqual([154, 154, 77, 46, 185, 69, 200, 54, 200, 125, 119]);
    expect(ann).toContain('bgcolor="#c05050"'); // expenses and upkeep in red
    expect(ann).not.toContain('<svg');
    expect(ann).not.toContain('999');
    new SaxesParser().write(`<div>${ann}</div>`).close();
  });

  it('a negative balance is a red bar with its sign; no entries say so', () => {
    const poor = treasuryHistory(
      [{ turn: 1, player: 'Cy', category: 'Army upkeep', amount: -50, for: 'x' }],
      'Cy',
      1,
    );
    expect(treasuryChartText(poor).slice(0, 3)).toEqual([
      'Turn 1: balance -50',
      '  income    0',
      `  expenses ${'█'.repeat(20)} -50`,
    ]);
    expect(treasuryChartHtml(poor)).toMatch(
      /bgcolor="#c05050"[^>]*>&#160;<\/td><\/tr><\/table> -50<\/td><\/tr>/,
    );
    expect(treasuryChartText(treasuryHistory([], 'Cy', 1))).toEqual(['No treasury entries yet.']);
    expect(treasuryChartHtml(treasuryHistory([], 'Cy', 1))).toBe('<p>No treasury entries yet.</p>');
  });
});

import { SaxesParser } from 'saxes';
import { categoryChartSvg, treasuryChartSvg } from '../../src/views/treasury-chart';
import { balanceByTurn } from '../../src/views/treasury-statement';

const JOURNAL = [
  { turn: 0, player: 'Ann', category: 'Opening balance', amount: 1000, for: 'Start' },
  { turn: 1, player: 'Ann', category: 'City income', amount: 500, for: 'Karak' },
  { turn: 1, player: 'Ann', category: 'Army upkeep', amount: -300, for: 'Iron Host' },
  { turn: 1, player: 'Bo', category: 'City income', amount: 7777, for: 'Lotus <Spire>' },
  { turn: 2, player: 'ann', category: 'City income', amount: 450, for: 'Karak' },
  { turn: 2, player: 'Ann', category: 'Army upkeep', amount: -1300, for: 'Iron Host' },
];

function texts(svg: string): string[] {
  const out: string[] = [];
  const parser = new SaxesParser();
  let inStyle = false;
  parser.on('opentag', (tag) => {
    inStyle = tag.name === 'style';
  });
  parser.on('text', (t) => {
    if (!inStyle) out.push(t);
  });
  parser.write(svg).close();
  return out;
}

describe('treasury over turns', () => {
  it('closing balance, income and expenses per turn: 1,000; 1,200; 350', () => {
    // Turn 0: 1,000 in. Turn 1: +500 -300 = 1,200. Turn 2: +450 -1,300 = 350. Bo's rows do not count.
    expect(balanceByTurn(JOURNAL, 'Ann')).toEqual([
      { turn: 0, balance: 1000, income: 1000, expenses: 0 },
      { turn: 1, balance: 1200, income: 500, expenses: 300 },
      { turn: 2, balance: 350, income: 450, expenses: 1300 },
    ]);
  });

  it('draws one balance point per turn, titled with its figure, and nothing of Bo', () => {
    const svg = treasuryChartSvg(JOURNAL, 'Ann');
    const all = texts(svg);
    expect(all).toEqual(
      expect.arrayContaining(['Turn 0: balance 1,000', 'Turn 1: balance 1,200', 'Turn 2: balance 350']),
    );
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(svg).not.toContain('7,777');
    expect(svg).not.toContain('7777');
  });

  it('sums by category, largest first, income green and upkeep red; category names escaped', () => {
    const journal = [...JOURNAL, { turn: 2, player: 'Ann', category: 'Special <x>', amount: -5, for: '' }];
    const svg = categoryChartSvg(journal, 'Ann', 1, 2);
    const all = texts(svg);
    // City income 500 + 450 = 950; Army upkeep -300 - 1,300 = -1,600; the opening (turn 0) is outside 1-2.
    expect(all.filter((t) => !t.startsWith('Income and'))).toEqual([
      'Army upkeep',
      '-1,600',
      'City income',
      '+950',
      'Special <x>',
      '-5',
    ]);
    expect(svg).toContain('Special &lt;x&gt;');
  });

  it('says so when there is nothing yet', () => {
    expect(texts(treasuryChartSvg([], 'Ann'))).toContain('No treasury entries yet.');
    expect(texts(categoryChartSvg([], 'Ann'))).toContain('No treasury entries yet.');
  });
});

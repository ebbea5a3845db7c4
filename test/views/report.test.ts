import { SaxesParser } from 'saxes';
import { checkOrders } from '../../src/engine/cs42/orders/check';
import { turnReportHtml } from '../../src/views/report-html';
import { turnReportText } from '../../src/views/report-text';
import { money } from '../../src/views/report';
import { treasuryStatement } from '../../src/views/treasury-statement';
import { ANN, army, BO, campaign, city, unit } from '../engine/cs42/turn/fixture-units';
import { playTurn, reportFor } from './report-fixture';

/**
 * The turn report of Ann after a real resolved turn. Karak (size 5, Granary) rolls 7% corruption; Iron Host
 * (1,000 points) moves south twice into Red Band (Bo) at 0307; Karak grows on a 15; Sappers builds a road.
 */
const ORDERS = [
  'Iron Host - Move 4',
  'Iron Host - Move 4',
  'Karak - Grow',
  'Karak - Fly away',
  'Sappers - Build Road',
].join('\n');

function turn() {
  const state = campaign({
    cities: [
      city('Karak', ANN, '0303', 5, { improvements: ['Granary'] }),
      city('Lotus Spire', BO, '1010', 6),
    ],
    armies: [
      army('Iron Host', ANN, '0305', 1000),
      army('Red Band', BO, '0307', 900),
      army('Far Band', BO, '0912', 900),
    ],
    units: [unit('Sappers', ANN, 'Engineer', '0304')],
  });
  return playTurn(
    state,
    { [ANN]: ORDERS, [BO]: 'Far Band - Move 1' },
    { [ANN]: 1000, [BO]: 4321 },
    {
      'corruption:Karak': 7,
      'corruption:Lotus Spire': 12,
      'calamity:Ann': 5,
      'calamity:Bo': 5,
      'grow:Karak:1': 15,
    },
  );
}

describe('the treasury statement', () => {
  it('lists every line of the turn with corruption and running balance, opening 1,000 and closing 865', () => {
    const s = reportFor(turn(), ANN).statement;
    // Table 1: size 5 x 100 = 500, less 7% = 465; Granary upkeep 50 (RULINGS 18); the army 1,000 x 50% = 500 in
    // the field (RULINGS 7); an engineer battalion 50. 1,000 + 465 - 50 - 500 - 50 = 865.
    expect(s.opening).toBe(1000);
    expect(s.lines.map((l) => [l.category, l.for, l.amount, l.balance, l.corruption])).toEqual([
      ['City income', 'Karak', 465, 1465, 7],
      ['Building upkeep', 'Granary, Karak', -50, 1415, null],
      ['Army upkeep', 'Iron Host (1000 points, field)', -500, 915, null],
      ['Engineer upkeep', 'Sappers', -50, 865, null],
    ]);
    expect([s.income, s.expenses, s.closing]).toEqual([465, 600, 865]);
  });

  it('ignores other players’ rows and later turns', () => {
    const journal = [
      { turn: 1, player: ANN, category: 'City income', amount: 300, for: 'Karak' },
      { turn: 2, player: 'ann', category: 'Spoils', amount: 45, for: 'Battle at 0307' },
      { turn: 2, player: BO, category: 'Spoils', amount: 999, for: 'x' },
      { turn: 2, player: ANN, category: 'Transfer', amount: -100, for: 'to Bo' },
      { turn: 3, player: ANN, category: 'City income', amount: 7, for: 'Karak' },
    ];
    const s = treasuryStatement(journal, ANN, 2);
    expect([s.opening, s.closing, s.lines.length]).toEqual([300, 245, 2]);
    expect(s.byCategory).toEqual([
      { category: 'Spoils', amount: 45 },
      { category: 'Transfer', amount: -100 },
    ]);
  });

  it('writes guilders with thousands separators', () => {
    expect([money(0), money(999), money(1000), money(-1234567)]).toEqual(['0', '999', '1,000', '-1,234,567']);
  });
});

describe('orders, events and battles', () => {
  it('says what actually happened to each order, and why a refused line was not carried out', () => {
    const orders = reportFor(turn(), ANN).orders;
    expect(orders.map((o) => [o.text, o.status, o.happened])).toEqual([
      ['Iron Host - Move 4', 'ok', ['moves 0305 → 0306']],
      [
        'Iron Host - Move 4',
        'ok',
        ['Hostile armies meet in 0307: they stop and fight', 'moves 0306 → 0307 and fights there'],
      ],
      ['Karak - Grow', 'ok', ['Grow succeeds (15 > 10): size 5 to 6']],
      ['Karak - Fly away', 'rejected', []],
      ['Sappers - Build Road', 'ok', ['builds a road in 0304']],
    ]);
    expect(orders[3].message).toContain('not an action of cities');
  });

  it('lists the battle Ann must fight with its deadline and how to report a choice', () => {
    const r = reportFor(turn(), ANN);
    expect(r.battles.map((b) => b.id)).toEqual(['T5-B1']);
    const text = turnReportText(r);
    expect(text).toContain(
      'T5-B1: field battle in 0307 (Plains): Iron Host (Ann, size 10) v Red Band (Bo, size 9)',
    );
    expect(text).toContain('by the end of turn 6: "T5-B1: fight", "T5-B1: truce" or "T5-B1: run"');
  });

  it('keeps Bo’s own lines out of Ann’s report: no Bo treasury figure, no Bo order', () => {
    const text = turnReportText(reportFor(turn(), ANN));
    for (const figure of ['4321', '4,321', '528', '450']) expect(text).not.toContain(figure);
    expect(text).not.toContain('Far Band');
    expect(text).not.toContain('Lotus Spire');
  });

  it('tells Ann of a spy detected in Karak without naming the spy; Bo reads what his spy found', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 5), city('Lotus Spire', BO, '1010', 6)],
      units: [unit('Whisper', BO, 'Spy', '1010')],
    });
    const played = playTurn(
      state,
      { [BO]: 'Whisper - Spy on City Karak' },
      { [ANN]: 1000, [BO]: 4321 },
      { 'spy:Whisper': 5, 'calamity:Ann': 5, 'calamity:Bo': 5 },
    );
    const ann = reportFor(played, ANN);
    expect(ann.events.filter((e) => e.subject === '')).toEqual([
      { phase: 'Unit Action 1', subject: '', effect: 'Ann is told of a spy in Karak', roll: '' },
    ]);
    expect(turnReportText(ann)).not.toContain('Whisper');
    const bo = turnReportText(reportFor(played, BO));
    expect(bo).toMatch(
      /Whisper: learns of Karak: upgrades: none; actions: Hold; armies in the hex: none; treasury of Ann: \d+/,
    );
  });
});

describe('the order template', () => {
  it('lists each unit and city with its actions, and as sent every line is accepted', () => {
    const played = turn();
    const r = reportFor(played, ANN);
    const orderLines = r.template.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    // Karak size 6: one action (RULINGS 15); Iron Host and Sappers in Regular supply: two each (Table 6).
    expect(orderLines).toEqual([
      'Karak - Hold',
      'Iron Host - Hold',
      'Iron Host - Hold',
      'Sappers - Hold',
      'Sappers - Hold',
    ]);
    const receipt = checkOrders({ state: played.result.state, player: ANN, text: r.template, treasury: 865 });
    expect(receipt.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('filled in, it parses as an ordinary submission', () => {
    const played = turn();
    const r = reportFor(played, ANN);
    const filled = r.template
      .replace('Karak - Hold', 'Karak - Build Marketplace')
      .replace('Iron Host - Hold', 'Iron Host - Move 1')
      .replace('Sappers - Hold\nSappers - Hold', 'Sappers - Build Watchtower\nSappers - Build Watchtower');
    const receipt = checkOrders({ state: played.result.state, player: ANN, text: filled, treasury: 865 });
    expect(receipt.lines.map((l) => [l.text, l.status])).toEqual([
      ['Karak - Build Marketplace', 'ok'],
      ['Iron Host - Move 1', 'ok'],
      ['Iron Host - Hold', 'ok'],
      ['Sappers - Build Watchtower', 'ok'],
      ['Sappers - Build Watchtower', 'ok'],
    ]);
  });

  it('names the upgrades a city may still build and leaves out March for an army that may not March', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0101', 3, { improvements: ['Granary', 'Harbor'] })],
      armies: [army('Lost Host', ANN, '0112', 1000)], // 11 hexes down the column from Karak: Extended (RULINGS 12)
    });
    const played = playTurn(state, {}, { [ANN]: 5000, [BO]: 0 }, { 'calamity:Ann': 5, 'calamity:Bo': 5 });
    const t = reportFor(played, ANN).template;
    expect(t).toContain(
      '#   Upgrades it may build: Aqueduct, Barracks, Cathedral, Courthouse, Marketplace, Military Academy',
    );
    expect(t).toContain(
      '# Lost Host (army, size 10, 0112, Extended supply): 1 action, may not March (Table 6).',
    );
    expect(t).not.toMatch(/Lost Host[^\n]*\n# {3}May: [^\n]*March/);
  });
});

describe('text and HTML', () => {
  it('the HTML is well-formed and escapes every text from the ledger', () => {
    const state = campaign({
      cities: [city('Karak <b>&', ANN, '0303', 5), city('Lotus Spire', BO, '1010', 6)],
      armies: [army('"><img src=x onerror=alert(1)>', ANN, '0305', 1000)],
    });
    const played = playTurn(state, {}, { [ANN]: 1000, [BO]: 0 }, { 'calamity:Ann': 5, 'calamity:Bo': 5 });
    const html = turnReportHtml(reportFor(played, ANN));
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Karak &lt;b&gt;&amp;');
    const texts: string[] = [];
    const parser = new SaxesParser();
    parser.on('text', (t) => texts.push(t));
    parser.write(html).close();
    expect(texts.join('')).toContain('"><img src=x onerror=alert(1)> (army, size 10');
  });

  it('the plain text has every section in order, with the order template last', () => {
    const text = turnReportText(reportFor(turn(), ANN));
    const order = [
      'Turn 5 report for Ann',
      'Orders for turn 6 are due Sunday at noon.',
      'TREASURY',
      'ORDERS AND WHAT HAPPENED',
      'EVENTS',
      'LOST THIS TURN',
      'BATTLES TO FIGHT',
      'SPY REPORTS',
      'CITIES',
      'ARMIES AND UNITS',
      'ORDER TEMPLATE FOR TURN 6',
    ].map((s) => text.indexOf(s));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(text).toContain('Karak in 0303, size 6: Granary; upkeep 50; 1 action next turn');
    expect(text).toContain(
      'Iron Host (army, size 10, 1,000 points) in 0307: Regular supply, upkeep 500, 2 actions next turn, may March',
    );
  });
});

describe('a name held by two players', () => {
  it('an army of Ann named like Bo’s city does not bring Bo’s city income into Ann’s report', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 5), city('Lotus Spire', BO, '1010', 6)],
      armies: [army('Lotus Spire', ANN, '0305', 1000)],
    });
    const played = playTurn(
      state,
      {},
      { [ANN]: 1000, [BO]: 4321 },
      { 'corruption:Lotus Spire': 12, 'calamity:Ann': 5, 'calamity:Bo': 5 },
    );
    const text = turnReportText(reportFor(played, ANN));
    // Bo's Lotus Spire: 600 less 12% = 528 (Table 1, RULINGS 14).
    expect(text).not.toContain('income 528 to Bo');
    expect(text).toContain('Lotus Spire (army, size 10');
  });
});

describe('orders of an army split this turn', () => {
  it('the part’s order is matched to the step after the split (its first action), not to the first step', () => {
    const state = campaign({
      cities: [city('Karak', ANN, '0303', 5), city('Lotus Spire', BO, '1010', 6)],
      armies: [army('Iron Host', ANN, '0305', 1000)],
    });
    const orders = ['Iron Host - Split Iron Guard 500', 'Iron Host - Hold', 'Iron Guard - Move 4'].join('\n');
    const played = playTurn(
      state,
      { [ANN]: orders },
      { [ANN]: 1000, [BO]: 0 },
      { 'calamity:Ann': 5, 'calamity:Bo': 5 },
    );
    const outcome = reportFor(played, ANN).orders.find((o) => o.text === 'Iron Guard - Move 4');
    expect(outcome?.status).toBe('ok');
    expect(outcome?.happened).toEqual(['moves 0305 → 0306']);
  });
});

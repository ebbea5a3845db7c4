import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playerPage } from '../../src/local/playground/pages';
import { tabColumns } from '../../src/local/playground/player-view';
import { Session } from '../../src/local/playground/session';

// A reviewer's finding: on Campaign System v4.2 (tabs mode) a player's tab holds the orders receipt in column A
// and a turn report per column from B on, newest first (gas/player-tabs.ts). The playground's /player page
// joined each row's cells with tabs, so receipt line N and every report's line N shared one line. Each column
// is now shown on its own, as the staged books' page does.

const RECEIPT = 'Crystal Lotus: your orders receipt appears here once your orders arrive.';

describe("a Campaign System v4.2 player's page after two turns", () => {
  let dir: string;
  let session: Session;
  let body: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-player-columns-'));
    session = Session.create(path.join(dir, 'campaign.xlsx'), 'Columns', true);
    session.call('resolveTurn', [1, {}]);
    session.call('resolveTurn', [2, {}]);
    const page = playerPage(session, 'Crystal Lotus');
    body = 'body' in page ? page.body : '';
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const block = (id: string): string =>
    new RegExp(`<pre class="receipt" id="${id}">([\\s\\S]*?)</pre>`).exec(body)?.[1] ?? '';

  it('shows the receipt (column A) alone', () => {
    expect(block('player-receipt')).toBe(RECEIPT);
    expect(body).toContain('Latest orders receipt (Player · Crystal Lotus, column A)');
  });

  it('shows each turn report in its own block, newest (column B) first', () => {
    const newest = block('player-report-B').split('\n');
    const earlier = block('player-report-C').split('\n');
    expect(newest[0]).toBe('Turn 2 report for Crystal Lotus');
    expect(earlier[0]).toBe('Turn 1 report for Crystal Lotus');
    expect(newest[newest.length - 1]).toBe(
      'Your map of turn 2 is attached to your report email (an SVG picture any browser opens).',
    );
    expect(body.indexOf('Latest turn report (Player · Crystal Lotus, column B)')).toBeLessThan(
      body.indexOf('Earlier turn report (Player · Crystal Lotus, column C)'),
    );
  });

  it('no line holds two columns', () => {
    expect(body).not.toContain('\t');
    expect(body).not.toMatch(/Turn 2 report for Crystal Lotus.*Turn 1 report/);
  });
});

describe('tabColumns', () => {
  it('reads each column on its own, trailing blanks dropped, blank columns left out', () => {
    const grid = [
      ['Receipt 1', '', 'Turn 1 report', ''],
      ['Receipt 2', '', '', ''],
      ['', '', 'Line 3', ''],
      ['', '', '', ''],
    ];
    expect(tabColumns(grid)).toEqual([
      { column: 'A', lines: ['Receipt 1', 'Receipt 2'] },
      { column: 'C', lines: ['Turn 1 report', '', 'Line 3'] },
    ]);
  });

  it('names the 27th column AA', () => {
    const row = Array.from({ length: 27 }, (_, i) => (i === 26 ? 'x' : ''));
    expect(tabColumns([row])).toEqual([{ column: 'AA', lines: ['x'] }]);
  });
});

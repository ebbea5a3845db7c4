import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';
import type { ResolvedTurn } from '../../src/gas/sidebar-api';

/**
 * Issue 10: a player added mid-game gets the Campaign tab's Starting treasury at their first Resolve, through
 * the built bundle under the emulation (the setting must reach the engine from the ledger).
 */

describe('a player added mid-game (dist/Code.js)', () => {
  it('gets the Starting treasury as an opening entry in the Treasury tab at the first Resolve', () => {
    const emulation = new Emulation();
    const spreadsheet = emulation.newActiveSpreadsheet('Late joiner');
    const script = loadBundle(emulation, DIST);
    script.call('menuLoadDemo');
    spreadsheet.getSheetByName('Players')?.appendRow(['Dara', 'dara@example.com', 'Elves', '#00aa00']);
    const { view } = script.call('resolveTurn', [1, {}]) as ResolvedTurn;
    expect(view.players.find((p) => p.player === 'Dara')).toMatchObject({ income: 500, closing: 500 });
    const rows = spreadsheet.getSheetByName('Treasury')?.getDataRange().getValues() ?? [];
    const dara = rows.filter((r) => r.includes('Dara'));
    expect(dara.map((r) => r.slice(1, 5))).toEqual([['Dara', 'Opening balance', 500, 'Starting treasury']]);
  });
});

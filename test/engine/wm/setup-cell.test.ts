/**
 * The set-up lines survive the Battles tab (PREPARING FOR BATTLE; WM-R9): its Setup cell joins a battle's lines with
 * ';' (src/ledger/wm/write-state.ts) and reads them back split at ';' (read-state.ts), so a line holding ';' came
 * back as two or three. Each line of an assault with a stayed army, and of a battle against an Independent race,
 * reads back as written.
 */
import { engagement } from '../../../src/engine/wm/engagement';
import type { WmBattle } from '../../../src/engine/wm/stages/model';
import { setupLines } from '../../../src/engine/wm/setup';
import { readWm } from '../../../src/ledger/wm/read-state';
import { battleRecords } from '../../../src/ledger/wm/write-state';
import { addRow, demoTabs } from '../../ledger/wm/tabs';
import { areaOf } from './fixtures';

const burg = areaOf('Burg', 'Blue', 'Town', { terrain: 'hills' });
const assault = engagement('Population Center', 'Population Center', {
  pop: 'Town',
  ownedByEither: true,
  swap: false,
});
const lines = setupLines(burg, assault, ['Guard']);

const battle: WmBattle = {
  id: 'T1-01',
  turn: 1,
  area: 'Burg',
  armies: ['Guard', 'Horde'],
  cause: 'contact',
  engagement: 'assault',
  location: 'Population Center',
  status: 'to fight',
  winner: '',
  result: '',
  setup: lines,
};

describe('the Battles tab’s Setup cell (PREPARING FOR BATTLE)', () => {
  test('no set-up line holds the cell’s separator', () => {
    expect(lines).toHaveLength(6);
    expect(lines.filter((l) => l.includes(';'))).toEqual([]);
  });

  test('written and read back, the six lines are the six lines', () => {
    const tabs = demoTabs();
    const [row] = battleRecords([battle]);
    if (!row) throw new Error('no Battles row');
    addRow(tabs, 'Battles', row);
    const read = readWm(tabs).campaign.battles.find((b) => b.id === 'T1-01');
    expect(read?.setup).toEqual(lines);
  });
});

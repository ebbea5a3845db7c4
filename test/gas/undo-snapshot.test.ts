import { Emulation } from '../../src/local/emulation';
import { encodeSnapshot, UNDO_TAB } from '../../src/ledger/snapshot';
import { readUndoSnapshot } from '../../src/gas/undo-snapshot';

// The _undo tab's snapshot as CS42's Undo and a staged ruleset's Undo both read it (one shared reader): the
// snapshot of the marker's id in its slot's column, null when the Resolve wrote none, refused in the caller's
// words when the tab is gone or holds another Resolve's snapshot.

const WORDS = {
  missing: 'the last turn',
  edited: () => 'The _undo tab no longer holds the snapshot of turn 3.',
};
const SNAPSHOT = {
  id: 'r2',
  turn: 3,
  rewritten: {},
  appended: { Log: { rows: 7, maxRows: null } },
  inserted: {},
};

function withUndoTab(cells: readonly string[], slot: 1 | 2) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Undo snapshot');
  const sheet = spreadsheet.insertSheet(UNDO_TAB);
  if (cells.length > 0) sheet.getRange(2, slot, cells.length, 1).setValues(cells.map((c) => [c]));
  return spreadsheet;
}

describe('reading the snapshot an undo marker announced', () => {
  const cells = encodeSnapshot(SNAPSHOT);
  const marker = { id: 'r2', state: 'resolved', slot: 2 as const, chunks: cells.length };

  it('is the snapshot of the marker’s id, from its slot’s column', () => {
    expect(readUndoSnapshot(withUndoTab(cells, 2), marker, WORDS)).toEqual(SNAPSHOT);
  });

  it('is none when the Resolve announced no chunks (it stopped before writing any)', () => {
    expect(readUndoSnapshot(withUndoTab(cells, 2), { ...marker, chunks: 0 }, WORDS)).toBeNull();
  });

  it('is none for an interrupted Resolve whose slot holds another Resolve’s snapshot', () => {
    const other = { ...marker, id: 'r3', state: 'resolving' };
    expect(readUndoSnapshot(withUndoTab(cells, 2), other, WORDS)).toBeNull();
  });

  it('is refused in the caller’s words when a resolved marker finds another snapshot, or no tab', () => {
    expect(() => readUndoSnapshot(withUndoTab(cells, 2), { ...marker, id: 'r3' }, WORDS)).toThrow(
      'The _undo tab no longer holds the snapshot of turn 3.',
    );
    const emulation = new Emulation();
    const bare = emulation.newActiveSpreadsheet('No undo tab');
    expect(() => readUndoSnapshot(bare, marker, WORDS)).toThrow(
      'The _undo tab is missing, so the last turn cannot be undone.',
    );
  });
});

import type { PropertiesStore } from '../../src/gas/services';
import { readUndoMarker, UNDO_MARKER_PROPERTY, writeUndoMarker } from '../../src/gas/undo-marker';

// The undo marker's prints of what a Resolve wrote, and what Undo told the moderator (undo-hand-edits.ts):
// typed fields that survive a parse, kept only where Undo checks them.

function store(): PropertiesStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const self = {
    raw,
    getProperty: (key: string) => raw.get(key) ?? null,
    setProperty: (key: string, value: string) => (raw.set(key, value), self),
    getProperties: () => Object.fromEntries(raw),
    setProperties: (all: { [key: string]: string }) => {
      for (const [k, v] of Object.entries(all)) raw.set(k, v);
      return self;
    },
    deleteProperty: (key: string) => (raw.delete(key), self),
    getKeys: () => [...raw.keys()],
  };
  return self;
}

const PRINT = {
  row: 2,
  column: 1,
  height: 3,
  width: 9,
  all: 'abc',
  rows: '',
  columns: '',
  skipColumns: [],
  skipRows: [],
};
const STORED = {
  id: 't7',
  turn: 7,
  state: 'resolved',
  slot: 2,
  chunks: 4,
  previous: { id: 't6', turn: 6, state: 'resolved', slot: 1, chunks: 3, previous: null },
  written: { Armies: PRINT },
  told: 'Armies:B3',
};

describe('undo marker: written and told', () => {
  it('keeps the prints and what Undo told through a parse', () => {
    const properties = store();
    properties.setProperty(UNDO_MARKER_PROPERTY, JSON.stringify(STORED));
    const marker = readUndoMarker(properties);
    expect(marker?.written).toEqual({ Armies: PRINT });
    expect(marker?.told).toBe('Armies:B3');
    expect(marker?.previous?.written).toBeUndefined();
  });

  it('drops a told that is not text, and prints that are not an object', () => {
    const properties = store();
    properties.setProperty(UNDO_MARKER_PROPERTY, JSON.stringify({ ...STORED, written: 'x', told: 3 }));
    const marker = readUndoMarker(properties);
    expect(marker && 'written' in marker).toBe(false);
    expect(marker && 'told' in marker).toBe(false);
  });

  it('writes them back on a resolved marker, as they were', () => {
    const properties = store();
    properties.setProperty(UNDO_MARKER_PROPERTY, JSON.stringify(STORED));
    const marker = readUndoMarker(properties);
    writeUndoMarker(properties, marker);
    expect(JSON.parse(properties.raw.get(UNDO_MARKER_PROPERTY) ?? '')).toEqual(STORED);
  });

  it('never on the marker before a Resolve (previous), nor on one being undone', () => {
    const properties = store();
    properties.setProperty(UNDO_MARKER_PROPERTY, JSON.stringify(STORED));
    const marker = readUndoMarker(properties);
    if (!marker) throw new Error('no marker');
    // What a new Resolve announces: the last marker as its previous.
    writeUndoMarker(properties, {
      ...marker,
      id: 't8',
      state: 'resolving',
      previous: { ...marker, previous: null },
    });
    const next = JSON.parse(properties.raw.get(UNDO_MARKER_PROPERTY) ?? '') as Record<string, unknown>;
    expect(next.previous).toEqual({
      id: 't7',
      turn: 7,
      state: 'resolved',
      slot: 2,
      chunks: 4,
      previous: null,
    });
    expect('written' in next || 'told' in next).toBe(false);
    writeUndoMarker(properties, { ...marker, state: 'undoing' });
    const undoing = JSON.parse(properties.raw.get(UNDO_MARKER_PROPERTY) ?? '') as Record<string, unknown>;
    expect('written' in undoing || 'told' in undoing).toBe(false);
  });
});

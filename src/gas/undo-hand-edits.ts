import { PropertiesStore } from './services';
import { TurnRefused } from './turn-guard';
import type { TurnLedger } from './turn-ledger';
import { UndoMarker, writeUndoMarker } from './undo-marker';
import { changedSince, WrittenPrints } from './written-prints';

/**
 * Undo over hand edits: a Resolve, and Apply battle results, keeps beside its undo marker (the document property
 * Undo reads first anyway) the prints of the cells it wrote (written-prints.ts); Undo compares them with the tabs
 * it reads anyway and, when some were changed since, refuses once, naming them. Running Undo again with the same
 * cells as they are then goes on (the marker remembers what the moderator was told); another change asks again.
 */

/** The marker a Resolve (or Apply battle results) leaves, with its prints. */
export function markerWithPrints(marker: UndoMarker, written: WrittenPrints): UndoMarker {
  return { ...marker, written };
}

/**
 * The store with each property read at most once (until written): Undo reads its marker, and here its prints,
 * from one getProperty.
 */
export function readOnce(store: PropertiesStore): PropertiesStore {
  const known = new Map<string, string | null>();
  const self: PropertiesStore = {
    getProperty: (key) => {
      if (!known.has(key)) known.set(key, store.getProperty(key));
      return known.get(key) ?? null;
    },
    setProperty: (key, value) => {
      store.setProperty(key, value);
      known.set(key, value);
      return self;
    },
    getProperties: () => store.getProperties(),
    setProperties: (properties) => {
      store.setProperties(properties);
      known.clear();
      return self;
    },
    deleteProperty: (key) => {
      store.deleteProperty(key);
      known.set(key, null);
      return self;
    },
    getKeys: () => store.getKeys(),
  };
  return self;
}

/**
 * Refuses an Undo of a resolved turn whose written cells were changed since the Resolve, naming where, unless
 * the moderator was already told of these very changes (then Undo goes on and overwrites them).
 */
export function refuseIfEditedSince(
  ledger: TurnLedger,
  properties: PropertiesStore,
  marker: UndoMarker,
): void {
  if (marker.state !== 'resolved') return;
  const written = marker.written;
  if (!written) return;
  const changes = Object.entries(written).flatMap(([name, print]) => {
    const values = ledger.values.get(name);
    const change = values ? changedSince(name, print, values) : null;
    return change ? [{ name, ...change }] : [];
  });
  if (changes.length === 0) return;
  const told = changes.map((c) => `${c.name}:${c.now}`).join(',');
  if (marker.told === told) return;
  writeUndoMarker(properties, { ...marker, told });
  const where = changes.map((c) => c.where);
  const list =
    where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where[where.length - 1]}` : where[0];
  const [done, wrote, what] =
    marker.operation === 'battles'
      ? [
          `the battle results of turn ${marker.turn} were applied`,
          'Apply battle results wrote as it was before they were applied',
          'the battle results',
        ]
      : [
          `turn ${marker.turn} was resolved`,
          `the Resolve wrote as it was before turn ${marker.turn}`,
          'the turn',
        ];
  throw new TurnRefused(
    `Nothing was undone: ${list} ${where.length > 1 ? 'were' : 'was'} changed after ${done} (a hand edit?). Undo puts back every cell ${wrote}, so ${where.length > 1 ? 'those changes' : 'that change'} would be lost: note ${where.length > 1 ? 'them' : 'it'} to make again after the Undo, then run Undo last turn again to undo ${what} anyway.`,
  );
}

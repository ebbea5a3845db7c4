import { PropertiesStore, services } from './services';
import type { WrittenPrints } from './written-prints';

/**
 * Where Undo stands, in one document property (read without touching the hidden _undo tab):
 * - `resolving`: a Resolve has announced its snapshot and may have written some tabs; if it never finished
 *   (the 6-minute limit, a closed browser), Undo last turn restores from the snapshot, or, if the snapshot was
 *   never written (so nothing else was), puts the marker back as it was.
 * - `resolved`: the turn is done; Undo last turn can restore the ledger as it was before it.
 * - `undoing`: an Undo has started writing; running Undo again finishes it (restoring is idempotent).
 * Resolve is refused while a Resolve or an Undo is in progress.
 */
export type UndoState = 'resolving' | 'resolved' | 'undoing';

export interface UndoMarker {
  readonly id: string;
  /** The turn the snapshot was taken before. */
  readonly turn: number;
  readonly state: UndoState;
  /** The column of the _undo tab that holds the snapshot; a Resolve writes the other one, so the previous
   * snapshot stays whole until the new turn is done. */
  readonly slot: 1 | 2;
  /** How many cells (rows) the snapshot takes. */
  readonly chunks: number;
  /** The marker before this Resolve began (what a Resolve that changed nothing puts back). */
  readonly previous: UndoMarker | null;
  /** What took the snapshot: a Resolve (absent), or Apply battle results, whose Undo gives back the Resolve's. */
  readonly operation?: 'battles';
  /** A resolved turn's prints of the cells it wrote, and the changes to them Undo already named to the
   * moderator (undo-hand-edits.ts). Kept only on a resolved marker, never on `previous`: the property holds
   * 9 kB, and Undo checks nothing else. */
  readonly written?: WrittenPrints;
  readonly told?: string;
}

export const UNDO_MARKER_PROPERTY = 'campaignLedger.undo';

export function undoProperties(): PropertiesStore {
  return services().PropertiesService.getDocumentProperties();
}

function parseMarker(value: unknown, depth = 0): UndoMarker | null {
  if (typeof value !== 'object' || value === null || depth > 1) return null;
  const m = value as Record<string, unknown>;
  const state = m.state;
  if (
    typeof m.id !== 'string' ||
    typeof m.turn !== 'number' ||
    (state !== 'resolving' && state !== 'resolved' && state !== 'undoing') ||
    (m.slot !== 1 && m.slot !== 2) ||
    typeof m.chunks !== 'number'
  )
    return null;
  return {
    id: m.id,
    turn: m.turn,
    state,
    slot: m.slot,
    chunks: m.chunks,
    previous: parseMarker(m.previous, depth + 1),
    ...(m.operation === 'battles' ? { operation: 'battles' as const } : {}),
    ...(depth === 0 && typeof m.written === 'object' && m.written !== null
      ? { written: m.written as WrittenPrints }
      : {}),
    ...(depth === 0 && typeof m.told === 'string' ? { told: m.told } : {}),
  };
}

/** The marker without its prints and what Undo told (for `previous`, and a marker no longer resolved). */
function withoutPrints(marker: UndoMarker): UndoMarker {
  const bare: { -readonly [K in keyof UndoMarker]?: UndoMarker[K] } = { ...marker };
  delete bare.written;
  delete bare.told;
  return bare as UndoMarker;
}

/** As the property keeps it: the prints only on a resolved marker, none on the one before it. */
function storedForm(marker: UndoMarker): UndoMarker {
  const kept = marker.state === 'resolved' ? marker : withoutPrints(marker);
  return { ...kept, previous: marker.previous && withoutPrints(marker.previous) };
}

export function readUndoMarker(properties: PropertiesStore): UndoMarker | null {
  const text = properties.getProperty(UNDO_MARKER_PROPERTY);
  if (!text) return null;
  try {
    return parseMarker(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeUndoMarker(properties: PropertiesStore, marker: UndoMarker | null): void {
  if (marker === null) properties.deleteProperty(UNDO_MARKER_PROPERTY);
  else properties.setProperty(UNDO_MARKER_PROPERTY, JSON.stringify(storedForm(marker)));
}

/** For the sidebar and refusals: what an interrupted operation left, and what to do; '' when nothing. */
export function inProgressMessage(marker: UndoMarker | null): string {
  if (marker?.state === 'resolving' && marker.operation === 'battles')
    return `Apply battle results was interrupted before it finished. Run Undo last turn: it puts the ledger back exactly as it was before; then apply them again.`;
  if (marker?.state === 'resolving')
    return `The Resolve of turn ${marker.turn} was interrupted before it finished. Run Undo last turn: it puts the ledger back exactly as it was before turn ${marker.turn}; then Resolve again.`;
  if (marker?.state === 'undoing')
    return `The Undo of turn ${marker.turn} was interrupted before it finished. Run Undo last turn again to finish it.`;
  return '';
}

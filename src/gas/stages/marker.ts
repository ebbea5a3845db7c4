import type { Clock } from '../../engine/core/stage';
import { PropertiesStore } from '../services';
import type { UndoMarker } from '../undo-marker';
import type { StageRuleset } from '../../ledger/stage-ruleset';
import { clockText } from './ledger';

/**
 * Where Undo of a stage stands, in one document property, as CS42's undo marker (undo-marker.ts) but with the
 * stage's clock: `resolving` (a Resolve announced its snapshot and may have written some tabs), `resolved`
 * (Undo can put the ledger back as before the stage), `undoing` (an Undo has started writing; running Undo again
 * finishes it). Resolve and Preview are refused while a Resolve or an Undo is in progress.
 */
export interface StageMarker {
  readonly id: string;
  /** The clock of the stage the snapshot was taken before. */
  readonly clock: Clock;
  /** The clock the Resolve leaves (Undo checks the ledger is still there). */
  readonly after: Clock;
  readonly state: UndoMarker['state'];
  /** The _undo tab column holding the snapshot; a Resolve writes the other, so the last stays whole. */
  readonly slot: 1 | 2;
  readonly chunks: number;
  /** The marker before this Resolve began (what an interrupted Resolve that wrote nothing puts back). */
  readonly previous: StageMarker | null;
  /** The players given a report of the stage on their tab (Undo takes it back off). */
  readonly reported?: readonly string[];
}

export const STAGE_MARKER_PROPERTY = 'campaignLedger.stageUndo';

function parseClock(value: unknown): Clock | null {
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  if (typeof c.turn !== 'number' || typeof c.stage !== 'string' || typeof c.round !== 'number') return null;
  return { turn: c.turn, stage: c.stage, round: c.round };
}

function parseMarker(value: unknown, depth = 0): StageMarker | null {
  if (typeof value !== 'object' || value === null || depth > 1) return null;
  const m = value as Record<string, unknown>;
  const state = m.state;
  const clock = parseClock(m.clock);
  const after = parseClock(m.after);
  if (
    typeof m.id !== 'string' ||
    !clock ||
    !after ||
    (state !== 'resolving' && state !== 'resolved' && state !== 'undoing') ||
    (m.slot !== 1 && m.slot !== 2) ||
    typeof m.chunks !== 'number'
  )
    return null;
  return {
    id: m.id,
    clock,
    after,
    state,
    slot: m.slot,
    chunks: m.chunks,
    previous: parseMarker(m.previous, depth + 1),
    ...(Array.isArray(m.reported) ? { reported: m.reported.map(String) } : {}),
  };
}

export function readStageMarker(properties: PropertiesStore): StageMarker | null {
  const text = properties.getProperty(STAGE_MARKER_PROPERTY);
  if (!text) return null;
  try {
    return parseMarker(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeStageMarker(properties: PropertiesStore, marker: StageMarker | null): void {
  if (marker === null) properties.deleteProperty(STAGE_MARKER_PROPERTY);
  else properties.setProperty(STAGE_MARKER_PROPERTY, JSON.stringify(marker));
}

/** The marker as CS42's snapshot helpers (undo-commit.ts) take it: they use its id, turn, slot and chunks. */
export function asUndoMarker(marker: StageMarker): UndoMarker;
export function asUndoMarker(marker: StageMarker | null): UndoMarker | null;
export function asUndoMarker(marker: StageMarker | null): UndoMarker | null {
  if (!marker) return null;
  return {
    id: marker.id,
    turn: marker.clock.turn,
    state: marker.state,
    slot: marker.slot,
    chunks: marker.chunks,
    previous: asUndoMarker(marker.previous),
  };
}

/** For the sidebar and refusals: what an interrupted Resolve or Undo left, and what to do; '' when nothing. */
export function stageInProgressMessage(
  marker: StageMarker | null,
  ruleset?: Pick<StageRuleset, 'stage'>,
): string {
  if (marker?.state === 'resolving')
    return `The Resolve (${clockText(marker.clock, ruleset)}) was interrupted before it finished. Run Undo last stage: it puts the ledger back exactly as it was before; then Resolve again.`;
  if (marker?.state === 'undoing')
    return `The Undo (${clockText(marker.clock, ruleset)}) was interrupted before it finished. Run Undo last stage again to finish it.`;
  return '';
}

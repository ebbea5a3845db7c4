import type { Clock } from '../../engine/core/stage';

/**
 * Which stage a form response was sent for: the stage the form showed when it was sent. The intake notes when
 * the form started showing each stage (after Resolve and Undo, or when a submission first sees the clock
 * moved), as CS42's intake notes turn openings (src/ledger/orders-intake.ts), but by turn, stage and round.
 * Pure: stored as JSON in one document property beside CS42's intake state.
 */
export interface StageOpening {
  readonly clock: Clock;
  /** World-clock ms when the form started showing this stage. */
  readonly at: number;
}

export interface StageOpenings {
  /** Oldest first. */
  openings: StageOpening[];
  /** When pending responses were last recorded, and at which stage (a Resolve drains first). */
  drained: StageOpening | null;
}

const KEPT = 8;

export function sameClock(a: Clock, b: Clock): boolean {
  return a.turn === b.turn && a.stage === b.stage && a.round === b.round;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function clockOf(v: unknown): Clock | null {
  if (typeof v !== 'object' || v === null) return null;
  const { turn, stage, round } = v as Record<string, unknown>;
  return isNumber(turn) && typeof stage === 'string' && isNumber(round) ? { turn, stage, round } : null;
}

function openingOf(v: unknown): StageOpening | null {
  if (typeof v !== 'object' || v === null) return null;
  const { clock, at } = v as Record<string, unknown>;
  const c = clockOf(clock);
  return c && isNumber(at) ? { clock: c, at } : null;
}

/** Reads the stored JSON; anything unreadable is no knowledge (then every response counts for the clock's stage). */
export function parseStageOpenings(json: string | null | undefined): StageOpenings {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : null;
  } catch {
    raw = null;
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const openings = Array.isArray(record.openings)
    ? record.openings.map(openingOf).filter((o): o is StageOpening => o !== null)
    : [];
  return { openings, drained: openingOf(record.drained) };
}

/** Notes that the form shows `clock` from `at` on; a repeat of the latest stage changes nothing. */
export function noteStageOpened(state: StageOpenings, clock: Clock, at: number): boolean {
  const latest = state.openings[state.openings.length - 1];
  if (latest && sameClock(latest.clock, clock)) return false;
  state.openings.push({ clock: { ...clock }, at });
  if (state.openings.length > KEPT) state.openings.splice(0, state.openings.length - KEPT);
  return true;
}

/**
 * The clock moved without a precise note (the form was not refreshed when the stage was resolved): the best
 * safe guess of when, as CS42's noteTurnSeen: the last drain made at the stage before (a Resolve drains
 * first), else the beginning of time, so a response is never refused on a guess. True when it noted one.
 */
export function noteStageSeen(state: StageOpenings, clock: Clock): boolean {
  const latest = state.openings[state.openings.length - 1];
  if (latest && sameClock(latest.clock, clock)) return false;
  const at =
    latest && state.drained && sameClock(state.drained.clock, latest.clock)
      ? Math.max(state.drained.at, latest.at)
      : latest
        ? latest.at
        : 0;
  return noteStageOpened(state, clock, at);
}

/**
 * The stage a response stamped `stampMs` was sent for: the latest opening at or before it. Null when it is
 * older than every opening kept (sent for a stage long resolved); the current clock when nothing is known.
 */
export function stageSentFor(state: StageOpenings, stampMs: number, current: Clock): Clock | null {
  if (state.openings.length === 0) return current;
  let found: Clock | null = null;
  for (const o of state.openings) if (o.at <= stampMs) found = o.clock;
  return found;
}

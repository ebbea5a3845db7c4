/**
 * Which form responses are recorded, kept by response id (never by a row count of the responses sheet, where a
 * deleted or inserted row would skip or repeat one), with the bookkeeping that protects the campaign from a
 * flood of submissions and tells which turn a response was sent for. Pure: stored as JSON in one document
 * property by src/gas/orders-intake-store.ts.
 */

/** A response younger than this may still be invisible to a reader racing its save, so ids are kept this long. */
export const SETTLE_MS = 10 * 60 * 1000;
/** A response whose recording failed (a service error) this many times is rejected, so it never blocks. */
export const MAX_ATTEMPTS = 3;
/** Submissions accepted per respondent per clock hour (a constant, not a setting: it guards the mail quota). */
export const MAX_SUBMISSIONS_PER_HOUR = 10;
/** Log rows about unknown addresses per clock hour; beyond it they are counted, not logged one by one. */
export const MAX_STRANGER_LOG_ROWS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
const OPENINGS_KEPT = 6;

export interface TurnOpening {
  readonly turn: number;
  /** World-clock ms when the form started showing this turn (set after Resolve and Undo). */
  readonly at: number;
}

export interface IntakeState {
  /** Every response stamped before this (ms) is recorded or rejected. */
  through: number;
  /** Responses stamped at or after `through` already recorded or rejected: [id, timestamp ms]. */
  done: [string, number][];
  /** Failed attempts to record a response, by id. */
  tries: Record<string, number>;
  /** The clock hour (ms / hour) the counts below are for. */
  hour: number;
  /** Submissions per respondent (lower-case email) in that hour; '?' counts unknown addresses. */
  perHour: Record<string, number>;
  /** When the form started showing each recent turn, oldest first. */
  openings: TurnOpening[];
  /** The turn reminders were last sent for, and to whom. */
  reminded: { turn: number; players: string[] };
  /** When pending responses were last drained before a Resolve, and for which turn. */
  drained: TurnOpening | null;
}

export function emptyIntake(through: number): IntakeState {
  return {
    through,
    done: [],
    tries: {},
    hour: 0,
    perHour: {},
    openings: [],
    reminded: { turn: 0, players: [] },
    drained: null,
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function numberMap(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (isRecord(v)) for (const [k, n] of Object.entries(v)) if (isNumber(n)) out[k] = n;
  return out;
}

/**
 * Reads the stored JSON. Anything unreadable keeps `through` at 0 so no response is skipped (a response
 * recorded twice replaces the player's rows with the same orders; one skipped would be lost).
 */
export function parseIntake(json: string | null, fallbackThrough: number): IntakeState {
  if (json === null) return emptyIntake(fallbackThrough);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return emptyIntake(0);
  }
  if (!isRecord(raw) || !isNumber(raw.through)) return emptyIntake(0);
  const done = Array.isArray(raw.done)
    ? raw.done.filter(
        (d): d is [string, number] => Array.isArray(d) && typeof d[0] === 'string' && isNumber(d[1]),
      )
    : [];
  const openings = Array.isArray(raw.openings)
    ? raw.openings.filter((o): o is TurnOpening => isRecord(o) && isNumber(o.turn) && isNumber(o.at))
    : [];
  const reminded = isRecord(raw.reminded) ? raw.reminded : {};
  const drained =
    isRecord(raw.drained) && isNumber(raw.drained.turn) && isNumber(raw.drained.at) ? raw.drained : null;
  return {
    through: raw.through,
    done: done.map(([id, at]) => [id, at]),
    tries: numberMap(raw.tries),
    hour: isNumber(raw.hour) ? raw.hour : 0,
    perHour: numberMap(raw.perHour),
    openings: openings.map((o) => ({ turn: o.turn, at: o.at })),
    reminded: {
      turn: isNumber(reminded.turn) ? reminded.turn : 0,
      players: Array.isArray(reminded.players)
        ? reminded.players.filter((p): p is string => typeof p === 'string')
        : [],
    },
    drained:
      drained && isNumber(drained.turn) && isNumber(drained.at)
        ? { turn: drained.turn, at: drained.at }
        : null,
  };
}

export function isDone(state: IntakeState, id: string, stampMs: number): boolean {
  return stampMs < state.through || state.done.some(([d]) => d === id);
}

/** Marks a response recorded (or rejected for good); its failed attempts are forgotten. */
export function markDone(state: IntakeState, id: string, stampMs: number): void {
  if (!state.done.some(([d]) => d === id)) state.done.push([id, stampMs]);
  delete state.tries[id];
}

/** Counts a failed attempt; true when the response should now be rejected rather than tried again. */
export function countAttempt(state: IntakeState, id: string): boolean {
  state.tries[id] = (state.tries[id] ?? 0) + 1;
  return state.tries[id] >= MAX_ATTEMPTS;
}

/**
 * Moves `through` forward past what is settled: never beyond a response still waiting, nor closer to now than
 * SETTLE_MS (a response saved a moment ago may not be listed yet). Ids older than `through` are dropped.
 */
export function settle(state: IntakeState, nowMs: number, waitingStamps: readonly number[]): void {
  const limit = Math.min(nowMs - SETTLE_MS, ...waitingStamps);
  if (limit > state.through) state.through = limit;
  state.done = state.done.filter(([, at]) => at >= state.through);
}

/** Submissions of `who` already claimed in the clock hour of `atMs`. */
export function submissionsThisHour(state: IntakeState, who: string, atMs: number): number {
  return state.hour === Math.floor(atMs / HOUR_MS) ? (state.perHour[who] ?? 0) : 0;
}

/** Counts a claimed submission of `who` in the clock hour of `atMs` (a retry is counted once, when claimed). */
export function countSubmission(state: IntakeState, who: string, atMs: number): void {
  const hour = Math.floor(atMs / HOUR_MS);
  if (state.hour !== hour) {
    state.hour = hour;
    state.perHour = {};
  }
  state.perHour[who] = (state.perHour[who] ?? 0) + 1;
}

/** Notes that the form now shows `turn` (after Resolve or Undo); a repeat of the latest turn changes nothing. */
export function noteTurnOpened(state: IntakeState, turn: number, atMs: number): void {
  const latest = state.openings[state.openings.length - 1];
  if (latest && latest.turn === turn) return;
  state.openings.push({ turn, at: atMs });
  if (state.openings.length > OPENINGS_KEPT) state.openings.splice(0, state.openings.length - OPENINGS_KEPT);
}

/**
 * When the turn changed without a precise note (Resolve did not call refreshOrdersForm), the best safe guess:
 * the drain before that Resolve, or the beginning of time, so a response is never rejected on a guess.
 */
export function noteTurnSeen(state: IntakeState, turn: number): void {
  const latest = state.openings[state.openings.length - 1];
  if (latest && latest.turn === turn) return;
  const at = state.drained && state.drained.turn === turn - 1 ? state.drained.at : 0;
  noteTurnOpened(state, turn, at);
}

/**
 * The turn a response stamped `stampMs` was sent for: the turn the form showed then (the latest opening at or
 * before it; before the first one known, the turn before that), never later than the current turn (after an
 * Undo the current turn is the earlier one). With nothing known, the current turn.
 */
export function turnSentFor(state: IntakeState, stampMs: number, currentTurn: number): number {
  let turn: number | null = null;
  for (const o of state.openings) if (o.at <= stampMs) turn = o.turn;
  if (turn === null) turn = state.openings.length > 0 ? state.openings[0].turn - 1 : currentTurn;
  return Math.max(1, Math.min(turn, currentTurn));
}

import type { SidebarState, TurnView } from '../src/gas/sidebar-api';
import { overrideProblem } from './format';

/**
 * The sidebar as a pure model: every click and server answer is an event, and what the sidebar shows and allows
 * follows from the model alone (main.ts only draws it). Kept pure so it is tested without a browser.
 */
export type ResultPanel =
  | { readonly kind: 'preview'; readonly view: TurnView }
  | { readonly kind: 'resolved'; readonly view: TurnView }
  | { readonly kind: 'undone'; readonly message: string };

/** The preview Resolve would apply, and what the ledger looked like when it was made. */
export interface PreviewBasis {
  readonly turn: number;
  readonly fingerprint: string;
  readonly stamp: string;
}

export interface SidebarModel {
  readonly state: SidebarState | null;
  /** What the sidebar is waiting for ('' when idle). */
  readonly busy: string;
  readonly error: string;
  readonly result: ResultPanel | null;
  /** null: nothing to resolve (no preview, or it was applied or undone). */
  readonly previewed: PreviewBasis | null;
  /** Why the preview may no longer be resolved ('' while it may). */
  readonly stale: string;
  readonly overrides: ReadonlyMap<string, number>;
  /** A message per roll key whose override box holds something that is not a face of its die. */
  readonly overrideErrors: ReadonlyMap<string, string>;
}

export type SidebarEvent =
  | { readonly type: 'state'; readonly state: SidebarState }
  | { readonly type: 'busy'; readonly message: string }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'previewed'; readonly view: TurnView }
  | { readonly type: 'resolved'; readonly view: TurnView; readonly state: SidebarState }
  | { readonly type: 'undone'; readonly message: string; readonly state: SidebarState }
  | { readonly type: 'override'; readonly key: string; readonly text: string };

export const EMPTY: SidebarModel = {
  state: null,
  busy: '',
  error: '',
  result: null,
  previewed: null,
  stale: '',
  overrides: new Map(),
  overrideErrors: new Map(),
};

export const STALE_LEDGER =
  'The ledger changed since this preview (orders, a Resolve or an Undo): Preview again.';
export const STALE_OVERRIDE = 'A die was changed: Preview again to see what follows from it, then Resolve.';
export const STALE_REFUSED = 'Resolve did not happen: Preview again, then Resolve.';

/** What a preview depends on that the sidebar state shows: a change in any of them makes the preview stale. */
export function stamp(state: SidebarState | null): string {
  if (state === null) return '';
  return JSON.stringify([state.turnNumber, state.orders, state.unrecordedResponses, state.inProgress]);
}

export function reduce(m: SidebarModel, e: SidebarEvent): SidebarModel {
  switch (e.type) {
    case 'state': {
      const moved = m.previewed !== null && stamp(e.state) !== m.previewed.stamp;
      return { ...m, state: e.state, stale: moved ? STALE_LEDGER : m.stale };
    }
    case 'busy':
      return { ...m, busy: e.message, error: e.message === '' ? m.error : '' };
    case 'failed':
      // A failed or refused Resolve leaves the preview unusable: the server may have found the ledger changed.
      return { ...m, error: e.message, stale: m.previewed !== null ? STALE_REFUSED : m.stale };
    case 'previewed': {
      const keys = new Set(e.view.rolls.map((r) => r.key));
      const overrides = new Map([...m.overrides].filter(([key]) => keys.has(key)));
      return {
        ...m,
        result: { kind: 'preview', view: e.view },
        previewed: { turn: e.view.turn, fingerprint: e.view.fingerprint, stamp: stamp(m.state) },
        stale: '',
        overrides,
        overrideErrors: new Map(),
      };
    }
    case 'resolved':
      return { ...afterTurnChange(m, e.state), result: { kind: 'resolved', view: e.view } };
    case 'undone':
      return { ...afterTurnChange(m, e.state), result: { kind: 'undone', message: e.message } };
    case 'override':
      return override(m, e.key, e.text);
  }
}

/** Resolve and Undo end the preview and its overrides: a key's next roll belongs to another turn. */
function afterTurnChange(m: SidebarModel, state: SidebarState): SidebarModel {
  return { ...m, state, previewed: null, stale: '', overrides: new Map(), overrideErrors: new Map() };
}

function override(m: SidebarModel, key: string, text: string): SidebarModel {
  if (!controls(m).diceEditable || m.result?.kind !== 'preview') return m;
  const roll = m.result.view.rolls.find((r) => r.key === key);
  if (roll === undefined) return m;
  const overrides = new Map(m.overrides);
  const overrideErrors = new Map(m.overrideErrors);
  const problem = overrideProblem(roll, text);
  overrideErrors.delete(key);
  if (problem !== '') overrideErrors.set(key, problem);
  const wanted = text.trim() === '' || problem !== '' ? undefined : Number(text);
  if (wanted === m.overrides.get(key)) return { ...m, overrideErrors };
  if (wanted === undefined) overrides.delete(key);
  else overrides.set(key, wanted);
  return { ...m, overrides, overrideErrors, stale: m.previewed !== null ? STALE_OVERRIDE : m.stale };
}

export interface Controls {
  readonly preview: boolean;
  readonly resolve: boolean;
  readonly undo: boolean;
  readonly diceEditable: boolean;
  /** Why Resolve is off, for the line under the buttons ('' when there is nothing to say). */
  readonly note: string;
}

export function controls(m: SidebarModel): Controls {
  const idle = m.busy === '';
  const interrupted = (m.state?.inProgress ?? '') !== '';
  const sameTurn = m.previewed !== null && m.state !== null && m.state.turnNumber === m.previewed.turn;
  const note = interrupted
    ? 'Run Undo last turn first: an interrupted Resolve or Undo left the ledger part-written.'
    : m.overrideErrors.size > 0
      ? 'Fix the dice marked in red, then Preview again.'
      : m.stale !== ''
        ? m.stale
        : m.previewed !== null && !sameTurn
          ? STALE_LEDGER
          : '';
  return {
    preview: idle && (m.state?.ledgerReady ?? false) && !interrupted,
    resolve: idle && sameTurn && m.stale === '' && m.overrideErrors.size === 0 && !interrupted,
    undo: idle && ((m.state?.canUndo ?? false) || interrupted),
    diceEditable: idle && m.result?.kind === 'preview' && m.previewed !== null,
    note,
  };
}

/** What the result area holds: nothing of a turn once it is undone. */
export function resultContent(result: ResultPanel | null): {
  battles: readonly string[];
  rolls: number;
  events: readonly string[];
} {
  if (result === null || result.kind === 'undone') return { battles: [], rolls: 0, events: [] };
  return { battles: result.view.battles, rolls: result.view.rolls.length, events: result.view.events };
}

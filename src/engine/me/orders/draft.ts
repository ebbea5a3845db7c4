/**
 * A line read into an order, waiting for the book's preconditions, and what the checks answer for it.
 */
import type { MeCode } from './codes';
import type { ReadContext, Subject } from './context';
import type { MeActionSpec } from './spec';
import type { MeOrder, MeOrderSettings } from './types';

export interface Draft {
  readonly line: number;
  readonly text: string;
  readonly subject: Subject;
  readonly spec: MeActionSpec;
  readonly order: MeOrder;
  readonly argsText: string;
  /** The line was read with a correction (a near spelling of the action, a 3-digit hex). */
  readonly corrected: boolean;
}

export type Verdict =
  | { readonly ok: true; readonly order: MeOrder; readonly message: string }
  | { readonly ok: false; readonly code: MeCode; readonly message: string };

export const accept = (order: MeOrder, message: string): Verdict => ({ ok: true, order, message });
export const refuse = (code: MeCode, message: string): Verdict => ({ ok: false, code, message });

export interface CheckState {
  readonly ctx: ReadContext;
  readonly settings: MeOrderSettings;
  readonly turn: number;
  /** Verdicts by line number. */
  readonly verdicts: Map<number, Verdict>;
}

/** The drafts whose order is of `kind`, narrowed. */
export function ofKind<K extends MeOrder['kind']>(
  drafts: readonly Draft[],
  kind: K,
): (Draft & { readonly order: Extract<MeOrder, { kind: K }> })[] {
  return drafts.filter(
    (d): d is Draft & { readonly order: Extract<MeOrder, { kind: K }> } => d.order.kind === kind,
  );
}

/** `Line 4 (Iron Host - Invade 0506)`: how a message names its line. */
export function where(d: Pick<Draft, 'subject' | 'spec' | 'argsText'>): string {
  return `${d.subject.name} - ${d.spec.label}${d.argsText === '' ? '' : ` ${d.argsText}`}`;
}

/**
 * Rejects every draft after the first with the same `key` (one edict a hex, one order an army ...), naming the
 * line that stands. Returns the drafts that are first of their key.
 */
export function firstOnly<D extends Draft>(
  cs: CheckState,
  drafts: readonly D[],
  key: (d: D) => string,
  what: string,
): D[] {
  const seen = new Map<string, number>();
  const out: D[] = [];
  for (const d of drafts) {
    if (cs.verdicts.has(d.line)) continue;
    const k = key(d);
    const first = seen.get(k);
    if (first !== undefined)
      cs.verdicts.set(d.line, refuse('ME-O011', `${what}: line ${first} already gives it.`));
    else {
      seen.set(k, d.line);
      out.push(d);
    }
  }
  return out;
}

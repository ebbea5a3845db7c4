/**
 * The line syntax (LANGUAGE.md, "The line"): `<name> - <action> [arguments]`, names matched case-insensitively
 * with runs of spaces ignored, and "did you mean" by edit distance. The shared line form lives in
 * core/orders/line.ts; here only where CS42 differs: its codes O001-O003, the first known name on the line, and
 * `/M` as a word of its own.
 */
import * as line from '../../core/orders/line';

export {
  DASHES,
  didYouMean,
  editDistance,
  isBlankOrComment,
  normalize,
  suggest,
  tidy,
} from '../../core/orders/line';

export type SplitLine =
  | { readonly ok: true; readonly name: string; readonly action: string }
  | { readonly ok: false; readonly problem: 'O001' | 'O002' | 'O003'; readonly name: string };

/** The core's problems in CS42's codes (LANGUAGE.md, "The line"). */
const CODES = { 'no dash': 'O001', 'no subject': 'O002', 'no action': 'O003' } as const;

/**
 * Splits a line at the dash between the name and the action. A name may itself hold a hyphen
 * (`Jean-Luc's Host - Move 3`): the first dash whose left side is a known name wins; otherwise the first dash
 * with a space on either side; otherwise the first dash.
 */
export function splitLine(text: string, isKnownName: (name: string) => boolean): SplitLine {
  const split = line.splitLine(text, isKnownName, 'shortest');
  return split.ok
    ? { ok: true, name: split.subject, action: split.action }
    : { ok: false, problem: CODES[split.problem], name: split.subject };
}

/** `Patrol/M`: the `/M` is a word of its own. */
const splitM = (tidied: string): string => tidied.replace(/\/\s*m\b/gi, ' /M');

/** The action text as words: standalone dashes dropped (`Move 3 - Destroy`), `/M` split off (`Patrol/M`),
 * commas kept as words of their own (Split's list), trailing full stops dropped. */
export function words(action: string): string[] {
  return line.words(action, splitM);
}

/** Strips a leading known name followed by whitespace, to help with a line that has no dash (the whole line). */
export function leadingName(text: string, names: readonly string[]): string | null {
  return line.leadingName(text, names, Infinity);
}

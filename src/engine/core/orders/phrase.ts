/**
 * Matching an action's opening words against a grammar's phrases (rulesets-design.md 3.4), generic in what a
 * phrase stands for. Phrases are lower-case words; the longest phrase the words start with wins.
 */
import { editDistance, normalize } from './line';

export interface Phrased {
  /** The canonical spelling, as the help shows it. */
  readonly label: string;
  /** Accepted spellings, lower case. */
  readonly phrases: readonly string[];
}

export interface PhraseMatch<T extends Phrased> {
  readonly spec: T;
  /** How many of the words the phrase took. */
  readonly used: number;
  /** The words were a near spelling of the phrase (one letter off in a word of 4 or more), not the phrase itself. */
  readonly corrected: boolean;
}

const SPLIT = new Map<string, readonly string[]>();
function phraseWords(phrase: string): readonly string[] {
  let p = SPLIT.get(phrase);
  if (p === undefined) SPLIT.set(phrase, (p = phrase.split(' ')));
  return p;
}

const LONGEST = new WeakMap<readonly Phrased[], number>();

/** The most words in any phrase of `specs`: only that many opening words need normalising. */
export function longestPhrase(specs: readonly Phrased[]): number {
  let n = LONGEST.get(specs);
  if (n === undefined) {
    n = Math.max(1, ...specs.flatMap((s) => s.phrases.map((p) => phraseWords(p).length)));
    LONGEST.set(specs, n);
  }
  return n;
}

function near(a: string, b: string): boolean {
  return a.length >= 4 && b.length >= 4 && Math.abs(a.length - b.length) <= 1 && editDistance(a, b) === 1;
}

/**
 * The spec whose phrase the words start with, longest first; failing that, the one phrase all of whose words are
 * written with at most one letter off each (a unique near spelling is a correction, two are not guessed).
 */
export function matchPhrase<T extends Phrased>(
  specs: readonly T[],
  ws: readonly string[],
): PhraseMatch<T> | null {
  const lower = ws.slice(0, longestPhrase(specs)).map((w) => normalize(w));
  let best: PhraseMatch<T> | null = null;
  for (const s of specs)
    for (const phrase of s.phrases) {
      const p = phraseWords(phrase);
      if (p.length > lower.length || (best !== null && p.length <= best.used)) continue;
      if (p.every((w, i) => w === lower[i])) best = { spec: s, used: p.length, corrected: false };
    }
  if (best !== null) return best;
  const close: PhraseMatch<T>[] = [];
  for (const s of specs)
    for (const phrase of s.phrases) {
      const p = phraseWords(phrase);
      if (p.length > lower.length) continue;
      if (p.every((w, i) => w === lower[i] || near(w, lower[i])))
        close.push({ spec: s, used: p.length, corrected: true });
    }
  const specsHit = new Set(close.map((c) => c.spec));
  if (specsHit.size !== 1) return null;
  return close.reduce((a, b) => (b.used > a.used ? b : a));
}

/**
 * The line form every ruleset shares (rulesets-design.md 3.4): `<subject> - <action> [arguments]`. Subjects are
 * matched case-insensitively with runs of spaces ignored, near misses answered with "did you mean". Pure string
 * work: a player's text is data, never evaluated. No ruleset imports here.
 */

/** Hyphen, en dash, em dash and their look-alikes all separate the subject from the action. */
export const DASHES = '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
const DASH_CLASS = `[${DASHES}]`;
const DASH_RUN = new RegExp(`^${DASH_CLASS}+$`);
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Whitespace runs collapsed and trimmed, case kept: how a name the player wrote is stored. */
export function tidy(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Lower case, NFKC, invisible characters dropped, whitespace runs collapsed, trimmed: the key names match on. */
export function normalize(text: string): string {
  return tidy(text).toLowerCase();
}

/** Blank lines and lines starting with `#` or `//` carry no order. */
export function isBlankOrComment(line: string): boolean {
  const t = tidy(line);
  return t === '' || t.startsWith('#') || t.startsWith('//');
}

/** The submission's lines, numbered from 1, blank lines and comments left out. */
export function orderLines(text: string): { readonly line: number; readonly text: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((x) => !isBlankOrComment(x.text));
}

/** Levenshtein distance, iterative, two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, sub));
    }
    prev = cur;
  }
  return prev[b.length];
}

/**
 * Up to `limit` candidates close to `text` (edit distance within a third of the length, at least 2), best first;
 * a candidate that contains the text (3 letters or more) also counts.
 */
export function suggest(text: string, candidates: readonly string[], limit = 3): string[] {
  const t = normalize(text);
  if (t === '') return [];
  const scored: { name: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const name of candidates) {
    const n = normalize(name);
    if (seen.has(n)) continue;
    seen.add(n);
    const bound = Math.max(2, Math.floor(Math.max(t.length, n.length) / 3));
    const part = t.length >= 3 && n.includes(t);
    // Lengths further apart than the bound are never near: skip the quadratic distance (60,000-character words).
    const d = part
      ? n.length - t.length
      : Math.abs(t.length - n.length) > bound
        ? Infinity
        : editDistance(t, n);
    const near = d <= bound;
    if (near || part) scored.push({ name, score: part && !near ? d + 100 : d });
  }
  return scored
    .sort((x, y) => x.score - y.score || x.name.localeCompare(y.name))
    .slice(0, limit)
    .map((s) => s.name);
}

/** ` Did you mean “A” or “B”?`, or '' when nothing is close. */
export function didYouMean(text: string, candidates: readonly string[]): string {
  const found = suggest(text, candidates);
  if (found.length === 0) return '';
  const quoted = found.map((f) => `“${f}”`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return ` Did you mean ${list}?`;
}

/** Player text quoted in a message, cut to `max` characters so a 60,000-character line stays readable. */
export function shown(text: string, max = 60): string {
  const t = tidy(text);
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

export type SplitLine =
  | { readonly ok: true; readonly subject: string; readonly action: string }
  | {
      readonly ok: false;
      readonly problem: 'no dash' | 'no subject' | 'no action';
      readonly subject: string;
    };

/** Which known subject a line's dashes pick: the longest in the first 200 characters, or the shortest anywhere. */
export type KnownSubject = 'longest' | 'shortest';

/**
 * Splits a line at the dash between subject and action. A subject may itself hold a dash (`Jean-Luc's Host`,
 * a battle `T5-03`): the last dash whose left side is a known subject wins (the longest known subject); then
 * the first dash with a space on either side; then the first dash. `'shortest'` is CS42's rule (LANGUAGE.md,
 * "The line"): the first dash after a known name, anywhere on the line.
 */
export function splitLine(
  line: string,
  isKnown: (subject: string) => boolean,
  pick: KnownSubject = 'longest',
): SplitLine {
  const text = tidy(line);
  const dashes: number[] = [];
  const re = new RegExp(DASH_CLASS, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) dashes.push(m.index);
  if (dashes.length === 0) return { ok: false, problem: 'no dash', subject: '' };
  const spaced = (i: number): boolean => text[i - 1] === ' ' || text[i + 1] === ' ';
  // Only dashes in the first 200 characters can end a longest subject: a 60,000-character line is not scanned whole.
  const known =
    pick === 'shortest'
      ? dashes.find((i) => isKnown(text.slice(0, i)))
      : dashes
          .filter((i) => i < 200)
          .reverse()
          .find((i) => isKnown(text.slice(0, i)));
  const at = known ?? dashes.find((i) => spaced(i)) ?? dashes[0];
  const subject = tidy(text.slice(0, at));
  const action = tidy(text.slice(at + 1));
  if (subject === '') return { ok: false, problem: 'no subject', subject };
  if (action === '') return { ok: false, problem: 'no action', subject };
  return { ok: true, subject, action };
}

/**
 * The action text as words: standalone dashes dropped, commas as words of their own, final full stops dropped.
 * `apart` marks a ruleset's own word breaks in the tidied text first (CS42 splits `Patrol/M`).
 */
export function words(action: string, apart: (tidied: string) => string = (t) => t): string[] {
  const spaced = apart(tidy(action))
    .replace(/,/g, ' , ')
    .replace(/;/g, ' , ')
    .replace(/[.:!]+$/, '');
  return spaced.split(' ').filter((w) => w !== '' && !DASH_RUN.test(w));
}

/**
 * The longest known subject the line starts with followed by a space, to help with a line that has no dash.
 * Only the first `scan` characters are read (a 60,000-character line is not normalised whole).
 */
export function leadingName(line: string, names: readonly string[], scan = 400): string | null {
  const t = normalize(line.slice(0, scan));
  let best: string | null = null;
  for (const name of names) {
    const n = normalize(name);
    if (n !== '' && t.startsWith(`${n} `) && (best === null || n.length > normalize(best).length))
      best = name;
  }
  return best;
}

/**
 * The line syntax (LANGUAGE.md, "The line"): `<name> - <action> [arguments]`, names matched case-insensitively
 * with runs of spaces ignored, and "did you mean" by edit distance. Pure string work, nothing evaluated.
 */

/** Hyphen, en dash, em dash and their look-alikes all separate the name from the action. */
export const DASHES = '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
const DASH_CLASS = `[${DASHES}]`;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Lower case, NFKC, invisible characters dropped, whitespace runs collapsed, trimmed. */
export function normalize(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whitespace runs collapsed and trimmed, case kept: how a new name the player wrote is stored. */
export function tidy(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Blank lines and lines starting with `#` or `//` carry no order. */
export function isBlankOrComment(line: string): boolean {
  const t = tidy(line);
  return t === '' || t.startsWith('#') || t.startsWith('//');
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

/** Up to three candidates close to `text` (edit distance within a third of the length, at least 2), best first;
 * a candidate that starts with or contains the text also counts. */
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

/** "Did you mean `A` or `B`?", or '' when there is nothing close. */
export function didYouMean(text: string, candidates: readonly string[]): string {
  const found = suggest(text, candidates);
  if (found.length === 0) return '';
  const quoted = found.map((f) => `“${f}”`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return ` Did you mean ${list}?`;
}

export type SplitLine =
  | { readonly ok: true; readonly name: string; readonly action: string }
  | { readonly ok: false; readonly problem: 'O001' | 'O002' | 'O003'; readonly name: string };

/**
 * Splits a line at the dash between the name and the action. A name may itself hold a hyphen
 * (`Jean-Luc's Host - Move 3`): the first dash whose left side is a known name wins; otherwise the first dash
 * with a space on either side; otherwise the first dash.
 */
export function splitLine(line: string, isKnownName: (name: string) => boolean): SplitLine {
  const text = tidy(line);
  const dashes: number[] = [];
  const re = new RegExp(DASH_CLASS, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) dashes.push(m.index);
  if (dashes.length === 0) return { ok: false, problem: 'O001', name: '' };
  const spaced = (i: number): boolean => text[i - 1] === ' ' || text[i + 1] === ' ';
  const at = dashes.find((i) => isKnownName(text.slice(0, i))) ?? dashes.find((i) => spaced(i)) ?? dashes[0];
  const name = tidy(text.slice(0, at));
  const action = tidy(text.slice(at + 1));
  if (name === '') return { ok: false, problem: 'O002', name };
  if (action === '') return { ok: false, problem: 'O003', name };
  return { ok: true, name, action };
}

/** The action text as words: standalone dashes dropped (`Move 3 - Destroy`), `/M` split off (`Patrol/M`),
 * commas kept as words of their own (Split's list), trailing full stops dropped. */
export function words(action: string): string[] {
  const spaced = tidy(action)
    .replace(/\/\s*m\b/gi, ' /M')
    .replace(/,/g, ' , ')
    .replace(/;/g, ' , ')
    .replace(/[.:!]+$/, '');
  return spaced.split(' ').filter((w) => w !== '' && !new RegExp(`^${DASH_CLASS}+$`).test(w));
}

/** Strips a leading known name followed by whitespace, to help with a line that has no dash. */
export function leadingName(line: string, names: readonly string[]): string | null {
  const t = normalize(line);
  let best: string | null = null;
  for (const name of names) {
    const n = normalize(name);
    if (n !== '' && t.startsWith(`${n} `) && (best === null || n.length > normalize(best).length))
      best = name;
  }
  return best;
}

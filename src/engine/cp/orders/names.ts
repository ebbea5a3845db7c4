/**
 * Names as players write them: matched ignoring case, spaces and the kind of apostrophe ("Kjell’s Ford").
 */
import { normalize } from '../../core/orders/line';

export function nameKey(text: string): string {
  return normalize(text).replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

/** The names by key, first spelling kept. */
export function nameIndex(names: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of names) if (!out.has(nameKey(n))) out.set(nameKey(n), n);
  return out;
}

/** The longest name `text` starts with, followed by the end or a space; and what is left after it. */
export function leading(text: string, names: readonly string[]): { name: string; rest: string } | null {
  const t = nameKey(text);
  let best: string | null = null;
  for (const n of names) {
    const k = nameKey(n);
    if (k !== '' && (t === k || t.startsWith(`${k} `)) && (best === null || k.length > nameKey(best).length))
      best = n;
  }
  if (best === null) return null;
  return { name: best, rest: t.slice(nameKey(best).length).trim() };
}

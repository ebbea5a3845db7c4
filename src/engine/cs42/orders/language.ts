import { ARMY_GRAMMAR } from './army';
import { CITY_GRAMMAR } from './city';
import type { OrderCode } from './codes';
import { ENGINEER_GRAMMAR } from './engineer';
import type { ActionSpec, KindGrammar } from './grammar';
import { didYouMean, normalize, words } from './parse';
import { SCOUT_GRAMMAR } from './scout';
import { SETTLER_GRAMMAR } from './settler';
import { SPY_GRAMMAR } from './spy';
import type { OrderArgs, OrderKind } from './types';

/** The whole language: each kind's actions (one file per kind), and reading an action for a kind. */
export const GRAMMARS: Readonly<Record<OrderKind, KindGrammar>> = {
  army: ARMY_GRAMMAR,
  engineer: ENGINEER_GRAMMAR,
  settler: SETTLER_GRAMMAR,
  scout: SCOUT_GRAMMAR,
  spy: SPY_GRAMMAR,
  city: CITY_GRAMMAR,
};

export type ActionRead =
  | { readonly ok: true; readonly spec: ActionSpec; readonly args: OrderArgs }
  | {
      readonly ok: false;
      readonly code: OrderCode;
      readonly message: string;
      readonly spec: ActionSpec | null;
    };

/** Each phrase as words, split once (every line is matched against every kind's phrases). */
const PHRASE_WORDS = new Map<string, readonly string[]>();
function phraseWords(phrase: string): readonly string[] {
  let p = PHRASE_WORDS.get(phrase);
  if (p === undefined) PHRASE_WORDS.set(phrase, (p = phrase.split(' ')));
  return p;
}

function matchPhrase(
  grammar: KindGrammar,
  lower: readonly string[],
): { spec: ActionSpec; used: number } | null {
  let best: { spec: ActionSpec; used: number } | null = null;
  for (const s of grammar.actions)
    for (const phrase of s.phrases) {
      const p = phraseWords(phrase);
      if (p.length > lower.length || (best !== null && p.length <= best.used)) continue;
      if (p.every((w, i) => w === lower[i])) best = { spec: s, used: p.length };
    }
  return best;
}

const plural: Readonly<Record<OrderKind, string>> = {
  army: 'Armies',
  engineer: 'Engineer battalions',
  settler: 'Settler bands',
  scout: 'Scouts',
  spy: 'Spies',
  city: 'Cities',
};

export function actionList(kind: OrderKind): string {
  return GRAMMARS[kind].actions.map((a) => a.label).join(', ');
}

/** The most words of any phrase. */
const PHRASE_MAX = Math.max(
  ...Object.values(GRAMMARS).flatMap((g) =>
    g.actions.flatMap((a) => a.phrases.map((p) => p.split(' ').length)),
  ),
);

/** An unknown action is quoted whole up to this many characters. */
const QUOTED_MAX = 60;

/** Reads `<action> [arguments]` for a unit or city of `kind`. */
export function readAction(kind: OrderKind, text: string): ActionRead {
  const ws = words(text);
  // Only the first words can start a phrase: normalize those, not a 60,000-word line.
  const lower = ws.slice(0, PHRASE_MAX).map((w) => normalize(w));
  const own = matchPhrase(GRAMMARS[kind], lower);
  let other: { spec: ActionSpec; used: number; kind: OrderKind } | null = null;
  for (const k of Object.keys(GRAMMARS) as OrderKind[]) {
    if (k === kind) continue;
    const m = matchPhrase(GRAMMARS[k], lower);
    if (m !== null && (other === null || m.used > other.used)) other = { ...m, kind: k };
  }
  if (other !== null && (own === null || other.used > own.used)) {
    const message = `${plural[kind]} cannot ${other.spec.label}; they may ${actionList(kind)}.`;
    return { ok: false, code: 'O006', message, spec: null };
  }
  if (own === null) {
    const head = ws.slice(0, 3).join(' ');
    const phrases = GRAMMARS[kind].actions.map((a) => a.label);
    const first = ws.slice(0, 1).join(' ');
    const hint = didYouMean(head, phrases) || didYouMean(first, phrases);
    const written = ws.join(' ');
    const shown = written.length > QUOTED_MAX ? `${written.slice(0, QUOTED_MAX).trimEnd()}…` : written;
    const message = `“${shown}” is not an action of ${plural[kind].toLowerCase()}.${hint} They may ${actionList(kind)}.`;
    return { ok: false, code: 'O005', message, spec: null };
  }
  const read = own.spec.read(ws.slice(own.used), own.spec.label);
  return read.ok
    ? { ok: true, spec: own.spec, args: read.args }
    : { ok: false, code: read.code, message: read.message, spec: own.spec };
}

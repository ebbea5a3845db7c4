import { Direction } from '../../hex';
import { ownEntry } from '../../own';
import { MAX_ARMY_POINTS } from '../tables';
import type { OrderCode } from './codes';
import { normalize } from './parse';
import type { ActionId, MovementArgs, OrderArgs, OrderKind } from './types';

/**
 * The words of the language: how each action's arguments are read (LANGUAGE.md, "Arguments"). Each kind's file
 * lists its actions as `ActionSpec`s built from the readers here.
 */

export type ArgResult =
  | { readonly ok: true; readonly args: OrderArgs }
  | { readonly ok: false; readonly code: OrderCode; readonly message: string };

export interface ActionSpec {
  readonly id: ActionId;
  /** The canonical spelling. */
  readonly label: string;
  /** Accepted spellings, lower case, longest matched first. */
  readonly phrases: readonly string[];
  /** Actions the line uses: 0 for an instruction (No upkeep, Enslave), 2 for Patrol. */
  readonly actions: number;
  /** Consecutive actions the work takes (RULINGS: Build Watchtower 2 ...); 1 for one-action orders. */
  readonly steps: number;
  /** A full example line, for LANGUAGE.md and the messages. */
  readonly example: string;
  readonly read: (words: readonly string[], label: string) => ArgResult;
}

export interface KindGrammar {
  readonly kind: OrderKind;
  /** "army", "engineer battalion" ... for messages. */
  readonly noun: string;
  readonly actions: readonly ActionSpec[];
}

export function spec(
  id: ActionId,
  label: string,
  phrases: readonly string[],
  example: string,
  read: ActionSpec['read'],
  options: { actions?: number; steps?: number } = {},
): ActionSpec {
  return { id, label, phrases, example, read, actions: options.actions ?? 1, steps: options.steps ?? 1 };
}

export const fail = (code: OrderCode, message: string): ArgResult => ({ ok: false, code, message });
export const quote = (ws: readonly string[]): string => `“${ws.join(' ')}”`;

export const ROSETTE =
  '1 (north), 2 (north-east), 3 (south-east), 4 (south), 5 (south-west) or 6 (north-west)';
const COMPASS: Readonly<Record<string, Direction>> = {
  n: 1,
  north: 1,
  ne: 2,
  northeast: 2,
  'north-east': 2,
  se: 3,
  southeast: 3,
  'south-east': 3,
  s: 4,
  south: 4,
  sw: 5,
  southwest: 5,
  'south-west': 5,
  nw: 6,
  northwest: 6,
  'north-west': 6,
};

/** Directions in a word: `3`, `north`, `NE`, or digits run together (`23`); null when it is not one. */
export function directionsIn(word: string): Direction[] | null {
  const w = normalize(word);
  const compass = ownEntry(COMPASS, w);
  if (compass !== undefined) return [compass];
  if (!/^[1-6]+$/.test(w)) return null;
  return [...w].map((c) => Number(c) as Direction);
}

/** A word that looks like it was meant as a direction (a number or compass word) but is not one of 1-6. */
function looksNumeric(word: string): boolean {
  return /^[+-]?\d/.test(word);
}

export const noArgs: ActionSpec['read'] = (words, label) =>
  words.length === 0
    ? { ok: true, args: { type: 'none' } }
    : fail('O009', `${label} takes nothing after it: remove ${quote(words)}.`);

const QUALIFIERS = new Set(['follow', 'engage', 'no', 'noengage', 'no-engage', 'destroy']);

export interface MovementRule {
  readonly min: number;
  readonly max: number;
  /** Armies may add follow / engage / NO ENGAGE. */
  readonly qualifiers: boolean;
  /** A Move may add `destroy` (DESTROYING STRUCTURES); a March may not. */
  readonly destroy: boolean;
}

export function movement(rule: MovementRule): ActionSpec['read'] {
  return (words, label) => {
    const directions: Direction[] = [];
    let i = 0;
    for (; i < words.length; i++) {
      const w = words[i];
      if (w === ',') continue;
      const ds = directionsIn(w);
      if (ds !== null) directions.push(...ds);
      else if (looksNumeric(w) || (directions.length === 0 && !QUALIFIERS.has(normalize(w))))
        return fail('O007', `“${w}” is not a direction: write ${ROSETTE}, e.g. “${label} 3”.`);
      else break;
    }
    if (directions.length === 0)
      return fail('O008', `${label} needs a direction: write ${ROSETTE}, e.g. “${label} 3”.`);
    if (directions.length < rule.min || directions.length > rule.max) {
      const want = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max}`;
      return fail(
        'O011',
        `${label} takes ${want} direction(s), one per hex; you wrote ${directions.length}.`,
      );
    }
    const q = { follow: null as string | null, engage: false, engageTarget: null as string | null };
    let noEngage = false;
    let destroy = false;
    while (i < words.length) {
      const w = normalize(words[i]);
      if (!QUALIFIERS.has(w))
        return fail('O009', `${label} does not take ${quote(words.slice(i))}: remove it.`);
      const isNoEngage =
        w === 'noengage' || w === 'no-engage' || (w === 'no' && normalize(words[i + 1] ?? '') === 'engage');
      if (w === 'no' && !isNoEngage) return fail('O009', `Write “NO ENGAGE” as two words, or remove “no”.`);
      const what = isNoEngage ? 'NO ENGAGE' : w;
      if (what === 'destroy' ? !rule.destroy : !rule.qualifiers)
        return fail(
          'O012',
          what === 'destroy'
            ? `“destroy” goes with a Move, not a ${label} (DESTROYING STRUCTURES).`
            : `“${what}” is for armies' Move and March; remove it.`,
        );
      i += w === 'no' ? 2 : 1;
      if (what === 'NO ENGAGE') noEngage = true;
      else if (what === 'destroy') destroy = true;
      else {
        const start = i;
        while (i < words.length && !QUALIFIERS.has(normalize(words[i]))) i++;
        const target = words.slice(start, i).join(' ');
        if (what === 'follow') {
          if (target === '') return fail('O008', `“follow” needs the name of the enemy to follow.`);
          q.follow = target;
        } else {
          q.engage = true;
          q.engageTarget = target === '' ? null : target;
        }
      }
    }
    if (noEngage && q.engage) return fail('O012', `An order cannot both engage and NO ENGAGE: keep one.`);
    const args: MovementArgs = { type: 'movement', directions, ...q, noEngage, destroy };
    return { ok: true, args };
  };
}

export function direction(required: boolean): ActionSpec['read'] {
  return (words, label) => {
    if (words.length === 0)
      return required
        ? fail('O008', `${label} needs a direction: write ${ROSETTE}, e.g. “${label} 2”.`)
        : { ok: true, args: { type: 'direction', direction: null } };
    const ds = directionsIn(words[0]);
    if (ds === null || ds.length !== 1)
      return fail('O007', `“${words[0]}” is not a direction: write ${ROSETTE}.`);
    if (words.length > 1)
      return fail('O009', `${label} takes one direction: remove ${quote(words.slice(1))}.`);
    return { ok: true, args: { type: 'direction', direction: ds[0] } };
  };
}

export function target(what: string, example: string): ActionSpec['read'] {
  return (words, label) =>
    words.length === 0
      ? fail('O008', `${label} needs the name of ${what}, e.g. “${example}”.`)
      : { ok: true, args: { type: 'target', target: words.join(' ') } };
}

/** A whole number of points or a size: `300`, `300pts`, `300 points`. */
export function wholeNumber(word: string): number | null {
  const m = /^(\d{1,6})(pts?|points?|p)?$/i.exec(word);
  return m === null ? null : Number(m[1]);
}
const UNIT_WORD = /^(pts?|points?|p|size)$/i;

/** Recruit (points required) and Disband (the whole army, points, or a note naming the troops). */
export function points(required: boolean): ActionSpec['read'] {
  return (words, label) => {
    const ws = words.filter((w) => !UNIT_WORD.test(w));
    if (ws.length === 0)
      return required
        ? fail('O008', `${label} needs the points, e.g. “${label} 300”.`)
        : { ok: true, args: { type: 'points', points: null, note: null } };
    const n = wholeNumber(ws[0]);
    if (n !== null && ws.length === 1) {
      if (n <= 0 || n > MAX_ARMY_POINTS)
        return fail('O010', `${label} points must be 1 to ${MAX_ARMY_POINTS}; you wrote ${n}.`);
      return { ok: true, args: { type: 'points', points: n, note: null } };
    }
    if (required || looksNumeric(ws[0]))
      return fail(
        'O010',
        `${label} takes a whole number of points, e.g. “${label} 300”; not ${quote(words)}.`,
      );
    return { ok: true, args: { type: 'points', points: null, note: words.join(' ') } };
  };
}

/** A spreadsheet reads a cell that starts with one of these as a formula (CSV injection): no new name may. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** O036 for a new name a spreadsheet would take for a formula, else null. */
function formulaName(name: string): ArgResult | null {
  return FORMULA_START.test(name)
    ? fail(
        'O036',
        `The new name “${name}” may not start with =, +, -, @, a tab or a line break (a spreadsheet would read it as a formula): choose another name.`,
      )
    : null;
}

/** A name and a number in either order (`300 New Guard`, `New Guard 300`). */
function nameAndNumber(words: readonly string[]): { name: string; n: number | null } {
  const ws = words.filter((w) => !UNIT_WORD.test(w) && normalize(w) !== 'into');
  if (ws.length === 0) return { name: '', n: null };
  const first = wholeNumber(ws[0]);
  if (first !== null) return { name: ws.slice(1).join(' '), n: first };
  const last = wholeNumber(ws[ws.length - 1]);
  if (last !== null) return { name: ws.slice(0, -1).join(' '), n: last };
  return { name: ws.join(' '), n: null };
}

export const split: ActionSpec['read'] = (words, label) => {
  const groups: string[][] = [[]];
  for (const w of words)
    if (w === ',') groups.push([]);
    else groups[groups.length - 1].push(w);
  const parts: { name: string; points: number }[] = [];
  for (const g of groups.filter((x) => x.length > 0)) {
    const { name, n } = nameAndNumber(g);
    if (name === '' || n === null)
      return fail(
        'O008',
        `Each part of a ${label} needs a name and points, e.g. “Split Iron Guard 400, Iron Reserve 300”.`,
      );
    if (n <= 0 || n > MAX_ARMY_POINTS)
      return fail('O010', `“${name}” must have 1 to ${MAX_ARMY_POINTS} points.`);
    const formula = formulaName(name);
    if (formula !== null) return formula;
    parts.push({ name, points: n });
  }
  if (parts.length === 0)
    return fail(
      'O008',
      `${label} needs the new armies' names and points, e.g. “Split Iron Guard 400, Iron Reserve 300”.`,
    );
  return { ok: true, args: { type: 'split', parts } };
};

export const patrol: ActionSpec['read'] = (words) => {
  if (words.length === 0) return { ok: true, args: { type: 'patrol', extended: false } };
  if (words.length === 1 && /^\/?m$/i.test(words[0]))
    return { ok: true, args: { type: 'patrol', extended: true } };
  return fail('O009', `Patrol takes only “/M”: remove ${quote(words)}.`);
};

/** A new city or unit: its name, and points (Raise Troops) or size (Spawn Settlers) when `number` is set. */
export function newName(number: 'points' | 'size' | null, example: string): ActionSpec['read'] {
  return (words, label) => {
    const { name, n } = number === null ? { name: words.join(' '), n: null } : nameAndNumber(words);
    if (number !== null && n === null)
      return fail('O008', `${label} needs the ${number} and a name, e.g. “${example}”.`);
    if (name === '') return fail('O008', `${label} needs a name for the new one, e.g. “${example}”.`);
    const formula = formulaName(name);
    if (formula !== null) return formula;
    if (number === null && wholeNumber(words[0]) !== null && words.length === 1)
      return fail('O008', `${label} needs a name, not a number, e.g. “${example}”.`);
    return {
      ok: true,
      args: { type: 'new', name, points: number === 'points' ? n : null, size: number === 'size' ? n : null },
    };
  };
}

/**
 * An action of the order language and the readers its arguments share (LANGUAGE.md, "Arguments"). Reading is
 * syntax and names only; the book's preconditions are checked afterwards (legality*.ts) against the state.
 */
import { normalize, shown, tidy } from '../../core/orders/line';
import type { Phrased } from '../../core/orders/phrase';
import type { MeCode } from './codes';
import { hexAddress, type Names, type ReadContext, type Subject } from './context';
import type { MeOrder, MeOrderStage, MeSubjectKind } from './types';

export type ReadResult =
  | { readonly ok: true; readonly order: MeOrder; readonly argsText: string }
  | { readonly ok: false; readonly code: MeCode; readonly message: string };

export interface MeActionSpec extends Phrased {
  readonly subject: MeSubjectKind;
  /** The stages that take it (2.0A). */
  readonly stages: readonly MeOrderStage[];
  /** A full line, for LANGUAGE.md and messages. */
  readonly example: string;
  /** One sentence for the help, citing the rule. */
  readonly help: string;
  readonly read: (args: readonly string[], subject: Subject, ctx: ReadContext) => ReadResult;
  /** Free text whose semicolons are kept (an army list): its args hold SEMICOLON words, not commas. */
  readonly keepsSemicolons?: boolean;
}

/** A semicolon of the player's text, kept as a word of its own for a spec that keeps them. */
export const SEMICOLON = '\uE000';

export const ORDERS_STAGE: readonly MeOrderStage[] = ['Orders'];

export function fail(code: MeCode, message: string): ReadResult {
  return { ok: false, code, message };
}

export function ok(order: MeOrder, argsText: string): ReadResult {
  return { ok: true, order, argsText };
}

/** The arguments quoted for a message. */
export function quoted(args: readonly string[]): string {
  return `“${shown(args.join(' '))}”`;
}

/** A whole number written plainly (`2`, `300`), or null; no signs, exponents or separators. */
export function wholeNumber(word: string | undefined): number | null {
  if (word === undefined || !/^\d{1,7}$/.test(word)) return null;
  return Number(word);
}

/** Nothing after the action. */
export function noArgs(label: string, example: string, make: () => MeOrder) {
  return (args: readonly string[]): ReadResult =>
    args.length === 0
      ? ok(make(), '')
      : fail(
          'ME-O007',
          `${label} takes nothing after it: ${quoted(args)} is not understood. Write “${example}”.`,
        );
}

/** A hex address argument on the map. */
export function readHex(
  word: string | undefined,
  ctx: ReadContext,
  label: string,
  example: string,
): { ok: true; hex: string } | { ok: false; code: MeCode; message: string } {
  if (word === undefined)
    return { ok: false, code: 'ME-O007', message: `${label} needs a hex: write “${example}”.` };
  const address = hexAddress(word);
  if (address === null)
    return {
      ok: false,
      code: 'ME-O007',
      message: `${label}: “${shown(word, 20)}” is not a hex address (four digits, column then row, e.g. 0405).`,
    };
  if (!ctx.hexes.has(address))
    return { ok: false, code: 'ME-O009', message: `${label}: ${address} is not a hex of the map.` };
  return { ok: true, hex: address };
}

/** A name from `names` written as the whole of `ws` (names may hold spaces). */
export function readName(
  ws: readonly string[],
  names: Names,
  what: string,
  label: string,
  example: string,
): { ok: true; name: string } | { ok: false; code: MeCode; message: string } {
  if (ws.length === 0)
    return { ok: false, code: 'ME-O007', message: `${label} needs ${what}: write “${example}”.` };
  const text = ws.join(' ');
  const found = names.get(text);
  if (found !== undefined) return { ok: true, name: found };
  return {
    ok: false,
    code: 'ME-O009',
    message: `${label}: there is no ${what} called ${quoted(ws)}.${names.hint(text)}`,
  };
}

/** Free text (an army list) put back together from its words: commas close up again. */
export function freeText(ws: readonly string[]): string {
  return tidy(ws.join(' '))
    .replace(/ ,/g, ',')
    .replace(new RegExp(` ?${SEMICOLON}`, 'g'), ';');
}

/** Splits `ws` at the first of the separator words (`in`, `with` ...), compared in lower case. */
export function splitAt(ws: readonly string[], separators: readonly string[]): [string[], string[]] | null {
  const i = ws.findIndex((w) => separators.includes(normalize(w)));
  return i < 0 ? null : [ws.slice(0, i), ws.slice(i + 1)];
}

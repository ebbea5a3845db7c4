/**
 * The whole Mighty Empires language: each subject kind's actions, and reading `<action> [arguments]` for one.
 */
import { didYouMean, shown, words } from '../../core/orders/line';
import { matchPhrase } from '../../core/orders/phrase';
import type { MeCode } from './codes';
import type { ReadContext, Subject } from './context';
import { ARMY_SPECS } from './grammar-army';
import { BATTLE_SPECS } from './grammar-battle';
import { HEX_SPECS } from './grammar-hex';
import { KINGDOM_SPECS } from './grammar-kingdom';
import { SEMICOLON, type MeActionSpec } from './spec';
import type { MeOrder, MeSubjectKind } from './types';

export const ME_GRAMMARS: Readonly<Record<MeSubjectKind, readonly MeActionSpec[]>> = {
  hex: HEX_SPECS,
  army: ARMY_SPECS,
  kingdom: KINGDOM_SPECS,
  battle: BATTLE_SPECS,
};

export const SUBJECT_NOUN: Readonly<Record<MeSubjectKind, string>> = {
  hex: 'a hex',
  army: 'an army',
  kingdom: 'the Kingdom',
  battle: 'a battle',
};

const KINDS = Object.keys(ME_GRAMMARS) as MeSubjectKind[];

export function actionList(kind: MeSubjectKind): string {
  return [...new Set(ME_GRAMMARS[kind].map((a) => a.label))].join(', ');
}

export type ActionRead =
  | {
      readonly ok: true;
      readonly spec: MeActionSpec;
      readonly order: MeOrder;
      readonly argsText: string;
      /** The action was a near spelling of `spec.label`. */
      readonly corrected: boolean;
    }
  | {
      readonly ok: false;
      readonly code: MeCode;
      readonly message: string;
      readonly spec: MeActionSpec | null;
    };

/** Reads the action part of a line for `subject`; never throws on player text. */
export function readAction(subject: Subject, text: string, ctx: ReadContext): ActionRead {
  // Semicolons read as commas, except in free text that keeps them (a List, 3.0B).
  const raw = words(text, (t) => t.split(SEMICOLON).join('').replace(/;/g, ` ${SEMICOLON} `));
  const ws = raw.map((w) => (w === SEMICOLON ? ',' : w));
  const own = matchPhrase(ME_GRAMMARS[subject.kind], ws);
  if (own === null || own.corrected) {
    for (const k of KINDS) {
      if (k === subject.kind) continue;
      const other = matchPhrase(ME_GRAMMARS[k], ws);
      if (other !== null && !other.corrected) {
        const message = `“${other.spec.label}” is written on ${SUBJECT_NOUN[k]}, e.g. “${other.spec.example}”. Orders for ${SUBJECT_NOUN[subject.kind]}: ${actionList(subject.kind)}.`;
        return { ok: false, code: 'ME-O006', message, spec: null };
      }
    }
  }
  if (own === null) {
    const labels = ME_GRAMMARS[subject.kind].map((a) => a.label);
    const hint = didYouMean(ws.slice(0, 3).join(' '), labels) || didYouMean(ws.slice(0, 1).join(' '), labels);
    const message = `“${shown(ws.join(' '))}” is not an action of ${SUBJECT_NOUN[subject.kind]}.${hint} Orders for ${SUBJECT_NOUN[subject.kind]}: ${actionList(subject.kind)}.`;
    return { ok: false, code: 'ME-O005', message, spec: null };
  }
  const read = own.spec.read((own.spec.keepsSemicolons ? raw : ws).slice(own.used), subject, ctx);
  return read.ok
    ? { ok: true, spec: own.spec, order: read.order, argsText: read.argsText, corrected: own.corrected }
    : { ok: false, code: read.code, message: read.message, spec: own.spec };
}

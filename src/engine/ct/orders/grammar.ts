/**
 * Reading one Chronopia order line (rulesets-design.md 3.4: `<subject> - <action> [arguments]`) into a CtOrder,
 * or a refusal with its code naming what and why. Text only: whether the order is legal now is check.ts's.
 */
import { didYouMean, normalize, shown, splitLine, words } from '../../core/orders/line';
import { matchPhrase } from '../../core/orders/phrase';
import type { ActionSpec, SubjectKind } from './action-spec';
import { BATTLE_ACTIONS } from './actions-battle';
import { FORCE_ACTIONS } from './actions-force';
import type { CtOrder, Parsed } from './types';
import { LINE_CODES, ORDER_CODE } from './types';

export type { SubjectKind } from './action-spec';

/** What a player may name: the battles of the round, his warbands, the captives he holds or has lost. */
export interface OrderSubjects {
  readonly player: string;
  readonly battles: readonly string[];
  readonly warbands: readonly string[];
  readonly captives: readonly string[];
}

export const CT_ACTIONS: readonly ActionSpec[] = [...BATTLE_ACTIONS, ...FORCE_ACTIONS];

const FORCE = 'force';

/** Reads one line for `subjects.player`. */
export function parseOrder(line: string, subjects: OrderSubjects): Parsed {
  const lists: Record<Exclude<SubjectKind, 'force'>, readonly string[]> = {
    battle: subjects.battles,
    warband: subjects.warbands,
    captive: subjects.captives,
  };
  const kindOf = (s: string): { kind: SubjectKind; name: string } | null => {
    const n = normalize(s);
    if (n === FORCE || n === normalize(subjects.player)) return { kind: 'force', name: subjects.player };
    for (const k of ['battle', 'warband', 'captive'] as const) {
      const name = lists[k].find((x) => normalize(x) === n);
      if (name !== undefined) return { kind: k, name };
    }
    return null;
  };
  const split = splitLine(line, (s) => kindOf(s) !== null);
  if (!split.ok)
    return {
      ok: false,
      code: LINE_CODES.form,
      message: `“${shown(line)}”: write <subject> - <action>, e.g. “R1-A - Stake Oldfield” (${split.problem})`,
    };
  const subject = kindOf(split.subject);
  // No spaced dash: the split fell on a hyphen inside a name (“R1-A Stake Oldfield”); the line lacks its “ - ”.
  if (!subject && !/\s[-–—]\s/.test(line))
    return {
      ok: false,
      code: LINE_CODES.form,
      message: `“${shown(line)}”: write <subject> - <action>, with spaces around the dash, e.g. “R1-A - Stake Oldfield”`,
    };
  if (!subject) {
    const all = [FORCE, ...subjects.battles, ...subjects.warbands, ...subjects.captives];
    return {
      ok: false,
      code: LINE_CODES.subject,
      message: `“${shown(split.subject)}” is not Force, a battle of this round, one of your warbands or a captive.${didYouMean(split.subject, all)}`,
    };
  }
  const specs = CT_ACTIONS.filter((a) => a.subject === subject.kind);
  const ws = words(split.action);
  const match = matchPhrase(specs, ws);
  if (!match)
    return {
      ok: false,
      code: LINE_CODES.action,
      message: `“${shown(split.action)}” is not an action for ${subject.kind === 'force' ? 'your Force' : `the ${subject.kind} ${subject.name}`}; write one of: ${specs.map((s) => s.label).join(', ')}`,
    };
  const read = match.spec.read(subject.name, ws.slice(match.used));
  if (typeof read === 'string')
    return {
      ok: false,
      code: ORDER_CODE[match.spec.kind],
      message: `${match.spec.label}: ${read} (e.g. “${match.spec.example}”)`,
    };
  const said = normalize(ws.slice(0, match.used).join(' '));
  const order: CtOrder =
    read.kind === 'mission'
      ? { ...read, achieved: !said.endsWith('failed') }
      : read.kind === 'take'
        ? { ...read, choice: said.endsWith('stake') ? 'stake' : 'generated' }
        : read;
  return { ok: true, order, corrected: match.corrected };
}

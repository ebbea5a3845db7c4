/**
 * Reading one Chronopia order line (rulesets-design.md 3.4: `<subject> - <action> [arguments]`) into a CtOrder,
 * or a refusal with its code naming what and why. Text only: whether the order is legal now is check.ts's.
 */
import { didYouMean, normalize, shown, splitLine, words } from '../../core/orders/line';
import { matchPhrase, type Phrased } from '../../core/orders/phrase';
import type { Characteristic } from '../model';
import type { CtOrder, CtOrderKind, Parsed } from './types';
import { LINE_CODES, ORDER_CODE } from './types';

export type SubjectKind = 'force' | 'battle' | 'warband' | 'captive';

/** What a player may name: the battles of the round, his warbands, the captives he holds or has lost. */
export interface OrderSubjects {
  readonly player: string;
  readonly battles: readonly string[];
  readonly warbands: readonly string[];
  readonly captives: readonly string[];
}

interface ActionSpec extends Phrased {
  readonly kind: CtOrderKind;
  readonly subject: SubjectKind;
  readonly example: string;
  /** Reads the words after the phrase; a string is the reason they are wrong. */
  readonly read: (subject: string, rest: readonly string[]) => CtOrder | string;
}

const CHARACTERISTICS: readonly Characteristic[] = [
  'CC',
  'MW',
  'PW',
  'LD',
  'AC',
  'W',
  'ST',
  'MV',
  'A',
  'DEF',
];
const text = (rest: readonly string[]): string => rest.join(' ').replace(/ , /g, ', ').trim();
const whole = (w: string | undefined): number | null =>
  w !== undefined && /^\d+$/.test(w) ? Number(w) : null;

export const CT_ACTIONS: readonly ActionSpec[] = [
  {
    kind: 'stake',
    subject: 'battle',
    label: 'Stake',
    phrases: ['stake', 'stakes'],
    example: 'R1-A - Stake Oldfield',
    read: (battle, rest) =>
      rest.length ? { kind: 'stake', battle, territory: text(rest) } : 'name the territory staked',
  },
  {
    kind: 'accept',
    subject: 'battle',
    label: 'Accept',
    phrases: ['accept', 'accepts', 'accept challenge'],
    example: 'R2-C1 - Accept',
    read: (battle, rest) =>
      rest.length ? `nothing follows Accept, got “${shown(text(rest))}”` : { kind: 'accept', battle },
  },
  {
    kind: 'decline',
    subject: 'battle',
    label: 'Decline',
    phrases: ['decline', 'declines', 'decline challenge'],
    example: 'R2-C1 - Decline Mirefen',
    read: (battle, rest) =>
      rest.length
        ? { kind: 'decline', battle, territory: text(rest) }
        : 'name the territory you give up ([Battles] 4.b)',
  },
  {
    kind: 'mission',
    subject: 'battle',
    label: 'Mission achieved / Mission failed',
    phrases: ['mission achieved', 'mission accomplished', 'mission failed'],
    example: 'R1-A - Mission achieved',
    read: (battle, rest) =>
      rest.length
        ? `nothing follows the mission, got “${shown(text(rest))}”`
        : { kind: 'mission', battle, achieved: true },
  },
  {
    kind: 'wounds',
    subject: 'battle',
    label: 'Wounds',
    phrases: ['wounds', 'wounds inflicted'],
    example: 'R1-A - Wounds 7',
    read: (battle, rest) => {
      const n = whole(rest[0]);
      return n !== null && rest.length === 1
        ? { kind: 'wounds', battle, count: n }
        : 'write the wounds inflicted on the enemy as a whole number';
    },
  },
  {
    kind: 'casualty',
    subject: 'battle',
    label: 'Casualty',
    phrases: ['casualty', 'casualties'],
    example: 'R1-A - Casualty V.Blades.3 (or … skeleton, … eaten, … by Ghor)',
    read: (battle, rest) => {
      const [figure, ...more] = rest;
      if (!figure) return 'name the figure';
      let unrecoverable = false;
      let by = '';
      let i = 0;
      if (['skeleton', 'eaten'].includes(normalize(more[i] ?? ''))) {
        unrecoverable = true;
        i++;
      }
      if (normalize(more[i] ?? '') === 'by') {
        by = text(more.slice(i + 1));
        if (by === '') return 'name the player after “by”';
        i = more.length;
      }
      if (i < more.length)
        return `after the figure write skeleton, eaten or by <player>, got “${shown(text(more.slice(i)))}”`;
      return { kind: 'casualty', battle, figure, unrecoverable, by };
    },
  },
  {
    kind: 'hits',
    subject: 'battle',
    label: 'Hits',
    phrases: ['hits', 'wounding hits'],
    example: 'R1-A - Hits Vanth Blades 2',
    read: (battle, rest) => {
      const n = whole(rest.at(-1));
      return n !== null && rest.length > 1
        ? { kind: 'hits', battle, warband: text(rest.slice(0, -1)), count: n }
        : 'write the warband, then its hits that caused unsaved wounds as a whole number';
    },
  },
  {
    kind: 'reroll',
    subject: 'battle',
    label: 'Reroll',
    phrases: ['reroll', 're-roll'],
    example: 'R1-A - Reroll G.Blades.2',
    read: (battle, rest) =>
      rest.length === 1 ? { kind: 'reroll', battle, figure: rest[0] } : 'name one figure to reroll',
  },
  {
    kind: 'take',
    subject: 'battle',
    label: 'Take stake / Take generated',
    phrases: ['take stake', 'take generated', 'take the stake', 'take the generated'],
    example: 'R1-A - Take stake',
    read: (battle) => ({ kind: 'take', battle, choice: 'generated' }),
  },
  {
    kind: 'summon',
    subject: 'force',
    label: 'Summon',
    phrases: ['summon', 'summons'],
    example: 'Force - Summon 2 Skeleton',
    read: (_s, rest) => {
      const n = whole(rest[0]);
      return n !== null && n > 0 && rest.length > 1
        ? { kind: 'summon', count: n, type: text(rest.slice(1)) }
        : 'write how many, then the creature type from the army list';
    },
  },
  {
    kind: 'summoned',
    subject: 'battle',
    label: 'Summoned',
    phrases: ['summoned', 'dispelled'],
    example: 'R1-A - Summoned Karak.Skeleton.1 wounded',
    read: (battle, rest) => {
      const state = normalize(rest[1] ?? '');
      return rest.length === 2 && ['unwounded', 'wounded', 'killed', 'captured'].includes(state)
        ? {
            kind: 'summoned',
            battle,
            figure: rest[0],
            state: state as 'unwounded' | 'wounded' | 'killed' | 'captured',
          }
        : 'name the creature, then unwounded, wounded, killed or captured';
    },
  },
  {
    kind: 'rescue',
    subject: 'battle',
    label: 'Rescue',
    phrases: ['rescue'],
    example: 'R1-A - Rescue',
    read: (battle, rest) =>
      rest.length ? `nothing follows Rescue, got “${shown(text(rest))}”` : { kind: 'rescue', battle },
  },
  {
    kind: 'freed',
    subject: 'battle',
    label: 'Freed',
    phrases: ['freed', 'free'],
    example: 'R2-R1 - Freed G.Blades.2',
    read: (battle, rest) =>
      rest.length === 1 ? { kind: 'freed', battle, figure: rest[0] } : 'name one captive freed',
  },
  {
    kind: 'disband',
    subject: 'force',
    label: 'Disband',
    phrases: ['disband', 'discharge'],
    example: 'Force - Disband V.Bows.4, V.Bows.3',
    read: (_s, rest) => {
      const figures = text(rest)
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '');
      return figures.length ? { kind: 'disband', figures } : 'name the figures, comma-separated';
    },
  },
  {
    kind: 'upgrade',
    subject: 'force',
    label: 'Upgrade',
    phrases: ['upgrade'],
    example: 'Force - Upgrade Oldfield',
    read: (_s, rest) => (rest.length ? { kind: 'upgrade', territory: text(rest) } : 'name the territory'),
  },
  {
    kind: 'challenge',
    subject: 'force',
    label: 'Challenge',
    phrases: ['challenge', 'challenges'],
    example: 'Force - Challenge Ghor',
    read: (_s, rest) =>
      rest.length ? { kind: 'challenge', player: text(rest) } : 'name the player challenged',
  },
  {
    kind: 'recruit',
    subject: 'warband',
    label: 'Recruit',
    phrases: ['recruit', 'recruits'],
    example: 'Vanth Blades - Recruit 2 Swordsman',
    read: (warband, rest) => {
      const n = whole(rest[0]);
      return n !== null && n > 0 && rest.length > 1
        ? { kind: 'recruit', warband, count: n, type: text(rest.slice(1)) }
        : 'write how many, then the figure type from the army list';
    },
  },
  {
    kind: 'move',
    subject: 'warband',
    label: 'Move',
    phrases: ['move', 'move to', 'garrison', 'garrison in'],
    example: 'Vanth Guard - Move Oldfield (or Move field army)',
    read: (warband, rest) => {
      const to = text(rest);
      if (to === '') return 'name the territory, or “field army”';
      return { kind: 'move', warband, to: normalize(to) === 'field army' ? null : to };
    },
  },
  {
    kind: 'advance',
    subject: 'warband',
    label: 'Advance',
    phrases: ['advance', 'advances', 'roll'],
    example: 'Vanth Blades - Advance CC (or Advance CC cash)',
    read: (warband, rest) => {
      const c = CHARACTERISTICS.find((x) => x === (rest[0] ?? '').toUpperCase());
      if (!c) return `name a characteristic: ${CHARACTERISTICS.join(', ')}`;
      const pay = normalize(text(rest.slice(1)));
      if (pay !== '' && pay !== 'cash' && pay !== 'xp')
        return `after ${c} write nothing, “cash” or “xp”, got “${shown(pay)}”`;
      return { kind: 'advance', warband, characteristic: c, pay: pay === 'cash' ? 'cash' : 'xp' };
    },
  },
  {
    kind: 'sell',
    subject: 'captive',
    label: 'Sell',
    phrases: ['sell', 'sell to slavers'],
    example: 'G.Blades.2 - Sell',
    read: (figure, rest) =>
      rest.length ? `nothing follows Sell, got “${shown(text(rest))}”` : { kind: 'sell', figure },
  },
  {
    kind: 'drug',
    subject: 'captive',
    label: 'Drug',
    phrases: ['drug', 'keep as drugged', 'keep'],
    example: 'K.Axes.3 - Drug Sethra Blades',
    read: (figure, rest) =>
      rest.length ? { kind: 'drug', figure, warband: text(rest) } : 'name the warband the Drugged joins',
  },
  {
    kind: 'ransom',
    subject: 'captive',
    label: 'Ransom',
    phrases: ['ransom'],
    example: 'V.Bows.2 - Ransom 20',
    read: (figure, rest) => {
      const n = whole(rest[0]);
      const unit = normalize(text(rest.slice(1)));
      return n !== null && (unit === '' || unit === 'gc')
        ? { kind: 'ransom', figure, price: n }
        : 'write the agreed price in gc';
    },
  },
];

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

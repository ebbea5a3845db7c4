/**
 * Recovery after a battle (book 004, Section C 6.1C): Table 12 unit recovery (only when the army fights again
 * this turn), Table 13 character recovery for each character who fell or routed off, and Table 14 injuries
 * (d66), applied to the character. Every die is keyed under the caller's key so it can be overridden alone.
 */
import type { Dice } from '../../dice';
import { rollD66Dice } from '../../core/rolls';
import { lookup } from '../../core/tables';
import { dieEvent, meEvent, rollFor, type MeEvent } from '../events';
import type { Characteristic, MeCharacter, RetiringInjury } from '../model';
import type { WarFootingSetting } from '../support-armies';
import {
  TABLE_12_CITE,
  TABLE_12_RESULT_MODIFIER,
  TABLE_12_UNIT_RECOVERY,
  TABLE_12_WAR_FOOTING,
  TABLE_13_CHARACTER_RECOVERY,
  TABLE_13_CITE,
  TABLE_13_RESULT_MODIFIER,
  TABLE_14_CITE,
  TABLE_14_INJURY,
  UNCONSCIOUS_ESCAPES_ON,
  type InjuryRow,
  type SideResult,
} from './recovery-tables';

const PHASE = 'Battle resolution' as const;

export interface UnitRecoveryInput {
  /** The unit, for the log. */
  readonly unit: string;
  /** Models lost in the most recent battle ("You cannot recover more models than you lost"). */
  readonly lost: number;
  readonly result: SideResult;
  /** The kingdom issued War Footing this turn and still holds that hex (Table 12). */
  readonly warFooting: boolean;
  /** ME-R1 setting `War Footing bonus` (support-armies.ts): Table 12's +4 (default) or Table 2's +2. */
  readonly warFootingBonus?: WarFootingSetting;
}

/** `lost × n / d` rounded down or up, in integers (Table 12; the book's example: 3 lost, 1 in 4 → 0 or 1). */
export function modelsRecovered(lost: number, n: number, d: number, rounding: 'down' | 'up'): number {
  const num = lost * n;
  const out = rounding === 'down' ? Math.floor(num / d) : Math.floor((num + d - 1) / d);
  return Math.min(lost, out);
}

/** Table 12 for one unit: d6 + result modifier (+ War Footing, ME-R1), models recovered. */
export function unitRecovery(
  dice: Dice,
  key: string,
  input: UnitRecoveryInput,
): {
  readonly roll: number;
  readonly modified: number;
  readonly recovered: number;
  readonly events: MeEvent[];
} {
  const roll = rollFor(dice, key, 1, 6);
  const footing = input.warFooting ? (input.warFootingBonus ?? TABLE_12_WAR_FOOTING) : 0;
  const modified = roll.total + TABLE_12_RESULT_MODIFIER[input.result] + footing;
  const row = lookup(TABLE_12_UNIT_RECOVERY, modified);
  const rounding = input.warFooting && row.warFootingRoundUp ? 'up' : row.rounding;
  const recovered = modelsRecovered(input.lost, row.numerator, row.denominator, rounding);
  const effect =
    `${input.unit}: d6 ${roll.total} ${signed(TABLE_12_RESULT_MODIFIER[input.result])} (${input.result})` +
    (footing ? ` +${footing} (War Footing)` : '') +
    ` = ${modified}: ${row.numerator} in ${row.denominator} of ${input.lost} lost, rounded ${rounding}` +
    ` → ${recovered} recovered`;
  const rulings = input.warFooting ? ', ME-R1' : '';
  return {
    roll: roll.total,
    modified,
    recovered,
    events: [dieEvent(PHASE, input.unit, effect, { ...roll, result: roll.total }, TABLE_12_CITE + rulings)],
  };
}

function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

export interface CharacterRecoveryInput {
  readonly name: string;
  readonly result: SideResult;
}

export interface CharacterRecovery {
  /** Table 13's row read (after Unconscious, its own result). */
  readonly recovery: 'Dead' | 'Killed unconscious' | 'Badly wounded' | 'Wounded' | 'Survived';
  /** Table 14 results in the order rolled (the d3 of a Multiple injuries follow it). */
  readonly injuries: readonly InjuryRow[];
  /** Dead from Table 13 or a Table 14 Dead; stats falling to 0 are checked by applyInjuries. */
  readonly dead: boolean;
  readonly events: MeEvent[];
}

/** Table 13 (and 14) for one character who fell or routed off the board (6.1.2C). */
export function characterRecovery(dice: Dice, key: string, input: CharacterRecoveryInput): CharacterRecovery {
  const events: MeEvent[] = [];
  const roll = rollFor(dice, `${key}:recovery`, 1, 6);
  const mod = TABLE_13_RESULT_MODIFIER[input.result];
  const read = lookup(TABLE_13_CHARACTER_RECOVERY, roll.total + mod);
  events.push(
    dieEvent(
      PHASE,
      input.name,
      `Character recovery: d6 ${roll.total} ${signed(mod)} (${input.result}) = ${roll.total + mod}: ${read}`,
      { ...roll, result: roll.total },
      TABLE_13_CITE,
    ),
  );
  if (read === 'Dead') return { recovery: 'Dead', injuries: [], dead: true, events };
  if (read === 'Survived') return { recovery: 'Survived', injuries: [], dead: false, events };
  let badly = read === 'Badly wounded';
  if (read === 'Unconscious') {
    const won = input.result === 'major victory' || input.result === 'minor victory';
    const u = rollFor(dice, `${key}:unconscious`, 1, 6);
    const total = u.total + (won ? 1 : 0);
    const escapes = total >= UNCONSCIOUS_ESCAPES_ON;
    events.push(
      dieEvent(
        PHASE,
        input.name,
        `Unconscious: d6 ${u.total}${won ? ' +1 (victorious)' : ''} = ${total}: ` +
          (escapes ? 'escapes; treated as Badly Wounded' : 'found by the enemy and killed'),
        { ...u, result: u.total },
        TABLE_13_CITE,
      ),
    );
    if (!escapes) return { recovery: 'Killed unconscious', injuries: [], dead: true, events };
    badly = true;
  }
  const injuries = rollInjury(dice, `${key}:injury`, input.name, badly, events);
  return {
    recovery: badly ? 'Badly wounded' : 'Wounded',
    injuries,
    dead: injuries.some((i) => i.dead === true),
    events,
  };
}

/** A d66 on Table 14; Badly Wounded takes 1 from the tens, and a tens of 0 reads as 1 (ME-R5). */
function readInjury(dice: Dice, key: string, badly: boolean): { d66: number; read: number; row: InjuryRow } {
  const [tens, units] = rollD66Dice(dice, key);
  const t = badly ? Math.max(1, tens - 1) : tens;
  return { d66: tens * 10 + units, read: t * 10 + units, row: lookup(TABLE_14_INJURY, t * 10 + units) };
}

function rollInjury(dice: Dice, key: string, name: string, badly: boolean, events: MeEvent[]): InjuryRow[] {
  const first = readInjury(dice, key, badly);
  const cite = badly ? `${TABLE_14_CITE}, ME-R5` : TABLE_14_CITE;
  const shown = badly ? `d66 ${first.d66}, tens −1 → ${first.read}` : `d66 ${first.d66}`;
  events.push(
    dieEvent(
      PHASE,
      name,
      `Injury: ${shown}: ${first.row.name}`,
      { die: 'd66', result: first.d66, key },
      cite,
    ),
  );
  if (first.row.multiple !== true) return [first.row];
  // Multiple injuries: d3 rolls, rerolling Dead, Multiple, Hardened, Transformed / Cheated Death, with no
  // tens −1 after Badly Wounded.
  const n = rollFor(dice, `${key}:multiple`, 1, 3);
  events.push(
    dieEvent(PHASE, name, `Multiple injuries: d3 ${n.total} rolls`, { ...n, result: n.total }, TABLE_14_CITE),
  );
  const out: InjuryRow[] = [first.row];
  for (let i = 1; i <= n.total; i++) {
    for (let attempt = 0; ; attempt++) {
      const k = `${key}:multiple:${i}${attempt === 0 ? '' : `:reroll${attempt}`}`;
      const r = readInjury(dice, k, false);
      const reroll = r.row.rerollInMultiple;
      events.push(
        dieEvent(
          PHASE,
          name,
          `Multiple injuries ${i}: d66 ${r.d66}: ${r.row.name}${reroll ? ' (rerolled)' : ''}`,
          { die: 'd66', result: r.d66, key: k },
          TABLE_14_CITE,
        ),
      );
      if (!reroll) {
        out.push(r.row);
        break;
      }
      if (attempt >= 20) throw new RangeError(`${TABLE_14_CITE}: ${k} rerolled 20 times (an override loops)`);
    }
  }
  return out;
}

/** A character's characteristics as printed in his army book, to find a characteristic at 0 (Table 14). */
export type Profile = Readonly<Partial<Record<Characteristic, number>>>;

/** The character's current value of a characteristic: profile + advances + injuries. */
export function currentValue(c: MeCharacter, profile: Profile, ch: Characteristic): number | null {
  const base = profile[ch];
  if (base === undefined) return null;
  const advances = c.advances.filter((a) => a.characteristic === ch).length;
  return base + advances + (c.injuryChanges[ch] ?? 0);
}

/**
 * Table 14's results applied: characteristics, retiring injuries (a second Lost arm, Blinded or Lost leg
 * retires him), psychology, Transformed / Cheated Death, and death by Table 13, a Dead row or "If injury reduces
 * any of a character's statistics to zero, he dies" (known only when the profile is given).
 */
export function applyInjuries(
  c: MeCharacter,
  recovery: Pick<CharacterRecovery, 'dead' | 'injuries'>,
  turn: number,
  profile: Profile = {},
): { readonly character: MeCharacter; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  if (recovery.dead) {
    events.push(meEvent(PHASE, c.name, 'Dead', TABLE_13_CITE));
    return { character: { ...c, status: 'dead', statusTurn: turn }, events };
  }
  const changes: Partial<Record<Characteristic, number>> = { ...c.injuryChanges };
  const injuries: RetiringInjury[] = [...c.injuries];
  const psychology = [...c.psychology];
  let wizardLevel = c.wizardLevel;
  let retired = false;
  let working: MeCharacter = c;
  for (const row of recovery.injuries) {
    if (row.change) {
      changes[row.change.characteristic] = (changes[row.change.characteristic] ?? 0) + row.change.by;
    }
    if (row.halveMovement === true) {
      const m = currentValue({ ...working, injuryChanges: changes }, profile, 'M');
      if (m === null)
        events.push(
          meEvent(
            PHASE,
            c.name,
            'Lost leg: Movement halved (profile not given: the GM applies it)',
            TABLE_14_CITE,
          ),
        );
      else changes.M = (changes.M ?? 0) - (m - Math.ceil(m / 2));
    }
    if (row.retiresOnSecond) {
      if (injuries.includes(row.retiresOnSecond)) retired = true;
      injuries.push(row.retiresOnSecond);
    }
    if (row.psychology !== undefined && !psychology.includes(row.psychology)) psychology.push(row.psychology);
    if (row.transformed === true) {
      if (wizardLevel > 0) wizardLevel += 1;
      else changes.Ld = (changes.Ld ?? 0) + 1;
    }
    working = { ...working, injuryChanges: changes };
  }
  const next: MeCharacter = { ...c, injuryChanges: changes, injuries, psychology, wizardLevel };
  const zero = (Object.keys(profile) as Characteristic[]).find(
    (ch) => (currentValue(next, profile, ch) ?? 1) <= 0,
  );
  if (zero !== undefined) {
    events.push(meEvent(PHASE, c.name, `Dead: ${zero} reduced to 0`, TABLE_14_CITE));
    return { character: { ...next, status: 'dead', statusTurn: turn }, events };
  }
  if (retired) {
    events.push(meEvent(PHASE, c.name, 'Retired: the same injury a second time', TABLE_14_CITE));
    return { character: { ...next, status: 'retired', statusTurn: turn }, events };
  }
  return { character: next, events };
}

/**
 * 6.1.1C: "At the end of a battle including an Undead army all Undead units are capped at the size they were
 * when the campaign turn started" (they may raise back losses, never carry a swollen unit on).
 */
export function undeadCap(modelsNow: number, modelsAtTurnStart: number): number {
  return Math.min(modelsNow, modelsAtTurnStart);
}

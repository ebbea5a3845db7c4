/**
 * Advancement (book 004, Section C 6.3C, Appendix C): one Table 18 roll per 3 XP, a skill table of the player's
 * choice on 2-4 and 10-12 (Tables 19-22), and App. C's limits: an advancement at most twice, a skill once, a
 * characteristic never above 10, a fifth-level wizard rolling "Gain a magic level" rolls again.
 */
import type { Dice } from '../../dice';
import { lookup } from '../../core/tables';
import { dieEvent, rollFor, type MeEvent } from '../events';
import type { Advance, Characteristic, MeCharacter } from '../model';
import { currentValue, type Profile } from './recovery';
import {
  ADVANCE_LIMIT,
  CHARACTERISTIC_MAX,
  GAIN_MAGIC_LEVEL,
  MAGIC_LEVEL_MAX,
  SKILL_TABLE_DATA,
  SKILL_TABLES,
  TABLE_18_ADVANCEMENT,
  TABLE_18_CITE,
  type AdvanceRow,
  type SkillTable,
} from './advancement-tables';

const PHASE = 'Final results' as const;
/** 6.3C: "For every three points of experience a character earns, he can make one roll". */
export const XP_PER_ADVANCEMENT = 3;
/** Rerolls allowed before an override that always repeats is named as the problem. */
const MAX_REROLLS = 30;

/** The rolls a character is owed: ⌊xp / 3⌋ less those taken (6.3C). */
export function advancementRollsDue(c: Pick<MeCharacter, 'xp' | 'advancementRolls'>): number {
  return Math.max(0, Math.floor(c.xp / XP_PER_ADVANCEMENT) - c.advancementRolls);
}

/** Five or more advancements: a Living Legend (Table 9). */
export function isLivingLegend(c: Pick<MeCharacter, 'advances'>): boolean {
  return c.advances.length >= 5;
}

/** The player's choices (App. C): which of WS / BS, and the skill tables in order of preference. */
export interface AdvancementChoices {
  readonly wsOrBs?: 'WS' | 'BS';
  /** The first table not yet exhausted is rolled on; default Fighting, Command, Shooting, then Magic for wizards. */
  readonly skillTables?: readonly SkillTable[];
}

function defaultTables(c: MeCharacter): SkillTable[] {
  return c.wizardLevel > 0
    ? ['Magic', 'Fighting', 'Command', 'Shooting']
    : ['Fighting', 'Command', 'Shooting'];
}

function timesTaken(c: MeCharacter, result: string): number {
  return c.advances.filter((a) => a.result === result).length;
}

/** The characteristic an advance raises, or null when it must be rerolled (taken twice, or above 10). */
function advanceFits(
  c: MeCharacter,
  row: AdvanceRow,
  profile: Profile,
  prefer?: 'WS' | 'BS',
): Characteristic | null {
  if (timesTaken(c, row.result) >= ADVANCE_LIMIT) return null;
  const order =
    prefer !== undefined && row.characteristics.includes(prefer)
      ? [prefer, ...row.characteristics.filter((x) => x !== prefer)]
      : row.characteristics;
  return order.find((ch) => (currentValue(c, profile, ch) ?? 0) + 1 <= CHARACTERISTIC_MAX) ?? null;
}

function skillFits(c: MeCharacter, table: SkillTable, skill: string): boolean {
  // Each skill once (App. C); "Gain a magic level" is also rerolled by a fifth-level wizard.
  if (skill === GAIN_MAGIC_LEVEL && c.wizardLevel >= MAGIC_LEVEL_MAX) return false;
  return !c.advances.some((a) => a.table === table && a.result === skill);
}

function tableExhausted(c: MeCharacter, table: SkillTable): boolean {
  return SKILL_TABLE_DATA[table].rows.every((r) => !skillFits(c, table, r.result));
}

/** One advancement roll (6.3C), rerolled on the same table as App. C says; the character with it added. */
export function rollAdvancement(
  dice: Dice,
  key: string,
  c: MeCharacter,
  choices: AdvancementChoices = {},
  profile: Profile = {},
): { readonly character: MeCharacter; readonly advance: Advance; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  const taken = (advance: Advance, wizardLevel = c.wizardLevel) => ({
    character: {
      ...c,
      advances: [...c.advances, advance],
      advancementRolls: c.advancementRolls + 1,
      wizardLevel,
    },
    advance,
    events,
  });
  for (let attempt = 0; attempt <= MAX_REROLLS; attempt++) {
    const k = attempt === 0 ? key : `${key}:reroll${attempt}`;
    const roll = rollFor(dice, k, 2, 6);
    const row = lookup(TABLE_18_ADVANCEMENT, roll.total);
    if (row.kind === 'skill') {
      events.push(
        dieEvent(
          PHASE,
          c.name,
          `Advancement: 2d6 ${roll.total}: choose a skill table`,
          { ...roll, result: roll.total },
          TABLE_18_CITE,
        ),
      );
      return rollSkill(dice, `${key}:skill`, c, choices, events, taken);
    }
    let advance = row.kind === 'advance' ? row.advance : null;
    let sub = '';
    if (row.kind === 'd6') {
      const d6 = rollFor(dice, `${k}:d6`, 1, 6);
      advance = d6.total <= 3 ? row.upTo3 : row.from4;
      sub = `, d6 ${d6.total}`;
    }
    if (advance === null) throw new RangeError(`${TABLE_18_CITE}: row without an advance at ${roll.total}`);
    const ch = advanceFits(c, advance, profile, choices.wsOrBs);
    events.push(
      dieEvent(
        PHASE,
        c.name,
        `Advancement: 2d6 ${roll.total}${sub}: ${advance.result}${ch === null ? ' (taken twice or above 10: rerolled)' : ch !== advance.characteristics[0] || advance.characteristics.length > 1 ? ` (${ch})` : ''}`,
        { ...roll, result: roll.total },
        TABLE_18_CITE,
      ),
    );
    if (ch !== null) return taken({ table: 'Advancement', result: advance.result, characteristic: ch });
  }
  throw new RangeError(
    `${TABLE_18_CITE}: ${key} rerolled ${MAX_REROLLS} times (an override repeats a result that cannot be taken)`,
  );
}

function rollSkill(
  dice: Dice,
  key: string,
  c: MeCharacter,
  choices: AdvancementChoices,
  events: MeEvent[],
  taken: (
    a: Advance,
    wizardLevel?: number,
  ) => { character: MeCharacter; advance: Advance; events: MeEvent[] },
): { character: MeCharacter; advance: Advance; events: MeEvent[] } {
  const preferred = [...(choices.skillTables ?? defaultTables(c)), ...SKILL_TABLES];
  const table = preferred.find((t) => !tableExhausted(c, t));
  if (table === undefined) throw new RangeError(`${c.name} has every skill of Tables 19-22`);
  const data = SKILL_TABLE_DATA[table];
  for (let attempt = 0; attempt <= MAX_REROLLS; attempt++) {
    const k = attempt === 0 ? key : `${key}:reroll${attempt}`;
    const roll = rollFor(dice, k, 1, 6);
    const skill = lookup(data, roll.total);
    const fits = skillFits(c, table, skill);
    events.push(
      dieEvent(
        PHASE,
        c.name,
        `${table} skill: d6 ${roll.total}: ${skill}${fits ? '' : ' (already had: rerolled)'}`,
        { ...roll, result: roll.total },
        data.cite,
      ),
    );
    if (fits)
      return taken(
        { table, result: skill, characteristic: null },
        skill === GAIN_MAGIC_LEVEL ? c.wizardLevel + 1 : c.wizardLevel,
      );
  }
  throw new RangeError(
    `${data.cite}: ${key} rerolled ${MAX_REROLLS} times (an override repeats a skill already had)`,
  );
}

/** Every roll a character is owed (6.3C), keyed `${key}:1`, `${key}:2` ... after those already taken. */
export function advanceCharacter(
  dice: Dice,
  key: string,
  c: MeCharacter,
  choices: AdvancementChoices = {},
  profile: Profile = {},
): { readonly character: MeCharacter; readonly events: MeEvent[] } {
  let character = c;
  const events: MeEvent[] = [];
  for (let due = advancementRollsDue(c); due > 0; due--) {
    const r = rollAdvancement(dice, `${key}:${character.advancementRolls + 1}`, character, choices, profile);
    character = r.character;
    events.push(...r.events);
  }
  return { character, events };
}

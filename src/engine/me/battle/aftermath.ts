/**
 * After a battle (book 004, Section C 6.0C-6.4C, 2.4A, 2.0C, App. D, 3.3B): the post-battle rolls in the book's
 * order for every character of a reported tabletop battle, an abstract battle or a battle won by default:
 * Table 13 (and 14) for the fallen, experience (Tables 15-16, 6.4C), advancement (Tables 18-22), and the
 * armies left with no character, which disperse for the rest of the turn (3.3B).
 */
import type { Dice } from '../../dice';
import type { AbstractBattleResult } from '../../abstract-battle';
import { meEvent, type MeEvent } from '../events';
import type { MeCharacter } from '../model';
import { advanceCharacter, type AdvancementChoices } from './advancement';
import {
  abstractBattleXp,
  tabletopExperience,
  victoryByDefaultXp,
  type DifferenceBase,
  type XpAward,
} from './experience';
import type { SideResult } from './recovery-tables';
import {
  applyInjuries,
  characterRecovery,
  unitRecovery,
  type Profile,
  type UnitRecoveryInput,
} from './recovery';
import { abstractSideResult, sideResult, type SolidVictoryReads, type TabletopReport } from './report';

export interface AftermathSettings {
  readonly turn: number;
  /** ME-R4. */
  readonly solid?: SolidVictoryReads;
  /** ME-R6. */
  readonly base?: DifferenceBase;
  /** The player's advancement choices per character (App. C). */
  readonly choices?: ReadonlyMap<string, AdvancementChoices>;
  /** Army-book profiles per character, to find a characteristic at 0 or above 10. */
  readonly profiles?: ReadonlyMap<string, Profile>;
}

export interface Aftermath {
  /** Every character named in the battle, updated; others are not returned. */
  readonly characters: MeCharacter[];
  /** Characters killed by Tables 13-14. */
  readonly dead: string[];
  /** Armies with no active character left: dispersed for the rest of the turn, though still victorious (3.3B). */
  readonly dispersed: string[];
  readonly events: MeEvent[];
}

function byName(characters: readonly MeCharacter[], names: readonly string[]): Map<string, MeCharacter> {
  const out = new Map<string, MeCharacter>();
  for (const n of names) {
    const c = characters.find((x) => x.name === n);
    if (c === undefined) throw new RangeError(`Character '${n}' is in the battle but not in the campaign`);
    out.set(n, c);
  }
  return out;
}

/** Table 13 (and 14) for each fallen character, by his side's result. */
function recoverFallen(
  dice: Dice,
  key: string,
  roster: Map<string, MeCharacter>,
  fell: readonly { name: string; result: SideResult }[],
  settings: AftermathSettings,
  events: MeEvent[],
): string[] {
  const dead: string[] = [];
  for (const f of fell) {
    const c = roster.get(f.name);
    if (c === undefined) continue;
    const r = characterRecovery(dice, `${key}:${f.name}`, {
      name: f.name,
      result: f.result,
    });
    const applied = applyInjuries(c, r, settings.turn, settings.profiles?.get(f.name));
    events.push(...r.events, ...applied.events);
    roster.set(f.name, applied.character);
    if (applied.character.status === 'dead') dead.push(f.name);
  }
  return dead;
}

/** Experience added, then every advancement roll owed (6.3C). */
function grantAndAdvance(
  dice: Dice,
  key: string,
  roster: Map<string, MeCharacter>,
  awards: readonly XpAward[],
  settings: AftermathSettings,
  events: MeEvent[],
): void {
  for (const a of awards) {
    const c = roster.get(a.character);
    if (c === undefined || c.status !== 'active') continue;
    const adv = advanceCharacter(
      dice,
      `${key}:${a.character}`,
      { ...c, xp: c.xp + a.xp },
      settings.choices?.get(a.character),
      settings.profiles?.get(a.character),
    );
    events.push(...adv.events);
    roster.set(a.character, adv.character);
  }
}

function dispersedArmies(
  roster: Map<string, MeCharacter>,
  all: readonly MeCharacter[],
  events: MeEvent[],
): string[] {
  const armies = [...new Set([...roster.values()].map((c) => c.army).filter((a): a is string => a !== null))];
  const out = armies.filter((army) =>
    all.filter((c) => c.army === army).every((c) => (roster.get(c.name) ?? c).status !== 'active'),
  );
  for (const a of out)
    events.push(
      meEvent(
        'Final results',
        a,
        'No character left: the army disperses for the rest of the turn',
        '004 3.3B',
      ),
    );
  return out;
}

/**
 * 4.3B: "Characters in neutral armies do not gain experience as player characters do": a neutral defenders'
 * side (`Neutral: <race>`) or the Beast keeps its size for Table 16, but its characters are not tracked.
 */
function trackedReport(report: TabletopReport): TabletopReport {
  const untracked = (side: string): boolean => side.startsWith('Neutral: ') || side === 'the Beast';
  const gone = new Set(report.sides.filter((s) => untracked(s.side)).flatMap((s) => s.characters));
  return {
    ...report,
    sides: report.sides.map((s) =>
      untracked(s.side) ? { ...s, characters: [], general: null, reportSubmitted: false } : s,
    ),
    feats: report.feats.filter((f) => !gone.has(f.character)),
    fell: report.fell.filter((c) => !gone.has(c)),
  };
}

/** A reported tabletop battle (6.0C): recovery, experience, advancement, dispersal. */
export function tabletopAftermath(
  dice: Dice,
  key: string,
  report: TabletopReport,
  characters: readonly MeCharacter[],
  settings: AftermathSettings,
): Aftermath {
  const events: MeEvent[] = [];
  const tracked = trackedReport(report);
  const roster = byName(
    characters,
    tracked.sides.flatMap((s) => s.characters),
  );
  const sideOf = (name: string): string => report.sides.find((s) => s.characters.includes(name))?.side ?? '';
  const fell = tracked.fell.map((name) => ({
    name,
    result: sideResult(report, sideOf(name), settings.solid),
  }));
  const dead = recoverFallen(dice, `${key}:recovery`, roster, fell, settings, events);
  // Killed or retired by Tables 13-14: no experience (6.2C).
  const gone = [...roster.values()].filter((c) => c.status !== 'active').map((c) => c.name);
  const xp = tabletopExperience(dice, `${key}:xp`, tracked, gone, settings.base);
  events.push(...xp.events);
  grantAndAdvance(dice, `${key}:advance`, roster, xp.awards, settings, events);
  return {
    characters: [...roster.values()],
    dead,
    dispersed: dispersedArmies(roster, characters, events),
    events,
  };
}

/**
 * An abstract battle (App. D): the fallen roll Table 13 "as though they had been removed from the tabletop" by
 * their side's Table 25 result (ME-R37); each character who survives, fallen or not, gains exactly 1 XP (2.5A;
 * 6.2C "or recover from their injuries").
 */
export function abstractAftermath(
  dice: Dice,
  key: string,
  result: AbstractBattleResult,
  sides: { readonly attacker: readonly string[]; readonly defender: readonly string[] },
  characters: readonly MeCharacter[],
  settings: AftermathSettings,
): Aftermath {
  const events: MeEvent[] = [];
  if (result.outcome === 'Lost Cause')
    throw new RangeError('004 2.0C: a Lost Cause is no battle; use defaultVictoryAftermath');
  const outcome = result.outcome;
  const roster = byName(characters, [...sides.attacker, ...sides.defender]);
  const fell = [
    ...result.attacker.fallen.map((name) => ({ name, result: abstractSideResult(outcome, 'attacker') })),
    ...result.defender.fallen.map((name) => ({ name, result: abstractSideResult(outcome, 'defender') })),
  ];
  const dead = recoverFallen(dice, `${key}:recovery`, roster, fell, settings, events);
  const awards = abstractBattleXp(
    [...sides.attacker, ...sides.defender].filter((c) => roster.get(c)?.status === 'active'),
  );
  for (const a of awards)
    events.push(meEvent('Final results', a.character, '+1 XP: abstract battle', '004 App. D'));
  grantAndAdvance(dice, `${key}:advance`, roster, awards, settings, events);
  return {
    characters: [...roster.values()],
    dead,
    dispersed: dispersedArmies(roster, characters, events),
    events,
  };
}

/** 2.4A / 2.0C: the other side fled or was a Lost Cause: the victors +1 XP each; the fleeing are unharmed. */
export function defaultVictoryAftermath(
  dice: Dice,
  key: string,
  victors: readonly string[],
  why: 'fled' | 'Lost Cause',
  characters: readonly MeCharacter[],
  settings: AftermathSettings,
): Aftermath {
  const events: MeEvent[] = [];
  const roster = byName(characters, victors);
  const awards = victoryByDefaultXp(victors, why);
  for (const a of awards)
    events.push(
      meEvent(
        'Final results',
        a.character,
        `+1 XP: ${a.reasons.join(', ')}`,
        why === 'fled' ? '004 2.4A' : '004 2.0C',
      ),
    );
  grantAndAdvance(dice, `${key}:advance`, roster, awards, settings, events);
  return { characters: [...roster.values()], dead: [], dispersed: [], events };
}

/**
 * 6.1.1C: when an army "must fight again before the end of the turn", Table 12 for each of its units that lost
 * models in the reported battle, keyed `${key}:${unit}`. `warFooting`: its kingdom holds a hex on War Footing.
 */
export function unitsRecovered(
  dice: Dice,
  key: string,
  report: TabletopReport,
  side: string,
  warFooting: boolean,
  settings: Pick<AftermathSettings, 'solid'> & {
    readonly warFootingBonus?: UnitRecoveryInput['warFootingBonus'];
  } = {},
): {
  readonly units: { readonly unit: string; readonly lost: number; readonly recovered: number }[];
  readonly events: MeEvent[];
} {
  const result = sideResult(report, side, settings.solid);
  const events: MeEvent[] = [];
  const units = report.modelsLost
    .filter((m) => m.side === side && m.lost > 0)
    .map((m) => {
      const r = unitRecovery(dice, `${key}:${m.unit}`, {
        unit: m.unit,
        lost: m.lost,
        result,
        warFooting,
        ...(settings.warFootingBonus ? { warFootingBonus: settings.warFootingBonus } : {}),
      });
      events.push(...r.events);
      return { unit: m.unit, lost: m.lost, recovered: r.recovered };
    });
  return { units, events };
}

/**
 * Battle report lines, as players write them at the Battles stage (004 5.4C, 6.1C-6.4C; digest §6 "What the
 * players report"): `<battle> - <fact> …`, read into the shared StageReportLine that stages/reports.ts reads.
 *
 *   T1-01 - Winner Ostmark            (or `Winner draw`)
 *   T1-01 - Level solid victory       (draw, minor victory, solid victory, massacre)
 *   T1-01 - Fell Graf Albrecht        (a character who fell or fled the board, Table 13)
 *   T1-01 - Feat Graf Albrecht slew general   (slew general, challenge won, standard captured; Table 15)
 *   T1-01 - Models lost Swordsmen 6   (only if the army fights again this turn, 6.1.1C)
 *   T1-01 - General Graf Albrecht     (who led the side, Table 16)
 *   T1-01 - Standard                  (the side had a standard, Table 15)
 *   T1-01 - Report submitted          (the side's full report, 6.4C)
 *   T1-01 - Total army size 1500      (as fielded, 3.1B)
 *
 * The subject of side facts is the writer's own side. A player's text is data: only matched, never evaluated.
 */
import { normalize, splitLine, tidy } from '../../engine/core/orders/line';
import type { StageReportLine } from '../../engine/core/stage';
import type { Feat } from '../../engine/me/battle/experience-tables';
import type { Force } from '../../engine/me/battle/matching';
import { TABLETOP_LEVELS } from '../../engine/me/battle/report';
import type { MeState } from '../../engine/me/model';
import { forceCharacters } from '../../engine/me/stages/forces';
import { forceName } from '../../engine/me/battle/matching';
import { forcePlayer, type MeTurnBattle } from '../../engine/me/stages/turn';

const FEATS: readonly Feat[] = ['slew general', 'challenge won', 'standard captured'];

/** The facts, longest phrase first so `report submitted` is not read as something shorter. */
const FACTS = [
  'report submitted',
  'total army size',
  'models lost',
  'winner',
  'level',
  'fell',
  'feat',
  'general',
  'standard',
] as const;
export type ReportFact = (typeof FACTS)[number];

const BATTLE = /^t\s*\d+\s*-\s*\d+$/i;
const MAX_REST = 200;

/** A line whose subject is a battle and whose action is a report fact: the fact and the rest. */
export function reportLineParts(
  text: string,
): { readonly battle: string; readonly fact: ReportFact; readonly rest: string } | null {
  const split = splitLine(text, (s) => BATTLE.test(tidy(s)));
  if (!split.ok || !BATTLE.test(split.subject)) return null;
  const action = normalize(split.action);
  const fact = FACTS.find((f) => action === f || action.startsWith(`${f} `));
  if (fact === undefined) return null;
  return {
    battle: split.subject.replace(/\s+/g, '').toUpperCase(),
    fact,
    rest: tidy(split.action).slice(fact.length).trim(),
  };
}

export type ReportRead =
  | { readonly ok: true; readonly line: StageReportLine; readonly message: string }
  | { readonly ok: false; readonly code: string; readonly message: string };

const refuse = (code: string, message: string): ReportRead => ({ ok: false, code, message });

/** The side (as the battle names it) a player fights on, or null when not in the battle. */
function sideOf(b: MeTurnBattle, player: string, battles: readonly MeTurnBattle[]): string | null {
  const on = (f: Force): boolean => {
    if (f.kind === 'army') return f.players.includes(player);
    if (f.kind !== 'winner of') return false;
    const x = battles.find((y) => y.id === f.battle);
    return x !== undefined && (on(x.matchup.attacker) || on(x.matchup.defender));
  };
  const m = b.resolved ?? b.matchup;
  if (on(m.attacker) || on(m.defender)) return player;
  return null;
}

/** The sides' names a winner line may give. */
function sideNames(b: MeTurnBattle, battles: readonly MeTurnBattle[]): string[] {
  const names = (f: Force): string[] => {
    if (f.kind !== 'winner of') return [forcePlayer(f)];
    const x = battles.find((y) => y.id === f.battle);
    return x ? [...names(x.matchup.attacker), ...names(x.matchup.defender)] : [];
  };
  return [...new Set([...names(b.matchup.attacker), ...names(b.matchup.defender)])];
}

/** 3.1B: the Total Army Size "may never exceed 3000 points". */
export const MAX_TOTAL_ARMY_SIZE = 3000;

/** The forces that may stand on each side of `b`: a 'winner of' side is either side of that earlier battle. */
function forcesOf(b: MeTurnBattle, battles: readonly MeTurnBattle[]): Force[] {
  const expand = (f: Force): Force[] => {
    if (f.kind !== 'winner of') return [f];
    const x = battles.find((y) => y.id === f.battle);
    return x ? [...expand(x.matchup.attacker), ...expand(x.matchup.defender)] : [];
  };
  const m = b.resolved ?? b.matchup;
  return [...expand(m.attacker), ...expand(m.defender)];
}

/** Checks one report line of `player` against the turn's battles; the line read, or why not. */
export function readReportLine(
  parts: NonNullable<ReturnType<typeof reportLineParts>>,
  player: string,
  battles: readonly MeTurnBattle[],
  state: Pick<MeState, 'characters'>,
): ReportRead {
  const b = battles.find((x) => x.id === parts.battle);
  if (!b) return refuse('ME-O018', `${parts.battle} is not one of this turn's battles.`);
  const side = sideOf(b, player, battles);
  if (side === null) return refuse('ME-O018', `${b.id} is not one of your battles.`);
  if (b.status === 'applied' || b.status === 'void' || b.mode !== 'tabletop')
    return refuse('ME-O018', `${b.id} is settled already (${b.mode}): no report is needed.`);
  const line = (subject: string, value: string | number): StageReportLine => ({
    battle: b.id,
    player,
    subject,
    fact: parts.fact,
    value,
  });
  const ok = (l: StageReportLine, message: string): ReportRead => ({ ok: true, line: l, message });
  const rest = parts.rest;
  // Names and units are short: a long line is refused before any pattern reads it.
  if (rest.length > MAX_REST)
    return refuse('ME-O007', `${b.id}: a report line has at most ${MAX_REST} characters after the fact.`);
  const character = (text: string): string | null =>
    state.characters.find((c) => normalize(c.name) === normalize(text))?.name ?? null;
  // Fell, Feat and General name a character of this battle's armies (Tables 13, 15, 16).
  const forces = forcesOf(b, battles);
  const inBattle = (who: string): boolean =>
    forces.some((f) => forceCharacters(state, f).some((c) => c.name === who));
  const notInBattle = (who: string): ReportRead =>
    refuse(
      'ME-O009',
      `${who} is not a character of ${b.id}'s armies (${forces.map(forceName).join(', ') || 'none'}) (Tables 13, 15, 16).`,
    );
  switch (parts.fact) {
    case 'winner': {
      if (normalize(rest) === 'draw') return ok(line('', 'draw'), `${b.id}: a draw (5.4C).`);
      const found = sideNames(b, battles).find((n) => normalize(n) === normalize(rest));
      if (!found)
        return refuse(
          'ME-O007',
          `Write the winning side: ${sideNames(b, battles).join(' or ')}, or draw (5.4C), e.g. “${b.id} - Winner ${sideNames(b, battles)[0] ?? 'draw'}”.`,
        );
      return ok(line('', found), `${b.id}: ${found} wins (5.4C).`);
    }
    case 'level': {
      const level = TABLETOP_LEVELS.find((l) => l === normalize(rest));
      if (!level) return refuse('ME-O007', `Write the level: ${TABLETOP_LEVELS.join(', ')} (5.4C, ME-R4).`);
      return ok(line('', level), `${b.id}: ${level} (5.4C).`);
    }
    case 'fell':
    case 'general': {
      const who = character(rest);
      if (who === null)
        return refuse('ME-O009', `“${tidy(rest).slice(0, 40)}” is not a character on the Characters tab.`);
      if (!inBattle(who)) return notInBattle(who);
      return parts.fact === 'fell'
        ? ok(line(who, 'fell'), `${b.id}: ${who} fell or fled the board (Table 13).`)
        : ok(line(side, who), `${b.id}: ${who} led your side (Table 16).`);
    }
    case 'feat': {
      const feat = FEATS.find((f) => normalize(rest).endsWith(` ${f}`));
      const who = feat === undefined ? null : character(rest.slice(0, rest.length - feat.length));
      if (feat === undefined || who === null)
        return refuse(
          'ME-O007',
          `Write the character then the feat (${FEATS.join(', ')}), e.g. “${b.id} - Feat Graf Albrecht slew general” (Table 15).`,
        );
      if (!inBattle(who)) return notInBattle(who);
      return ok(line(who, feat), `${b.id}: ${who}: ${feat} (Table 15).`);
    }
    case 'models lost': {
      const m = /^(.+?)\s+(\d{1,5})$/.exec(rest);
      if (!m)
        return refuse(
          'ME-O007',
          `Write the unit then the models lost, e.g. “${b.id} - Models lost Swordsmen 6”.`,
        );
      return ok(
        line(tidy(m[1] as string), Number(m[2])),
        `${b.id}: ${tidy(m[1] as string)} lost ${m[2]} models (6.1.1C).`,
      );
    }
    case 'total army size': {
      if (!/^\d{1,5}$/.test(rest))
        return refuse('ME-O007', `Write the points fielded, e.g. “${b.id} - Total army size 1500” (3.1B).`);
      if (Number(rest) > MAX_TOTAL_ARMY_SIZE)
        return refuse(
          'ME-O007',
          `${b.id}: a Total Army Size is at most ${MAX_TOTAL_ARMY_SIZE} points (3.1B), not ${rest}.`,
        );
      return ok(line(side, Number(rest)), `${b.id}: ${side} fielded ${rest} points (3.1B).`);
    }
    case 'standard':
    case 'report submitted':
      if (rest !== '') return refuse('ME-O007', `Write “${b.id} - ${parts.fact}” alone.`);
      return ok(
        line(side, 'yes'),
        parts.fact === 'standard'
          ? `${b.id}: your side had a standard (Table 15).`
          : `${b.id}: your full report is in (6.4C).`,
      );
  }
}

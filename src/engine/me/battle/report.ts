/**
 * The facts a tabletop battle report gives the campaign (book 004, Section C 5.4C, 6.1C-6.4C; digest §6 "What
 * the players report"), their check, and each side's result level as Tables 12 and 13 read it (ME-R4, ME-R37).
 */
import type { AbstractOutcome } from '../../abstract-battle';
import type { Feat } from './experience-tables';
import type { SideResult } from './recovery-tables';

/** 5.4C: the winner reads the WFB victory point table with his own army's size. */
export type TabletopLevel = 'draw' | 'minor victory' | 'solid victory' | 'massacre';
export const TABLETOP_LEVELS: readonly TabletopLevel[] = [
  'draw',
  'minor victory',
  'solid victory',
  'massacre',
];

export interface ReportSide {
  /** The player, or `Neutral: <race>` / `Beast`. */
  readonly side: string;
  /** Rounded Total Army Size as fielded (3.1B). */
  readonly totalArmySize: number;
  /** The army's General (Table 16 goes to him only). */
  readonly general: string | null;
  /** The characters who took part. */
  readonly characters: readonly string[];
  /** The army includes at least one standard (Table 15: needed for the standard feat). */
  readonly hasStandard: boolean;
  /** A complete battle report was submitted for this side (6.4C). */
  readonly reportSubmitted: boolean;
}

export interface FeatLine {
  readonly character: string;
  readonly feat: Feat;
}

export interface ModelsLost {
  readonly side: string;
  readonly unit: string;
  readonly lost: number;
}

export interface TabletopReport {
  /** The winning side; null for a draw. */
  readonly winner: string | null;
  readonly level: TabletopLevel;
  readonly sides: readonly ReportSide[];
  /** Characters who fell or routed off the board (Table 13 for each). */
  readonly fell: readonly string[];
  readonly feats: readonly FeatLine[];
  /** Models lost per unit: needed only if the army fights again this turn (6.1.1C). */
  readonly modelsLost: readonly ModelsLost[];
}

/** ME-R4 setting: solid victory and massacre are major (default), or solid counts as minor. */
export type SolidVictoryReads = 'major' | 'minor';

/** ME-R4: the result for `side` of a reported battle; the loser mirrors the winner's level as a defeat. */
export function sideResult(
  report: Pick<TabletopReport, 'winner' | 'level'>,
  side: string,
  solid: SolidVictoryReads = 'major',
): SideResult {
  if (report.winner === null || report.level === 'draw') return 'draw';
  const major = report.level === 'massacre' || (report.level === 'solid victory' && solid === 'major');
  if (report.winner === side) return major ? 'major victory' : 'minor victory';
  return major ? 'major defeat' : 'minor defeat';
}

/** ME-R37: a Table 25 outcome read from one side. */
export function abstractSideResult(outcome: AbstractOutcome, role: 'attacker' | 'defender'): SideResult {
  const [who, level] = ((): ['Attacker' | 'Defender' | null, 'major' | 'minor' | null] => {
    switch (outcome) {
      case 'Draw':
        return [null, null];
      case 'Attacker Major Victory':
        return ['Attacker', 'major'];
      case 'Attacker Minor Victory':
        return ['Attacker', 'minor'];
      case 'Defender Major Victory':
        return ['Defender', 'major'];
      case 'Defender Minor Victory':
        return ['Defender', 'minor'];
    }
  })();
  if (who === null || level === null) return 'draw';
  const won = (who === 'Attacker') === (role === 'attacker');
  return `${level} ${won ? 'victory' : 'defeat'}`;
}

/** Every problem with a report, each naming the line and why; [] when it can be applied. */
export function reportProblems(report: TabletopReport): string[] {
  const out: string[] = [];
  const sides = report.sides.map((s) => s.side);
  const everyone = new Map<string, string>();
  for (const s of report.sides) for (const c of s.characters) everyone.set(c, s.side);
  if (report.sides.length < 2) out.push(`A battle needs two sides; the report names ${report.sides.length}`);
  if (report.winner !== null && !sides.includes(report.winner))
    out.push(`Winner '${report.winner}' is not a side of this battle (${sides.join(', ')})`);
  if ((report.winner === null) !== (report.level === 'draw'))
    out.push(
      `A draw has no winner and a winner has a victory level (winner '${report.winner ?? ''}', level '${report.level}')`,
    );
  for (const s of report.sides)
    if (s.general !== null && !s.characters.includes(s.general))
      out.push(`General '${s.general}' of ${s.side} is not one of its characters`);
  for (const c of report.fell) if (!everyone.has(c)) out.push(`Fallen character '${c}' is in neither army`);
  for (const f of report.feats) {
    const side = everyone.get(f.character);
    if (side === undefined) out.push(`Feat '${f.feat}' by '${f.character}': he is in neither army`);
    if (
      f.feat === 'standard captured' &&
      side !== undefined &&
      !report.sides.find((s) => s.side === side)?.hasStandard
    )
      out.push(`Feat 'standard captured' by '${f.character}': his army has no standard (Table 15)`);
  }
  for (const m of report.modelsLost) {
    if (!sides.includes(m.side))
      out.push(`Models lost by '${m.unit}': side '${m.side}' is not in this battle`);
    if (!Number.isInteger(m.lost) || m.lost < 0)
      out.push(`Models lost by '${m.unit}': ${m.lost} is not a whole number 0 or more`);
  }
  return out;
}

/**
 * A report with each fact that cannot stand dropped alone (a fallen or feat-earning character in neither army, a
 * General not of his side, a standard captured from a side with none, models lost by no side, a Total Army Size
 * over 3000, 3.1B), so one bad line does not throw away the agreed winner and level; what was dropped, as
 * sentences; a dropped General or size falls back to the side as known before the report. The problems left (sides, winner, level) are reportProblems of the report returned.
 */
export function dropBadFacts(
  report: TabletopReport,
  known: readonly Pick<ReportSide, 'side' | 'totalArmySize' | 'general'>[],
): { report: TabletopReport; dropped: string[] } {
  const dropped: string[] = [];
  const sides = report.sides.map((s) => s.side);
  const everyone = new Map<string, string>();
  for (const s of report.sides) for (const c of s.characters) everyone.set(c, s.side);
  const reportSides = report.sides.map((s) => {
    let out = s;
    const was = known.find((k) => k.side === s.side);
    if (s.general !== null && !s.characters.includes(s.general)) {
      dropped.push(`General '${s.general}' of ${s.side} is not one of its characters`);
      out = { ...out, general: was?.general ?? null };
    }
    if (s.totalArmySize > 3000) {
      dropped.push(`Total Army Size ${s.totalArmySize} of ${s.side} is over 3000 (3.1B)`);
      out = { ...out, totalArmySize: Math.min(3000, was?.totalArmySize ?? 3000) };
    }
    return out;
  });
  const fell = report.fell.filter((c) => {
    if (everyone.has(c)) return true;
    dropped.push(`Fallen character '${c}' is in neither army`);
    return false;
  });
  const feats = report.feats.filter((f) => {
    const side = everyone.get(f.character);
    if (side === undefined) {
      dropped.push(`Feat '${f.feat}' by '${f.character}': he is in neither army`);
      return false;
    }
    if (f.feat === 'standard captured' && !reportSides.find((s) => s.side === side)?.hasStandard) {
      dropped.push(`Feat 'standard captured' by '${f.character}': his army has no standard (Table 15)`);
      return false;
    }
    return true;
  });
  const modelsLost = report.modelsLost.filter((m) => {
    if (sides.includes(m.side) && Number.isInteger(m.lost) && m.lost >= 0) return true;
    dropped.push(`Models lost by '${m.unit}' (side '${m.side}', ${m.lost}) cannot stand`);
    return false;
  });
  return { report: { ...report, sides: reportSides, fell, feats, modelsLost }, dropped };
}

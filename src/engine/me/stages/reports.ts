/**
 * A tabletop battle report as Battle Lines (rulesets-design.md 3.6; digest §6 "What the players report"), read
 * into the TabletopReport the aftermath rules take (battle/report.ts). Facts, one line each:
 * `winner` (a side, or `draw`), `level` (draw / minor victory / solid victory / massacre, 5.4C),
 * `fell` (subject: a character), `feat` (subject: a character; value: slew general / challenge won / standard
 * captured), `general` (subject: a side; value: the character), `standard` (subject: a side),
 * `report submitted` (subject: a side), `total army size` (subject: a side; value: points as fielded),
 * `models lost` (subject: a unit; value: models; the side is the line's player).
 */
import type { StageReportLine } from '../../core/stage';
import type { Feat } from '../battle/experience-tables';
import { TABLETOP_LEVELS, type ReportSide, type TabletopLevel, type TabletopReport } from '../battle/report';

const FEATS: readonly Feat[] = ['slew general', 'challenge won', 'standard captured'];

/** A side as the battle knows it before the report. */
export interface KnownSide {
  readonly side: string;
  readonly totalArmySize: number;
  readonly general: string | null;
  readonly characters: readonly string[];
}

/** The report, or the problems that stop it being read (each naming the line). */
export function readReport(
  lines: readonly StageReportLine[],
  sides: readonly KnownSide[],
): { readonly report: TabletopReport | null; readonly problems: string[] } {
  const problems: string[] = [];
  const text = (l: StageReportLine): string => String(l.value).trim();
  const facts = (fact: string): StageReportLine[] =>
    lines.filter((l) => l.fact.trim().toLowerCase() === fact);
  const winnerLine = facts('winner')[0];
  const levelLine = facts('level')[0];
  if (!winnerLine) problems.push(`${lines[0]?.battle ?? 'battle'}: no 'winner' line (a side, or draw)`);
  const level = (levelLine ? text(levelLine).toLowerCase() : 'draw') as TabletopLevel;
  if (!TABLETOP_LEVELS.includes(level))
    problems.push(
      `level '${levelLine ? text(levelLine) : ''}' is not one of ${TABLETOP_LEVELS.join(', ')} (5.4C)`,
    );
  const winner = winnerLine && text(winnerLine).toLowerCase() !== 'draw' ? text(winnerLine) : null;
  const named = (fact: string, side: string): StageReportLine | undefined =>
    facts(fact).find((l) => l.subject.trim() === side);
  const reportSides: ReportSide[] = sides.map((k) => {
    const size = named('total army size', k.side);
    const general = named('general', k.side);
    return {
      side: k.side,
      totalArmySize: size && Number.isFinite(Number(size.value)) ? Number(size.value) : k.totalArmySize,
      general: general ? text(general) : k.general,
      characters: k.characters,
      hasStandard: named('standard', k.side) !== undefined,
      reportSubmitted: named('report submitted', k.side) !== undefined,
    };
  });
  // Both sides may report the same fact: a character falls once, a feat is earned once (Tables 13, 15).
  const feats = [
    ...new Map(
      facts('feat').map((l) => {
        const f = { character: l.subject.trim(), feat: text(l).toLowerCase() as Feat };
        return [`${f.character.toLowerCase()}\u0000${f.feat}`, f] as const;
      }),
    ).values(),
  ];
  for (const f of feats)
    if (!FEATS.includes(f.feat))
      problems.push(`feat '${f.feat}' of ${f.character} is not one of ${FEATS.join(', ')}`);
  const modelsLost = facts('models lost').map((l) => ({
    side: l.player,
    unit: l.subject.trim(),
    lost: Number(l.value),
  }));
  if (problems.length > 0) return { report: null, problems };
  return {
    report: {
      winner,
      level,
      sides: reportSides,
      fell: [...new Set(facts('fell').map((l) => l.subject.trim()))],
      feats,
      modelsLost,
    },
    problems,
  };
}

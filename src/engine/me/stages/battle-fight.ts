/**
 * One battle settled (004 2.4A, 2.0C, 2.5A, 6.0C-6.4C, App. D): a default victory, a reported tabletop battle,
 * or, with no usable report by the deadline, App. D through the shared abstract battle; then the aftermath
 * rules (Tables 12-22). Dice keyed `me:battle:<id>:...`.
 */
import {
  ATTACK_STRATEGIES,
  DEFENCE_STRATEGIES,
  STRENGTH_STEP,
  isLostCause,
  resolveAbstractBattle,
  strengthIndex,
  type AttackStrategy,
  type DefenceStrategy,
} from '../../abstract-battle';
import type { StageReportLine } from '../../core/stage';
import { pick } from '../../core/rolls';
import type { Dice } from '../../dice';
import {
  abstractAftermath,
  defaultVictoryAftermath,
  tabletopAftermath,
  type Aftermath,
} from '../battle/aftermath';
import { abstractRoles } from '../battle/combats';
import { forceName, type Engagement, type Force, type Matchup } from '../battle/matching';
import { unitRecovery } from '../battle/recovery';
import { dropBadFacts, reportProblems, sideResult } from '../battle/report';
import { meEvent, type MeEvent } from '../events';
import type { MeState } from '../model';
import { forceCharacters } from './forces';
import { readReport } from './reports';
import type { MeSettings } from './settings';
import { forcePlayer, type MeTurnBattle } from './turn';

const PHASE = 'Battle resolution' as const;

export interface Fought {
  readonly winner: 'attacker' | 'defender' | null;
  readonly mode: MeTurnBattle['mode'];
  readonly outcome: MeTurnBattle['outcome'];
  readonly aftermath: Aftermath | null;
  readonly events: MeEvent[];
  /** Points the first-named attacker lost by App. D (0 otherwise): an incited army's strength after battle. */
  readonly attackerLost?: number;
}

export interface FightInput {
  readonly id: string;
  readonly matchup: Matchup;
  readonly engagement: Engagement;
  readonly sizes: { readonly attacker: number; readonly defender: number };
  readonly lines: readonly StageReportLine[];
  readonly strategies: ReadonlyMap<string, string>;
  /** Players holding a War Footing hex this turn (Table 12, ME-R1). */
  readonly warFooting: ReadonlySet<string>;
  /**
   * 6.1.1C "if your army must fight again before the end of the turn": the players whose armies here have a
   * later battle this turn, and whether a later battle is against this one's winner. Absent: every side.
   */
  readonly fightsAgain?: { readonly players: ReadonlySet<string>; readonly winner: boolean };
}

export function fightBattle(dice: Dice, s: MeState, input: FightInput, settings: MeSettings): Fought {
  const { id, matchup: m, engagement: e } = input;
  const key = `me:battle:${id}`;
  const after = { turn: s.turn, solid: settings.solidVictory, base: settings.generalshipBase };
  const names = (f: Force): string[] => forceCharacters(s, f).map((c) => c.name);
  if (e.kind === 'no battle')
    return {
      winner: null,
      mode: 'no battle',
      outcome: null,
      aftermath: null,
      events: [meEvent(PHASE, id, 'both fled: no battle, no XP (ME-R21)', e.cite)],
    };
  if (e.kind === 'fled' || e.kind === 'lost cause') {
    const winner = e.winner === 'attacker' ? 'attacker' : 'defender';
    const victors = names(winner === 'attacker' ? m.attacker : m.defender);
    const a = defaultVictoryAftermath(
      dice,
      key,
      victors,
      e.kind === 'fled' ? 'fled' : 'Lost Cause',
      s.characters,
      after,
    );
    const text = `${forceName(winner === 'attacker' ? m.defender : m.attacker)} ${e.kind === 'fled' ? 'flees' : 'is a Lost Cause and flees'}: ${forceName(winner === 'attacker' ? m.attacker : m.defender)} wins`;
    return {
      winner,
      mode: e.kind,
      outcome: null,
      aftermath: a,
      events: [meEvent(PHASE, id, text, e.cite), ...a.events],
    };
  }
  const known = (
    f: Force,
    size: number,
  ): { side: string; totalArmySize: number; general: string | null; characters: string[] } => ({
    side: forcePlayer(f),
    totalArmySize: size,
    general: f.kind === 'army' ? (s.armies.find((x) => x.name === f.armies[0])?.general ?? null) : null,
    characters: names(f),
  });
  const events: MeEvent[] = [];
  if (input.lines.length > 0) {
    const sides = [known(m.attacker, input.sizes.attacker), known(m.defender, input.sizes.defender)];
    const read = readReport(input.lines, sides);
    // One bad fact is dropped alone, logged; the agreed winner and level stand (5.4C).
    const kept = read.report ? dropBadFacts(read.report, sides) : null;
    for (const d of kept?.dropped ?? [])
      events.push(meEvent(PHASE, id, `report fact dropped: ${d}`, '004 5.4C, 6.0C'));
    const problems = kept ? reportProblems(kept.report) : read.problems;
    if (kept && problems.length === 0) {
      const report = kept.report;
      const a = tabletopAftermath(dice, key, report, s.characters, after);
      // 6.1.1C: "all units recover to their full strength at the end of a campaign turn"; Table 12 only
      // for an army that must fight again this turn.
      const again = (side: string): boolean =>
        input.fightsAgain === undefined ||
        input.fightsAgain.players.has(side) ||
        (input.fightsAgain.winner && report.winner === side);
      for (const lost of report.modelsLost.filter((x) => again(x.side)))
        events.push(
          ...unitRecovery(dice, `${key}:units:${lost.unit}`, {
            unit: lost.unit,
            lost: lost.lost,
            result: sideResult(report, lost.side, settings.solidVictory),
            warFooting: input.warFooting.has(lost.side),
            warFootingBonus: settings.warFooting,
          }).events,
        );
      const winner =
        report.winner === null ? null : report.winner === forcePlayer(m.attacker) ? 'attacker' : 'defender';
      const text = `tabletop: ${report.winner === null ? 'a draw' : `${report.winner} wins, ${report.level}`}`;
      return {
        winner,
        mode: 'tabletop',
        outcome: null,
        aftermath: a,
        events: [meEvent(PHASE, id, text, '004 5.4C, ME-R4'), ...events, ...a.events],
      };
    }
    for (const p of problems)
      events.push(meEvent(PHASE, id, `report not applied: ${p}; resolved by App. D`, '004 2.5A'));
  }
  // ME-R38 setting: Table 23's LC cell at the rounded strengths read as a Lost Cause for the smaller army.
  if (
    settings.tableLostCause === 'treat as Lost Cause' &&
    tableLostCause(input.sizes.attacker, input.sizes.defender)
  ) {
    const larger = input.sizes.attacker >= input.sizes.defender ? 'attacker' : 'defender';
    const victors = names(larger === 'attacker' ? m.attacker : m.defender);
    const a = defaultVictoryAftermath(dice, key, victors, 'Lost Cause', s.characters, after);
    const text = `App. D: ${input.sizes.attacker} against ${input.sizes.defender} falls on a Lost Cause cell of Table 23: the smaller flees`;
    return {
      winner: larger,
      mode: 'lost cause',
      outcome: null,
      aftermath: a,
      events: [...events, meEvent(PHASE, id, text, '004 App. D Table 23, ME-R38'), ...a.events],
    };
  }
  // App. D: neither army defending, the GM draws the roles; strategies as ordered, else drawn (Proposal).
  const roles = abstractRoles(dice, 'me:battle', { ...m, id });
  events.push(...roles.events);
  const strategy = <T extends string>(f: Force, role: string, list: readonly T[]): T => {
    const given = input.strategies.get(`${id}\u0000${forcePlayer(f)}`);
    if (given !== undefined && (list as readonly string[]).includes(given)) return given as T;
    const k = `me:strategy:${id}:${role}`;
    const drawn = pick(dice, k, list);
    events.push(
      meEvent(
        PHASE,
        forcePlayer(f),
        `${id}: no ${role} strategy given, drawn: ${drawn} (${k}; Proposal)`,
        '004 App. D Table 24',
      ),
    );
    return drawn;
  };
  const attackerIsFirst = roles.attacker === m.attacker;
  const sizeOf = (f: Force): number => (f === m.attacker ? input.sizes.attacker : input.sizes.defender);
  const attack: AttackStrategy = strategy(roles.attacker, 'attacker', ATTACK_STRATEGIES);
  const defence: DefenceStrategy = strategy(roles.defender, 'defender', DEFENCE_STRATEGIES);
  const result = resolveAbstractBattle(
    {
      key,
      attacker: {
        name: forceName(roles.attacker),
        points: sizeOf(roles.attacker),
        characters: names(roles.attacker),
        strategy: attack,
      },
      defender: {
        name: forceName(roles.defender),
        points: sizeOf(roles.defender),
        characters: names(roles.defender),
        strategy: defence,
      },
    },
    dice,
  );
  for (const r of result.rolls)
    events.push({
      phase: PHASE,
      subject: id,
      effect: r.effect,
      die: r.die,
      result: r.result,
      key: r.key,
      table: '004 App. D Table 25',
    });
  if (result.outcome === 'Lost Cause') {
    // Not reached: 2.0C was checked on the same sizes before the battle.
    return { winner: null, mode: 'lost cause', outcome: null, aftermath: null, events };
  }
  const outcome = result.outcome;
  events.push(
    meEvent(
      PHASE,
      id,
      `App. D: 2d6 ${result.roll} ${signed(result.modifier ?? 0)} (Table 23) ${signed(result.strategy)} (Table 24) = ${result.adjusted}: ${outcome}`,
      '004 App. D Tables 23-25',
    ),
  );
  const a = abstractAftermath(
    dice,
    key,
    result,
    { attacker: names(roles.attacker), defender: names(roles.defender) },
    s.characters,
    after,
  );
  const rolesWinner = outcome.startsWith('Attacker')
    ? 'attacker'
    : outcome.startsWith('Defender')
      ? 'defender'
      : null;
  const winner =
    rolesWinner === null ? null : (rolesWinner === 'attacker') === attackerIsFirst ? 'attacker' : 'defender';
  const attackerLost = attackerIsFirst ? result.attacker.pointsLost : result.defender.pointsLost;
  return { winner, mode: 'abstract', outcome, aftermath: a, events: [...events, ...a.events], attackerLost };
}

/** ME-R38: Table 23's cell at the 250-point indices (ME-R7) is LC: those strengths are 2× apart (2.0C). */
function tableLostCause(a: number, b: number): boolean {
  const at = (p: number): number => (strengthIndex(p) + 1) * STRENGTH_STEP;
  return isLostCause(at(a), at(b));
}

function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

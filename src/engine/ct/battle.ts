/**
 * Before and at the battle (001 [Battles] 1-2, 4; [Forces] 3): the battle's type, allies, climate and season
 * (Table 3), and who won (CT-R11). Rescue and Challenge have their own victory conditions.
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import type { CtEvent } from './events';
import { dieEvent, rollFor } from './events';
import type { CtPlayer, CtResult, CtSettings } from './model';
import { ok, refuse } from './model';
import type { ClimateRow } from './tables';
import { TABLE_3_CLIMATE } from './tables';

export type BattleKind = 'two-player' | 'multi-player' | 'rescue' | 'challenge';

/** [Battles] 1 opening: two players (with or without allies), or more than two with none allied. */
export function classifyBattle(
  sides: readonly (readonly string[])[],
): CtResult<'two-player' | 'multi-player'> {
  if (sides.length === 2 && sides.every((s) => s.length >= 1)) return ok('two-player');
  if (sides.length > 2 && sides.every((s) => s.length === 1)) return ok('multi-player');
  if (sides.length > 2) return refuse('A battle of more than two players has no allies ([Battles] 1.b)');
  return refuse('A battle needs at least two sides ([Battles] 1)');
}

/** [Forces] 3, [Races] 5.a and 6.a: Stygians ally only with Stygians; Devout only with Devout (CT-R5 setting). */
export function allianceAllowed(a: CtPlayer, b: CtPlayer, settings: CtSettings): CtResult<true> {
  if (a.name === b.name) return refuse(`${a.name} cannot ally with himself`);
  const only = (race: string, cite: string): CtResult<true> | null =>
    (a.race === race) !== (b.race === race)
      ? refuse(
          `${a.name} (${a.race}) and ${b.name} (${b.race}): ${race} players may only ally with ${race} players (${cite})`,
        )
      : null;
  return (
    only('Stygian', '[Races] 6.a') ??
    (settings.devoutAllyOnlyDevout ? only('Devout', '[Races] 5.a, CT-R5') : null) ??
    ok(true)
  );
}

export interface ClimateRoll {
  readonly row: ClimateRow;
  readonly event: CtEvent;
}

/** [Battles] 1.c: a D20 on Table 3 before each battle. Key `ct:climate:<battle>`. */
export function rollClimate(dice: Dice, battle: string): ClimateRoll {
  const roll = rollFor(dice, `ct:climate:${battle}`, 1, 20);
  const row = lookup(TABLE_3_CLIMATE, roll.total);
  const text = `${row.climate}, ${row.season === 'All' ? 'all seasons' : row.season}${row.effects ? `: ${row.effects}` : ''}`;
  return { row, event: dieEvent('Pre-battle', battle, text, roll, TABLE_3_CLIMATE.cite) };
}

export interface SideReport {
  readonly player: string;
  readonly missionAchieved: boolean;
  /** Wounds inflicted on the enemy, summoned creatures included ([Battles] 2.c). */
  readonly woundsInflicted: number;
}

/**
 * [Battles] 2.b-d of a two-player battle: one side achieved its victory conditions, it wins; both, the most wounds
 * inflicted wins (CT-R11: equal is a draw); neither, a draw. Null is a draw.
 */
export function twoPlayerWinner(a: SideReport, b: SideReport): string | null {
  if (a.missionAchieved !== b.missionAchieved) return a.missionAchieved ? a.player : b.player;
  if (!a.missionAchieved) return null;
  if (a.woundsInflicted === b.woundsInflicted) return null;
  return a.woundsInflicted > b.woundsInflicted ? a.player : b.player;
}

/** [Battles] 1.b: in a multi-player battle each player who accomplished his mission generates a territory. */
export function multiPlayerGainers(sides: readonly SideReport[]): string[] {
  return sides.filter((s) => s.missionAchieved).map((s) => s.player);
}

/** [Battles] 4.a.2: the attacker (the captives' owner) wins only if every captive was freed. */
export function rescueWinner(attacker: string, defender: string, captives: number, freed: number): string {
  return captives > 0 && freed >= captives ? attacker : defender;
}

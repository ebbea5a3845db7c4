import { distance, formatHex, Hex, sameHex } from '../../hex';
import type { CampaignState } from '../../model';
import type { BattleRecord } from '../turn/context';
import { throughPortal } from './retreat';
import type { Battle, BattleSide } from './types';

/**
 * The battles a resolved turn found (the pipeline's `battles`, the Battles tab) as battles to settle: a stable id
 * (`T<turn>-B<n>`), two sides with side 0 attacking, where each army came from, the deadline, and the city as it
 * stood before the turn for a siege or city fight. The book's battles are between two empires; a record with more
 * players (Declared Alliances) is returned in `refused` for the moderator to split.
 */

export interface TurnBattles {
  readonly battles: Battle[];
  readonly refused: { readonly id: string; readonly why: string }[];
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function battleId(turn: number, index: number): string {
  return `T${turn}-B${index + 1}`;
}

/**
 * `before` is the campaign as the turn began, `records` the turn's battles, `deadlineTurns` the Campaign setting
 * (turns after this one by which a battle must be played).
 */
export function battlesOfTurn(
  before: CampaignState,
  turn: number,
  records: readonly BattleRecord[],
  deadlineTurns: number,
): TurnBattles {
  const battles: Battle[] = [];
  const refused: { id: string; why: string }[] = [];
  records.forEach((r, i) => {
    const id = battleId(turn, i);
    if (r.sides.length !== 2) {
      refused.push({
        id,
        why: `${r.sides.length} players (${r.sides.join(', ')}): settle it as battles of two sides`,
      });
      return;
    }
    const city = before.cities.find((c) => c.size > 0 && sameHex(c.hex, r.hex)) ?? null;
    const cityBattle = r.kind !== 'field battle' && city !== null;
    const start = (name: string): Hex | null => before.armies.find((a) => same(a.name, name))?.hex ?? null;
    const moved = (name: string): boolean => {
      const h = start(name);
      return h !== null && !sameHex(h, r.hex);
    };
    // Side 0 attacks: the besieger of a city, else the side whose army entered the hex.
    const attacker = cityBattle
      ? r.sides.find((p) => p !== city.player)
      : (r.armies.find((a) => moved(a.name))?.player ?? r.sides[0]);
    const defender = r.sides.find((p) => p !== attacker) ?? r.sides[1];
    const side = (player: string | undefined): BattleSide => ({
      player: player ?? '',
      armies: r.armies.filter((a) => a.player === player).map((a) => a.name),
    });
    const cameFrom: Record<string, Hex | null> = {};
    for (const a of r.armies) {
      const h = start(a.name);
      // Only an adjacent starting hex is certainly the hex it entered from; otherwise Retreats' next preference.
      // An army that began on another Mystic Portal came through the portals ("Retreating back through a portal
      // ... is a legal option and may indeed be required").
      cameFrom[a.name] =
        h !== null && (distance(h, r.hex) === 1 || throughPortal(before, h, r.hex)) ? h : null;
    }
    battles.push({
      id,
      turn,
      hex: r.hex,
      kind: r.kind,
      sides: [side(attacker), side(defender)],
      cameFrom,
      deadlineTurn: turn + deadlineTurns,
      city: cityBattle
        ? {
            name: city.name,
            player: city.player,
            size: city.size,
            cathedral: city.improvements.includes('Cathedral'),
            failedTurns: city.failedSieges ?? 0,
            conquered: city.conquered,
            conqueredTurn: city.conqueredTurn ?? null,
          }
        : null,
    });
  });
  return { battles, refused };
}

export function describeBattle(b: Battle): string {
  const side = (s: BattleSide): string => `${s.player} (${s.armies.join(', ')})`;
  return `${b.id} ${b.kind} in ${formatHex(b.hex)}: ${side(b.sides[0])} v ${side(b.sides[1])}, by turn ${b.deadlineTurn}`;
}

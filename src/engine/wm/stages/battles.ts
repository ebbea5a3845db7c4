/**
 * Battles opened by a stage (ENGAGING THE ENEMY; PREPARING FOR BATTLE): numbered within the turn, set up from the
 * Engagement chart's result, and shown to the Apps Script side as ruleset-neutral StageBattles.
 */
import type { StageBattle } from '../../core/stage';
import type { EngagementResult } from '../engagement';
import { area, army as armyOf } from '../map';
import type { WmState } from '../model';
import { setupLines } from '../setup';
import { battleId, type WmBattle } from './model';

export function nextBattleId(battles: readonly WmBattle[], turn: number): string {
  return battleId(turn, battles.filter((b) => b.turn === turn).length + 1);
}

/** A battle awaiting the secret location choices of its two armies. */
export function awaitingChoices(
  battles: readonly WmBattle[],
  turn: number,
  where: string,
  armies: readonly [string, string],
): WmBattle {
  return {
    id: nextBattleId(battles, turn),
    turn,
    area: where,
    armies,
    cause: 'contact',
    engagement: '',
    location: '',
    status: 'awaiting choices',
    winner: '',
    result: '',
    setup: [],
  };
}

/** The chart's result applied: a battle to fight with its set-up, or a siege with no combat this turn. */
export function engaged(s: WmState, b: WmBattle, e: EngagementResult, cause = b.cause): WmBattle {
  const stayed = b.armies.filter((x) => armyOf(s, x).cameFrom === null);
  return {
    ...b,
    cause,
    engagement: e.engagement,
    location: e.location,
    status: e.combat ? 'to fight' : 'siege',
    setup: e.combat
      ? [e.note, ...setupLines(area(s, b.area), e, stayed, s.settings.garrisonFrom ?? 2000)]
      : [e.note],
  };
}

export function toStageBattle(s: WmState, b: WmBattle): StageBattle {
  const side = (name: string, role: 'attacker' | 'defender'): StageBattle['sides'][number] => {
    const a = s.armies.find((x) => x.name === name);
    return { side: a?.nation ?? name, role, forces: [name], size: 2000 };
  };
  return {
    id: b.id,
    turn: b.turn,
    where: b.area,
    kind: b.engagement === '' ? b.cause : b.engagement,
    sides: b.attackers
      ? [...b.armies, ...(b.more ?? [])].map((x) =>
          side(x, b.attackers?.includes(x) ? 'attacker' : 'defender'),
        )
      : [
          side(b.armies[0], 'attacker'),
          side(b.armies[1], 'defender'),
          ...(b.more ?? []).map((x) => side(x, 'defender')),
        ],
    setup: [...b.setup],
    mode: b.status === 'void' ? 'no battle' : 'tabletop',
    status:
      b.status === 'awaiting choices'
        ? 'awaiting choices'
        : b.status === 'to fight'
          ? 'to fight'
          : b.status === 'void'
            ? 'void'
            : 'applied',
    winner:
      b.winner === ''
        ? null
        : winningSide(b)
            .map((w) => s.armies.find((x) => x.name === w)?.nation ?? w)
            .join(', '),
  };
}

/** The winning armies: one, or in a larger game the whole side, written `A, B` (MULTIPLE PLAYERS / ARMIES). */
export function winningSide(b: WmBattle): readonly string[] {
  const all = [...b.armies, ...(b.more ?? [])];
  const side = [b.attackers ?? [], all.filter((x) => !(b.attackers ?? []).includes(x))];
  return side.find((xs) => xs.length > 1 && xs.join(', ') === b.winner) ?? [b.winner];
}

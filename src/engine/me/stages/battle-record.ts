/** An ME battle of the turn as the shared stage record (core/stage.ts StageBattle) the Battles tab shows. */
import type { StageBattle } from '../../core/stage';
import { forceName, type Force } from '../battle/matching';
import type { MeState } from '../model';
import { forceSize } from './forces';
import { forcePlayer, type MeTurnBattle } from './turn';

function side(
  s: MeState,
  f: Force,
  hex: string,
  role: 'attacker' | 'defender' | 'both attacking',
  beastPoints: number,
  incited?: number,
  garrison = 0,
): StageBattle['sides'][number] {
  const h = s.hexes.find((x) => x.address === hex);
  return {
    side: forcePlayer(f),
    role,
    forces: f.kind === 'army' ? [...f.armies] : [forceName(f)],
    size: forceSize(
      s,
      f,
      h,
      role === 'defender' ? garrison : 0,
      { beastPoints },
      f.kind === 'neutral' ? incited : undefined,
    ),
  };
}

export function stageBattle(s: MeState, b: MeTurnBattle, turn: number, beastPoints = 0): StageBattle {
  const m = b.resolved ?? b.matchup;
  const both = m.bothAttacking;
  return {
    id: b.id,
    turn,
    where: m.hex,
    kind: b.incited ? 'incited neutrals' : m.between === 'invaders' ? 'invaders meet' : 'invasion',
    sides: [
      side(s, m.attacker, m.hex, both ? 'both attacking' : 'attacker', beastPoints, b.incited?.strength),
      side(
        s,
        m.defender,
        m.hex,
        both ? 'both attacking' : 'defender',
        beastPoints,
        undefined,
        b.garrison ?? 0,
      ),
    ],
    setup: b.setup,
    mode: b.mode,
    status: b.status,
    winner: b.winner === null ? null : forcePlayer(b.winner === 'attacker' ? m.attacker : m.defender),
  };
}

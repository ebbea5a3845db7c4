/** An ME battle of the turn as the shared stage record (core/stage.ts StageBattle) the Battles tab shows. */
import type { StageBattle } from '../../core/stage';
import { forceName, type Force } from '../battle/matching';
import type { MeState } from '../model';
import { forceSize } from './forces';
import { announcedGarrison } from './garrison-choice';
import { forcePlayer, type MeTurnBattle } from './turn';

/** The side's name: every player of a combined assault (7.2B), joined by ' + ' as the armies are. */
export function sideName(f: Force): string {
  return f.kind === 'army' && f.players.length > 1 ? f.players.join(' + ') : forcePlayer(f);
}

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
    side: sideName(f),
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
        // Announced at the Interim Results with the fortress that joins by default (2.3A, App. B).
        b.status === 'awaiting choices' ? announcedGarrison(s, b) : (b.garrison ?? 0),
      ),
    ],
    setup: b.setup,
    mode: b.mode,
    status: b.status,
    winner: b.winner === null ? null : sideName(b.winner === 'attacker' ? m.attacker : m.defender),
  };
}

/**
 * Victory "as decided beforehand" (003 A Turn): most territories after Y turns, most battles won after X turns,
 * or the first to capture a share of the territories (integer arithmetic: owned x 100 >= percent x all).
 */
import type { CpState, CpVictory } from './model';

/** The winners once the condition is met after `turnsPlayed` turns (ties share it); empty while it is not. */
export function victors(state: CpState, victory: CpVictory, turnsPlayed: number): string[] {
  const held = (name: string): number => state.territories.filter((t) => t.owner === name).length;
  const best = (score: (name: string) => number): string[] => {
    const top = Math.max(...state.players.map((p) => score(p.name)));
    return state.players.filter((p) => score(p.name) === top).map((p) => p.name);
  };
  switch (victory.kind) {
    case 'most territories':
      return turnsPlayed >= victory.afterTurns ? best(held) : [];
    case 'most battles won':
      return turnsPlayed >= victory.afterTurns
        ? best((n) => state.players.find((p) => p.name === n)?.battlesWon ?? 0)
        : [];
    case 'share of territories':
      return state.players
        .filter((p) => held(p.name) * 100 >= victory.percent * state.territories.length)
        .map((p) => p.name);
  }
}

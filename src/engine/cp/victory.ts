/**
 * Victory "as decided beforehand" (003 A Turn): most territories after Y turns, most battles won after X turns,
 * or the first to capture a share of the territories (integer arithmetic: owned x 100 >= percent x all). The
 * first to meet it wins and the campaign is over: no later stage runs, so the win stands. Players who meet it at
 * the same end of turn share it (our reading: the book names "the Player with most …" and "First Player who
 * captures", and a tie on the same stage has no one first).
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

/** The condition in words, as the Log records it: "most battles won after 3 turns". */
export function victoryText(v: CpVictory): string {
  return v.kind === 'share of territories'
    ? `the first to capture ${v.percent}% of the territories`
    : `${v.kind} after ${v.afterTurns} turn${v.afterTurns === 1 ? '' : 's'}`;
}

/** What every view says once the condition is met: "The campaign is over: Middenland wins". */
export function campaignOverText(winners: readonly string[]): string {
  return `The campaign is over: ${winners.join(', ')} ${winners.length > 1 ? 'share the win' : 'wins'}`;
}

/** What the campaign says of a player at step d: battles he won this round, his warbands with a figure held. */
import type { CtCampaign } from '../campaign';
import { sideOf } from '../campaign';

/** Whether the player's side won a battle of this round ([Races] 6.b.3). */
export const wonThisRound = (c: CtCampaign, player: string, turn: number): boolean =>
  c.battles.some((b) => b.turn === turn && b.winner !== '' && b.winner === sideOf(b, player));

/** The player's warbands with a figure held captive: kept even if emptied ([Battles] 3.c.1-2). */
export const heldWarbands = (c: CtCampaign, player: string): ReadonlySet<string> =>
  new Set(c.state.players.flatMap((p) => p.captives.filter((x) => x.owner === player).map((x) => x.warband)));

import type { TurnContext } from './context';

/**
 * Newcomers: a player with no treasury history at all (added mid-game, or a campaign begun without opening
 * entries) gets the campaign's Starting treasury (a setting) as an `Opening balance` entry at their first
 * Resolve, before INCOME. The book (SPECIAL RULES, Joining a Campaign in Progress): "New players that join a
 * campaign after turn 5 are given three 'freebies' ... a size 5 army (up to 500 points), 4 road sections and
 * 1,000 Guilders"; the guilders are entered here, and the log asks the moderator to place the army and roads,
 * which the rules cannot site ("The moderator may modify these in any way necessary").
 */

export const LATE_JOIN_AFTER_TURN = 5;
export const LATE_JOIN_GUILDERS = 1000;
const BOOK = 'Joining a Campaign in Progress';

export function newcomersPhase(ctx: TurnContext, opening: ReadonlyMap<string, number>): void {
  const known = new Set([...opening.keys()].map((k) => k.toLowerCase()));
  for (const player of ctx.state.players) {
    if (known.has(player.name.toLowerCase())) continue;
    ctx.receive(player.name, 'Opening balance', ctx.settings.startingTreasury ?? 0, 'Starting treasury');
    if (ctx.state.turn <= LATE_JOIN_AFTER_TURN) continue;
    ctx.receive(
      player.name,
      'Opening balance',
      LATE_JOIN_GUILDERS,
      `${BOOK}: freebies for a player joining after turn ${LATE_JOIN_AFTER_TURN}`,
    );
    ctx.log(
      'Income',
      player.name,
      `joins after turn ${LATE_JOIN_AFTER_TURN}: ${LATE_JOIN_GUILDERS} guilders entered; the moderator places the other freebies, a size 5 army (up to 500 points) and 4 road sections`,
      BOOK,
    );
  }
}

/**
 * A Chronopia territories campaign as the stages see it (CT-R1): the players' forces and the round's battles.
 * The moderator schedules battles (the book leaves pairing open, CT-R1); a challenge schedules its own
 * ([Battles] 4.b). A battle's row carries what the pre-battle stage fixed (stakes, the generated territory,
 * climate, ratings before the battle) for the post-battle stage to apply.
 */
import type { BattleKind } from './battle';
import type { CtState, TerritoryType } from './model';

/** scheduled → to fight | void | declined (challenge) → applied. A challenge starts as `challenged`. */
export type CtBattleStatus = 'scheduled' | 'challenged' | 'to fight' | 'declined' | 'void' | 'applied';

export const CT_BATTLE_STATUSES: readonly CtBattleStatus[] = [
  'scheduled',
  'challenged',
  'to fight',
  'declined',
  'void',
  'applied',
];

/** The moderator schedules two- and multi-player battles; a challenge or a rescue schedules itself. */
export const CT_BATTLE_KINDS: readonly BattleKind[] = ['two-player', 'multi-player', 'challenge', 'rescue'];

/** A battle with stakes: two-player or challenge ([Battles] 1.a, 4.b). */
export const staked = (b: { readonly kind: BattleKind }): boolean =>
  b.kind === 'two-player' || b.kind === 'challenge';

/** The captives a Rescue is fought for: the attacker's figures the defender holds ([Battles] 4.a). */
export const rescued = (c: CtCampaign, b: CtBattle): string[] =>
  c.state.players
    .filter((p) => p.name === b.players[1])
    .flatMap((p) => p.captives.filter((x) => x.owner === b.players[0]).map((x) => x.figure.id));

/** A Rescue not yet fought for a captive: it may not be sold or kept until then ([Battles] 3.c.1). */
export const rescuePending = (c: CtCampaign, figure: string): boolean =>
  c.battles.some(
    (b) =>
      b.kind === 'rescue' &&
      (b.status === 'scheduled' || b.status === 'to fight') &&
      rescued(c, b).includes(figure),
  );

export interface PlayerValue<T> {
  readonly player: string;
  readonly value: T;
}

export interface CtBattle {
  /** `R1-A`: the handle players write. */
  readonly id: string;
  /** The round it is fought in (CT-R1). */
  readonly turn: number;
  readonly kind: BattleKind;
  /** The sides' players; a challenge lists the challenger first. */
  readonly players: readonly string[];
  /** Allies whose field armies join a side ([Forces] 3): the ally, and the player he fights with. */
  readonly allies: readonly PlayerValue<string>[];
  /** Each side's staked territory (its own; in a challenge chosen by the opponent, [Battles] 4.b). */
  readonly stakes: readonly PlayerValue<string>[];
  /** Table 1 on a D20 before a two-player battle (CT-R2). */
  readonly generated: TerritoryType | null;
  /** Table 3, as text. */
  readonly climate: string;
  /** Each side's force rating before the battle ([Experience] 1.c.1). */
  readonly ratings: readonly PlayerValue<number>[];
  readonly status: CtBattleStatus;
  /** The winning player; blank for none yet or a draw. */
  readonly winner: string;
  /** What happened, in words. */
  readonly result: string;
}

export interface CtCampaign {
  readonly state: CtState;
  readonly battles: readonly CtBattle[];
}

/** The allies fighting beside `player` in a battle. */
export const alliesOf = (b: CtBattle, player: string): string[] =>
  b.allies.filter((a) => a.value === player).map((a) => a.player);

/** Every player with figures on the table in a battle: the sides and their allies. */
export const everyoneIn = (b: CtBattle): string[] => [...b.players, ...b.allies.map((a) => a.player)];

/** The side a player fights on: himself, or the player he is allied to in this battle. */
export function sideOf(b: CtBattle, player: string): string | null {
  if (b.players.includes(player)) return player;
  return b.allies.find((a) => a.player === player)?.value ?? null;
}

export const valueFor = <T>(list: readonly PlayerValue<T>[], player: string): T | undefined =>
  list.find((x) => x.player === player)?.value;

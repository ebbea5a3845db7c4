/**
 * What a Chronopia stage is run on: the campaign, the army lists recruits come from, the CT-R14 victory setting,
 * and what the stage says to the moderator without stopping (a battle made void, an order that no longer holds).
 */
import type { CtCampaign } from '../campaign';
import type { FigureType } from '../orders/purchase';
import type { CtOrder } from '../orders/types';

export type CtVictoryRule = 'most territories' | 'first to 12' | 'highest force rating' | 'none';

export interface CtWorld {
  readonly campaign: CtCampaign;
  readonly armyLists: readonly FigureType[];
  readonly victory: CtVictoryRule;
  readonly lastRound: number;
  /** Set by a stage: what did not stop it. */
  readonly warnings: readonly string[];
  /** Set when CT-R14's victory is met: the winners (several on a tie). */
  readonly winners: readonly string[] | null;
  /** Figure ids the Log has named: the dead, sold and disbanded keep theirs, never given to a recruit. */
  readonly usedIds?: ReadonlySet<string>;
}

/** An accepted order line, as the stage reads it back from the Orders tab. */
export interface CtStageOrder {
  readonly line: number;
  readonly order: CtOrder;
}

export const playerOf = (world: CtWorld, name: string) =>
  world.campaign.state.players.find((p) => p.name === name);

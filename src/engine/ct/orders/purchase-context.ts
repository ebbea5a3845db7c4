/**
 * What the orders of steps d and e ([Campaign] 1) are applied with, and what each gives back: the army lists'
 * figure types, the stage's dice and running tallies, and the campaign after the order with its Log events and
 * Journal entries.
 */
import type { Dice } from '../../dice';
import type { StageJournalEntry } from '../../core/stage';
import type { CtCampaign } from '../campaign';
import type { CtEvent } from '../events';
import type { CaptiveRace, CtPlayer, CtResult, Profile } from '../model';
import { ok } from '../model';

/** A figure type of an army list: what a recruit joins with ([Forces] 2.b.6). */
export interface FigureType {
  readonly list: string;
  readonly type: string;
  readonly baseCost: number;
  readonly profile: Profile;
  readonly race: CaptiveRace;
  readonly flags: ReadonlySet<string>;
}

export interface PurchaseContext {
  readonly dice: Dice;
  readonly turn: number;
  readonly armyLists: readonly FigureType[];
  /** CT-R6; null: each Advance order names its own cost. */
  readonly xpPerRoll: number | null;
  /** How many advancement rolls of a warband and characteristic this stage has made: keys stay stable. */
  readonly rolls: Map<string, number>;
  /** Spells each wizard sold back and not yet replaced this stage (CT-R25.4). */
  readonly spellsSold: Map<string, number>;
  /** Captives an earlier order of this stage already disposed of, and how ([Battles] 3.c.2-3, [Races] 6.b). */
  readonly captivesGone: Map<string, string>;
  /** Figure ids named before (the Log): ids are never reused, so old Log rows stay about their figure. */
  readonly usedIds?: ReadonlySet<string>;
}

export interface Purchased {
  readonly campaign: CtCampaign;
  readonly events: readonly CtEvent[];
  readonly entries: readonly StageJournalEntry[];
}

export const gc = (player: string, amount: number, note: string): StageJournalEntry => ({
  player,
  resource: 'gc',
  amount,
  note,
});

export function withPlayers(c: CtCampaign, ...changed: CtPlayer[]): CtCampaign {
  const by = new Map(changed.map((p) => [p.name, p]));
  return { ...c, state: { ...c.state, players: c.state.players.map((p) => by.get(p.name) ?? p) } };
}

/** An order's result: the campaign with these players changed, its Log events and Journal entries. */
export const purchased =
  (c: CtCampaign) =>
  (after: CtPlayer[], events: CtEvent[], entries: StageJournalEntry[] = []): CtResult<Purchased> =>
    ok({ campaign: withPlayers(c, ...after), events, entries });

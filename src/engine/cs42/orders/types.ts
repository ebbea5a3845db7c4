import type { Direction, Hex } from '../../hex';
import type { CampaignState } from '../../model';
import type { BattleChoice, BattleKind } from '../battles/types';
import type { CityImprovement, RuleVariant } from '../tables';
import type { OrderCode } from './codes';
import type { StateIndex } from './state-index';

/**
 * The order language's data (LANGUAGE.md): what a line parses into and what checking a submission returns.
 * Everything here is plain data, safe to store; player text is carried as text and never evaluated.
 */

/** Who an order is for: an army, a unit of the book's four kinds, or a city. */
export type OrderKind = 'army' | 'engineer' | 'settler' | 'scout' | 'spy' | 'city';

/** Every action of the language. `SpyDestroy` is the spy's Destroy (SPY ACTIONS); `Destroy` is an army's. */
export type ActionId =
  | 'Hold'
  | 'Move'
  | 'March'
  | 'Join'
  | 'Recruit'
  | 'Split'
  | 'Besiege'
  | 'Patrol'
  | 'Disband'
  | 'Destroy'
  | 'Enslave'
  | 'NoUpkeep'
  | 'Replace'
  | 'BuildRoad'
  | 'BuildBridge'
  | 'BuildSupplyDepot'
  | 'BuildTemple'
  | 'BuildWatchtower'
  | 'WorkMine'
  | 'DigTunnel'
  | 'DigEntrance'
  | 'FoundCity'
  | 'SpyOnCity'
  | 'SpyDestroy'
  | 'Disrupt'
  | 'Build'
  | 'Grow'
  | 'RaiseTroops'
  | 'RaiseEngineer'
  | 'RaiseSpy'
  | 'CommissionScouts'
  | 'SpawnSettlers'
  | 'AbandonCity'
  | 'CounterEspionage'
  | 'Capitulate'
  /** An army steps into the Mystic Portal it stands on (SPECIAL TERRAIN TYPES, Mystic Portal; portal.ts). */
  | 'EnterPortal'
  /** A side's choice for a battle on the Battles tab (battle-choice.ts): not an order of a unit. */
  | 'Battle';

/** Move and March: directions in order, then the qualifiers of Move (ARMY ACTIONS, Moving Through the Same Hex,
 * DESTROYING STRUCTURES). */
export interface MovementArgs {
  readonly type: 'movement';
  readonly directions: readonly Direction[];
  /** `follow <name>`: keep adjacent to that enemy army, settler band or engineer battalion. */
  readonly follow: string | null;
  /** `engage` (any adjacent enemy army) or `engage <name>`. */
  readonly engage: boolean;
  readonly engageTarget: string | null;
  /** `NO ENGAGE`: pass enemy armies that also wrote NO ENGAGE. */
  readonly noEngage: boolean;
  /** `destroy`: destroy the structures in the hex moved into (Move only). */
  readonly destroy: boolean;
}

export type OrderArgs =
  | { readonly type: 'none' }
  | MovementArgs
  /** Build Road (optional: the adjacent hex that way), Build Bridge (the edge), Dig Tunnel (the way dug). */
  | { readonly type: 'direction'; readonly direction: Direction | null }
  /** Join, Besiege, Enslave, Spy on City, Disrupt, `follow`: the name of an army, unit or city. */
  | { readonly type: 'target'; readonly target: string }
  /** Recruit (points), Disband (points, or a note of the troops, or the whole army). */
  | { readonly type: 'points'; readonly points: number | null; readonly note: string | null }
  | { readonly type: 'split'; readonly parts: readonly { readonly name: string; readonly points: number }[] }
  | { readonly type: 'patrol'; readonly extended: boolean }
  | { readonly type: 'sabotage'; readonly city: string; readonly improvement: CityImprovement }
  | { readonly type: 'improvement'; readonly improvement: CityImprovement }
  /** Replace: points to buy back, or null for as many as Table 5 allows. */
  | { readonly type: 'replace'; readonly points: number | null }
  /** Enter Portal: the exit portal's letter or name, or null for a random undiscovered one. */
  | { readonly type: 'portal'; readonly exit: string | null }
  /** A battle line: the battle's id and the side's choice (Battle Results: fight, truce or run). */
  | { readonly type: 'battle'; readonly battle: string; readonly choice: BattleChoice }
  /** Found City, Raise Troops (points), Raise Engineer, Raise Spy, Commission Scouts, Spawn Settlers (size). */
  | {
      readonly type: 'new';
      readonly name: string;
      readonly points: number | null;
      readonly size: number | null;
    };

export type OrderStatus = 'ok' | 'corrected' | 'rejected';

/** A warning or remark on a line or on the whole submission; it never rejects anything. */
export interface OrderNote {
  readonly code: OrderCode;
  readonly message: string;
}

export interface OrderLine {
  /** 1-based line number in the submission. */
  readonly line: number;
  /** The line exactly as submitted: store it as literal text, never as a formula. */
  readonly text: string;
  /** The ledger's spelling of the unit or city, or null when no name of the player's matched. */
  readonly name: string | null;
  readonly kind: OrderKind | null;
  /** The action as the language spells it (`Move`, `Build Watchtower` ...), after any correction. */
  readonly action: string | null;
  readonly actionId: ActionId | null;
  readonly args: OrderArgs | null;
  /** The arguments written back in the language's canonical spelling (`2 3 engage`). */
  readonly argsText: string;
  /** How many of the unit's actions this line uses: 0 (an instruction), 1, or 2 (Patrol). */
  readonly actionsUsed: number;
  /** Multi-turn work (two consecutive Build Watchtower ...): this action's place in the run. */
  readonly step: { readonly n: number; readonly of: number } | null;
  /** Guilders this order spends, if carried out. */
  readonly cost: number;
  readonly status: OrderStatus;
  readonly code: OrderCode;
  /** A plain sentence: what happens, or what is wrong and what to write instead. */
  readonly message: string;
  readonly notes: readonly OrderNote[];
}

export interface Holding {
  readonly name: string;
  readonly kind: OrderKind;
}

export interface OrderReceipt {
  readonly player: string;
  readonly lines: readonly OrderLine[];
  /** The player's units and cities with no accepted order: they hold (ORDERS). */
  readonly holds: readonly Holding[];
  /** Warnings about the submission as a whole (costs beyond the treasury ...). */
  readonly warnings: readonly OrderNote[];
  readonly totalCost: number;
  readonly treasury: number;
  /** Battle choices accepted for a blank cell of the Battles tab: the ledger writes them there. */
  readonly choices?: readonly BattleChoiceEntry[];
  /**
   * Remarks for the moderator only, never shown to the player (a new unit given a numeral because a unit the
   * player cannot see bears its name, W018; orders/naming.ts): Resolve writes them to the Log.
   */
  readonly moderator?: readonly OrderNote[];
}

/** A battle as the Battles tab shows it when a player sends a choice for it. */
export interface BattleOnRecord {
  readonly id: string;
  readonly kind: BattleKind;
  /** Where (CCRR), for messages. */
  readonly hex: string;
  /** The attacker's player, then the defender's. */
  readonly sides: readonly [string, string];
  /** The Attacker choice and Defender choice cells ('' when blank). */
  readonly choices: readonly [string, string];
  /** Applied battle results settled it: no choice changes it now. */
  readonly applied: boolean;
}

/** A choice to enter in a blank cell: side 0 is the attacker's Attacker choice, side 1 the Defender choice. */
export interface BattleChoiceEntry {
  readonly battle: string;
  readonly side: 0 | 1;
  readonly choice: BattleChoice;
}

/** The previous turn's accepted actions, by unit or city name (any spelling; matched case-insensitively). */
export type PreviousOrders = Readonly<Record<string, readonly ActionId[]>>;

export interface OrderSettings {
  /** RULINGS 13 *(setting)*: `table` (default) or `prose` (settlers beyond Regular are eliminated). */
  readonly settlerVariant?: RuleVariant;
  /** RULINGS 8 *(setting)*: `table` (default) or `prose` replacement costs. */
  readonly replacementVariant?: RuleVariant;
}

export interface CheckInput {
  readonly state: CampaignState;
  readonly player: string;
  readonly text: string;
  readonly treasury: number;
  readonly settings?: OrderSettings;
  readonly previous?: PreviousOrders;
  /** The state's index, shared by every player's check of one turn (built from `state` when absent). */
  readonly index?: StateIndex;
  /** The Battles tab's battles, for battle lines; absent where battle lines are not taken (O075). */
  readonly battles?: readonly BattleOnRecord[];
}

/** Where a parsed line stands before checking. */
export interface ParsedAction {
  readonly id: ActionId;
  readonly label: string;
  readonly args: OrderArgs;
}

export type { Direction, Hex };

/**
 * The WarMaster campaign as its stages see it (book 002 TURN ORDER; WM-R1, WM-R2): the state, the battles the month
 * opened, and the orders players send for each stage. A turn is a month; turn 13 is month 1 of year 2, preceded by
 * its New Year stage.
 */
import type { CountryPlan } from '../country';
import type { Engagement } from '../engagement-tables';
import type { CharacterType, Location, ShipLoad, WmState } from '../model';
import { MONTHS_PER_YEAR } from '../model';
import type { StandsLost } from '../post-combat';
import type { NewNationPlan } from '../rebellion';

export type WmBattleStatus = 'awaiting choices' | 'to fight' | 'siege' | 'applied' | 'void';

/** A contact between two armies of different nations, from the chart to its result (ENGAGING THE ENEMY). */
export interface WmBattle {
  /** `T3-01`: the turn and a number within it; the handle players write in reports. */
  readonly id: string;
  readonly turn: number;
  readonly area: string;
  /** The two armies, side A first. */
  readonly armies: readonly [string, string];
  /** How the contact arose: `contact`, `swap`, `interdiction`, `assault`, `sally forth`. */
  readonly cause: string;
  /** Blank while the location choices are awaited. */
  readonly engagement: Engagement | '';
  readonly location: Location | '';
  readonly status: WmBattleStatus;
  /** The winning army, blank for none (yet) or a draw. */
  readonly winner: string;
  /** The result in words once applied (level and VP). */
  readonly result: string;
  /** The set-up lines for the players (PREPARING FOR BATTLE). */
  readonly setup: readonly string[];
  /** A meeting of three or more armies (MULTIPLE PLAYERS / ARMIES): the armies beyond the first two. */
  readonly more?: readonly string[];
  /** Its attacking side once the choices are revealed (the rest defend); absent for a two-army battle. */
  readonly attackers?: readonly string[];
}

export interface WmCampaign {
  readonly state: WmState;
  readonly battles: readonly WmBattle[];
}

/** The secret location choice of an army in contact (ENGAGING THE ENEMY). */
export type WmOrder =
  | {
      readonly kind: 'move';
      readonly army: string;
      /** This month's area. */
      readonly to: string;
      readonly picked?: number;
      readonly useCrossing?: boolean;
      readonly habitat?: -2 | 0 | 2;
      /** The months ahead, one step each as written (`Talabec pick 3`, `hold`), read again when their month comes. */
      readonly ahead: readonly string[];
    }
  | {
      readonly kind: 'hold';
      readonly army: string;
      readonly location: Location;
      /** Months held, this one included (orders ahead: the rest are written as `hold`). */
      readonly months?: number;
      /** The orders ahead after this month, when this hold is itself one of them. */
      readonly ahead?: readonly string[];
    }
  | { readonly kind: 'interdict'; readonly army: string }
  | { readonly kind: 'assault'; readonly army: string }
  | { readonly kind: 'sally forth'; readonly army: string }
  | { readonly kind: 'rally'; readonly army: string }
  | { readonly kind: 'location'; readonly army: string; readonly location: Location }
  /** MULTIPLE PLAYERS / ARMIES: the secret side of an army in a meeting of three or more (silent: defend). */
  | { readonly kind: 'side'; readonly army: string; readonly side: 'attack' | 'defend' }
  /** MINOR NATIONS (WM-R23): what the army does if it contacts that race's Independent army this month. */
  | {
      readonly kind: 'independent';
      readonly army: string;
      readonly race: string;
      readonly choice: 'battle' | 'force';
    }
  | { readonly kind: 'killed'; readonly battle: string; readonly points: number }
  | {
      readonly kind: 'objective';
      readonly battle: string;
      /** Against an Independent army, the player reports that it held the objective alone (MINOR NATIONS). */
      readonly independent?: boolean;
    }
  | {
      readonly kind: 'loss';
      readonly battle: string;
      readonly unit: string;
      readonly index: number;
      readonly stands: StandsLost;
    }
  | { readonly kind: 'retreat'; readonly battle: string; readonly to: string }
  | {
      readonly kind: 'fate';
      readonly battle: string;
      readonly character: string;
      readonly fate: 'killed' | 'captured';
      /** Killed by an enemy character in contact: his items roll on the escape table. */
      readonly inContact: boolean;
      /** The moderator's escape result per magic item carried, in order (WM-R24). */
      readonly items: readonly ('Capture' | 'Escape' | 'Kill')[];
      /** The Hero who replaces a killed General (Personalities). */
      readonly replacement?: string;
    }
  | {
      readonly kind: 'pick-up';
      readonly won: boolean;
      /** The player's own army in the pick-up game (WM-R17). */
      readonly points: number;
      readonly opponent: 'lesser race' | 'non-campaign army';
      /** The lesser race named (MINOR NATIONS): played against, or commanded when `commanding`. */
      readonly race?: string;
      readonly commanding?: boolean;
    }
  | { readonly kind: 'spend'; readonly cost: number }
  | { readonly kind: 'ransom'; readonly character: string; readonly cede: readonly string[] }
  | { readonly kind: 'last stand'; readonly area: string }
  | { readonly kind: 'remove first'; readonly area: string }
  | { readonly kind: 'town'; readonly area: string }
  | { readonly kind: 'city'; readonly area: string }
  | { readonly kind: 'buy'; readonly unit: string; readonly count: number }
  /** Roster: units "removed for territory … lost"; the count is the number taken off. */
  | { readonly kind: 'remove'; readonly unit: string; readonly count: number }
  | { readonly kind: 'place'; readonly army: string; readonly area: string; readonly general: string }
  | { readonly kind: 'character'; readonly type: CharacterType; readonly name: string }
  | { readonly kind: 'dismiss'; readonly character: string }
  | { readonly kind: 'exodus'; readonly fleet: string }
  | { readonly kind: 'rebel'; readonly town: string; readonly leader: string }
  | ({ readonly kind: 'new nation' } & NewNationPlan)
  /** A town produced on another landmass (Successful Expeditions): another country founded, or a colony kept. */
  | ({ readonly kind: 'country' } & CountryPlan)
  | { readonly kind: 'colony'; readonly town: string }
  | {
      readonly kind: 'go to sea';
      readonly expedition: string;
      readonly port: string;
      readonly destination: string;
      readonly general: string;
      readonly admiral: string;
      readonly units: readonly ShipLoad[];
      /** Units exchanged for boats (WM-R15). */
      readonly exchanged: readonly ShipLoad[];
      readonly characters: readonly string[];
    }
  | {
      readonly kind: 'sail';
      readonly expedition: string;
      readonly storm?: 'advantage' | 'boat';
      readonly monster?: string;
      readonly ally?: string;
      readonly land?: string;
      /** An Exodus fleet's destination, chosen the month after it sails (Exodus). */
      readonly to?: string;
    };

export type WmOrderKind = WmOrder['kind'];

/** Stage ids, in the order of a month (WM-R2), and the yearly one (WM-R1). */
export const WM_STAGE_IDS = {
  orders: 'orders',
  locations: 'locations',
  reports: 'reports',
  newYear: 'new-year',
} as const;

/** Turn 1 is month 1 of year 1; turn 13 month 1 of year 2 (TURN ORDER: "12 turns (months)"). */
export function yearOf(turn: number): number {
  return Math.floor((turn - 1) / MONTHS_PER_YEAR) + 1;
}

export function monthOf(turn: number): number {
  return ((turn - 1) % MONTHS_PER_YEAR) + 1;
}

/** A battle's id: the turn and its number within the turn, two digits. */
export function battleId(turn: number, n: number): string {
  return `T${turn}-${String(n).padStart(2, '0')}`;
}

/**
 * Chronopia territories' orders (digest §4), one per line `<subject> - <action>`: the player's Force, a battle
 * of the round, one of his warbands, or a captive figure. Each is taken at one stage of the round.
 */
import type { Characteristic } from '../model';
import type { CtStageId } from '../stages/clock';
import type { RaiseOrder } from './raise';

export type CtOrder =
  | { readonly kind: 'stake'; readonly battle: string; readonly territory: string }
  | { readonly kind: 'accept'; readonly battle: string }
  | { readonly kind: 'decline'; readonly battle: string; readonly territory: string }
  | { readonly kind: 'mission'; readonly battle: string; readonly achieved: boolean }
  | { readonly kind: 'wounds'; readonly battle: string; readonly count: number }
  | {
      readonly kind: 'casualty';
      readonly battle: string;
      readonly figure: string;
      /** [Battles] 3.a: raised as a skeleton or eaten: dead, not rolled. */
      readonly unrecoverable: boolean;
      /** Who would hold it if Captured; blank: the one opponent. */
      readonly by: string;
    }
  | { readonly kind: 'hits'; readonly battle: string; readonly warband: string; readonly count: number }
  | { readonly kind: 'reroll'; readonly battle: string; readonly figure: string }
  | { readonly kind: 'take'; readonly battle: string; readonly choice: 'generated' | 'stake' }
  /** [Battles] 3.c.1: the owner of figures captured in the battle fights the Rescue scenario. */
  | { readonly kind: 'rescue'; readonly battle: string }
  /** [Races] 5.c.1: Devout undead and demons bought with cash before the battle. */
  | { readonly kind: 'summon'; readonly count: number; readonly type: string }
  /** [Races] 5.c.2-3: how a summoned creature ended the battle, for its refund. */
  | {
      readonly kind: 'summoned';
      readonly battle: string;
      readonly figure: string;
      readonly state: 'unwounded' | 'wounded' | 'killed' | 'captured';
    }
  /** [Battles] 4.a.2: a captive the attacker freed in a Rescue. */
  | { readonly kind: 'freed'; readonly battle: string; readonly figure: string }
  | { readonly kind: 'disband'; readonly figures: readonly string[] }
  | { readonly kind: 'upgrade'; readonly territory: string }
  | { readonly kind: 'challenge'; readonly player: string }
  | ({ readonly kind: 'raise' } & RaiseOrder)
  | { readonly kind: 'recruit'; readonly warband: string; readonly count: number; readonly type: string }
  | {
      readonly kind: 'transfer';
      readonly warband: string;
      readonly figures: readonly string[];
      readonly to: string;
    }
  | { readonly kind: 'move'; readonly warband: string; readonly to: string | null }
  | {
      readonly kind: 'advance';
      readonly warband: string;
      readonly characteristic: Characteristic;
      readonly pay: 'xp' | 'cash';
      /** CT-R6's fallback: the cost the player writes while the Campaign tab's setting is unset. */
      readonly cost: number | null;
    }
  /** [Forces] 2.a.3, CT-R25: a wizard of the warband sells back a spell, or buys one in its place. */
  | { readonly kind: 'sellSpell'; readonly warband: string; readonly spell: string }
  | { readonly kind: 'buySpell'; readonly warband: string; readonly spell: string }
  | { readonly kind: 'sell'; readonly figure: string }
  | { readonly kind: 'drug'; readonly figure: string; readonly warband: string }
  | { readonly kind: 'ransom'; readonly figure: string; readonly price: number };

export type CtOrderKind = CtOrder['kind'];

/** The stage each order is taken at ([Campaign] 1; [Battles] 1-4). */
export const ORDER_STAGE: Readonly<Record<CtOrderKind, CtStageId | 'post-battle or purchases'>> = {
  stake: 'pre-battle',
  accept: 'pre-battle',
  decline: 'pre-battle',
  mission: 'post-battle',
  wounds: 'post-battle',
  casualty: 'post-battle',
  hits: 'post-battle',
  reroll: 'post-battle',
  take: 'post-battle',
  rescue: 'purchases',
  summon: 'pre-battle',
  summoned: 'post-battle',
  freed: 'post-battle',
  disband: 'post-battle or purchases',
  upgrade: 'purchases',
  challenge: 'purchases',
  recruit: 'purchases',
  raise: 'purchases',
  transfer: 'purchases',
  move: 'purchases',
  advance: 'purchases',
  sellSpell: 'purchases',
  buySpell: 'purchases',
  sell: 'purchases',
  drug: 'purchases',
  ransom: 'purchases',
};

/** Each order's rejection code (docs: the order's grammar and preconditions). */
export const ORDER_CODE: Readonly<Record<CtOrderKind, string>> = {
  stake: 'CT-O010',
  accept: 'CT-O011',
  decline: 'CT-O011',
  mission: 'CT-O020',
  wounds: 'CT-O021',
  casualty: 'CT-O022',
  hits: 'CT-O023',
  reroll: 'CT-O024',
  take: 'CT-O025',
  rescue: 'CT-O026',
  summon: 'CT-O060',
  summoned: 'CT-O061',
  freed: 'CT-O027',
  disband: 'CT-O033',
  upgrade: 'CT-O030',
  challenge: 'CT-O050',
  recruit: 'CT-O031',
  raise: 'CT-O037',
  transfer: 'CT-O038',
  move: 'CT-O032',
  advance: 'CT-O040',
  sellSpell: 'CT-O041',
  buySpell: 'CT-O042',
  sell: 'CT-O034',
  drug: 'CT-O035',
  ransom: 'CT-O036',
};

/** Codes of a line that is not an order at all. */
export const LINE_CODES = {
  /** No dash between subject and action, or nothing on one side. */
  form: 'CT-O001',
  /** The subject is not the Force, a battle of the round, one of the player's warbands or a captive. */
  subject: 'CT-O002',
  /** The action is not one that subject takes. */
  action: 'CT-O003',
  /** The order is taken at another stage. */
  stage: 'CT-O004',
} as const;

export type Parsed =
  | { readonly ok: true; readonly order: CtOrder; readonly corrected: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string };

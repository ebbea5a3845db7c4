import type { SettleAllResult } from '../engine/cs42/battles';
import type { SidebarState } from './sidebar-api';

/** The battle results panel's server calls and what they return (types only: the sidebar imports them). */

/** What Apply battle results does (or did): the battles applied, those left with what is missing, every roll. */
export interface BattlesView {
  readonly applied: readonly string[];
  readonly incomplete: SettleAllResult['incomplete'];
  /** One sentence per effect, in order. */
  readonly effects: readonly string[];
  /** Every die rolled, with its key: pass `{ key: value }` as overrides to change one. */
  readonly rolls: readonly {
    readonly key: string;
    readonly die: string;
    readonly result: string;
    readonly subject: string;
  }[];
  /** Results applied as entered against the book (a besieger's Truce or Run after a successful siege), one
   * sentence each: shown before Apply, logged when it applies. */
  readonly warnings: readonly string[];
  /** Guilders in and out (spoils), one line each. */
  readonly treasury: readonly string[];
  /** Pass it to applyBattleResults: Apply refuses if the ledger changed since this Preview. */
  readonly fingerprint: string;
}

export interface AppliedBattles {
  readonly view: BattlesView;
  readonly state: SidebarState;
}

export interface BattlesApi {
  previewBattleResults(overrides: Record<string, number>): BattlesView;
  applyBattleResults(overrides: Record<string, number>, previewFingerprint?: string): AppliedBattles;
}

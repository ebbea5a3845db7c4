import type {
  BattleChoice,
  BattleResult,
  FoughtResult,
  Individual,
} from '../../../src/engine/cs42/battles/types';
import type { RuleCase } from '../case-format';

/**
 * A battle case as data: a small ledger and its named individuals, then steps run in order, each a turn through
 * the real resolver (`resolveTurn`) or the settlement of one of the battles the last turn found (`settleBattle`),
 * each with what must hold afterwards. Expected values are worked out by hand from the book.
 */

export type CaseLedger = Omit<RuleCase, 'name' | 'rules' | 'expect' | 'orders' | 'previous' | 'overrides'>;

export interface StepExpect {
  /** Each must match a city / army / unit by name (hex as `CCRR`). */
  readonly cities?: readonly Record<string, unknown>[];
  readonly armies?: readonly Record<string, unknown>[];
  readonly units?: readonly Record<string, unknown>[];
  /** Names that must no longer exist. */
  readonly gone?: readonly string[];
  /** Each must be among the step's treasury entries. */
  readonly entries?: readonly { player: string; category: string; amount: number }[];
  /** Texts the step's log must contain (`subject: effect`) and must not. */
  readonly log?: readonly string[];
  readonly notLog?: readonly string[];
  /** The battles a turn found, as `describeBattle` words them. */
  readonly battles?: readonly string[];
  /** Battle state after the step. */
  readonly statuses?: readonly Record<string, unknown>[];
  readonly individuals?: readonly Record<string, unknown>[];
  /** A settle step that must be refused, with exactly these messages. */
  readonly errors?: readonly string[];
}

export interface TurnStep {
  readonly turn: {
    readonly orders?: Record<string, string>;
    readonly overrides?: Record<string, number>;
    /** Runs the same turn step this many times (quiet turns). */
    readonly times?: number;
  };
  readonly expect?: StepExpect;
}

export interface SettleStep {
  readonly settle: {
    /** The battle's id, e.g. `T3-B1`. */
    readonly battle: string;
    readonly choices: Record<string, BattleChoice>;
    readonly fought?: Partial<FoughtResult> & { winner: string };
    readonly abstract?: BattleResult['abstract'];
    readonly cityFate?: BattleResult['cityFate'];
    readonly enslave?: boolean;
    readonly overrides?: Record<string, number>;
  };
  readonly expect?: StepExpect;
}

export interface BattleCase {
  readonly name: string;
  readonly rules: readonly string[];
  readonly ledger: CaseLedger;
  readonly individuals?: readonly (Partial<Individual> & { name: string; player: string; army: string })[];
  /** Campaign setting: turns after Resolve by which a battle must be played (default 1). */
  readonly deadlineTurns?: number;
  /** Overrides added to every turn (no calamity, fixed corruption ...). */
  readonly everyTurn?: Record<string, number>;
  readonly steps: readonly (TurnStep | SettleStep)[];
}

export function caseIndividual(x: NonNullable<BattleCase['individuals']>[number]): Individual {
  return {
    empire: x.player,
    size: 2,
    maxWounds: 3,
    commandRating: 20,
    leadership: 12,
    experience: 0,
    wounds: 0,
    commander: false,
    status: 'active',
    ...x,
  };
}

export function caseResult(s: SettleStep['settle']): BattleResult {
  const fought: FoughtResult | null =
    s.fought === undefined
      ? null
      : {
          pointsLost: {},
          individuals: [],
          kills: [],
          turnsPlayed: 6,
          withdrawal: null,
          spellsCast: {},
          ...s.fought,
        };
  return {
    battleId: s.battle,
    choices: s.choices,
    fought,
    abstract: s.abstract ?? null,
    cityFate: s.cityFate ?? null,
    enslave: s.enslave ?? false,
  };
}

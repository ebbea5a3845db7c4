import { Dice } from '../../dice';
import type { Hex } from '../../hex';
import type { Army, CampaignState, City, Declaration, MapHex, Player, Structure, Unit } from '../../model';
import type { OrderLine } from '../orders';
import type { RuleVariant } from '../tables';

/**
 * What every phase of a turn works on: a mutable copy of the campaign, the seeded dice, and the records the
 * turn leaves behind (treasury entries, log events, battles). Phases are plain functions of this context;
 * the pipeline (pipeline.ts) runs them in the book's order (THE TURN SEQUENCE).
 */

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type Phase =
  | 'Income'
  | 'Calamity'
  | 'Upkeep'
  | 'City Action 1'
  | 'City Action 2'
  | 'Unit Action 1'
  | 'Unit Action 2'
  | 'Combat'
  | 'End of turn';

/** The campaign during the turn: the same data, but lists that phases may change in place. */
export interface WorkingState {
  turn: number;
  readonly players: Player[];
  readonly diplomacy: Declaration[];
  readonly map: {
    readonly width: number;
    readonly height: number;
    readonly hexes: Map<string, Mutable<MapHex>>;
  };
  cities: Mutable<City>[];
  armies: Mutable<Army>[];
  units: Mutable<Unit>[];
  structures: Mutable<Structure>[];
}

/** One line of the Log: an event or a die roll, with the rule it applied (RULINGS 21). */
export interface TurnEvent {
  readonly phase: Phase;
  readonly subject: string;
  readonly effect: string;
  /** The die rolled, e.g. `d20`; empty for events. */
  readonly die: string;
  readonly result: number | '';
  /** The roll's stable key: the moderator overrides a roll by it. */
  readonly key: string;
  readonly table: string;
}

/** A treasury entry made by the turn (the journal gets them in order). */
export interface TurnEntry {
  readonly player: string;
  readonly category: string;
  readonly amount: number;
  readonly for: string;
}

/** A battle or siege the players must fight on the table (COMBAT; the Battles tab). */
export interface BattleRecord {
  readonly hex: Hex;
  readonly kind: 'field battle' | 'siege' | 'city fight';
  readonly sides: readonly string[];
  readonly armies: readonly { readonly name: string; readonly player: string; readonly size: number }[];
  readonly terrain: string;
  /** March and supply penalties, one sentence per army. */
  readonly penalties: readonly string[];
}

export interface TurnSettings {
  readonly seed: string;
  readonly replacementCosts: RuleVariant;
  readonly settlersBeyondRegular: RuleVariant;
  /** The Campaign tab's Starting treasury: a player with no treasury history gets it at their first Resolve
   * (newcomers.ts); 0 when not given. */
  readonly startingTreasury?: number;
}

/**
 * An accepted line as the turn holds it, with the player who wrote it (turnOrders sets it): two players' things
 * may share a name, each hidden from the other when it was named (orders/naming.ts), and a line is only ever its
 * writer's. A line without a player (a map made by hand) goes to whoever owns the unit or city it names.
 */
export interface TurnLine extends OrderLine {
  readonly player?: string;
}

/** The turn's checked orders: each unit's or city's accepted lines by lower-case name, in the order written. */
export type TurnOrders = ReadonlyMap<string, readonly TurnLine[]>;

/** An army, unit or city: whose lines are its owner's under its name. */
export interface Owned {
  readonly name: string;
  readonly player: string;
}

const lower = (s: string): string => s.trim().toLowerCase();

export class TurnContext {
  readonly state: WorkingState;
  readonly dice: Dice;
  readonly events: TurnEvent[] = [];
  readonly entries: TurnEntry[] = [];
  readonly battles: BattleRecord[] = [];
  /** Treasury balances as the turn runs: the opening balance plus this turn's entries. */
  private readonly balances: Map<string, number>;
  /** Armies whose upkeep was not paid (declined or unaffordable): Out of Supply this turn (RULINGS 12, 19). */
  readonly unpaidArmies = new Set<string>();
  /** What a player wrote for something the ledger numbered at Resolve (W018): `player\nnamed` -> written. */
  private readonly written = new Map<string, string>();

  constructor(
    state: CampaignState,
    readonly orders: TurnOrders,
    openingBalances: ReadonlyMap<string, number>,
    readonly settings: TurnSettings,
    overrides: ReadonlyMap<string, number> = new Map(),
  ) {
    this.state = workingCopy(state);
    // The seed advances per turn: the same campaign seed gives each turn its own, replayable rolls.
    this.dice = new Dice(`${settings.seed}:turn:${state.turn}`, overrides);
    this.balances = new Map([...openingBalances].map(([k, v]) => [k.toLowerCase(), v]));
  }

  balance(player: string): number {
    return this.balances.get(player.toLowerCase()) ?? 0;
  }

  /** Adds guilders to a player's treasury. */
  receive(player: string, category: string, amount: number, what: string): void {
    if (amount === 0) return;
    this.balances.set(player.toLowerCase(), this.balance(player) + amount);
    this.entries.push({ player, category, amount, for: what });
  }

  /** Pays if the player can; a player never goes below 0 guilders (RULINGS 19). True when paid. */
  pay(player: string, category: string, amount: number, what: string): boolean {
    if (amount <= 0) return true;
    if (this.balance(player) < amount) return false;
    this.balances.set(player.toLowerCase(), this.balance(player) - amount);
    this.entries.push({ player, category, amount: -amount, for: what });
    return true;
  }

  log(phase: Phase, subject: string, effect: string, table = ''): void {
    this.events.push({ phase, subject, effect, die: '', result: '', key: '', table });
  }

  /** Rolls a die through the seeded dice and logs it with what it decided (`effect` sees the result). */
  roll(
    phase: Phase,
    key: string,
    sides: number,
    subject: string,
    table: string,
    effect: (result: number) => string,
  ): number {
    const result = this.dice.roll(key, sides);
    this.events.push({ phase, subject, effect: effect(result), die: `d${sides}`, result, key, table });
    return result;
  }

  /**
   * The accepted order lines `player` wrote for his unit or city `name` (any case), and, when the ledger numbered
   * it at Resolve, those he wrote under the name he typed (orders/LANGUAGE.md: "his lines for the new unit act on it").
   */
  ordersOf(name: string, player: string): readonly OrderLine[] {
    const his = (n: string): TurnLine[] =>
      (this.orders.get(lower(n)) ?? []).filter(
        (l) => l.player === undefined || lower(l.player) === lower(player),
      );
    const typed = this.written.get(`${lower(player)}\n${lower(name)}`);
    return typed === undefined ? his(name) : [...his(typed), ...his(name)];
  }

  /** `player`'s new army, unit or city written `written` is `named` in the ledger (W018 at Resolve). */
  numbered(player: string, written: string, named: string): void {
    if (lower(written) !== lower(named)) this.written.set(`${lower(player)}\n${lower(named)}`, written);
  }

  /** Back to plain, read-only campaign data for the next turn. */
  result(): CampaignState {
    const s = this.state;
    return {
      turn: s.turn,
      players: s.players,
      diplomacy: s.diplomacy,
      map: { width: s.map.width, height: s.map.height, hexes: new Map(s.map.hexes) },
      cities: s.cities.filter((c) => c.size > 0),
      armies: s.armies.filter((a) => a.points > 0),
      units: s.units,
      structures: s.structures,
    };
  }
}

/** A deep copy that phases may change without touching the caller's state. */
export function workingCopy(state: CampaignState): WorkingState {
  const hexes = new Map<string, Mutable<MapHex>>();
  for (const [key, h] of state.map.hexes)
    hexes.set(key, { ...h, rivers: [...h.rivers], bridges: [...h.bridges], fords: [...h.fords] });
  return {
    turn: state.turn,
    players: state.players.map((p) => ({ ...p })),
    diplomacy: state.diplomacy.map((d) => ({ ...d })),
    map: { width: state.map.width, height: state.map.height, hexes },
    cities: state.cities.map((c) => ({ ...c, improvements: [...c.improvements] })),
    armies: state.armies.map((a) => ({ ...a })),
    units: state.units.map((u) => ({ ...u })),
    structures: state.structures.map((s) => ({ ...s })),
  };
}

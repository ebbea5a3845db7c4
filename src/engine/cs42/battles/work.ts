import type { Dice } from '../../dice';
import type { Hex } from '../../hex';
import type { Army, CampaignState } from '../../model';
import { armySize } from '../economy';
import { armySupply, createSupplyOracle } from '../supply';
import type { TurnEntry, TurnEvent } from '../turn/context';
import { Mutable, WorkingState, workingCopy } from '../turn/context';
import type { Note } from './individuals';
import type { ArmyBattleStatus, Battle, BattleSettlementState, Individual } from './types';

/**
 * The settlement of one battle while it runs: a working copy of the campaign and of the battle state, the seeded
 * dice, and the journal entries and log lines it leaves (the turn pipeline's `entries` and `events`).
 */

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export class SettlementWork {
  readonly state: WorkingState;
  individuals: Individual[];
  readonly statuses: Mutable<ArmyBattleStatus>[];
  readonly events: TurnEvent[] = [];
  readonly entries: TurnEntry[] = [];
  /** Every roll key of this battle starts with this: `battle:<id>`. */
  readonly prefix: string;

  /** Armies Out of Supply as the battle began: their losses may not be bought back (Supply ranges, Foraging). */
  private readonly outOfSupply: ReadonlySet<string>;

  constructor(
    state: CampaignState,
    readonly settlement: BattleSettlementState,
    readonly battle: Battle,
    readonly dice: Dice,
  ) {
    this.state = workingCopy(state);
    this.individuals = [...settlement.individuals];
    this.statuses = settlement.armies.map((a) => ({ ...a }));
    this.prefix = `battle:${battle.id}`;
    const names = new Set(battle.sides.flatMap((x) => x.armies.map((n) => n.toLowerCase())));
    const oracle = createSupplyOracle(state);
    this.outOfSupply = new Set(
      state.armies
        .filter((a) => names.has(a.name.toLowerCase()))
        .filter((a) => armySupply(oracle, a, { upkeepPaid: true }).status === 'Out of Supply')
        .map((a) => a.name.toLowerCase()),
    );
  }

  say(subject: string, effect: string, rule: string): void {
    this.events.push({ phase: 'Combat', subject, effect, die: '', result: '', key: '', table: rule });
  }

  /** Rolls through the seeded dice under `key` and logs what the roll decided. */
  roll(key: string, sides: number, subject: string, rule: string, effect: (r: number) => string): number {
    const result = this.dice.roll(key, sides);
    this.events.push({
      phase: 'Combat',
      subject,
      effect: effect(result),
      die: `d${sides}`,
      result,
      key,
      table: rule,
    });
    return result;
  }

  notes(notes: readonly Note[]): void {
    for (const n of notes)
      this.events.push({
        phase: 'Combat',
        subject: n.subject,
        effect: n.effect,
        die: n.die === undefined ? '' : `d${n.die}`,
        result: n.result ?? '',
        key: n.key ?? '',
        table: n.rule,
      });
  }

  receive(player: string, category: string, amount: number, what: string): void {
    if (amount !== 0) this.entries.push({ player, category, amount, for: what });
  }

  army(name: string): Mutable<Army> | undefined {
    return this.state.armies.find((a) => a.points > 0 && same(a.name, name));
  }

  sizeOf(name: string): number {
    return armySize(this.army(name)?.points ?? 0);
  }

  /** Takes points from an army; at 0 it is gone. */
  losePoints(name: string, lost: number, why: string, rule: string): void {
    const a = this.army(name);
    if (a === undefined || lost <= 0) return;
    const before = a.points;
    a.points = Math.max(0, a.points - lost);
    this.say(
      a.name,
      `${why}: loses ${before - a.points} points, ${before} → ${a.points}${a.points === 0 ? ': destroyed' : ''}`,
      rule,
    );
    const s = this.status(a.name, a.player);
    s.pointsLost += before - a.points;
    if (this.outOfSupply.has(a.name.toLowerCase())) s.unreplaceable += before - a.points;
    s.lostOnTurn = this.battle.turn;
  }

  moveArmy(name: string, to: Hex): void {
    const a = this.army(name);
    if (a !== undefined) a.hex = { ...to };
  }

  destroyArmy(name: string): void {
    const a = this.army(name);
    if (a !== undefined) a.points = 0;
  }

  status(army: string, player: string): Mutable<ArmyBattleStatus> {
    let s = this.statuses.find((x) => same(x.army, army));
    if (s === undefined) {
      s = {
        army,
        player,
        broken: false,
        leaderless: false,
        pointsLost: 0,
        lostOnTurn: null,
        unreplaceable: 0,
        barredFrom: null,
      };
      this.statuses.push(s);
    }
    if (s.lostOnTurn !== null && s.lostOnTurn !== this.battle.turn) {
      s.pointsLost = 0;
      s.unreplaceable = 0;
      s.lostOnTurn = null;
    }
    return s;
  }

  individualsOf(army: string): Individual[] {
    return this.individuals.filter((i) => same(i.army, army) && i.status === 'active');
  }

  result(): { state: CampaignState; settlement: BattleSettlementState } {
    const s = this.state;
    const state: CampaignState = {
      turn: s.turn,
      players: s.players,
      diplomacy: s.diplomacy,
      map: { width: s.map.width, height: s.map.height, hexes: new Map(s.map.hexes) },
      cities: s.cities.filter((c) => c.size > 0),
      armies: s.armies.filter((a) => a.points > 0),
      units: s.units,
      structures: s.structures,
    };
    const alive = new Set(state.armies.map((a) => a.name.toLowerCase()));
    return {
      state,
      settlement: {
        settled: [...this.settlement.settled, this.battle.id],
        armies: this.statuses.filter((x) => alive.has(x.army.toLowerCase())),
        individuals: this.individuals,
      },
    };
  }
}

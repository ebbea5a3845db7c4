import { formatHex, Hex } from '../../hex';
import type { CampaignState } from '../../model';
import { armySupply, createSupplyOracle, sharedSupplyOracle, SupplyOracle, unitSupply } from '../supply';
import type { SupplyStatus } from '../tables';
import { calamityPhase } from './calamities';
import { cityActionPhase } from './cities';
import { combatPhase } from './combat';
import { BattleRecord, TurnContext, TurnEntry, TurnEvent, TurnOrders, TurnSettings } from './context';
import { endOfTurnPhase } from './end-of-turn';
import { incomePhase } from './income';
import { newcomersPhase } from './newcomers';
import { portalArrivals } from './portals';
import { unitActionPhase } from './units';
import { upkeepPhase } from './upkeep';

/**
 * THE TURN SEQUENCE (after a newcomer's opening entries): Income → Payables/Upkeep → Actions (all City Action 1, all City Action 2, all Unit
 * Action 1, all Unit Action 2) → Combat → End of turn accounting. Pure: the same state, orders, balances, seed
 * and overrides give the same result, event for event (RULINGS 21).
 */
export interface TurnInput {
  readonly state: CampaignState;
  readonly orders: TurnOrders;
  /** Each player's treasury before the turn (lower-case name → guilders). */
  readonly balances: ReadonlyMap<string, number>;
  readonly settings: TurnSettings;
  /** Rolls the moderator overrode, by roll key. */
  readonly overrides?: ReadonlyMap<string, number>;
}

/** What changed for one player, for the sidebar's preview and summary. */
export interface PlayerSummary {
  readonly player: string;
  readonly income: number;
  readonly expenses: number;
  readonly closing: number;
  readonly moved: readonly string[];
  readonly created: readonly string[];
  readonly destroyed: readonly string[];
  /** Supply statuses that changed, e.g. "Iron Host: Regular → Long". */
  readonly supplyChanges: readonly string[];
}

export interface TurnResult {
  /** The campaign after the turn, with `turn` advanced. */
  readonly state: CampaignState;
  readonly resolvedTurn: number;
  readonly entries: readonly TurnEntry[];
  readonly events: readonly TurnEvent[];
  readonly battles: readonly BattleRecord[];
  readonly players: readonly PlayerSummary[];
}

export function resolveTurn(input: TurnInput): TurnResult {
  const ctx = new TurnContext(input.state, input.orders, input.balances, input.settings, input.overrides);
  newcomersPhase(ctx, input.balances);
  incomePhase(ctx);
  calamityPhase(ctx);
  upkeepPhase(ctx);
  cityActionPhase(ctx, 1);
  cityActionPhase(ctx, 2);
  unitActionPhase(ctx, 1);
  unitActionPhase(ctx, 2);
  combatPhase(ctx);
  portalArrivals(ctx);
  endOfTurnPhase(ctx);
  ctx.state.turn = input.state.turn + 1;
  const after = ctx.result();
  return {
    state: after,
    resolvedTurn: input.state.turn,
    entries: ctx.entries,
    events: ctx.events,
    battles: ctx.battles,
    players: summarise(input, after, ctx),
  };
}

type Placed = { readonly name: string; readonly player: string; readonly hex: Hex };

/** Each army's and unit's supply status by `player|name`, with its player. */
function supplyStatuses(
  oracle: SupplyOracle,
  state: CampaignState,
  unpaid: ReadonlySet<string>,
): Map<string, { player: string; status: SupplyStatus }> {
  const out = new Map<string, { player: string; status: SupplyStatus }>();
  for (const army of state.armies)
    out.set(`${army.player}|${army.name}`, {
      player: army.player,
      status: armySupply(oracle, army, { upkeepPaid: !unpaid.has(army.name) }).status,
    });
  for (const unit of state.units)
    if (unit.type !== 'Spy')
      out.set(`${unit.player}|${unit.name}`, {
        player: unit.player,
        status: unitSupply(oracle, unit).status,
      });
  return out;
}

/** The keys of a `player|name` map by player, in the map's order (one pass, not one per player). */
function keysByPlayer<V>(map: ReadonlyMap<string, V>, playerOf: (value: V) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of map) {
    const list = out.get(playerOf(value));
    if (list === undefined) out.set(playerOf(value), [key]);
    else list.push(key);
  }
  return out;
}

/** What changed for each player, in one pass over the campaign (issue 9). */
function summarise(input: TurnInput, after: CampaignState, ctx: TurnContext): PlayerSummary[] {
  const before = new Map<string, Placed>();
  for (const a of input.state.armies) before.set(`${a.player}|${a.name}`, a);
  for (const u of input.state.units) before.set(`${u.player}|${u.name}`, u);
  const now = new Map<string, Placed>();
  for (const a of after.armies) now.set(`${a.player}|${a.name}`, a);
  for (const u of after.units) now.set(`${u.player}|${u.name}`, u);
  for (const c of after.cities) now.set(`${c.player}|${c.name}`, c);
  for (const c of input.state.cities) before.set(`${c.player}|${c.name}`, c);
  // The input state's oracle is the one the order check built, when it checked this same state.
  const supplyBefore = supplyStatuses(sharedSupplyOracle(input.state), input.state, new Set());
  const supplyAfter = supplyStatuses(createSupplyOracle(after), after, ctx.unpaidArmies);
  const nowBy = keysByPlayer(now, (x) => x.player);
  const beforeBy = keysByPlayer(before, (x) => x.player);
  const supplyBy = keysByPlayer(supplyAfter, (x) => x.player);
  const entriesBy = new Map<string, TurnEntry[]>();
  for (const e of ctx.entries) {
    const list = entriesBy.get(e.player.toLowerCase());
    if (list === undefined) entriesBy.set(e.player.toLowerCase(), [e]);
    else list.push(e);
  }
  return input.state.players.map((p) => {
    const name = (key: string): string => key.slice(p.name.length + 1);
    const entries = entriesBy.get(p.name.toLowerCase()) ?? [];
    const moved: string[] = [];
    for (const key of nowBy.get(p.name) ?? []) {
      const thing = now.get(key) as Placed;
      const was = before.get(key);
      if (was && formatHex(was.hex) !== formatHex(thing.hex))
        moved.push(`${thing.name} ${formatHex(was.hex)} → ${formatHex(thing.hex)}`);
    }
    const supplyChanges: string[] = [];
    for (const key of supplyBy.get(p.name) ?? []) {
      const status = supplyAfter.get(key)?.status;
      const was = supplyBefore.get(key)?.status;
      if (was !== undefined && was !== status) supplyChanges.push(`${name(key)}: ${was} → ${status}`);
    }
    return {
      player: p.name,
      income: entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0),
      expenses: entries.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0),
      closing: ctx.balance(p.name),
      moved,
      created: (nowBy.get(p.name) ?? []).filter((k) => !before.has(k)).map(name),
      destroyed: (beforeBy.get(p.name) ?? []).filter((k) => !now.has(k)).map(name),
      supplyChanges,
    };
  });
}

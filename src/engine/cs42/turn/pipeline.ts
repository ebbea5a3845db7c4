import { formatHex } from '../../hex';
import type { Army, CampaignState } from '../../model';
import { armySupply, createSupplyOracle, unitSupply } from '../supply';
import type { SupplyStatus } from '../tables';
import { calamityPhase } from './calamities';
import { cityActionPhase } from './cities';
import { combatPhase } from './combat';
import { BattleRecord, TurnContext, TurnEntry, TurnEvent, TurnOrders, TurnSettings } from './context';
import { endOfTurnPhase } from './end-of-turn';
import { incomePhase } from './income';
import { newcomersPhase } from './newcomers';
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

function supplyStatuses(state: CampaignState, unpaid: ReadonlySet<string>): Map<string, SupplyStatus> {
  const oracle = createSupplyOracle(state);
  const out = new Map<string, SupplyStatus>();
  for (const army of state.armies)
    out.set(
      `${army.player}|${army.name}`,
      armySupply(oracle, army, { upkeepPaid: !unpaid.has(army.name) }).status,
    );
  for (const unit of state.units)
    if (unit.type !== 'Spy') out.set(`${unit.player}|${unit.name}`, unitSupply(oracle, unit).status);
  return out;
}

function summarise(input: TurnInput, after: CampaignState, ctx: TurnContext): PlayerSummary[] {
  const before = new Map<string, Army | { name: string; hex: { col: number; row: number } }>();
  for (const a of input.state.armies) before.set(`${a.player}|${a.name}`, a);
  for (const u of input.state.units) before.set(`${u.player}|${u.name}`, u);
  const now = new Map<string, { name: string; hex: { col: number; row: number } }>();
  for (const a of after.armies) now.set(`${a.player}|${a.name}`, a);
  for (const u of after.units) now.set(`${u.player}|${u.name}`, u);
  for (const c of after.cities) now.set(`${c.player}|${c.name}`, c);
  for (const c of input.state.cities) before.set(`${c.player}|${c.name}`, c);
  const supplyBefore = supplyStatuses(input.state, new Set());
  const supplyAfter = supplyStatuses(after, ctx.unpaidArmies);
  return input.state.players.map((p) => {
    const mine = (key: string): boolean => key.startsWith(`${p.name}|`);
    const name = (key: string): string => key.slice(p.name.length + 1);
    const entries = ctx.entries.filter((e) => e.player.toLowerCase() === p.name.toLowerCase());
    const moved: string[] = [];
    for (const [key, thing] of now) {
      const was = before.get(key);
      if (mine(key) && was && formatHex(was.hex) !== formatHex(thing.hex))
        moved.push(`${thing.name} ${formatHex(was.hex)} → ${formatHex(thing.hex)}`);
    }
    const supplyChanges: string[] = [];
    for (const [key, status] of supplyAfter) {
      const was = supplyBefore.get(key);
      if (mine(key) && was !== undefined && was !== status)
        supplyChanges.push(`${name(key)}: ${was} → ${status}`);
    }
    return {
      player: p.name,
      income: entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0),
      expenses: entries.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0),
      closing: ctx.balance(p.name),
      moved,
      created: [...now.keys()].filter((k) => mine(k) && !before.has(k)).map(name),
      destroyed: [...before.keys()].filter((k) => mine(k) && !now.has(k)).map(name),
      supplyChanges,
    };
  });
}

import type { Army, CampaignState, City, MapHex, Structure, Unit } from '../../../../src/engine/model';
import { formatHex, Hex, parseHex } from '../../../../src/engine/hex';
import type { ArmySite, CityImprovement, StructureType, UnitType } from '../../../../src/engine/cs42/tables';
import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { OrderLine } from '../../../../src/engine/cs42/orders/types';
import { TurnContext, TurnEntry, TurnEvent } from '../../../../src/engine/cs42/turn/context';

/**
 * A small campaign for the economy phases: 16 x 14 hexes of plains (0101 top-left), Ann (Firstborn) and Bo
 * (Dwarves) with no declarations, so each is the other's enemy (RULINGS 11). Each test builds the cities,
 * armies, units and structures it needs; orders are written in the order language and run through the real
 * checker, and dice are fixed with overrides by roll key.
 */
export const ANN = 'Ann';
export const BO = 'Bo';

export function hex(address: string): Hex {
  const h = parseHex(address);
  if (h === null) throw new Error(address);
  return h;
}

export function city(
  name: string,
  player: string,
  at: string,
  size: number,
  improvements: CityImprovement[] = [],
  extra: Partial<City> = {},
): City {
  return {
    name,
    player,
    hex: hex(at),
    size,
    improvements,
    conquered: false,
    besieged: false,
    corruption: 0,
    ...extra,
  };
}

export function army(
  name: string,
  player: string,
  at: string,
  points: number,
  site: ArmySite = 'field',
): Army {
  return { name, player, hex: hex(at), points, mobility: 'FOOT', race: 'Firstborn', site };
}

export function unit(name: string, player: string, type: UnitType, at: string, size = 1): Unit {
  return { name, player, type, hex: hex(at), size };
}

export function structure(
  name: string,
  player: string,
  type: StructureType,
  at: string,
  capturedTurn: number | null = null,
): Structure {
  return { name, type, player, hex: hex(at), edge: null, capturedTurn };
}

export interface Setup {
  readonly turn?: number;
  readonly cities?: readonly City[];
  readonly armies?: readonly Army[];
  readonly units?: readonly Unit[];
  readonly structures?: readonly Structure[];
}

export function campaign(s: Setup = {}): CampaignState {
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= 16; col++)
    for (let row = 1; row <= 14; row++) {
      const h = { col, row };
      hexes.set(formatHex(h), {
        hex: h,
        terrain: col === 16 ? 'Water' : 'Plains',
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
      });
    }
  return {
    turn: s.turn ?? 5,
    players: [
      { name: ANN, email: 'ann@example.com', race: 'Firstborn', colour: '#f00' },
      { name: BO, email: 'bo@example.com', race: 'Dwarves', colour: '#00f' },
    ],
    diplomacy: [],
    map: { width: 16, height: 14, hexes },
    cities: s.cities ?? [],
    armies: s.armies ?? [],
    units: s.units ?? [],
    structures: s.structures ?? [],
  };
}

export interface Run {
  /** Each player's orders in the order language. */
  readonly orders?: Readonly<Record<string, string>>;
  /** Opening treasury by player (default 0). */
  readonly balances?: Readonly<Record<string, number>>;
  /** Roll key -> value (RULINGS 21: the moderator's overrides). */
  readonly dice?: Readonly<Record<string, number>>;
  readonly seed?: string;
}

/** The accepted lines of every player's orders, by lower-case name (what the pipeline hands the phases). */
export function acceptedOrders(state: CampaignState, run: Run): Map<string, OrderLine[]> {
  const out = new Map<string, OrderLine[]>();
  for (const [player, text] of Object.entries(run.orders ?? {})) {
    const receipt = checkOrders({ state, player, text, treasury: run.balances?.[player] ?? 0 });
    for (const l of receipt.lines) {
      if (l.status === 'rejected' || l.name === null)
        throw new Error(`order rejected: ${l.text}: ${l.message}`);
      const k = l.name.toLowerCase();
      out.set(k, [...(out.get(k) ?? []), l]);
    }
  }
  return out;
}

export function context(state: CampaignState, run: Run = {}): TurnContext {
  return contextWithLines(state, [...acceptedOrders(state, run).values()].flat(), run);
}

/** A player's treasury entries as `category amount for`. */
export function entries(ctx: TurnContext, player: string): string[] {
  return ctx.entries
    .filter((e: TurnEntry) => e.player === player)
    .map((e) => `${e.category} ${e.amount} ${e.for}`);
}

/** The events about a subject, as their effects. */
export function effects(ctx: TurnContext, subject: string): string[] {
  return ctx.events.filter((e: TurnEvent) => e.subject === subject).map((e) => e.effect);
}

export function rollKeys(ctx: TurnContext): string[] {
  return ctx.events.filter((e) => e.key !== '').map((e) => e.key);
}

export function cityOf(ctx: TurnContext, name: string) {
  const c = ctx.state.cities.find((x) => x.name === name);
  if (c === undefined) throw new Error(`no city ${name}`);
  return c;
}

/** An accepted order line made by hand, for what the order checker would never let through (the phases guard
 * their limits too). */
export function handLine(
  name: string,
  actionId: NonNullable<OrderLine['actionId']>,
  args: OrderLine['args'],
): OrderLine {
  return {
    line: 1,
    text: `${name} - ${actionId}`,
    name,
    kind: 'city',
    action: actionId,
    actionId,
    args,
    argsText: '',
    actionsUsed: 1,
    step: null,
    cost: 0,
    status: 'ok',
    code: 'O000',
    message: '',
    notes: [],
  };
}

export function contextWithLines(
  state: CampaignState,
  lines: readonly OrderLine[],
  run: Run = {},
): TurnContext {
  const orders = new Map<string, OrderLine[]>();
  for (const l of lines) {
    const k = (l.name ?? '').toLowerCase();
    orders.set(k, [...(orders.get(k) ?? []), l]);
  }
  return new TurnContext(
    state,
    orders,
    new Map(Object.entries(run.balances ?? {})),
    { seed: run.seed ?? 'economy-test', replacementCosts: 'table', settlersBeyondRegular: 'table' },
    new Map(Object.entries(run.dice ?? {})),
  );
}

export const newThing = (name: string, points: number | null = null, size: number | null = null) =>
  ({ type: 'new', name, points, size }) as const;

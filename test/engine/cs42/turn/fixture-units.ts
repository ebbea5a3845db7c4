import type { Army, CampaignState, City, MapHex, Structure, Unit } from '../../../../src/engine/model';
import { formatHex, Hex, parseHex } from '../../../../src/engine/hex';
import type {
  ArmyMobility,
  DiplomaticStatus,
  RuleVariant,
  StructureType,
  UnitType,
} from '../../../../src/engine/cs42/tables';
import { checkOrders } from '../../../../src/engine/cs42/orders/check';
import type { OrderLine, PreviousOrders } from '../../../../src/engine/cs42/orders/types';
import { TurnContext } from '../../../../src/engine/cs42/turn/context';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import { combatPhase } from '../../../../src/engine/cs42/turn/combat';

/**
 * A small campaign for the unit phases: 12 x 12 hexes of plains (0101 top-left), Ann (Firstborn) and Bo
 * (Dwarves) with no declarations, so each is the other's enemy (RULINGS 11). Each test places what it needs;
 * `map` changes hexes by address. Orders are written in the order language and run through the real checker
 * (a rejected line fails the test), and dice are fixed with overrides by roll key.
 *
 * Hex geometry (RULINGS 1-2) used throughout: in one column, direction 4 is the hex below (0503 → 0504) and 1
 * the hex above.
 */
export const ANN = 'Ann';
export const BO = 'Bo';

export function hex(address: string): Hex {
  const h = parseHex(address);
  if (h === null) throw new Error(address);
  return h;
}

export function army(
  name: string,
  player: string,
  at: string,
  points = 1000,
  mobility: ArmyMobility = 'FOOT',
  race = 'Firstborn',
): Army {
  return { name, player, hex: hex(at), points, mobility, race, site: 'field' };
}

export function city(
  name: string,
  player: string,
  at: string,
  size: number,
  extra: Partial<City> = {},
): City {
  return {
    name,
    player,
    hex: hex(at),
    size,
    improvements: [],
    conquered: false,
    besieged: false,
    corruption: 0,
    ...extra,
  };
}

export function unit(name: string, player: string, type: UnitType, at: string, size = 1): Unit {
  return { name, player, type, hex: hex(at), size };
}

export function structure(
  player: string,
  type: StructureType,
  at: string,
  edge: Structure['edge'] = null,
): Structure {
  return { name: `${type} ${at}`, type, player, hex: hex(at), edge, capturedTurn: null };
}

export interface Setup {
  readonly turn?: number;
  readonly map?: Readonly<Record<string, Partial<MapHex>>>;
  readonly cities?: readonly City[];
  readonly armies?: readonly Army[];
  readonly units?: readonly Unit[];
  readonly structures?: readonly Structure[];
  /** [from, toward, status]: from's declaration toward toward. */
  readonly diplomacy?: readonly (readonly [string, string, DiplomaticStatus])[];
  readonly races?: Readonly<Record<string, string>>;
}

/** Ann's home city Karak (0303) and Bo's Lotus Spire (0707) keep armies nearby in Regular supply unless a test
 * leaves them out. */
export const KARAK = city('Karak', ANN, '0303', 5);
export const LOTUS = city('Lotus Spire', BO, '0707', 5);

export function campaign(s: Setup = {}): CampaignState {
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= 12; col++)
    for (let row = 1; row <= 12; row++) {
      const h = { col, row };
      const base: MapHex = {
        hex: h,
        terrain: 'Plains',
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
      };
      hexes.set(formatHex(h), { ...base, ...s.map?.[formatHex(h)] });
    }
  return {
    turn: s.turn ?? 5,
    players: [
      { name: ANN, email: 'ann@example.com', race: s.races?.[ANN] ?? 'Firstborn', colour: '#f00' },
      { name: BO, email: 'bo@example.com', race: s.races?.[BO] ?? 'Dwarves', colour: '#00f' },
    ],
    diplomacy: (s.diplomacy ?? []).map(([from, toward, status]) => ({ from, toward, status })),
    map: { width: 12, height: 12, hexes },
    cities: s.cities ?? [KARAK, LOTUS],
    armies: s.armies ?? [],
    units: s.units ?? [],
    structures: s.structures ?? [],
  };
}

export interface Run {
  readonly orders?: Readonly<Record<string, string>>;
  readonly balances?: Readonly<Record<string, number>>;
  readonly dice?: Readonly<Record<string, number>>;
  readonly previous?: Readonly<Record<string, PreviousOrders>>;
  readonly settlers?: RuleVariant;
  readonly seed?: string;
}

/** The accepted lines of every player's orders by lower-case name; a rejected line throws. */
export function acceptedOrders(state: CampaignState, run: Run): Map<string, OrderLine[]> {
  const out = new Map<string, OrderLine[]>();
  for (const [player, text] of Object.entries(run.orders ?? {})) {
    const receipt = checkOrders({
      state,
      player,
      text,
      treasury: run.balances?.[player] ?? 10000,
      previous: run.previous?.[player],
      settings: { settlerVariant: run.settlers ?? 'table' },
    });
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
  const balances = new Map(Object.entries(run.balances ?? { [ANN]: 10000, [BO]: 10000 }));
  return new TurnContext(
    state,
    acceptedOrders(state, run),
    balances,
    {
      seed: run.seed ?? 'units-test',
      replacementCosts: 'table',
      settlersBeyondRegular: run.settlers ?? 'table',
    },
    new Map(Object.entries(run.dice ?? {})),
  );
}

/** Both unit action steps (and the combat phase with `combat`). */
export function actions(state: CampaignState, run: Run = {}, combat = false): TurnContext {
  const ctx = context(state, run);
  unitActionPhase(ctx, 1);
  unitActionPhase(ctx, 2);
  if (combat) combatPhase(ctx);
  return ctx;
}

export function where(ctx: TurnContext, name: string): string | null {
  const x = [...ctx.state.armies, ...ctx.state.units].find((a) => a.name === name);
  return x === undefined ? null : formatHex(x.hex);
}

export function effects(ctx: TurnContext, subject: string): string[] {
  return ctx.events.filter((e) => e.subject === subject).map((e) => e.effect);
}

export function armyOf(ctx: TurnContext, name: string): Army {
  const a = ctx.state.armies.find((x) => x.name === name);
  if (a === undefined) throw new Error(`no army ${name}`);
  return a;
}

export function battles(ctx: TurnContext): string[] {
  return ctx.battles.map(
    (b) =>
      `${b.kind} ${formatHex(b.hex)}: ${b.armies.map((a) => `${a.name} (${a.player}, ${a.size})`).join(' v ')}`,
  );
}

import { parseHex } from '../../src/engine/hex';
import type { Army, CampaignState, City, Declaration, MapHex, Structure, Unit } from '../../src/engine/model';
import type { DiplomaticStatus, Terrain } from '../../src/engine/cs42/tables';
import { checkOrders } from '../../src/engine/cs42/orders';
import { OrderRecord, receiptRecords, submissionRecords } from '../../src/ledger/orders';

/**
 * A rule case as data (in the spirit of the Diplomacy adjudicator's DATC files): a small ledger, the orders, the
 * seed and any dice fixed, and what the turn must do. Expected values are worked out by hand from the book.
 */
export interface RuleCase {
  readonly name: string;
  /** The turn being resolved (the state's `turn`); 1 unless given. */
  readonly turn?: number;
  /** The rules the case checks, e.g. "Table 1", "RULINGS 14". */
  readonly rules: readonly string[];
  readonly map: {
    readonly width: number;
    readonly height: number;
    readonly terrain?: Terrain;
    readonly hexes?: Record<string, Partial<Omit<MapHex, 'hex'>>>;
  };
  readonly players: readonly {
    readonly name: string;
    readonly race?: string;
    /** Guilders mined last turn, due at this turn's income (Table 8; the Players tab's Mine output). */
    readonly mineOutput?: number;
  }[];
  readonly diplomacy?: readonly [string, string, DiplomaticStatus][];
  readonly cities?: readonly (Partial<Omit<City, 'hex'>> & {
    name: string;
    player: string;
    hex: string;
    size: number;
  })[];
  readonly armies?: readonly (Partial<Omit<Army, 'hex'>> & {
    name: string;
    player: string;
    hex: string;
    points: number;
  })[];
  readonly units?: readonly (Partial<Omit<Unit, 'hex'>> & {
    name: string;
    player: string;
    hex: string;
    type: Unit['type'];
  })[];
  readonly structures?: readonly (Partial<Omit<Structure, 'hex'>> & {
    name: string;
    player: string;
    hex: string;
    type: Structure['type'];
  })[];
  readonly treasury?: Record<string, number>;
  readonly orders?: Record<string, string>;
  /** Last turn's orders by player, as written: the checker reads their accepted actions for work that needs
   * consecutive actions across turns (Found City, Build Supply Depot ...) and the two-turns-running limits.
   * They are checked against this case's ledger as it stood (turn - 1) and must all be accepted. */
  readonly previous?: Record<string, string>;
  readonly seed?: string;
  readonly overrides?: Record<string, number>;
  readonly expect: {
    readonly cities?: readonly Record<string, unknown>[];
    readonly armies?: readonly Record<string, unknown>[];
    readonly units?: readonly Record<string, unknown>[];
    /** Names that must no longer exist (armies, units or cities). */
    readonly gone?: readonly string[];
    readonly entries?: readonly { player: string; category: string; amount: number }[];
    readonly balances?: Record<string, number>;
    readonly log?: readonly string[];
    readonly battles?: readonly { hex: string; kind: string }[];
    readonly noBattles?: boolean;
    /** Each must match a structure after the turn (hex as `CCRR`). */
    readonly structures?: readonly Record<string, unknown>[];
    /** No structure of that type (any type when omitted) may stand in that hex after the turn. */
    readonly noStructures?: readonly { hex: string; type?: string }[];
    /** Map hexes after the turn (roads, bridges, terrain, special, mine), by address. */
    readonly hexes?: Record<string, Record<string, unknown>>;
    /** Order lines the checker must reject, with the code; any other rejected line fails the case. */
    readonly rejected?: readonly { readonly line: string; readonly code: string }[];
  };
}

const hexOf = (text: string) => {
  const hex = parseHex(text);
  if (!hex) throw new Error(`bad hex ${text} in a rule case`);
  return hex;
};

export function caseState(c: RuleCase): CampaignState {
  const hexes = new Map<string, MapHex>();
  for (let col = 1; col <= c.map.width; col++)
    for (let row = 1; row <= c.map.height; row++) {
      const key = `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
      hexes.set(key, {
        hex: { col, row },
        terrain: c.map.terrain ?? 'Plains',
        road: false,
        rivers: [],
        bridges: [],
        fords: [],
        special: null,
        mine: false,
        ...(c.map.hexes?.[key] ?? {}),
      });
    }
  const diplomacy: Declaration[] = (c.diplomacy ?? []).map(([from, toward, status]) => ({
    from,
    toward,
    status,
  }));
  return {
    turn: c.turn ?? 1,
    players: c.players.map((p) => ({
      name: p.name,
      email: `${p.name.toLowerCase()}@example.com`,
      race: p.race ?? 'Firstborn',
      colour: '#808080',
      ...(p.mineOutput === undefined ? {} : { mineOutput: p.mineOutput }),
    })),
    diplomacy,
    map: { width: c.map.width, height: c.map.height, hexes },
    cities: (c.cities ?? []).map((x) => ({
      improvements: [],
      conquered: false,
      besieged: false,
      corruption: 0,
      conqueredTurn: null,
      failedSieges: 0,
      ...x,
      hex: hexOf(x.hex),
    })),
    armies: (c.armies ?? []).map((x) => ({
      mobility: 'FOOT',
      race: 'Firstborn',
      site: 'field',
      ...x,
      hex: hexOf(x.hex),
    })),
    units: (c.units ?? []).map((x) => ({ size: 1, ...x, hex: hexOf(x.hex) })),
    structures: (c.structures ?? []).map((x) => ({
      edge: null,
      capturedTurn: null,
      ...x,
      hex: hexOf(x.hex),
    })),
  };
}

export function caseOrders(c: RuleCase): OrderRecord[] {
  return Object.entries(c.orders ?? {}).flatMap(([player, text]) =>
    submissionRecords(c.turn ?? 1, player, text),
  );
}

/** Last turn's orders as the Orders tab would hold them (checked, accepted lines with their actions), and the
 * lines the checker rejected (a case with any is wrong). */
export function casePreviousOrders(c: RuleCase): { records: OrderRecord[]; rejected: string[] } {
  const turn = (c.turn ?? 1) - 1;
  const state = { ...caseState(c), turn };
  const records: OrderRecord[] = [];
  const rejected: string[] = [];
  for (const [player, text] of Object.entries(c.previous ?? {})) {
    const receipt = checkOrders({ state, player, text, treasury: c.treasury?.[player] ?? 0 });
    rejected.push(
      ...receipt.lines.filter((l) => l.status === 'rejected').map((l) => `${l.text}: ${l.message}`),
    );
    records.push(...receiptRecords(receipt, turn, new Date(0), 'on time'));
  }
  return { records, rejected };
}

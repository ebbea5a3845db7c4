import { formatHex, Hex } from '../../hex';
import type { Army, CampaignState, City, Structure, Unit } from '../../model';
import { isBrokenBySize } from '../economy';
import { isEnemy, SupplyOracle } from '../supply';
import { MapView } from '../turn/movement-paths';
import type { StructureType, SupplyStatus } from '../tables';
import type { OrderCode } from './codes';
import type { ActionSpec } from './grammar';
import type { StateIndex } from './state-index';
import { Knowledge } from './knowledge';
import { LedgerNames } from './naming';
import { didYouMean, normalize } from './parse';
import type { ActionId, OrderArgs, OrderKind, OrderNote, OrderSettings } from './types';

/** What the checker knows about one of the player's armies, units or cities (or one created this turn). */
export interface Entity {
  /** The name as the player knows it: the ledger's, or as written for one created this turn. */
  readonly name: string;
  /** The name the ledger gives it: `name`, unless a unit the player cannot see has that name (naming.ts). */
  readonly ledgerName: string;
  readonly kind: OrderKind;
  hex: Hex;
  readonly army: Army | null;
  readonly unit: Unit | null;
  readonly city: City | null;
  /** Actions this turn, or `destroyed` (Table 6). Set after No upkeep is seen for armies. */
  allowance: number | 'destroyed';
  supply: SupplyStatus | null;
  /** Created this turn by another line; null for what the ledger already holds. */
  readonly createdBy: { readonly line: number; readonly creator: string } | null;
  /** The creating line was accepted (set while checking). */
  createdOk: boolean;
}

/** One order of an entity while its turn is walked through. */
export interface Order {
  readonly line: number;
  readonly spec: ActionSpec;
  readonly args: OrderArgs;
}

/** Where an entity stands during its turn. */
export interface UnitTurn {
  readonly entity: Entity;
  pos: Hex;
  used: number;
  marches: number;
  /** Actions taken so far this turn, in order (instructions excluded). */
  readonly done: ActionId[];
  gone: boolean;
  /** Hexes entered by Marches this turn (the two-Marches exception). */
  marchPath?: Hex[];
  /** The army has entered a Mystic Portal: nothing may follow (O085). */
  enteredPortal?: boolean;
  /** A Broken army has entered a hex this turn (its "at least one hex" is done; Broken Armies). */
  brokenMoved?: boolean;
}

export type Verdict =
  | { readonly ok: false; readonly code: OrderCode; readonly message: string }
  | {
      readonly ok: true;
      readonly message?: string;
      readonly notes?: readonly OrderNote[];
      readonly cost?: number;
      readonly moveTo?: Hex;
      /** The unit ceases to exist under its name after this order (Split into new names, Disband, Join). */
      readonly gone?: boolean;
      /** Corrected: carried out as this instead (two Marches). */
      readonly correctedTo?: {
        readonly spec: ActionSpec;
        readonly args: OrderArgs;
        readonly message: string;
      };
    };

export const reject = (code: OrderCode, message: string): Verdict => ({ ok: false, code, message });

/** O099's message: a fault while checking one line rejects that line only, and says so (issue 11). */
export function faultMessage(error: unknown): string {
  const what = error instanceof Error ? error.message : String(error);
  return `This line could not be checked because of an unexpected fault (${what}); it is not carried out. Please tell the moderator.`;
}

export class CheckContext {
  readonly entities = new Map<string, Entity>();
  /** Every name in the ledger (any player's army, unit or city). */
  readonly namesInUse: ReadonlySet<string>;
  /** Counters over the whole submission. */
  readonly raised = new Map<string, number>();
  readonly recruited = new Map<string, number>();
  /** Replacement points asked per army (Replace lines add up against Table 5's cap). */
  readonly replaced = new Map<string, number>();
  readonly upgrades = new Map<string, number>();
  spiesRaised = 0;
  scoutsRaised = 0;
  settlersRaised = 0;
  /** Join lines by army (normalized name), to see that both sides spend an action. */
  readonly joins = new Map<string, string[]>();
  readonly state: CampaignState;
  readonly oracle: SupplyOracle;
  /** What this player may see of others: every answer about them comes from here (knowledge.ts). */
  readonly knows: Knowledge;
  /** Remarks for the moderator only (a new name given a numeral, naming.ts): never on the player's receipt. */
  readonly moderator: OrderNote[] = [];
  /** The ledger's names for what this submission creates (naming.ts). */
  readonly names: LedgerNames;

  constructor(
    readonly index: StateIndex,
    readonly player: string,
    readonly settings: OrderSettings,
    private readonly previous: ReadonlyMap<string, readonly ActionId[]>,
  ) {
    this.state = index.state;
    this.oracle = index.oracle;
    this.namesInUse = index.namesInUse;
    this.knows = new Knowledge(index, player);
    this.names = new LedgerNames(index.namesInUse);
  }

  private playerMap: MapView | null = null;

  /**
   * The map as the resolver's movement sees it (one rule for receipts and resolution, issue 10), with only the
   * cities and structures the player knows of: an unseen enemy temple (a road hex, RULINGS 4) or bridge must not
   * change what the receipt allows. The shared view serves when every other player's site is known anyway.
   */
  get view(): MapView {
    if (this.playerMap !== null) return this.playerMap;
    const underground = (c: City): boolean =>
      this.state.map.hexes.get(formatHex(c.hex))?.terrain === 'Underground';
    const hidden =
      this.state.structures.some((s) => s.player !== this.player) ||
      this.state.cities.some((c) => c.player !== this.player && underground(c));
    this.playerMap = !hidden
      ? this.index.view
      : this.index.knownMaps.viewOf(this.player, this.index.seenBy(this.player));
    return this.playerMap;
  }

  entity(name: string): Entity | undefined {
    return this.entities.get(normalize(name));
  }

  previousActions(name: string): readonly ActionId[] {
    return this.previous.get(normalize(name)) ?? [];
  }

  ownCities(): readonly City[] {
    return this.index.citiesOf(this.player);
  }

  /** Another player's city by name, for orders aimed at one (Besiege, spies); a Verdict saying why not. A city
   * the player does not know of (underground, unseen) gets the answer of one that does not exist. */
  otherPlayersCity(name: string, ownCity: (city: City) => string): City | Verdict {
    const city = this.knows.cityNamed(name);
    if (city === undefined)
      return reject(
        'O030',
        `No city is called “${name}”.${didYouMean(
          name,
          this.knows.cities().map((c) => c.name),
        )}`,
      );
    if (city.player === this.player) return reject('O031', ownCity(city));
    return city;
  }

  /** The city in a hex, if the player knows of it (an unseen underground city is not). */
  cityAt(hex: Hex): City | undefined {
    return this.index.citiesAt(hex).find((c) => this.knows.sees(c));
  }

  /** The structures in a hex that the player knows of: his own, and others' in a hex he sees. */
  structuresAt(hex: Hex, type?: StructureType): Structure[] {
    return this.index
      .structuresAt(hex)
      .filter((s) => (type === undefined || s.type === type) && this.knows.seesStructure(s));
  }

  onMap(hex: Hex): boolean {
    return this.state.map.hexes.has(formatHex(hex));
  }

  enemy(other: string): boolean {
    return isEnemy(this.state, this.player, other);
  }

  /** Other players' armies in a hex, as far as the player sees them. */
  enemyArmiesAt(hex: Hex): Army[] {
    return this.index.armiesAt(hex).filter((a) => a.player !== this.player && this.knows.sees(a));
  }

  /** Another player's army, unit or city in the hex that the player sees (Broken Armies: "unfriendly"); the
   * resolver stops the army at those it does not see too (turn/broken-moves.ts). */
  unfriendlyAt(hex: Hex): boolean {
    const theirs = (x: Army | Unit | City): boolean => x.player !== this.player && this.knows.sees(x);
    return (
      this.index.armiesAt(hex).some(theirs) ||
      this.index.unitsAt(hex).some(theirs) ||
      this.index.citiesAt(hex).some(theirs)
    );
  }

  fieldArmies(): number {
    return this.index.armiesOf(this.player).filter((a) => !isBrokenBySize(a.points)).length;
  }

  count(type: Unit['type']): number {
    return this.index.unitsOf(this.player).filter((u) => u.type === type).length;
  }

  /**
   * A name created this turn (Split, Raise ..., Found City) must not be one the player knows (O033); `line` is
   * the creating line. A name only an unseen unit bears is accepted, as a new one is: the ledger gives the new
   * unit a numeral (naming.ts), so the answer never tells a hidden unit from none.
   */
  claimNew(name: string, line: number, what: string): Verdict | null {
    const n = normalize(name);
    const placeholder = this.entities.get(n);
    const ours = placeholder?.createdBy?.line === line;
    if (n === '' || (!ours && this.knows.named(name).length > 0) || (placeholder !== undefined && !ours))
      return reject('O033', `The name “${name}” is already in use: give the new ${what} another name.`);
    return null;
  }

  /** Marks a unit created by an accepted line as real, with its actions this turn. */
  activate(name: string, allowance: number, hex: Hex): void {
    const e = this.entities.get(normalize(name));
    if (e === undefined) return;
    e.createdOk = true;
    e.allowance = allowance;
    e.hex = hex;
  }

  bump(map: Map<string, number>, key: string, by: number): number {
    const total = (map.get(normalize(key)) ?? 0) + by;
    map.set(normalize(key), total);
    return total;
  }
}

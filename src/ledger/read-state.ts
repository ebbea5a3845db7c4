import {
  ARMY_MOBILITIES,
  ARMY_SITES,
  DIPLOMATIC_STATUSES,
  MAX_ARMY_POINTS,
  MAX_CITY_SIZE,
  SPECIAL_TERRAINS,
  STRUCTURE_TYPES,
  TERRAINS,
  UNIT_TYPES,
} from '../engine/cs42/tables';
import { Direction, formatHex } from '../engine/hex';
import type {
  Army,
  CampaignMap,
  CampaignState,
  City,
  Declaration,
  MapHex,
  Player,
  Structure,
  Unit,
} from '../engine/model';
import { parseImprovements } from './custom-functions';
import { readPortal } from './map-portals';
import { armyBattleLosses } from './battles-read';
import { trucesOf } from './battles-state';
import {
  ARMIES_TAB,
  BATTLES_TAB,
  CAMPAIGN_TAB,
  CITIES_TAB,
  DIPLOMACY_TAB,
  MAP_TAB,
  ORDERS_TAB,
  PLAYERS_TAB,
  STRUCTURES_TAB,
  TabSpec,
  TREASURY_TAB,
  UNITS_TAB,
} from './schema';
import { directions, hexCell } from './hex-cells';
import { CellIssue, readRows, RowReader, TabRows } from './tab';
import { emailIssues } from './player-emails';
import { submissionIssues } from './orders';
import { orphanTreasuryIssues, resolvedTurnIssues } from './treasury-checks';

/** The tabs the rules read, as read from the sheet (any may be missing: that is reported). */
export interface StateTabs {
  readonly turn: number;
  readonly players?: TabRows;
  readonly diplomacy?: TabRows;
  readonly map?: TabRows;
  readonly cities?: TabRows;
  readonly armies?: TabRows;
  readonly units?: TabRows;
  readonly structures?: TabRows;
  /** Battles settled last turn with a truce: their armies keep it (Army.truceWith). */
  readonly battles?: TabRows;
  /** Read by a turn anyway, checked against the tabs above (crossChecks): the Turn cell, journal, orders. */
  readonly campaign?: TabRows;
  readonly treasury?: TabRows;
  readonly orders?: TabRows;
}

/** The state tabs by name through `tab` (each read once by the caller's reader). */
export function stateTabs(tab: (name: string) => TabRows | undefined, turn: number): StateTabs {
  return {
    turn,
    players: tab(PLAYERS_TAB.name),
    diplomacy: tab(DIPLOMACY_TAB.name),
    map: tab(MAP_TAB.name),
    cities: tab(CITIES_TAB.name),
    armies: tab(ARMIES_TAB.name),
    units: tab(UNITS_TAB.name),
    structures: tab(STRUCTURES_TAB.name),
    battles: tab(BATTLES_TAB.name),
    campaign: tab(CAMPAIGN_TAB.name),
    treasury: tab(TREASURY_TAB.name),
    orders: tab(ORDERS_TAB.name),
  };
}

export interface ReadResult {
  readonly state: CampaignState;
  /** Every bad cell, by tab and address; rows with problems are left out of `state`. */
  readonly issues: readonly CellIssue[];
}

const computedOf = (spec: TabSpec): string[] => spec.columns.filter((c) => c.formula).map((c) => c.header);
const empty = (name: string): TabRows => ({ name, headers: [], rows: [] });

/** Reads the tabs into the campaign state, checking every cell and every cross-reference (owners, hexes). */
export function readState(tabs: StateTabs): ReadResult {
  const issues: CellIssue[] = [];
  const collect = <T>(result: { items: T[]; issues: CellIssue[] }): T[] => {
    issues.push(...result.issues);
    return result.items;
  };

  const players = collect(
    readRows<Player>(
      tabs.players ?? empty(PLAYERS_TAB.name),
      (row) => {
        const mineOutput = row.integer('Mine output', 'mine output', 0, 1_000_000_000, 0);
        return {
          name: row.text('Player', 'the player name'),
          email: row.text('Email', 'the email', false).toLowerCase(),
          race: row.text('Race', 'the race', false),
          colour: row.text('Colour', 'the colour', false),
          ...(mineOutput > 0 ? { mineOutput } : {}),
        };
      },
      { unique: 'Player', spec: PLAYERS_TAB },
    ),
  );
  // A bad Email is reported but keeps its player (leaving him out would misreport everything he owns).
  issues.push(...emailIssues(tabs.players));
  const playerNames = new Map(players.map((p) => [p.name.toLowerCase(), p.name]));
  const owner = (row: RowReader, header = 'Player'): string => {
    const name = row.text(header, 'the player');
    const found = playerNames.get(name.toLowerCase());
    if (name !== '' && found === undefined) row.fail(header, `'${name}' is not on the Players tab`);
    return found ?? name;
  };

  const letters = new Map<string, number>();
  const mapRows = collect(
    readRows<MapHex>(
      tabs.map ?? empty(MAP_TAB.name),
      (row) => {
        const special =
          row.text('Special', 'special', false) === ''
            ? null
            : row.choice('Special', 'special terrain', SPECIAL_TERRAINS);
        const portal = readPortal(row, special, (n) => playerNames.get(n.toLowerCase()), letters);
        return {
          hex: hexCell(row, 'Hex', null),
          terrain: row.choice('Terrain', 'terrain', TERRAINS),
          road: row.boolean('Road', 'road'),
          rivers: directions(row, 'River edges', 'river edges'),
          bridges: directions(row, 'Bridge edges', 'bridge edges'),
          fords: directions(row, 'Ford edges', 'ford edges'),
          special,
          mine: row.boolean('Mine', 'mine'),
          ...(portal === undefined ? {} : { portal }),
        };
      },
      { spec: MAP_TAB },
    ),
  );
  const hexes = new Map<string, MapHex>();
  for (const cell of mapRows) hexes.set(formatHex(cell.hex), cell);
  const map: CampaignMap = {
    width: Math.max(0, ...mapRows.map((h) => h.hex.col)),
    height: Math.max(0, ...mapRows.map((h) => h.hex.row)),
    hexes,
  };
  const onMap = hexes.size > 0 ? hexes : null;

  const diplomacy = collect(
    readRows<Declaration>(
      tabs.diplomacy ?? empty(DIPLOMACY_TAB.name),
      (row) => ({
        from: owner(row, 'Player'),
        toward: owner(row, 'Toward'),
        status: row.choice('Status', 'status', DIPLOMATIC_STATUSES, 'Unknown'),
      }),
      { spec: DIPLOMACY_TAB },
    ),
  );

  const cities = collect(
    readRows<City>(
      tabs.cities ?? empty(CITIES_TAB.name),
      (row) => {
        const status = row
          .text('Status', 'status', false)
          .toLowerCase()
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '' && s !== 'normal' && s !== 'none');
        for (const flag of status)
          if (flag !== 'conquered' && flag !== 'besieged')
            row.fail('Status', `status may list conquered, besieged; got '${flag}'`);
        let improvements: City['improvements'] = [];
        try {
          improvements = parseImprovements(row.text('Improvements', 'improvements', false));
        } catch (error) {
          row.fail('Improvements', error instanceof Error ? error.message : String(error));
        }
        return {
          name: row.text('City', 'the city name'),
          player: owner(row),
          hex: hexCell(row, 'Hex', onMap),
          size: row.integer('Size', 'size', 1, MAX_CITY_SIZE),
          improvements,
          conquered: status.includes('conquered'),
          besieged: status.includes('besieged'),
          corruption: row.integer('Corruption', 'corruption', 0, 100, 0),
          conqueredTurn:
            row.text('Conquered turn', 'conquered turn', false) === ''
              ? null
              : row.integer('Conquered turn', 'conquered turn', 1, 100000),
          failedSieges: row.integer('Failed sieges', 'failed sieges', 0, 1000, 0),
          abandonedTurn:
            row.text('Abandoned turn', 'abandoned turn', false) === ''
              ? null
              : row.integer('Abandoned turn', 'abandoned turn', 1, 100000),
        };
      },
      { computed: computedOf(CITIES_TAB), unique: 'City', spec: CITIES_TAB },
    ),
  );

  const armies = collect(
    readRows<Army>(
      tabs.armies ?? empty(ARMIES_TAB.name),
      (row) => ({
        name: row.text('Army', 'the army name'),
        player: owner(row),
        hex: hexCell(row, 'Hex', onMap),
        points: row.integer('Points', 'points', 0, MAX_ARMY_POINTS),
        mobility: row.choice('Mobility', 'mobility', ARMY_MOBILITIES, 'FOOT'),
        race: row.text('Race', 'race', false),
        site: row.choice('Site', 'site', ARMY_SITES, 'field'),
        // Broken Armies: Broken by a battle until it regroups (the Broken column, kept by Apply battle results).
        ...(row.boolean('Broken', 'Broken') ? { broken: true } : {}),
        // Casualties: the losses Replace may buy back next turn.
        ...armyBattleLosses(row),
      }),
      { computed: computedOf(ARMIES_TAB), unique: 'Army', spec: ARMIES_TAB },
    ),
  );

  const units = collect(
    readRows<Unit>(
      tabs.units ?? empty(UNITS_TAB.name),
      (row) => ({
        name: row.text('Unit', 'the unit name'),
        player: owner(row),
        type: row.choice('Type', 'type', UNIT_TYPES),
        hex: hexCell(row, 'Hex', onMap),
        size: row.integer('Size', 'size', 1, MAX_CITY_SIZE, 1),
      }),
      { computed: computedOf(UNITS_TAB), unique: 'Unit', spec: UNITS_TAB },
    ),
  );

  const structures = collect(
    readRows<Structure>(
      tabs.structures ?? empty(STRUCTURES_TAB.name),
      (row) => {
        const type = row.choice('Type', 'type', STRUCTURE_TYPES);
        const edgeText = row.text('Edge', 'edge', false);
        const edge = edgeText === '' ? null : (row.integer('Edge', 'edge', 1, 6) as Direction);
        if (type === 'Bridge' && edge === null)
          row.fail('Edge', 'a bridge needs the direction (1-6) of the river edge it spans');
        const captured = row.text('Captured turn', 'captured turn', false);
        return {
          name: row.text('Structure', 'the structure name'),
          type,
          player: owner(row),
          hex: hexCell(row, 'Hex', onMap),
          edge,
          capturedTurn: captured === '' ? null : row.integer('Captured turn', 'captured turn', 1, 100000),
        };
      },
      { computed: computedOf(STRUCTURES_TAB), spec: STRUCTURES_TAB },
    ),
  );

  return {
    state: {
      turn: tabs.turn,
      players,
      diplomacy,
      map,
      cities,
      armies: withTruces(armies, tabs),
      units,
      structures,
    },
    issues: [...issues, ...crossChecks(tabs)],
  };
}

/** The tabs a turn reads beside the state, checked against it: they would silently change the turn. */
function crossChecks(tabs: StateTabs): CellIssue[] {
  return [
    ...resolvedTurnIssues(tabs.treasury, tabs.campaign, tabs.turn),
    ...orphanTreasuryIssues(tabs.treasury, tabs.players),
    ...submissionIssues(tabs.orders, tabs.turn),
  ];
}

/** Armies of a battle settled Truce/Truce last turn, each with the other side's armies (Table 17). */
function withTruces(armies: Army[], tabs: StateTabs): Army[] {
  const truces = trucesOf(tabs.battles, tabs.turn - 1);
  if (truces.size === 0) return armies;
  return armies.map((a) => {
    const others = truces.get(a.name.trim().toLowerCase());
    return others ? { ...a, truceWith: others } : a;
  });
}

/**
 * Reads a Chronopia territories ledger (each tab once, as given) into the engine's campaign, checking every cell
 * and every cross-reference: a territory's holder on the Forces tab, a warband's location among its owner's
 * territories, a figure's warband, a battle's players. Rows with problems are reported and left out; the names
 * written on them still stand for the rows that refer to them (readKept), so one bad cell is one problem.
 */
import type { CtCampaign } from '../../engine/ct/campaign';
import type {
  CaptiveRace,
  CtPlayer,
  Figure,
  PastSeries,
  Profile,
  Station,
  Territory,
  Warband,
} from '../../engine/ct/model';
import type { FigureType } from '../../engine/ct/orders/purchase';
import { TERRITORY_ROWS } from '../../engine/ct/tables';
import type { TabValues } from '../stage-ruleset';
import { type CellIssue, cellText, readRows } from '../tab';
import { type Kept, readKept } from './read-kept';
import { STAGE_PLAYERS_TAB } from '../stage-ruleset';
import { readBattles } from './read-battles';
import { figureCells } from './read-figure';
import { flagsCell, listOf, pastSeriesCell, profileCells, shapeIssues, spelled } from './read-cells';
import {
  CT_ARMY_LISTS_TAB,
  CT_BATTLES_TAB,
  CT_FIGURES_TAB,
  CT_FIGURE_RACES,
  CT_FORCES_TAB,
  CT_RACES,
  CT_TERRITORIES_TAB,
  CT_WARBANDS_TAB,
  FIELD_ARMY,
} from './schema';
import { forceIssues } from './force-issues';
import { tabOf } from './values';

/** A figure type the moderator entered from an army list: what a recruit joins with ([Forces] 2.b.6). */
export type ArmyListEntry = FigureType;

export interface CtPlayerRow {
  readonly player: string;
  readonly email: string;
}

export interface CtLedger {
  readonly campaign: Omit<CtCampaign, 'state'> & { readonly players: readonly CtPlayer[] };
  readonly armyLists: readonly ArmyListEntry[];
  readonly players: readonly CtPlayerRow[];
  readonly issues: readonly CellIssue[];
  /** Players (lower case) a row left out for a bad cell belongs to: their force is not whole, so not checked whole. */
  readonly partial: ReadonlySet<string>;
}

const TYPES = TERRITORY_ROWS.map((r) => r.type);
const NO_PROFILE: Profile = { CC: 0, MW: 0, PW: 0, LD: 0, AC: 0, W: 0, ST: 0, MV: 0, A: 0, DEF: 0 };
const lower = (s: string): string => s.toLowerCase();
const past = (list: PastSeries[]): { pastSeries?: PastSeries[] } =>
  list.length > 0 ? { pastSeries: list } : {};

export function readCtLedger(tabs: TabValues): CtLedger {
  const issues: CellIssue[] = [];
  const get = (spec: typeof CT_FORCES_TAB) => {
    const found = tabOf(tabs, spec.name);
    issues.push(...shapeIssues(spec, found));
    return found ?? { name: spec.name, headers: [], rows: [] };
  };
  const collect = <T>(r: { items: T[]; issues: CellIssue[] }): T[] => {
    issues.push(...r.issues);
    return r.items;
  };
  // A row left out for a bad cell is named once, at that cell: the names written on it still stand (readKept).
  const partial = new Set<string>();
  const named = (kept: readonly string[], left: readonly string[]): Map<string, string> =>
    new Map([...left, ...kept].filter((n) => n !== '').map((n) => [lower(n), n]));
  const leftOut = <T>(r: Kept<T>, ...owners: string[]): Kept<T> => {
    for (const cells of r.left) for (const h of owners) if (cells(h) !== '') partial.add(lower(cells(h)));
    return r;
  };

  const playerRows = readKept(
    get(STAGE_PLAYERS_TAB),
    (row): CtPlayerRow => {
      const player = row.text('Player', 'The player');
      if (/[;:,]/.test(player)) row.fail('Player', `'${player}': a player's name may not hold ; : or ,`);
      return { player, email: row.text('Email', 'The email', false) };
    },
    { unique: 'Player' },
  );
  const players = collect(playerRows);
  const onPlayers = named(
    players.map((p) => p.player),
    playerRows.left.map((c) => c('Player')),
  );

  type ForceRow = Omit<CtPlayer, 'territories' | 'warbands' | 'captives'>;
  const forcesTab = get(CT_FORCES_TAB);
  const forceRows = readKept(
    forcesTab,
    (row): ForceRow => {
      const name = row.text('Player', 'The player');
      if (name !== '' && !onPlayers.has(lower(name))) row.fail('Player', `${name} is not on the Players tab`);
      return {
        name: spelled(onPlayers, name),
        armyList: row.text('Army list', 'The army list'),
        alsoLists: listOf(row.text('Also lists', 'Also lists', false)),
        race: row.choice('Race', 'The race', CT_RACES),
        treasury: row.integer('Treasury', 'The treasury', 0, 10_000_000),
        allies: listOf(row.text('Allies', 'Allies', false)),
        ...past(pastSeriesCell(row)),
      };
    },
    { unique: 'Player' },
  );
  const forces = collect(leftOut(forceRows, 'Player'));
  const forceNames = named(
    forces.map((f) => f.name),
    forceRows.left.map((c) => c('Player')),
  );
  // A player on the Players tab with no Forces row (deleted, or its Player cell misspelt) is one problem, not one
  // for each row that names him.
  const forceless = new Map<string, string>();
  const isForce = (name: string): boolean => {
    const n = lower(name);
    if (forceNames.has(n)) return true;
    if (!onPlayers.has(n)) return false;
    forceless.set(n, spelled(onPlayers, name));
    partial.add(n);
    return true;
  };

  const territoryRows = readKept(
    get(CT_TERRITORIES_TAB),
    (row): Territory & { readonly player: string } => {
      const name = row.text('Territory', 'The territory');
      const player = row.text('Player', 'The holder');
      if (player !== '' && !isForce(player)) row.fail('Player', `${player} is not on the Forces tab`);
      const type = row.choice('Type', 'The type', TYPES);
      const home = row.boolean('Home fortress', 'Home fortress');
      return { name, type, home, player: spelled(forceNames, player) };
    },
    { unique: 'Territory' },
  );
  const territories = collect(leftOut(territoryRows, 'Player'));
  // A left-out row's name stands; its holder or owner may be the bad cell, so only kept rows' are compared.
  const holder = new Map(territories.map((t) => [lower(t.name), t.player]));
  const territoryName = named(
    territories.map((t) => t.name),
    territoryRows.left.map((c) => c('Territory')),
  );

  type WarbandRow = Omit<Warband, 'figures'> & { readonly player: string };
  const warbandRows = readKept(
    get(CT_WARBANDS_TAB),
    (row): WarbandRow => {
      const id = row.text('Warband', 'The warband');
      const player = row.text('Player', 'The owner');
      if (player !== '' && !isForce(player)) row.fail('Player', `${player} is not on the Forces tab`);
      const location = row.text('Location', 'The location');
      let station: Station = { kind: 'field' };
      if (lower(location) !== lower(FIELD_ARMY) && location !== '') {
        const at = holder.get(lower(location));
        // At a left-out territory (its holder may be the bad cell): this force is not whole either.
        if (at === undefined) partial.add(lower(player));
        if (!territoryName.has(lower(location)))
          row.fail('Location', `'${location}' is neither ${FIELD_ARMY} nor a territory`);
        else if (at !== undefined && lower(at) !== lower(player))
          row.fail('Location', `${location} is ${at}'s territory, not ${player}'s ([Forces] 1.c)`);
        station = { kind: 'garrison', territory: territoryName.get(lower(location)) ?? location };
      }
      const kind = row.choice('Kind', 'The kind', ['warband', 'individual'] as const);
      return {
        id,
        player: spelled(forceNames, player),
        kind,
        armyList: row.text('Army list', 'The army list'),
        missile: row.boolean('Missile', 'Missile'),
        // An Individual is "a warband of one figure" ([Experience] 1.b): a blank minimum is 1.
        minimum:
          kind === 'individual'
            ? row.integer('Minimum', 'The minimum', 1, 99, 1)
            : row.integer('Minimum', 'The minimum', 1, 99),
        station,
        xp: row.integer('XP', 'The XP pool', 0, 1_000_000, 0),
        // Blank (a ledger from before the column): readCt derives it from the ids the ledger knows.
        ...(cellText(row.raw('Next figure')) === ''
          ? {}
          : { nextFigure: row.integer('Next figure', 'Next figure', 1, 1_000_000) }),
      };
    },
    { unique: 'Warband' },
  );
  const warbands = collect(leftOut(warbandRows, 'Player'));
  const warbandOwner = new Map(warbands.map((w) => [lower(w.id), w.player]));
  const warbandName = named(
    warbands.map((w) => w.id),
    warbandRows.left.map((c) => c('Warband')),
  );

  type FigureRow = {
    readonly figure: Figure;
    readonly owner: string;
    readonly warband: string;
    readonly heldBy: string;
  };
  const figures = collect(
    leftOut(
      readKept(
        get(CT_FIGURES_TAB),
        (row): FigureRow => {
          const id = row.text('Figure', 'The figure');
          const owner = row.text('Owner', 'The owner');
          if (owner !== '' && !isForce(owner)) row.fail('Owner', `${owner} is not on the Forces tab`);
          const warband = row.text('Warband', 'The warband');
          const heldBy = row.text('Held by', 'Held by', false);
          const wOwner = warbandOwner.get(lower(warband));
          if (wOwner === undefined) partial.add(lower(owner));
          if (heldBy === '' && !warbandName.has(lower(warband)))
            row.fail('Warband', `${warband} is not on the Warbands tab`);
          if (wOwner !== undefined && lower(wOwner) !== lower(owner))
            row.fail('Owner', `${warband} is ${wOwner}'s warband, not ${owner}'s`);
          if (heldBy !== '' && !isForce(heldBy)) row.fail('Held by', `${heldBy} is not on the Forces tab`);
          if (heldBy !== '' && lower(heldBy) === lower(owner))
            row.fail('Held by', `${owner} cannot hold his own figure captive`);
          return {
            owner: spelled(forceNames, owner),
            warband: spelled(warbandName, warband),
            heldBy: spelled(forceNames, heldBy),
            figure: figureCells(row, id),
          };
        },
        { unique: 'Figure' },
      ),
      'Owner',
      'Held by',
    ),
  );

  const armyLists = collect(
    readRows(get(CT_ARMY_LISTS_TAB), (row): ArmyListEntry => {
      const flags = flagsCell(row);
      // CT-R25: a spell row has a name and a price only.
      const spell = flags.has('spell');
      return {
        list: row.text('Army list', 'The army list'),
        type: row.text('Figure type', 'The figure type'),
        baseCost: row.integer('Base cost', 'The base cost', 0, 100_000),
        profile: spell ? NO_PROFILE : profileCells(row),
        race: row.choice('Race', 'The race', CT_FIGURE_RACES, 'other') as CaptiveRace,
        flags,
      };
    }),
  );

  const battles = collect(readBattles(get(CT_BATTLES_TAB), new Map([...onPlayers, ...forceNames])));
  for (const b of battles) for (const n of [...b.players, ...b.allies.map((a) => a.player)]) isForce(n);
  // A left-out Forces row names its cell already: most likely his.
  if (forceRows.left.length === 0)
    for (const name of forceless.values())
      issues.push({
        tab: CT_FORCES_TAB.name,
        cell: `A${forcesTab.rows.length + 2}`,
        message: `${name} is on the Players tab and other tabs name him, but he has no row here: add his force's row`,
      });

  const ctPlayers: CtPlayer[] = forces.map((f) => ({
    ...f,
    territories: territories
      .filter((t) => t.player === f.name)
      .map((t): Territory => ({ name: t.name, type: t.type, home: t.home })),
    warbands: warbands
      .filter((w) => w.player === f.name)
      .map(({ player: _p, ...w }): Warband => ({
        ...w,
        figures: figures
          .filter((x) => x.heldBy === '' && lower(x.warband) === lower(w.id))
          .map((x) => x.figure),
      })),
    captives: figures
      .filter((x) => x.heldBy === f.name)
      .map((x) => ({ figure: x.figure, owner: x.owner, warband: x.warband })),
  }));
  issues.push(...forceIssues(ctPlayers.filter((p) => !partial.has(lower(p.name)))));
  return { campaign: { players: ctPlayers, battles }, armyLists, players, issues, partial };
}

import type { Clock } from '../../engine/core/stage';
import type { CpArmy, CpPlayer, CpRoad, CpState, CpTerritory } from '../../engine/cp/model';
import type { CpLinesRead } from '../../engine/cp/stages/model';
import { DV_LIMITS, MD_LIMITS, TERRITORY_TYPES } from '../../engine/cp/territory-tables';
import type { TabSpec } from '../schema';
import type { TabValues } from '../stage-ruleset';
import { STAGE_PLAYERS_TAB } from '../stage-ruleset';
import { cellText, headerIndex, readRows, type CellIssue, type TabRows } from '../tab';
import type { Cells } from '../write-state';
import { CP_STATUSES, CP_TERRITORY_TYPE_NAMES } from './choices';
import { crossChecks, crowding } from './map-checks';
import { readBattlesTab } from './read-battles';
import { byName, known, rowsOf, shapeIssues } from './read-cells';
import { readClock } from './read-clock';
import { readOrderTab } from './read-order';
import { campaignOverText } from '../../engine/cp/victory';
import {
  CP_ARMIES_TAB,
  CP_BATTLES_TAB,
  CP_ORDER_TAB,
  CP_OVER,
  CP_ROADS_TAB,
  CP_TERRITORIES_TAB,
} from './schema';
import {
  campaignRows,
  campaignValue,
  CP_SETTING,
  readCpSettings,
  type CampaignRows,
  type CpLedgerSettings,
} from './settings';

export { readClock };
export type { CpLinesRead };

export interface CpPlayerRow {
  readonly player: string;
  readonly email: string;
  readonly colour: string;
}

/** Everything a Campaign points stage reads, from the tabs as read once each. */
export interface CpLedger {
  readonly clock: Clock;
  readonly seed: { readonly text: string; readonly cell: string };
  readonly state: CpState;
  readonly settings: CpLedgerSettings;
  readonly players: readonly CpPlayerRow[];
  readonly lines: ReadonlyMap<string, CpLinesRead>;
  /** The Battles tab's rows as records (history kept when the tab is rewritten). */
  readonly battleRows: readonly Cells[];
  readonly campaign: CampaignRows;
  /** Set once the victory condition was met (003 A Turn): the winners as the Winner row holds them. */
  readonly over: CpOver | null;
}

/** The campaign is over: the Campaign row that says so (Over when the tab has it, else Winner) and the winners. */
export interface CpOver {
  readonly winners: readonly string[];
  readonly cell: string;
  readonly row: string;
}

/**
 * The first to meet the victory condition wins and it stands (003 A Turn): TRUE in the Over row (as Chronopia),
 * or, on a ledger without that row, a Winner written; the moderator clears it to play on.
 */
export function readOver(campaign: CampaignRows): CpOver | null {
  const winner = campaignValue(campaign, CP_SETTING.winner);
  const winners = cellText(winner.value)
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const over = campaign.get(CP_OVER.toLowerCase());
  if (over)
    return /^(true|yes)$/i.test(cellText(over.value)) ? { winners, cell: over.cell, row: CP_OVER } : null;
  return winners.length > 0 ? { winners, cell: winner.cell, row: CP_SETTING.winner } : null;
}

/** Reads every Campaign points tab, checking every cell and cross-reference; bad rows are left out of the state. */
export function readCpLedger(tabs: TabValues): { ledger: CpLedger; issues: CellIssue[] } {
  const issues: CellIssue[] = [];
  const campaign = campaignRows(tabs.get('Campaign'));
  if (!tabs.get('Campaign'))
    issues.push({ tab: 'Campaign', cell: 'A1', message: 'the Campaign tab is missing; run Set up ledger' });
  const clock = readClock(campaign, issues);
  const get = (spec: TabSpec): TabRows => {
    const t = rowsOf(tabs, spec.name);
    issues.push(...shapeIssues(spec, t));
    return t ?? { name: spec.name, headers: [], rows: [] };
  };
  const collect = <T>(r: { items: T[]; issues: CellIssue[] }): T[] => {
    issues.push(...r.issues);
    return r.items;
  };
  const players = collect(
    readRows(
      get(STAGE_PLAYERS_TAB),
      (r) => ({
        player: r.text('Player', 'The player'),
        email: r.text('Email', 'The email', false),
        colour: r.text('Colour', 'The colour', false),
      }),
      { unique: 'Player' },
    ),
  );
  const playerNames = byName(players.map((p) => p.player));
  const { settings, issues: si } = readCpSettings(
    campaign,
    players.map((p) => p.player),
  );
  issues.push(...si);
  const territoryTab = get(CP_TERRITORIES_TAB);
  const territoryNames = byName(
    territoryTab.rows.map((r) => cellText(r[headerIndex(territoryTab)('Territory')])).filter((n) => n !== ''),
  );
  const territories = collect(
    readRows(
      territoryTab,
      (r): CpTerritory => {
        const name = r.text('Territory', 'The territory');
        const type = r.choice('Type', 'The type', CP_TERRITORY_TYPE_NAMES);
        const owner = known(r, 'Owner', 'The owner', playerNames, 'Players tab', true);
        const row = TERRITORY_TYPES[type];
        const max = Math.min(DV_LIMITS.max, Math.max(row.dv, row.maxDv));
        const dv = r.integer('DV', `The DV of a ${type} (CP-R6)`, DV_LIMITS.min, max, row.dv);
        return { name, type, owner, dv };
      },
      { unique: 'Territory' },
    ),
  );
  const roads = collect(
    readRows(get(CP_ROADS_TAB), (r): CpRoad => {
      const a = known(r, 'From', 'The territory', territoryNames, 'Territories tab') ?? '';
      const b = known(r, 'To', 'The territory', territoryNames, 'Territories tab') ?? '';
      if (a !== '' && a === b) r.fail('To', `a road joins two territories, not ${a} to itself`);
      const md = r.integer('MD', 'The MD ("MD March Difficulty")', MD_LIMITS.min, MD_LIMITS.max);
      return { a, b, md };
    }),
  );
  const armies = collect(
    readRows(
      get(CP_ARMIES_TAB),
      (r): CpArmy => {
        const name = r.text('Army', 'The army');
        const player = known(r, 'Player', 'The player', playerNames, 'Players tab') ?? '';
        const territory = known(r, 'Territory', 'The territory', territoryNames, 'Territories tab') ?? '';
        const status = r.choice('Status', 'The status', CP_STATUSES, 'normal');
        const stopped = r.boolean('Stopped', 'Stopped');
        const cameFrom = known(r, 'Came from', 'The territory', territoryNames, 'Territories tab', true);
        const arrival = r.integer('Arrival', 'The arrival', 0, 10000, 0);
        return { name, player, territory, status, stopped, cameFrom, arrival };
      },
      { unique: 'Army' },
    ),
  );
  const orderTab = readOrderTab(get(CP_ORDER_TAB), playerNames);
  issues.push(...orderTab.issues);
  const { lines, pending, positions } = orderTab;
  const orderRows = orderTab.players;
  const withRow = new Set(orderRows.map((p) => p.name));
  const allPlayers: CpPlayer[] = [
    ...orderRows,
    ...players
      .filter((p) => !withRow.has(p.player))
      .map((p) => ({ name: p.player, cp: 0, nextCpModifier: 0, heroOwedTo: [], battlesWon: 0 })),
  ];
  const order = [...positions.entries()].sort((a, b) => a[1] - b[1]).map(([n]) => n);
  const battleTab = readBattlesTab(get(CP_BATTLES_TAB), territoryNames, clock.turn);
  issues.push(...battleTab.issues);
  const battleRows = battleTab.rows;
  const state: CpState = {
    turn: clock.turn,
    round: clock.round,
    territories,
    roads,
    armies,
    players: allPlayers,
    order,
    pending,
    moves: Math.max(0, ...armies.map((a) => a.arrival)),
    battles: battleTab.waiting,
    alliances: settings.alliances,
  };
  issues.push(...crowding(state, rowsOf(tabs, CP_ARMIES_TAB.name)));
  issues.push(
    ...crossChecks(state, {
      roads: rowsOf(tabs, CP_ROADS_TAB.name),
      order: rowsOf(tabs, CP_ORDER_TAB.name),
      battles: rowsOf(tabs, CP_BATTLES_TAB.name),
      armies: rowsOf(tabs, CP_ARMIES_TAB.name),
      players: rowsOf(tabs, STAGE_PLAYERS_TAB.name),
    }),
  );
  const seed = campaignValue(campaign, 'Seed');
  const over = readOver(campaign);
  if (over)
    issues.push({
      tab: 'Campaign',
      cell: over.cell,
      message: `${campaignOverText(over.winners.length > 0 ? over.winners : ['nobody named'])}: no stage runs (003 A Turn: the first to meet the victory condition wins); clear ${over.row} to play on`,
    });
  return {
    ledger: {
      clock,
      seed: { text: cellText(seed.value), cell: seed.cell },
      state,
      settings,
      players,
      lines,
      battleRows,
      campaign,
      over,
    },
    issues,
  };
}

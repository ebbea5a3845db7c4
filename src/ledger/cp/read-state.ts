import type { Clock } from '../../engine/core/stage';
import type { CpArmy, CpBattle, CpPlayer, CpRoad, CpState, CpTerritory } from '../../engine/cp/model';
import { capacity } from '../../engine/cp/move';
import { sameSide } from '../../engine/cp/map';
import { DV_LIMITS, MD_LIMITS, TERRITORY_TYPES } from '../../engine/cp/territory-tables';
import type { TabSpec } from '../schema';
import { columnLetter, normaliseHeader } from '../setup-plan';
import type { TabValues } from '../stage-ruleset';
import { STAGE_PLAYERS_TAB } from '../stage-ruleset';
import { cellText, readRows, type CellIssue, type RowReader, type TabRows, tabRows } from '../tab';
import type { Cells } from '../write-state';
import { CP_STATUSES, CP_TERRITORY_TYPE_NAMES } from './choices';
import { CP_ARMIES_TAB, CP_BATTLES_TAB, CP_ORDER_TAB, CP_ROADS_TAB, CP_TERRITORIES_TAB } from './schema';
import {
  campaignRows,
  campaignValue,
  readCpSettings,
  type CampaignRows,
  type CpLedgerSettings,
} from './settings';
import { CP_STAGE_IDS } from './stage-ids';

/** How far the rounds have read a player's Spend CP's lines (the Order of play tab). */
export interface CpLinesRead {
  readonly read: number;
  /** The Submitted stamp of the lines read. */
  readonly sent: string;
}

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
}

const rowsOf = (tabs: TabValues, name: string): TabRows | undefined => {
  const v = tabs.get(name);
  return v ? tabRows(name, v) : undefined;
};

function shapeIssues(spec: TabSpec, tab: TabRows | undefined): CellIssue[] {
  if (!tab)
    return [{ tab: spec.name, cell: 'A1', message: `the ${spec.name} tab is missing; run Set up ledger` }];
  const have = new Set(tab.headers.map(normaliseHeader));
  return spec.columns
    .filter((c) => !c.optional && !have.has(normaliseHeader(c.header)))
    .map((c) => ({
      tab: spec.name,
      cell: 'A1',
      message: `the column '${c.header}' is missing; run Set up ledger`,
    }));
}

/** A name another tab must hold, matched ignoring case; the tab's own spelling is returned. */
function known(
  row: RowReader,
  header: string,
  label: string,
  names: ReadonlyMap<string, string>,
  where: string,
  blank = false,
): string | null {
  const t = row.text(header, label, !blank);
  if (t === '') return null;
  const found = names.get(t.toLowerCase());
  if (found === undefined) row.fail(header, `${label} '${t}' is not on the ${where}`);
  return found ?? null;
}

const byName = (items: readonly string[]): Map<string, string> =>
  new Map(items.map((n) => [n.toLowerCase(), n]));

/** The clock from the Campaign tab (Turn, Stage, Round); blank Stage is the turn's first stage. */
export function readClock(rows: CampaignRows, issues: CellIssue[] = []): Clock {
  const int = (setting: string, fallback: number): number => {
    const { value, cell } = campaignValue(rows, setting);
    const t = cellText(value);
    if (t === '') return fallback;
    if (!/^\d+$/.test(t) || Number(t) < 1) {
      issues.push({ tab: 'Campaign', cell, message: `${setting} must be a whole number from 1, got '${t}'` });
      return fallback;
    }
    return Number(t);
  };
  const st = campaignValue(rows, 'Stage');
  const stage = cellText(st.value).toLowerCase() || CP_STAGE_IDS[0];
  if (!CP_STAGE_IDS.includes(stage))
    issues.push({
      tab: 'Campaign',
      cell: st.cell,
      message: `Stage must be one of ${CP_STAGE_IDS.join(', ')}, got '${stage}'`,
    });
  return {
    turn: int('Turn', 1),
    stage: CP_STAGE_IDS.includes(stage) ? stage : CP_STAGE_IDS[0],
    round: int('Round', 1),
  };
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
    territoryTab.rows
      .map((r) => cellText(r[territoryTab.headers.findIndex((h) => normaliseHeader(h) === 'territory')]))
      .filter((n) => n !== ''),
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
  const lines = new Map<string, CpLinesRead>();
  const pending: CpState['pending'][number][] = [];
  const positions = new Map<string, number>();
  const orderRows = collect(
    readRows(
      get(CP_ORDER_TAB),
      (r): CpPlayer => {
        const name = known(r, 'Player', 'The player', playerNames, 'Players tab') ?? '';
        const position = r.integer('Position', 'The position', 1, 1000, 0);
        const cp = r.integer('CP', 'The CP left', 0, 1000, 0);
        const nextCpModifier = r.integer('Next modifier', 'The next modifier', -1000, 1000, 0);
        const owed = r.text('Heroes owed to', 'Heroes owed to', false);
        const heroOwedTo =
          owed === ''
            ? []
            : owed
                .split(',')
                .map((s) => s.trim())
                .filter((s) => s !== '');
        for (const o of heroOwedTo)
          if (!playerNames.has(o.toLowerCase())) r.fail('Heroes owed to', `'${o}' is not a player (CP-R11)`);
        const battlesWon = r.integer('Battles won', 'Battles won', 0, 100000, 0);
        const action = r.text('Pending action', 'The pending action', false);
        if (action !== '') {
          const kinds = ['Rebuild Broken Army', 'Fortify Castle', 'Build Roads', 'Sabotage'] as const;
          const kind = kinds.find((k) => k.toLowerCase() === action.toLowerCase());
          if (!kind)
            r.fail(
              'Pending action',
              `a pending action is one of ${kinds.join(', ')} (CP-R1), got '${action}'`,
            );
          else
            pending.push({
              player: name,
              action: kind,
              target: r.text('Pending target', 'The pending target'),
              round: r.integer('Pending round', 'The pending round', 1, 10000, 1),
            });
        }
        lines.set(name, {
          read: r.integer('Lines read', 'Lines read', 0, 100000, 0),
          sent: r.text('Lines sent', 'Lines sent', false),
        });
        if (position > 0) positions.set(name, position);
        return { name, cp, nextCpModifier, heroOwedTo, battlesWon };
      },
      { unique: 'Player' },
    ),
  );
  const withRow = new Set(orderRows.map((p) => p.name));
  const allPlayers: CpPlayer[] = [
    ...orderRows,
    ...players
      .filter((p) => !withRow.has(p.player))
      .map((p) => ({ name: p.player, cp: 0, nextCpModifier: 0, heroOwedTo: [], battlesWon: 0 })),
  ];
  const order = [...positions.entries()].sort((a, b) => a[1] - b[1]).map(([n]) => n);
  const battleTab = get(CP_BATTLES_TAB);
  const battleRows: Cells[] = [];
  const battles = collect(
    readRows(
      battleTab,
      (r): CpBattle & { result: string } => {
        const rec: Record<string, unknown> = {};
        for (const c of CP_BATTLES_TAB.columns) rec[c.header] = r.raw(c.header);
        battleRows.push(rec);
        const army = (h: string): string => r.text(h, `The ${h.toLowerCase()} army`);
        return {
          id: r.text('Battle', 'The battle'),
          territory: known(r, 'Territory', 'The territory', territoryNames, 'Territories tab') ?? '',
          attacker: army('Attacker'),
          defender: army('Defender'),
          mover: army('Mover'),
          scenario: r.text('Scenario', 'The scenario', false),
          notes: r
            .text('Notes', 'Notes', false)
            .split('; ')
            .filter((s) => s !== ''),
          result: r.text('Result', 'The result', false),
        };
      },
      { unique: 'Battle' },
    ),
  );
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
    battles: battles.filter((b) => b.result === '').map(({ result: _r, ...b }) => b),
    alliances: settings.alliances,
  };
  issues.push(...crowding(state, rowsOf(tabs, CP_ARMIES_TAB.name)));
  const seed = campaignValue(campaign, 'Seed');
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
    },
    issues,
  };
}

/** "only one army may occupy one terrain unless stated otherwise" (two allied: CP-R19), named at the army's cell. */
function crowding(state: CpState, armyTab: TabRows | undefined): CellIssue[] {
  const out: CellIssue[] = [];
  const col = armyTab ? armyTab.headers.findIndex((h) => normaliseHeader(h) === 'territory') : -1;
  const rowOf = (name: string): number =>
    armyTab ? armyTab.rows.findIndex((r) => cellText(r[0]) === name) + 2 : 1;
  for (const t of state.territories) {
    const there = state.armies.filter((a) => a.territory === t.name);
    for (const a of there) {
      const friends = there.filter((x) => sameSide(state, x.player, a.player)).length;
      if (friends > capacity(state, t.name)) {
        out.push({
          tab: 'Armies',
          cell: `${columnLetter(Math.max(0, col) + 1)}${rowOf(a.name)}`,
          message: `${t.name} holds ${friends} armies of ${a.player}'s side; a ${t.type} allows ${capacity(state, t.name)} (003 Territory Descriptions, CP-R19)`,
        });
        break;
      }
    }
  }
  return out;
}

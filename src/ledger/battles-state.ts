import type { ArmyBattleStatus, BattleSettlementState, Individual } from '../engine/cs42/battles';
import { formatHex, parseHex } from '../engine/hex';
import { battleResultIssues } from './battles-read';
import { ARMIES_TAB, BATTLES_TAB, INDIVIDUALS_TAB } from './schema';
import { CellIssue, cellText, headerIndex, readRows, RowReader, TabRows } from './tab';
import type { Cells } from './write-state';

/**
 * The battle state the campaign model does not hold (issue 12), read from and written to the ledger: each army's
 * battle columns on the Armies tab, the Individuals tab, and the ids of settled battles (the Battles tab's Applied
 * column). Every cell is checked, with its address, before anything is applied.
 */

const MAX_POINTS = 2599;

function armyStatus(row: RowReader, turn: number): ArmyBattleStatus {
  const barred = row.text('Barred from', 'Barred from', false);
  const hex = barred === '' ? null : parseHex(barred);
  if (barred !== '' && hex === null)
    row.fail('Barred from', `Barred from must be a hex CCRR, got '${barred}'`);
  return {
    army: row.text('Army', 'the army’s name', false),
    player: row.text('Player', 'the owner', false),
    broken: row.boolean('Broken', 'Broken'),
    leaderless: row.boolean('Leaderless', 'Leaderless'),
    pointsLost: row.integer('Battle losses', 'Battle losses', 0, MAX_POINTS, 0),
    lostOnTurn:
      cellText(row.raw('Losses turn')) === '' ? null : row.integer('Losses turn', 'Losses turn', 1, turn),
    unreplaceable: row.integer('Unreplaceable', 'Unreplaceable', 0, MAX_POINTS, 0),
    barredFrom: hex,
  };
}

function individual(row: RowReader): Individual {
  return {
    name: row.text('Name', 'the individual’s name'),
    player: row.text('Player', 'his player'),
    army: row.text('Army', 'his army'),
    empire: row.text('Empire', 'his empire', false) || row.text('Player', 'his player', false),
    size: row.integer('Size', 'Size', 1, 20),
    maxWounds: row.integer('Max wounds', 'Max wounds', 1, 20),
    commandRating: row.integer('Command', 'Command', 0, 20, 0),
    leadership: row.integer('LD', 'LD', 0, 20, 0),
    experience: row.integer('Experience', 'Experience', 0, 100000, 0),
    wounds: row.integer('Wounds', 'Wounds', 0, 20, 0),
    commander: row.boolean('Commander', 'Commander'),
    status: row.choice('Status', 'Status', ['active', 'dead'] as const, 'active'),
  };
}

/** Ids in the Battles tab's Applied column: those battles are settled and never applied again. */
export function settledBattleIds(battles: TabRows | undefined): string[] {
  if (!battles) return [];
  const column = headerIndex(battles);
  const [id, applied] = [column('Id'), column('Applied')];
  if (id < 0 || applied < 0) return [];
  return battles.rows
    .filter((r) => cellText(r[applied]) !== '' && cellText(r[id]) !== '')
    .map((r) => cellText(r[id]));
}

/**
 * Truces kept this turn: for each army (by folded name) of a battle of `turn` applied with both sides choosing
 * truce, the other side's armies (Table 17, Truce/Truce: no battle; they stand together without fighting).
 */
export function trucesOf(battles: TabRows | undefined, turn: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!battles) return out;
  const column = headerIndex(battles);
  const cell = (row: readonly unknown[], header: string): string =>
    column(header) < 0 ? '' : cellText(row[column(header)]);
  const armies = (row: readonly unknown[], header: string): string[] =>
    cell(row, header)
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '');
  for (const row of battles.rows) {
    const truce = ['Attacker choice', 'Defender choice'].every((h) => cell(row, h).toLowerCase() === 'truce');
    if (!truce || cell(row, 'Applied') === '' || Number(cell(row, 'Turn')) !== turn) continue;
    const [attackers, defenders] = [armies(row, 'Attacker armies'), armies(row, 'Defender armies')];
    const add = (army: string, others: string[]): void => {
      const k = army.toLowerCase();
      out.set(k, [...(out.get(k) ?? []), ...others]);
    };
    for (const a of attackers) add(a, defenders);
    for (const d of defenders) add(d, attackers);
  }
  return out;
}

/** The battle state, read and checked; `turn` is the ledger's present turn. */
export function readSettlement(
  tab: (name: string) => TabRows | undefined,
  turn: number,
): { readonly settlement: BattleSettlementState; readonly issues: CellIssue[] } {
  const armiesTab = tab(ARMIES_TAB.name);
  const individualsTab = tab(INDIVIDUALS_TAB.name);
  const armies = armiesTab
    ? readRows(armiesTab, (row) => armyStatus(row, turn), {
        computed: ARMIES_TAB.columns.filter((c) => c.formula).map((c) => c.header),
      })
    : { items: [], issues: [] };
  const individuals = individualsTab
    ? readRows(individualsTab, individual, { unique: 'Name' })
    : { items: [], issues: [] };
  const nobody = (s: ArmyBattleStatus): boolean =>
    !s.broken && !s.leaderless && s.pointsLost === 0 && s.unreplaceable === 0 && s.barredFrom === null;
  return {
    settlement: {
      settled: settledBattleIds(tab(BATTLES_TAB.name)),
      armies: armies.items.filter((s) => s.army !== '' && !nobody(s)),
      individuals: individuals.items,
    },
    // The Armies tab's own columns are checked by the state reader; these are the battle columns' problems,
    // and the result cells of battles not yet applied that Apply battle results could not read.
    issues: [...armies.issues, ...individuals.issues, ...battleResultIssues(tab(BATTLES_TAB.name))],
  };
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The Armies tab's battle columns of an army, for its record. */
export function armyBattleCells(settlement: BattleSettlementState, army: string): Cells {
  const s = settlement.armies.find((x) => same(x.army, army));
  return {
    Broken: s?.broken ?? false,
    Leaderless: s?.leaderless ?? false,
    'Battle losses': s?.pointsLost ?? 0,
    'Losses turn': s?.lostOnTurn ?? '',
    Unreplaceable: s?.unreplaceable ?? 0,
    'Barred from': s?.barredFrom ? formatHex(s.barredFrom) : '',
  };
}

export function individualRecords(settlement: BattleSettlementState): Cells[] {
  return settlement.individuals.map((i) => ({
    Name: i.name,
    Player: i.player,
    Army: i.army,
    Empire: i.empire,
    Size: i.size,
    'Max wounds': i.maxWounds,
    Command: i.commandRating,
    LD: i.leadership,
    Experience: i.experience,
    Wounds: i.wounds,
    Commander: i.commander,
    Status: i.status,
  }));
}

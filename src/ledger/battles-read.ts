import { ATTACK_STRATEGIES, DEFENCE_STRATEGIES } from '../engine/abstract-battle';
import { BATTLE_CHOICES, BATTLE_KINDS, enslavesByDefault } from '../engine/cs42/battles';
import type { Battle, BattleKind, BattleResult, FoughtResult, IndividualLoss } from '../engine/cs42/battles';
import type { BattleLosses } from '../engine/cs42/battles/replacements';
import type { BattleChoiceEntry, BattleOnRecord } from '../engine/cs42/orders';
import { parseHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import { isDate } from './custom-functions';
import { parseCameFrom, parseCityBefore } from './battles-tab';
import { MAX_ARMY_POINTS } from '../engine/cs42/tables';
import { CellIssue, cellText, headerIndex, isBlankCell, RowReader, TabRows } from './tab';

/**
 * The Battles tab read back for Apply battle results (issue 12): each row with an id becomes the battle it records
 * and, when the moderator entered anything, its result. A cell that cannot be read is reported by address and
 * the battle is left for later; what the rules then find missing or wrong is the engine's validateResult.
 */

export interface BattleRow {
  /** 1-based sheet row. */
  readonly row: number;
  readonly battle: Battle;
  /** Null when nothing is entered yet. */
  readonly result: BattleResult | null;
  readonly applied: boolean;
  readonly issues: readonly CellIssue[];
}

/** "name: n; name: n" as a record; `what` names the pair in messages. */
function pairs(row: RowReader, header: string, what: string): [string, string][] {
  const text = row.text(header, header, false);
  const out: [string, string][] = [];
  for (const part of text.split(';').map((p) => p.trim())) {
    if (part === '') continue;
    const at = part.lastIndexOf(':');
    if (at <= 0) {
      row.fail(header, `'${part}' is not "${what}"`);
      continue;
    }
    out.push([part.slice(0, at).trim(), part.slice(at + 1).trim()]);
  }
  return out;
}

function wholeOf(row: RowReader, header: string, name: string, text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  row.fail(header, `${name}: '${text}' is not a whole number`);
  return 0;
}

function fought(row: RowReader): FoughtResult | null {
  const entered = [
    'Winner',
    'Points lost',
    'Individuals',
    'Kills',
    'Turns played',
    'Withdrawal',
    'Spells cast',
  ];
  if (entered.every((h) => isBlankCell(row.raw(h)))) return null;
  const pointsLost = Object.fromEntries(
    pairs(row, 'Points lost', 'army: points').map(([a, n]) => [a, wholeOf(row, 'Points lost', a, n)]),
  );
  const individuals: IndividualLoss[] = pairs(row, 'Individuals', 'name: wounds or name: wounds killed').map(
    ([name, rest]) => {
      const m = /^(\d+)(\s+killed)?$/i.exec(rest);
      if (!m) row.fail('Individuals', `${name}: '${rest}' is not "wounds" or "wounds killed"`);
      return { name, wounds: m ? Number(m[1]) : 0, killed: m?.[2] !== undefined };
    },
  );
  const kills = pairs(row, 'Kills', 'name: victim size').map(([by, n]) => ({
    by,
    size: wholeOf(row, 'Kills', by, n),
  }));
  const spellsCast = Object.fromEntries(
    pairs(row, 'Spells cast', 'name: spells').map(([n, k]) => [n, wholeOf(row, 'Spells cast', n, k)]),
  );
  const withdrawalPairs = pairs(row, 'Withdrawal', 'player: peaceful or player: fleeing');
  let withdrawal: FoughtResult['withdrawal'] = null;
  if (withdrawalPairs.length > 1) row.fail('Withdrawal', 'only one side withdraws');
  else if (withdrawalPairs.length === 1) {
    const [player, kind] = withdrawalPairs[0];
    if (kind !== 'peaceful' && kind !== 'fleeing')
      row.fail('Withdrawal', `${player}: '${kind}' is not peaceful or fleeing`);
    withdrawal = { player, kind: kind === 'fleeing' ? 'fleeing' : 'peaceful' };
  }
  return {
    winner: row.text('Winner', 'the winner', false),
    pointsLost,
    individuals,
    kills,
    turnsPlayed: isBlankCell(row.raw('Turns played'))
      ? 0
      : row.integer('Turns played', 'Turns played', 1, 99),
    withdrawal,
    spellsCast,
  };
}

function battleOf(row: RowReader, id: string): Battle {
  const list = (header: string): string[] =>
    row
      .text(header, header, false)
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '');
  const hexText = row.text('Hex', 'the hex');
  const hex = parseHex(hexText.padStart(4, '0'));
  if (hexText !== '' && hex === null) row.fail('Hex', `'${hexText}' is not a hex CCRR`);
  const cameFrom = parseCameFrom(row.text('Came from', 'Came from', false));
  if (typeof cameFrom === 'string') row.fail('Came from', cameFrom);
  const city = parseCityBefore(row.text('City before', 'City before', false));
  if (typeof city === 'string') row.fail('City before', city);
  return {
    id,
    turn: row.integer('Turn', 'the turn', 1, 100000),
    hex: hex ?? { col: 0, row: 0 },
    kind: row.choice('Kind', 'Kind', BATTLE_KINDS),
    sides: [
      { player: row.text('Attacker', 'the attacker'), armies: list('Attacker armies') },
      { player: row.text('Defender', 'the defender'), armies: list('Defender armies') },
    ],
    cameFrom: typeof cameFrom === 'string' ? {} : cameFrom,
    // The ledger's deadline is a date: settled at `now`, a battle past it counts as past its deadline turn.
    deadlineTurn: 0,
    city: typeof city === 'string' ? null : city,
  };
}

/** The cells the moderator enters for a battle's result, read and checked (a blank Enslave is null). */
function resultCells(row: RowReader): {
  readonly attackerChoice: (typeof BATTLE_CHOICES)[number] | null;
  readonly defenderChoice: (typeof BATTLE_CHOICES)[number] | null;
  readonly abstract: BattleResult['abstract'];
  readonly fought: FoughtResult | null;
  readonly cityFate: BattleResult['cityFate'];
  readonly enslaved: boolean | null;
} {
  const [attackerChoice, defenderChoice] = ['Attacker choice', 'Defender choice'].map((h) =>
    isBlankCell(row.raw(h)) ? null : row.choice(h, h, BATTLE_CHOICES),
  );
  const strategies = ['Attacker strategy', 'Defender strategy'].map((h) => cellText(row.raw(h)));
  const abstract =
    strategies[0] === '' && strategies[1] === ''
      ? null
      : {
          attacker: row.choice('Attacker strategy', 'Attacker strategy', ATTACK_STRATEGIES),
          defender: row.choice('Defender strategy', 'Defender strategy', DEFENCE_STRATEGIES),
        };
  const f = fought(row);
  const fate = cellText(row.raw('City fate'));
  const cityFate = fate === '' ? null : row.choice('City fate', 'City fate', ['conquer', 'sack'] as const);
  const enslaved = isBlankCell(row.raw('Enslave')) ? null : row.boolean('Enslave', 'Enslave');
  return { attackerChoice, defenderChoice, abstract, fought: f, cityFate, enslaved };
}

/**
 * The result cells of every battle not yet applied that Apply battle results could not read (`Points lost`
 * 'abc'), by address, so Check ledger names them before Apply refuses them. Only what the moderator enters
 * is checked: the resolver's own columns (a battle it could not settle has no sides) are not his to fix.
 */
export function battleResultIssues(tab: TabRows | undefined): CellIssue[] {
  if (!tab) return [];
  const column = headerIndex(tab);
  if (column('Id') < 0) return [];
  return tab.rows.flatMap((cells, i) => {
    if (cellText(cells[column('Id')]) === '' || cellText(cells[column('Applied')] ?? '') !== '') return [];
    const row = new RowReader(tab, column, cells, i + 2);
    resultCells(row);
    return [...row.issues];
  });
}

/** Every battle of the Battles tab with an id; `now` judges the deadline, `turn` is the ledger's turn. */
export function readBattleRows(
  tab: TabRows,
  state: CampaignState,
  turn: number,
  now: Date,
  parseDate: (text: string) => Date | null,
): BattleRow[] {
  const column = headerIndex(tab);
  const out: BattleRow[] = [];
  tab.rows.forEach((cells, i) => {
    const id = cellText(cells[column('Id')]);
    if (column('Id') < 0 || id === '') return;
    const row = new RowReader(tab, column, cells, i + 2);
    const applied = cellText(row.raw('Applied')) !== '';
    const read = battleOf(row, id);
    const deadlineCell = row.raw('Deadline');
    const deadline = isDate(deadlineCell)
      ? new Date(deadlineCell.getTime())
      : parseDate(cellText(deadlineCell));
    const past = deadline !== null && now.getTime() > deadline.getTime();
    const battle: Battle = { ...read, deadlineTurn: past ? turn - 1 : turn };
    const choices: Record<string, (typeof BATTLE_CHOICES)[number]> = {};
    const { attackerChoice, defenderChoice, abstract, fought: f, cityFate, enslaved } = resultCells(row);
    if (attackerChoice) choices[battle.sides[0].player] = attackerChoice;
    if (defenderChoice) choices[battle.sides[1].player] = defenderChoice;
    const loser = battle.sides.find((s) => s.player.toLowerCase() !== f?.winner.toLowerCase())?.player ?? '';
    const enslave = enslaved ?? (f !== null && enslavesByDefault(state, f.winner, loser));
    const nothing = attackerChoice === null && defenderChoice === null && f === null && abstract === null;
    out.push({
      row: i + 2,
      battle,
      result: nothing ? null : { battleId: id, choices, fought: f, abstract, cityFate, enslave },
      applied,
      issues: row.issues,
    });
  });
  return out;
}

/** A battle row as a player's battle line is checked against it, with its 1-based sheet row. */
export interface BattleChoiceRow {
  readonly row: number;
  readonly battle: BattleOnRecord;
}

const CHOICE_HEADERS = ['Attacker choice', 'Defender choice'] as const;

/**
 * The Battles tab's battles as players' battle lines see them (issue 12): every row with an id and both sides,
 * its kind, hex, the two choice cells as they stand and whether it is applied. Read leniently: a cell the
 * moderator mistyped is shown to the check as it is (a filled cell is never overwritten by a player).
 */
export function battlesOnRecord(tab: TabRows | undefined): BattleChoiceRow[] {
  if (!tab) return [];
  const column = headerIndex(tab);
  const at = (cells: readonly unknown[], header: string): string =>
    column(header) < 0 ? '' : cellText(cells[column(header)]);
  const out: BattleChoiceRow[] = [];
  tab.rows.forEach((cells, i) => {
    const [id, attacker, defender] = ['Id', 'Attacker', 'Defender'].map((h) => at(cells, h));
    if (id === '' || attacker === '' || defender === '') return;
    const kindText = at(cells, 'Kind').toLowerCase();
    const kind: BattleKind = BATTLE_KINDS.find((k) => k === kindText) ?? 'field battle';
    out.push({
      row: i + 2,
      battle: {
        id,
        kind,
        hex: at(cells, 'Hex').padStart(4, '0'),
        sides: [attacker, defender],
        choices: [at(cells, CHOICE_HEADERS[0]).toLowerCase(), at(cells, CHOICE_HEADERS[1]).toLowerCase()],
        applied: at(cells, 'Applied') !== '',
      },
    });
  });
  return out;
}

/** Where each accepted choice goes: its sheet row, 1-based column and value. Choices for a row not found, or
 * a tab without the column, are left out. */
export function choiceCells(
  tab: TabRows,
  rows: readonly BattleChoiceRow[],
  choices: readonly BattleChoiceEntry[],
): { row: number; column: number; value: string }[] {
  const column = headerIndex(tab);
  const out: { row: number; column: number; value: string }[] = [];
  for (const c of choices) {
    const found = rows.find((r) => r.battle.id.toUpperCase() === c.battle.toUpperCase());
    const col = column(CHOICE_HEADERS[c.side]);
    if (found !== undefined && col >= 0) out.push({ row: found.row, column: col + 1, value: c.choice });
  }
  return out;
}

/**
 * An Armies row's battle columns as the army's losses, for Replace (Casualties; Table 5): `{ battleLosses }` when
 * it lost points in a battle of a known turn, else nothing. The ledger's state reader spreads it into the army
 * (`{ ...fields, ...armyBattleLosses(row) }`); a bad cell is reported at its address like any other.
 */
export function armyBattleLosses(row: RowReader): { readonly battleLosses?: BattleLosses } {
  const points = row.integer('Battle losses', 'Battle losses', 0, MAX_ARMY_POINTS, 0);
  const turn =
    cellText(row.raw('Losses turn')) === '' ? null : row.integer('Losses turn', 'Losses turn', 1, 100000);
  if (points <= 0 || turn === null) return {};
  const unreplaceable = row.integer('Unreplaceable', 'Unreplaceable', 0, MAX_ARMY_POINTS, 0);
  return { battleLosses: { points, turn, unreplaceable: Math.min(unreplaceable, points) } };
}

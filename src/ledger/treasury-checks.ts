import { CAMPAIGN_SETTINGS } from './settings';
import { CAMPAIGN_TAB, TREASURY_TAB } from './schema';
import { columnLetter, normaliseHeader } from './setup-plan';
import { CellIssue, cellText, headerIndex, isBlankCell, TabRows } from './tab';

/**
 * Checks of the Treasury journal against the rest of the ledger, over what a turn reads anyway (the whole
 * Treasury gives the opening balances): a Turn set back by hand over a turn already resolved, and rows whose
 * player is not on the Players tab (a renamed player would lose his guilders and get a fresh Starting treasury).
 */

/** What every Resolve writes for the turn it resolves (INCOME and UPKEEP); a moderator's own rows are other kinds. */
const RESOLVED_BY: ReadonlySet<string> = new Set(
  [
    'City income',
    'Mine',
    'Building upkeep',
    'Army upkeep',
    'Engineer upkeep',
    'Scout upkeep',
    'Settler upkeep',
    'Spy upkeep',
  ].map((c) => c.toLowerCase()),
);

interface JournalLine {
  readonly row: number;
  readonly turn: number;
  readonly player: string;
  readonly category: string;
  readonly amount: number;
}

function lines(treasury: TabRows): JournalLine[] {
  const column = headerIndex(treasury);
  const at = (cells: readonly unknown[], header: string): unknown =>
    column(header) < 0 ? '' : cells[column(header)];
  const out: JournalLine[] = [];
  treasury.rows.forEach((cells, i) => {
    if (cells.every(isBlankCell)) return;
    out.push({
      row: i + 2,
      turn: Number(at(cells, 'Turn')),
      player: cellText(at(cells, 'Player')),
      category: cellText(at(cells, 'Category')).toLowerCase(),
      amount: Number(at(cells, 'Amount')),
    });
  });
  return out;
}

/** The Campaign tab's Turn value cell (as readCampaignSettings finds it), else where Set up ledger puts it. */
function turnCell(campaign: TabRows | undefined): string {
  const column = campaign ? headerIndex(campaign) : () => -1;
  const [name, value] = [column('Setting'), column('Value')];
  const found =
    campaign && name >= 0
      ? campaign.rows.findIndex((r) => normaliseHeader(cellText(r[name])) === 'turn')
      : -1;
  if (found >= 0 && value >= 0) return `${columnLetter(value + 1)}${found + 2}`;
  return `B${CAMPAIGN_SETTINGS.findIndex((s) => s.name === 'Turn') + 2}`;
}

/** "rows 7–12" or "row 7". */
function rowSpan(rows: readonly number[]): string {
  const [lo, hi] = [Math.min(...rows), Math.max(...rows)];
  return lo === hi ? `row ${lo}` : `rows ${lo}–${hi}`;
}

/**
 * The Turn cell when the Treasury already holds the income or upkeep of that turn or a later one: a Resolve now
 * would pay them again. The fix is the Turn after the last resolved, or Undo.
 */
export function resolvedTurnIssues(
  treasury: TabRows | undefined,
  campaign: TabRows | undefined,
  turn: number,
): CellIssue[] {
  if (!treasury) return [];
  const resolved = lines(treasury).filter((l) => RESOLVED_BY.has(l.category) && l.turn >= turn);
  if (resolved.length === 0) return [];
  const last = Math.max(...resolved.map((l) => l.turn));
  const rows = resolved.filter((l) => l.turn === last).map((l) => l.row);
  const which = last === turn ? `turn ${turn}` : `turn ${last}, after it,`;
  const hold = rows.length === 1 ? 'holds' : 'hold';
  return [
    {
      tab: CAMPAIGN_TAB.name,
      cell: turnCell(campaign),
      message: `Turn is ${turn} but ${which} was already resolved (Treasury ${rowSpan(rows)} ${hold} turn ${last}'s income and upkeep): a Resolve now would pay them again; set it back to ${last + 1}, or Undo`,
    },
  ];
}

/**
 * One issue per name on Treasury rows that is not a player on the Players tab, at its first row's Player cell:
 * those guilders belong to nobody, and a player renamed on Players starts again from the Starting treasury.
 */
export function orphanTreasuryIssues(
  treasury: TabRows | undefined,
  playersTab: TabRows | undefined,
): CellIssue[] {
  if (!treasury || !playersTab) return [];
  const column = headerIndex(treasury)('Player');
  const name = headerIndex(playersTab)('Player');
  if (column < 0 || name < 0) return [];
  // Every name on Players, even on a row left out for another problem (that one is reported on its own).
  const players = new Set(playersTab.rows.map((r) => cellText(r[name]).toLowerCase()));
  const orphans = new Map<string, JournalLine[]>();
  for (const line of lines(treasury)) {
    const key = line.player.toLowerCase();
    if (line.player === '' || players.has(key)) continue;
    orphans.set(key, [...(orphans.get(key) ?? []), line]);
  }
  return [...orphans.values()].map((rows) => {
    const sum = rows.reduce((s, l) => s + (Number.isFinite(l.amount) ? l.amount : 0), 0);
    const list = rows.length <= 5 ? rows.map((l) => l.row).join(', ') : rowSpan(rows.map((l) => l.row));
    return {
      tab: TREASURY_TAB.name,
      cell: `${columnLetter(column + 1)}${rows[0].row}`,
      message: `'${rows[0].player}' (Treasury ${rows.length === 1 ? 'row' : 'rows'} ${list}: ${sum} guilders) is not on the Players tab: a renamed player would lose these guilders and start again from the Starting treasury; write his name as on Players in these rows, or put him back on Players`,
    };
  });
}

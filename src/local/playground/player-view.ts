import { playerTabName } from '../../gas/player-tabs';
import { columnLetters } from './html';
import type { Session } from './session';

/**
 * One column of a player's tab, read on its own: column A holds their latest orders receipt, column B on their
 * turn reports, newest first (tabs mode, see gas/player-tabs.ts). Joining a row's cells would put receipt line
 * N and each report's line N on one line.
 */
export interface TabColumn {
  /** The column's letter: A, B, ... */
  readonly column: string;
  readonly lines: readonly string[];
}

/** One player's view of the ledger: their tab, and what they own on the Cities, Armies and Units tabs. */
export interface PlayerView {
  readonly player: string;
  readonly email: string;
  readonly tabName: string;
  /** Column A: the latest orders receipt ([] none). */
  readonly receipt: readonly string[];
  /** Columns B on: the turn reports, newest first (blank columns left out). */
  readonly reports: readonly TabColumn[];
  /** The latest Balance on the Treasury tab for the player ('' when there is none). */
  readonly balance: string;
  readonly sections: readonly { title: string; rows: string[][] }[];
}

const OWNED_TABS = ['Cities', 'Armies', 'Units'];

/** Rows of a tab whose Player column is the player's, with the Player column left out; header first. */
function ownedRows(grid: readonly string[][], player: string): string[][] {
  const [header = [], ...rows] = grid;
  const at = header.indexOf('Player');
  if (at < 0) return [];
  const without = (row: readonly string[]): string[] => row.filter((_, i) => i !== at);
  const wanted = player.toLowerCase();
  return [without(header), ...rows.filter((row) => row[at].trim().toLowerCase() === wanted).map(without)];
}

function latestBalance(grid: readonly string[][], player: string): string {
  const [header = [], ...rows] = grid;
  const who = header.indexOf('Player');
  const balance = header.indexOf('Balance');
  if (who < 0 || balance < 0) return '';
  const mine = rows.filter((row) => row[who].trim().toLowerCase() === player.toLowerCase());
  return mine.length > 0 ? mine[mine.length - 1][balance] : '';
}

/** Each column of the tab with its trailing blank lines dropped; a column with no text is left out. */
export function tabColumns(grid: readonly (readonly string[])[]): TabColumn[] {
  const width = Math.max(0, ...grid.map((row) => row.length));
  const columns: TabColumn[] = [];
  for (let c = 0; c < width; c += 1) {
    const lines = grid.map((row) => (row[c] ?? '').trimEnd());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    if (lines.length > 0) columns.push({ column: columnLetters(c), lines });
  }
  return columns;
}

/** The heading of one column of the player's tab. */
export function columnTitle(tabName: string, column: string, newest = false): string {
  const what =
    column === 'A' ? 'Latest orders receipt' : newest ? 'Latest turn report' : 'Earlier turn report';
  return `${what} (${tabName}, column ${column})`;
}

export function playerView(session: Session, name: string): PlayerView {
  const player = session.player(name);
  const tabName = playerTabName(player.name);
  const columns = tabColumns(session.tab(tabName) ?? []);
  return {
    player: player.name,
    email: player.email,
    tabName,
    receipt: columns.find((c) => c.column === 'A')?.lines ?? [],
    reports: columns.filter((c) => c.column !== 'A'),
    balance: latestBalance(session.tab('Treasury') ?? [], player.name),
    sections: OWNED_TABS.map((title) => ({ title, rows: ownedRows(session.tab(title) ?? [], player.name) })),
  };
}

/** The view as plain text, for the command line. */
export function playerViewText(view: PlayerView): string[] {
  const out = [`${view.player}${view.email ? ` <${view.email}>` : ''}`];
  if (view.balance !== '') out.push(`Treasury: ${view.balance}`);
  out.push('', `${view.tabName}:`, '', `  ${columnTitle(view.tabName, 'A')}:`);
  out.push(...(view.receipt.length > 0 ? view.receipt : ['None yet.']).map((line) => `    ${line}`));
  view.reports.forEach((report, i) => {
    out.push(
      '',
      `  ${columnTitle(view.tabName, report.column, i === 0)}:`,
      ...report.lines.map((line) => `    ${line}`),
    );
  });
  for (const section of view.sections) {
    const [header = [], ...rows] = section.rows;
    out.push('', `${section.title} (${rows.length}):`);
    for (const row of rows)
      out.push(
        `  ${row
          .map((cell, i) => (i === 0 || cell === '' ? cell : `${header[i]}: ${cell}`))
          .filter((cell, i) => i === 0 || cell !== '')
          .join(' · ')}`,
      );
  }
  return out;
}

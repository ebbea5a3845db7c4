import { playerTabName } from '../../gas/player-tabs';
import type { Session } from './session';

/** One player's view of the ledger: their tab, and what they own on the Cities, Armies and Units tabs. */
export interface PlayerView {
  readonly player: string;
  readonly email: string;
  readonly tabName: string;
  readonly tabLines: readonly string[];
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

export function playerView(session: Session, name: string): PlayerView {
  const player = session.player(name);
  return {
    player: player.name,
    email: player.email,
    tabName: playerTabName(player.name),
    tabLines: session.playerTabLines(player.name),
    balance: latestBalance(session.tab('Treasury') ?? [], player.name),
    sections: OWNED_TABS.map((title) => ({ title, rows: ownedRows(session.tab(title) ?? [], player.name) })),
  };
}

/** The view as plain text, for the command line. */
export function playerViewText(view: PlayerView): string[] {
  const out = [`${view.player}${view.email ? ` <${view.email}>` : ''}`];
  if (view.balance !== '') out.push(`Treasury: ${view.balance}`);
  out.push('', `${view.tabName}:`, ...view.tabLines.map((line) => `  ${line}`));
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

import { PLAYERS_TAB } from './schema';
import { columnLetter } from './setup-plan';
import { CellIssue, cellText, headerIndex, TabRows } from './tab';

/** name@domain.tld, no spaces: enough to tell an address from a typo ("x at example dot com"). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Players tab's Email cells: an address not shaped like one, or one another player already has. A form
 * submission is matched to its player by email (the first match wins) and the private turn report is mailed
 * there, so a shared address records one player's orders as the other's and mails his report to the other.
 * A blank Email is allowed (the moderator enters that player's orders).
 */
export function emailIssues(players: TabRows | undefined): CellIssue[] {
  if (!players) return [];
  const column = headerIndex(players);
  const [email, name] = [column('Email'), column('Player')];
  if (email < 0) return [];
  const letter = columnLetter(email + 1);
  const first = new Map<string, { row: number; player: string }>();
  const issues: CellIssue[] = [];
  players.rows.forEach((cells, i) => {
    const text = cellText(cells[email]);
    if (text === '') return;
    const row = i + 2;
    const at = (message: string): void => {
      issues.push({ tab: PLAYERS_TAB.name, cell: `${letter}${row}`, message });
    };
    if (!EMAIL.test(text)) {
      at(
        `'${text}' is not an email address (name@domain, e.g. player@example.com): this player's orders cannot be matched to him nor his turn report mailed; correct it, or leave it blank and enter his orders yourself`,
      );
      return;
    }
    const key = text.toLowerCase();
    const owner = first.get(key);
    if (owner === undefined) {
      first.set(key, { row, player: name < 0 ? '' : cellText(cells[name]) });
      return;
    }
    const whose = owner.player === '' ? '' : ` (${owner.player}'s)`;
    at(
      `'${text}' is a duplicate of ${letter}${owner.row}${whose}: orders from it are recorded as the first player's and this player's turn report is mailed there; give each player his own address`,
    );
  });
  return issues;
}

import type { CpPending, CpPlayer } from '../../engine/cp/model';
import type { CpLinesRead } from '../../engine/cp/stages/model';
import { readRows, type CellIssue, type TabRows } from '../tab';
import { known } from './read-cells';

/** The 2-CP actions that wait between rounds (CP-R1, CP-R2). */
const PENDING_KINDS = ['Rebuild Broken Army', 'Fortify Castle', 'Build Roads', 'Sabotage'] as const;

/** The Order of play tab: each player's CP and Sabotage effects, his pending action, how far his lines are read. */
export function readOrderTab(
  tab: TabRows,
  playerNames: ReadonlyMap<string, string>,
): {
  players: CpPlayer[];
  pending: CpPending[];
  lines: Map<string, CpLinesRead>;
  positions: Map<string, number>;
  issues: CellIssue[];
} {
  const lines = new Map<string, CpLinesRead>();
  const pending: CpPending[] = [];
  const positions = new Map<string, number>();
  const read = readRows(
    tab,
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
        const kinds = PENDING_KINDS;
        const kind = kinds.find((k) => k.toLowerCase() === action.toLowerCase());
        if (!kind)
          r.fail('Pending action', `a pending action is one of ${kinds.join(', ')} (CP-R1), got '${action}'`);
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
  );
  return { players: read.items, pending, lines, positions, issues: read.issues };
}

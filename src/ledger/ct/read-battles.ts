/**
 * The Battles tab's rows (the moderator's schedule and what the stages wrote): each battle's players, allies,
 * stakes and ratings checked against the forces (`forceNames`, lower case to as written).
 */
import { CT_BATTLE_KINDS, CT_BATTLE_STATUSES, type CtBattle } from '../../engine/ct/campaign';
import { TERRITORY_ROWS } from '../../engine/ct/tables';
import { type CellIssue, readRows, type TabRows } from '../tab';
import { alliesCell, listOf, pairsCell, spelled } from './read-cells';

const TYPES = TERRITORY_ROWS.map((r) => r.type);
const lower = (s: string): string => s.toLowerCase();

export function readBattles(
  tab: TabRows,
  forceNames: ReadonlyMap<string, string>,
): { readonly items: CtBattle[]; readonly issues: CellIssue[] } {
  const known = new Set(forceNames.keys());
  return readRows(
    tab,
    (row): CtBattle => {
      const id = row.text('Battle', 'The battle');
      const names = listOf(row.text('Players', 'The players'));
      for (const n of names) if (!known.has(lower(n))) row.fail('Players', `${n} is not on the Forces tab`);
      const kind = row.choice('Kind', 'The kind', CT_BATTLE_KINDS);
      if (kind === 'multi-player' ? names.length < 3 : names.length !== 2)
        row.fail(
          'Players',
          `a ${kind} battle has ${kind === 'multi-player' ? 'three or more players' : 'two players'} ([Battles] 1)`,
        );
      const generated = row.text('Generated', 'Generated', false);
      if (generated !== '' && !TYPES.some((t) => lower(t) === lower(generated)))
        row.fail('Generated', `'${generated}' is not a Table 1 type`);
      const ratings = pairsCell(row, 'Ratings', known, ' ');
      if (ratings.some((r) => !/^\d+$/.test(r.value))) row.fail('Ratings', 'a rating is a whole number');
      const winner = row.text('Winner', 'The winner', false);
      if (winner !== '' && !names.some((n) => lower(n) === lower(winner)))
        row.fail('Winner', `${winner} did not fight in ${id}`);
      return {
        id,
        turn: row.integer('Turn', 'The turn', 1, 1000),
        kind,
        players: names.map((n) => spelled(forceNames, n)),
        allies: alliesCell(row, known).map((a) => ({
          player: spelled(forceNames, a.player),
          value: spelled(forceNames, a.value),
        })),
        stakes: pairsCell(row, 'Stakes', known, ':').map((s) => ({
          player: spelled(forceNames, s.player),
          value: s.value,
        })),
        generated: TYPES.find((t) => lower(t) === lower(generated)) ?? null,
        climate: row.text('Climate', 'Climate', false),
        ratings: ratings.map((r) => ({ player: spelled(forceNames, r.player), value: Number(r.value) })),
        status: row.choice('Status', 'The status', CT_BATTLE_STATUSES, 'scheduled'),
        winner: winner === '' ? '' : spelled(forceNames, winner),
        result: row.text('Result', 'Result', false),
      };
    },
    { unique: 'Battle' },
  );
}

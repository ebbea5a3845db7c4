/**
 * A figure's own cells on the Figures tab: its type, cost, profile, flags and spells (CT-R25: spells are a
 * wizard's, each once; Second Chance written or flagged is one spell). Its owner, warband and captor are
 * cross-references, checked where the tabs are read together (read-state.ts).
 */
import type { CaptiveRace, Figure } from '../../engine/ct/model';
import { SECOND_CHANCE } from '../../engine/ct/spells';
import type { RowReader } from '../tab';
import { flagsCell, listOf, profileCells } from './read-cells';
import { CT_FIGURE_RACES } from './schema';

const lower = (s: string): string => s.toLowerCase();

export function figureCells(row: RowReader, id: string): Figure {
  const flags = flagsCell(row);
  if (flags.has('spell')) row.fail('Flags', `'spell' marks a spell row of the Army lists tab, not a figure`);
  const race = row.choice('Race', 'The race', CT_FIGURE_RACES, 'other') as CaptiveRace;
  const spells = listOf(row.text('Spells', 'Spells', false));
  // CT-R25: spells are a wizard's, each once; Second Chance written or flagged is one spell.
  if (spells.length > 0 && (!flags.has('magic-user') || flags.has('alchemist')))
    row.fail('Spells', `only a wizard (flag magic-user, not an alchemist) knows spells ([Forces] 2.a.3)`);
  const twice = spells.find((x, i) => spells.findIndex((y) => lower(y) === lower(x)) !== i);
  if (twice) row.fail('Spells', `${twice} is written twice`);
  const secondChance = flags.has('second chance') || spells.some((x) => lower(x) === lower(SECOND_CHANCE));
  return {
    id,
    type: row.text('Type', 'The type'),
    baseCost: row.integer('Base cost', 'The base cost', 0, 100_000),
    profile: profileCells(row),
    basicPW: row.integer('Basic PW', 'Basic PW', 0, 99, 0),
    leader: row.boolean('Leader', 'Leader'),
    spent: row.integer('XP spent', 'XP spent', 0, 1_000_000, 0),
    mounted: flags.has('mounted'),
    magicUser: flags.has('magic-user'),
    alchemist: flags.has('alchemist'),
    secondChance,
    spells,
    race,
    summoned: flags.has('summoned'),
    drugged: flags.has('drugged'),
    hospital: row.boolean('Hospital', 'Hospital'),
  };
}

/**
 * Issues of a whole force on the Territories tab: one home fortress while it holds any territory, a Fortress home
 * while it holds a Fortress, at most 12 territories ([Campaign] 2, [Forces] 1.c.3).
 */
import type { CtPlayer } from '../../engine/ct/model';
import type { CellIssue } from '../tab';
import { CT_TERRITORIES_TAB } from './schema';

/** A force with territories but not one home fortress, or more than 12 territories ([Campaign] 2, [Forces] 1.c.3). */
export function forceIssues(players: readonly CtPlayer[]): CellIssue[] {
  const out: CellIssue[] = [];
  for (const p of players) {
    const homes = p.territories.filter((t) => t.home).length;
    // A force that lost every territory holds no home (its Hospital figures stay on its roster).
    if (homes !== (p.territories.length > 0 ? 1 : 0))
      out.push({
        tab: CT_TERRITORIES_TAB.name,
        cell: 'D1',
        message: `${p.name} has ${homes} home fortresses; each player has one ([Forces] 1.c.3)`,
      });
    const home = p.territories.find((t) => t.home);
    const fortress = p.territories.find((t) => t.type === 'Fortress');
    if (home && home.type !== 'Fortress' && fortress)
      out.push({
        tab: CT_TERRITORIES_TAB.name,
        cell: 'D1',
        message: `${p.name}'s home ${home.name} is a ${home.type} while he holds the Fortress ${fortress.name}; the home is a fortress ([Forces] 1.c.3)`,
      });
    if (p.territories.length > 12)
      out.push({
        tab: CT_TERRITORIES_TAB.name,
        cell: 'A1',
        message: `${p.name} controls ${p.territories.length} territories; at most 12 ([Campaign] 2)`,
      });
  }
  return out;
}

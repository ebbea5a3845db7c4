/**
 * ENGAGING THE ENEMY (book 002): who is in contact after the moves, and what each pair of secret location
 * choices gives on the Engagement chart, with the siege, village and unowned-area exceptions.
 */
import { cell } from '../core/tables';
import { ENGAGEMENT_CHART, type Engagement } from './engagement-tables';
import type { Location, PopCenter, WmArmy } from './model';

export interface EngagementResult {
  readonly engagement: Engagement;
  /** A tabletop battle this turn. */
  readonly combat: boolean;
  /** Where it is fought, and the objective at the table's centre. */
  readonly location: Location;
  readonly objective:
    'POI card' | 'building' | 'town piece (4 fortifications)' | 'city piece (8 fortifications)' | 'objective';
  readonly note: string;
}

export interface EngagementContext {
  readonly pop: PopCenter;
  /** One of the two players owns the area (Assault: otherwise it is fought in the countryside). */
  readonly ownedByEither: boolean;
  /** The armies tried to swap places: automatically a countryside battle. */
  readonly swap: boolean;
}

const CITE = '002 ENGAGING THE ENEMY';

/** The Engagement chart read for two secret location choices (WM-R6: either order). */
export function engagement(a: Location, b: Location, ctx: EngagementContext): EngagementResult {
  if (ctx.swap)
    return {
      engagement: 'battle',
      combat: true,
      location: 'Countryside',
      objective: 'objective',
      note: `${CITE}: swapping places is automatically a countryside battle`,
    };
  const result = cell(ENGAGEMENT_CHART, b, a);
  const village = ctx.pop === 'Village';
  switch (result) {
    case '*battle*':
      return {
        engagement: result,
        combat: true,
        location: 'POI',
        objective: 'POI card',
        note: `${CITE}: *battle*`,
      };
    case 'battle':
      return {
        engagement: result,
        combat: true,
        location: 'Countryside',
        objective: 'objective',
        note: CITE,
      };
    case 'siege':
      return village
        ? {
            engagement: 'battle',
            combat: true,
            location: 'Population Center',
            objective: 'building',
            note: `${CITE}: a village siege is a normal engagement with a building as objective`,
          }
        : {
            engagement: 'siege',
            combat: false,
            location: 'Population Center',
            objective: 'objective',
            note: `${CITE}: no combat this turn: the army inside may only sally forth or interdict`,
          };
    case 'assault':
      if (!ctx.ownedByEither)
        return {
          engagement: 'battle',
          combat: true,
          location: 'Countryside',
          objective: 'objective',
          note: '002 Assault: neither player owns the area, so it is fought in the countryside with no urban piece',
        };
      // Our reading: a village is no urban piece ("not large enough to defend"), so a building objective.
      if (village)
        return {
          engagement: 'battle',
          combat: true,
          location: 'Population Center',
          objective: 'building',
          note: `${CITE}: a village has no town piece, so a building is the objective`,
        };
      return {
        engagement: 'assault',
        combat: true,
        location: 'Population Center',
        objective: ctx.pop === 'City' ? 'city piece (8 fortifications)' : 'town piece (4 fortifications)',
        note: '002 Assault',
      };
  }
}

export interface Contact {
  readonly area: string;
  readonly armies: readonly string[];
  readonly swap: boolean;
}

/**
 * Contacts after the moves: armies of different nations ending in one area (ordered into the same area, or into
 * one holding another player's army), and armies that swapped places. Routed armies engage no one (POST COMBAT).
 * `start` is where each army stood before the moves.
 */
export function contacts(before: readonly WmArmy[], after: readonly WmArmy[]): Contact[] {
  const out: Contact[] = [];
  const live = after.filter((a) => a.status !== 'routed');
  const start = new Map(before.map((a) => [a.name, a.area]));
  const seen = new Set<string>();
  for (const a of live) {
    for (const b of live) {
      if (a.nation === b.nation || a.name >= b.name) continue;
      const swapped = start.get(a.name) === b.area && start.get(b.name) === a.area && a.area !== b.area;
      if (!swapped) continue;
      // Our reading: fought in the countryside of the area the first-named army entered.
      out.push({ area: a.area, armies: [a.name, b.name], swap: true });
      seen.add(a.name).add(b.name);
    }
  }
  const areas = [...new Set(live.map((a) => a.area))];
  for (const where of areas) {
    const here = live.filter((a) => a.area === where && !seen.has(a.name));
    if (new Set(here.map((a) => a.nation)).size > 1)
      out.push({ area: where, armies: here.map((a) => a.name), swap: false });
  }
  return out;
}

/**
 * Interdiction: an army in the countryside interdicts all movement out of its area, and an army at the pop
 * center ordered to interdict (`ordered`) stops a departing enemy too; the leaver is brought to battle in the area
 * it tried to leave (the caller puts it back there). Routed armies neither interdict nor are stopped.
 */
export function interdictions(
  before: readonly WmArmy[],
  after: readonly WmArmy[],
  ordered: ReadonlySet<string> = new Set(),
): Contact[] {
  const start = new Map(before.map((a) => [a.name, a]));
  const out: Contact[] = [];
  for (const leaver of after) {
    const was = start.get(leaver.name);
    if (!was || was.area === leaver.area || leaver.status === 'routed') continue;
    const stoppers = after.filter((x) => {
      const s = start.get(x.name);
      return (
        x.nation !== leaver.nation &&
        x.status !== 'routed' &&
        s?.area === was.area &&
        x.area === was.area &&
        (x.location === 'Countryside' || ordered.has(x.name))
      );
    });
    if (stoppers.length > 0)
      out.push({ area: was.area, armies: [leaver.name, ...stoppers.map((x) => x.name)], swap: false });
  }
  return out;
}

/**
 * New Year steps as pure functions (book 002 TURN ORDER, WM-R1): 1 remove armies, 2 ransom, 3 tally (Chaos and
 * Last Stand before it: chaos.ts, production.ts), 4 production (production.ts), 6 roster, 7 placement.
 */
import { wmEvent, type WmEvent } from './events';
import type { FoundingOutlay } from './country';
import { awayRefusal } from './expedition-roster';
import { area, areasOf, isTownOrCity, nation as nationOf, withArea, withNation } from './map';
import type { CharacterType, WmState } from './model';
import { characterPoints, characterPointsUsed, rosterPoints } from './population';
import { CHARACTER_COSTS, POP_POINTS } from './population-tables';

export interface Stepped {
  readonly state: WmState;
  readonly events: readonly WmEvent[];
}

/**
 * Step 1: all armies leave the map, and last year's marks end: Last Stand towns need support again, ceded areas
 * count again, Chaos extras and royal nephews (a +1 General "until the start of the next year", WM-R29) go.
 */
export function removeArmies(state: WmState): Stepped {
  return {
    state: {
      ...state,
      year: state.year + 1,
      month: 1,
      armies: [],
      areas: state.areas.map((a) => ({ ...a, ceded: false, lastStand: false, occupation: null })),
      nations: state.nations.map((n) => ({
        ...n,
        extraVillages: 0,
        extraCharacterPoints: 0,
        characters: n.characters.filter((c) => !c.royalNephew),
      })),
    },
    events: [
      wmEvent(
        'NY1 Remove armies',
        'all',
        `Year ${state.year + 1}: every army leaves the map`,
        '002 TURN ORDER',
      ),
    ],
  };
}

/**
 * A landed expedition is over at the New Year: "all armies are removed as normal including the expedition army", and
 * its troops and characters are pooled again (Successful Expeditions). Its row is kept as a record (the pirates of
 * its mutinies, an Ally still paid for) with status removed, which nothing validates or lists. Run after step 4,
 * which reads the landed row to found another country with its roster (Establish Another Country).
 */
export function endLandedExpeditions(state: WmState): Stepped {
  const over = (state.expeditions ?? []).filter(
    (e) => e.status === 'landed' && !state.armies.some((a) => a.name === e.name && a.nation === e.nation),
  );
  if (over.length === 0) return { state, events: [] };
  const names = new Set(over.map((e) => e.name));
  return {
    state: {
      ...state,
      expeditions: (state.expeditions ?? []).map((e) =>
        names.has(e.name) ? { ...e, status: 'removed' as const } : e,
      ),
    },
    events: over.map((e) =>
      wmEvent(
        'NY1 Remove armies',
        e.name,
        `${e.nation}'s expedition army left the map with the others: the expedition is over, its troops and characters back on one roster`,
        '002 Successful Expeditions',
      ),
    ),
  };
}

/**
 * Step 2, ransom: the payer cedes areas worth one pop point per level of the character (WM-R16: its cost), no
 * area more than needed; they change colour and count for no one this year. The captor may not refuse.
 */
export function ransom(state: WmState, payer: string, character: string, cede: readonly string[]): Stepped {
  const n = nationOf(state, payer);
  const c = n.characters.find((x) => x.name === character);
  if (!c || c.status !== 'captured' || !c.capturedBy)
    throw new RangeError(`${character} of ${payer} is not captured`);
  const captor = c.capturedBy;
  const level = CHARACTER_COSTS[c.type];
  const areas = cede.map((name) => area(state, name));
  for (const a of areas)
    if (a.owner !== payer) throw new RangeError(`${payer} may not cede ${a.name}: not its own`);
  const points = areas.reduce((s, a) => s + POP_POINTS[a.pop], 0);
  const smallest = Math.min(...areas.map((a) => POP_POINTS[a.pop]));
  if (points < level || points - smallest >= level)
    throw new RangeError(
      `${character} is ransomed for ${level} pop point(s); ${cede.join(', ')} give ${points}`,
    );
  let next = withNation(state, payer, {
    characters: n.characters.map((x) =>
      x.name === character ? { ...x, status: 'active', capturedBy: undefined } : x,
    ),
  });
  for (const a of areas) next = withArea(next, a.name, { owner: captor, ceded: true });
  return {
    state: next,
    events: [
      wmEvent(
        'NY2 Ransom',
        payer,
        `ransoms ${character} from ${captor}, ceding ${cede.join(', ')}`,
        '002 POST COMBAT (WM-R16)',
      ),
    ],
  };
}

/** What the roster's units cost, bought (lost ones included: they are replaced each New Year). */
export function rosterCost(state: WmState, of: string): number {
  return nationOf(state, of).roster.reduce((s, e) => s + e.bought * e.cost, 0);
}

/**
 * What went this year to the countries the nation founded (Establish Another Country): their first rosters, paid by
 * the founder and still spent against this year's tally (the founding-year reading, country.ts).
 */
export interface FoundersOutlay extends FoundingOutlay {
  readonly countries: readonly string[];
}

export const NO_OUTLAY: FoundersOutlay = { countries: [], rosterPoints: 0, characterPoints: 0 };

/** This year's spending besides the roster: Chaos units given, not bought (WM-R21); new countries' first rosters. */
export interface YearSpending {
  readonly gift?: number;
  readonly founded?: FoundersOutlay;
}

/** " (400 of them on New Ostmark's first roster)", or "" when nothing went to a new country. */
function outlayNote(amount: number, founded: FoundersOutlay, how: string): string {
  if (amount === 0) return '';
  const first = founded.countries.map((c) => `${c}'s`).join(' and ');
  return ` (${amount} of them ${how} ${first} first roster${founded.countries.length > 1 ? 's' : ''})`;
}

/** Roster points spent this year: the roster's cost, less the Chaos gift, plus what went to new countries. */
function yearSpent(state: WmState, of: string, y: YearSpending): number {
  return rosterCost(state, of) - (y.gift ?? 0) + (y.founded ?? NO_OUTLAY).rosterPoints;
}

/**
 * The roster's points "must be spent" at the start of the year, no more (Roster; TURN ORDER, New Year 6): the
 * overspent amount named, or null.
 */
export function overspent(state: WmState, of: string, pt: number, y: YearSpending = {}): string | null {
  const founded = y.founded ?? NO_OUTLAY;
  const spent = yearSpent(state, of, y);
  const allowed = rosterPoints(pt);
  if (spent <= allowed) return null;
  return `${of}'s roster spends ${spent} points${outlayNote(founded.rosterPoints, founded, 'on')}, ${spent - allowed} more than the ${allowed} the year allows ((2 x PT ${pt} + 5) x 100)`;
}

/**
 * Step 6 checks: the roster spends no more than (2 PT + 5) x 100 (the points left are reported), characters within
 * PT + 2 (+ extras), one General in year 1; lost units are replaced. What went to a country founded this year counts
 * (Roster; Personalities; Establish Another Country).
 */
export function rosterProblems(state: WmState, of: string, pt: number, y: YearSpending = {}): string[] {
  const n = nationOf(state, of);
  const founded = y.founded ?? NO_OUTLAY;
  const problems: string[] = [];
  const spent = yearSpent(state, of, y);
  const allowed = rosterPoints(pt);
  if (spent > allowed)
    problems.push(
      `${of} spends ${spent} points on its roster${outlayNote(founded.rosterPoints, founded, 'on')}; the year allows ${allowed}`,
    );
  if (spent < allowed) problems.push(`${of} has ${allowed - spent} roster points unspent: all must be spent`);
  const cp = characterPoints(pt, n.extraCharacterPoints ?? 0);
  const used = characterPointsUsed(n) + founded.characterPoints;
  if (used > cp)
    problems.push(
      `${of} has ${used} character points of characters${outlayNote(founded.characterPoints, founded, 'with')}; the year allows ${cp}`,
    );
  const generals = n.characters.filter((c) => c.type === 'General' && c.status !== 'dead').length;
  if (state.year === 1 && generals > 1)
    problems.push(`${of}: the 1st year all nations may only have ONE general`);
  return problems;
}

/**
 * Step 6, characters: one bought (`character`: a new name, at its cost, checked with the whole roster) or an active
 * one dismissed from this year's roster (his magic items go back to the spare items, Magic Items).
 */
export function rosterCharacter(
  state: WmState,
  of: string,
  o:
    | { readonly kind: 'character'; readonly type: CharacterType; readonly name: string }
    | { readonly kind: 'dismiss'; readonly character: string },
): Stepped {
  const n = nationOf(state, of);
  if (o.kind === 'character') {
    if (state.nations.some((x) => x.characters.some((c) => c.name === o.name)))
      throw new RangeError(`a character is already named ${o.name}`);
    return {
      state: withNation(state, of, {
        characters: [...n.characters, { name: o.name, type: o.type, status: 'active', items: [] }],
      }),
      events: [
        wmEvent(
          'NY6 Roster',
          of,
          `buys ${o.type} ${o.name} (${CHARACTER_COSTS[o.type]} character points)`,
          '002 Personalities',
        ),
      ],
    };
  }
  const c = n.characters.find((x) => x.name === o.character && x.status === 'active');
  if (!c) throw new RangeError(`${o.character} is not an active character of ${of}`);
  return {
    state: withNation(state, of, {
      characters: n.characters.filter((x) => x !== c),
      spareItems: [...(n.spareItems ?? []), ...c.items],
    }),
    events: [
      wmEvent(
        'NY6 Roster',
        of,
        `dismisses ${c.name} (${c.type}) from this year's roster`,
        '002 Personalities',
      ),
    ],
  };
}

/** Each New Year lost units are replaced (Roster). */
export function replaceLosses(state: WmState, of: string): WmState {
  const n = nationOf(state, of);
  return withNation(state, of, { roster: n.roster.map((e) => ({ ...e, lost: 0 })) });
}

/**
 * Step 7: one army per active General, each in a controlled area with a town or city (or a POI the moderator
 * allows: `poiAreas`). Several may start in one area, but must part in the first turn.
 */
export function placeArmies(
  state: WmState,
  of: string,
  armies: readonly { readonly name: string; readonly general: string; readonly area: string }[],
  poiAreas: readonly string[] = [],
): Stepped {
  const n = nationOf(state, of);
  const generals = n.characters
    .filter((c) => c.type === 'General' && c.status === 'active')
    .map((c) => c.name);
  if (armies.length > generals.length)
    throw new RangeError(
      `${of} has ${generals.length} General(s), so ${generals.length} army(ies), not ${armies.length}`,
    );
  const mine = new Set(areasOf(state, of).map((a) => a.name));
  const events: WmEvent[] = [];
  const used = new Set<string>();
  for (const a of armies) {
    if (!generals.includes(a.general)) throw new RangeError(`${a.general} is not an active General of ${of}`);
    if (used.has(a.general)) throw new RangeError(`${a.general} leads only one army`);
    const away = awayRefusal(state, of, a.general);
    if (away) throw new RangeError(away);
    used.add(a.general);
    const where = area(state, a.area);
    if (!mine.has(a.area) || !(isTownOrCity(where) || poiAreas.includes(a.area)))
      throw new RangeError(
        `${a.name} may not be placed in ${a.area}: not a controlled town, city or allowed POI`,
      );
    if (state.armies.some((x) => x.name === a.name))
      throw new RangeError(`An army is already named ${a.name}`);
    events.push(wmEvent('NY7 Placement', a.name, `placed in ${a.area} under ${a.general}`, '002 MOVEMENT'));
  }
  return {
    state: {
      ...state,
      armies: [
        ...state.armies,
        ...armies.map((a) => ({
          name: a.name,
          nation: of,
          general: a.general,
          area: a.area,
          location: 'Countryside' as const,
          status: 'normal' as const,
          cameFrom: null,
        })),
      ],
    },
    events,
  };
}

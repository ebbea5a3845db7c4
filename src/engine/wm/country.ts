/**
 * A town produced on another landmass (Successful Expeditions; Establish Another Country): "Once a town has been
 * produced on another landmass, the player must immediately announce / choose whether or not to establish another
 * country or keep the new lands as a colony". A colony is "part of the original nation": one roster, troops and
 * characters pooled (silent: a colony). Another country is "a totally different entity … does not share a roster,
 * troops or land with the founding country": a new nation with its own race and roster, which "may be given to a new
 * player or a player who has been defeated" (the moderator names its player). Our readings: its land is the
 * founder's areas on that landmass; its first roster is what goes of the founder's expedition that landed there (the
 * most recent): its General, its other characters and its troops, taken off the founder's roster, and that
 * expedition is its own. Its Admiral stays the founder's: the army "looses all ships and the admiral" at the landing,
 * as he commands only "as long as it is at sea" (Successful Expeditions; Admiral), so he is back on the founder's
 * roster by then.
 * The founding year (the lead's ruling): the year's tally was taken at New Year 3, before production founds it ("new
 * centers count from next year"), so the founder keeps this year's PT, roster and character points, tallied on the
 * land it held then; the new country has no tally this year, its first roster being the troops and characters the
 * founder paid for. From the next New Year each tallies its own land (Roster; Personalities), the founder without
 * the new country's areas. The founding's events say so to the founder and the moderator.
 */
import { wmEvent, type WmEvent } from './events';
import { expeditionsOf } from './expedition';
import { area, areasOf, isTownOrCity, nation as nationOf, withArea, withNation } from './map';
import type { RosterEntry, WmCharacter, WmNation, WmState } from './model';
import { characterPointsUsed } from './population';

const CITE = '002 Successful Expeditions; Establish Another Country';

/** The choice written for a town on another landmass: another country named, with its race. */
export interface CountryPlan {
  readonly town: string;
  readonly name: string;
  readonly race: string;
}

/** The nation's home landmass: its capital's, else that of its first area; null with no land. */
export function homeLandmass(state: WmState, of: string): string | null {
  const capital = nationOf(state, of).capital;
  const at = state.areas.find((a) => a.name === capital) ?? areasOf(state, of)[0];
  return at ? at.landmass : null;
}

/** Of the towns just produced, those on a landmass other than home: each asks the choice. */
export function foreignTowns(state: WmState, of: string, towns: readonly string[]): string[] {
  const home = homeLandmass(state, of);
  return towns.filter((t) => home !== null && area(state, t).landmass !== home);
}

/** Silent is a colony: the moderator's Log says so for each town on another landmass (one roster). */
export function colonyEvents(state: WmState, of: string, towns: readonly string[]): WmEvent[] {
  return foreignTowns(state, of, towns).map((t) =>
    wmEvent(
      'NY4 Production',
      of,
      `${t} is on ${area(state, t).landmass}: a colony of ${of}, one national roster (troops and characters pooled)`,
      CITE,
    ),
  );
}

/** Why the town may not found another country now, or null. */
export function countryProblem(state: WmState, of: string, p: CountryPlan): string | null {
  const a = state.areas.find((x) => x.name === p.town);
  if (!a) return `${p.town} is not an area on the map`;
  if (a.owner !== of || !isTownOrCity(a)) return `${p.town} is not a town or city of ${of}`;
  const home = homeLandmass(state, of);
  if (a.landmass === home)
    return `${p.town} is on ${a.landmass}, ${of}'s home: another country is founded on another landmass`;
  if (p.race.trim() === '') return 'name the new country’s race';
  const taken = [
    ...state.nations.map((n) => n.name),
    ...state.armies.map((x) => x.name),
    ...expeditionsOf(state).map((e) => e.name),
  ];
  if (
    taken.some((t) => t.toLowerCase() === p.name.trim().toLowerCase()) ||
    p.name.trim().toLowerCase() === 'nation'
  )
    return `a nation, army or expedition is already named ${p.name}`;
  return null;
}

/**
 * What the founder paid this year for the new country's first roster (the founding-year reading above): still spent
 * by the founder against this year's tally, in roster points and character points, until the next New Year.
 */
export interface FoundingOutlay {
  readonly rosterPoints: number;
  readonly characterPoints: number;
}

/** The new country: the land, the town, and the landed army's troops and characters (not its Admiral) leave the founder. */
export function establishCountry(
  state: WmState,
  of: string,
  p: CountryPlan,
): { state: WmState; events: WmEvent[]; paid: FoundingOutlay } {
  const problem = countryProblem(state, of, p);
  if (problem) throw new RangeError(problem);
  const landmass = area(state, p.town).landmass;
  const founder = nationOf(state, of);
  const landed = [...expeditionsOf(state)]
    .reverse()
    .find(
      (e) =>
        e.nation === of &&
        e.status === 'landed' &&
        state.areas.some((a) => a.name === e.area && a.landmass === landmass),
    );
  const units = landed?.units ?? [];
  // The landed army's General and characters go with it; not its Admiral, the founder's since the landing (above).
  const names = new Set(landed ? [landed.general, ...landed.characters] : []);
  const roster: RosterEntry[] = founder.roster
    .map((e) => ({ e, k: units.filter((u) => u.unit === e.unit).reduce((t, u) => t + u.count, 0) }))
    .filter(({ k }) => k > 0)
    .map(({ e, k }) => ({ unit: e.unit, category: e.category, cost: e.cost, bought: k, lost: 0 }));
  const characters: WmCharacter[] = founder.characters.filter(
    (c) => names.has(c.name) && c.status === 'active',
  );
  const moved = new Set(characters.map((c) => c.name));
  let s = withNation(state, of, {
    roster: founder.roster.map((e) => {
      const k = roster.find((r) => r.unit === e.unit)?.bought ?? 0;
      const bought = Math.max(0, e.bought - k);
      return k > 0 ? { ...e, bought, lost: Math.min(e.lost, bought) } : e;
    }),
    characters: founder.characters.filter((c) => !moved.has(c.name)),
  });
  const land = areasOf(s, of).filter((a) => a.landmass === landmass);
  for (const a of land) s = withArea(s, a.name, { owner: p.name, occupation: null });
  const country: WmNation = {
    name: p.name,
    race: p.race,
    habitats: [],
    roster,
    characters,
    experience: 0,
    rallyUsed: false,
    capital: p.town,
    onceOwned: land.filter(isTownOrCity).map((a) => a.name),
  };
  s = {
    ...s,
    nations: [...s.nations, country],
    // The landed expedition is the new country's: its General and troops are now on that roster.
    expeditions: (s.expeditions ?? []).map((e) => (e === landed ? { ...e, nation: p.name } : e)),
  };
  return {
    state: s,
    paid: {
      rosterPoints: roster.reduce((t, e) => t + e.bought * e.cost, 0),
      characterPoints: characterPointsUsed(country),
    },
    events: [
      // The map changes colour for all: a new nation and its land.
      wmEvent(
        'M5 Update map',
        of,
        `establishes another country in ${p.town} on ${landmass}: ${p.name} (${p.race}) holds ${land.map((a) => a.name).join(', ')}; the moderator names its player`,
        CITE,
      ),
      // Its roster is its own (the founder's report alone).
      wmEvent(
        'NY4 Production',
        of,
        `${p.name}'s roster: ${roster.map((r) => `${r.bought} ${r.unit}`).join(', ') || 'no units'}; characters ${characters.map((c) => c.name).join(', ') || 'none'} (taken off ${of}'s roster)`,
        CITE,
      ),
      // The founding year: no tally for the new country (the ruling above), said, not silent.
      wmEvent(
        'NY4 Production',
        of,
        `${p.name}'s first tally is at the next New Year; this year's points were tallied before it was founded, so ${of} keeps this year's PT, roster and character points, and paid for ${p.name}'s first roster`,
        `${CITE}; Roster; Personalities`,
      ),
    ],
  };
}

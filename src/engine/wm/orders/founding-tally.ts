/**
 * The roster a submission's Buys and Removes meet when it also founds another country (Establish Another Country;
 * the lead's founding-year ruling, country.ts): New Year 4 founds it before step 6 fills the roster, so the founder's
 * roster is what is left after the landed expedition's troops went to the new country, and what went is still spent
 * against this year's tally (the founder paid for it). Read through the stage's own steps (removal, production,
 * establishCountry), so the order check counts the same points as the New Year stage (new-year.ts rosterProblems).
 */
import { countryProblem, establishCountry } from '../country';
import { nation } from '../map';
import type { RosterEntry, WmState } from '../model';
import { NO_OUTLAY, type FoundersOutlay } from '../new-year';
import { placeProduction, removal } from '../production';
import type { WmOrder } from '../stages/model';

export interface FoundingRoster {
  /** The founder's roster after step 4 (lost units as filed; they cost the same). */
  readonly roster: readonly RosterEntry[];
  /** What went to the countries founded: spent by the founder this year. */
  readonly outlay: FoundersOutlay;
}

/** Step 4 as the stage runs it for one player: removal, his new towns and cities, then the countries he founds. */
export function foundingRoster(state: WmState, of: string, orders: readonly WmOrder[]): FoundingRoster {
  const roster = nation(state, of).roster;
  const countries = orders.flatMap((o) => (o.kind === 'country' ? [o] : []));
  if (countries.length === 0) return { roster, outlay: NO_OUTLAY };
  const towns = orders.flatMap((o) => (o.kind === 'town' ? [o.area] : []));
  const cities = orders.flatMap((o) => (o.kind === 'city' ? [o.area] : []));
  const first = orders.flatMap((o) => (o.kind === 'remove first' ? [o.area] : []));
  let s = state;
  // A step the rules refuse leaves the state as it was (the stage warns and goes on).
  try {
    s = removal(s, of, first).state;
  } catch {
    // left out, as the stage does
  }
  try {
    s = placeProduction(s, of, { towns, cities }).state;
  } catch {
    return { roster, outlay: NO_OUTLAY };
  }
  let outlay: FoundersOutlay = NO_OUTLAY;
  for (const { kind: _k, ...plan } of countries) {
    // The choice comes with the town produced this year (Successful Expeditions).
    if (![...towns, ...cities].includes(plan.town) || countryProblem(s, of, plan) !== null) continue;
    const r = establishCountry(s, of, plan);
    s = r.state;
    outlay = {
      countries: [...outlay.countries, plan.name],
      rosterPoints: outlay.rosterPoints + r.paid.rosterPoints,
      characterPoints: outlay.characterPoints + r.paid.characterPoints,
    };
  }
  return { roster: nation(s, of).roster, outlay };
}

/** " (245 of them on New Mourn's first roster)", or "" when nothing went to a new country (as new-year.ts says it). */
export function outlayNote(o: FoundersOutlay): string {
  if (o.rosterPoints === 0) return '';
  const first = o.countries.map((c) => `${c}'s`).join(' and ');
  return ` (${o.rosterPoints} of them on ${first} first roster${o.countries.length > 1 ? 's' : ''})`;
}

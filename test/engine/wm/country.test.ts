/**
 * A town produced on another landmass (book 002 Successful Expeditions; Establish Another Country), worked by hand:
 * Ostmark (home Old World, capital Ostwald) landed Sea Wolves on Lustria Coast with 4 Halberdiers and 2 Knights under
 * Graf Wulf, Captain Voss aboard; a town is produced at Lustria Coast. Silent: a colony, one roster. "Country": a
 * second nation with its own race and roster.
 */
import { colonyEvents, countryProblem, establishCountry, foreignTowns } from '../../../src/engine/wm/country';
import { newFleet } from '../../../src/engine/wm/expedition';
import type { OrderContext } from '../../../src/engine/wm/orders/codes';
import { checkCountryChoice } from '../../../src/engine/wm/orders/country-orders';
import { areaOf, nationOf, stateOf } from './fixtures';

const ostmark = nationOf('Ostmark', {
  race: 'Empire',
  capital: 'Ostwald',
  roster: [
    { unit: 'Halberdiers', category: 'Infantry', cost: 45, bought: 12, lost: 1 },
    { unit: 'Knights', category: 'Cavalry', cost: 110, bought: 9, lost: 0 },
  ],
  characters: [
    { name: 'Graf Otto', type: 'General', status: 'active', items: [] },
    { name: 'Graf Wulf', type: 'General', status: 'active', items: ['Sword of Might'] },
    { name: 'Captain Voss', type: 'Hero', status: 'active', items: [] },
  ],
});
const landed = {
  ...newFleet({
    name: 'Sea Wolves',
    nation: 'Ostmark',
    port: 'Ostwald',
    destination: 'Lustria',
    general: 'Graf Wulf',
    admiral: 'Jarl Hafen',
    units: [
      { unit: 'Halberdiers', count: 4 },
      { unit: 'Knights', count: 2 },
    ],
    boats: 0,
    characters: ['Captain Voss'],
  }),
  status: 'landed' as const,
  area: 'Lustria Coast',
};
const state = stateOf({
  areas: [
    areaOf('Ostwald', 'Ostmark', 'Town', { coastal: true, landmass: 'Old World' }),
    areaOf('Sollen', 'Ostmark', 'Village', { landmass: 'Old World' }),
    areaOf('Lustria Coast', 'Ostmark', 'Town', { coastal: true, landmass: 'Lustria' }),
    areaOf('Jungle', 'Ostmark', 'Village', { landmass: 'Lustria' }),
  ],
  nations: [ostmark, nationOf('Red Fang')],
  expeditions: [landed],
});
const plan = { town: 'Lustria Coast', name: 'New Ostmark', race: 'Empire' };

describe('a town produced on another landmass (Successful Expeditions)', () => {
  it('only the town on Lustria asks the choice; silent, it is a colony with one roster', () => {
    expect(foreignTowns(state, 'Ostmark', ['Ostwald', 'Lustria Coast'])).toEqual(['Lustria Coast']);
    expect(colonyEvents(state, 'Ostmark', ['Lustria Coast']).map((e) => e.effect)).toEqual([
      'Lustria Coast is on Lustria: a colony of Ostmark, one national roster (troops and characters pooled)',
    ]);
  });
});

describe('Establish Another Country', () => {
  const r = establishCountry(state, 'Ostmark', plan);
  const of = (name: string) => r.state.nations.find((n) => n.name === name);
  it('a new nation with its race, the town and the land on Lustria, the landed troops as its roster', () => {
    expect(of('New Ostmark')).toEqual({
      name: 'New Ostmark',
      race: 'Empire',
      habitats: [],
      roster: [
        { unit: 'Halberdiers', category: 'Infantry', cost: 45, bought: 4, lost: 0 },
        { unit: 'Knights', category: 'Cavalry', cost: 110, bought: 2, lost: 0 },
      ],
      characters: [
        { name: 'Graf Wulf', type: 'General', status: 'active', items: ['Sword of Might'] },
        { name: 'Captain Voss', type: 'Hero', status: 'active', items: [] },
      ],
      experience: 0,
      rallyUsed: false,
      capital: 'Lustria Coast',
      onceOwned: ['Lustria Coast'],
    });
    expect(r.state.areas.map((a) => [a.name, a.owner])).toEqual([
      ['Ostwald', 'Ostmark'],
      ['Sollen', 'Ostmark'],
      ['Lustria Coast', 'New Ostmark'],
      ['Jungle', 'New Ostmark'],
    ]);
  });
  it('"does not share a roster, troops or land": the founder keeps 12 - 4 = 8 Halberdiers (1 lost), 9 - 2 = 7 Knights', () => {
    expect(of('Ostmark')?.roster).toEqual([
      { unit: 'Halberdiers', category: 'Infantry', cost: 45, bought: 8, lost: 1 },
      { unit: 'Knights', category: 'Cavalry', cost: 110, bought: 7, lost: 0 },
    ]);
    expect(of('Ostmark')?.characters.map((c) => c.name)).toEqual(['Graf Otto']);
  });
  it('what others see: the map’s new colour; the roster is the founder’s line alone', () => {
    expect(r.events.map((e) => [e.step, e.subject, e.effect])).toEqual([
      [
        'M5 Update map',
        'Ostmark',
        'establishes another country in Lustria Coast on Lustria: New Ostmark (Empire) holds Lustria Coast, Jungle; the moderator names its player',
      ],
      [
        'NY4 Production',
        'Ostmark',
        "New Ostmark's roster: 4 Halberdiers, 2 Knights; characters Graf Wulf, Captain Voss (taken off Ostmark's roster)",
      ],
      // The founding year: the tally came before the founding (the lead's ruling; Roster, Personalities).
      [
        'NY4 Production',
        'Ostmark',
        "New Ostmark's first tally is at the next New Year; this year's points were tallied before it was founded, so Ostmark keeps this year's PT, roster and character points, and paid for New Ostmark's first roster",
      ],
    ]);
  });
  it('what the founder paid for its first roster, still his this year: 4 x 45 + 2 x 110 = 400 roster points; General 3 + Hero 2 = 5 character points (Roster; Personalities)', () => {
    expect(r.paid).toEqual({ rosterPoints: 400, characterPoints: 5 });
  });
  it('the landed expedition is the new country’s; its Admiral stays Ostmark’s ("looses all ships and the admiral" at the landing; he commands "as long as it is at sea", Admiral)', () => {
    const withAdmiral = {
      ...state,
      nations: state.nations.map((n) =>
        n.name === 'Ostmark'
          ? {
              ...n,
              characters: [
                ...n.characters,
                { name: 'Jarl Hafen', type: 'Admiral' as const, status: 'active' as const, items: [] },
              ],
            }
          : n,
      ),
    };
    const r2 = establishCountry(withAdmiral, 'Ostmark', plan);
    const x = r2.state;
    expect(x.expeditions?.map((e) => [e.name, e.nation])).toEqual([['Sea Wolves', 'New Ostmark']]);
    expect(x.nations.find((n) => n.name === 'New Ostmark')?.characters.map((c) => c.name)).toEqual([
      'Graf Wulf',
      'Captain Voss',
    ]);
    expect(x.nations.find((n) => n.name === 'Ostmark')?.characters.map((c) => c.name)).toEqual([
      'Graf Otto',
      'Jarl Hafen',
    ]);
    // Paid for the new country's first roster: General 3 + Hero 2 = 5 character points, not the Admiral's 2 more
    // (Personalities; Admiral "a 2 point character"); 4 x 45 + 2 x 110 = 400 roster points.
    expect(r2.paid).toEqual({ rosterPoints: 400, characterPoints: 5 });
    expect(r2.events[1]?.effect).toBe(
      "New Ostmark's roster: 4 Halberdiers, 2 Knights; characters Graf Wulf, Captain Voss (taken off Ostmark's roster)",
    );
  });
  it('refused at home, for a village, or under a name taken', () => {
    expect(countryProblem(state, 'Ostmark', { ...plan, town: 'Ostwald' })).toBe(
      "Ostwald is on Old World, Ostmark's home: another country is founded on another landmass",
    );
    expect(countryProblem(state, 'Ostmark', { ...plan, town: 'Jungle' })).toBe(
      'Jungle is not a town or city of Ostmark',
    );
    expect(countryProblem(state, 'Ostmark', { ...plan, name: 'red fang' })).toBe(
      'a nation, army or expedition is already named red fang',
    );
  });
});

describe('Nation - Country <town> as <name> race <race> / Nation - Colony <town> (WM-O036)', () => {
  const ctx: OrderContext = {
    campaign: { state, battles: [] },
    clock: { turn: 13, stage: 'new-year', round: 1 },
    player: 'Ostmark',
    ordersAhead: false,
  };
  it('grammar: the town, the new country’s name and its race; a colony named', () => {
    expect(checkCountryChoice(ctx, 'country', 'lustria coast as New Ostmark race Empire')).toEqual({
      country: plan,
    });
    expect(checkCountryChoice(ctx, 'colony', 'Lustria Coast')).toEqual({ colony: 'Lustria Coast' });
  });
  it('refused: no “as … race …”, a town at home, a name taken', () => {
    expect(checkCountryChoice(ctx, 'country', 'Lustria Coast')).toEqual({
      refused: {
        ok: false,
        code: 'WM-O036',
        message: 'write “Nation - Country <town> as <new country> race <race>”, or “Nation - Colony <town>”',
      },
    });
    expect(checkCountryChoice(ctx, 'country', 'Ostwald as X race Y')).toEqual({
      refused: {
        ok: false,
        code: 'WM-O036',
        message:
          "Ostwald is on Old World, Ostmark's home landmass: the choice is for a town on another landmass",
      },
    });
    expect(checkCountryChoice(ctx, 'country', 'Lustria Coast as Red Fang race Orcs')).toEqual({
      refused: { ok: false, code: 'WM-O036', message: 'a nation or army is already named Red Fang' },
    });
  });
});

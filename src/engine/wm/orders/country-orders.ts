/**
 * The choice for a town produced on another landmass (Successful Expeditions; Establish Another Country), written at
 * the New Year with the Town order that produces it: `Nation - Country <town> as <name> race <race>` founds another
 * country; `Nation - Colony <town>` (or nothing: silent is a colony) keeps one roster. Checked against the map as
 * filed: the town is placed at step 4, so here its area is the player's, on a landmass other than his home.
 */
import { homeLandmass } from '../country';
import type { CountryPlan } from '../country';
import { area } from '../map';
import { refuse, type LineVerdict, type OrderContext } from './codes';
import { findName, notFound } from './names';

export type CountryChoice =
  { readonly country: CountryPlan } | { readonly colony: string } | { readonly refused: LineVerdict };

function foreignArea(ctx: OrderContext, text: string): string | LineVerdict {
  const s = ctx.campaign.state;
  const names = s.areas.map((a) => a.name);
  const town = findName(text, names);
  if (!town) return refuse('WM-O004', notFound('area', text, names));
  const a = area(s, town);
  if (a.owner !== ctx.player) return refuse('WM-O036', `${town} is not controlled by ${ctx.player}`);
  const home = homeLandmass(s, ctx.player);
  if (a.landmass === home)
    return refuse(
      'WM-O036',
      `${town} is on ${a.landmass}, ${ctx.player}'s home landmass: the choice is for a town on another landmass`,
    );
  return town;
}

export function checkCountryChoice(
  ctx: OrderContext,
  action: 'country' | 'colony',
  args: string,
): CountryChoice {
  if (action === 'colony') {
    const town = foreignArea(ctx, args);
    return typeof town === 'string' ? { colony: town } : { refused: town };
  }
  const m = /^(.+?)\s+as\s+(.+?)\s+race\s+(.+)$/i.exec(args.trim());
  if (!m)
    return {
      refused: refuse(
        'WM-O036',
        'write “Nation - Country <town> as <new country> race <race>”, or “Nation - Colony <town>”',
      ),
    };
  const town = foreignArea(ctx, m[1] ?? '');
  if (typeof town !== 'string') return { refused: town };
  const name = (m[2] ?? '').trim();
  const s = ctx.campaign.state;
  const taken = [...s.nations.map((n) => n.name), ...s.armies.map((a) => a.name)];
  if (taken.some((t) => t.toLowerCase() === name.toLowerCase()) || name.toLowerCase() === 'nation')
    return { refused: refuse('WM-O036', `a nation or army is already named ${name}`) };
  return { country: { town, name, race: (m[3] ?? '').trim() } };
}

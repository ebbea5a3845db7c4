import { formatHex, hexKey } from '../../hex';
import type { Army } from '../../model';
import { armySize } from '../economy';
import { ARMY_UPKEEP_RATE, ArmySite } from '../tables';
import type { TurnContext } from './context';
import { forage, overcrowd } from './end-of-turn-supply';
import { key, unitMemory } from './units-memory';

/**
 * End of turn accounting (THE TURN SEQUENCE): supply effects and overcrowding (end-of-turn-supply.ts), then
 * sieges and conquered cities.
 * - Sieges (RULINGS 14, 25): `besieged` (half income next turn) is kept only for cities whose siege failed this
 *   turn; a city nobody besieged this turn has its failedSieges reset (the siege is over).
 * - Conquered cities (RULINGS 26): after 7 turns (turn - conqueredTurn >= 7) the city becomes a normal city of
 *   its holder. Otherwise, when no army of the holder in the hex is at least half the city's size, an uprising
 *   happens on d20 (`uprising:<city>`) <= city size - 2 x (total size of the holder's armies in the hex); no
 *   roll when that is below 1. The book gives no effect for an uprising: it is logged for the moderator, who
 *   decides who holds the city, and listed by `uprisingsOf(ctx)` (units-memory.ts); the state is unchanged.
 * - Sites (RULINGS 7): each army's upkeep site is set from where it now stands, for next turn's upkeep: the
 *   lowest rate among a Sweet Water Clear Spring, a city of the owner's, the owner's watchtower and/or supply
 *   depot (Ruins count as a watchtower: the army begins next turn there), else the field.
 */

export const CONQUERED_TURNS_TO_SETTLE = 7;
const R26 = 'Conquered city (RULINGS 26)';

/** A player's presence in a hex, as the indexes below key it. */
const holding = (x: { readonly hex: Army['hex']; readonly player: string }): string =>
  `${x.player}\n${hexKey(x.hex)}`;

function sieges(ctx: TurnContext): void {
  const mem = unitMemory(ctx);
  for (const city of ctx.state.cities) {
    const k = key(city.name);
    if (!mem.siegeTried.has(k) && (city.failedSieges ?? 0) > 0) {
      city.failedSieges = 0;
      ctx.log(
        'End of turn',
        city.name,
        'no army besieged the city this turn: the siege is over',
        'SIEGES (RULINGS 25)',
      );
    }
    city.besieged = mem.siegeFailed.has(k);
  }
}

function conquered(ctx: TurnContext): void {
  const turn = ctx.state.turn;
  // The sizes of each player's armies by hex, found once (no army moves here; issue 9).
  const armies = new Map<string, number[]>();
  for (const a of ctx.state.armies) {
    if (a.points <= 0) continue;
    const list = armies.get(holding(a));
    if (list === undefined) armies.set(holding(a), [armySize(a.points)]);
    else list.push(armySize(a.points));
  }
  for (const city of ctx.state.cities) {
    if (!city.conquered || city.size <= 0) continue;
    const since = city.conqueredTurn ?? null;
    if (since !== null && turn - since >= CONQUERED_TURNS_TO_SETTLE) {
      city.conquered = false;
      city.conqueredTurn = null;
      ctx.log(
        'End of turn',
        city.name,
        `conquered on turn ${since}: after ${turn - since} turns it is a normal city of ${city.player}`,
        R26,
      );
      continue;
    }
    const sizes = armies.get(holding(city)) ?? [];
    if (sizes.some((s) => 2 * s >= city.size)) continue;
    const total = sizes.reduce((a, b) => a + b, 0);
    const threshold = city.size - 2 * total;
    if (threshold < 1) {
      ctx.log(
        'End of turn',
        city.name,
        `no uprising possible (size ${city.size} - 2 x ${total} = ${threshold})`,
        R26,
      );
      continue;
    }
    const r = ctx.roll('End of turn', `uprising:${city.name}`, 20, city.name, R26, (n) =>
      n <= threshold
        ? `UPRISING (${n} <= ${threshold}): moderator, the city rises against ${city.player}`
        : `no uprising (${n} > ${threshold})`,
    );
    if (r <= threshold) unitMemory(ctx).uprisings.push(city.name);
  }
}

/** Who has a watchtower, a supply depot or a standing city in each hex (`player` and hexKey), found once for
 * every army's site (issue 9: a scan of every structure and city per army was armies x things). */
interface Holdings {
  readonly towers: ReadonlySet<string>;
  readonly depots: ReadonlySet<string>;
  readonly cities: ReadonlySet<string>;
}

function holdings(ctx: TurnContext): Holdings {
  const towers = new Set<string>();
  const depots = new Set<string>();
  const cities = new Set<string>();
  for (const s of ctx.state.structures)
    if (s.type === 'Watchtower') towers.add(holding(s));
    else if (s.type === 'Supply Depot') depots.add(holding(s));
  for (const c of ctx.state.cities) if (c.size > 0) cities.add(holding(c));
  return { towers, depots, cities };
}

/** RULINGS 7: the cheapest site that applies where the army stands. */
export function siteOf(ctx: TurnContext, army: Army, held: Holdings = holdings(ctx)): ArmySite {
  const h = ctx.state.map.hexes.get(formatHex(army.hex));
  const tower = held.towers.has(holding(army)) || h?.special === 'Ruins';
  const depot = held.depots.has(holding(army));
  const sites: ArmySite[] = ['field'];
  if (h?.special === 'Sweet Water Clear Spring') sites.push('spring');
  if (held.cities.has(holding(army))) sites.push('city');
  if (tower && depot) sites.push('watchtower+depot');
  else if (tower) sites.push('watchtower');
  else if (depot) sites.push('depot');
  return sites.reduce((best, s) => (ARMY_UPKEEP_RATE[s] < ARMY_UPKEEP_RATE[best] ? s : best));
}

function sites(ctx: TurnContext): void {
  // Setting a site moves nothing: one index serves every army.
  const held = holdings(ctx);
  for (const army of ctx.state.armies) {
    const site = siteOf(ctx, army, held);
    if (site === army.site) continue;
    ctx.log('End of turn', army.name, `upkeep site ${army.site} → ${site}`, 'RULINGS 7');
    army.site = site;
  }
}

export function endOfTurnPhase(ctx: TurnContext): void {
  forage(ctx);
  overcrowd(ctx);
  sieges(ctx);
  conquered(ctx);
  sites(ctx);
}

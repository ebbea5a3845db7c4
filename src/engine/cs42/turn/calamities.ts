import { DIRECTIONS, Direction, formatHex, Hex, neighbour } from '../../hex';
import type { Army, City } from '../../model';
import { cityIncome } from '../economy';
import type { CityImprovement } from '../tables';
import type { Mutable, TurnContext } from './context';
import { economyRecord, key, owners, pickOne } from './economy-record';

/**
 * Calamities (RULINGS 22): each player has a 10% chance a turn (a d10 showing 1, `calamity:<player>`); the
 * calamity is then a d6 in the book's order (`calamity-kind:<player>`). Run after INCOME: Treachery and
 * Slave/Worker Revolt take back a share of this turn's income of one city (a `Special` entry, PAYABLES/UPKEEP,
 * Specials). Every random pick is a logged die with a stable key.
 */

export const CALAMITIES = [
  'Famine',
  'Epidemic',
  'Barbarian Horde',
  'Miscommunication',
  'Treachery',
  'Slave/Worker Revolt',
] as const;
export type Calamity = (typeof CALAMITIES)[number];

const T = 'Calamities';
/** Barbarian Horde: appears this many hexes from its target; size 5 + d10. */
const HORDE_DISTANCE = 5;
const HORDE_BASE_SIZE = 5;

/**
 * Who is struck reads the players, cities and armies as the phase finds them, indexed once (issue 9: a scan of
 * every city and army per calamity grew as players x campaign). A calamity changes sizes and treasuries, never
 * who owns what nor the lists, so the index holds; sizes are read when it strikes.
 */
interface Victims {
  readonly owners: readonly string[];
  readonly cities: ReadonlyMap<string, Mutable<City>[]>;
  readonly armies: ReadonlyMap<string, Mutable<Army>[]>;
}

function victims(ctx: TurnContext): Victims {
  const cities = new Map<string, Mutable<City>[]>();
  const armies = new Map<string, Mutable<Army>[]>();
  for (const c of ctx.state.cities) listOf(cities, key(c.player)).push(c);
  for (const a of ctx.state.armies) listOf(armies, key(a.player)).push(a);
  return { owners: owners(ctx), cities, armies };
}

function listOf<T>(map: Map<string, T[]>, k: string): T[] {
  let list = map.get(k);
  if (list === undefined) map.set(k, (list = []));
  return list;
}

export function calamityPhase(ctx: TurnContext): void {
  const v = victims(ctx);
  for (const player of v.owners) {
    const hit = ctx.roll('Calamity', `calamity:${player}`, 10, player, T, (r) =>
      r === 1 ? 'a calamity strikes (1 on d10: 10%)' : 'no calamity',
    );
    if (hit !== 1) continue;
    const n = ctx.roll('Calamity', `calamity-kind:${player}`, 6, player, T, (r) => CALAMITIES[r - 1]);
    strike(ctx, v, player, CALAMITIES[n - 1]);
  }
}

function strike(ctx: TurnContext, v: Victims, player: string, calamity: Calamity): void {
  const cities = (v.cities.get(key(player)) ?? []).filter((c) => c.size > 0);
  const armies = (v.armies.get(key(player)) ?? []).filter((a) => a.points > 0);
  const pickCity = (): Mutable<City> | null => {
    const c = pickOne(ctx, 'Calamity', `calamity-city:${player}`, cities, player, T, (x) => {
      return `${calamity} strikes ${x.name}`;
    });
    if (c === null) ctx.log('Calamity', player, `${calamity}: ${player} has no city, no effect`, T);
    return c;
  };
  const pickArmy = (): Mutable<Army> | null => {
    const a = pickOne(ctx, 'Calamity', `calamity-army:${player}`, armies, player, T, (x) => {
      return `${calamity} strikes ${x.name}`;
    });
    if (a === null) ctx.log('Calamity', player, `${calamity}: ${player} has no army, no effect`, T);
    return a;
  };
  switch (calamity) {
    case 'Famine':
    case 'Epidemic': {
      const city = pickCity();
      if (city !== null) shrink(ctx, city, calamity, calamity === 'Famine' ? 'Granary' : 'Aqueduct');
      return;
    }
    case 'Treachery':
    case 'Slave/Worker Revolt': {
      const city = pickCity();
      if (city !== null) incomeLoss(ctx, v, city, calamity);
      return;
    }
    case 'Barbarian Horde': {
      const army = pickArmy();
      if (army !== null) horde(ctx, army);
      return;
    }
    case 'Miscommunication': {
      const army = pickArmy();
      if (army === null) return;
      const ways = [1, 2].map((i) =>
        ctx.roll('Calamity', `miscommunication-move:${army.name}:${i}`, 6, army.name, T, (r) => {
          return `Miscommunication: random move ${i} of 2 is direction ${r}`;
        }),
      ) as Direction[];
      economyRecord(ctx).miscommunication.set(key(army.name), ways);
      ctx.log(
        'Calamity',
        army.name,
        `Miscommunication: ${army.name} (${player}) must take two moves this turn, direction ${ways[0]} then ${ways[1]}, in place of its first two move orders; an army without move orders moves all the same`,
        T,
      );
      return;
    }
  }
}

/** Famine and Epidemic: the city loses d3 size; the Granary (Famine) or Aqueduct (Epidemic) cancels d4 of it;
 * size 0 destroys the city. */
function shrink(ctx: TurnContext, city: Mutable<City>, what: Calamity, counter: CityImprovement): void {
  const slug = what.toLowerCase();
  const loss = ctx.roll(
    'Calamity',
    `${slug}:${city.name}`,
    3,
    city.name,
    T,
    (r) => `${what}: loses ${r} size`,
  );
  const saved = city.improvements.includes(counter)
    ? ctx.roll('Calamity', `${slug}-${counter.toLowerCase()}:${city.name}`, 4, city.name, T, (r) => {
        return `the ${counter} cancels ${Math.min(r, loss)} of it`;
      })
    : 0;
  const net = Math.max(0, loss - saved);
  const from = city.size;
  city.size = Math.max(0, city.size - net);
  const effect =
    city.size === 0
      ? `${what}: ${city.name} falls from size ${from} to 0 and is destroyed`
      : net === 0
        ? `${what}: ${city.name} keeps size ${from}`
        : `${what}: ${city.name} falls from size ${from} to ${city.size}`;
  ctx.log('Calamity', city.name, effect, T);
}

/** Treachery (10%-100%, a d10 x 10) and Slave/Worker Revolt (5%-25%, a d5 x 5) of this turn's income of the
 * city, rounded down. Treachery's money goes to one other player (a die among them), and the victim learns who
 * on a 25% roll (a d4 showing 1). */
function incomeLoss(ctx: TurnContext, v: Victims, city: Mutable<City>, what: Calamity): void {
  const treachery = what === 'Treachery';
  const income =
    economyRecord(ctx).income.get(key(city.name)) ?? cityIncome({ ...city, afterFailedSiege: false });
  const slug = treachery ? 'treachery' : 'revolt';
  const step = treachery ? 10 : 5;
  const percent =
    step *
    ctx.roll('Calamity', `${slug}:${city.name}`, treachery ? 10 : 5, city.name, T, (r) => {
      return `${what}: ${r * step}% of this turn's income (${income})`;
    });
  const want = Math.floor((income * percent) / 100);
  const amount = Math.min(want, ctx.balance(city.player));
  ctx.pay(city.player, 'Special', amount, `${what} in ${city.name}`);
  ctx.log(
    'Calamity',
    city.name,
    `${what}: ${city.player} loses ${amount} guilders`,
    `${T}; PAYABLES/UPKEEP, Specials`,
  );
  if (!treachery || amount === 0) return;
  const others = v.owners.filter((p) => key(p) !== key(city.player));
  const finder = pickOne(ctx, 'Calamity', `treachery-finder:${city.name}`, others, city.name, T, (p) => {
    return `Treachery: ${p} found the money`;
  });
  if (finder === null) return;
  ctx.receive(finder, 'Special', amount, `Treachery in ${city.name}`);
  ctx.roll('Calamity', `treachery-known:${city.name}`, 4, city.name, T, (r) =>
    r === 1
      ? `Treachery: ${city.player} finds out that ${finder} took the money (25%)`
      : `Treachery: ${city.player} does not find out who took the money`,
  );
}

/** Barbarian Horde: a size 5 + d10 army appears 5 hexes from the target army (direction a d6), to be placed and
 * run by the moderator as a non-player force. */
function horde(ctx: TurnContext, army: Mutable<Army>): void {
  const size =
    HORDE_BASE_SIZE +
    ctx.roll('Calamity', `horde-size:${army.name}`, 10, army.name, T, (r) => {
      return `Barbarian Horde: size ${HORDE_BASE_SIZE} + ${r} = ${HORDE_BASE_SIZE + r}`;
    });
  const way = ctx.roll('Calamity', `horde-direction:${army.name}`, 6, army.name, T, (r) => {
    return `Barbarian Horde: appears in direction ${r}`;
  }) as Direction;
  let at: Hex = army.hex;
  for (let i = 0; i < HORDE_DISTANCE; i++) at = neighbour(at, DIRECTIONS[way - 1]);
  const onMap = ctx.state.map.hexes.has(formatHex(at));
  ctx.log(
    'Calamity',
    army.name,
    `Barbarian Horde of size ${size} targets ${army.name} (${army.player}) and appears ${HORDE_DISTANCE} hexes away` +
      (onMap ? ` at ${formatHex(at)}` : ' (that way runs off the map: the moderator places it)') +
      '; it moves to engage each turn, is always in normal supply and never allies (moderator)',
    T,
  );
}

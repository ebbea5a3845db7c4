import { ownEntry } from '../../own';
import { isBrokenBySize } from '../economy';
import {
  CITY_ACTION_COSTS,
  MIN_SPY_CITY_SIZE,
  mayRaiseTroopsIn,
  RAISED_SETTLERS_LIMITS,
  raiseTroopsLimit,
} from '../city-actions';
import type { UnitType } from '../tables';
import type { CityActionRun } from './cities';
import { economyRecord, key, ownedBy, working } from './economy-record';
import { ledgerName, takenNote, tellModerator } from './hidden-names';

/**
 * The city actions that make a new army or unit (Table 16): Raise Troops (RULINGS 17), Raise Engineer, Raise
 * Spy, Commission Scouts, Spawn Settlers (Table 14, RULINGS 20). The new one stands in the city's hex. Its
 * name comes from the order; a name the player sees in use fails the action (the order checker prevents it but
 * for what was made earlier this turn), one only what he cannot see bears is numbered (hidden-names.ts).
 */

const fixedCost = (action: 'Raise Engineer' | 'Raise Spy' | 'Commission Scouts'): number =>
  CITY_ACTION_COSTS[action].cost as number;

interface NewArgs {
  /** The ledger's name (hidden-names.ts); `written` is the order's. */
  readonly name: string;
  readonly written: string;
  /** What the player's report adds after the name: empty, or that the written name was taken. */
  readonly taken: string;
  readonly points: number | null;
  readonly size: number | null;
}

/** The order's `new` arguments, or null after logging the failure. */
function newArgs(run: CityActionRun): NewArgs | null {
  const a = run.line.args;
  if (a?.type !== 'new' || a.name.trim() === '') {
    run.fail('no name given for what it makes');
    return null;
  }
  const written = a.name.trim();
  const name = ledgerName(run.ctx, run.city.player, written);
  if (name === null) {
    run.fail(`the name “${written}” is taken`);
    return null;
  }
  return { name, written, taken: takenNote(written, name), points: a.points, size: a.size };
}

/** The moderator's W018 row when the new one was numbered; called once it is made. */
function numbered(run: CityActionRun, a: NewArgs, what: string): void {
  const { city } = run;
  const made = {
    player: city.player,
    by: city.name,
    verb: 'raises',
    what,
    written: a.written,
    named: a.name,
  };
  tellModerator(run.ctx, run.phase, made, 'CITY ACTIONS; Table 16');
}

function addUnit(run: CityActionRun, type: UnitType, name: string, size = 1): void {
  const { city } = run;
  run.ctx.state.units.push({ name, player: city.player, type, hex: { ...city.hex }, size });
}

/** Raise Troops <points> <name>: a new FOOT army of the player's race in the city (site `city`); the city's
 * total this turn is at most size x 50, x 100 with a working Military Academy (RULINGS 17). */
export function raiseTroops(run: CityActionRun): void {
  const { ctx, city } = run;
  const a = newArgs(run);
  if (a === null) return;
  const points = a.points ?? 0;
  if (!mayRaiseTroopsIn(city))
    return run.fail('a conquered city raises no troops for its conqueror', 'SIEGES, Conquered city');
  if (!Number.isInteger(points) || points <= 0) return run.fail('no points given');
  const improvements = working(ctx, city, 'Military Academy') ? ['Military Academy' as const] : [];
  const limit = raiseTroopsLimit(city.size, improvements);
  const raised = economyRecord(ctx).raised;
  const before = raised.get(key(city.name)) ?? 0;
  if (before + points > limit)
    return run.fail(
      `the city may raise ${limit} points this turn and has raised ${before}; ${points} more is too many`,
      'RULINGS 17',
    );
  if (!run.pay('Raise', points, `${a.name} (${points} points), ${city.name}`)) return;
  raised.set(key(city.name), before + points);
  const race = ctx.state.players.find((p) => key(p.name) === key(city.player))?.race ?? '';
  ctx.state.armies.push({
    name: a.name,
    player: city.player,
    hex: { ...city.hex },
    points,
    mobility: 'FOOT',
    race,
    site: 'city',
  });
  numbered(run, a, 'army');
  run.say(
    `raises the army ${a.name}, ${points} points, for ${points}${a.taken}; it has one action this turn`,
    'RULINGS 17',
  );
}

export function raiseEngineer(run: CityActionRun): void {
  const a = newArgs(run);
  const cost = fixedCost('Raise Engineer');
  if (a === null || !run.pay('Raise', cost, `${a.name} (engineer battalion), ${run.city.name}`)) return;
  addUnit(run, 'Engineer', a.name);
  numbered(run, a, 'engineer battalion');
  run.say(`raises the engineer battalion ${a.name} for ${cost}${a.taken}`);
}

/** Raise Spy: 800; only a city of size 4+, one spy per city (a player's spies never outnumber those cities). */
export function raiseSpy(run: CityActionRun): void {
  const { ctx, city } = run;
  const spies = economyRecord(ctx).spies;
  if (city.size < MIN_SPY_CITY_SIZE)
    return run.fail(`spies are raised only in cities of size ${MIN_SPY_CITY_SIZE} or more`);
  if (spies.has(key(city.name))) return run.fail('one spy per city');
  const mine = ownedBy(city.player);
  const eligible = ctx.state.cities.filter((c) => mine(c) && c.size >= MIN_SPY_CITY_SIZE).length;
  const employed = ctx.state.units.filter((u) => mine(u) && u.type === 'Spy').length;
  if (employed >= eligible)
    return run.fail(
      `one spy per city: ${employed} spies for ${eligible} cities of size ${MIN_SPY_CITY_SIZE}+`,
    );
  const a = newArgs(run);
  const cost = fixedCost('Raise Spy');
  if (a === null || !run.pay('Raise', cost, `${a.name} (spy), ${city.name}`)) return;
  spies.add(key(city.name));
  addUnit(run, 'Spy', a.name);
  numbered(run, a, 'spy');
  run.say(`raises the spy ${a.name} for ${cost}${a.taken}`);
}

/** Commission Scouts: 100; never more scouts than field armies (CITY ACTIONS). */
export function commissionScouts(run: CityActionRun): void {
  const { ctx, city } = run;
  const mine = ownedBy(city.player);
  const field = ctx.state.armies.filter((x) => mine(x) && x.points > 0 && !isBrokenBySize(x.points)).length;
  const scouts = ctx.state.units.filter((u) => mine(u) && u.type === 'Scout').length;
  if (scouts >= field) return run.fail(`no more scouts than field armies (${field})`);
  const a = newArgs(run);
  const cost = fixedCost('Commission Scouts');
  if (a === null || !run.pay('Raise', cost, `${a.name} (scouts), ${city.name}`)) return;
  addUnit(run, 'Scout', a.name);
  numbered(run, a, 'scouts');
  run.say(`commissions the scouts ${a.name} for ${cost}${a.taken}; they have one action this turn`);
}

/** Spawn Settlers <size> <name> (Table 14, RULINGS 20): 50 per size, the city shrinks by the size; a band as
 * large as the city is the whole city leaving (no cost, the city is gone). No more bands than cities. */
export function spawnSettlers(run: CityActionRun): void {
  const { ctx, city } = run;
  const a = newArgs(run);
  if (a === null) return;
  const size = a.size ?? 0;
  const whole = size === city.size;
  const lim = ownEntry(RAISED_SETTLERS_LIMITS, city.size) ?? { min: 0, max: 0 };
  const min = Math.max(1, lim.min);
  if (!whole && (size < min || size > lim.max))
    return run.fail(
      lim.max === 0
        ? `a size ${city.size} city spawns no band but the whole city`
        : `a size ${city.size} city spawns a band of size ${min} to ${lim.max}, or the whole city`,
      'Table 14',
    );
  const mine = ownedBy(city.player);
  const cities = ctx.state.cities.filter((c) => mine(c) && c.size > 0).length;
  const bands = ctx.state.units.filter((u) => mine(u) && u.type === 'Settler').length;
  if (bands >= cities) return run.fail(`no more settler bands than cities (${cities})`, 'RULINGS 20');
  const cost = whole ? 0 : size * (CITY_ACTION_COSTS['Spawn Settlers'].cost as number);
  if (!run.pay('Raise', cost, `${a.name} (settlers, size ${size}), ${city.name}`)) return;
  addUnit(run, 'Settler', a.name, size);
  numbered(run, a, 'settler band');
  city.size -= size;
  if (whole) economyRecord(ctx).ended.add(key(city.name));
  run.say(
    whole
      ? `the whole city leaves as the settler band ${a.name}, size ${size}, at no cost${a.taken}: the city is gone`
      : `spawns the settler band ${a.name}, size ${size}, for ${cost}${a.taken}: the city falls to size ${city.size}`,
    'Table 14; RULINGS 20',
  );
}

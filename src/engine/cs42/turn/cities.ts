import type { City } from '../../model';
import { abandonedLastTurn, abandonedReason, buildCost, cityActionsAllowed } from '../city-actions';
import type { OrderLine } from '../orders';
import { MAX_CITY_SIZE } from '../tables';
import type { Mutable, Phase, TurnContext } from './context';
import { abandonCity, capitulate } from './economy-city-fate';
import { raiseEngineer, raiseSpy, raiseTroops, commissionScouts, spawnSettlers } from './economy-city-raise';
import { economyRecord, key, working } from './economy-record';

export { counterEspionageCities, miscommunicatedArmies } from './economy-record';

/**
 * CITY ACTIONS (RULINGS 15-17, 20; Tables 2, 14, 15, 16). `cityActionPhase(ctx, 1)` then `(ctx, 2)`: each city,
 * in the order of the Cities tab, carries out its first, then its second accepted order. A city has the
 * actions of the size it had when City Action 1 began (one at size 1-6, two at 7-10), so a city that shrinks
 * by spawning settlers keeps its second action. Every cost is paid before anything happens: an action that
 * cannot be paid fails as a whole ("cannot afford") and nothing is half done.
 */

/** One city action being carried out. */
export interface CityActionRun {
  readonly ctx: TurnContext;
  readonly phase: Phase;
  readonly city: Mutable<City>;
  readonly line: OrderLine;
  /** Logs what happened (table: the rule applied). */
  say(effect: string, table?: string): void;
  /** Logs that the action failed and why. */
  fail(why: string, table?: string): void;
  /** Pays the whole cost or logs "cannot afford" and returns false. */
  pay(category: string, amount: number, what: string): boolean;
}

const TABLE_16 = 'CITY ACTIONS; Table 16';

export function cityActionPhase(ctx: TurnContext, action: 1 | 2): void {
  const phase: Phase = action === 1 ? 'City Action 1' : 'City Action 2';
  const record = economyRecord(ctx);
  for (const city of [...ctx.state.cities]) {
    const k = key(city.name);
    if (action === 1 || !record.allowance.has(k)) record.allowance.set(k, cityActionsAllowed(city.size));
    const lines = ctx
      .ordersOf(city.name, city.player)
      .filter((l) => l.status !== 'rejected' && l.actionId !== null && l.actionsUsed > 0);
    const line = lines[action - 1];
    if (line === undefined) continue;
    const run = actionRun(ctx, phase, city, line);
    if (city.size > 0 && abandonedLastTurn(city, ctx.state.turn)) {
      run.fail(abandonedReason(city), 'CITY ACTIONS, Abandon City');
      continue;
    }
    if (city.size <= 0 || record.ended.has(k)) {
      run.fail(city.size <= 0 ? 'the city is gone' : 'the city has no further action this turn');
      continue;
    }
    if (action > (record.allowance.get(k) ?? 0)) {
      run.fail(`a size ${city.size} city has one action a turn`, 'RULINGS 15');
      continue;
    }
    carryOut(run, action);
  }
}

function actionRun(ctx: TurnContext, phase: Phase, city: Mutable<City>, line: OrderLine): CityActionRun {
  const label = `${line.action ?? line.actionId ?? 'action'}${line.argsText === '' ? '' : ` ${line.argsText}`}`;
  const run: CityActionRun = {
    ctx,
    phase,
    city,
    line,
    say: (effect, table = TABLE_16) => ctx.log(phase, city.name, effect, table),
    fail: (why, table = TABLE_16) => ctx.log(phase, city.name, `${label} fails: ${why}`, table),
    pay: (category, amount, what) => {
      if (ctx.pay(city.player, category, amount, what)) return true;
      run.fail(`cannot afford ${amount} (treasury ${ctx.balance(city.player)})`);
      return false;
    },
  };
  return run;
}

function carryOut(run: CityActionRun, action: 1 | 2): void {
  const record = economyRecord(run.ctx);
  const k = key(run.city.name);
  switch (run.line.actionId) {
    case 'Build':
      return build(run);
    case 'Grow':
      return grow(run, action);
    case 'RaiseTroops':
      return raiseTroops(run);
    case 'RaiseEngineer':
      return raiseEngineer(run);
    case 'RaiseSpy':
      return raiseSpy(run);
    case 'CommissionScouts':
      return commissionScouts(run);
    case 'SpawnSettlers':
      return spawnSettlers(run);
    case 'AbandonCity':
      if (action === 2) return run.fail('Abandon City must be the city’s only action this turn');
      record.ended.add(k);
      return abandonCity(run);
    case 'Capitulate':
      return capitulate(run);
    case 'CounterEspionage':
      record.counterEspionage.add(k);
      return run.say('Counter Espionage: +5 to espionage rolls against the city this turn', 'RULINGS 23');
    default:
      return run.say('holds');
  }
}

/** Build City Upgrade (Table 2): pay the build cost; one upgrade per city per turn (RULINGS 15). */
function build(run: CityActionRun): void {
  const { city, line } = run;
  const built = economyRecord(run.ctx).built;
  if (line.args?.type !== 'improvement') return run.fail('no upgrade named');
  const imp = line.args.improvement;
  if (city.improvements.includes(imp)) return run.fail(`${city.name} already has a ${imp}`, 'Table 2');
  if (built.has(key(city.name))) return run.fail('one upgrade per city per turn', 'RULINGS 15');
  const cost = buildCost(imp);
  if (!run.pay('Build', cost, `${imp}, ${city.name}`)) return;
  city.improvements = [...city.improvements, imp];
  built.add(key(city.name));
  run.say(`builds a ${imp} for ${cost}`, 'Table 2; Table 16');
}

/** Grow (RULINGS 16): d20 > 2 x size; not past 4 without a Granary, 6 without an Aqueduct, or 10. Two Grows
 * give two rolls but one step at most: once the first succeeds, the second needs no roll. */
function grow(run: CityActionRun, action: 1 | 2): void {
  const { ctx, city } = run;
  const grown = economyRecord(ctx).grown;
  if (grown.has(key(city.name)))
    return run.say('the city has grown this turn already: a second Grow adds no step', 'RULINGS 16');
  if (economyRecord(ctx).afterFailedSiege.has(key(city.name)))
    return run.fail('a city may not grow in the turn after a failed siege', 'SIEGES');
  const cap =
    city.size >= MAX_CITY_SIZE
      ? `size ${MAX_CITY_SIZE} is the largest`
      : city.size >= 6 && !working(ctx, city, 'Aqueduct')
        ? 'a city cannot pass size 6 without a working Aqueduct'
        : city.size >= 4 && !working(ctx, city, 'Granary')
          ? 'a city cannot pass size 4 without a working Granary'
          : null;
  if (cap !== null) return run.fail(cap, 'RULINGS 16');
  const need = city.size * 2;
  const table = 'CITY ACTIONS, Grow; RULINGS 16';
  const r = ctx.roll(run.phase, `grow:${city.name}:${action}`, 20, city.name, table, (n) =>
    n > need
      ? `Grow succeeds (${n} > ${need}): size ${city.size} to ${city.size + 1}`
      : `Grow fails (${n} <= ${need})`,
  );
  if (r <= need) return;
  city.size += 1;
  grown.add(key(city.name));
}

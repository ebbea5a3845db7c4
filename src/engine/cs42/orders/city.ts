import { ownEntry } from '../../own';
import {
  abandonedLastTurn,
  abandonedReason,
  CITY_ACTION_COSTS,
  MIN_SPY_CITY_SIZE,
  RAISED_SETTLERS_LIMITS,
  buildCost,
  mayRaiseTroopsIn,
  raiseTroopsLimit,
} from '../city-actions';
import { MAX_CITY_SIZE } from '../tables';
import { CheckContext, Order, reject, UnitTurn, Verdict } from './context';
import { KindGrammar, newName, noArgs, spec } from './grammar';
import { improvement } from './upgrades';
import type { OrderNote } from './types';

/** CITY ACTIONS (Table 16, Table 14; RULINGS 15-17, 20). */

export const CITY_GRAMMAR: KindGrammar = {
  kind: 'city',
  noun: 'city',
  actions: [
    spec('Hold', 'Hold', ['hold'], 'Karak Varn - Hold', noArgs),
    spec(
      'Build',
      'Build',
      ['build', 'build city upgrade', 'build upgrade', 'build city'],
      'Karak Varn - Build Marketplace',
      improvement,
    ),
    spec('Grow', 'Grow', ['grow'], 'Karak Varn - Grow', noArgs),
    spec(
      'RaiseTroops',
      'Raise Troops',
      ['raise troops', 'raise army', 'raise'],
      'Karak Varn - Raise Troops 300 New Guard',
      newName('points', 'Raise Troops 300 New Guard'),
    ),
    spec(
      'RaiseEngineer',
      'Raise Engineer',
      ['raise engineer', 'raise engineers', 'raise engineer battalion'],
      'Karak Varn - Raise Engineer Sappers II',
      newName(null, 'Raise Engineer Sappers II'),
    ),
    spec(
      'RaiseSpy',
      'Raise Spy',
      ['raise spy'],
      'Karak Varn - Raise Spy Whisper',
      newName(null, 'Raise Spy Whisper'),
    ),
    spec(
      'CommissionScouts',
      'Commission Scouts',
      ['commission scouts', 'commission scout', 'raise scouts', 'raise scout'],
      'Karak Varn - Commission Scouts Far Eyes',
      newName(null, 'Commission Scouts Far Eyes'),
    ),
    spec(
      'SpawnSettlers',
      'Spawn Settlers',
      ['spawn settlers', 'spawn settler', 'raise settlers'],
      'Karak Varn - Spawn Settlers 1 Pilgrims',
      newName('size', 'Spawn Settlers 1 Pilgrims'),
    ),
    spec('AbandonCity', 'Abandon City', ['abandon city', 'abandon'], 'Karak Varn - Abandon City', noArgs),
    spec(
      'CounterEspionage',
      'Counter Espionage',
      ['counter espionage', 'counter-espionage', 'counterespionage'],
      'Karak Varn - Counter Espionage',
      noArgs,
    ),
    spec('Capitulate', 'Capitulate', ['capitulate', 'surrender'], 'Karak Varn - Capitulate', noArgs),
  ],
};

const NEW_WHAT: Partial<Record<Order['spec']['id'], string>> = {
  RaiseTroops: 'army',
  RaiseEngineer: 'engineer battalion',
  RaiseSpy: 'spy',
  CommissionScouts: 'scouts',
  SpawnSettlers: 'settler band',
};

function grow(turn: UnitTurn, size: number, has: (i: string) => boolean): Verdict {
  const built = (i: string): boolean => has(i) || turn.done.includes('Build');
  const why =
    size >= MAX_CITY_SIZE
      ? `it is already size ${MAX_CITY_SIZE}, the largest`
      : size >= 6 && !built('Aqueduct')
        ? 'a city cannot pass size 6 without an Aqueduct'
        : size >= 4 && !built('Granary')
          ? 'a city cannot pass size 4 without a Granary'
          : null;
  const notes: OrderNote[] =
    why === null ? [] : [{ code: 'W005', message: `Grow cannot succeed: ${why} (RULINGS 16).` }];
  return { ok: true, notes, message: `rolls to grow (d20 > ${size * 2}).` };
}

export function checkCityAction(ctx: CheckContext, turn: UnitTurn, order: Order): Verdict {
  const city = turn.entity.city;
  if (city === null) return reject('O004', 'Not a city.');
  // The resolver fails every city action of a city abandoned last turn (cities.ts asks the same rule).
  if (order.spec.actions > 0 && abandonedLastTurn(city, ctx.state.turn))
    return reject('O068', `${abandonedReason(city)}.`);
  const a = order.args;
  const has = (i: string): boolean => city.improvements.some((x) => x === i);
  const newName = a.type === 'new' ? a.name : '';
  if (a.type === 'new') {
    const clash = ctx.claimNew(newName, order.line, ownEntry(NEW_WHAT, order.spec.id) ?? 'unit');
    if (clash !== null) return clash;
  }
  switch (order.spec.id) {
    case 'Build': {
      if (a.type !== 'improvement') return reject('O008', 'Build needs an upgrade.');
      if (has(a.improvement)) return reject('O056', `${city.name} already has a ${a.improvement}.`);
      if (ctx.bump(ctx.upgrades, city.name, 1) > 1)
        return reject('O057', `${city.name} may build one upgrade per turn (RULINGS 15).`);
      const cost = buildCost(a.improvement);
      return { ok: true, cost, message: `builds a ${a.improvement} (cost ${cost}).` };
    }
    case 'Grow':
      return grow(turn, city.size, has);
    case 'RaiseTroops': {
      if (!mayRaiseTroopsIn(city))
        return reject(
          'O063',
          `${city.name} is a conquered city: no troops may be raised there (SIEGES, Conquered city).`,
        );
      const pts = a.type === 'new' ? (a.points ?? 0) : 0;
      const limit = raiseTroopsLimit(city.size, city.improvements);
      if (pts <= 0) return reject('O010', 'Raise Troops needs a positive number of points.');
      const total = ctx.bump(ctx.raised, city.name, pts);
      if (total > limit)
        return reject(
          'O047',
          `${city.name} may raise up to ${limit} points this turn (size x ${has('Military Academy') ? 100 : 50}); these orders ask for ${total}.`,
        );
      ctx.activate(newName, 1, city.hex);
      return {
        ok: true,
        cost: pts,
        message: `raises ${newName} with ${pts} points (cost ${pts}); it has one action this turn.`,
      };
    }
    case 'RaiseEngineer': {
      ctx.activate(newName, 0, city.hex);
      const cost = CITY_ACTION_COSTS['Raise Engineer'].cost as number;
      return {
        ok: true,
        cost,
        message: `raises the engineer battalion ${newName} (cost ${cost}); it acts from next turn.`,
      };
    }
    case 'RaiseSpy': {
      if (city.size < MIN_SPY_CITY_SIZE)
        return reject(
          'O048',
          `${city.name} is size ${city.size}; spies are raised only in cities of size ${MIN_SPY_CITY_SIZE} or more.`,
        );
      const eligible = ctx.ownCities().filter((c) => c.size >= MIN_SPY_CITY_SIZE).length;
      if (ctx.count('Spy') + ++ctx.spiesRaised > eligible)
        return reject(
          'O049',
          `One spy per city: your ${eligible} city(ies) of size ${MIN_SPY_CITY_SIZE}+ already employ as many spies as they may.`,
        );
      ctx.activate(newName, 0, city.hex);
      const cost = CITY_ACTION_COSTS['Raise Spy'].cost as number;
      return { ok: true, cost, message: `raises the spy ${newName} (cost ${cost}); it acts from next turn.` };
    }
    case 'CommissionScouts': {
      const armies = ctx.fieldArmies();
      if (ctx.count('Scout') + ++ctx.scoutsRaised > armies)
        return reject('O050', `You may never have more scouts than field armies (${armies}).`);
      ctx.activate(newName, 1, city.hex);
      const cost = CITY_ACTION_COSTS['Commission Scouts'].cost as number;
      return {
        ok: true,
        cost,
        message: `commissions the scouts ${newName} (cost ${cost}); they have one action this turn.`,
      };
    }
    case 'SpawnSettlers': {
      const size = a.type === 'new' ? (a.size ?? 0) : 0;
      const lim = ownEntry(RAISED_SETTLERS_LIMITS, city.size) ?? { min: 0, max: 0 };
      const whole = size === city.size;
      if (!whole && (size < Math.max(1, lim.min) || size > lim.max))
        return reject(
          'O052',
          lim.max === 0
            ? `A size ${city.size} city cannot spawn settlers (Table 14), except the whole city: “Spawn Settlers ${city.size} <name>”.`
            : `A size ${city.size} city spawns a band of size ${Math.max(1, lim.min)} to ${lim.max} (Table 14), or ${city.size} for the whole city.`,
        );
      if (ctx.previousActions(city.name).includes('SpawnSettlers'))
        return reject(
          'O053',
          `${city.name} spawned settlers last turn; a city may not spawn settlers two turns running.`,
        );
      const cities = ctx.ownCities().length;
      if (ctx.count('Settler') + ++ctx.settlersRaised > cities)
        return reject('O051', `No empire may have more settler bands than cities (${cities}).`);
      ctx.activate(newName, 0, city.hex);
      const cost = whole ? 0 : size * (CITY_ACTION_COSTS['Spawn Settlers'].cost as number);
      return {
        ok: true,
        cost,
        message: whole
          ? `the whole city leaves as the settler band ${newName} (no cost).`
          : `spawns ${newName}, size ${size} (cost ${cost}); the city shrinks by ${size}.`,
      };
    }
    case 'AbandonCity':
      if (ctx.previousActions(city.name).includes('AbandonCity'))
        return reject(
          'O054',
          `${city.name} was ordered to abandon last turn; that order may not be given two turns running.`,
        );
      if (ctx.enemyArmiesAt(city.hex).some((x) => ctx.enemy(x.player)))
        return reject('O055', `An enemy army is in ${city.name}'s hex: it may not be abandoned.`);
      return { ok: true, message: 'is abandoned (Table 15 rolls).' };
    case 'Capitulate':
      return ctx.enemyArmiesAt(city.hex).length === 0
        ? {
            ok: true,
            notes: [
              {
                code: 'W007',
                message: `No other player's army is in ${city.name}'s hex: Capitulate is for a besieged city.`,
              },
            ],
            message: 'capitulates.',
          }
        : { ok: true, message: 'capitulates.' };
    case 'CounterEspionage':
      return { ok: true, message: 'adds 5 to espionage rolls against it this turn.' };
    default:
      return { ok: true, message: 'holds.' };
  }
}

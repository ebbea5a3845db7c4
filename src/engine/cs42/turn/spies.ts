import { sameHex } from '../../hex';
import type { City, Unit } from '../../model';
import { armySize } from '../economy';
import type { OrderLine } from '../orders';
import { counterEspionageCities } from './cities';
import type { Mutable, Phase, TurnContext } from './context';
import { key, removeFrom, unitMemory } from './units-memory';

/**
 * SPY ACTIONS (Tables 11, 12, 13; RULINGS 23). One d20 per mission (`spy:<spy>`), +5 when the target city took
 * Counter Espionage this turn (CITY ACTIONS; cities.ts's counterEspionageCities); a total over 20 reads the
 * last row. The row's mission and spy status are logged.
 * - Spy on City: on success the log carries what the spy learns (upgrades, the city's accepted actions this
 *   turn, the armies in its hex by name and size, since the ledger holds no force lists, and the treasury).
 * - Destroy: success removes the improvement; naming one the city lacks wastes the action, with no roll.
 * - Disrupt: city actions are carried out before unit actions (ACTIONS, order of execution), so a Total or
 *   Partial Success is logged for the moderator (the city's actions become Hold; Total also halves income).
 * - Caught / Killed removes the spy; Turned hands it to the city's owner; Detected tells the target.
 */

export interface SpyRow {
  readonly upTo: number;
  readonly mission: string;
  readonly spy: 'Undetected' | 'Detected' | 'Caught / Killed' | 'Turned';
}

/** Tables 11 and 12 (the same rows). */
export const SPY_ON_CITY_TABLE: readonly SpyRow[] = [
  { upTo: 4, mission: 'Success', spy: 'Undetected' },
  { upTo: 8, mission: 'Success', spy: 'Detected' },
  { upTo: 12, mission: 'Success', spy: 'Caught / Killed' },
  { upTo: 15, mission: 'Failure', spy: 'Undetected' },
  { upTo: 18, mission: 'Failure', spy: 'Detected' },
  { upTo: Infinity, mission: 'Failure', spy: 'Caught / Killed' },
];
export const DESTROY_TABLE = SPY_ON_CITY_TABLE;

/** Table 13 as RULINGS 23 reads its overlapping rows. */
export const DISRUPT_TABLE: readonly SpyRow[] = [
  { upTo: 1, mission: 'Total Success', spy: 'Undetected' },
  { upTo: 3, mission: 'Total Success', spy: 'Detected' },
  { upTo: 6, mission: 'Partial Success', spy: 'Undetected' },
  { upTo: 10, mission: 'Partial Success', spy: 'Detected' },
  { upTo: 14, mission: 'Partial Success', spy: 'Caught / Killed' },
  { upTo: 16, mission: 'Failure', spy: 'Undetected' },
  { upTo: 18, mission: 'Failure', spy: 'Detected' },
  { upTo: 19, mission: 'Failure', spy: 'Caught / Killed' },
  { upTo: Infinity, mission: 'Failure', spy: 'Turned' },
];
/** Counter Espionage: +5 to espionage rolls against the city. */
export const COUNTER_ESPIONAGE_MODIFIER = 5;

export function rowFor(table: readonly SpyRow[], total: number): SpyRow {
  return table.find((r) => total <= r.upTo) ?? table[table.length - 1];
}

function intel(ctx: TurnContext, city: City): string {
  const actions = ctx
    .ordersOf(city.name, city.player)
    .filter((l) => l.status !== 'rejected' && l.actionsUsed > 0)
    .map((l) => `${l.action ?? ''} ${l.argsText}`.trim());
  const armies = ctx.state.armies
    .filter((a) => a.points > 0 && sameHex(a.hex, city.hex))
    .map((a) => `${a.name} (${a.player}, size ${armySize(a.points)})`);
  return [
    `upgrades: ${city.improvements.join(', ') || 'none'}`,
    `actions: ${actions.join(', ') || 'Hold'}`,
    `armies in the hex: ${armies.join(', ') || 'none'}`,
    `treasury of ${city.player}: ${ctx.balance(city.player)}`,
  ].join('; ');
}

export function spyAction(ctx: TurnContext, phase: Phase, spy: Mutable<Unit>, line: OrderLine): void {
  const a = line.args;
  const target = a?.type === 'target' ? a.target : a?.type === 'sabotage' ? a.city : null;
  if (target === null) return;
  const city = ctx.state.cities.find((c) => c.size > 0 && key(c.name) === key(target));
  if (city === undefined || city.player === spy.player) {
    ctx.log(phase, spy.name, `${line.action} ${target}: no enemy city of that name stands`, 'SPY ACTIONS');
    return;
  }
  const disrupt = line.actionId === 'Disrupt';
  const sabotage = a?.type === 'sabotage' ? a.improvement : null;
  const tableName = disrupt ? 'Table 13 (RULINGS 23)' : sabotage !== null ? 'Table 12' : 'Table 11';
  if (sabotage !== null && !city.improvements.includes(sabotage)) {
    ctx.log(phase, spy.name, `Destroy: ${city.name} has no ${sabotage}; the action is wasted`, tableName);
    return;
  }
  const table = disrupt ? DISRUPT_TABLE : SPY_ON_CITY_TABLE;
  const bonus = counterEspionageCities(ctx).has(key(city.name)) ? COUNTER_ESPIONAGE_MODIFIER : 0;
  const r = ctx.roll(phase, `spy:${spy.name}`, 20, spy.name, tableName, (n) => {
    const row = rowFor(table, n + bonus);
    const mod = bonus > 0 ? ` + ${bonus} Counter Espionage = ${n + bonus}` : '';
    return `${line.action} ${city.name}${mod}: ${row.mission} / ${row.spy}`;
  });
  const row = rowFor(table, r + bonus);
  const success = row.mission !== 'Failure';
  if (success && sabotage !== null) {
    city.improvements = city.improvements.filter((i) => i !== sabotage);
    ctx.log(phase, spy.name, `the ${sabotage} of ${city.name} is destroyed`, tableName);
  } else if (success && disrupt) {
    const effect =
      row.mission === 'Total Success'
        ? 'take Hold for all actions and lose 50% income'
        : 'take Hold for all actions';
    ctx.log(
      phase,
      spy.name,
      `moderator: ${city.name} is disrupted (${row.mission}): its actions this turn ${effect}`,
      tableName,
    );
  } else if (success) ctx.log(phase, spy.name, `learns of ${city.name}: ${intel(ctx, city)}`, tableName);
  if (row.spy === 'Detected')
    ctx.log(phase, spy.name, `${city.player} is told of a spy in ${city.name}`, tableName);
  if (row.spy === 'Caught / Killed') {
    removeFrom(ctx.state.units, spy.name);
    ctx.log(
      phase,
      spy.name,
      `caught and killed: ${city.player} learns that ${spy.player} sent it`,
      tableName,
    );
  }
  if (row.spy === 'Turned') {
    const was = spy.player;
    spy.player = city.player;
    unitMemory(ctx).captured.add(key(spy.name));
    ctx.log(
      phase,
      spy.name,
      `turned: now works for ${city.player}, who learns that ${was} sent it`,
      tableName,
    );
  }
}

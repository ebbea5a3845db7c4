import { formatHex, sameHex } from '../../hex';
import type { Army, City } from '../../model';
import { armySize } from '../economy';
import type { Mutable, Phase, TurnContext } from './context';
import { addContact, garrisonSize } from './combat-records';
import { armiesAt, hostile, key, unitMemory } from './units-memory';

/**
 * SIEGES (Table 20; RULINGS 25, 26). An army in an enemy city's hex uses its last action to Besiege:
 * - it must be at least the city's size, and to BEGIN a siege no army hostile to it may stand in the hex
 *   (RULINGS 25); else no roll, and the moderator is told why. A siege under way (failedSieges > 0) goes on
 *   when an enemy army has entered the hex since: "the siege is not stopped unless the new army defeats the army
 *   laying siege in battle" (SIEGES). A besieger held in a battle in the hex this turn makes no roll, but its
 *   siege is kept (keepSiegesUnderBattle): the battle's result decides (Broken Siege);
 * - d20 (`siege:<city>`) + 2 x city.failedSieges (earlier failed turns of this siege) succeeds at or above
 *   Table 20's number, city size + 8;
 * - success: the army gets into the city. Reading: every city has a garrison (Garrisons), so "if the army
 *   gets into the city, then a city fight ensues" always holds: a 'siege' BattleRecord (the besieger against
 *   the garrison) goes to the Battles tab, and the city is taken at once as a conquered city (RULINGS 26: size
 *   less a third rounded to nearest, conquered, conqueredTurn = this turn, owner = the besieger, failedSieges
 *   and besieged cleared). If the garrison wins the city fight, the moderator undoes the conquest (Broken
 *   Siege). Sacking is the moderator's choice after the fight and is not applied here. A city abandoned this
 *   turn or last has no garrison (Abandon City): it falls with no city fight;
 * - failure: failedSieges + 1 (once a turn, however many armies try) and besieged = true, so the city earns
 *   half next turn (RULINGS 14). End of turn keeps `besieged` only for cities whose siege failed this turn and
 *   clears failedSieges of cities nobody besieged (end-of-turn.ts).
 */

const T20 = 'SIEGES, Table 20 (RULINGS 25)';
/** Table 20: required roll = city size + 8 (size 1: 9+ ... size 10: 18+). */
export const SIEGE_BASE = 8;
/** +2 for every earlier turn of this siege that failed to get in. */
export const SIEGE_BONUS_PER_FAILURE = 2;

/** RULINGS 26: a third off, rounded to the nearest whole number; never below 1. */
export function conqueredSize(size: number): number {
  return Math.max(1, size - Math.round(size / 3));
}

export function besiege(ctx: TurnContext, phase: Phase, army: Mutable<Army>, cityName: string): void {
  const city = ctx.state.cities.find((c) => c.size > 0 && key(c.name) === key(cityName));
  const say = (effect: string): void => ctx.log(phase, army.name, effect, T20);
  if (city === undefined) return say(`Besiege ${cityName}: no such city stands`);
  if (!sameHex(city.hex, army.hex)) return say(`Besiege ${city.name} fails: not in ${formatHex(city.hex)}`);
  if (city.player === army.player) return say(`Besiege ${city.name}: the city is already ${army.player}'s`);
  if (!hostile(ctx, army.player, city.player))
    return say(`Besiege ${city.name}: ${army.player} and ${city.player} are not at odds (RULINGS 11)`);
  const size = armySize(army.points);
  if (size < city.size)
    return say(`Besiege ${city.name} fails: size ${size} is less than the city's ${city.size}`);
  // SIEGES: "there may be no enemy armies in the hex" to BEGIN a siege; "If any enemy army enters the hex after a
  // siege has started, then the siege is not stopped unless the new army defeats the army laying siege in battle."
  const started = (city.failedSieges ?? 0) > 0;
  const enemies = armiesAt(ctx, army.hex).filter((a) => hostile(ctx, a.player, army.player));
  if (enemies.length > 0 && !started)
    return say(
      `Besiege ${city.name} fails: ${enemies.map((a) => a.name).join(', ')} ${enemies.length === 1 ? 'stands' : 'stand'} in the hex`,
    );
  const mem = unitMemory(ctx);
  // Earlier TURNS only: a second besieger this turn does not count this turn's failure.
  const failed = (city.failedSieges ?? 0) - (mem.siegeFailed.has(key(city.name)) ? 1 : 0);
  const need = city.size + SIEGE_BASE;
  const roll = ctx.roll(phase, `siege:${city.name}`, 20, army.name, T20, (r) => {
    const total = r + SIEGE_BONUS_PER_FAILURE * failed;
    const how = failed > 0 ? `${r} + ${SIEGE_BONUS_PER_FAILURE * failed} = ${total}` : `${total}`;
    return `Besiege ${city.name} (size ${city.size}, ${need}+): ${how}, ${total >= need ? 'gets into the city' : 'fails to get in'}`;
  });
  mem.siegeTried.add(key(city.name));
  if (roll + SIEGE_BONUS_PER_FAILURE * failed >= need) {
    const was = city.player;
    const before = city.size;
    // Abandon City: "the city garrison is automatically disbanded for this turn and the next": no city fight.
    const disbanded = city.abandonedTurn === ctx.state.turn || city.abandonedTurn === ctx.state.turn - 1;
    if (!disbanded)
      addContact(ctx, city.hex, [army.name], true).garrison = {
        city: city.name,
        player: was,
        size: garrisonSize(before),
      };
    city.player = army.player;
    city.size = conqueredSize(before);
    city.conquered = true;
    city.conqueredTurn = ctx.state.turn;
    city.failedSieges = 0;
    city.besieged = false;
    mem.siegeFailed.delete(key(city.name));
    say(
      disbanded
        ? `${city.name} falls to ${army.player} without a city fight, its garrison disbanded since it was abandoned (CITY ACTIONS, Abandon City): conquered, size ${before} → ${city.size} (RULINGS 26)`
        : `${city.name} falls to ${army.player} pending the city fight against ${was}'s garrison: conquered, size ${before} → ${city.size} (RULINGS 26)`,
    );
    return;
  }
  if (!mem.siegeFailed.has(key(city.name))) city.failedSieges = failed + 1;
  mem.siegeFailed.add(key(city.name));
  city.besieged = true;
}

/** Combat phase: a city whose siege is under way, with an army hostile to its owner in a battle in its hex this
 * turn (an enemy army entered), keeps its siege: no roll this turn, no failed turn added, not over (SIEGES). */
export function keepSiegesUnderBattle(ctx: TurnContext, inBattle: (city: Mutable<City>) => string[]): void {
  const mem = unitMemory(ctx);
  for (const city of ctx.state.cities) {
    if (city.size <= 0 || (city.failedSieges ?? 0) === 0 || mem.siegeTried.has(key(city.name))) continue;
    const besiegers = inBattle(city);
    if (besiegers.length === 0) continue;
    mem.siegeTried.add(key(city.name));
    ctx.log(
      'Combat',
      city.name,
      `the siege goes on: ${besiegers.join(', ')} ${besiegers.length === 1 ? 'is' : 'are'} in a battle in the hex; it is stopped only if the besieger is defeated`,
      'SIEGES',
    );
  }
}

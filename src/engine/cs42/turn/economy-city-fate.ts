import { formatHex, Hex, neighbours, sameHex } from '../../hex';
import { isEnemy } from '../supply';
import type { CityActionRun } from './cities';
import { economyRecord, freeName, key, pickOne } from './economy-record';

/**
 * The city actions that end a city's turn in its owner's hands: Abandon City (Table 15) and Capitulate (Siege,
 * Conquered city; RULINGS 26).
 */

const TABLE_15 = 'Table 15';
/** Abandon City: "All city improvements have a 50% chance of being destroyed" (a d100 of 50 or less). */
const IMPROVEMENT_LOST_AT_MOST = 50;

type Band = 'destroyed' | 'stay' | 'random' | 'chosen' | 'same';

/** Table 15: Abandon City Results, by d20. */
export function abandonResult(d20: number): Band {
  if (d20 <= 4) return 'destroyed';
  if (d20 <= 11) return 'stay';
  if (d20 <= 14) return 'random';
  if (d20 <= 17) return 'chosen';
  return 'same';
}

const BAND_TEXT: Readonly<Record<Band, string>> = {
  destroyed: 'confusion: these inhabitants are destroyed, size -1',
  stay: 'stubbornness: these inhabitants stay',
  random: 'fleeing citizens: a size 1 settler band to a random friendly adjacent hex, size -1',
  chosen: 'aware citizens: a size 1 settler band to an adjacent hex the owner chooses, size -1',
  same: 'aware but slow citizens: a size 1 settler band in the same hex, size -1',
};

/**
 * Abandon City: one d20 per size point (`abandon:<city>:<i>`), each read on Table 15. A band fleeing to a
 * random friendly adjacent hex goes to one of the adjacent land hexes on the map holding no other player's city
 * or army (a die among them, `abandon-hex:<city>:<i>`); a band whose hex the owner chooses is placed in the city's
 * hex for the moderator to move. Then each improvement is lost on a d100 of 50 or less
 * (`abandon-improvement:<city>:<improvement>`). The garrison is disbanded this turn and the next.
 */
export function abandonCity(run: CityActionRun): void {
  const { ctx, city, phase } = run;
  const start = city.size;
  for (let i = 1; i <= start; i++) {
    const band = abandonResult(
      ctx.roll(
        phase,
        `abandon:${city.name}:${i}`,
        20,
        city.name,
        TABLE_15,
        (r) => BAND_TEXT[abandonResult(r)],
      ),
    );
    if (band === 'stay') continue;
    city.size -= 1;
    if (band === 'destroyed') continue;
    let at: Hex = city.hex;
    if (band === 'random') {
      const free = friendlyNeighbours(run);
      const pick = pickOne(ctx, phase, `abandon-hex:${city.name}:${i}`, free, city.name, TABLE_15, (h) => {
        return `the band flees to ${formatHex(h)}`;
      });
      if (pick === null) run.say('no friendly adjacent hex: the band stays in the city’s hex', TABLE_15);
      at = pick ?? city.hex;
    }
    const name = freeName(ctx, `${city.name} Settlers`);
    ctx.state.units.push({ name, player: city.player, type: 'Settler', hex: { ...at }, size: 1 });
    const where =
      band === 'chosen'
        ? `placed in ${formatHex(at)}; ${city.player} chooses the adjacent hex it moves to (moderator)`
        : `placed in ${formatHex(at)}`;
    run.say(`settler band ${name}, size 1, ${where}`, TABLE_15);
  }
  if (city.size <= 0) {
    city.size = 0;
    run.say(`abandoned: every inhabitant left or died, the city is gone (size ${start} to 0)`, TABLE_15);
    return;
  }
  for (const imp of [...city.improvements]) {
    const lost = ctx.roll(
      phase,
      `abandon-improvement:${city.name}:${imp}`,
      100,
      city.name,
      'CITY ACTIONS, Abandon City',
      (r) =>
        r <= IMPROVEMENT_LOST_AT_MOST ? `the ${imp} is destroyed (d100 ${r} <= 50)` : `the ${imp} survives`,
    );
    if (lost <= IMPROVEMENT_LOST_AT_MOST) city.improvements = city.improvements.filter((x) => x !== imp);
  }
  city.abandonedTurn = ctx.state.turn;
  run.say(
    `abandoned: size ${start} to ${city.size}; the garrison is disbanded this turn and the next (moderator), and the city collects no income and takes no action next turn`,
    'CITY ACTIONS, Abandon City',
  );
}

function friendlyNeighbours(run: CityActionRun): Hex[] {
  const { ctx, city } = run;
  const theirs = (x: { player: string; hex: Hex }, h: Hex): boolean =>
    key(x.player) !== key(city.player) && sameHex(x.hex, h);
  return neighbours(city.hex).filter((h) => {
    const m = ctx.state.map.hexes.get(formatHex(h));
    if (m === undefined || m.terrain === 'Water') return false;
    return (
      !ctx.state.cities.some((c) => c.size > 0 && theirs(c, h)) && !ctx.state.armies.some((a) => theirs(a, h))
    );
  });
}

/**
 * Capitulate: the city goes to its besieger. When the enemy armies in the city's hex (RULINGS 11: their owner
 * declares Unknown or At War toward the city's owner) all belong to one player, the city becomes that player's
 * conquered city (RULINGS 26: size less a third, rounded to nearest; half income; `conqueredTurn` now); the
 * new owner may sack it instead (moderator). With no besieger, or several, the moderator decides.
 */
export function capitulate(run: CityActionRun): void {
  const { ctx, city } = run;
  const besiegers = [
    ...new Set(
      ctx.state.armies
        .filter((a) => a.points > 0 && sameHex(a.hex, city.hex) && isEnemy(ctx.state, city.player, a.player))
        .map((a) => a.player),
    ),
  ];
  if (besiegers.length !== 1) {
    const why =
      besiegers.length === 0
        ? 'no enemy army is in its hex'
        : `armies of ${besiegers.join(', ')} are in its hex`;
    run.say(`capitulates, but ${why}: the moderator decides who takes it`, 'CITY ACTIONS, Capitulate');
    return;
  }
  const from = city.player;
  const size = city.size;
  city.player = besiegers[0];
  city.size = size - Math.round(size / 3);
  city.conquered = true;
  city.conqueredTurn = ctx.state.turn;
  city.besieged = false;
  city.failedSieges = 0;
  economyRecord(ctx).ended.add(key(city.name));
  run.say(
    `capitulates: ${from} hands the city to ${city.player} as a conquered city, size ${size} to ${city.size} (the new owner may sack it instead, moderator)`,
    'CITY ACTIONS, Capitulate; RULINGS 26',
  );
}

import { DIRECTIONS, formatHex, neighbour, sameHex } from '../../hex';
import type { CampaignState } from '../../model';
import { armySize } from '../economy';
import { conqueredSize } from '../turn/sieges';
import { retreatAllowed } from './retreat';
import {
  brokenSiegeSize,
  cityMorale,
  SACK_DICE_PER_SIZE,
  SACK_PER_PIP,
  SACK_RUINS_FROM_SIZE,
} from './tables';
import type { Battle } from './types';
import type { SettlementWork } from './work';

/**
 * The city's fate after a city fight (SIEGES: City Fights, Broken Siege, Conquered city, Sacking a city; RULINGS
 * 26-27). The resolver already hands a city to its besieger when the siege roll succeeds (sieges.ts); settlement
 * sets the city from how it stood before the siege (`battle.city`), so it is right whichever way the fight went.
 */

/** City Morale, before a city fight: 10 - attacker's size + city size (+2 cathedral) - failed turns + 2 x the
 * size of the defender's armies in barracks (the armies of the defending side in the battle). */
export function moraleOf(state: CampaignState, battle: Battle): number | null {
  if (battle.city === null) return null;
  const size = (names: readonly string[]): number =>
    names.reduce((s, n) => s + armySize(state.armies.find((a) => a.name === n)?.points ?? 0), 0);
  return cityMorale({
    attackerSize: size(battle.sides[0].armies),
    citySize: battle.city.size,
    cathedral: battle.city.cathedral,
    failedTurns: battle.city.failedTurns,
    barracksArmySize: size(battle.sides[1].armies),
  });
}

/** The attacker took the city: a conquered city (a third off, half income, conqueredTurn) or sacked. */
export function cityFalls(w: SettlementWork, fate: 'conquer' | 'sack'): void {
  const before = w.battle.city;
  const city = before === null ? undefined : w.state.cities.find((c) => c.name === before.name);
  if (before === null || city === undefined) return;
  const conqueror = w.battle.sides[0].player;
  if (fate === 'conquer') {
    city.player = conqueror;
    city.size = conqueredSize(before.size);
    city.conquered = true;
    city.conqueredTurn = w.battle.turn;
    city.failedSieges = 0;
    city.besieged = false;
    w.say(
      city.name,
      `conquered by ${conqueror}: size ${before.size} → ${city.size}, half income, an uprising may follow`,
      'Conquered city (RULINGS 26)',
    );
    return;
  }
  sack(w, before.size, conqueror);
}

function sack(w: SettlementWork, size: number, by: string): void {
  const before = w.battle.city;
  const city = before === null ? undefined : w.state.cities.find((c) => c.name === before.name);
  if (before === null || city === undefined) return;
  let total = 0;
  const dice = SACK_DICE_PER_SIZE * size;
  for (let i = 1; i <= dice; i++)
    total += w.roll(
      `${w.prefix}:sack:${i}`,
      20,
      city.name,
      'Sacking a city (RULINGS 27)',
      (n) => `sack die ${i} of ${dice}: ${n}`,
    );
  w.receive(by, 'Sack', total * SACK_PER_PIP, `sack of ${city.name} (${dice} d20 x ${SACK_PER_PIP})`);
  city.size = 0;
  const bands = Math.floor(size / 2);
  // Survivors flee to adjacent hexes, one band per hex, in rosette order among the hexes they may enter.
  const asArmy = {
    name: city.name,
    player: before.player,
    hex: city.hex,
    points: 1,
    mobility: 'FOOT' as const,
    race: '',
    site: 'field' as const,
  };
  const open = DIRECTIONS.map((d) => neighbour(city.hex, d)).filter((h) =>
    retreatAllowed(w.state, asArmy, h),
  );
  const placed = open.slice(0, bands);
  placed.forEach((h, i) =>
    w.state.units.push({
      name: `${city.name} Survivors ${i + 1}`,
      player: before.player,
      type: 'Settler',
      hex: { ...h },
      size: 1,
    }),
  );
  const ruins = size >= SACK_RUINS_FROM_SIZE;
  const mapHex = w.state.map.hexes.get(formatHex(city.hex));
  if (ruins && mapHex !== undefined) mapHex.special = 'Ruins';
  w.say(
    city.name,
    `sacked by ${by}: ${total * SACK_PER_PIP} guilders of booty; ${placed.length} of ${bands} size-1 settler band(s) flee to ${placed.map(formatHex).join(', ') || 'nowhere'}; the city and its improvements are destroyed${ruins ? '; ruins remain' : ''}`,
    'Sacking a city (RULINGS 27)',
  );
}

/** Broken Siege after a city fight the defender won: the city is the defender's again at full production, smaller
 * by a third when the defenders lost at least half; the besiegers may not re-enter the hex next turn. */
export function siegeBroken(w: SettlementWork, defendersBefore: number, defendersLost: number): void {
  const before = w.battle.city;
  const city = before === null ? undefined : w.state.cities.find((c) => c.name === before.name);
  if (before === null || city === undefined) return;
  city.player = before.player;
  city.size = brokenSiegeSize(before.size, defendersBefore, defendersLost);
  city.conquered = before.conquered;
  city.conqueredTurn = before.conqueredTurn;
  city.failedSieges = 0;
  city.besieged = false;
  for (const name of w.battle.sides[0].armies) {
    const a = w.army(name);
    if (a !== undefined) w.status(a.name, a.player).barredFrom = { ...w.battle.hex };
  }
  const damaged =
    city.size < before.size
      ? `; its defenders lost ${defendersLost} of ${defendersBefore} points: badly damaged, size ${before.size} → ${city.size}`
      : '';
  w.say(
    city.name,
    `the siege is broken: ${before.player}'s city at full production, the garrison back to full size${damaged}`,
    'Broken Siege',
  );
}

/** Broken Siege, "due to a fight that occurs outside the city": the city's income is back to full at once. */
export function fieldBattleLiftsSiege(w: SettlementWork, winner: string): void {
  const city = w.state.cities.find((c) => c.size > 0 && sameHex(c.hex, w.battle.hex) && c.player === winner);
  if (city === undefined || (!city.besieged && (city.failedSieges ?? 0) === 0)) return;
  city.besieged = false;
  city.failedSieges = 0;
  w.say(
    city.name,
    'the besiegers were beaten outside the walls: the siege is broken, income back to full',
    'Broken Siege',
  );
}

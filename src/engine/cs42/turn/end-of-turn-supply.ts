import { formatHex, hexKey } from '../../hex';
import type { City, Structure } from '../../model';
import { armySize } from '../economy';
import { overcrowding } from '../occupancy';
import { armySupply, createSupplyOracle, unitSupply } from '../supply';
import { starvationRollRequired, unitActions } from '../supply-effects';
import type { Hex } from '../../hex';
import type { TurnContext } from './context';
import { asCampaign, key, removeAllFrom, removeFrom, unitMemory } from './units-memory';

/**
 * End of turn: supply effects and overcrowding (Supply ranges and Foraging, Table 6, RULINGS 12-13; Hex
 * occupancy & Overcrowding, Table 4), on the state after movement and combat, with unpaid armies Out of Supply.
 *
 * Stand-ins, because the ledger holds an army's points, not its models:
 * - Foraging's test number is "the size of all of your Individuals plus 2 points for each Warband"; the army's
 *   size (floor(points / 100), RULINGS 6) stands in for it. d20 (`forage:<army>`) at or above it avoids
 *   starvation; each point missed costs 2 wounds.
 * - A wound is taken as POINTS_PER_WOUND points off the army (a one-wound warband model of the book's lists
 *   costs about 10 points). The owner chooses the models; the moderator may adjust.
 * - TERRAIN: forced to forage in the desert (not in a city hex) an army is eliminated unless Stygian (who may
 *   forage there, SPECIAL RULES); a FLYER army foraging in a Crag hex is eliminated; underground the roll is -7
 *   (UNDERGROUND RULES). Swamp Goblins' "-5 when foraging in Swamp/Forest" is left to the moderator.
 * - The book has starvation "before any combat"; the ledger applies it at the end of the turn, as the
 *   pipeline's order has it, so battle records show the sizes before starvation.
 * - Overcrowding: every army in the hex counts (the ledger cannot tell an army inside a city's barracks from
 *   one camped outside); open water has no limit. Each player's wounds come off its largest army there.
 * - RULINGS 31: an army or unit standing on a (non-conquered) city of its owner keeps distance 0 and Regular
 *   supply when an enemy army is in the hex (the supply trace itself gives it), unless the city is under siege (a
 *   Besiege against it this turn, or a siege in progress), when its armies forage as the book's besieged armies do.
 */

export const POINTS_PER_WOUND = 10;
export const STARVATION_WOUNDS_PER_POINT_MISSED = 2;
export const UNDERGROUND_FORAGE_MODIFIER = -7;
const FORAGE = 'Supply ranges, Foraging';

/** The cities in a hex, in the ledger's order. */
type CitiesAt = (hex: Hex) => readonly City[];

/** The cities by hex, found once for a pass that builds, razes and takes no city (issue 9: a scan of every city
 * per army was armies x cities). */
function citiesByHex(ctx: TurnContext): CitiesAt {
  const byHex = new Map<number, City[]>();
  for (const c of ctx.state.cities) {
    const list = byHex.get(hexKey(c.hex));
    if (list === undefined) byHex.set(hexKey(c.hex), [c]);
    else list.push(c);
  }
  return (hex) => byHex.get(hexKey(hex)) ?? [];
}

/** RULINGS 31: `hex` is a city of `player`'s own (not conquered) that is not under siege this turn. */
export function onOwnUnbesiegedCity(
  ctx: TurnContext,
  player: string,
  hex: Hex,
  citiesAt: CitiesAt = citiesByHex(ctx),
): boolean {
  const mem = unitMemory(ctx);
  return citiesAt(hex).some(
    (c) =>
      c.size > 0 &&
      c.player === player &&
      !c.conquered &&
      !mem.siegeTried.has(key(c.name)) &&
      (c.failedSieges ?? 0) === 0,
  );
}

/** `hex` is a (non-conquered) city of `player`'s own, besieged or not. */
function inOwnCity(citiesAt: CitiesAt, player: string, hex: Hex): boolean {
  return citiesAt(hex).some((c) => c.size > 0 && c.player === player && !c.conquered);
}

export function forage(ctx: TurnContext): void {
  const oracle = createSupplyOracle(asCampaign(ctx.state));
  const citiesAt = citiesByHex(ctx);
  // The eliminated leave the lists when each pass ends (nothing in it reads them): one pass, not one per army.
  const armiesLost: string[] = [];
  for (const army of [...ctx.state.armies]) {
    if (army.points <= 0) continue;
    const upkeepPaid = !ctx.unpaidArmies.has(army.name);
    // The trace gives an army on its own city distance 0 (RULINGS 31); one under siege forages all the same.
    const status = armySupply(oracle, army, { upkeepPaid }).status;
    const besieged =
      inOwnCity(citiesAt, army.player, army.hex) &&
      !onOwnUnbesiegedCity(ctx, army.player, army.hex, citiesAt);
    if (!starvationRollRequired(status, { besieged })) continue;
    const why = besieged ? 'Under siege' : 'Out of Supply';
    const h = ctx.state.map.hexes.get(formatHex(army.hex));
    const inCity = citiesAt(army.hex).some((c) => c.size > 0);
    const lost = (cause: string): void => {
      armiesLost.push(army.name);
      ctx.log(
        'End of turn',
        army.name,
        `${why} and forced to forage: ${cause}; the army is eliminated`,
        'TERRAIN',
      );
    };
    if (h?.terrain === 'Desert' && !inCity && key(army.race) !== 'stygian') {
      lost('no foraging in the desert');
      continue;
    }
    if (h?.terrain === 'Crag' && army.mobility === 'FLYER') {
      lost('a flying army foraging in a crag');
      continue;
    }
    const test = armySize(army.points);
    const mod = h?.terrain === 'Underground' ? UNDERGROUND_FORAGE_MODIFIER : 0;
    const r = ctx.roll('End of turn', `forage:${army.name}`, 20, army.name, FORAGE, (n) => {
      const total = n + mod;
      const shown = mod === 0 ? `${n}` : `${n} ${mod} = ${total}`;
      return total >= test
        ? `${why}: forage ${shown} vs ${test}+ (army size): no starvation`
        : `${why}: forage ${shown} vs ${test}+ (army size): missed by ${test - total}`;
    });
    const missed = test - (r + mod);
    if (missed <= 0) continue;
    const wounds = missed * STARVATION_WOUNDS_PER_POINT_MISSED;
    const points = wounds * POINTS_PER_WOUND;
    army.points = Math.max(0, army.points - points);
    const left = army.points === 0 ? 'nothing is left' : `${army.points} points left`;
    ctx.log(
      'End of turn',
      army.name,
      `starvation: ${wounds} wounds = ${points} points (cannot be replaced); ${left}`,
      FORAGE,
    );
    if (army.points === 0) armiesLost.push(army.name);
  }
  removeAllFrom(ctx.state.armies, armiesLost);
  const unitsLost: string[] = [];
  for (const unit of [...ctx.state.units]) {
    if (unit.type === 'Spy') continue;
    const status = unitSupply(oracle, unit).status;
    if (unitActions(unit.type, status, ctx.settings.settlersBeyondRegular) !== 'destroyed') continue;
    unitsLost.push(unit.name);
    const rule =
      unit.type === 'Settler' && ctx.settings.settlersBeyondRegular === 'prose'
        ? 'RULINGS 13 (prose)'
        : 'Table 6 (RULINGS 13)';
    ctx.log('End of turn', unit.name, `${unit.type} in ${status} supply is eliminated`, rule);
  }
  removeAllFrom(ctx.state.units, unitsLost);
}

export function overcrowd(ctx: TurnContext): void {
  // The first supply depot of each hex, found once (issue 9: a scan of every structure per hex).
  const depots = new Map<number, Structure>();
  for (const s of ctx.state.structures)
    if (s.type === 'Supply Depot' && !depots.has(hexKey(s.hex))) depots.set(hexKey(s.hex), s);
  const byHex = new Map<string, typeof ctx.state.armies>();
  for (const a of ctx.state.armies)
    if (a.points > 0) byHex.set(formatHex(a.hex), [...(byHex.get(formatHex(a.hex)) ?? []), a]);
  for (const [address, armies] of byHex) {
    const h = ctx.state.map.hexes.get(address);
    if (h === undefined || h.terrain === 'Water') continue;
    const sizes = new Map<string, number>();
    for (const a of armies) sizes.set(a.player, (sizes.get(a.player) ?? 0) + armySize(a.points));
    const depot = depots.get(hexKey(h.hex));
    const result = overcrowding(sizes, {
      underground: h.terrain === 'Underground',
      depotOwner: depot?.player ?? null,
    });
    for (const o of result) {
      if (o.excess <= 0) continue;
      const largest = armies
        .filter((a) => a.player === o.player)
        .sort((a, b) => b.points - a.points || (a.name < b.name ? -1 : 1))[0];
      const points = Math.min(largest.points, o.woundsLost * POINTS_PER_WOUND);
      largest.points -= points;
      ctx.log(
        'End of turn',
        largest.name,
        `overcrowding in ${address}: ${o.player} has size ${o.size} against a claim of ${o.claim}, ${o.woundsLost} wounds = ${points} points off ${largest.name}`,
        'Hex occupancy & Overcrowding, Table 4',
      );
      if (largest.points === 0) removeFrom(ctx.state.armies, largest.name);
    }
  }
}

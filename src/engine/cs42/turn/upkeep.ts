import { ownEntry } from '../../own';
import { formatHex, sameHex } from '../../hex';
import type { Army, City, Structure, Unit } from '../../model';
import { armyUpkeep, improvementUpkeep, structureUpkeep, unitUpkeep } from '../economy';
import { armySupply, createSupplyOracle, type SupplyOracle, unitSupply } from '../supply';
import { unitActions } from '../supply-effects';
import type { ArmySite, CityImprovement, UnitType } from '../tables';
import type { Mutable, TurnContext } from './context';
import { economyRecord, key, owners, removeWhere } from './economy-record';
import { asCampaign } from './units-memory';
import { replacementsBill } from './upkeep-replacements';

/**
 * PAYABLES/UPKEEP (RULINGS 7, 18, 19). Each player pays in the book's order: city upgrades and buildings
 * (each city's improvements, then structures), armies, engineers, scouts, settlers, spies. (Specials, the
 * calamities' income loss, are paid by the calamity phase.) Every bill is paid whole or not at all; a bill that
 * cannot be paid is unpaid and the next bill is still tried, so a cheaper bill later in the order may be paid.
 * Ties within a step go by the order the rows stand in the ledger (Cities, then each city's improvements as
 * listed, Structures, Armies, Units). Players go in the order of the Players tab.
 *
 * Unpaid (RULINGS 19, Disrepair and Neglect): an improvement stops working this turn and is lost on a d100 of
 * 50 or less (`neglect:<city>:<improvement>`); an unpaid Granary or Aqueduct also cuts the city to the largest
 * size it may have without it (4 or 6), even if it survives. A structure keeps working and is lost on the same
 * roll (`neglect:<structure>@<hex>`). An army is Out of Supply (ctx.unpaidArmies); engineers, scouts,
 * settlers and spies are removed.
 *
 * RULINGS 30: units lost to their supply status (Table 6) are eliminated before upkeep is charged and cost
 * nothing; an army Out of Supply by distance pays no upkeep (it forages at the end of the turn). A captured depot
 * or watchtower pays double in its first turn in its new owner's hands: the turn it was captured (when the
 * ledger shows it already taken) or the turn after (TERRAIN/STRUCTURES, RULINGS 18). Ruins serve as a watchtower
 * for one army only: when two or more armies stand in a Ruins hex on its rate, a die (`ruins:<hex>`, d<n> over
 * the armies in ledger order) picks the one that benefits (TERRAIN: Ruins).
 */

const NEGLECT = 'Disrepair and Neglect';
/** Disrepair and Neglect: "a 50% chance that the feature or building is lost". */
const LOST_AT_MOST = 50;
/** City Upgrades/Buildings: without the upgrade a city may be at most this size. */
const SIZE_WITHOUT: Partial<Record<CityImprovement, number>> = { Granary: 4, Aqueduct: 6 };

const UNIT_CATEGORY: Readonly<Record<UnitType, string>> = {
  Engineer: 'Engineer upkeep',
  Scout: 'Scout upkeep',
  Settler: 'Settler upkeep',
  Spy: 'Spy upkeep',
};
const UNIT_ORDER: readonly UnitType[] = ['Engineer', 'Scout', 'Settler', 'Spy'];

/** One player's cities, structures, armies and units, in the ledger's order. */
interface Holdings {
  readonly cities: Mutable<City>[];
  readonly structures: Mutable<Structure>[];
  readonly armies: Mutable<Army>[];
  readonly units: Mutable<Unit>[];
}

/**
 * Every player's things, found once (issue 9: each player's bills filtered every list, players x campaign). A
 * player's bills change his own things only (a size, a lost structure or unit) and no owner, so each player's
 * part holds until his turn; sizes and points are read when his bills are drawn.
 */
function holdings(ctx: TurnContext): Map<string, Holdings> {
  const out = new Map<string, Holdings>();
  const of = (player: string): Holdings => {
    let h = out.get(key(player));
    if (h === undefined) out.set(key(player), (h = { cities: [], structures: [], armies: [], units: [] }));
    return h;
  };
  for (const c of ctx.state.cities) of(c.player).cities.push(c);
  for (const s of ctx.state.structures) of(s.player).structures.push(s);
  for (const a of ctx.state.armies) of(a.player).armies.push(a);
  for (const u of ctx.state.units) of(u.player).units.push(u);
  return out;
}

const NONE: Holdings = { cities: [], structures: [], armies: [], units: [] };

export function upkeepPhase(ctx: TurnContext): void {
  const oracle = createSupplyOracle(asCampaign(ctx.state));
  supplyLosses(ctx, oracle);
  const sites = ruinsSites(ctx);
  const everyones = holdings(ctx);
  // Units removed unpaid leave the list together at the end: no bill reads it (one pass, not one per unit).
  const unpaid = new Set<Unit>();
  for (const player of owners(ctx)) {
    const his = everyones.get(key(player)) ?? NONE;
    for (const city of his.cities.filter((c) => c.size > 0)) cityUpkeep(ctx, city);
    for (const s of his.structures) structureBill(ctx, s);
    armyBills(ctx, his.armies, oracle, sites);
    for (const type of UNIT_ORDER)
      for (const u of his.units.filter((x) => x.type === type)) if (!unitBill(ctx, u)) unpaid.add(u);
  }
  if (unpaid.size > 0) removeWhere(ctx.state.units, (x) => unpaid.has(x));
}

/** RULINGS 30: engineers, scouts and settlers lost to their supply status go before upkeep is charged. */
function supplyLosses(ctx: TurnContext, oracle: SupplyOracle): void {
  // Taken out together after the pass (a unit's supply never depends on the others): one pass over the list,
  // not one per unit lost (issue 9).
  const lost = new Set<Unit>();
  for (const unit of [...ctx.state.units]) {
    if (unit.type === 'Spy') continue;
    const status = unitSupply(oracle, unit).status;
    if (unitActions(unit.type, status, ctx.settings.settlersBeyondRegular) !== 'destroyed') continue;
    lost.add(unit);
    ctx.log(
      'Upkeep',
      unit.name,
      `${unit.type} in ${status} supply is eliminated before upkeep: nothing to pay`,
      'RULINGS 30, Table 6',
    );
  }
  if (lost.size > 0) removeWhere(ctx.state.units, (x) => lost.has(x));
}

/** TERRAIN: Ruins ("If two armies move into a Ruins hex then randomly determine which one will benefit from the
 * use of a Watchtower"). The site each losing army pays at instead. */
function ruinsSites(ctx: TurnContext): Map<Army, ArmySite> {
  const out = new Map<Army, ArmySite>();
  const onRuins = (a: Army): boolean =>
    a.points > 0 &&
    (a.site === 'watchtower' || a.site === 'watchtower+depot') &&
    ctx.state.map.hexes.get(formatHex(a.hex))?.special === 'Ruins' &&
    !ctx.state.structures.some(
      (s) => s.type === 'Watchtower' && s.player === a.player && sameHex(s.hex, a.hex),
    );
  const byHex = new Map<string, Army[]>();
  for (const a of ctx.state.armies.filter(onRuins))
    byHex.set(formatHex(a.hex), [...(byHex.get(formatHex(a.hex)) ?? []), a]);
  for (const [address, armies] of byHex) {
    if (armies.length < 2) continue;
    const n = ctx.roll('Upkeep', `ruins:${address}`, armies.length, address, 'TERRAIN: Ruins', (r) => {
      const w = armies[r - 1];
      return `the Ruins serve as a watchtower for ${w === undefined ? 'none' : w.name} only`;
    });
    armies.forEach((a, i) => {
      if (i !== n - 1) out.set(a, a.site === 'watchtower+depot' ? 'depot' : 'field');
    });
  }
  return out;
}

function neglectRoll(ctx: TurnContext, rollKey: string, subject: string, what: string): boolean {
  const r = ctx.roll('Upkeep', rollKey, 100, subject, NEGLECT, (n) =>
    n <= LOST_AT_MOST ? `${what} is lost (d100 ${n} <= ${LOST_AT_MOST})` : `${what} survives`,
  );
  return r <= LOST_AT_MOST;
}

function cityUpkeep(ctx: TurnContext, city: Mutable<City>): void {
  const unpaid: CityImprovement[] = [];
  for (const imp of city.improvements) {
    const cost = improvementUpkeep(imp);
    if (ctx.pay(city.player, 'Building upkeep', cost, `${imp}, ${city.name}`)) continue;
    unpaid.push(imp);
    ctx.log('Upkeep', city.name, `${imp} upkeep ${cost} unpaid: it stops working this turn`, 'RULINGS 19');
  }
  for (const imp of unpaid) {
    if (neglectRoll(ctx, `neglect:${city.name}:${imp}`, city.name, `the unpaid ${imp}`))
      city.improvements = city.improvements.filter((x) => x !== imp);
    else {
      const off = economyRecord(ctx).disabled;
      off.set(key(city.name), new Set([...(off.get(key(city.name)) ?? []), imp]));
    }
    const cap = ownEntry(SIZE_WITHOUT, imp);
    if (cap !== undefined && city.size > cap) {
      ctx.log(
        'Upkeep',
        city.name,
        `without a working ${imp} the city falls from size ${city.size} to ${cap}`,
        'PAYABLES/UPKEEP, City Upgrades/Buildings',
      );
      city.size = cap;
    }
  }
}

function structureBill(ctx: TurnContext, s: Structure): void {
  const captured =
    s.capturedTurn !== null && (s.capturedTurn === ctx.state.turn || s.capturedTurn === ctx.state.turn - 1);
  const cost = structureUpkeep(s.type, captured);
  const what = `${s.name} (${s.type}, ${formatHex(s.hex)})${captured ? ', double in its first turn captured' : ''}`;
  if (ctx.pay(s.player, 'Building upkeep', cost, what)) return;
  ctx.log('Upkeep', s.name, `upkeep ${cost} unpaid: it keeps working until lost`, 'RULINGS 19');
  if (neglectRoll(ctx, `neglect:${s.name}@${formatHex(s.hex)}`, s.name, `the unpaid ${s.type}`))
    removeWhere(ctx.state.structures, (x) => x === s);
}

function armyBills(
  ctx: TurnContext,
  armies: readonly Mutable<Army>[],
  oracle: SupplyOracle,
  ruins: ReadonlyMap<Army, ArmySite>,
): void {
  for (const army of armies.filter((a) => a.points > 0)) {
    armyBill(ctx, army, oracle, ruins);
    replacementsBill(ctx, army, oracle);
  }
}

function armyBill(
  ctx: TurnContext,
  army: Mutable<Army>,
  oracle: SupplyOracle,
  ruins: ReadonlyMap<Army, ArmySite>,
): void {
  if (armySupply(oracle, army).status === 'Out of Supply') {
    ctx.log(
      'Upkeep',
      army.name,
      'Out of Supply by distance: no upkeep (its supplies cannot reach it); it forages',
      'RULINGS 30',
    );
    return;
  }
  const declined = ctx.ordersOf(army.name, army.player).some((l) => l.actionId === 'NoUpkeep');
  const site = ruins.get(army) ?? army.site;
  const cost = armyUpkeep(army.points, site);
  if (declined) {
    ctx.unpaidArmies.add(army.name);
    ctx.log(
      'Upkeep',
      army.name,
      `No upkeep ordered: ${cost} not paid, Out of Supply this turn`,
      'RULINGS 12, 19',
    );
    return;
  }
  const what = `${army.name} (${army.points} points, ${site})`;
  if (ctx.pay(army.player, 'Army upkeep', cost, what)) return;
  ctx.unpaidArmies.add(army.name);
  ctx.log('Upkeep', army.name, `cannot pay ${cost} upkeep: Out of Supply this turn`, 'RULINGS 7, 12, 19');
}

/** True when paid; an unpaid unit is removed (the caller takes it off the list). */
function unitBill(ctx: TurnContext, u: Unit): boolean {
  const cost = unitUpkeep(u.type, u.size);
  const what = u.type === 'Settler' ? `${u.name} (size ${u.size})` : u.name;
  if (ctx.pay(u.player, UNIT_CATEGORY[u.type], cost, what)) return true;
  ctx.log('Upkeep', u.name, `${u.type} upkeep ${cost} unpaid: removed`, 'RULINGS 18, 19');
  return false;
}

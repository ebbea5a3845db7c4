import { formatHex, Hex, sameHex } from '../../hex';
import type { Army } from '../../model';
import { armyRace } from '../army';
import { mayRecruitIn, recruitLimit } from '../city-actions';
import type { OrderLine } from '../orders';
import { ArmyMobility, MAX_ARMY_POINTS } from '../tables';
import type { Mutable, Phase, TurnContext } from './context';
import { findArmy, key, removeFrom, startSupply, unitMemory } from './units-memory';

/**
 * The army actions that do not move it (ARMY ACTIONS, Table 7): Join, Split, Disband, Recruit, Destroy. They
 * happen in place at the start of the action step, before anyone moves (Destroy after, see units.ts).
 */

type A = Mutable<Army>;
const T7 = 'ARMY ACTIONS';

/** UNIT TYPES, Armies: any slow model makes a FOOT army; all flyers a FLYER army; otherwise CAV. */
function mergedMobility(a: ArmyMobility, b: ArmyMobility): ArmyMobility {
  if (a === 'FOOT' || b === 'FOOT') return 'FOOT';
  return a === 'FLYER' && b === 'FLYER' ? 'FLYER' : 'CAV';
}

/** Join: both armies in one hex, same owner; the larger keeps its name (as the order checker tells the
 * player), the other is removed. Its partner's own Join line then finds nothing left to do. */
export function join(ctx: TurnContext, phase: Phase, army: A, target: string): void {
  const other = findArmy(ctx, target);
  if (other === undefined || other === army) {
    ctx.log(phase, army.name, `Join ${target}: already joined, nothing left to do`, T7);
    return;
  }
  if (other.player !== army.player || !sameHex(other.hex, army.hex)) {
    ctx.log(
      phase,
      army.name,
      `Join ${other.name} fails: not an army of ${army.player} in ${formatHex(army.hex)}`,
      T7,
    );
    return;
  }
  // ARMY ACTIONS, Join: "All armies involved must expend an action to join" — the partner must write Join too.
  const partnerJoins = ctx
    .ordersOf(other.name, other.player)
    .some(
      (line) =>
        line.actionId === 'Join' && line.args?.type === 'target' && key(line.args.target) === key(army.name),
    );
  if (!partnerJoins) {
    ctx.log(phase, army.name, `Join ${other.name} fails: ${other.name} did not spend an action to join`, T7);
    return;
  }
  const keep = army.points > other.points ? army : other;
  const gone = keep === army ? other : army;
  const byRace = new Map<string, number>([[keep.race, keep.points]]);
  byRace.set(gone.race, (byRace.get(gone.race) ?? 0) + gone.points);
  const total = keep.points + gone.points;
  keep.points = Math.min(total, MAX_ARMY_POINTS);
  keep.mobility = mergedMobility(keep.mobility, gone.mobility);
  keep.race = armyRace(byRace);
  const mem = unitMemory(ctx);
  const marches = Math.max(mem.marches.get(key(keep.name)) ?? 0, mem.marches.get(key(gone.name)) ?? 0);
  if (marches > 0) mem.marches.set(key(keep.name), marches);
  if (mem.engaged.has(key(gone.name))) mem.engaged.add(key(keep.name));
  removeFrom(ctx.state.armies, gone.name);
  const over =
    total > MAX_ARMY_POINTS
      ? ` (${total - MAX_ARMY_POINTS} points over the 2,599 limit are lost, RULINGS 6)`
      : '';
  ctx.log(
    phase,
    keep.name,
    `${gone.name} joins ${keep.name}: ${keep.points} points, ${keep.mobility}, ${keep.race}${over}`,
    T7,
  );
}

/** Split: new armies in the same hex with the owner, mobility, race and site of the old; the rest keeps the old
 * name, or the old army is gone when the parts take everything. The new armies' own orders start with the next
 * action step (each has used one action for the split). */
export function split(ctx: TurnContext, phase: Phase, army: A, line: OrderLine, step: number): void {
  if (line.args?.type !== 'split') return;
  const parts = line.args.parts;
  const sum = parts.reduce((s, p) => s + p.points, 0);
  const taken = parts.filter((p) => findArmy(ctx, p.name) !== undefined);
  if (sum > army.points || taken.length > 0) {
    const why =
      taken.length > 0
        ? `the name ${taken[0].name} is in use`
        : `the parts add up to ${sum} of ${army.points} points`;
    ctx.log(phase, army.name, `Split fails: ${why}`, T7);
    return;
  }
  const mem = unitMemory(ctx);
  const status = startSupply(ctx).get(key(army.name));
  for (const p of parts) {
    ctx.state.armies.push({ ...army, name: p.name, points: p.points });
    mem.offsets.set(key(p.name), step);
    if (status !== undefined) startSupply(ctx).set(key(p.name), status);
    mem.startHex.set(key(p.name), army.hex);
    const marches = mem.marches.get(key(army.name));
    if (marches !== undefined) mem.marches.set(key(p.name), marches);
  }
  const rest = army.points - sum;
  const names = parts.map((p) => `${p.name} (${p.points})`).join(', ');
  if (rest === 0) removeFrom(ctx.state.armies, army.name);
  else army.points = rest;
  ctx.log(phase, army.name, `splits into ${names}${rest > 0 ? `; ${army.name} keeps ${rest}` : ''}`, T7);
}

/** Disband: points off the army, the whole army, or (a note of the troops) left to the moderator. */
export function disband(ctx: TurnContext, phase: Phase, army: A, line: OrderLine): void {
  const a = line.args;
  const points = a?.type === 'points' ? a.points : null;
  const note = a?.type === 'points' ? a.note : null;
  if (points === null && note !== null) {
    ctx.log(phase, army.name, `disbands ${note}: the moderator takes those troops' points off`, T7);
    return;
  }
  if (points === null || points >= army.points) {
    removeFrom(ctx.state.armies, army.name);
    ctx.log(phase, army.name, 'disbands entirely', T7);
    return;
  }
  army.points -= points;
  ctx.log(phase, army.name, `disbands ${points} points; ${army.points} remain`, T7);
}

/** Recruit (RULINGS 17): in a city of the owner's that is not conquered, up to city size x 100 points, paid in
 * full now ("Recruit" in the treasury) or not at all. */
export function recruit(ctx: TurnContext, phase: Phase, army: A, line: OrderLine): void {
  const wanted = line.args?.type === 'points' ? (line.args.points ?? 0) : 0;
  const city = ctx.state.cities.find((c) => c.size > 0 && sameHex(c.hex, army.hex));
  if (city === undefined || city.player !== army.player || city.conquered) {
    ctx.log(
      phase,
      army.name,
      `Recruit fails: no city of ${army.player}'s own (not conquered) in ${formatHex(army.hex)}`,
      T7,
    );
    return;
  }
  if (!mayRecruitIn(city, ctx.state.turn)) {
    const why = `${city.name} is being abandoned (turn ${city.abandonedTurn ?? '?'}): no troops are recruited there`;
    ctx.log(phase, army.name, `Recruit fails: ${why}`, 'CITY ACTIONS, Abandon City');
    return;
  }
  const points = Math.min(wanted, recruitLimit(city.size), MAX_ARMY_POINTS - army.points);
  if (points <= 0) {
    ctx.log(phase, army.name, 'Recruit: nothing can be added (RULINGS 6, 17)', T7);
    return;
  }
  if (!ctx.pay(army.player, 'Recruit', points, `Recruit ${points} points, ${army.name}`)) {
    ctx.log(
      phase,
      army.name,
      `Recruit fails: cannot afford ${points} (treasury ${ctx.balance(army.player)})`,
      T7,
    );
    return;
  }
  army.points += points;
  ctx.log(
    phase,
    army.name,
    `recruits ${points} points in ${city.name} (now ${army.points})`,
    'ARMY ACTIONS, Recruit',
  );
}

/** DESTROYING STRUCTURES: every structure in the hex (depots, watchtowers, temples, Bridge structures). */
export function destroyStructures(ctx: TurnContext, phase: Phase, who: string, hex: Hex): void {
  const here = ctx.state.structures.filter((s) => sameHex(s.hex, hex));
  if (here.length === 0) {
    ctx.log(phase, who, `Destroy: no structure in ${formatHex(hex)}`, 'DESTROYING STRUCTURES');
    return;
  }
  for (const s of here) ctx.state.structures.splice(ctx.state.structures.indexOf(s), 1);
  const what = here.map((s) => `${s.type} (${s.player})`).join(', ');
  ctx.log(phase, who, `destroys ${what} in ${formatHex(hex)}`, 'DESTROYING STRUCTURES');
}

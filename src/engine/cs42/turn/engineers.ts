import { ownEntry } from '../../own';
import { formatHex, Hex, neighbour, opposite, sameHex } from '../../hex';
import type { MapHex, Unit } from '../../model';
import type { OrderLine } from '../orders';
import type { StructureType } from '../tables';
import type { Mutable, Phase, TurnContext } from './context';
import { key, removeFrom, unitMemory } from './units-memory';

/**
 * ENGINEER BATTALION ACTIONS (Tables 8, 9; UNDERGROUND RULES). Work happens after the step's movement, so an
 * engineer caught by an enemy army this step does nothing (units-contact.ts).
 * - Build Road (its hex or the adjacent one named) and Build Bridge (that edge, recorded on both hexes' Map
 *   rows) take one action; Build Temple one action, 25 guilders.
 * - Build Supply Depot (50) and Build Watchtower (100) take two consecutive actions: paid on the first
 *   ("Build" in the treasury), the structure appears on the second. The order checker numbers each line's
 *   step (`step: {n, of}`), reading last turn's accepted actions for a job begun then; a first step this turn
 *   that could not be paid voids its second. Not in a city hex, nor where STRUCTURES/TERRAIN allow only roads
 *   (a mine, Fleetfoot Fruit Trees, Mystic Portal, Sweet Water Clear Spring, Magical Glade).
 * - Work Mine: two consecutive actions; on the second, Table 8: d20 (`mine:<hex>`) for the row, 3d6
 *   (`mine:<hex>:3d6:1..3`) for the number of d20s (`mine:<hex>:d20:<i>`), x 5 guilders. "(3d6/3)" and
 *   "(3d6/2)" are rounded up (Normal's stated range starts at 10). "The amount rolled is added to your treasury
 *   on the next income cycle": it is kept as the player's mine output due (income.ts pays it, "Mine").
 *   Mother Load's +5 to the next roll and Exhausted's new mine are logged for the moderator; Exhausted turns the
 *   hex into Ruins.
 * - Dig Tunnel / Dig Entrance: on the first digging action of a turn, a cave-in roll d20 (`cavein:<unit>`)
 *   kills the battalion on 1-5 (25%), 1-2 (10%) if its owner's race is Dwarves. A tunnel completes on the
 *   second action: the battalion moves into the adjacent hex, which becomes Underground; an entrance completes
 *   on the fourth and marks the hex a Cave Entrance.
 */

const T9 = 'ENGINEER BATTALION ACTIONS, Table 9';
export const BUILD_COST: Readonly<Partial<Record<string, { type: StructureType; cost: number }>>> = {
  BuildSupplyDepot: { type: 'Supply Depot', cost: 50 },
  BuildTemple: { type: 'Temple', cost: 25 },
  BuildWatchtower: { type: 'Watchtower', cost: 100 },
};
/** Cave-ins: 25% (5 on a d20), Dwarves 10% (2 on a d20). */
export const CAVE_IN = { sides: 20, normal: 5, dwarves: 2 } as const;
const ROADS_ONLY = ['Fleetfoot Fruit Trees', 'Mystic Portal', 'Sweet Water Clear Spring', 'Magical Glade'];

/** Table 8: Mine Output, by d20 row: how many d20s (x 5 guilders) for a 3d6 total. */
export const MINE_OUTPUT: readonly {
  readonly upTo: number;
  readonly output: string;
  readonly d20s: (s: number) => number;
}[] = [
  { upTo: 6, output: 'Weak', d20s: (s) => Math.ceil(s / 3) },
  { upTo: 15, output: 'Normal', d20s: (s) => Math.ceil(s / 2) },
  { upTo: 18, output: 'High', d20s: (s) => s },
  { upTo: 19, output: 'Mother Load', d20s: (s) => s + 5 },
  { upTo: Infinity, output: 'Exhausted', d20s: (s) => s + 5 },
];
export const MINE_GUILDERS_PER_PIP = 5;

/** Why nothing but a road may be built on the hex (a mine, or special terrain that takes only roads), or null:
 * the resolver's rule and the receipt's (O086). */
export function onlyRoads(h: MapHex | undefined): string | null {
  if (h?.mine === true) return 'only roads may be built on a mine (TERRAIN, Mine Entrance)';
  if (h?.special !== null && h?.special !== undefined && ROADS_ONLY.includes(h.special))
    return `only roads may be built on ${h.special} (SPECIAL TERRAIN TYPES)`;
  return null;
}

function buildable(ctx: TurnContext, hex: Hex): string | null {
  if (ctx.state.cities.some((c) => c.size > 0 && sameHex(c.hex, hex)))
    return 'a city stands here (STRUCTURES, City)';
  return onlyRoads(ctx.state.map.hexes.get(formatHex(hex)));
}

function build(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, line: OrderLine): void {
  const b = ownEntry(BUILD_COST, line.actionId ?? '');
  if (b === undefined) return;
  const mem = unitMemory(ctx);
  const n = line.step?.n ?? 1;
  const of = line.step?.of ?? 1;
  const where = formatHex(unit.hex);
  const blocked = buildable(ctx, unit.hex);
  const exists = ctx.state.structures.some((s) => s.type === b.type && sameHex(s.hex, unit.hex));
  if (blocked !== null || exists) {
    ctx.log(phase, unit.name, `${line.action} fails: ${blocked ?? `${where} already has a ${b.type}`}`, T9);
    mem.unpaidWork.add(key(unit.name));
    return;
  }
  if (n === 1) {
    if (!ctx.pay(unit.player, 'Build', b.cost, `${b.type} in ${where}`)) {
      ctx.log(
        phase,
        unit.name,
        `${line.action} fails: cannot afford ${b.cost} (treasury ${ctx.balance(unit.player)})`,
        T9,
      );
      mem.unpaidWork.add(key(unit.name));
      return;
    }
    mem.unpaidWork.delete(key(unit.name));
  } else if (mem.unpaidWork.has(key(unit.name))) {
    ctx.log(phase, unit.name, `${line.action} (work ${n} of ${of}) is void: its first step failed`, T9);
    return;
  }
  if (n < of) {
    ctx.log(phase, unit.name, `starts a ${b.type} in ${where} (work ${n} of ${of}, paid ${b.cost})`, T9);
    return;
  }
  ctx.state.structures.push({
    name: `${b.type} ${where}`,
    type: b.type,
    player: unit.player,
    hex: unit.hex,
    edge: null,
    capturedTurn: null,
  });
  ctx.log(phase, unit.name, `completes a ${b.type} in ${where}`, T9);
}

function road(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, line: OrderLine): void {
  const d = line.args?.type === 'direction' ? line.args.direction : null;
  const where = d === null ? unit.hex : neighbour(unit.hex, d);
  const h = ctx.state.map.hexes.get(formatHex(where));
  if (h === undefined) return ctx.log(phase, unit.name, 'Build Road fails: off the map', T9);
  h.road = true;
  ctx.log(phase, unit.name, `builds a road in ${formatHex(where)}`, T9);
}

function bridge(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, line: OrderLine): void {
  const d = line.args?.type === 'direction' ? line.args.direction : null;
  const here = ctx.state.map.hexes.get(formatHex(unit.hex));
  if (d === null || here === undefined) return;
  if (!here.bridges.includes(d)) here.bridges = [...here.bridges, d];
  const there = ctx.state.map.hexes.get(formatHex(neighbour(unit.hex, d)));
  if (there !== undefined && !there.bridges.includes(opposite(d)))
    there.bridges = [...there.bridges, opposite(d)];
  ctx.log(phase, unit.name, `builds a bridge on edge ${d} of ${formatHex(unit.hex)}`, T9);
}

function mine(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, line: OrderLine): void {
  const where = formatHex(unit.hex);
  if ((line.step?.n ?? 2) < 2)
    return ctx.log(phase, unit.name, `starts working the mine in ${where} (work 1 of 2)`, T9);
  const h = ctx.state.map.hexes.get(where);
  if (h?.mine !== true) return ctx.log(phase, unit.name, `Work Mine fails: no mine in ${where}`, T9);
  const T8 = 'Table 8: Mine Output';
  const r = ctx.roll(
    phase,
    `mine:${where}`,
    20,
    unit.name,
    T8,
    (n) => `mine row: ${MINE_OUTPUT.find((x) => n <= x.upTo)?.output}`,
  );
  const row = MINE_OUTPUT.find((x) => r <= x.upTo) ?? MINE_OUTPUT[MINE_OUTPUT.length - 1];
  let pips = 0;
  for (let i = 1; i <= 3; i++)
    pips += ctx.roll(phase, `mine:${where}:3d6:${i}`, 6, unit.name, T8, (n) => `3d6 die ${i}: ${n}`);
  const count = row.d20s(pips);
  let sum = 0;
  for (let i = 1; i <= count; i++)
    sum += ctx.roll(
      phase,
      `mine:${where}:d20:${i}`,
      20,
      unit.name,
      T8,
      (n) => `output d20 ${i} of ${count}: ${n}`,
    );
  const guilders = sum * MINE_GUILDERS_PER_PIP;
  const at = ctx.state.players.findIndex((p) => key(p.name) === key(unit.player));
  if (at >= 0) {
    const p = ctx.state.players[at];
    ctx.state.players[at] = { ...p, mineOutput: (p.mineOutput ?? 0) + guilders };
  }
  ctx.log(
    phase,
    unit.name,
    `${row.output}: ${count} d20 = ${sum} x ${MINE_GUILDERS_PER_PIP} = ${guilders} guilders, added to the treasury at the next income`,
    T8,
  );
  if (row.output === 'Mother Load')
    ctx.log(phase, unit.name, `moderator: +5 to the next roll of the mine in ${where}`, T8);
  if (row.output === 'Exhausted') {
    h.mine = false;
    h.special = 'Ruins';
    ctx.log(
      phase,
      unit.name,
      `the mine in ${where} is exhausted and becomes Ruins; moderator: place a new mine at random`,
      T8,
    );
  }
}

function dig(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, line: OrderLine): void {
  const mem = unitMemory(ctx);
  if (!mem.dug.has(key(unit.name))) {
    mem.dug.add(key(unit.name));
    const race = ctx.state.players.find((p) => p.name === unit.player)?.race ?? '';
    const limit = race.trim().toLowerCase() === 'dwarves' ? CAVE_IN.dwarves : CAVE_IN.normal;
    const r = ctx.roll(
      phase,
      `cavein:${unit.name}`,
      CAVE_IN.sides,
      unit.name,
      'ENGINEER BATTALION ACTIONS, Dig Tunnel',
      (n) =>
        n <= limit
          ? `cave-in (${limit} or less): the engineers are killed`
          : `no cave-in (needs ${limit} or less)`,
    );
    if (r <= limit) return removeFrom(ctx.state.units, unit.name);
  }
  const n = line.step?.n ?? 1;
  const of = line.step?.of ?? 1;
  if (n < of) return ctx.log(phase, unit.name, `digs (work ${n} of ${of})`, 'UNDERGROUND RULES');
  if (line.actionId === 'DigEntrance') {
    const h = ctx.state.map.hexes.get(formatHex(unit.hex));
    if (h !== undefined) h.special = 'Cave Entrance';
    return ctx.log(
      phase,
      unit.name,
      `opens an underground entrance in ${formatHex(unit.hex)}`,
      'UNDERGROUND RULES',
    );
  }
  const d = line.args?.type === 'direction' ? line.args.direction : null;
  const to = d === null ? undefined : ctx.state.map.hexes.get(formatHex(neighbour(unit.hex, d)));
  if (to === undefined)
    return ctx.log(phase, unit.name, 'Dig Tunnel fails: off the map', 'UNDERGROUND RULES');
  to.terrain = 'Underground';
  unit.hex = to.hex;
  ctx.log(phase, unit.name, `digs a tunnel into ${formatHex(to.hex)} and moves in`, 'UNDERGROUND RULES');
}

/** One engineer action other than Move and Hold. */
export function engineerAction(ctx: TurnContext, phase: Phase, unit: Mutable<Unit>, line: OrderLine): void {
  switch (line.actionId) {
    case 'BuildRoad':
      return road(ctx, phase, unit, line);
    case 'BuildBridge':
      return bridge(ctx, phase, unit, line);
    case 'BuildSupplyDepot':
    case 'BuildTemple':
    case 'BuildWatchtower':
      return build(ctx, phase, unit, line);
    case 'WorkMine':
      return mine(ctx, phase, unit, line);
    case 'DigTunnel':
    case 'DigEntrance':
      return dig(ctx, phase, unit, line);
    default:
      return undefined;
  }
}

import { Direction, formatHex, Hex, neighbour, opposite } from '../../hex';
import { ownEntry } from '../../own';
import { CheckContext, Order, reject, UnitTurn, Verdict } from './context';
import { direction, KindGrammar, movement, noArgs, spec } from './grammar';
import { checkMovement } from './movement';
import type { StructureType } from '../tables';
import { onlyRoads } from '../turn/engineers';

/** ENGINEER BATTALION ACTIONS (Table 9), UNDERGROUND RULES (Building Underground). */

const MOVE = spec(
  'Move',
  'Move',
  ['move'],
  'Sappers - Move 1',
  movement({ min: 1, max: 2, qualifiers: false, destroy: false }),
);

export const ENGINEER_GRAMMAR: KindGrammar = {
  kind: 'engineer',
  noun: 'engineer battalion',
  actions: [
    spec('Hold', 'Hold', ['hold'], 'Sappers - Hold', noArgs),
    MOVE,
    spec(
      'BuildRoad',
      'Build Road',
      ['build road', 'build roads'],
      'Sappers - Build Road 3',
      direction(false),
    ),
    spec('BuildBridge', 'Build Bridge', ['build bridge'], 'Sappers - Build Bridge 2', direction(true)),
    spec(
      'BuildSupplyDepot',
      'Build Supply Depot',
      ['build supply depot', 'build depot', 'build supply stash', 'build stash'],
      'Sappers - Build Supply Depot',
      noArgs,
      { steps: 2 },
    ),
    spec('BuildTemple', 'Build Temple', ['build temple', 'build temples'], 'Sappers - Build Temple', noArgs),
    spec(
      'BuildWatchtower',
      'Build Watchtower',
      ['build watchtower', 'build watchtowers', 'build watch tower', 'build tower'],
      'Sappers - Build Watchtower',
      noArgs,
      { steps: 2 },
    ),
    spec('WorkMine', 'Work Mine', ['work mine', 'work the mine', 'mine'], 'Sappers - Work Mine', noArgs, {
      steps: 2,
    }),
    spec('DigTunnel', 'Dig Tunnel', ['dig tunnel', 'dig'], 'Sappers - Dig Tunnel 4', direction(true), {
      steps: 2,
    }),
    spec(
      'DigEntrance',
      'Dig Entrance',
      ['dig entrance', 'dig tunnel entrance', 'dig underground entrance', 'dig tunnel up', 'dig up'],
      'Sappers - Dig Entrance',
      noArgs,
      { steps: 4 },
    ),
  ],
};

/** Table 9 costs, paid on the first of the actions (Build Supply Depot, Build Watchtower). */
const STRUCTURE_BUILD: Partial<Record<Order['spec']['id'], { type: StructureType; cost: number }>> = {
  BuildSupplyDepot: { type: 'Supply Depot', cost: 50 },
  BuildTemple: { type: 'Temple', cost: 25 },
  BuildWatchtower: { type: 'Watchtower', cost: 100 },
};

function hasEdge(ctx: CheckContext, hex: Hex, d: Direction, field: 'rivers' | 'bridges'): boolean {
  const here = ctx.state.map.hexes.get(formatHex(hex))?.[field] ?? [];
  const there = ctx.state.map.hexes.get(formatHex(neighbour(hex, d)))?.[field] ?? [];
  return here.includes(d) || there.includes(opposite(d));
}

function bridge(ctx: CheckContext, at: Hex, d: Direction): Verdict {
  if (!hasEdge(ctx, at, d, 'rivers'))
    return reject('O043', `No river is on edge ${d} of ${formatHex(at)}: name the edge with the river.`);
  const built = ctx.structuresAt(at, 'Bridge').some((b) => b.edge === d);
  if (built || hasEdge(ctx, at, d, 'bridges'))
    return reject('O042', `Edge ${d} of ${formatHex(at)} already has a bridge.`);
  return { ok: true, message: `builds a bridge on edge ${d} of ${formatHex(at)}.` };
}

export function checkEngineerAction(ctx: CheckContext, turn: UnitTurn, order: Order, step: number): Verdict {
  const at = turn.pos;
  const a = order.args;
  const id = order.spec.id;
  const underground = ctx.state.map.hexes.get(formatHex(at))?.terrain === 'Underground';
  switch (id) {
    case 'Move':
      return checkMovement(ctx, turn, order, MOVE);
    case 'BuildRoad': {
      const where = a.type === 'direction' && a.direction !== null ? neighbour(at, a.direction) : at;
      if (!ctx.onMap(where)) return reject('O029', `That road would be off the map.`);
      if (ctx.state.map.hexes.get(formatHex(where))?.road === true)
        return reject('O042', `${formatHex(where)} already has a road.`);
      return { ok: true, message: `builds a road in ${formatHex(where)}.` };
    }
    case 'BuildBridge':
      return a.type === 'direction' && a.direction !== null
        ? bridge(ctx, at, a.direction)
        : reject('O008', 'Build Bridge needs an edge.');
    case 'BuildSupplyDepot':
    case 'BuildTemple':
    case 'BuildWatchtower': {
      const b = ownEntry(STRUCTURE_BUILD, id);
      if (b === undefined) return reject('O005', 'Unknown structure.');
      if (ctx.cityAt(at) !== undefined)
        return reject(
          'O041',
          `No other structure may be built in a city hex (STRUCTURES); ${formatHex(at)} holds a city.`,
        );
      if (ctx.structuresAt(at, b.type).length > 0)
        return reject('O042', `${formatHex(at)} already has a ${b.type}.`);
      const roadsOnly = onlyRoads(ctx.state.map.hexes.get(formatHex(at)));
      if (roadsOnly !== null)
        return reject('O086', `No ${b.type} in ${formatHex(at)}: ${roadsOnly}. A road may be built there.`);
      const cost = step === 1 ? b.cost : 0;
      const done = step === order.spec.steps;
      return {
        ok: true,
        cost,
        message: done
          ? `completes a ${b.type} in ${formatHex(at)}.`
          : `starts a ${b.type} in ${formatHex(at)} (work ${step} of ${order.spec.steps}${cost > 0 ? `, cost ${cost}` : ''}).`,
      };
    }
    case 'WorkMine':
      if (ctx.state.map.hexes.get(formatHex(at))?.mine !== true)
        return reject('O044', `No mine is known in ${formatHex(at)}.`);
      return {
        ok: true,
        message: step === 2 ? 'works the mine (Table 8 roll).' : 'starts working the mine (work 1 of 2).',
      };
    case 'DigTunnel':
    case 'DigEntrance':
      if (!underground)
        return reject(
          'O061',
          `${formatHex(at)} is not underground: engineers dig only in the underground (UNDERGROUND RULES).`,
        );
      return { ok: true, message: `digs (work ${step} of ${order.spec.steps}).` };
    default:
      return { ok: true, message: 'holds.' };
  }
}

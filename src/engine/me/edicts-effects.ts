/**
 * What edicts do at the end of the turn (004 1.1B-1.3B Tables 3-4, 5.1B, Table 6, App. G; resolver order
 * ME-R30: after ownership changes, before power generation): Loot and Raze with their rolls, then what Industry
 * and Civilization hexes still held yield for Table 9, with the Beast checks (ME-R26).
 */
import { lookup } from '../core/tables';
import type { Dice } from '../dice';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import type { EdictOrder, EdictSettings } from './edicts';
import { APP_G_PROVOKE, TABLE_6_INDUSTRY_BEAST, TABLE_6_MOUNTAIN_DEEP_MINE_BEAST } from './edicts-tables';
import { PHASE, addProduction, awaken, lootHex, lootRisk, razeHex, rolled, type Work } from './edicts-loot';
import type { MeHex, MeState } from './model';
import { industryProduction } from './power';

export interface EdictResolution {
  readonly state: MeState;
  readonly events: readonly MeEvent[];
  /** Production per player this turn: Industry hexes still held, plus looted ore and lumber (Table 4, 5.1B). */
  readonly production: ReadonlyMap<string, number>;
  /** Cities and capitals under Civilization still held, per player (Table 9 Grand Civilization). */
  readonly civilization: ReadonlyMap<string, number>;
  /** Hexes where the Beast awoke (App. G). */
  readonly beasts: readonly string[];
}

/** Industry on a Deep Mine or Deep Woods (Table 6, ME-R26) and provoking the Beast (App. G). */
function industryHex(w: Work, player: string, order: EdictOrder): void {
  const h = w.hexes.get(order.hex) as MeHex;
  if (order.provoke && w.beastModule) {
    const r = rollFor(w.dice, `me:provoke:${order.hex}`, 1, 6);
    if (lookup(APP_G_PROVOKE, r.total))
      awaken(w, order.hex, `${player} provokes the Beast`, r, APP_G_PROVOKE.cite);
    else
      w.events.push(
        dieEvent(
          PHASE,
          order.hex,
          `${player} provokes the Beast: it sleeps on`,
          rolled(r),
          APP_G_PROVOKE.cite,
        ),
      );
    return;
  }
  const n = industryProduction(h);
  addProduction(w, player, n);
  w.events.push(
    meEvent(
      PHASE,
      order.hex,
      `Industry: ${n} production (${h.major ?? 'empty'})`,
      '004 5.1B, Table 6, ME-R8',
    ),
  );
  if (!w.beastModule || (h.major !== 'Deep Mine' && h.major !== 'Deep Woods')) return;
  const mountainMine = h.major === 'Deep Mine' && h.terrain === 'Mountain';
  const table = mountainMine ? TABLE_6_MOUNTAIN_DEEP_MINE_BEAST : TABLE_6_INDUSTRY_BEAST;
  const r = rollFor(w.dice, `me:industry:${order.hex}:beast`, mountainMine ? 1 : 2, 6);
  if (lookup(table, r.total)) awaken(w, order.hex, `Industry in the ${h.major}`, r, table.cite);
  else
    w.events.push(
      dieEvent(PHASE, order.hex, `Industry in the ${h.major}: the Beast sleeps on`, rolled(r), table.cite),
    );
}

/**
 * Resolves every kingdom's edicts at the end of the turn, on the state after this turn's ownership changes
 * (ME-R30): an edict only acts on a hex its issuer holds then. Loot and Raze first, each player and hex in
 * order; then Industry and Civilization. `conquered` maps a hex conquered this turn to the conquering army
 * (Table 4: characters and items "selected from the conquering army").
 */
export function resolveEdicts(
  state: MeState,
  orders: ReadonlyMap<string, readonly EdictOrder[]>,
  dice: Dice,
  settings: EdictSettings,
  conquered: ReadonlyMap<string, string> = new Map(),
): EdictResolution {
  const w = workFrom(state, dice, settings);
  const civilization = new Map<string, number>();
  const players = [...orders.keys()].sort();
  const held = (player: string, o: EdictOrder): boolean => {
    if (w.hexes.get(o.hex)?.owner === player) return true;
    if (o.edict !== 'Support Troops')
      w.events.push(
        meEvent(
          PHASE,
          o.hex,
          `${player}'s ${o.edict} edict has no effect: the hex is not his at the end of the turn`,
          '004 1.0B, 5.1B',
        ),
      );
    return false;
  };
  const sorted = (player: string): EdictOrder[] =>
    [...(orders.get(player) ?? [])].sort((a, b) => a.hex.localeCompare(b.hex));
  for (const player of players)
    for (const o of sorted(player).filter((x) => x.edict === 'Loot' || x.edict === 'Raze'))
      if (held(player, o)) {
        const army = conquered.get(o.hex) ?? null;
        if (o.edict === 'Loot') lootHex(w, player, o.hex, army);
        else razeHex(w, player, o.hex, army);
      }
  for (const player of players)
    for (const o of sorted(player).filter((x) => x.edict === 'Industry' || x.edict === 'Civilization'))
      if (held(player, o)) {
        if (o.edict === 'Industry') industryHex(w, player, o);
        else {
          civilization.set(player, (civilization.get(player) ?? 0) + 1);
          w.events.push(
            meEvent(
              PHASE,
              o.hex,
              'Civilization: 2 Power (Table 9 Grand Civilization)',
              '004 Table 2, Table 9',
            ),
          );
        }
      }
  return {
    state: stateFrom(state, w),
    events: w.events,
    production: w.production,
    civilization,
    beasts: w.beasts,
  };
}

function workFrom(state: MeState, dice: Dice, settings: EdictSettings): Work {
  return {
    turn: state.turn,
    hexes: new Map(state.hexes.map((h) => [h.address, h])),
    kingdoms: state.kingdoms,
    characters: [...state.characters],
    carry: [...state.carry],
    events: [],
    production: new Map(),
    beasts: [],
    beastModule: settings.beast,
    dice,
  };
}

function stateFrom(state: MeState, w: Work): MeState {
  return {
    ...state,
    hexes: state.hexes.map((h) => w.hexes.get(h.address) as MeHex),
    kingdoms: w.kingdoms,
    characters: w.characters,
    carry: w.carry,
  };
}

/** What razing or a looting risk outside the edicts did. */
export interface RazeResult {
  readonly state: MeState;
  readonly events: readonly MeEvent[];
  readonly beasts: readonly string[];
}

/**
 * Razes a hex for a cause other than an edict (the Beast, App. G; Disaster, App. F; an incited army, 5.2B)
 * with the same Table 3-4 effects. `player` is whose characters the Table 4 rolls touch (the owner, say), null
 * for none; dice are keyed `${prefix}:d3`, `${prefix}:table4`, `${prefix}:character`.
 */
export function razeByCause(
  state: MeState,
  address: string,
  cause: string,
  player: string | null,
  dice: Dice,
  settings: EdictSettings,
  prefix: string,
): RazeResult {
  const w = workFrom(state, dice, settings);
  if (!w.hexes.has(address)) throw new RangeError(`Cannot raze ${address}: not on the map`);
  razeHex(w, cause, address, null, prefix, player);
  return { state: stateFrom(state, w), events: w.events, beasts: w.beasts };
}

/**
 * The Table 3 looting risk for the hex's owner without the Table 4 gains: undefeated incited neutrals of 500
 * or less loot the hex (5.2B). Dice keyed `${prefix}:table3` (and the raze keys on an Overzealous 1).
 */
export function lootRiskFor(
  state: MeState,
  address: string,
  dice: Dice,
  settings: EdictSettings,
  prefix: string,
): RazeResult {
  const w = workFrom(state, dice, settings);
  const owner = w.hexes.get(address)?.owner ?? null;
  if (owner === null) return { state, events: [], beasts: [] };
  lootRisk(w, owner, address, null, prefix);
  return { state: stateFrom(state, w), events: w.events, beasts: w.beasts };
}

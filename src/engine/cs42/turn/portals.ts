import { formatHex, Hex, sameHex } from '../../hex';
import type { Army, MapHex } from '../../model';
import type { OrderLine } from '../orders';
import {
  discovered,
  MysticPortal,
  mysticPortals,
  portalAt,
  portalLabel,
  portalNamed,
  PORTAL_RULE,
  undiscoveredExits,
} from '../portals';
import type { Mutable, Phase, TurnContext } from './context';
import { addContact, writeBattles } from './combat-records';
import { hostile, key, phaseOf, unitMemory } from './units-memory';

/**
 * Armies through Mystic Portals (SPECIAL TERRAIN TYPES, Mystic Portal).
 * - Enter Portal is an instruction written after the army's last action (orders/portal.ts). The army steps in
 *   when that action is done (before Unit Action 1 when it has none before it), if it stands on a portal and is
 *   not in a battle ("An army in a battle this turn loses its later actions"). From then on it is in neither
 *   hex this turn: "If two armies start at different MP's and move into the hex previously occupied by the
 *   other army they will not encounter each other".
 * - It "re-appear[s] at any other MP next turn": after the Combat phase it stands at the exit, so the next turn
 *   begins with it there ("Appearing in the destination MP does not count as movement. You appear there on your
 *   next turn and may use all of your actions"). An enemy army at the exit does not stop it ("Having an army in
 *   a hex with an MP does not restrict another army from teleporting there"): they fight (portalArrivals).
 * - No exit named: "a randomly determined previously undiscovered portal if one exists": one die, d(number of
 *   portals the owner had not discovered when the turn began, the entry excluded), key `portal:<army>`; the
 *   n-th of them by letter (then address). With one, no die.
 * - Discovery (the Map tab's Discovered by): a player discovers a portal when an army of theirs enters its hex
 *   (by a move), steps into it, or appears at it.
 */

interface Traveller {
  readonly army: Mutable<Army>;
  /** Its place in the armies list, kept for the Armies tab's row order. */
  readonly index: number;
  readonly exit: MysticPortal;
}

interface PortalMemory {
  /** The portals as the turn began: who had discovered what (the random exit's "previously undiscovered"). */
  readonly start: readonly MysticPortal[];
  readonly travellers: Traveller[];
}

const memories = new WeakMap<TurnContext, PortalMemory>();

function memory(ctx: TurnContext): PortalMemory {
  let m = memories.get(ctx);
  if (m === undefined) {
    // The working map's hexes are the turn's own copies: the list is read before any discovery this turn.
    const start = mysticPortals({ map: { ...ctx.state.map } });
    memories.set(ctx, (m = { start, travellers: [] }));
  }
  return m;
}

/** Records that `player` has discovered the portals among `hexes` (the Map tab's Discovered by). */
export function discoverPortals(ctx: TurnContext, player: string, hexes: readonly Hex[]): void {
  for (const hex of hexes) {
    const h = ctx.state.map.hexes.get(formatHex(hex));
    if (h === undefined || portalAt(h) === null) continue;
    const record = discovered(h, player);
    if (record !== h.portal) (h as Mutable<MapHex>).portal = record;
  }
}

/** The accepted Enter Portal line of an army and the step after which it steps in (0: before Unit Action 1). */
function portalOrder(ctx: TurnContext, army: Army): { line: OrderLine; after: number } | null {
  const lines = ctx.ordersOf(army.name, army.player).filter((l) => l.status !== 'rejected');
  const at = lines.findIndex((l) => l.actionId === 'EnterPortal');
  if (at < 0) return null;
  const before = lines.slice(0, at).reduce((n, l) => n + l.actionsUsed, 0);
  return { line: lines[at], after: (unitMemory(ctx).offsets.get(key(army.name)) ?? 0) + before };
}

function exitOf(
  ctx: TurnContext,
  phase: Phase,
  army: Army,
  entry: MysticPortal,
  exit: string | null,
): MysticPortal | null {
  const { start } = memory(ctx);
  if (exit !== null) {
    const out = portalNamed(start, exit);
    if (out !== undefined && formatHex(out.hex) !== formatHex(entry.hex)) return out;
    ctx.log(
      phase,
      army.name,
      `does not enter portal ${entry.name}: no other portal is called “${exit}”`,
      PORTAL_RULE,
    );
    return null;
  }
  const open = undiscoveredExits(start, army.player, entry.hex);
  if (open.length === 0) {
    ctx.log(
      phase,
      army.name,
      `does not enter portal ${entry.name}: no undiscovered portal is left`,
      PORTAL_RULE,
    );
    return null;
  }
  if (open.length === 1) return open[0];
  const n = ctx.roll(
    phase,
    `portal:${army.name}`,
    open.length,
    army.name,
    PORTAL_RULE,
    (r) =>
      `no exit named: appears next turn at ${portalLabel(open[r - 1])} (one of ${open.length} undiscovered portals)`,
  );
  return open[n - 1];
}

function enter(ctx: TurnContext, phase: Phase, army: Mutable<Army>, line: OrderLine): void {
  const mem = unitMemory(ctx);
  if (mem.engaged.has(key(army.name))) {
    ctx.log(phase, army.name, 'Enter Portal is lost: the army is in a battle', 'COMBAT');
    return;
  }
  const entry = portalAt(ctx.state.map.hexes.get(formatHex(army.hex)));
  if (entry === null) {
    ctx.log(
      phase,
      army.name,
      `is in ${formatHex(army.hex)}, not at a Mystic Portal: it enters none`,
      PORTAL_RULE,
    );
    return;
  }
  const exit = exitOf(ctx, phase, army, entry, line.args?.type === 'portal' ? line.args.exit : null);
  if (exit === null) return;
  discoverPortals(ctx, army.player, [army.hex]);
  const index = ctx.state.armies.indexOf(army);
  if (index < 0) return;
  ctx.state.armies.splice(index, 1);
  memory(ctx).travellers.push({ army, index, exit });
  ctx.log(
    phase,
    army.name,
    `enters Mystic Portal ${portalLabel(entry)}: it appears at ${portalLabel(exit)} next turn`,
    PORTAL_RULE,
  );
}

/** Some army has an accepted Enter Portal this turn. */
function anyPortalOrder(ctx: TurnContext): boolean {
  for (const lines of ctx.orders.values())
    if (lines.some((l) => l.actionId === 'EnterPortal' && l.status !== 'rejected')) return true;
  return false;
}

/** The armies whose Enter Portal comes after step `after` (0: before Unit Action 1) step in. */
export function enterPortals(ctx: TurnContext, action: 1 | 2, after: 0 | 1 | 2): void {
  if (!memories.has(ctx) && (after !== 0 || !anyPortalOrder(ctx))) return;
  memory(ctx);
  for (const army of [...ctx.state.armies]) {
    const order = portalOrder(ctx, army);
    if (order !== null && order.after === after) enter(ctx, phaseOf(action), army, order.line);
  }
}

/**
 * After the Combat phase, before End of turn accounting: each army in a portal stands at its exit, in its old
 * place in the list. Hostile armies there (or arriving with it) fight it: "any hex occupied by two or more armies
 * may have a battle" (COMBAT, Occupying the same hex), a battle of this turn, fought before the next turn's
 * orders are carried out, so an army cannot appear beside an enemy and walk away.
 */
export function portalArrivals(ctx: TurnContext): void {
  const m = memories.get(ctx);
  if (m === undefined || m.travellers.length === 0) return;
  for (const t of [...m.travellers].sort((a, b) => a.index - b.index)) {
    t.army.hex = t.exit.hex;
    ctx.state.armies.splice(Math.min(t.index, ctx.state.armies.length), 0, t.army);
    discoverPortals(ctx, t.army.player, [t.exit.hex]);
    const foes = ctx.state.armies.filter(
      (a) =>
        a !== t.army && a.points > 0 && sameHex(a.hex, t.exit.hex) && hostile(ctx, a.player, t.army.player),
    );
    const battle = foes.length === 0 ? '' : `, where ${foes.map((a) => a.name).join(', ')} stand(s): battle`;
    ctx.log(
      'End of turn',
      t.army.name,
      `appears at Mystic Portal ${portalLabel(t.exit)}${battle}`,
      PORTAL_RULE,
    );
    for (const foe of foes) addContact(ctx, t.exit.hex, [foe.name, t.army.name]);
  }
  m.travellers.length = 0;
  writeBattles(ctx);
}

/**
 * New figures from the army lists ([Forces] 2.b, 2.b.6: "All new figures join units with their characteristics
 * as noted in the pertinent rules books"), and a new warband or Individual raised at step d ([Forces] 2.b.3: "New
 * warbands recruited must also conform to allowable proportions").
 */
import type { CtCampaign } from '../campaign';
import { normalize } from '../../core/orders/line';
import { ctEvent } from '../events';
import type { CtResult, Figure, Warband } from '../model';
import { ok, refuse } from '../model';
import { figureBase, inSeries, nextInSeries, pastNext } from '../figure-ids';
import { recruitWarband } from '../recruit';
import type { FigureType, Purchased } from './purchase';

/** A type as written, or its plural (Swordsmen, Bowmen, Captains). */
export function namesType(type: string, written: string): boolean {
  const t = type.toLowerCase();
  const w = written.trim().toLowerCase();
  return w === t || w === (t.endsWith('man') ? `${t.slice(0, -3)}men` : `${t}s`);
}

export const findType = (
  lists: readonly FigureType[],
  list: string,
  written: string,
): FigureType | undefined =>
  // A spell row (CT-R25) is not a figure type.
  lists.find(
    (x) => !x.flags.has('spell') && x.list.toLowerCase() === list.toLowerCase() && namesType(x.type, written),
  );

export function newFigure(t: FigureType, id: string, leader: boolean): Figure {
  return {
    id,
    type: t.type,
    baseCost: t.baseCost,
    profile: t.profile,
    basicPW: t.profile.PW,
    leader,
    spent: 0,
    mounted: t.flags.has('mounted'),
    magicUser: t.flags.has('magic-user'),
    alchemist: t.flags.has('alchemist'),
    secondChance: t.flags.has('second chance'),
    race: t.race,
    summoned: false,
    drugged: t.flags.has('drugged'),
    hospital: false,
  };
}

/** What else a name would stand for as the subject of an order line (grammar.ts), or null. */
function subjectClash(c: CtCampaign, name: string): string | null {
  const n = normalize(name);
  if (n === 'force') return 'your Force';
  const player = c.state.players.find((p) => normalize(p.name) === n);
  if (player) return `the player ${player.name}`;
  // Battle ids: the moderator's (Battles tab) and the ones the ledger makes (R2-C1, R2-R1).
  if (/^r\d+-/.test(n) || c.battles.some((b) => normalize(b.id) === n)) return 'a battle';
  const figures = c.state.players.flatMap((p) => [
    ...p.warbands.flatMap((w) => w.figures),
    ...p.captives.map((x) => x.figure),
  ]);
  const figure = figures.find((f) => normalize(f.id) === n);
  return figure ? `the figure ${figure.id}` : null;
}

export interface RaiseOrder {
  readonly name: string;
  readonly individual: boolean;
  /** The leader's type (an Individual's one figure). */
  readonly leader: string;
  readonly members: readonly { readonly count: number; readonly type: string }[];
  readonly missile: boolean;
  /** The core rules' minimum, leader included; the book's example is 4 + leader ([Forces] 2.b.3). */
  readonly minimum: number;
}

export function raiseWarband(
  c: CtCampaign,
  playerName: string,
  order: RaiseOrder,
  lists: readonly FigureType[],
  used: ReadonlySet<string> = new Set(),
): CtResult<Purchased> {
  const player = c.state.players.find((p) => p.name === playerName);
  if (!player) return refuse(`${playerName} has no force`);
  if (c.state.players.some((p) => p.warbands.some((w) => w.id.toLowerCase() === order.name.toLowerCase())))
    return refuse(`there is already a warband named ${order.name}`);
  const clash = subjectClash(c, order.name);
  if (clash)
    return refuse(
      `${order.name} already names ${clash}, so its orders would not reach it; name the warband otherwise`,
    );
  const base = figureBase(playerName, order.name);
  const live = c.state.players
    .flatMap((p) => [...p.warbands.flatMap((w) => w.figures), ...p.captives.map((x) => x.figure)])
    .map((f) => f.id);
  const other = live.find((id) => inSeries(base, id));
  if (other) return refuse(`a figure ${other} already exists; name the warband otherwise`);
  // A series a warband that left the roster used (pastSeries, or a Log row read) numbers on, the leader too.
  const spent = [...used].filter((id) => inSeries(base, id));
  const past = pastNext(c.state.players, base);
  const from = past === null && spent.length === 0 ? null : Math.max(past ?? 1, nextInSeries(base, spent));
  const taken = new Set([...used, ...live]);
  // The leader (n = 0) is .L, an Individual the base itself; the members .1 to .n.
  const idAt = (n: number): string =>
    from !== null ? `${base}.${from + n}` : n > 0 ? `${base}.${n}` : order.individual ? base : `${base}.L`;
  const figures: Figure[] = [];
  for (const [i, part] of [{ count: 1, type: order.leader }, ...order.members].entries()) {
    const t = findType(lists, player.armyList, part.type);
    if (!t)
      return refuse(`${part.type} is not a figure type of the ${player.armyList} list on the Army lists tab`);
    if (t.flags.has('drugged'))
      return refuse(
        `Drugged are not raised as a new warband: they join one of your warbands after a win (“<warband> - Recruit 2 ${t.type}”) or are kept from captives ([Races] 6.b.3)`,
      );
    for (let n = 0; n < part.count; n++) {
      const id = idAt(figures.length);
      if (taken.has(id)) return refuse(`a figure ${id} already exists; name the warband otherwise`);
      figures.push(newFigure(t, id, i === 0));
    }
  }
  const warband: Warband = {
    id: order.name,
    kind: order.individual ? 'individual' : 'warband',
    armyList: player.armyList,
    missile: order.missile,
    minimum: order.individual ? 1 : order.minimum,
    station: { kind: 'field' },
    xp: 0,
    figures,
    // The leader is .L and the members .1 to .n: the next recruit takes n + 1 (numbering on: from + n + 1).
    nextFigure: (from ?? 0) + figures.length,
  };
  const r = recruitWarband(player, warband);
  if (!r.ok) return r;
  const cost = figures.reduce((s, f) => s + f.baseCost, 0);
  return ok({
    campaign: {
      ...c,
      state: { ...c.state, players: c.state.players.map((p) => (p.name === player.name ? r.value : p)) },
    },
    events: [
      ctEvent(
        'd. Recruiting',
        order.name,
        `raised (${figures.map((f) => `${f.id} ${f.type}`).join(', ')}) for ${cost} gc`,
        '001 [Forces] 2.b.3',
      ),
    ],
    entries: [{ player: player.name, resource: 'gc', amount: -cost, note: `raise ${order.name}` }],
  });
}

import { Hex, sameHex } from '../../hex';
import type { Army, CampaignState, Unit } from '../../model';
import { armySupply, createSupplyOracle, declaredStatus } from '../supply';
import type { DiplomaticStatus, SupplyStatus } from '../tables';
import type { Mutable, Owned, Phase, TurnContext, WorkingState } from './context';
import type { OrderLine } from '../orders';

/**
 * What the unit phases (Unit Action 1 and 2, Combat, End of turn) remember between their calls, kept beside
 * the TurnContext in a WeakMap (as economy-record.ts does), so the context needs no field of ours. Army and
 * unit names are keyed in lower case.
 */

export interface BattleDraft {
  readonly hex: Hex;
  kind: 'field battle' | 'siege' | 'city fight';
  /** Army names in the order they joined the fight. */
  readonly armies: string[];
  /** The city's garrison, for a city fight or siege (Garrisons: 500 points or size x 100). */
  garrison: { readonly city: string; readonly player: string; readonly size: number } | null;
  /** Index of its record in ctx.battles once written. */
  index: number | null;
}

export interface UnitTurnMemory {
  /** Each army's supply status when Unit Action 1 began (march penalties of Extended / Out of Supply). */
  startSupply: Map<string, SupplyStatus> | null;
  /** Where each army began Unit Action 1 (patrol ranges for armies that start in range). */
  startHex: Map<string, Hex>;
  /** Marches taken this turn: -1 CC, MW, LD each if caught (ARMY ACTIONS, March). */
  readonly marches: Map<string, number>;
  /** Armies on Patrol this turn, with /M; `triggered` once it has engaged. */
  readonly patrols: Map<string, { readonly extended: boolean; triggered: boolean }>;
  /** Armies in a battle this turn: their later actions are lost (Moving Through the Same Hex). */
  readonly engaged: Set<string>;
  readonly battles: BattleDraft[];
  /** The same drafts by hex and whether a siege (`hexKey|siege`): one lookup, not a scan (issue 9). */
  readonly battleAt: Map<string, BattleDraft>;
  /** Pairs of armies that passed with NO ENGAGE on both sides (`a|b`, sorted). */
  readonly passed: Set<string>;
  /** Pairs of armies that have met in battle this turn (`a|b`, sorted). */
  readonly met: Set<string>;
  /** Armies created by Split this turn: the step of the split (their first order is the next step). */
  readonly offsets: Map<string, number>;
  /** Cities a Besiege was tried against this turn (or whose siege went on with its besieger in a battle in the
   * hex), and those where it failed. */
  readonly siegeTried: Set<string>;
  readonly siegeFailed: Set<string>;
  /** Engineers whose first step of a two-step build could not be paid this turn. */
  readonly unpaidWork: Set<string>;
  /** Engineers that rolled for a cave-in this turn (once a turn, ENGINEER BATTALION ACTIONS, Dig Tunnel). */
  readonly dug: Set<string>;
  /** Moves replaced by Miscommunication so far, per army (Calamities). */
  readonly miscommunicated: Map<string, number>;
  /** Units that changed hands this turn (enslaved, turned): their old owner's orders no longer apply. */
  readonly captured: Set<string>;
  /** Cities with an uprising this turn (RULINGS 26), for the moderator. */
  readonly uprisings: string[];
}

const memories = new WeakMap<TurnContext, UnitTurnMemory>();

export function unitMemory(ctx: TurnContext): UnitTurnMemory {
  let m = memories.get(ctx);
  if (m === undefined) {
    m = {
      startSupply: null,
      startHex: new Map(),
      marches: new Map(),
      patrols: new Map(),
      engaged: new Set(),
      battles: [],
      battleAt: new Map(),
      passed: new Set(),
      met: new Set(),
      offsets: new Map(),
      siegeTried: new Set(),
      siegeFailed: new Set(),
      unpaidWork: new Set(),
      dug: new Set(),
      miscommunicated: new Map(),
      captured: new Set(),
      uprisings: [],
    };
    memories.set(ctx, m);
  }
  return m;
}

/** Cities (by name) where an uprising happened this turn (RULINGS 26): the moderator settles who holds them. */
export function uprisingsOf(ctx: TurnContext): readonly string[] {
  return unitMemory(ctx).uprisings;
}

export const key = (name: string): string => name.trim().toLowerCase();
export const pairKey = (a: string, b: string): string => [key(a), key(b)].sort().join('|');

export function asCampaign(state: WorkingState): CampaignState {
  return state;
}

/** Declared Alliances: Unknown, Neutral and At War "always engage forces"; Friendly and Allied do not (the
 * book's Friendly exception within 3 hexes of a controlled city is not applied: Friendly never engages). */
const ENGAGING: readonly DiplomaticStatus[] = ['Unknown', 'Neutral', 'At War'];

/** COMBAT with Declared Alliances: two players fight when either one's declaration toward the other engages. */
export function hostile(ctx: TurnContext, a: string, b: string): boolean {
  const s = asCampaign(ctx.state);
  return (
    a !== b && (ENGAGING.includes(declaredStatus(s, a, b)) || ENGAGING.includes(declaredStatus(s, b, a)))
  );
}

export function phaseOf(action: 1 | 2): Phase {
  return action === 1 ? 'Unit Action 1' : 'Unit Action 2';
}

export function findArmy(ctx: TurnContext, name: string): Mutable<Army> | undefined {
  return ctx.state.armies.find((a) => key(a.name) === key(name));
}

export function findUnit(ctx: TurnContext, name: string): Mutable<Unit> | undefined {
  return ctx.state.units.find((u) => key(u.name) === key(name));
}

export function armiesAt(ctx: TurnContext, hex: Hex): Mutable<Army>[] {
  return ctx.state.armies.filter((a) => a.points > 0 && sameHex(a.hex, hex));
}

/**
 * `list().includes(x)` for a pass over a copy of the list while its actions change it (a Join removes the other
 * army, a Split adds): each thing is looked for at its last known place, and the places are found again only
 * when it is not there (issue 9: includes per army was armies x armies). The same answers as includes.
 */
export function stillIn<T>(list: () => readonly T[]): (x: T) => boolean {
  let at = new Map<T, number>();
  const place = (): void => {
    at = new Map();
    list().forEach((y, i) => {
      if (!at.has(y)) at.set(y, i);
    });
  };
  place();
  return (x) => {
    const i = at.get(x);
    if (i !== undefined && list()[i] === x) return true;
    place();
    return at.has(x);
  };
}

/** Removes an army or unit from the working state. */
export function removeFrom<T extends { name: string }>(list: T[], name: string): void {
  const i = list.findIndex((x) => key(x.name) === key(name));
  if (i >= 0) list.splice(i, 1);
}

/**
 * removeFrom for each name in turn, in one pass (issue 9: a search per name was names x list): each name takes
 * away the first of that name still there, as the calls one after another would. For a pass that does not read
 * the list until it ends.
 */
export function removeAllFrom<T extends { name: string }>(list: T[], names: readonly string[]): void {
  if (names.length === 0) return;
  const left = new Map<string, number>();
  for (const n of names) left.set(key(n), (left.get(key(n)) ?? 0) + 1);
  let kept = 0;
  for (const x of list) {
    const n = left.get(key(x.name)) ?? 0;
    if (n > 0) left.set(key(x.name), n - 1);
    else list[kept++] = x;
  }
  list.length = kept;
}

/** The `step`-th action of a unit or army: its owner's accepted lines that use actions, Patrol taking two slots;
 * an army split off this turn starts after the step of its split. */
export function actionAt(ctx: TurnContext, who: Owned, step: number): OrderLine | null {
  const lines = ctx
    .ordersOf(who.name, who.player)
    .filter((l) => l.status !== 'rejected' && l.actionsUsed > 0);
  let slot = 1 + (unitMemory(ctx).offsets.get(key(who.name)) ?? 0);
  for (const l of lines) {
    if (step >= slot && step < slot + l.actionsUsed) return l;
    slot += l.actionsUsed;
  }
  return null;
}

/** Supply status of every army when Unit Action 1 begins; unpaid upkeep makes an army Out of Supply. */
export function startSupply(ctx: TurnContext): Map<string, SupplyStatus> {
  const m = unitMemory(ctx);
  if (m.startSupply === null) {
    const oracle = createSupplyOracle(asCampaign(ctx.state));
    m.startSupply = new Map(
      ctx.state.armies.map((a) => [
        key(a.name),
        armySupply(oracle, a, { upkeepPaid: !ctx.unpaidArmies.has(a.name) }).status,
      ]),
    );
    for (const a of ctx.state.armies) m.startHex.set(key(a.name), a.hex);
  }
  return m.startSupply;
}

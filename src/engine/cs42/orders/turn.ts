import { isBroken } from '../economy';
import { checkArmyAction } from './army';
import { checkCityAction } from './city';
import { ORDER_CODES, OrderCode } from './codes';
import { CheckContext, Entity, faultMessage, Order, reject, UnitTurn, Verdict } from './context';
import { checkEngineerAction } from './engineer';
import type { ActionSpec } from './grammar';
import { GRAMMARS } from './language';
import { checkScoutAction } from './scout';
import { checkSettlerAction } from './settler';
import { checkSpyAction } from './spy';
import { formatArgs } from './text';
import type { ActionId, OrderLine, OrderNote } from './types';

/**
 * One unit's or city's turn, line by line in the order written (ORDERS: City Action 1, 2, Units Action 1, 2):
 * its allowance, Patrol, the two-Marches correction, multi-turn work, and the kind's own checks.
 */

export interface Draft {
  readonly line: number;
  readonly text: string;
  readonly order: Order;
}

function stepsOf(e: Entity, id: ActionId): number {
  return GRAMMARS[e.kind].actions.find((a) => a.id === id)?.steps ?? 1;
}

function labelOf(e: Entity, id: ActionId): string {
  return GRAMMARS[e.kind].actions.find((a) => a.id === id)?.label ?? id;
}

/** How many of the same action end the sequence. */
function trailing(seq: readonly ActionId[], id: ActionId): number {
  let k = 0;
  for (let i = seq.length - 1; i >= 0 && seq[i] === id; i--) k++;
  return k;
}

/** An unfinished multi-turn job at the end of `seq` (Build Watchtower once ...), or null. */
export function unfinished(e: Entity, seq: readonly ActionId[]): ActionId | null {
  const last = seq.at(-1);
  if (last === undefined) return null;
  const steps = stepsOf(e, last);
  return steps > 1 && trailing(seq, last) % steps !== 0 ? last : null;
}

function allowanceReason(e: Entity): string {
  if (e.kind === 'city') return `a size ${e.city?.size ?? '?'} city`;
  if (e.createdBy !== null) return 'new this turn';
  return e.supply === null ? 'a spy' : `${e.supply} supply, Table 6`;
}

function verdictFor(ctx: CheckContext, turn: UnitTurn, order: Order, step: number): Verdict {
  switch (turn.entity.kind) {
    case 'army':
      return checkArmyAction(ctx, turn, order);
    case 'engineer':
      return checkEngineerAction(ctx, turn, order, step);
    case 'settler':
      return checkSettlerAction(ctx, turn, order, step);
    case 'scout':
      return checkScoutAction(ctx, turn, order);
    case 'spy':
      return checkSpyAction(ctx, order);
    default:
      return checkCityAction(ctx, turn, order);
  }
}

/** What the sequence rules need of all the entity's lines, counted once (not once per line). */
interface Acting {
  /** Lines that use actions. */
  readonly count: number;
  /** One of them is Abandon City. */
  readonly abandons: boolean;
}

function actingOf(drafts: readonly Draft[]): Acting {
  const acting = drafts.filter((x) => x.order.spec.actions > 0);
  return { count: acting.length, abandons: acting.some((x) => x.order.spec.id === 'AbandonCity') };
}

/** The rules of the sequence, before the kind's own checks; null when the line may go on. */
function sequenceProblem(turn: UnitTurn, d: Draft, all: Acting): Verdict | null {
  const e = turn.entity;
  const spec = d.order.spec;
  if (e.createdBy !== null && !e.createdOk)
    return reject('O035', `${e.name} was to be created by line ${e.createdBy.line}, which was rejected.`);
  if (e.allowance === 'destroyed')
    return reject(
      'O024',
      `${e.name} is destroyed by its ${e.supply ?? ''} supply status (Table 6); it takes no orders.`,
    );
  if (turn.gone)
    return reject(
      'O026',
      `${e.name} no longer exists under this name after its earlier order; order the army it became.`,
    );
  if (turn.enteredPortal === true && (spec.actions > 0 || spec.id === 'EnterPortal'))
    return reject(
      'O085',
      `${e.name} has entered a Mystic Portal and appears at its exit next turn: nothing may follow “Enter Portal” this turn (SPECIAL TERRAIN TYPES, Mystic Portal).`,
    );
  if (spec.actions === 0) return null;
  if (e.kind === 'city' && spec.id !== 'AbandonCity' && all.abandons)
    return reject(
      'O028',
      `${e.name} is ordered to Abandon City, which must be its only action: remove this line.`,
    );
  if (spec.id === 'Patrol' && (turn.used > 0 || e.allowance < 2 || all.count > 1))
    return reject(
      'O023',
      e.allowance < 2
        ? `Patrol uses both actions; ${e.name} has ${e.allowance} this turn (${allowanceReason(e)}).`
        : `Patrol uses both actions: it must be ${e.name}'s only order.`,
    );
  if (turn.done.includes('Besiege'))
    return reject('O027', `Besiege is the last action of ${e.name}'s turn: nothing may follow it.`);
  if (turn.used + spec.actions > e.allowance) {
    const n = e.allowance;
    return reject(
      'O020',
      `${e.name} has ${n} action${n === 1 ? '' : 's'} this turn (${allowanceReason(e)}); this would be action ${turn.used + spec.actions}: remove it.`,
    );
  }
  return null;
}

function line(
  d: Draft,
  e: Entity,
  over: Partial<OrderLine> & Pick<OrderLine, 'status' | 'code' | 'message'>,
): OrderLine {
  return {
    line: d.line,
    text: d.text,
    // The resolver's key: the ledger's name, which differs from the written one only after naming.ts's numeral.
    name: e.ledgerName,
    kind: e.kind,
    action: d.order.spec.label,
    actionId: d.order.spec.id,
    args: d.order.args,
    argsText: formatArgs(d.order.args),
    actionsUsed: 0,
    step: null,
    cost: 0,
    notes: [],
    ...over,
  };
}

/** One line of an entity's turn: its sequence rules, then the kind's own checks; `turn` advances if it stands. */
function walkLine(
  ctx: CheckContext,
  turn: UnitTurn,
  prev: readonly ActionId[],
  d: Draft,
  acting: Acting,
): OrderLine {
  const e = turn.entity;
  const problem = sequenceProblem(turn, d, acting);
  if (problem !== null && !problem.ok)
    return line(d, e, { status: 'rejected', code: problem.code, message: problem.message });
  const spec: ActionSpec = d.order.spec;
  const seq = [...prev, ...turn.done];
  const step = spec.steps > 1 ? (trailing(seq, spec.id) % spec.steps) + 1 : 1;
  const notes: OrderNote[] = [];
  const open = spec.actions > 0 ? unfinished(e, seq) : null;
  if (open !== null && open !== spec.id)
    notes.push({
      code: 'W002',
      message: `${e.name}'s unfinished ${labelOf(e, open)} is interrupted and lost: such work needs consecutive actions.`,
    });
  const v = verdictFor(ctx, turn, d.order, step);
  if (!v.ok) return line(d, e, { status: 'rejected', code: v.code, message: v.message });
  const chosen = v.correctedTo ?? { spec, args: d.order.args, message: '' };
  // What it creates goes into the ledger under the ledger's names (naming.ts); the moderator hears of a numeral.
  const named = ctx.names.args(chosen.args, d.line, ctx.player);
  ctx.moderator.push(...named.notes);
  const final = { ...chosen, args: named.args };
  turn.used += final.spec.actions;
  if (final.spec.actions > 0) turn.done.push(final.spec.id);
  if (final.spec.id === 'March') turn.marches++;
  if (v.moveTo !== undefined) turn.pos = v.moveTo;
  if (v.gone === true) turn.gone = true;
  if (final.spec.id === 'EnterPortal') turn.enteredPortal = true;
  const code: OrderCode = v.correctedTo === undefined ? 'O000' : 'O021';
  const tail =
    spec.actions > 0 && typeof e.allowance === 'number' ? ` (action ${turn.used} of ${e.allowance})` : '';
  const said = `${e.name} ${v.message ?? ORDER_CODES.O000.summary}${tail}`;
  return line(d, e, {
    action: final.spec.label,
    actionId: final.spec.id,
    args: final.args,
    argsText: formatArgs(final.args),
    actionsUsed: final.spec.actions,
    step: spec.steps > 1 ? { n: step, of: spec.steps } : null,
    cost: v.cost ?? 0,
    status: v.correctedTo === undefined ? 'ok' : 'corrected',
    code,
    message: v.correctedTo === undefined ? said : `${final.message} ${said}`,
    notes: [...notes, ...(v.notes ?? [])],
  });
}

export function walkTurn(
  ctx: CheckContext,
  e: Entity,
  drafts: readonly Draft[],
): { lines: OrderLine[]; warnings: OrderNote[] } {
  const turn: UnitTurn = { entity: e, pos: e.hex, used: 0, marches: 0, done: [], gone: false };
  const prev = ctx.previousActions(e.name).filter((id) => id !== 'NoUpkeep' && id !== 'Enslave');
  const lines: OrderLine[] = [];
  const warnings: OrderNote[] = [];
  const acting = actingOf(drafts);
  for (const d of drafts) {
    try {
      lines.push(walkLine(ctx, turn, prev, d, acting));
    } catch (error) {
      lines.push(line(d, e, { status: 'rejected', code: 'O099', message: faultMessage(error) }));
    }
  }
  if (turn.done.length === 0 && unfinished(e, prev) !== null)
    warnings.push({
      code: 'W002',
      message: `${e.name} has no order to finish its ${unfinished(e, prev)}: the work is lost.`,
    });
  // The resolver moves a Broken army with no Move or March one hex toward its nearest city (broken-moves.ts),
  // unless it steps into a portal before its first action (turn/portals.ts).
  const broken = e.army !== null && isBroken(e.army);
  if (
    broken &&
    !turn.gone &&
    !(turn.enteredPortal === true && turn.done.length === 0) &&
    !turn.done.some((id) => id === 'Move' || id === 'March')
  )
    warnings.push({
      code: 'W004',
      message: `${e.name} is Broken (Broken Armies): it must move at least one hex, so it will move one hex toward its nearest city.`,
    });
  return { lines, warnings };
}

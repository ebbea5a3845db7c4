/**
 * The month's written orders (book 002 TURN ORDER 1 "Write orders": `Turn / Army name / Direction or Area`): Move
 * (with the months ahead under the Optional Restrictions), Hold at a location, Interdict, Assault and Sally forth.
 */
import { area, boundary, nation } from '../map';
import type { WmArmy, WmState } from '../model';
import { minorsOf } from '../minor-nations';
import { inNaturalHabitat, moveRefusal } from '../movement';
import { turnsToWrite } from '../orders-ahead';
import { inSupply } from '../supply';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';
import { findName, LOCATION_NAMES, notFound, readLocation } from './names';

export const MONTH_ACTIONS = [
  'Move',
  'Hold',
  'Interdict',
  'Assault',
  'Sally forth',
  'Rally',
  'Engage',
  'Force',
] as const;

/** Why the army cannot be given orders at all this month (routed, pre-engaged, delayed), or null. */
function cannotOrder(a: WmArmy): string | null {
  if (a.status === 'routed') return `${a.name} is routed and moves toward home on its own (POST COMBAT)`;
  if (a.status === 'pre-engaged') return `${a.name} is pre-engaged and may not be given orders`;
  if (a.delay)
    return `${a.name} is delayed and must carry out its ordered move to ${a.delay.to} (Terrain effects)`;
  return null;
}

/** One month's step as written: the area, and the delay-check options `pick N`, `crossing`, `habitat +2`. */
export interface MoveStep {
  readonly to: string;
  readonly picked?: number;
  readonly useCrossing?: boolean;
  readonly habitat?: -2 | 2;
}

/** Reads `Averheim pick 3 crossing habitat -2` against the map; a message when it cannot. */
export function readStep(s: WmState, text: string): MoveStep | { readonly problem: LineVerdict } {
  let rest = ` ${text} `;
  let picked: number | undefined;
  const pick = /\s(?:pick|picks|picked)\s+(\S+)\s/i.exec(rest);
  if (pick) {
    const n = Number(pick[1]);
    if (!Number.isInteger(n) || n < 1 || n > 6)
      return { problem: refuse('WM-O007', `pick a number from 1 to 6, not “${pick[1] ?? ''}”`) };
    picked = n;
    rest = rest.replace(pick[0], ' ');
  }
  let habitat: -2 | 2 | undefined;
  const hab = /\shabitat\s*([+-])\s*2\s/i.exec(rest);
  if (hab) {
    habitat = hab[1] === '-' ? -2 : 2;
    rest = rest.replace(hab[0], ' ');
  }
  const names = s.areas.map((x) => x.name);
  // `crossing` at the end uses the marked pass or crossing, unless it is part of the area's own name.
  const crossing = /\s+(?:by the |using the |use the )?crossing\s*$/i.exec(rest);
  const useCrossing = crossing !== null && findName(rest.trim(), names) === null;
  if (useCrossing && crossing) rest = rest.slice(0, crossing.index);
  const to = findName(rest.trim(), names);
  if (!to) return { problem: refuse('WM-O004', notFound('area', rest.trim(), names)) };
  return {
    to,
    ...(picked !== undefined ? { picked } : {}),
    ...(useCrossing ? { useCrossing } : {}),
    ...(habitat !== undefined ? { habitat } : {}),
  };
}

/** The step as stored among the orders ahead. */
export function stepText(step: MoveStep): string {
  const parts = [step.to];
  if (step.picked !== undefined) parts.push(`pick ${step.picked}`);
  if (step.useCrossing) parts.push('crossing');
  if (step.habitat) parts.push(`habitat ${step.habitat > 0 ? '+2' : '-2'}`);
  return parts.join(' ');
}

/** The delay check's options fit the boundary from `from` (a pick where it is needed, habitat in a habitat). */
export function stepProblem(s: WmState, of: string, from: string, step: MoveStep): LineVerdict | null {
  const b = boundary(s, from, step.to);
  if (!b) return refuse('WM-O005', `${step.to} is not adjacent to ${from}`);
  if (b.delay && !(b.crossing && step.useCrossing) && step.picked === undefined)
    return refuse(
      'WM-O007',
      `crossing ${b.delay} from ${from} into ${step.to}: add “pick N” (1-6) for the delay check${b.crossing ? ', or “crossing” to use the marked one' : ''}`,
    );
  // Either side of the boundary crossed counts (our reading, movement.ts inNaturalHabitat).
  if (step.habitat && !inNaturalHabitat(s, of, from, step.to))
    return refuse(
      'WM-O007',
      `neither ${from} (${area(s, from).terrain}) nor ${step.to} (${area(s, step.to).terrain}) is a natural habitat of ${of}: habitat ±2 needs one side of the boundary crossed in it (${nation(s, of).habitats.join(', ') || 'none written'})`,
    );
  return null;
}

/** A pick or habitat written where no delay check is rolled: accepted, the receipt says it is not needed. */
function stepNote(s: WmState, from: string, step: MoveStep): string | null {
  const b = boundary(s, from, step.to);
  if (!b || (step.picked === undefined && !step.habitat)) return null;
  const what = step.picked !== undefined ? 'the pick is' : 'habitat ±2 is';
  if (!b.delay)
    return `${from} to ${step.to} crosses no mountain, swamp, major forest or major river: no delay check, ${what} not needed`;
  if (b.crossing && step.useCrossing)
    return `${from} to ${step.to} by the marked crossing: no delay check, ${what} not needed`;
  return null;
}

function checkMove(ctx: OrderContext, a: WmArmy, args: string): LineVerdict {
  const s = ctx.campaign.state;
  if (a.status === 'besieged')
    return refuse(
      'WM-O006',
      `${a.name} is besieged in ${a.area}: it may only sally forth or interdict (Siege)`,
    );
  const parts = args.split(',').map((p) => p.trim());
  if (parts[0] === '') return refuse('WM-O004', `${a.name}: write the area to move to after Move`);
  const first = readStep(s, parts[0] ?? '');
  if ('problem' in first) return first.problem;
  const refusal = moveRefusal(s, { army: a.name, to: first.to }, inSupply(s, a.area, a.nation));
  if (refusal) return refuse('WM-O005', refusal);
  const firstProblem = stepProblem(s, a.nation, a.area, first);
  if (firstProblem) return firstProblem;
  const notes = [stepNote(s, a.area, first)];
  const ahead: string[] = [];
  let from = first.to;
  for (const part of parts.slice(1)) {
    const hold = /^hold\b\s*(.*)$/i.exec(part);
    if (hold) {
      const where = hold[1] ?? '';
      if (where === '') ahead.push('hold');
      else {
        const location = readLocation(where);
        if (!location) return refuse('WM-O010', `hold where? ${LOCATION_NAMES}, not “${where}”`);
        ahead.push(`hold ${location}`);
      }
      continue;
    }
    const step = readStep(s, part);
    if ('problem' in step) return step.problem;
    const problem = stepProblem(s, a.nation, from, step);
    if (problem) return problem;
    notes.push(stepNote(s, from, step));
    ahead.push(stepText(step));
    from = step.to;
  }
  const need = aheadNeeded(ctx, a);
  if (need > parts.length)
    return refuse(
      'WM-O008',
      `${a.name} is ${need} area(s) from a friendly town or city: write ${need} months of orders, e.g. “Move ${first.to}, …, hold”`,
    );
  const said = notes.filter((n): n is string => n !== null);
  return accept(
    { kind: 'move', army: a.name, ...first, ahead },
    said.length > 0 ? said.join('; ') : undefined,
  );
}

/** Months of orders to write under the restriction (1 when it is off, or no friendly town can be reached). */
function aheadNeeded(ctx: OrderContext, a: WmArmy): number {
  if (!ctx.ordersAhead) return 1;
  return turnsToWrite(ctx.campaign.state, a.area, a.nation) ?? 1;
}

/** POST COMBAT: once per game, a nation with only routed forces rallies one routed army at the end of a turn. */
function checkRally(ctx: OrderContext, a: WmArmy): LineVerdict {
  const s = ctx.campaign.state;
  if (a.status !== 'routed') return refuse('WM-O011', `${a.name} is not routed: only a routed army rallies`);
  if (nation(s, a.nation).rallyUsed)
    return refuse('WM-O011', `${a.nation} has already used its once-per-game rally`);
  if (s.armies.some((x) => x.nation === a.nation && x.status !== 'routed'))
    return refuse('WM-O011', `${a.nation} may rally only when all its forces are routed (POST COMBAT)`);
  return accept({ kind: 'rally', army: a.name });
}

/**
 * MINOR NATIONS (WM-R23): what the army does if it contacts that race's Independent army this month, moving in or
 * standing there: `Engage` brings it to battle, `Force` forces it to retreat. Silent, it forces it to retreat.
 */
function checkIndependent(
  ctx: OrderContext,
  a: WmArmy,
  action: 'engage' | 'force',
  args: string,
): LineVerdict {
  const races = minorsOf(ctx.campaign.state)
    .filter((m) => m.box === 'Independent' && m.area !== null)
    .map((m) => m.race);
  const race = findName(args, races);
  if (!race)
    return refuse(
      'WM-O029',
      races.length === 0
        ? 'no Independent lesser-race army is on the map (Lesser races tab)'
        : notFound('Independent lesser race', args, races),
    );
  const at = minorsOf(ctx.campaign.state).find((m) => m.race === race)?.area ?? '';
  return accept(
    { kind: 'independent', army: a.name, race, choice: action === 'engage' ? 'battle' : 'force' },
    `if ${a.name} meets the ${race}’ army (now in ${at}) this month, ${action === 'engage' ? 'a campaign battle' : 'it is forced to retreat, no battle'}`,
  );
}

export function checkMonthOrder(ctx: OrderContext, a: WmArmy, action: string, args: string): LineVerdict {
  if (action === 'rally') return checkRally(ctx, a);
  if (action === 'engage' || action === 'force') {
    if (a.status === 'routed')
      return refuse('WM-O006', `${a.name} is routed and engages no one (POST COMBAT)`);
    return checkIndependent(ctx, a, action, args);
  }
  const blocked = cannotOrder(a);
  if (blocked) return refuse('WM-O006', blocked);
  if ((a.ahead ?? []).length > 0)
    return refuse(
      'WM-O009',
      `${a.name} has orders written ahead (${(a.ahead ?? []).join(', ')}), which stand`,
    );
  const s = ctx.campaign.state;
  switch (action) {
    case 'move':
      return checkMove(ctx, a, args);
    case 'hold':
    case 'stay': {
      if (a.status === 'besieged')
        return refuse('WM-O006', `${a.name} is besieged: it may only sally forth or interdict (Siege)`);
      const location = args === '' ? a.location : readLocation(args);
      if (!location) return refuse('WM-O010', `hold where? ${LOCATION_NAMES}, not “${args}”`);
      if (location === 'POI' && !area(s, a.area).poi)
        return refuse('WM-O010', `${a.area} has no POI to hold`);
      const months = aheadNeeded(ctx, a);
      return accept(
        { kind: 'hold', army: a.name, location, ...(months > 1 ? { months } : {}) },
        months > 1 ? `held for ${months} months (orders ahead)` : undefined,
      );
    }
    case 'interdict':
      if (a.location !== 'Population Center')
        return refuse(
          'WM-O010',
          `${a.name} is in the ${a.location}: only forces at the population center are ordered to interdict (Gaining Control)`,
        );
      return accept({ kind: 'interdict', army: a.name });
    case 'assault':
      if (a.status !== 'besieging') return refuse('WM-O011', `${a.name} is not besieging a town or city`);
      return accept({ kind: 'assault', army: a.name });
    case 'sally forth':
      if (a.status !== 'besieged') return refuse('WM-O011', `${a.name} is not besieged`);
      return accept({ kind: 'sally forth', army: a.name });
    default:
      return refuse('WM-O003', `“${action}” is not a month order: ${MONTH_ACTIONS.join(', ')}`);
  }
}

/**
 * The book's preconditions for the orders that act on the map, by calling the rule modules: army orders (Table 5
 * via map-orders.ts; 7.2B-7.4B), edicts (edicts.ts), power expenditures (power-spend.ts). Army orders go first:
 * the hexes invaded this turn open Loot, Raze (1.1B-1.2B) and Pacify (ME-R19) there.
 */
import { normalize } from '../../core/orders/line';
import { DEFAULT_EDICT_SETTINGS, edictProblem } from '../edicts';
import { alliesOf, orphanedHexes } from '../map';
import { invadeProblem, patrolProblem, patrolRadius } from '../map-orders';
import { checkExpenditures, type Expenditure } from '../power-spend';
import { combinedProblem } from '../support-armies';
import { accept, firstOnly, ofKind, refuse, type CheckState, type Draft } from './draft';
import type { InvadeOrder, PatrolOrder } from './types';

type Reach = { readonly problem: string | null; readonly allied: boolean };

/** Tries the army's own reach, then the one allied army's (7.4B) when the target or its approach is an ally's. */
function reach(check: (allied: boolean) => string | null, hasAllies: boolean): Reach {
  const own = check(false);
  if (own === null || !hasAllies) return { problem: own, allied: false };
  return check(true) === null ? { problem: null, allied: true } : { problem: own, allied: false };
}

/** Patrol and Invade: one order an army (4.0B), legal targets, one army acting from allied territory. */
export function checkArmyOrders(cs: CheckState, drafts: readonly Draft[]): Set<string> {
  const { ctx } = cs;
  const { state, player } = ctx.input;
  const moving = [...ofKind(drafts, 'patrol'), ...ofKind(drafts, 'invade')].sort((a, b) => a.line - b.line);
  const first = firstOnly(
    cs,
    moving,
    (d) => normalize(d.order.army),
    'One Patrol or Invade an army a turn (4.0B)',
  );
  const hasAllies = alliesOf(state, player).size > 0;
  let alliedArmy: { army: string; line: number } | null = null;
  const invading = new Map<string, Draft & { order: InvadeOrder }>();
  for (const d of first) {
    const o = d.order;
    const r =
      o.kind === 'patrol'
        ? reach((allied) => patrolProblem(state, player, o.hex, { allied }), hasAllies)
        : reach((allied) => invadeProblem(state, player, o.hex, { allied }), hasAllies);
    if (r.problem !== null) {
      cs.verdicts.set(
        d.line,
        refuse(
          'ME-O012',
          `${o.army} may not ${o.kind === 'patrol' ? 'Patrol' : 'Invade'} ${o.hex}: ${r.problem}.`,
        ),
      );
      continue;
    }
    if (r.allied) {
      if (alliedArmy !== null && alliedArmy.army !== o.army) {
        cs.verdicts.set(
          d.line,
          refuse(
            'ME-O013',
            `${o.army}: only one of your armies may act from allied territory (7.4B); ${alliedArmy.army} does (line ${alliedArmy.line}).`,
          ),
        );
        continue;
      }
      alliedArmy = { army: o.army, line: d.line };
    }
    if (o.kind === 'patrol') {
      const order: PatrolOrder = { ...o, allied: r.allied };
      const covers = patrolRadius(state, player, o.hex, { allied: r.allied });
      const from = r.allied ? ' from allied territory (7.4B)' : '';
      cs.verdicts.set(
        d.line,
        accept(order, `${o.army} patrols ${o.hex}${from}, defending ${covers.join(', ')} (Table 5).`),
      );
    } else {
      const order: InvadeOrder = { ...o, allied: r.allied };
      invading.set(o.army, { ...d, order });
      cs.verdicts.set(
        d.line,
        accept(
          order,
          `${o.army} invades ${o.hex}${r.allied ? ' from allied territory (7.4B)' : ''} (Table 5).`,
        ),
      );
    }
  }
  checkCombined(cs, invading);
  return new Set([...invading.values()].filter((d) => cs.verdicts.get(d.line)?.ok).map((d) => d.order.hex));
}

/** 4.0B, 7.2B: an invader combines with another army invading the same hex. */
function checkCombined(cs: CheckState, invading: ReadonlyMap<string, Draft & { order: InvadeOrder }>): void {
  const { state } = cs.ctx.input;
  for (const d of invading.values()) {
    const o = d.order;
    if (o.combinedWith === null) continue;
    if (normalize(o.combinedWith) === normalize(o.army)) {
      cs.verdicts.set(d.line, refuse('ME-O012', `${o.army} cannot combine with itself.`));
      continue;
    }
    const mate = invading.get(o.combinedWith);
    const own = cs.ctx.armies.get(o.combinedWith) !== undefined;
    if (own && (mate === undefined || mate.order.hex !== o.hex)) {
      cs.verdicts.set(
        d.line,
        refuse(
          'ME-O012',
          `${o.army} combines with ${o.combinedWith}, which does not Invade ${o.hex} this turn (4.0B).`,
        ),
      );
      continue;
    }
    const basics = [o.army, o.combinedWith].map((n) => state.armies.find((a) => a.name === n)?.basic ?? 0);
    const problem = combinedProblem(basics, 0, !own);
    if (problem !== null) {
      cs.verdicts.set(d.line, refuse('ME-O012', `${o.army} with ${o.combinedWith}: ${problem}.`));
      continue;
    }
    const note = own
      ? `combined with ${o.combinedWith} (4.0B)`
      : `in a combined assault with ${o.combinedWith}, if its player writes the same (7.2B)`;
    cs.verdicts.set(d.line, accept(o, `${o.army} invades ${o.hex} ${note}.`));
  }
}

/** Edicts: one a hex (1.0B), each allowed by edictProblem. */
export function checkEdicts(cs: CheckState, drafts: readonly Draft[], invading: ReadonlySet<string>): void {
  const { state, player } = cs.ctx.input;
  const edicts = firstOnly(cs, ofKind(drafts, 'edict'), (d) => d.order.hex, 'One edict a hex (1.0B)');
  if (edicts.length === 0) return;
  const orphans = new Set(orphanedHexes(state, player));
  const settings = cs.settings.edicts ?? DEFAULT_EDICT_SETTINGS;
  for (const d of edicts) {
    const o = d.order;
    const problem = edictProblem(state, player, o, invading, settings, orphans);
    const what = o.provoke ? 'Industry, provoking the Beast (App. G)' : o.edict;
    cs.verdicts.set(
      d.line,
      problem === null ? accept(o, `${o.hex}: ${what} (Table 2).`) : refuse('ME-O010', `${problem}.`),
    );
  }
}

function describe(e: Expenditure, cost: number): string {
  const at = 'hex' in e ? ` at ${e.hex}` : '';
  const what = e.action === 'Alter minor terrain feature' ? `${e.change} ${e.feature}` : e.action;
  return `${what}${at}: ${cost} power, paid with the orders (5.2B Table 10).`;
}

/** Table 10, in line order: each on its own, then the turn's limits and the power held before this turn. */
export function checkExpenditureOrders(
  cs: CheckState,
  drafts: readonly Draft[],
  invading: ReadonlySet<string>,
): number {
  const { state, player } = cs.ctx.input;
  const list = ofKind(drafts, 'expenditure').filter((d) => !cs.verdicts.has(d.line));
  if (list.length === 0) return 0;
  const kingdom = state.kingdoms.find((k) => k.player === player);
  if (kingdom === undefined) return 0;
  const checked = checkExpenditures(
    list.map((d) => d.order.expenditure),
    {
      turn: cs.turn,
      kingdom,
      hexes: cs.ctx.hexes,
      orphaned: new Set(orphanedHexes(state, player)),
      allies: alliesOf(state, player),
      invading,
    },
  );
  let spent = 0;
  checked.forEach((c, i) => {
    const d = list[i];
    if (c.refusal !== null) {
      cs.verdicts.set(d.line, refuse('ME-O014', `${c.expenditure.action}: ${c.refusal}.`));
      return;
    }
    spent += c.cost;
    cs.verdicts.set(d.line, accept({ ...d.order, cost: c.cost }, describe(c.expenditure, c.cost)));
  });
  return spent;
}

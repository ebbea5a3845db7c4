/**
 * The reports stage's battles that are not two player armies: a battle against an Independent lesser-race army
 * (MINOR NATIONS; WM-R23) and the larger game of a meeting of three or more armies (MULTIPLE PLAYERS / ARMIES,
 * Option A). Null for an ordinary battle.
 */
import type { StageJournalEntry } from '../../core/stage';
import type { Dice } from '../../dice';
import { resolveIndependent } from '../independent';
import type { BattleSide } from '../battle';
import { wmEvent, type WmEvent } from '../events';
import { resolveLargerGame } from '../larger-game';
import { army as armyOf, nation as nationOf, withArmy } from '../map';
import { independentNamed } from '../minor-nations';
import type { WmState } from '../model';
import { captorOf } from './captor';
import { armiesOf, preEngagedCard } from './meeting';
import type { WmBattle, WmCampaign, WmOrder } from './model';
import { fatesOf, sideOf } from './report-sides';

export interface SpecialApplied {
  readonly campaign: WmCampaign;
  readonly events: readonly WmEvent[];
  readonly entries: readonly StageJournalEntry[];
  readonly warnings: readonly string[];
  readonly fought: readonly string[];
  readonly routed: readonly string[];
  readonly cards: readonly (readonly [string, string])[];
  readonly done: WmBattle;
}

/** The units a nation has lost this year (its roster's Lost column summed). */
export const lostUnits = (s: WmState, of: string): number =>
  nationOf(s, of).roster.reduce((sum, e) => sum + e.lost, 0);

/** The journal row for the units a battle's survival rolls struck off a nation (POST COMBAT), or none. */
export function survivalLosses(
  battle: string,
  n: string,
  lostBefore: number,
  s: WmState,
): StageJournalEntry[] {
  const lost = lostUnits(s, n) - lostBefore;
  return lost > 0
    ? [
        {
          player: n,
          resource: 'Units',
          amount: -lost,
          note: `${battle}: destroyed after the survival rolls (POST COMBAT)`,
        },
      ]
    : [];
}

/** Journal rows for the units struck off, routed armies, and orders ahead dropped for armies that moved. */
function after(
  before: WmState,
  s: WmState,
  b: WmBattle,
  armies: readonly string[],
  result: string,
): { state: WmState; entries: StageJournalEntry[]; routed: string[]; cards: [string, string][] } {
  let next = s;
  const routed: string[] = [];
  for (const n of armies) {
    const now = armyOf(next, n);
    if (now.status === 'routed' && armyOf(before, n).status !== 'routed') routed.push(n);
    if (now.area !== armyOf(before, n).area) next = withArmy(next, n, { ahead: [] });
  }
  const nations = [...new Set(armies.map((n) => armyOf(before, n).nation))];
  const entries: StageJournalEntry[] = [];
  for (const n of nations) entries.push(...survivalLosses(b.id, n, lostUnits(before, n), next));
  return { state: next, entries, routed, cards: nations.map((n) => [n, `${b.id} ${b.area}: ${result}`]) };
}

export function applySpecial(
  c: WmCampaign,
  b: WmBattle,
  orders: ReadonlyMap<string, readonly WmOrder[]>,
  dice: Dice,
): SpecialApplied | null {
  const s = c.state;
  const warnings: string[] = [];
  const mine = (army: string): readonly WmOrder[] => orders.get(armyOf(s, army).nation) ?? [];
  const independent = independentNamed(s, b.armies[1]);
  if (independent) {
    const x = b.armies[0];
    const side = sideOf(b, x, mine(x), warnings);
    const fates = fatesOf(b, armyOf(s, x), independent.race, mine(x));
    const heldByIt = mine(x).some(
      (o) => o.kind === 'objective' && o.battle === b.id && o.independent === true,
    );
    const out = resolveIndependent(s, b.id, side, independent.race, fates, dice, heldByIt);
    const winner = out.decision.result === 'win' ? (out.decision.winner === 'A' ? x : b.armies[1]) : '';
    const result =
      out.decision.result === 'win'
        ? `${winner} wins a ${out.decision.level}, ${Math.max(...out.vp)} to ${Math.min(...out.vp)} VP`
        : `draw, ${out.vp[0]} VP each`;
    const a = after(s, out.state, b, [x], result);
    const done: WmBattle = { ...b, status: 'applied', winner, result };
    return {
      campaign: { state: a.state, battles: c.battles.map((z) => (z.id === b.id ? done : z)) },
      events: out.events,
      entries: a.entries,
      warnings: [...warnings, ...out.warnings],
      fought: [x, b.armies[1]],
      routed: a.routed,
      cards: a.cards,
      done,
    };
  }
  if (!b.attackers || (b.more ?? []).length === 0) return null;
  const all = armiesOf(b);
  const attackers = all.filter((x) => b.attackers?.includes(x));
  const defenders = all.filter((x) => !b.attackers?.includes(x));
  const side = new Map(all.map((x) => [x, sideOf(b, x, mine(x), warnings)]));
  const sides = (xs: readonly string[]): BattleSide[] => xs.map((x) => side.get(x) as BattleSide);
  const nationOfArmy = (x: string): string => armyOf(s, x).nation;
  const captorEvents: WmEvent[] = [];
  const fates = all.flatMap((x) => {
    if (!mine(x).some((o) => o.kind === 'fate' && o.battle === b.id)) return [];
    const captor = captorOf(
      b.id,
      x,
      sides(attackers.includes(x) ? defenders : attackers),
      nationOfArmy,
      dice,
    );
    captorEvents.push(...captor.events);
    if (captor.why) {
      captorEvents.push(
        wmEvent('M3 Combat', b.id, `${x}'s characters go to ${captor.nation}: ${captor.why}`),
      );
      warnings.push(
        `${b.id} ${b.area}: ${x}'s captured characters are held by ${captor.nation}, the ransom owed to it (POST COMBAT): ${captor.why}; to name another captor, edit the Characters tab`,
      );
    }
    return fatesOf(b, armyOf(s, x), captor.nation, mine(x));
  });
  const out = resolveLargerGame(s, b.id, sides(attackers), sides(defenders), fates, dice);
  const winners = out.decision.result === 'win' ? (out.decision.winner === 'A' ? attackers : defenders) : [];
  const result =
    out.decision.result === 'win'
      ? `${winners.join(', ')} win a ${out.decision.level}, ${Math.max(...out.vp)} to ${Math.min(...out.vp)} VP`
      : `draw, ${out.vp[0]} VP each`;
  const a = after(s, out.state, b, all, result);
  if (out.preEngaged.length > 1) {
    warnings.push(
      `${b.id} ${b.area}: ${winners.join(', ')} won together; they decide among themselves who retreats until one army is left, or fight each other (pre-engaged) (MULTIPLE PLAYERS / ARMIES, Option A)`,
    );
    for (const x of out.preEngaged)
      a.cards.push([nationOfArmy(x), preEngagedCard(b, x, out.preEngaged, 'no report said who leaves')]);
  }
  const done: WmBattle = { ...b, status: 'applied', winner: winners.join(', '), result };
  return {
    campaign: { state: a.state, battles: c.battles.map((z) => (z.id === b.id ? done : z)) },
    events: [...captorEvents, ...out.events],
    entries: a.entries,
    warnings,
    fought: all,
    routed: a.routed,
    cards: a.cards,
    done,
  };
}

/**
 * The secret location choice of an engagement (ENGAGING THE ENEMY) and the battle report facts (digest §6 "What the
 * players report"; POST COMBAT): the points of enemy units destroyed or routed off, the objective, each unit's
 * stands lost, and where the loser would rather retreat.
 */
import { normalize } from '../../core/orders/line';
import { boundary, nation } from '../map';
import { independentNamed } from '../minor-nations';
import type { WmArmy } from '../model';
import type { StandsLost } from '../post-combat';
import type { WmBattle } from '../stages/model';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';
import { checkFate } from './fate-orders';
import { findName, LOCATION_NAMES, notFound, readLocation } from './names';

export const LOCATION_ACTIONS = ['Location', 'Attack', 'Defend'] as const;
export const REPORT_ACTIONS = ['Killed', 'Objective', 'Lost', 'Retreat', 'Captured'] as const;

const inBattle = (b: WmBattle, army: string): boolean =>
  b.armies.includes(army) || (b.more ?? []).includes(army);

export function checkLocation(ctx: OrderContext, a: WmArmy, action: string, args: string): LineVerdict {
  if (action === 'attack' || action === 'defend') return checkSide(ctx, a, action, args);
  if (action !== 'location')
    return refuse(
      'WM-O003',
      `“${action}” is not a choice of this stage: write “${a.name} - Location ${LOCATION_NAMES}”, or in a meeting of three or more armies “${a.name} - Attack” or “… - Defend”`,
    );
  const battle = ctx.campaign.battles.find((b) => b.status === 'awaiting choices' && inBattle(b, a.name));
  if (!battle) return refuse('WM-O013', `${a.name} is in no engagement awaiting location choices`);
  const location = readLocation(args);
  if (!location) return refuse('WM-O013', `choose ${LOCATION_NAMES}, not “${args}”`);
  return accept(
    { kind: 'location', army: a.name, location },
    (battle.more ?? []).length > 0
      ? `a meeting of three or more armies: also write “${a.name} - Attack” or “${a.name} - Defend”; silent, it defends`
      : undefined,
  );
}

/**
 * MULTIPLE PLAYERS / ARMIES: the secret side of an army in a meeting of three or more, defend "attempting to keep
 * the original owner of the area in control", attack "attempting to change ownership". A silent army defends.
 */
function checkSide(ctx: OrderContext, a: WmArmy, side: 'attack' | 'defend', args: string): LineVerdict {
  const meeting = ctx.campaign.battles.find(
    (b) => b.status === 'awaiting choices' && (b.more ?? []).length > 0 && inBattle(b, a.name),
  );
  if (!meeting)
    return refuse('WM-O030', `${a.name} is in no meeting of three or more armies awaiting choices`);
  if (args !== '')
    return refuse(
      'WM-O030',
      `write “${a.name} - ${side === 'attack' ? 'Attack' : 'Defend'}” alone, not “${args}”`,
    );
  return accept({ kind: 'side', army: a.name, side });
}

const STANDS: readonly (readonly [string, StandsLost])[] = [
  ['1', 1],
  ['2', 2],
  ['3', 3],
  ['destroyed', 'destroyed'],
  ['routed off', 'routed off'],
  ['routed', 'routed off'],
];

/** The battle's army of this player, or null. */
export function ownArmy(ctx: OrderContext, b: WmBattle): string | null {
  return (
    [...b.armies, ...(b.more ?? [])].find((x) =>
      ctx.campaign.state.armies.some((a) => a.name === x && a.nation === ctx.player),
    ) ?? null
  );
}

export function checkReport(ctx: OrderContext, b: WmBattle, action: string, args: string): LineVerdict {
  const mine = ownArmy(ctx, b);
  if (b.status !== 'to fight' || !mine)
    return refuse('WM-O014', `${b.id} is not a battle of yours to be fought (it is ${b.status})`);
  const s = ctx.campaign.state;
  switch (action) {
    case 'captured':
      return checkFate(ctx, b, 'captured', args);
    case 'killed': {
      if (!/^\d+$/.test(args) && /[a-z]/i.test(args)) return checkFate(ctx, b, 'killed', args);
      const n = /^\d+$/.test(args) ? Number(args) : NaN;
      if (!Number.isInteger(n) || n > 99999)
        return refuse(
          'WM-O015',
          `Killed takes the point cost of enemy units destroyed or routed off, e.g. 350; not “${args}”`,
        );
      return accept({ kind: 'killed', battle: b.id, points: n });
    }
    case 'objective':
      // MINOR NATIONS: the race has no player to report, so its opponent writes `Objective <race>` when it held the
      // objective alone; any other words read as before (you held it alone).
      if (
        args !== '' &&
        independentNamed(s, b.armies[1]) &&
        findName(args, [b.armies[1], b.armies[1].replace(/ \(Independent\)$/, '')])
      )
        return accept({ kind: 'objective', battle: b.id, independent: true });
      return accept({ kind: 'objective', battle: b.id });
    case 'lost': {
      const stands = STANDS.find(([w]) => normalize(args).endsWith(` ${w}`));
      if (!stands) return refuse('WM-O015', `Lost <unit> <1, 2, 3, destroyed or routed off>, not “${args}”`);
      const unitText = args.slice(0, args.length - stands[0].length).trim();
      const units = nation(s, ctx.player).roster.map((e) => e.unit);
      const unit = findName(unitText, units);
      if (!unit)
        return refuse('WM-O015', `${ctx.player}: ${notFound('unit on your roster', unitText, units)}`);
      const entry = nation(s, ctx.player).roster.find((e) => e.unit === unit);
      if (entry && entry.lost >= entry.bought)
        return refuse('WM-O015', `${ctx.player} has no ${unit} left this year: all ${entry.bought} are lost`);
      return accept({ kind: 'loss', battle: b.id, unit, index: 0, stands: stands[1] });
    }
    case 'retreat': {
      const names = s.areas.map((x) => x.name);
      const to = findName(args, names);
      if (!to) return refuse('WM-O004', notFound('area', args, names));
      if (!boundary(s, b.area, to)) return refuse('WM-O016', `${to} is not adjacent to ${b.area}`);
      return accept({ kind: 'retreat', battle: b.id, to });
    }
    default:
      return refuse('WM-O003', `“${action}” is not a report fact: ${REPORT_ACTIONS.join(', ')}`);
  }
}

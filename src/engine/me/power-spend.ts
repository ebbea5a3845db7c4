/**
 * Table 10 expenditures (book 004, 5.2B): what each may target and what it costs, checked with the orders, and
 * the feature changes completed at the end of the turn "after power generation", only where the spender still
 * holds the hex (otherwise "the power is still lost, but the expenditure is not completed").
 */
import { formatHex, neighbours, parseHex } from '../hex';
import { meEvent, type MeEvent } from './events';
import { TABLE_17_POWER, TABLE_6_MAJOR_FEATURES } from './explore-tables';
import type { Kingdom, MajorFeature, MeHex, MinorFeature } from './model';
import { defendersTotal } from './neutrals';
import {
  REMOVE_MEGAFEATURE_COST,
  TABLE_10_CITE,
  TABLE_10_SPENDING_POWER,
  conscriptionCap,
  inciteCap,
  pacifyCap,
  type ExpenditureAction,
} from './power-tables';

type FeatureAction =
  | 'Establish town'
  | 'Found City'
  | 'Create Harbor'
  | 'Improve farmland'
  | 'Upgrade Mine'
  | 'Sink Mine'
  | 'Build Watchtowers'
  | 'Build Fortress'
  | 'Upgrade Fortress'
  | 'Remove Major Terrain Feature';

/** One expenditure as ordered. */
export type Expenditure =
  | { readonly action: FeatureAction; readonly hex: string }
  | { readonly action: 'Conscription'; readonly points: number }
  | {
      readonly action: 'Incite Neutrals';
      readonly hex: string;
      readonly points: number;
      /** For each point after the first: one or two more dice (the player's choice, 5.2B). */
      readonly moreDice: readonly (1 | 2)[];
    }
  | { readonly action: 'Pacify Neutrals'; readonly hex: string; readonly points: number }
  | {
      readonly action: 'Alter minor terrain feature';
      readonly hex: string;
      readonly change: 'create' | 'remove' | 'turn';
      readonly feature: MinorFeature;
    };

/** What the checker needs to know of the campaign. */
export interface SpendContext {
  readonly turn: number;
  readonly kingdom: Pick<Kingdom, 'player' | 'power' | 'lastInciteTurn'>;
  readonly hexes: ReadonlyMap<string, MeHex>;
  /** The spender's orphaned hexes (1.3A: not the target of a power expenditure). */
  readonly orphaned: ReadonlySet<string>;
  /** Players the spender is allied with (7.4B: no Incite Neutrals at their hexes). */
  readonly allies: ReadonlySet<string>;
  /** Hexes the spender invades this turn (ME-R19: their defenders may be pacified once revealed). */
  readonly invading: ReadonlySet<string>;
}

export interface CheckedExpenditure {
  readonly expenditure: Expenditure;
  /** Power it costs; 0 when refused. */
  readonly cost: number;
  /** Why it is refused; null: accepted. */
  readonly refusal: string | null;
}

/** The power an expenditure costs (Table 10). */
export function expenditureCost(e: Expenditure, hex: MeHex | undefined): number {
  if ('points' in e) return e.points;
  if (e.action === 'Remove Major Terrain Feature')
    return hex?.major && TABLE_6_MAJOR_FEATURES[hex.major].megafeature ? REMOVE_MEGAFEATURE_COST : 1;
  const cost = TABLE_10_SPENDING_POWER[e.action].cost;
  return typeof cost === 'number' ? cost : 1;
}

const TOWNS: readonly MajorFeature[] = ['Town', 'City', 'Capital', 'Port'];

function adjacent(address: string, hexes: ReadonlyMap<string, MeHex>): MeHex[] {
  const at = parseHex(address);
  if (!at) return [];
  return neighbours(at)
    .map((h) => hexes.get(formatHex(h)))
    .filter((h): h is MeHex => h !== undefined);
}

/** Why a feature-changing expenditure cannot target `hex`; null when it can. */
function featureRefusal(action: FeatureAction, hex: MeHex, ctx: SpendContext): string | null {
  switch (action) {
    case 'Establish town': {
      if (hex.major)
        return `${hex.address} already holds a ${hex.major}: a town needs an otherwise empty hex`;
      // "cannot be adjacent to another known town, a city, or a capital (unexplored hexes do not count)";
      // a Port is an upgraded town.
      const near = adjacent(hex.address, ctx.hexes).find(
        (h) => h.explored && h.major && TOWNS.includes(h.major),
      );
      return near ? `${hex.address} is next to the ${near.major} at ${near.address}` : null;
    }
    case 'Found City':
      return hex.major === 'Town' ? null : `${hex.address} holds no Town to found a City on`;
    case 'Create Harbor': {
      if (hex.major !== 'Town') return `${hex.address} holds no Town to make a port`;
      const byLake = adjacent(hex.address, ctx.hexes).some((h) => h.terrain === 'Lake');
      return hex.river !== null || byLake ? null : `${hex.address} is neither a river hex nor next to a lake`;
    }
    case 'Improve farmland':
    case 'Sink Mine':
      return hex.major
        ? `${hex.address} already holds a ${hex.major} (one major feature a hex, ME-R16)`
        : null;
    case 'Upgrade Mine':
      return hex.major === 'Mine' ? null : `${hex.address} holds no Mine`;
    case 'Build Watchtowers':
      return hex.watchtower ? `${hex.address} already has Watchtowers` : null;
    case 'Build Fortress':
      return hex.fortress ? `${hex.address} already has a ${hex.fortress}` : null;
    case 'Upgrade Fortress':
      return hex.fortress === 'Fortress' ? null : `${hex.address} holds no Fortress to upgrade`;
    case 'Remove Major Terrain Feature':
      if (!hex.major) return `${hex.address} holds no major feature`;
      // Proposal: a capital cannot be removed (Table 6: without one the player is eliminated).
      return hex.major === 'Capital' ? `${hex.address}: a capital cannot be removed` : null;
  }
}

/** Table 17's * rules for Alter minor terrain feature. */
function minorRefusal(
  e: Extract<Expenditure, { action: 'Alter minor terrain feature' }>,
  hex: MeHex,
  turn: number,
): string | null {
  const rules = TABLE_17_POWER[e.feature];
  if (!rules) return `${e.feature} cannot be altered by Power (Table 17)`;
  if (e.change === 'create') {
    if (!rules.create) return `${e.feature} cannot be created (Table 17)`;
    if (hex.minor) return `${hex.address} already holds a ${hex.minor} (one minor feature a hex)`;
    if (rules.createNeedsBattleLastTurn && hex.battleTurn !== turn - 1)
      return `${hex.address} saw no battle in the previous campaign turn`;
    return null;
  }
  if (hex.minor !== e.feature) return `${hex.address} holds no ${e.feature}`;
  if (e.change === 'remove') return rules.remove ? null : `${e.feature} cannot be removed`;
  return rules.turnTo ? null : `${e.feature} cannot be turned`;
}

/** Why `e` is refused on its own; null when it may go ahead (the power total is checked by checkExpenditures). */
export function expenditureRefusal(e: Expenditure, ctx: SpendContext): string | null {
  const me = ctx.kingdom.player;
  if (e.action === 'Conscription') {
    const cap = conscriptionCap(ctx.turn);
    if (!Number.isInteger(e.points) || e.points < 1) return 'Conscription needs a whole number of points';
    return e.points > cap ? `Conscription is at most ${cap} on turn ${ctx.turn} (⌈turn / 3⌉)` : null;
  }
  const hex = ctx.hexes.get(e.hex);
  if (!hex) return `${e.hex} is not a hex of the map`;
  if (e.action === 'Incite Neutrals') {
    const cap = inciteCap(ctx.turn);
    if (!Number.isInteger(e.points) || e.points < 1) return 'Incite Neutrals needs a whole number of points';
    if (e.points > cap) return `Incite Neutrals is at most ${cap} on turn ${ctx.turn} (⌊turn / 3⌋, ME-R13)`;
    if (ctx.kingdom.lastInciteTurn === ctx.turn - 1)
      return 'Incite Neutrals cannot be used two turns in a row';
    if (e.moreDice.length !== e.points - 1)
      return 'each point after the first adds one or two dice: say which';
    if (hex.owner === null || hex.owner === me) return `${e.hex} is not an enemy hex`;
    if (ctx.allies.has(hex.owner)) return `${e.hex} belongs to an ally (7.4B)`;
    if (hex.major === 'Capital' || hex.major === 'City' || hex.major === 'Port')
      return `${e.hex} holds a ${hex.major}: the enemy's influence is too strong there`;
    return null;
  }
  if (e.action === 'Pacify Neutrals') {
    if (!Number.isInteger(e.points) || e.points < 1) return 'Pacify Neutrals needs a whole number of points';
    // ME-R19: the defenders of a hex invaded this turn may be pacified once exploration reveals them.
    // Reading (open; 5.2B, 1.4A): only a hex's own defenders (4.3B). An independent neutral kingdom's army is a
    // "neutral army" (1.4A), but Table 11's effects (grows "permanently", desert, "surrenders") are written for
    // semi-permanent defenders, while that army is rebuilt from its hexes' support every turn (1.4A, ME-R20) and
    // defends the whole kingdom: the book gives them no meaning there. The refusal names no kingdom, whose extent
    // the spender may not know (1.4A).
    if (!hex.defenders)
      return !hex.explored && ctx.invading.has(e.hex) ? null : `${e.hex} has no neutral defenders`;
    const known = hex.defenders.discoveredTurn < ctx.turn || ctx.invading.has(e.hex);
    if (!known) return `${e.hex}: the defenders are not known (ME-R19)`;
    const cap = pacifyCap(defendersTotal(hex.defenders, hex.fortress));
    return e.points > cap
      ? `Pacify Neutrals is at most ${cap} here (1 per 1000 of the neutral army, rounded up)`
      : null;
  }
  if (hex.owner !== me) return `${e.hex} is not in ${me}'s kingdom`;
  if (ctx.orphaned.has(e.hex)) return `${e.hex} is orphaned (1.3A)`;
  if (e.action === 'Alter minor terrain feature') return minorRefusal(e, hex, ctx.turn);
  return featureRefusal(e.action, hex, ctx);
}

/**
 * Checks a kingdom's expenditures for the turn, in order: each on its own, then the once-a-turn limits (one
 * Incite, Conscription within its cap in total), then the power: only power held before this turn may be spent
 * (5.2B), so an expenditure that would overspend is refused.
 */
export function checkExpenditures(list: readonly Expenditure[], ctx: SpendContext): CheckedExpenditure[] {
  let left = ctx.kingdom.power;
  let incited = false;
  let conscripted = 0;
  return list.map((expenditure) => {
    let refusal = expenditureRefusal(expenditure, ctx);
    const cost = expenditureCost(
      expenditure,
      'hex' in expenditure ? ctx.hexes.get(expenditure.hex) : undefined,
    );
    if (!refusal && expenditure.action === 'Incite Neutrals' && incited)
      refusal = 'only one Incite Neutrals a turn';
    if (!refusal && expenditure.action === 'Conscription' && conscripted + cost > conscriptionCap(ctx.turn))
      refusal = `Conscription is at most ${conscriptionCap(ctx.turn)} in all this turn`;
    if (!refusal && cost > left) refusal = `it costs ${cost} power and only ${left} is left`;
    if (refusal) return { expenditure, cost: 0, refusal };
    left -= cost;
    if (expenditure.action === 'Incite Neutrals') incited = true;
    if (expenditure.action === 'Conscription') conscripted += cost;
    return { expenditure, cost, refusal: null };
  });
}

/**
 * Pays for the accepted expenditures when the orders are taken (5.2B: power spent on a hex lost later "is still
 * lost"): the kingdom's power goes down by their cost, and an accepted Incite marks this turn as the last incite
 * (never two turns running, ME-R13).
 */
export function paySpending<K extends Pick<Kingdom, 'player' | 'power' | 'lastInciteTurn'>>(
  kingdom: K,
  checked: readonly CheckedExpenditure[],
  turn: number,
): { readonly kingdom: K; readonly events: MeEvent[] } {
  const accepted = checked.filter((c) => c.refusal === null);
  const cost = accepted.reduce((sum, c) => sum + c.cost, 0);
  const incited = accepted.some((c) => c.expenditure.action === 'Incite Neutrals');
  const events = checked.map((c) =>
    meEvent(
      'Orders',
      kingdom.player,
      c.refusal === null
        ? `${c.expenditure.action}${'hex' in c.expenditure ? ` ${c.expenditure.hex}` : ''}: ${c.cost} power`
        : `${c.expenditure.action} refused: ${c.refusal}`,
      TABLE_10_CITE,
    ),
  );
  return {
    kingdom: {
      ...kingdom,
      power: kingdom.power - cost,
      lastInciteTurn: incited ? turn : kingdom.lastInciteTurn,
    },
    events,
  };
}

const RESULT: Partial<Record<ExpenditureAction, (hex: MeHex) => Partial<MeHex>>> = {
  'Establish town': () => ({ major: 'Town' }),
  'Found City': () => ({ major: 'City' }),
  'Create Harbor': () => ({ major: 'Port' }),
  'Improve farmland': () => ({ major: 'Fertile Fields' }),
  'Upgrade Mine': () => ({ major: 'Deep Mine' }),
  'Sink Mine': () => ({ major: 'Mine' }),
  'Build Watchtowers': () => ({ watchtower: true }),
  'Build Fortress': () => ({ fortress: 'Fortress', garrison: '' }),
  'Upgrade Fortress': () => ({ fortress: 'Mighty Fortress' }),
  'Remove Major Terrain Feature': () => ({ major: null }),
};

/**
 * Completes a feature-changing expenditure at the end of the turn (5.2B): the hex changes only if `player`
 * still holds it. A new Fortress needs its 250-point garrison list at once (App. B); an upgraded one may grow
 * it to 500.
 */
export function completeExpenditure(
  e: Exclude<Expenditure, { action: 'Conscription' | 'Incite Neutrals' | 'Pacify Neutrals' }>,
  hex: MeHex,
  player: string,
): { readonly hex: MeHex; readonly events: MeEvent[] } {
  if (hex.owner !== player) {
    const lost = `${e.action} not completed: ${player} no longer holds ${hex.address} (the power is still lost)`;
    return { hex, events: [meEvent('End of turn', hex.address, lost, TABLE_10_CITE)] };
  }
  let changed: MeHex;
  let effect: string;
  if (e.action === 'Alter minor terrain feature') {
    const turned = TABLE_17_POWER[e.feature]?.turnTo ?? null;
    const minor = e.change === 'create' ? e.feature : e.change === 'turn' ? turned : null;
    changed = { ...hex, minor };
    effect = `${e.change} ${e.feature}${e.change === 'turn' ? ` → ${turned}` : ''}`;
  } else {
    changed = { ...hex, ...(RESULT[e.action]?.(hex) ?? {}) };
    effect = `${e.action}${e.action === 'Remove Major Terrain Feature' ? ` (${hex.major})` : ''}`;
    if (e.action === 'Build Fortress') effect += `: ${player} writes its 250-point garrison list (App. B)`;
    if (e.action === 'Upgrade Fortress') effect += `: its garrison may grow to 500 points (App. B)`;
  }
  return { hex: changed, events: [meEvent('End of turn', hex.address, effect, TABLE_10_CITE)] };
}

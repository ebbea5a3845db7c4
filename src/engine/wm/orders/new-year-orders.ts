/**
 * The New Year's orders (TURN ORDER, New Year; WM-R1): ransom (POST COMBAT), Last Stand, which centers to reduce
 * first and where new towns and cities go (PRODUCTION), units added to the roster (Roster), and new armies placed
 * (MOVEMENT: one per General, in a controlled town or city).
 */
import { normalize, shown } from '../../core/orders/line';
import { awayRefusal } from '../expedition-roster';
import { area, isTownOrCity, nation } from '../map';
import type { CharacterType } from '../model';
import { popCounts, populationTotal, rosterPoints } from '../population';
import { CHARACTER_COSTS, POP_POINTS } from '../population-tables';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';
import { findName, notFound } from './names';
import { checkCountryChoice } from './country-orders';
import { checkNewType, readNewType, ROSTER_CATEGORIES } from './new-unit-type';
import { checkRebel } from './rebellion-orders';

export const NATION_ACTIONS = [
  'Ransom',
  'Last stand',
  'Remove first',
  'Town',
  'City',
  'Buy',
  'Remove',
  'Character',
  'Dismiss',
  'Rebel',
  'Country',
  'Colony',
] as const;

const TYPES: readonly CharacterType[] = ['General', 'Magic User', 'Hero', 'Minor', 'Admiral'];

/**
 * Step 6, "Fill out New Year Roster: … characters": `Character <type> <name>` buys one (General 3, Magic User / Hero
 * 2, Minor 1, Admiral 2), `Dismiss <name>` leaves an active one off this year's roster; the points are checked on
 * the whole roster (the receipt's warnings).
 */
function checkCharacter(ctx: OrderContext, action: 'character' | 'dismiss', args: string): LineVerdict {
  const n = nation(ctx.campaign.state, ctx.player);
  if (action === 'dismiss') {
    const active = n.characters.filter((c) => c.status === 'active').map((c) => c.name);
    const name = findName(args, active);
    if (!name) return refuse('WM-O025', notFound('active character of yours', args, active));
    return accept({ kind: 'dismiss', character: name });
  }
  const t = TYPES.find((x) => normalize(args).startsWith(`${normalize(x)} `));
  if (!t) return refuse('WM-O025', `write “Character <${TYPES.join(' | ')}> <name>”`);
  const name = args.trim().slice(t.length).trim();
  const all = ctx.campaign.state.nations.flatMap((x) => x.characters.map((c) => c.name));
  if (all.some((c) => normalize(c) === normalize(name)))
    return refuse('WM-O025', `a character is already named ${name}`);
  return accept({ kind: 'character', type: t, name }, `${t}: ${CHARACTER_COSTS[t]} character point(s)`);
}

function ownArea(ctx: OrderContext, text: string, what: string): string | LineVerdict {
  const names = ctx.campaign.state.areas.map((a) => a.name);
  const found = findName(text, names);
  if (!found) return refuse('WM-O004', notFound('area', text, names));
  if (area(ctx.campaign.state, found).owner !== ctx.player)
    return refuse(what === 'cede' ? 'WM-O017' : 'WM-O018', `${found} is not controlled by ${ctx.player}`);
  return found;
}

function checkRansom(ctx: OrderContext, args: string): LineVerdict {
  const m = /^(.+?)\s+cede\s+(.+)$/i.exec(args);
  if (!m) return refuse('WM-O017', 'write “Ransom <character> cede <area>, <area>”');
  const n = nation(ctx.campaign.state, ctx.player);
  const names = n.characters.map((c) => c.name);
  const name = findName(m[1] ?? '', names);
  if (!name) return refuse('WM-O004', notFound('character of yours', m[1] ?? '', names));
  const c = n.characters.find((x) => x.name === name);
  if (!c || c.status !== 'captured') return refuse('WM-O017', `${name} is not captured`);
  const cede: string[] = [];
  for (const part of (m[2] ?? '').split(',').map((p) => p.trim())) {
    const got = ownArea(ctx, part, 'cede');
    if (typeof got !== 'string') return got;
    cede.push(got);
  }
  const level = CHARACTER_COSTS[c.type];
  const pops = cede.map((x) => POP_POINTS[area(ctx.campaign.state, x).pop]);
  const points = pops.reduce((a, b) => a + b, 0);
  if (points < level || points - Math.min(...pops) >= level)
    return refuse(
      'WM-O017',
      `${name} (${c.type}) is ransomed for ${level} pop point(s) (WM-R16); ${cede.join(', ')} give ${points}`,
    );
  return accept({ kind: 'ransom', character: name, cede });
}

function checkCenter(
  ctx: OrderContext,
  kind: 'town' | 'city' | 'last stand' | 'remove first',
  args: string,
): LineVerdict {
  const got = ownArea(ctx, args, kind);
  if (typeof got !== 'string') return got;
  const a = area(ctx.campaign.state, got);
  if (kind === 'remove first') {
    if (!isTownOrCity(a)) return refuse('WM-O018', `${got} holds no town or city to reduce`);
    return accept({ kind, area: got });
  }
  if (isTownOrCity(a)) return refuse('WM-O018', `${got} already holds a ${a.pop}`);
  return accept({ kind, area: got });
}

/**
 * The coming year's roster points, as the player can know them when he writes: (2 x PT + 5) x 100 over the areas
 * he holds (last year's cessions count again, Chaos villages are still to roll: New Year 1 and 3).
 */
export function comingAllowance(ctx: OrderContext): number {
  // New centers count from next year (PRODUCTION): the towns this submission produces do not raise it.
  const s = ctx.asFiled ?? ctx.campaign.state;
  const pt = populationTotal(
    popCounts({ ...s, areas: s.areas.map((a) => ({ ...a, ceded: false })) }, ctx.player),
  );
  return rosterPoints(pt);
}

/**
 * `Buy <n> <unit>` adds units of a type already on the roster (or, with `cost <points> as <category>`, of a new type:
 * new-unit-type.ts), `Remove <n> <unit>` takes them off (Roster: "units added or removed for territory won or lost").
 * The roster's points "must be spent" and no more: a Buy that would take the roster (its lost units replaced) past
 * the year's points is refused; the stage checks the whole roster.
 */
function checkBuy(ctx: OrderContext, args: string, remove = false): LineVerdict {
  const word = remove ? 'Remove' : 'Buy';
  const added = remove ? null : readNewType(args);
  if (added) return checkNewType(ctx, added);
  const m = /^(\d+)\s+(.+)$/.exec(args);
  if (!m) return refuse('WM-O019', `write “${word} <number> <unit>”, e.g. ${word} 2 Halberdiers`);
  const count = Number(m[1]);
  const roster = nation(ctx.campaign.state, ctx.player).roster;
  const units = roster.map((e) => e.unit);
  const unit = findName(m[2] ?? '', units);
  if (!unit)
    return refuse(
      'WM-O019',
      remove
        ? `${ctx.player}: ${notFound('unit type on your roster', m[2] ?? '', units)}`
        : `${ctx.player}: ${notFound('unit type on your roster', m[2] ?? '', units)} A new type is added with its points cost and category: “Nation - Buy ${m[1] ?? ''} ${shown(m[2] ?? '')} cost <points> as <${ROSTER_CATEGORIES.join(' | ')}>” (Roster: types are only added to)`,
    );
  if (count < 1 || count > 99)
    return refuse('WM-O019', `${word.toLowerCase()} from 1 to 99 units, not ${count}`);
  const entry = roster.find((e) => e.unit === unit);
  if (remove) {
    const held = entry?.bought ?? 0;
    if (count > held)
      return refuse('WM-O035', `${ctx.player}'s roster holds ${held} ${unit}: it cannot remove ${count}`);
    return accept({ kind: 'remove', unit, count });
  }
  const spent = roster.reduce((t, e) => t + e.bought * e.cost, 0);
  const cost = count * (entry?.cost ?? 0);
  const allowed = comingAllowance(ctx);
  // A type this submission adds (new-unit-type.ts) is only on the projected roster, whose Buys include later lines':
  // the tally (roster-tally.ts) counts it in order.
  const filed = (ctx.asFiled ?? ctx.campaign.state).nations.find((x) => x.name === ctx.player);
  const newType = !filed?.roster.some((e) => e.unit === unit);
  if (!newType && spent + cost > allowed)
    return refuse(
      'WM-O035',
      `${count} ${unit} cost ${cost}: the roster would spend ${spent + cost} points; the year allows ${allowed} ((2 x PT + 5) x 100, Roster)`,
    );
  return accept({ kind: 'buy', unit, count });
}

export function checkNationOrder(ctx: OrderContext, action: string, args: string): LineVerdict {
  switch (action) {
    case 'ransom':
      return checkRansom(ctx, args);
    case 'last stand':
    case 'remove first':
    case 'town':
    case 'city':
      return checkCenter(ctx, action, args);
    case 'buy':
      return checkBuy(ctx, args);
    case 'remove':
      return checkBuy(ctx, args, true);
    case 'character':
    case 'dismiss':
      return checkCharacter(ctx, action, args);
    case 'rebel':
      return checkRebel(ctx, args);
    case 'country':
    case 'colony': {
      const c = checkCountryChoice(ctx, action, args);
      if ('refused' in c) return c.refused;
      return 'country' in c
        ? accept({ kind: 'country', ...c.country })
        : accept({ kind: 'colony', town: c.colony }, `${c.colony} stays a colony: one national roster`);
    }
    default:
      return refuse(
        'WM-O003',
        `“${action}” is not a New Year order: ${NATION_ACTIONS.join(', ')}, or “<new army> - Place <area> under <General>”`,
      );
  }
}

/** `<new army> - Place <area> under <General>`. */
export function checkPlace(ctx: OrderContext, army: string, args: string): LineVerdict {
  const m = /^(.+?)\s+under\s+(.+)$/i.exec(args);
  if (!m) return refuse('WM-O020', 'write “<army> - Place <area> under <General>”');
  const s = ctx.campaign.state;
  const generals = nation(s, ctx.player)
    .characters.filter((c) => c.type === 'General' && c.status === 'active')
    .map((c) => c.name);
  const general = findName(m[2] ?? '', generals);
  if (!general)
    return refuse('WM-O020', `${ctx.player}: ${notFound('active General', m[2] ?? '', generals)}`);
  const away = awayRefusal(s, ctx.player, general, true);
  if (away) return refuse('WM-O020', away);
  const names = s.areas.map((a) => a.name);
  const where = findName(m[1] ?? '', names);
  if (!where) return refuse('WM-O004', notFound('area', m[1] ?? '', names));
  const a = area(s, where);
  if (a.owner !== ctx.player || !isTownOrCity(a))
    return refuse('WM-O020', `${where} is not a town or city ${ctx.player} controls`);
  if (s.nations.some((n) => normalize(n.name) === normalize(army)) || normalize(army) === 'nation')
    return refuse('WM-O020', `“${army}” names a nation: give the army its own name`);
  // Another nation's army of last year keeps its name if its owner places it again: the stage would leave this out.
  const taken = s.armies.find((a) => normalize(a.name) === normalize(army) && a.nation !== ctx.player);
  if (taken) return refuse('WM-O020', `“${army}” is ${taken.nation}’s army: give yours its own name`);
  return accept({ kind: 'place', army, area: where, general });
}

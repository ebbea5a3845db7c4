/**
 * A WarMaster submission checked line by line for the stage the clock points at (rulesets-design.md 3.4): the line
 * form `<subject> - <action> [arguments]` of core/orders/line.ts; the subject an army of the player, a battle of
 * his, `Nation`, or at the New Year a new army's name. The same reading makes the form's receipt and the stage's
 * input (the stage re-reads accepted lines).
 */
import { normalize, orderLines, shown, splitLine, tidy } from '../../core/orders/line';
import type { WmOrder } from '../stages/model';
import { WM_STAGE_IDS } from '../stages/model';
import { checkLocation, checkReport } from './battle-orders';
import { refuse, type LineVerdict, type OrderContext, type WmOrderCode } from './codes';
import { checkExperience } from './experience-orders';
import { lossRefusal } from './loss-roster';
import { checkExodus, checkGoToSea, checkSail, ownFleets } from './expedition-orders';
import { checkMonthOrder, MONTH_ACTIONS } from './month-orders';
import { findName, notFound } from './names';
import { checkNationOrder, checkPlace } from './new-year-orders';
import { checkNewNation } from './rebellion-orders';
import { newTypeOf } from './new-unit-type';
import { tallyRoster } from './roster-tally';

export interface CheckedOrder {
  readonly line: number;
  readonly text: string;
  readonly status: 'ok' | 'rejected';
  readonly code: WmOrderCode | '';
  readonly message: string;
  readonly order: WmOrder | null;
}

const PHRASES = ['sally forth', 'last stand', 'remove first', 'go to sea', 'new nation'];

function actionOf(text: string): { action: string; args: string } {
  const t = tidy(text);
  const low = t.toLowerCase();
  const phrase = PHRASES.find((p) => low === p || low.startsWith(`${p} `));
  if (phrase) return { action: phrase, args: t.slice(phrase.length).trim() };
  const sp = t.indexOf(' ');
  return sp < 0 ? { action: low, args: '' } : { action: low.slice(0, sp), args: t.slice(sp + 1).trim() };
}

function subjects(ctx: OrderContext): string[] {
  const s = ctx.campaign.state;
  const armies = s.armies.filter((a) => a.nation === ctx.player).map((a) => a.name);
  switch (ctx.clock.stage) {
    case WM_STAGE_IDS.reports:
      return [...ctx.campaign.battles.map((b) => b.id), 'Nation'];
    case WM_STAGE_IDS.newYear:
      return ['Nation'];
    default:
      return [...armies, ...ownFleets(ctx).map((e) => e.name), 'Nation'];
  }
}

function checkLine(ctx: OrderContext, text: string): LineVerdict {
  const known = subjects(ctx);
  const split = splitLine(text, (x) => findName(x, known) !== null);
  if (!split.ok)
    return refuse('WM-O001', `write “<subject> - <action>”: ${split.problem} in “${shown(text)}”`);
  const { action, args } = actionOf(split.action);
  const stage = ctx.clock.stage;
  if (stage === WM_STAGE_IDS.newYear) {
    if (normalize(split.subject) === 'nation') return checkNationOrder(ctx, action, args);
    if (action === 'place') return checkPlace(ctx, split.subject, args);
    if (action === 'go to sea') return checkGoToSea(ctx, split.subject, args);
    if (action === 'new nation') return checkNewNation(ctx, split.subject, args);
    return refuse(
      'WM-O002',
      `at the New Year write “Nation - …”, “<new army> - Place <area> under <General>” or “<expedition> - Go to sea …”`,
    );
  }
  const subject = findName(split.subject, known);
  if (stage === WM_STAGE_IDS.reports) {
    if (subject === 'Nation') return checkExperience(ctx, action, args);
    const b = ctx.campaign.battles.find((x) => x.id === subject);
    if (!b) return refuse('WM-O002', notFound('battle', split.subject, known));
    return checkReport(ctx, b, action, args);
  }
  if (subject === 'Nation' && stage === WM_STAGE_IDS.orders) return checkExodus(ctx, action, args);
  const fleet = ownFleets(ctx).find((e) => e.name === subject);
  if (fleet && stage === WM_STAGE_IDS.orders) return checkSail(ctx, fleet, action, args);
  const a = ctx.campaign.state.armies.find((x) => x.name === subject && x.nation === ctx.player);
  if (!a) return refuse('WM-O002', `${ctx.player}: ${notFound('army of yours', split.subject, known)}`);
  return stage === WM_STAGE_IDS.locations
    ? checkLocation(ctx, a, action, args)
    : checkMonthOrder(ctx, a, action, args);
}

/**
 * The slot a line for one of the player's armies would take at the orders or locations stage, read from its words
 * before it is checked: a second order for the army is WM-O012 whatever else is wrong with it (the review: a second
 * Move to an area not adjacent read WM-O005).
 */
function armySlotOf(ctx: OrderContext, text: string): string | null {
  const stage = ctx.clock.stage;
  if (stage !== WM_STAGE_IDS.orders && stage !== WM_STAGE_IDS.locations) return null;
  const known = subjects(ctx);
  const split = splitLine(text, (x) => findName(x, known) !== null);
  if (!split.ok) return null;
  const name = findName(split.subject, known);
  const a = ctx.campaign.state.armies.find((x) => x.name === name && x.nation === ctx.player);
  if (!a) return null;
  const { action } = actionOf(split.action);
  if (action === 'engage' || action === 'force') return `independent:${a.name}`;
  if (action === 'attack' || action === 'defend') return `side:${a.name}`;
  const armyActions = [...MONTH_ACTIONS.map((x) => x.toLowerCase()), 'location'];
  return armyActions.includes(action) ? `army:${a.name}` : null;
}

/** What an order fixes once per submission (one order per army, one VP claim per battle …). */
function slots(o: WmOrder): string[] {
  switch (o.kind) {
    case 'place':
      return [`place:${o.army}`, `general:${o.general}`];
    case 'go to sea':
      return [`expedition:${o.expedition}`, `general:${o.general}`, `general:${o.admiral}`];
    case 'sail':
      return [`expedition:${o.expedition}`];
    case 'exodus':
      return ['exodus'];
    case 'rebel':
      return ['rebel'];
    case 'new nation':
      return ['new nation', `expedition:${o.name}`];
    case 'country':
      return [`country:${o.town}`, `nation:${o.name.toLowerCase()}`];
    case 'colony':
      return [`country:${o.town}`];
    case 'character':
      return [`character:${o.name}`];
    case 'dismiss':
      return [`character:${o.character}`];
    default: {
      const one = slot(o);
      return one ? [one] : [];
    }
  }
}

function slot(o: WmOrder): string | null {
  switch (o.kind) {
    case 'move':
    case 'hold':
    case 'interdict':
    case 'assault':
    case 'sally forth':
    case 'rally':
    case 'location':
      return `army:${o.army}`;
    case 'side':
      return `side:${o.army}`;
    case 'independent':
      return `independent:${o.army}`;
    case 'killed':
    case 'objective':
    case 'retreat':
      return `${o.kind}:${o.battle}`;
    case 'fate':
      return `fate:${o.battle}:${o.character}`;
    case 'last stand':
      return 'last stand';
    case 'spend':
      return 'spend';
    default:
      return null;
  }
}

/** The New Year lines read against the ledger as filed: what they change is what the others are checked against. */
const AS_FILED: readonly WmOrder['kind'][] = ['buy', 'remove', 'character', 'dismiss', 'town', 'city'];

/**
 * The New Year as step 7 will find it (TURN ORDER, New Year): lost units replaced, the units and characters this
 * submission buys or dismisses at step 6, so a new Admiral or units just bought may sail, and the towns and cities
 * it produces at step 4 (PRODUCTION), where a new army may be placed (Successful Expeditions: "To place new armies
 * you need a town or city").
 */
function projected(ctx: OrderContext, lines: readonly { readonly text: string }[]): OrderContext {
  let s = ctx.campaign.state;
  const n = s.nations.find((x) => x.name === ctx.player);
  if (!n) return ctx;
  let roster = n.roster.map((e) => ({ ...e, lost: 0 }));
  let characters = [...n.characters];
  let areas = s.areas;
  // A Buy past the year's points with the Buys before it adds no units (roster-tally.ts).
  const filed = lines.map(({ text }, i): CheckedOrder => {
    const v = checkLine(ctx, text);
    return v.ok
      ? { line: i + 1, text, status: 'ok', code: '', message: '', order: v.order }
      : { line: i + 1, text, status: 'rejected', code: v.code, message: v.message, order: null };
  });
  for (const { order: o } of tallyRoster(ctx, filed)) {
    if (!o) continue;
    if (o.kind === 'buy' || o.kind === 'remove') {
      const by = o.kind === 'buy' ? o.count : -o.count;
      const t = newTypeOf(o);
      // A new type (new-unit-type.ts) is a Roster row of its own, as the stage writes it.
      if (t && !roster.some((e) => e.unit === o.unit))
        roster = [...roster, { unit: o.unit, category: t.category, cost: t.cost, bought: 0, lost: 0 }];
      roster = roster.map((e) => (e.unit === o.unit ? { ...e, bought: Math.max(0, e.bought + by) } : e));
    }
    if (o.kind === 'character')
      characters = [...characters, { name: o.name, type: o.type, status: 'active', items: [] }];
    if (o.kind === 'dismiss') characters = characters.filter((c) => c.name !== o.character);
    if (o.kind === 'town' || o.kind === 'city') {
      const pop = o.kind === 'town' ? 'Town' : 'City';
      areas = areas.map((a) => (a.name === o.area ? { ...a, pop } : a));
    }
  }
  s = { ...s, areas, nations: s.nations.map((x) => (x === n ? { ...x, roster, characters } : x)) };
  return { ...ctx, campaign: { ...ctx.campaign, state: s }, asFiled: ctx.campaign.state };
}

export function checkSubmission(ctx: OrderContext, text: string): CheckedOrder[] {
  const seen = new Map<string, number>();
  const lossIndex = new Map<string, number>();
  const all = orderLines(text);
  const newYear = ctx.clock.stage === WM_STAGE_IDS.newYear;
  const after = newYear ? projected(ctx, all) : ctx;
  const checked = all.map(({ line, text: t }): CheckedOrder => {
    const pre = armySlotOf(ctx, t);
    const earlier = pre === null ? undefined : seen.get(pre);
    if (earlier !== undefined)
      return {
        line,
        text: t,
        status: 'rejected',
        code: 'WM-O012',
        message: `line ${earlier} already gives this order; one per submission`,
        order: null,
      };
    const first0 = checkLine(ctx, t);
    const v = first0.ok && AS_FILED.includes(first0.order.kind) ? first0 : checkLine(after, t);
    if (!v.ok) return { line, text: t, status: 'rejected', code: v.code, message: v.message, order: null };
    const keys = slots(v.order);
    const first = keys.map((k) => seen.get(k)).find((x) => x !== undefined);
    if (first !== undefined)
      return {
        line,
        text: t,
        status: 'rejected',
        code: 'WM-O012',
        message: `line ${first} already gives this order; one per submission`,
        order: null,
      };
    for (const k of keys) seen.set(k, line);
    let order = v.order;
    if (order.kind === 'loss') {
      const k = `${order.battle}:${order.unit}`;
      const n = (lossIndex.get(k) ?? 0) + 1;
      lossIndex.set(k, n);
      order = { ...order, index: n };
      const why = lossRefusal(ctx, order.battle, order.unit, n);
      if (why) return { line, text: t, status: 'rejected', code: 'WM-O015', message: why, order: null };
    }
    return { line, text: t, status: 'ok', code: '', message: v.note ?? '', order };
  });
  return newYear ? tallyRoster(ctx, checked) : answeredHints(checked);
}

/**
 * The Location line's hint to also write Attack or Defend (MULTIPLE PLAYERS / ARMIES) only while the submission
 * has neither for that army: a side written on any line answers it.
 */
function answeredHints(checked: readonly CheckedOrder[]): CheckedOrder[] {
  const sided = new Set(checked.flatMap((c) => (c.order?.kind === 'side' ? [c.order.army] : [])));
  return checked.map((c) =>
    c.order?.kind === 'location' && sided.has(c.order.army) ? { ...c, message: '' } : c,
  );
}

/** The accepted orders of one player's lines, as a stage reads them (rejected lines dropped). */
export function acceptedOrders(ctx: OrderContext, lines: readonly string[]): WmOrder[] {
  return checkSubmission(ctx, lines.join('\n'))
    .map((c) => c.order)
    .filter((o): o is WmOrder => o !== null);
}

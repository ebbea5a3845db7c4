/**
 * Expedition orders (EXPEDITIONS & EXPLORING): at the New Year "announce new expeditions" (WM-R1 step 7) with the
 * separate roster on one line; each month at sea the standing choices for the chart's results (Storm, Sea Monster,
 * Aquatic nation) and where to land.
 */
import { normalize } from '../../core/orders/line';
import { afloat, expeditionsOf, planProblems } from '../expedition';
import { exodusProblem } from '../exodus';
import { nation } from '../map';
import type { ShipLoad, WmExpedition } from '../model';
import type { WmOrder } from '../stages/model';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';
import { findName, notFound } from './names';

export const GO_TO_SEA_FORM =
  '“<expedition> - Go to sea from <port> to <landmass>; general <General>; admiral <Admiral>; units 3 Halberdiers, 1 Knights; boats 2 Crossbowmen, 1 Cannon; characters <name>, …”';

/** `3 Halberdiers, 1 Knights` against the roster's unit types; a message naming the bad part. */
function loads(ctx: OrderContext, text: string): ShipLoad[] | string {
  const units = nation(ctx.campaign.state, ctx.player).roster.map((e) => e.unit);
  const out: ShipLoad[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const m = /^(\d+)\s+(.+)$/.exec(part);
    if (!m) return `write a number and a unit type, e.g. “3 Halberdiers”, not “${part}”`;
    const unit = findName(m[2] ?? '', units);
    if (!unit) return notFound('unit type on your roster', m[2] ?? '', units);
    out.push({ unit, count: Number(m[1]) });
  }
  return out;
}

/** `<expedition> - Go to sea from <port> to <landmass>; general …; admiral …; units …; boats …; characters …`. */
export function checkGoToSea(ctx: OrderContext, name: string, args: string): LineVerdict {
  const s = ctx.campaign.state;
  const [head = '', ...clauses] = args.split(';').map((c) => c.trim());
  const route = /^from\s+(.+?)\s+to\s+(.+)$/i.exec(head);
  if (!route) return refuse('WM-O023', `write ${GO_TO_SEA_FORM}`);
  const areas = s.areas.map((a) => a.name);
  const port = findName(route[1] ?? '', areas);
  if (!port) return refuse('WM-O004', notFound('area', route[1] ?? '', areas));
  const landmasses = [...new Set(s.areas.map((a) => a.landmass))];
  const destination = findName(route[2] ?? '', landmasses);
  if (!destination) return refuse('WM-O023', notFound('landmass', route[2] ?? '', landmasses));
  const chars = nation(s, ctx.player).characters.map((c) => c.name);
  const got: Record<string, string> = {};
  for (const c of clauses) {
    const m = /^(general|admiral|units|boats|characters)\s+(.+)$/i.exec(c);
    if (!m)
      return refuse(
        'WM-O023',
        `“${c}” is not general, admiral, units, boats or characters: ${GO_TO_SEA_FORM}`,
      );
    got[(m[1] ?? '').toLowerCase()] = m[2] ?? '';
  }
  const person = (clause: string): string | LineVerdict => {
    const text = got[clause] ?? '';
    const found = findName(text, chars);
    if (!found) return refuse('WM-O023', `${clause}: ${notFound('character of yours', text, chars)}`);
    return found;
  };
  const general = person('general');
  if (typeof general !== 'string') return general;
  const admiral = person('admiral');
  if (typeof admiral !== 'string') return admiral;
  const characters: string[] = [];
  for (const c of (got.characters ?? '').split(',').map((x) => x.trim()))
    if (c !== '') {
      const found = findName(c, chars);
      if (!found) return refuse('WM-O023', `characters: ${notFound('character of yours', c, chars)}`);
      characters.push(found);
    }
  const units = loads(ctx, got.units ?? '');
  if (typeof units === 'string') return refuse('WM-O023', `units: ${units}`);
  const exchanged = loads(ctx, got.boats ?? '');
  if (typeof exchanged === 'string') return refuse('WM-O023', `boats: ${exchanged}`);
  const taken = [
    ...s.armies.map((a) => a.name),
    ...expeditionsOf(s).map((e) => e.name),
    ...s.nations.map((n) => n.name),
  ];
  if (taken.some((t) => normalize(t) === normalize(name)) || normalize(name) === 'nation')
    return refuse(
      'WM-O023',
      `“${name}” is already an army, expedition or nation: give the expedition its own name`,
    );
  const plan = {
    name,
    nation: ctx.player,
    port,
    destination,
    general,
    admiral,
    units,
    exchanged,
    characters,
  };
  // Checked as step 7 will find it: last year's armies, an expedition army too, have left the map (New Year 1).
  const problems = planProblems({ ...s, armies: [] }, plan);
  if (problems.length > 0) return refuse('WM-O023', `${name} may not sail: ${problems.join('; ')}`);
  const { name: _n, nation: _p, ...rest } = plan;
  return accept({ kind: 'go to sea', expedition: name, ...rest });
}

type Sail = Extract<WmOrder, { kind: 'sail' }>;

/** The player's expeditions still on the water (the month's subjects besides his armies). */
export function ownFleets(ctx: OrderContext): WmExpedition[] {
  return expeditionsOf(ctx.campaign.state).filter((e) => e.nation === ctx.player && afloat(e));
}

/** `<expedition> - Sail [land <area>][, storm boat|advantage][, monster <character>][, ally <character>][, to <landmass>]`. */
export function checkSail(ctx: OrderContext, e: WmExpedition, action: string, args: string): LineVerdict {
  if (action !== 'sail')
    return refuse(
      'WM-O003',
      `an expedition at sea takes “${e.name} - Sail” with its choices (land, storm, monster, ally, to)`,
    );
  const s = ctx.campaign.state;
  const order: { -readonly [K in keyof Sail]: Sail[K] } = { kind: 'sail', expedition: e.name };
  for (const part of args
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const m = /^(land|storm|monster|ally|to)\s+(.+)$/i.exec(part);
    if (!m)
      return refuse(
        'WM-O024',
        `“${part}” is not land <area>, storm boat|advantage, monster <character>, ally <character> or to <landmass>`,
      );
    const what = (m[1] ?? '').toLowerCase();
    const text = m[2] ?? '';
    if (what === 'storm') {
      const t = normalize(text);
      if (t !== 'boat' && t !== 'advantage')
        return refuse('WM-O024', `storm: write “storm boat” or “storm advantage”`);
      order.storm = t;
    } else if (what === 'land') {
      const names = s.areas.map((a) => a.name);
      const at = findName(text, names);
      if (!at) return refuse('WM-O004', notFound('area', text, names));
      order.land = at;
    } else if (what === 'to') {
      const landmasses = [...new Set(s.areas.map((a) => a.landmass))];
      const to = findName(text, landmasses);
      if (!to) return refuse('WM-O024', notFound('landmass', text, landmasses));
      if (!e.exodus || e.destination !== '')
        return refuse('WM-O024', `${e.name} already sails for ${e.destination}: there is no turning back`);
      const home = s.areas.find((a) => a.name === e.port)?.landmass;
      if (to === home)
        return refuse('WM-O024', `an Exodus fleet sails for any landmass but ${home} (Exodus)`);
      order.to = to;
    } else {
      const who = findName(text, [...e.characters]);
      if (!who)
        return refuse(
          'WM-O024',
          `${what}: ${notFound('major character aboard (not the General or Admiral)', text, e.characters)}`,
        );
      if (what === 'monster') order.monster = who;
      else order.ally = who;
    }
  }
  return accept(order);
}

/** `Nation - Exodus <fleet>`, at the start of a month (LOSING A NATION, Exodus). */
export function checkExodus(ctx: OrderContext, action: string, args: string): LineVerdict {
  if (action !== 'exodus')
    return refuse(
      'WM-O003',
      `in a month “Nation - …” is only “Nation - Exodus <fleet name>” (LOSING A NATION)`,
    );
  if (args.trim() === '') return refuse('WM-O026', 'name the fleet: “Nation - Exodus <fleet name>”');
  const problem = exodusProblem(ctx.campaign.state, ctx.player, args.trim());
  if (problem) return refuse('WM-O026', problem);
  return accept(
    { kind: 'exodus', fleet: args.trim() },
    'your towns are removed and your areas become uncontrolled; next month write “<fleet> - Sail to <landmass>”',
  );
}

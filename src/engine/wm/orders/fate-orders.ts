/**
 * A player's report of his own characters lost in a battle (Personalities; Magic Items; POST COMBAT):
 * `Captured Captain Voss items Capture, Escape` or `Killed Graf Otto in contact items Kill replaced by Captain
 * Brandt`. The escape table is not in the book, so each item's result is entered (WM-R24).
 */
import { awayRefusal, holdingExpedition } from '../expedition-roster';
import { nation } from '../map';
import type { WmBattle } from '../stages/model';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';
import { findName, notFound } from './names';

const ESCAPES = ['Capture', 'Escape', 'Kill'] as const;

export function checkFate(
  ctx: OrderContext,
  b: WmBattle,
  fate: 'killed' | 'captured',
  args: string,
): LineVerdict {
  let rest = args;
  let replacement: string | undefined;
  const rep = /\s+replaced by\s+(.+)$/i.exec(rest);
  if (rep) {
    replacement = rep[1]?.trim();
    rest = rest.slice(0, rep.index);
  }
  let items: ('Capture' | 'Escape' | 'Kill')[] = [];
  const it = /\s+items?\s+(.+)$/i.exec(rest);
  if (it) {
    const read = (it[1] ?? '')
      .split(',')
      .map((w) => ESCAPES.find((e) => e.toLowerCase() === w.trim().toLowerCase()));
    if (read.some((r) => r === undefined))
      return refuse('WM-O021', `escape results are Capture, Escape or Kill, not “${it[1] ?? ''}” (WM-R24)`);
    items = read.filter((r): r is 'Capture' | 'Escape' | 'Kill' => r !== undefined);
    rest = rest.slice(0, it.index);
  }
  const contact = /\s+in contact$/i.exec(rest);
  if (contact) rest = rest.slice(0, contact.index);
  const n = nation(ctx.campaign.state, ctx.player);
  const names = n.characters.map((c) => c.name);
  const name = findName(rest, names);
  if (!name) return refuse('WM-O021', `${ctx.player}: ${notFound('character of yours', rest, names)}`);
  const c = n.characters.find((x) => x.name === name);
  if (!c || c.status !== 'active')
    return refuse('WM-O021', `${name} is not an active character (${c?.status ?? ''})`);
  // A character on an expedition fights only with its army (Expedition Army: not "used by the national roster").
  const away = holdingExpedition(ctx.campaign.state, ctx.player, name);
  if (away && ![...b.armies, ...(b.more ?? [])].includes(away.name))
    return refuse('WM-O021', awayRefusal(ctx.campaign.state, ctx.player, name) ?? '');
  const rolls = fate === 'captured' || contact !== null;
  if (rolls && items.length !== c.items.length)
    return refuse(
      'WM-O021',
      `${name} carries ${c.items.length} magic item(s)${c.items.length ? ` (${c.items.join(', ')})` : ''}: write “items” and one escape result each (WM-R24)`,
    );
  if (c.type === 'General' && fate === 'killed') {
    const heroes = n.characters.filter((x) => x.type === 'Hero' && x.status === 'active').map((x) => x.name);
    const hero = replacement ? findName(replacement, heroes) : null;
    if (replacement && !hero)
      return refuse('WM-O021', `${ctx.player}: ${notFound('active Hero', replacement, heroes)}`);
    if (!replacement && heroes.length > 0)
      return refuse(
        'WM-O021',
        `a killed General is replaced by a Hero: add “replaced by <Hero>” (Personalities)`,
      );
    replacement = hero ?? undefined;
  }
  return accept({
    kind: 'fate',
    battle: b.id,
    character: name,
    fate,
    inContact: contact !== null,
    items: rolls ? items : [],
    ...(replacement ? { replacement } : {}),
  });
}

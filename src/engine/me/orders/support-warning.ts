/**
 * A remark on the whole submission (2.1B): the armies' Basic sizes, as these orders leave them, against this
 * turn's Total Support under these edicts (support.ts). Edicts cost their hexes' support, a common surprise.
 * It rejects nothing: the moderator settles the lists (3.7B).
 */
import { edictMap } from '../edicts';
import { totalSupport } from '../support';
import { DEFAULT_SUPPORT_SETTINGS } from '../support-tables';
import type { MeCheckInput, MeOrder } from './types';

export function supportWarning(input: MeCheckInput, orders: readonly MeOrder[]): string | null {
  const { state, player } = input;
  const edicts = orders.flatMap((o) => (o.kind === 'edict' ? [{ hex: o.hex, edict: o.edict }] : []));
  const released = new Set(orders.flatMap((o) => (o.kind === 'release mercenary' ? [o.unit] : [])));
  const folded = new Set(orders.flatMap((o) => (o.kind === 'fold army' ? [o.army] : [])));
  const sizes = new Map<string, number>();
  for (const a of state.armies) if (a.owner === player && !folded.has(a.name)) sizes.set(a.name, a.basic);
  for (const o of orders) {
    if (o.kind === 'basic size' && sizes.has(o.army)) sizes.set(o.army, o.basic);
    if (o.kind === 'raise army') sizes.set(o.army, o.basic);
  }
  const basic = [...sizes.values()].reduce((a, b) => a + b, 0);
  const statement = totalSupport(
    {
      ...state,
      mercenaries: state.mercenaries.filter((m) => !(m.player === player && released.has(m.unit))),
    },
    player,
    edictMap(edicts),
    input.settings?.support ?? DEFAULT_SUPPORT_SETTINGS,
  );
  if (basic <= statement.total) return null;
  const edicted = edicts.filter((e) => e.edict !== 'Support Troops').length;
  const why = edicted > 0 ? ` with ${edicted} hex(es) under edicts, which give no support (1.0B)` : '';
  return `Your armies' Basic sizes add up to ${basic}, over this turn's Total Support of ${statement.total}${why}: lower a Basic size or issue fewer edicts (2.1B).`;
}

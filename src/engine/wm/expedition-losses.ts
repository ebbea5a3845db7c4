/**
 * What the sea takes from an expedition (Expedition Chart): units off its list and the national roster they were
 * drawn from, and the Sea Monster fight settled by the moderator's character result roll (WM-R24).
 */
import { wmEvent, type WmEvent } from './events';
import { withExpedition } from './expedition';
import { EXPEDITION_CHART } from './expedition-tables';
import { nation as nationOf, withNation } from './map';
import type { ShipLoad, WmExpedition, WmState } from './model';

/** Takes `n` units off the list, last type first; or only those of `only` (Mount hardship: cavalry). */
export function takeUnits(
  units: readonly ShipLoad[],
  n: number,
  only?: (unit: string) => boolean,
): { units: ShipLoad[]; lost: ShipLoad[] } {
  const left = units.map((u) => ({ ...u }));
  const lost: ShipLoad[] = [];
  for (let i = left.length - 1; i >= 0 && n > 0; i--) {
    const u = left[i];
    if (!u || (only && !only(u.unit))) continue;
    const k = Math.min(n, u.count);
    u.count -= k;
    n -= k;
    if (k > 0) lost.push({ unit: u.unit, count: k });
  }
  return { units: left.filter((u) => u.count > 0), lost };
}

/** The units lost marked on the national roster (drawn from it: the Roster's Lost). */
export function markLost(state: WmState, of: string, lost: readonly ShipLoad[]): WmState {
  if (lost.length === 0) return state;
  const n = nationOf(state, of);
  const roster = n.roster.map((e) => {
    const k = lost.filter((l) => l.unit === e.unit).reduce((s, l) => s + l.count, 0);
    return k > 0 ? { ...e, lost: Math.min(e.bought, e.lost + k) } : e;
  });
  return withNation(state, of, { roster });
}

/** The moderator's character result roll for a Sea Monster fight (WM-R24), applied before the month's roll. */
export function monsterFight(s: WmState, e: WmExpedition, events: WmEvent[]): WmState {
  const who = e.monster ?? '';
  let next = s;
  let patch: Partial<WmExpedition> = { monster: null, monsterResult: null };
  let effect: string;
  if (e.monsterResult === 'Kill') {
    const n = nationOf(s, e.nation);
    next = withNation(s, e.nation, {
      characters: n.characters.map((c) => (c.name === who ? { ...c, status: 'dead' as const } : c)),
    });
    patch = { ...patch, characters: e.characters.filter((c) => c !== who) };
    effect = `${who} is killed by the sea monster and removed from the roster (not replaced by a Level 1)`;
  } else if (e.monsterResult === 'Escape') {
    patch = { ...patch, boats: Math.max(0, e.boats - 1) };
    effect = `${who} escapes the sea monster: only one ship destroyed`;
  } else {
    const n = nationOf(s, e.nation);
    const monsters = n.roster.find((x) => x.category === 'Monsters');
    if (monsters)
      next = withNation(s, e.nation, {
        roster: n.roster.map((x) => (x === monsters ? { ...x, bought: x.bought + 1 } : x)),
      });
    patch = { ...patch, advantages: e.advantages + 1 };
    effect = `${who} enslaves the sea monster: +1 monster on the roster${monsters ? ` (${monsters.unit})` : ' (the moderator adds its type)'}, needing no ship, and +1 advantage`;
  }
  events.push(wmEvent('M2 Move', e.name, effect, `${EXPEDITION_CHART.cite}; WM-R24`));
  return withExpedition(next, e.name, patch);
}

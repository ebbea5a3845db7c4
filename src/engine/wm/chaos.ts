/**
 * Chaos Lands at the start of the year, before the tally (SPECIAL TERRAIN; WM-R21): a town or city in a Chaos area
 * rolls a D6 to stay or move; every other controlled Chaos area rolls the D10 chart.
 */
import type { Dice } from '../dice';
import { pick } from '../core/rolls';
import { lookup } from '../core/tables';
import { CHAOS_CENTER, CHAOS_LANDS } from './chaos-tables';
import { wmDieEvent, wmEvent, type WmEvent } from './events';
import { area, areasOf, isTownOrCity, nation as nationOf, wmGraph, withArea, withNation } from './map';
import type { WmState } from './model';

export function chaosLands(state: WmState, of: string, dice: Dice): { state: WmState; events: WmEvent[] } {
  let next = state;
  const events: WmEvent[] = [];
  const g = wmGraph(state);
  for (const a of areasOf(state, of).filter((x) => x.chaos)) {
    if (isTownOrCity(a)) {
      const key = `chaos-center:${a.name}`;
      const die = dice.roll(key, 6);
      const roll = { key, die: 'd6', result: die };
      if (lookup(CHAOS_CENTER, die) === 'stays') {
        events.push(wmDieEvent('NY3 Tally', a.name, `the ${a.pop} stays`, roll, CHAOS_CENTER.cite));
        continue;
      }
      // Our reading: it moves to an adjacent area with no town or city of its own, the area's owner unchanged.
      const open = g.neighbours(a.name).filter((n) => !isTownOrCity(area(next, n)));
      if (open.length === 0) {
        events.push(
          wmDieEvent(
            'NY3 Tally',
            a.name,
            `the ${a.pop} would move, but no adjacent area is open`,
            roll,
            CHAOS_CENTER.cite,
          ),
        );
        continue;
      }
      const to = pick(dice, `chaos-move:${a.name}`, open);
      next = withArea(withArea(next, to, { pop: a.pop }), a.name, { pop: 'Village' });
      events.push(wmDieEvent('NY3 Tally', a.name, `the ${a.pop} moves to ${to}`, roll, CHAOS_CENTER.cite));
      continue;
    }
    const key = `chaos:${a.name}`;
    const die = dice.roll(key, 10);
    const r = lookup(CHAOS_LANDS, die);
    const n = nationOf(next, of);
    let roster = n.roster;
    if (r.units) {
      const units = r.units;
      const entry = roster.find((e) => e.category === units.category);
      if (entry) roster = roster.map((e) => (e === entry ? { ...e, bought: e.bought + units.count } : e));
      else
        events.push(
          wmEvent('NY3 Tally', of, `no ${units.category} type on the roster: the moderator names one`),
        );
    }
    next = withNation(next, of, {
      roster,
      extraVillages: (n.extraVillages ?? 0) + r.villages,
      extraCharacterPoints: (n.extraCharacterPoints ?? 0) + r.characterPoints,
    });
    events.push(wmDieEvent('NY3 Tally', a.name, r.text, { key, die: 'd10', result: die }, CHAOS_LANDS.cite));
  }
  return { state: next, events };
}

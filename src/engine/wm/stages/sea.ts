/**
 * The month's expeditions in the movement segment (EXPEDITIONS & EXPLORING: "During the movement segment of each
 * following turn"): each fleet on the water when the month began rolls on the Expedition chart with its player's
 * standing choices (`<fleet> - Sail …`), or comes ashore. A fleet that sailed this month rolls from the next.
 */
import type { Dice } from '../../dice';
import { afloat, expeditionsOf, withExpedition } from '../expedition';
import { seaMonth } from '../expedition-month';
import type { WmState } from '../model';
import type { Run } from './carry-out';
import type { WmOrder } from './model';

type Sail = Extract<WmOrder, { kind: 'sail' }>;

export function sailAll(run: Run, before: WmState, sails: ReadonlyMap<string, Sail>, dice: Dice): void {
  for (const e of expeditionsOf(before).filter(afloat)) {
    const o = sails.get(e.name);
    if (e.destination === '') {
      // An Exodus fleet chooses its destination the month after it sails (Exodus).
      if (!o?.to) {
        run.warnings.push(
          `${e.name} (${e.nation}) must choose a destination: “${e.name} - Sail to <landmass>”`,
        );
        continue;
      }
      run.s = withExpedition(run.s, e.name, { destination: o.to });
    }
    const r = seaMonth(run.s, e.name, dice, {
      ...(o?.storm ? { storm: o.storm } : {}),
      ...(o?.monster ? { monster: o.monster } : {}),
      ...(o?.ally ? { ally: o.ally } : {}),
      ...(o?.land ? { land: o.land } : {}),
    });
    run.s = r.state;
    run.events.push(...r.events);
    run.warnings.push(...r.warnings);
    const lost = r.lost.reduce((n, l) => n + l.count, 0);
    if (lost > 0)
      run.entries.push({
        player: e.nation,
        resource: 'Units',
        amount: -lost,
        note: `${e.name} at sea: ${r.lost.map((l) => `${l.count} ${l.unit}`).join(', ')} lost (Expedition Chart)`,
      });
  }
}

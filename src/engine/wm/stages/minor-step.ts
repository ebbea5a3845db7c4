/**
 * Lesser-race box moves at the reports stage (MINOR NATIONS; WM-R22): a pick-up game that names a lesser race moves
 * it up one box when the race wins, down one when it loses; the player who commands it to victory gets an
 * affiliation marker. Reaching Independent, the moderator places its army (WM-R23). A commander's report and an
 * opponent's report of the same game (the race's result agreeing) move the box once.
 */
import { minorNamed, minorResult, minorsOf } from '../minor-nations';
import { wmEvent, type WmEvent } from '../events';
import type { WmState } from '../model';
import type { WmOrder } from './model';

export const MINOR_CITE = '002 MINOR NATIONS';

type PickUp = Extract<WmOrder, { kind: 'pick-up' }>;

interface Report {
  readonly player: string;
  readonly order: PickUp;
  /** The lesser race's own result in the game. */
  readonly raceWon: boolean;
}

export function minorStep(
  state: WmState,
  orders: ReadonlyMap<string, readonly WmOrder[]>,
): { state: WmState; events: WmEvent[] } {
  let s = state;
  const events: WmEvent[] = [];
  const unpaired: Report[] = [];
  for (const [player, list] of orders)
    for (const o of list) {
      if (o.kind !== 'pick-up' || !o.race) continue;
      const m = minorNamed(s, o.race);
      if (!m) continue; // the order check refused it; the tab may have changed since
      if (m.box === 'Independent') continue; // it "can no longer be chosen for pick-up battles" (WM-R23)
      const raceWon = o.commanding ? o.won : !o.won;
      const twin = unpaired.findIndex(
        (r) =>
          r.order.race?.toLowerCase() === m.race.toLowerCase() &&
          r.player !== player &&
          Boolean(r.order.commanding) !== Boolean(o.commanding) &&
          r.raceWon === raceWon,
      );
      if (twin >= 0) {
        const [first] = unpaired.splice(twin, 1);
        events.push(
          wmEvent(
            'M3 Combat',
            player,
            `${m.race}: the same pick-up game as ${first?.player ?? ''}'s report; the box moves once (WM-R22)`,
            MINOR_CITE,
          ),
        );
        continue;
      }
      unpaired.push({ player, order: o, raceWon });
      const commander = o.commanding ? player : undefined;
      const next = minorResult(m, raceWon, commander);
      s = { ...s, minors: minorsOf(s).map((x) => (x.race === m.race ? next : x)) };
      const how = o.commanding ? `commanded by ${player}` : `against ${player}`;
      const marker = raceWon && commander ? `; ${player} gets an affiliation marker on it` : '';
      events.push(
        wmEvent(
          'M3 Combat',
          m.race,
          `${raceWon ? 'wins' : 'loses'} a pick-up game ${how}: box ${String(m.box)} to ${String(next.box)}${marker} (WM-R22)`,
          MINOR_CITE,
        ),
      );
      if (next.box === 'Independent')
        events.push(
          wmEvent(
            'M3 Combat',
            'moderator',
            `${m.race} is Independent: place its army by writing its Area on the Lesser races tab, at least one area away from any town or city (WM-R23); the race can no longer be chosen for pick-up games`,
            MINOR_CITE,
          ),
        );
    }
  return { state: s, events };
}

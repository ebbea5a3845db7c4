/**
 * The New Year economy for every nation, steps 1-4 and 6 in order (WM-R1): armies leave; ransoms; Chaos Lands
 * and Last Stand before the tally (WM-R21); the tally; removal then production; lost units replaced. The players'
 * choices come in as data; expeditions (5) and placement (7) follow with their own inputs.
 */
import type { Dice } from '../dice';
import { chaosLands } from './chaos';
import type { WmEvent } from './events';
import { wmEvent } from './events';
import type { WmState } from './model';
import { removeArmies, ransom, replaceLosses } from './new-year';
import { tally, type Tally } from './population';
import { lastStand, placeProduction, removal } from './production';

export interface NationChoices {
  readonly ransoms?: readonly { readonly character: string; readonly cede: readonly string[] }[];
  /** Where a Last Stand town goes, when the nation has no town. */
  readonly lastStand?: string;
  /** Towns and cities to reduce first at removal. */
  readonly removeFirst?: readonly string[];
  readonly towns?: readonly string[];
  readonly cities?: readonly string[];
}

export interface NewYear {
  readonly state: WmState;
  readonly tallies: ReadonlyMap<string, Tally>;
  readonly events: readonly WmEvent[];
}

export function newYearEconomy(
  state: WmState,
  choices: ReadonlyMap<string, NationChoices>,
  dice: Dice,
): NewYear {
  const events: WmEvent[] = [];
  const step = (r: { state: WmState; events: readonly WmEvent[] }): WmState => {
    events.push(...r.events);
    return r.state;
  };
  let s = step(removeArmies(state));
  const names = s.nations.map((n) => n.name);
  for (const n of names)
    for (const r of choices.get(n)?.ransoms ?? []) s = step(ransom(s, n, r.character, r.cede));
  for (const n of names) s = step(chaosLands(s, n, dice));
  for (const n of names) s = step(lastStand(s, n, choices.get(n)?.lastStand ?? null));
  const tallies = new Map<string, Tally>();
  for (const n of names) {
    const t = tally(s, n);
    tallies.set(n, t);
    events.push(
      wmEvent(
        'NY3 Tally',
        n,
        `PT ${t.pt}: ${t.rosterPoints} roster points, ${t.characterPoints} character points`,
        '002 Roster',
      ),
    );
  }
  for (const n of names) {
    const c = choices.get(n);
    s = step(removal(s, n, c?.removeFirst ?? []));
    s = step(placeProduction(s, n, { towns: c?.towns ?? [], cities: c?.cities ?? [] }));
    s = replaceLosses(s, n);
  }
  return { state: s, tallies, events };
}

import type { CampaignState } from '../../../src/engine/model';

/**
 * Issue 9's growth, counted rather than timed: a copy of a campaign whose army, unit, city and structure lists
 * count every element read through them. A pass that scans a whole list once per army (or per player) reads
 * more as the campaign grows by that many; one that indexes it once does not.
 */
export interface Counted<S> {
  readonly state: S;
  /** Elements read so far, by list. */
  readonly scans: () => Record<List, number>;
}

export type List = 'armies' | 'units' | 'cities' | 'structures';
const LISTS: readonly List[] = ['armies', 'units', 'cities', 'structures'];

export function counted<S extends Pick<CampaignState, List>>(state: S): Counted<S> {
  const reads: Record<List, number> = { armies: 0, units: 0, cities: 0, structures: 0 };
  const copy = { ...state };
  for (const list of LISTS) {
    const items = state[list] as readonly unknown[];
    const proxy = new Proxy([...items], {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads[list] += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    Object.assign(copy, { [list]: proxy });
  }
  return { state: copy, scans: () => ({ ...reads }) };
}

import { eventsConcerning } from '../../../../src/views/report-events';
import { actions, ANN, BO, campaign, effects, KARAK, LOTUS, unit } from './fixture-units';

/**
 * Found City under a name only something unseen bears (orders/naming.ts, W018; VISIBILITY: tunnels and what lies
 * in them are "unseen by forces above ground"). Bo's band founds Karth underground earlier in the same turn, so
 * the checker could not number Ann's; failing Ann's order told her report "a city called Karth already exists".
 * The founding now goes ahead as Karth II, her report says only that the name was taken, and the moderator is
 * told on a row of the Log that names no one's forces. The first test failed before the fix.
 */
const FOUND_BOTH = {
  orders: { [BO]: 'Diggers - Found City Karth', [ANN]: 'Pilgrims - Found City Karth' },
  previous: { [BO]: { Diggers: ['FoundCity' as const] }, [ANN]: { Pilgrims: ['FoundCity' as const] } },
};

describe('Found City when another has just taken the name', () => {
  it('unseen (Bo’s underground city): Ann founds Karth II and is told only that the name is taken', () => {
    const s = campaign({
      map: { '1010': { terrain: 'Underground' } },
      cities: [KARAK, LOTUS],
      units: [unit('Diggers', BO, 'Settler', '1010', 2), unit('Pilgrims', ANN, 'Settler', '0306', 1)],
    });
    const ctx = actions(s, FOUND_BOTH);
    expect(ctx.state.cities.map((c) => `${c.name} ${c.player}`)).toEqual([
      'Karak Ann',
      'Lotus Spire Bo',
      'Karth Bo',
      'Karth II Ann',
    ]);
    expect(effects(ctx, 'Pilgrims')).toEqual(['founds Karth II (size 1) in 0306 (the name Karth is taken)']);
    expect(effects(ctx, '')).toEqual([
      "W018 Ann's Pilgrims founds “Karth”, a name that something Ann cannot see already bears: the ledger calls the new city “Karth II”.",
    ]);
  });

  it('no player’s report carries the moderator’s row (views/report-events.ts)', () => {
    const s = campaign({
      map: { '1010': { terrain: 'Underground' } },
      cities: [KARAK, LOTUS],
      units: [unit('Diggers', BO, 'Settler', '1010', 2), unit('Pilgrims', ANN, 'Settler', '0306', 1)],
    });
    const ctx = actions(s, FOUND_BOTH);
    const ann = eventsConcerning(ctx.events, ANN, {
      cities: new Set(['karak', 'karth ii']),
      forces: new Set(['pilgrims']),
      shared: new Set(),
    });
    const bo = eventsConcerning(ctx.events, BO, {
      cities: new Set(['lotus spire', 'karth']),
      forces: new Set(['diggers']),
      shared: new Set(),
    });
    expect(ann.map((e) => e.effect)).toEqual(['founds Karth II (size 1) in 0306 (the name Karth is taken)']);
    expect(bo.map((e) => e.effect)).toEqual(['founds Karth (size 2) in 1010']);
  });

  it('seen (Bo’s surface city, visible to all): Ann’s founding fails and says why', () => {
    const s = campaign({
      cities: [KARAK, LOTUS],
      units: [unit('Diggers', BO, 'Settler', '1010', 2), unit('Pilgrims', ANN, 'Settler', '0306', 1)],
    });
    const ctx = actions(s, FOUND_BOTH);
    expect(ctx.state.cities.map((c) => `${c.name} ${c.player}`)).toEqual([
      'Karak Ann',
      'Lotus Spire Bo',
      'Karth Bo',
    ]);
    expect(effects(ctx, 'Pilgrims')).toEqual(['Found City fails: the name Karth is already in use']);
    expect(effects(ctx, '')).toEqual([]);
  });
});

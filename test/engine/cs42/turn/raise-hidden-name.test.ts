import { cityActionPhase } from '../../../../src/engine/cs42/turn/cities';
import type { TurnContext } from '../../../../src/engine/cs42/turn/context';
import { ANN, BO, campaign, city, context, effects } from './fixture-units';

/**
 * Raise ... under a name only something unseen bears (orders/naming.ts, W018; VISIBILITY: spies "are not
 * represented on the map", tunnels and what lies in them are "unseen by forces above ground"). Bo's city acts
 * first (CITY ACTIONS: in the order of the Cities tab) and raises the name earlier in the same turn, so the
 * checker could not number Ann's; failing Ann's order told her report "the name “Whisper” is taken", that is,
 * that something of Bo's bears it. The raise now goes ahead under the first free numeral, her report says only
 * that the name was taken, and the moderator is told on a row of the Log that names no one's forces. The first
 * two tests failed before the fix.
 */
const both = (ctx: TurnContext): TurnContext => {
  cityActionPhase(ctx, 1);
  cityActionPhase(ctx, 2);
  return ctx;
};

const names = (ctx: TurnContext): string[] =>
  [...ctx.state.armies, ...ctx.state.units].map((x) => `${x.name} ${x.player}`);

const journal = (ctx: TurnContext, player: string): string[] =>
  ctx.entries.filter((e) => e.player === player).map((e) => `${e.amount} ${e.for}`);

describe('Raise when another has just taken the name', () => {
  it('unseen (Bo’s spy, never on the map): Ann raises the spy Whisper II and is told only that the name is taken', () => {
    const s = campaign({ cities: [city('Deep', BO, '1010', 5), city('Keep', ANN, '0303', 5)] });
    const ctx = both(
      context(s, { orders: { [BO]: 'Deep - Raise Spy Whisper', [ANN]: 'Keep - Raise Spy Whisper' } }),
    );
    expect(names(ctx)).toEqual(['Whisper Bo', 'Whisper II Ann']);
    expect(effects(ctx, 'Keep')).toEqual(['raises the spy Whisper II for 800 (the name Whisper is taken)']);
    expect(journal(ctx, ANN)).toEqual(['-800 Whisper II (spy), Keep']);
    expect(effects(ctx, '')).toEqual([
      "W018 Ann's Keep raises “Whisper”, a name that something Ann cannot see already bears: the ledger calls the new spy “Whisper II”.",
    ]);
  });

  it('unseen (an army raised in Bo’s underground city): Ann’s Raise Troops makes Axes II', () => {
    const s = campaign({
      map: { '1010': { terrain: 'Underground' } },
      cities: [city('Deep', BO, '1010', 5), city('Keep', ANN, '0303', 5)],
    });
    const ctx = both(
      context(s, {
        orders: { [BO]: 'Deep - Raise Troops 200 Axes', [ANN]: 'Keep - Raise Troops 150 Axes' },
      }),
    );
    expect(names(ctx)).toEqual(['Axes Bo', 'Axes II Ann']);
    expect(effects(ctx, 'Keep')).toEqual([
      'raises the army Axes II, 150 points, for 150 (the name Axes is taken); it has one action this turn',
    ]);
    expect(effects(ctx, '')).toEqual([
      "W018 Ann's Keep raises “Axes”, a name that something Ann cannot see already bears: the ledger calls the new army “Axes II”.",
    ]);
  });

  it('seen (Bo’s settlers spawned beside Ann’s city): Ann’s Spawn Settlers fails and says why', () => {
    const s = campaign({ cities: [city('Deep', BO, '0304', 5), city('Keep', ANN, '0303', 5)] });
    const ctx = both(
      context(s, {
        orders: { [BO]: 'Deep - Spawn Settlers 1 Pilgrims', [ANN]: 'Keep - Spawn Settlers 1 Pilgrims' },
      }),
    );
    expect(names(ctx)).toEqual(['Pilgrims Bo']);
    expect(effects(ctx, 'Keep')).toEqual(['Spawn Settlers 1 Pilgrims fails: the name “Pilgrims” is taken']);
    expect(effects(ctx, '')).toEqual([]);
  });
});

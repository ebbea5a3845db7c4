import { cityActionPhase } from '../../../../src/engine/cs42/turn/cities';
import { unitActionPhase } from '../../../../src/engine/cs42/turn/units';
import { DISRUPT_TABLE, rowFor } from '../../../../src/engine/cs42/turn/spies';
import { ANN, BO, campaign, city, context, effects, KARAK, unit } from './fixture-units';

/** SPY ACTIONS (Tables 11, 12, 13 with RULINGS 23; Counter Espionage +5). Whisper is Ann's spy. */

const spyTurn = (ann: string, roll: number, bo = '') => {
  const s = campaign({
    cities: [KARAK, city('Lotus Spire', BO, '0707', 5, { improvements: ['Marketplace'] })],
    units: [unit('Whisper', ANN, 'Spy', '0303')],
  });
  const orders: Record<string, string> = { [ANN]: ann };
  if (bo !== '') orders[BO] = bo;
  const ctx = context(s, { orders, dice: { 'spy:Whisper': roll } });
  cityActionPhase(ctx, 1);
  unitActionPhase(ctx, 1);
  return ctx;
};
const lotus = (ctx: ReturnType<typeof spyTurn>) => ctx.state.cities.find((c) => c.name === 'Lotus Spire');
const spy = (ctx: ReturnType<typeof spyTurn>) => ctx.state.units.find((u) => u.name === 'Whisper');

describe('Spy on City (Table 11)', () => {
  it('3: Success / Undetected, and the log carries what the spy learns', () => {
    const ctx = spyTurn('Whisper - Spy on City Lotus Spire', 3);
    expect(effects(ctx, 'Whisper')).toEqual([
      'Spy on City Lotus Spire: Success / Undetected',
      'learns of Lotus Spire: upgrades: Marketplace; actions: Hold; armies in the hex: none; treasury of Bo: 10000',
    ]);
    expect(spy(ctx)?.player).toBe(ANN);
  });

  it('10: Success / Caught: the spy is removed', () => {
    expect(spy(spyTurn('Whisper - Spy on City Lotus Spire', 10))).toBeUndefined();
  });

  it('10 against Counter Espionage is 15: Failure / Undetected', () => {
    const ctx = spyTurn('Whisper - Spy on City Lotus Spire', 10, 'Lotus Spire - Counter Espionage');
    expect(effects(ctx, 'Whisper')).toEqual([
      'Spy on City Lotus Spire + 5 Counter Espionage = 15: Failure / Undetected',
    ]);
    expect(spy(ctx)).toBeDefined();
  });
});

describe('Destroy (Table 12)', () => {
  it('5: Success / Detected: the improvement is gone and Bo is told', () => {
    const ctx = spyTurn('Whisper - Destroy Lotus Spire Marketplace', 5);
    expect(lotus(ctx)?.improvements).toEqual([]);
    expect(effects(ctx, 'Whisper')).toContain('Bo is told of a spy in Lotus Spire');
  });

  it('an improvement the city lacks wastes the action, with no roll', () => {
    const ctx = spyTurn('Whisper - Destroy Lotus Spire Granary', 1);
    expect(effects(ctx, 'Whisper')).toEqual(['Destroy: Lotus Spire has no Granary; the action is wasted']);
    expect(ctx.events.some((e) => e.key === 'spy:Whisper')).toBe(false);
  });
});

describe('Disrupt (Table 13 as RULINGS 23 reads it)', () => {
  it('reads the overlapping rows 15-16, 17-18, 19, 20', () => {
    expect(
      [15, 16, 17, 18, 19, 20, 25].map(
        (n) => `${rowFor(DISRUPT_TABLE, n).mission}/${rowFor(DISRUPT_TABLE, n).spy}`,
      ),
    ).toEqual([
      'Failure/Undetected',
      'Failure/Undetected',
      'Failure/Detected',
      'Failure/Detected',
      'Failure/Caught / Killed',
      'Failure/Turned',
      'Failure/Turned',
    ]);
  });

  it('2: Total Success is logged for the moderator; 17 + 5 Counter Espionage = 22: the spy is turned', () => {
    const total = spyTurn('Whisper - Disrupt Lotus Spire', 2);
    expect(effects(total, 'Whisper')).toContain(
      'moderator: Lotus Spire is disrupted (Total Success): its actions this turn take Hold for all actions and lose 50% income',
    );
    const turned = spyTurn('Whisper - Disrupt Lotus Spire', 17, 'Lotus Spire - Counter Espionage');
    expect(spy(turned)?.player).toBe(BO);
  });
});

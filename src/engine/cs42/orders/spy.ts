import { CheckContext, Order, Verdict } from './context';
import { KindGrammar, noArgs, spec, target } from './grammar';
import { sabotage } from './upgrades';

/** SPY ACTIONS (Tables 11, 12, 13; RULINGS 23): one action a turn; spies are never out of supply. */

export const SPY_GRAMMAR: KindGrammar = {
  kind: 'spy',
  noun: 'spy',
  actions: [
    spec('Hold', 'Hold', ['hold'], 'Whisper - Hold', noArgs),
    spec(
      'SpyOnCity',
      'Spy on City',
      ['spy on city', 'spy on', 'spy', 'spy city'],
      'Whisper - Spy on City Lotus Spire',
      target('the city', 'Spy on City Lotus Spire'),
    ),
    spec(
      'SpyDestroy',
      'Destroy',
      ['destroy', 'sabotage'],
      'Whisper - Destroy Lotus Spire Marketplace',
      sabotage,
    ),
    spec(
      'Disrupt',
      'Disrupt',
      ['disrupt', 'disrupt city'],
      'Whisper - Disrupt Lotus Spire',
      target('the city', 'Disrupt Lotus Spire'),
    ),
  ],
};

export function checkSpyAction(ctx: CheckContext, order: Order): Verdict {
  const a = order.args;
  const name = a.type === 'target' ? a.target : a.type === 'sabotage' ? a.city : null;
  if (name === null) return { ok: true, message: 'holds.' };
  const city = ctx.otherPlayersCity(
    name,
    (c) => `${c.name} is your own city: spies act against other players' cities.`,
  );
  if ('ok' in city) return city;
  const what =
    a.type === 'sabotage'
      ? `tries to destroy the ${a.improvement} of ${city.name} (Table 12)`
      : order.spec.id === 'Disrupt'
        ? `tries to disrupt ${city.name} (Table 13)`
        : `spies on ${city.name} (Table 11)`;
  return { ok: true, message: `${what}.` };
}

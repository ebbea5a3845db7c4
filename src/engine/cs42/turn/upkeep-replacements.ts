import { formatHex, sameHex } from '../../hex';
import type { Army } from '../../model';
import { ArmyWithLosses, buyReplacements, lossStatus, replacementTerms } from '../battles/replacements';
import { armySupply, type SupplyOracle } from '../supply';
import { MAX_ARMY_POINTS } from '../tables';
import type { Mutable, TurnContext } from './context';
import { key } from './economy-record';

/**
 * Replacements in the army upkeep step (Casualties: "They can be replaced during the next Army Upkeep portion of
 * the Payables phase ... on the turn after the battle in which they were lost or not at all"; Re-Supply, Table 5;
 * RULINGS 8 and its setting). The army's Replace lines are added up (a line without points asks for all Table 5
 * allows), capped by Table 5 for where the army stands and its supply after its upkeep (unpaid upkeep: Out of
 * Supply, none), and paid whole or not at all like every bill (RULINGS 19); then the points join the army.
 */

const RULE = 'Casualties; Re-Supply, Table 5 (RULINGS 8)';

export function replacementsBill(ctx: TurnContext, army: Mutable<Army>, oracle: SupplyOracle): void {
  const asked: (number | null)[] = [];
  for (const l of ctx.ordersOf(army.name, army.player))
    if (l.actionId === 'Replace' && l.args?.type === 'replace') asked.push(l.args.points);
  if (asked.length === 0) return;
  const want = asked.includes(null) ? MAX_ARMY_POINTS : asked.reduce<number>((t, n) => t + (n ?? 0), 0);
  const withLosses: ArmyWithLosses = army;
  const supply = armySupply(oracle, army, { upkeepPaid: !ctx.unpaidArmies.has(army.name) }).status;
  const city = ctx.state.cities.find((c) => c.size > 0 && sameHex(c.hex, army.hex));
  const inCity = city !== undefined && key(city.player) === key(army.player) && !city.conquered;
  const terms = replacementTerms(supply, inCity, ctx.settings.replacementCosts);
  const status = lossStatus(withLosses);
  const room = Math.max(0, MAX_ARMY_POINTS - army.points);
  const bought = buyReplacements(status, Math.min(want, room), terms, ctx.state.turn);
  if (bought.points === 0) {
    ctx.log('Upkeep', army.name, `no replacements: ${bought.limit ?? 'nothing to buy'}`, RULE);
    return;
  }
  const where = inCity ? `in ${city.name}` : `${supply} supply in ${formatHex(army.hex)}`;
  const what = `${army.name} replaces ${bought.points} points lost on turn ${status.lostOnTurn ?? '?'} (${where}, ${terms?.costPercent ?? 100}%)`;
  if (!ctx.pay(army.player, 'Replacements', bought.cost, what)) {
    ctx.log(
      'Upkeep',
      army.name,
      `cannot pay ${bought.cost} for replacements: none bought`,
      `${RULE}; RULINGS 19`,
    );
    return;
  }
  const before = army.points;
  army.points += bought.points;
  ctx.log(
    'Upkeep',
    army.name,
    `buys back ${bought.points} points for ${bought.cost}: ${before} → ${army.points}${bought.limit === null || want >= MAX_ARMY_POINTS ? '' : ` (${bought.limit})`}`,
    RULE,
  );
}

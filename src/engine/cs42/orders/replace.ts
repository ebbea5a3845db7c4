import { formatHex } from '../../hex';
import { ArmyWithLosses, buyReplacements, lossStatus, replacementTerms } from '../battles/replacements';
import { MAX_ARMY_POINTS } from '../tables';
import { CheckContext, reject, UnitTurn, Verdict } from './context';

/**
 * Replace (Casualties: "They can be replaced during the next Army Upkeep portion of the Payables phase. They must
 * be replaced on the turn after the battle in which they were lost or not at all"; Re-Supply, Table 5; RULINGS 8):
 * an instruction, no action, carried out in the upkeep phase. Checked against the army's battle losses, the
 * turn, its supply status (after any No upkeep) and Table 5's cap, all Replace lines of the army together.
 */

export function replaceLosses(ctx: CheckContext, turn: UnitTurn, asked: number | null): Verdict {
  const me = turn.entity;
  const army: ArmyWithLosses | null = me.army;
  if (army === null)
    return reject('O064', `${me.name} is new this turn: it lost no points in battle to replace.`);
  const status = lossStatus(army);
  if (status.lostOnTurn === null)
    return reject('O064', `${me.name} lost no points in battle that it may replace (Casualties).`);
  const now = ctx.state.turn;
  if (now !== status.lostOnTurn + 1)
    return reject(
      'O065',
      `${me.name}'s losses of turn ${status.lostOnTurn} could be replaced on turn ${status.lostOnTurn + 1} only: "They must be replaced on the turn after the battle in which they were lost or not at all" (Casualties).`,
    );
  // Upkeep comes before any action: the army re-supplies where it starts the turn.
  const city = ctx.cityAt(army.hex);
  const inCity = city !== undefined && city.player === ctx.player && !city.conquered;
  const supply = me.supply ?? 'Regular';
  const terms = replacementTerms(supply, inCity, ctx.settings.replacementVariant ?? 'table');
  if (terms === null)
    return reject(
      'O066',
      `${me.name} is Out of Supply this turn (by distance, or its upkeep is not paid): it cannot re-supply (Table 5; Supply ranges: "Replacements for killed troops cannot be purchased").`,
    );
  const all = buyReplacements(status, MAX_ARMY_POINTS, terms, now);
  const before = ctx.replaced.get(me.name.toLowerCase()) ?? 0;
  const want = asked ?? Math.max(0, all.points - before);
  const where = inCity ? `in ${city.name}` : `${supply} supply in ${formatHex(army.hex)}`;
  const total = ctx.bump(ctx.replaced, me.name, want);
  if (total > all.points)
    return reject(
      'O067',
      `${me.name} may replace up to ${terms.capPercent}% of the ${status.pointsLost - status.unreplaceable} replaceable points it lost, ${all.points} (Table 5, ${where}); this asks for ${total}.`,
    );
  if (want === 0)
    return reject('O067', `${me.name} has no replacement left to buy this turn (Table 5, ${where}).`);
  if (army.points + total > MAX_ARMY_POINTS)
    return reject(
      'O062',
      `${me.name} would have ${army.points + total} points; an army may have at most ${MAX_ARMY_POINTS}.`,
    );
  // Upkeep pays for the army's replacements together: each line carries its share of the rounded total.
  const cost =
    buyReplacements(status, total, terms, now).cost - buyReplacements(status, before, terms, now).cost;
  return {
    ok: true,
    cost,
    message: `buys back ${want} of the ${status.pointsLost} points lost on turn ${status.lostOnTurn} in the upkeep phase, after the army's upkeep, at ${terms.costPercent}% (Table 5, ${where}): cost ${cost}. If the upkeep goes unpaid the army is Out of Supply and buys none.`,
  };
}

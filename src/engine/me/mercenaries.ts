/**
 * Mercenaries (book 004, 6.0B-6.2B; ME-R33): the sealed-bid auction announced at the Interim Results, and the
 * upkeep each later turn. Dramatis Personae (6.3B) are not hired and are the GM's.
 */
import { meEvent, type MeEvent } from './events';
import type { Mercenary } from './model';

const CITE = '004 6.0B Mercenaries';
const CITE_SPECIAL = '004 6.2B Special Mercenaries';

/** A unit the GM offers for hire with the Rumours (2.1A). */
export interface MercenaryOffer {
  readonly unit: string;
  /** "The minimum bid for any mercenary is its basic point cost." */
  readonly baseCost: number;
  /** Special mercenaries (6.2B) also have a Power cost; 0 for a regular one, which "require[s] only Support". */
  readonly powerCost: number;
}

/** A sealed bid, in support (and power, for a special mercenary) "from your kingdom's next turn". */
export interface MercenaryBid {
  readonly player: string;
  readonly unit: string;
  readonly support: number;
  readonly power: number;
}

export interface AuctionResult {
  readonly unit: string;
  /** Null: no valid bid, or a tie nobody wins. */
  readonly winner: MercenaryBid | null;
  /** Bids refused, each with why. */
  readonly refused: readonly { readonly bid: MercenaryBid; readonly reason: string }[];
}

function isSpecial(offer: MercenaryOffer): boolean {
  return offer.powerCost > 0;
}

/** Why a bid is refused; null when it stands. */
export function bidRefusal(offer: MercenaryOffer | undefined, bid: MercenaryBid): string | null {
  if (!offer) return `${bid.unit} is not offered this turn`;
  if (!Number.isInteger(bid.support) || !Number.isInteger(bid.power) || bid.support < 0 || bid.power < 0)
    return 'a bid is whole points of support and power';
  if (bid.support < offer.baseCost)
    return `${bid.support} is below the minimum bid of ${offer.baseCost} for ${offer.unit}`;
  if (!isSpecial(offer) && bid.power > 0)
    return `${offer.unit} is a regular mercenary: it is hired with support only`;
  if (isSpecial(offer) && bid.power < offer.powerCost)
    return `${bid.power} power is below ${offer.unit}'s Power cost of ${offer.powerCost}`;
  return null;
}

/** The bids at the top of `bids` by `score`; one winner, or none on a tie. */
function top(bids: readonly MercenaryBid[], score: (b: MercenaryBid) => number): MercenaryBid[] {
  const best = Math.max(...bids.map(score));
  return bids.filter((b) => score(b) === best);
}

/**
 * 6.0B: the highest bid wins; "In case of ties, nobody gains the mercenary". 6.2B, special mercenaries: "the
 * highest Power bid wins. In case of tied Power bids, the tied bid offering the most Support wins. If still
 * tied, nobody gains". A player's second bid for the same unit is refused (one sealed bid each).
 */
export function auctionOne(offer: MercenaryOffer, bids: readonly MercenaryBid[]): AuctionResult {
  const refused: { bid: MercenaryBid; reason: string }[] = [];
  const valid: MercenaryBid[] = [];
  for (const bid of bids.filter((b) => b.unit === offer.unit)) {
    const reason = valid.some((v) => v.player === bid.player)
      ? `${bid.player} has already bid for ${offer.unit}`
      : bidRefusal(offer, bid);
    if (reason) refused.push({ bid, reason });
    else valid.push(bid);
  }
  if (valid.length === 0) return { unit: offer.unit, winner: null, refused };
  let best = isSpecial(offer) ? top(valid, (b) => b.power) : valid;
  best = top(best, (b) => b.support);
  return { unit: offer.unit, winner: best.length === 1 ? (best[0] ?? null) : null, refused };
}

/**
 * The whole auction of `turn`, announced at the Interim Results: each winner holds a Mercenary whose upkeep is
 * the winning bid, paid from the following turn's Total Support on (ME-R33). Only winners pay.
 */
export function runAuction(
  offers: readonly MercenaryOffer[],
  bids: readonly MercenaryBid[],
  turn: number,
): { readonly results: AuctionResult[]; readonly hired: Mercenary[]; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  const results = offers.map((offer) => auctionOne(offer, bids));
  for (const bid of bids)
    if (!offers.some((o) => o.unit === bid.unit))
      events.push(
        meEvent('Interim results', bid.player, `bid refused: ${bid.unit} is not offered this turn`, CITE),
      );
  const hired: Mercenary[] = [];
  for (const r of results) {
    const offer = offers.find((o) => o.unit === r.unit) as MercenaryOffer;
    const cite = isSpecial(offer) ? CITE_SPECIAL : CITE;
    for (const f of r.refused)
      events.push(meEvent('Interim results', f.bid.player, `bid refused: ${f.reason}`, cite));
    const bidders = bids.filter((b) => b.unit === r.unit).length;
    if (!r.winner) {
      const why = bidders - r.refused.length > 0 ? 'tied bids: nobody gains it' : 'no valid bid';
      events.push(meEvent('Interim results', r.unit, `not hired (${why})`, cite));
      continue;
    }
    const w = r.winner;
    hired.push({
      unit: r.unit,
      player: w.player,
      army: null,
      points: offer.baseCost,
      upkeep: w.support,
      powerUpkeep: isSpecial(offer) ? w.power : 0,
      fromTurn: turn + 1,
    });
    const price = `${w.support} support${isSpecial(offer) ? ` and ${w.power} power` : ''}`;
    events.push(
      meEvent(
        'Interim results',
        r.unit,
        `hired by ${w.player} for ${price} a turn from turn ${turn + 1}` +
          (isSpecial(offer) ? '' : '; he must field it in one of his armies that turn'),
        `${cite}, ME-R33`,
      ),
    );
  }
  return { results, hired, events };
}

/** ME-R33: the support a player's mercenaries cost on `turn` (deducted from that turn's Total Support). */
export function mercenaryUpkeep(mercenaries: readonly Mercenary[], player: string, turn: number): number {
  return mercenaries
    .filter((m) => m.player === player && m.fromTurn <= turn)
    .reduce((sum, m) => sum + m.upkeep, 0);
}

/**
 * ME-R33 upkeep at the start of `turn`: mercenaries "remain with the winning player for as long as he is
 * willing to pay the upkeep he bid". The player names those he lets go; a special mercenary whose Power bid
 * cannot be repaid from `power` deserts (6.2B). Returns those kept, those gone, and the power paid.
 */
export function payUpkeep(
  mercenaries: readonly Mercenary[],
  player: string,
  turn: number,
  dismissed: ReadonlySet<string>,
  power: number,
): {
  readonly kept: Mercenary[];
  readonly gone: Mercenary[];
  readonly powerPaid: number;
  readonly events: MeEvent[];
} {
  const kept: Mercenary[] = [];
  const gone: Mercenary[] = [];
  const events: MeEvent[] = [];
  let left = power;
  for (const m of mercenaries) {
    if (m.player !== player || m.fromTurn > turn) {
      kept.push(m);
      continue;
    }
    if (dismissed.has(m.unit)) {
      gone.push(m);
      events.push(
        meEvent('Orders', m.unit, `${player} stops paying its upkeep: it leaves`, `${CITE}, ME-R33`),
      );
      continue;
    }
    if (m.powerUpkeep > left) {
      gone.push(m);
      events.push(
        meEvent(
          'Orders',
          m.unit,
          `${player} cannot repay ${m.powerUpkeep} power: it deserts`,
          `${CITE_SPECIAL}, ME-R33`,
        ),
      );
      continue;
    }
    left -= m.powerUpkeep;
    kept.push(m);
    const price = `${m.upkeep} support${m.powerUpkeep ? ` and ${m.powerUpkeep} power` : ''}`;
    events.push(meEvent('Orders', m.unit, `${player} pays its upkeep: ${price}`, `${CITE}, ME-R33`));
  }
  return { kept, gone, powerPaid: power - left, events };
}

/**
 * The points regular mercenaries fielded in `armies` add to Total Army Size (3.1B, 6.0B): each unit's basic
 * point cost, not its bid (the 6.0B example: 2500 + the 225-point Boyz = 2725). Special mercenaries "are not
 * added to your kingdom army" (6.2B): they count nothing. Mercenaries not yet due (`fromTurn` after `turn`) are
 * not with the army.
 */
export function fieldedMercenaryPoints(
  mercenaries: readonly Mercenary[],
  armies: readonly string[],
  turn: number,
): number {
  return mercenaries
    .filter((m) => m.army !== null && armies.includes(m.army) && m.powerUpkeep === 0 && m.fromTurn <= turn)
    .reduce((sum, m) => sum + (m.points ?? 0), 0);
}

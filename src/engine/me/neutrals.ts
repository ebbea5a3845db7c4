/**
 * Neutral defenders and neutral kingdoms (book 004, 4.3B and 1.4A; digest §5 "Other numbers"): the defenders a
 * hex holds when explored, their Total Army Size, their growth (ME-R35), permanent changes (Table 11, ME-R18),
 * and a neutral kingdom's army, conquest and tribute (1.4A, ME-R20).
 */
import type { Dice } from '../dice';
import { dieEvent, meEvent, rollFor, type MeEvent, type MePhase } from './events';
import { HEX_BASE_SUPPORT, TABLE_6_MAJOR_FEATURES } from './explore-tables';
import type { Fortification, MeHex, NeutralDefenders, NeutralKingdom } from './model';
import { read as rolled } from '../core/events';

/** 4.3B: (d3 + turn) × 250, "with a maximum of 2000 points"; growth stops there too. */
export const NEUTRAL_BASIC_MAX = 2000;
/** 4.3B: "its Basic Army Size will grow by 250 points each campaign turn". */
export const NEUTRAL_GROWTH = 250;
/** 4.3B: Well Defended hexes add 500 to the Total Army Size. */
export const WELL_DEFENDED_BONUS = 500;
/** 4.3B: a Fortress or Mighty Fortress adds 250 or 500 to the defending army. */
export const FORTRESS_BONUS: Readonly<Record<Fortification, number>> = {
  Fortress: 250,
  'Mighty Fortress': 500,
};
/** 4.3B: "Neutral armies thus have a maximum Total Army Size of 3000 points" (3.1B's cap). */
export const NEUTRAL_TOTAL_MAX = 3000;
/** 3.1B: Basic Army Size at most 2500, the limit a neutral kingdom's army "conforms to" (1.4A). */
export const KINGDOM_BASIC_MAX = 2500;
/** 1.4A: an independent neutral kingdom spends its power point on 500 conscripted troops a turn (ME-R20). */
export const KINGDOM_CONSCRIPTION = 500;

const CITE_43 = '004 4.3B Neutral defenders';

/** A roll from `rollFor` as `dieEvent` reads it (its total is the result): the core's one reading. */
export { rolled };
const CITE_14 = '004 1.4A Neutral kingdoms';

/** 4.3B: the Basic Army Size of defenders discovered on `turn`, from a d3 keyed `key`. */
export function rollNeutralBasic(
  dice: Dice,
  key: string,
  turn: number,
): { readonly basic: number; readonly roll: ReturnType<typeof rollFor> } {
  const roll = rollFor(dice, key, 1, 3);
  return { basic: Math.min(NEUTRAL_BASIC_MAX, (roll.total + turn) * 250), roll };
}

/** New defenders found on `turn` (4.3B), with the event naming their size and the d3. */
export function discoverDefenders(
  dice: Dice,
  address: string,
  turn: number,
  race: string,
  wellDefended: boolean,
  phase: MePhase = 'Interim results',
): { readonly defenders: NeutralDefenders; readonly events: MeEvent[] } {
  const { basic, roll } = rollNeutralBasic(dice, `me:defenders:${address}`, turn);
  const defenders: NeutralDefenders = {
    race,
    basic,
    wellDefended,
    discoveredTurn: turn,
    extra: 0,
    incitedBy: [],
  };
  const effect =
    `${race} defenders: Basic (${roll.total} + turn ${turn}) × 250 = ${basic}` +
    (wellDefended ? ', Well Defended (+500 Total)' : '');
  return { defenders, events: [dieEvent(phase, address, effect, rolled(roll), `${CITE_43}, ME-R35`)] };
}

/**
 * The defenders' Total Army Size (4.3B): Basic + permanent extras + 500 if Well Defended + the hex's fortress,
 * never below 0 nor above 3000.
 */
export function defendersTotal(defenders: NeutralDefenders, fortress: Fortification | null): number {
  const total =
    defenders.basic +
    defenders.extra +
    (defenders.wellDefended ? WELL_DEFENDED_BONUS : 0) +
    (fortress ? FORTRESS_BONUS[fortress] : 0);
  return Math.max(0, Math.min(NEUTRAL_TOTAL_MAX, total));
}

/**
 * ME-R35: +250 Basic at the start of each turn after the one they were discovered, until Basic 2000. Defenders
 * already at or above 2000 (a large incited army, ME-R18) do not grow.
 */
export function growDefenders(
  defenders: NeutralDefenders,
  turn: number,
): { readonly defenders: NeutralDefenders; readonly grew: number } {
  if (turn <= defenders.discoveredTurn || defenders.basic >= NEUTRAL_BASIC_MAX) return { defenders, grew: 0 };
  const basic = Math.min(NEUTRAL_BASIC_MAX, defenders.basic + NEUTRAL_GROWTH);
  return { defenders: { ...defenders, basic }, grew: basic - defenders.basic };
}

/** Grows the defenders of every hex that has them (ME-R35), with one event per hex that grew. */
export function growAllDefenders(
  hexes: readonly MeHex[],
  turn: number,
): { readonly hexes: MeHex[]; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  const out = hexes.map((hex) => {
    if (!hex.defenders) return hex;
    const { defenders, grew } = growDefenders(hex.defenders, turn);
    if (grew === 0) return hex;
    events.push(
      meEvent(
        'Interim results',
        hex.address,
        `${defenders.race} defenders grow ${hex.defenders.basic} → ${defenders.basic} Basic`,
        `${CITE_43}, ME-R35`,
      ),
    );
    return { ...hex, defenders };
  });
  return { hexes: out, events };
}

/**
 * A permanent change of strength (Table 11, 5.2B): a gain adds to `extra` (outside the growth cap); a loss
 * (deserters) comes off Basic first, then off `extra`, never below 0.
 */
export function changeDefenders(defenders: NeutralDefenders, points: number): NeutralDefenders {
  if (points >= 0) return { ...defenders, extra: defenders.extra + points };
  const fromBasic = Math.min(defenders.basic, -points);
  const fromExtra = Math.min(Math.max(0, defenders.extra), -points - fromBasic);
  return { ...defenders, basic: defenders.basic - fromBasic, extra: defenders.extra - fromExtra };
}

/** 1.4A: a neutral kingdom hex's support: 250 plus its major feature's bonus (Table 6); no edicts apply there.
 * A razed hex in its no-support window (Table 4) gives 0. */
export function neutralHexSupport(hex: Pick<MeHex, 'major' | 'noSupportUntil'>, turn: number): number {
  if (turn < hex.noSupportUntil) return 0;
  return HEX_BASE_SUPPORT + (hex.major ? TABLE_6_MAJOR_FEATURES[hex.major].supportBonus : 0);
}

/** The hexes that still support a neutral kingdom's army: its own hexes, unowned while it is independent, or
 * held by the player who conquered its capital. Hexes other players took no longer count (1.4A). */
export function kingdomHexes(kingdom: NeutralKingdom, hexes: readonly MeHex[]): MeHex[] {
  return hexes.filter((h) => h.neutralKingdom === kingdom.id && h.owner === kingdom.conqueredBy);
}

export interface KingdomArmy {
  /** Basic Army Size, at most 2500 (3.1B). */
  readonly basic: number;
  /** The support of its hexes, before conscription. */
  readonly support: number;
  /** 500 while independent (ME-R20, not cumulative); 0 once conquered (the point is tribute). */
  readonly conscripted: number;
  /** Independent: it "always contains a Lord"; conquered: no Lord, an extra hero is General and Regent. */
  readonly leader: 'Lord' | 'Regent';
  readonly events: MeEvent[];
}

/**
 * 1.4A and ME-R20: a neutral kingdom's army each turn is the support of its remaining hexes, plus 500 conscripted
 * while independent, within 2500 Basic. A hex a player conquered lowers it the following turn, because the
 * army is computed at the start of each turn from the hexes it still has ("a City would reduce it by 750").
 */
export function kingdomArmy(kingdom: NeutralKingdom, hexes: readonly MeHex[], turn: number): KingdomArmy {
  const own = kingdomHexes(kingdom, hexes);
  const support = own.reduce((sum, h) => sum + neutralHexSupport(h, turn), 0);
  const conscripted = kingdom.conqueredBy === null ? KINGDOM_CONSCRIPTION : 0;
  const basic = Math.min(KINGDOM_BASIC_MAX, support + conscripted);
  const effect =
    `${kingdom.race} kingdom army: ${own.length} hexes give ${support}` +
    (conscripted ? ` + ${conscripted} conscripted` : '') +
    ` = Basic ${basic}` +
    (kingdom.conqueredBy === null ? ', led by a Lord' : `, led by ${kingdom.conqueredBy}'s Regent`);
  return {
    basic,
    support,
    conscripted,
    leader: kingdom.conqueredBy === null ? 'Lord' : 'Regent',
    events: [meEvent('Interim results', kingdom.id, effect, `${CITE_14}, ME-R20`)],
  };
}

/**
 * 1.4A: conquering a neutral kingdom's capital adds "all of its hexes that are not owned by other players" to the
 * conqueror. A kingdom another player already controls passes whole to the new conqueror ("following the same
 * rules as the initial conquest"): the hexes it held as that kingdom change hands too.
 */
export function conquerKingdomCapital(
  kingdom: NeutralKingdom,
  hexes: readonly MeHex[],
  conqueror: string,
): { readonly kingdom: NeutralKingdom; readonly hexes: MeHex[]; readonly events: MeEvent[] } {
  const joining = new Set(kingdomHexes(kingdom, hexes).map((h) => h.address));
  joining.add(kingdom.capital);
  const out = hexes.map((h) => (joining.has(h.address) ? { ...h, owner: conqueror } : h));
  const addresses = [...joining].sort();
  return {
    kingdom: { ...kingdom, conqueredBy: conqueror },
    hexes: out,
    events: [
      meEvent(
        'End of turn',
        kingdom.id,
        `${conqueror} conquers the capital ${kingdom.capital}: ${addresses.join(', ')} join ${conqueror}'s kingdom`,
        CITE_14,
      ),
    ],
  };
}

/**
 * 1.4A tribute: 1 power a turn for each neutral kingdom `player` conquered, only while he still holds its capital
 * (the kingdom's power is its capital's, "as long as you control the neutral capital"): a capital lost since
 * (Table 3 Rebellion, razed, incited neutrals holding it, 5.2B) pays nothing. Pass `hexes`: without them only
 * `conqueredBy` is read.
 */
export function tributeFrom(
  player: string,
  kingdoms: readonly NeutralKingdom[],
  hexes?: readonly Pick<MeHex, 'address' | 'owner'>[],
): number {
  const held = (k: NeutralKingdom): boolean =>
    hexes === undefined || hexes.some((h) => h.address === k.capital && h.owner === player);
  return kingdoms.filter((k) => k.conqueredBy === player && held(k)).length;
}

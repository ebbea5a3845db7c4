/**
 * Incite Neutrals and Pacify Neutrals (book 004, 5.2B, Table 11): the incited army's size from 2d6 × 100 plus
 * the dice bought, the miscast and its straight line back to the inciter's capital, combined incitements, what
 * incited neutrals left standing do at the end of the turn (ME-R18), and the cumulative pacify dice (ME-R19).
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import { formatHex, hexLine as gridLine, parseHex } from '../hex';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import type { MeHex, NeutralDefenders } from './model';
import { changeDefenders, defendersTotal, rolled } from './neutrals';
import {
  INCITED_LOOT_MAX,
  INCITED_REMAIN_MIN,
  INCITE_POINTS_PER_PIP,
  PACIFY_DESERTERS,
  PACIFY_DISASTER_GROWTH,
  TABLE_11_PACIFY,
  pacifyCap,
  type IncitedFate,
  type PacifyResult,
} from './power-tables';

const CITE_INCITE = '004 5.2B Inciting neutrals';

export interface Incitement {
  readonly player: string;
  readonly hex: string;
  readonly dice: readonly number[];
  readonly strength: number;
  /** Two or more dice showed 1 (ME-R17). */
  readonly miscast: boolean;
  readonly events: MeEvent[];
}

/**
 * Rolls an incited army (5.2B): 2 dice for the first point and one or two more per further point, × 100. Keyed
 * `me:incite:<hex>:<player>#1` ...; on a miscast "the GM rolls all dice again", keyed
 * `me:incite:<hex>:<player>:miscast#1` ...
 */
export function rollIncitement(
  dice: Dice,
  player: string,
  hex: string,
  moreDice: readonly (1 | 2)[],
): Incitement {
  const n = 2 + moreDice.reduce<number>((a, b) => a + b, 0);
  const key = `me:incite:${hex}:${player}`;
  const first = rollFor(dice, key, n, 6);
  const miscast = first.dice.filter((d) => d === 1).length >= 2;
  const events: MeEvent[] = [];
  const size = (total: number): number => total * INCITE_POINTS_PER_PIP;
  events.push(
    dieEvent(
      'Interim results',
      hex,
      `${player} incites neutrals: ${first.dice.join(' ')} × 100 = ${size(first.total)}` +
        (miscast ? ': two 1s, a miscast' : ''),
      rolled(first),
      `${CITE_INCITE}, ME-R17`,
    ),
  );
  if (!miscast) return { player, hex, dice: first.dice, strength: size(first.total), miscast, events };
  const again = rollFor(dice, `${key}:miscast`, n, 6);
  events.push(
    dieEvent(
      'Interim results',
      hex,
      `Miscast: the dice rolled again, ${again.dice.join(' ')} × 100 = ${size(again.total)}`,
      rolled(again),
      `${CITE_INCITE} (Miscast!)`,
    ),
  );
  return { player, hex, dice: again.dice, strength: size(again.total), miscast, events };
}

/** The addresses a straight line crosses from the centre of `from` to the centre of `to`, both included. */
export function hexLine(from: string, to: string): string[] {
  const a = parseHex(from);
  const b = parseHex(to);
  return a && b ? gridLine(a, b).map(formatHex) : [];
}

/**
 * Miscast (5.2B): the incited army "invades the first hex owned by the inciting player" on the straight line
 * from the target hex's centre to the centre of his capital. Null when he has no capital or no hex on the line.
 */
export function miscastTarget(
  target: string,
  capital: string | null,
  player: string,
  hexes: ReadonlyMap<string, Pick<MeHex, 'owner'>>,
): string | null {
  if (!capital) return null;
  return hexLine(target, capital).find((a) => hexes.get(a)?.owner === player) ?? null;
}

/** Where incited armies strike (5.2B "Combining Neutrals"): one army of their summed strength at the target, or
 * if any of them miscast, each inciter is attacked by the army he incited (at his miscast target). */
export function combineIncitements(incitements: readonly Incitement[]): {
  readonly miscast: boolean;
  readonly attacks: readonly { readonly players: string[]; readonly strength: number }[];
} {
  if (incitements.some((i) => i.miscast))
    return {
      miscast: true,
      attacks: incitements.map((i) => ({ players: [i.player], strength: i.strength })),
    };
  return {
    miscast: false,
    attacks: [
      {
        players: incitements.map((i) => i.player),
        strength: incitements.reduce((s, i) => s + i.strength, 0),
      },
    ],
  };
}

/** 5.2B: undefeated incited neutrals, by strength after battle and recovery: loot (≤ 500), raze (501-999), or
 * remain (≥ 1000). */
export function incitedFate(strength: number): IncitedFate {
  if (strength <= INCITED_LOOT_MAX) return 'Loot';
  return strength < INCITED_REMAIN_MIN ? 'Raze' : 'Remain';
}

/**
 * Incited neutrals of 1000 or more that were not defeated (5.2B, ME-R18): they recover completely (pass the
 * strength they were incited with; the fate itself is read after battle and recovery, incitedFate) and
 * permanently conscript an extra d2 × 250 (keyed `me:incite:<hex>:conscript`); the hex leaves its owner's
 * kingdom and they hold it as defenders that grow like others. Looting and razing (smaller armies) are done by
 * the edicts' Table 3-4 rules: this returns only the fate for them.
 */
export function incitedRemain(
  dice: Dice,
  hex: MeHex,
  strength: number,
  race: string,
  incitedBy: readonly string[],
  turn: number,
): { readonly hex: MeHex; readonly events: MeEvent[] } {
  const roll = rollFor(dice, `me:incite:${hex.address}:conscript`, 1, 2);
  const defenders: NeutralDefenders = {
    race,
    basic: strength,
    wellDefended: false,
    discoveredTurn: turn,
    extra: roll.total * 250,
    incitedBy,
  };
  const effect = `incited neutrals (${strength}) remain, conscript d2 ${roll.total} × 250 = ${defenders.extra} more, and hold the hex`;
  return {
    hex: { ...hex, owner: null, defenders },
    events: [dieEvent('End of turn', hex.address, effect, rolled(roll), `${CITE_INCITE}, ME-R18`)],
  };
}

export interface Pacification {
  /** Points actually rolled: at most 1 per 1000 of the army, rounded up. */
  readonly spent: number;
  /** Points paid with the orders but not rolled (over the cap, or no defenders found): given back. */
  readonly unspent: number;
  readonly results: readonly PacifyResult[];
  readonly before: number;
  readonly after: number;
  /** A 6, or the defenders at 0 or below: the hex is claimed without battle (ME-R19). */
  readonly surrendered: boolean;
  /** The hex's defenders after the results (null once they surrendered). */
  readonly defenders: NeutralDefenders | null;
  readonly events: MeEvent[];
}

/**
 * Pacify Neutrals (5.2B, Table 11; ME-R19): one d6 per point, keyed `me:pacify:<hex>:<player>#1` ..., results
 * cumulative: each 1 adds 250 permanently, each 3-5 takes 500 away, any 6 and the whole army surrenders.
 */
export function pacify(dice: Dice, hex: MeHex, player: string, points: number): Pacification {
  const before = hex.defenders ? defendersTotal(hex.defenders, hex.fortress) : 0;
  const spent = Math.min(points, pacifyCap(before));
  if (!hex.defenders || spent === 0) {
    const none = `${player}: no defenders to pacify, the ${points} point(s) are not spent`;
    return {
      spent: 0,
      unspent: points,
      results: [],
      before,
      after: before,
      surrendered: false,
      defenders: hex.defenders,
      events: [meEvent('Interim results', hex.address, none, TABLE_11_PACIFY.cite)],
    };
  }
  const roll = rollFor(dice, `me:pacify:${hex.address}:${player}`, spent, 6);
  const results = roll.dice.map((d) => lookup(TABLE_11_PACIFY, d));
  const ones = results.filter((r) => r === 'Failed disastrously').length;
  const deserts = results.filter((r) => r === 'Desert').length;
  const grown = changeDefenders(hex.defenders, ones * PACIFY_DISASTER_GROWTH);
  const left = changeDefenders(grown, -deserts * PACIFY_DESERTERS);
  const after = defendersTotal(left, hex.fortress);
  const surrendered = results.includes('Surrender') || after <= 0;
  const effect =
    `${player} pacifies (${spent} point${spent === 1 ? '' : 's'}): ${results.join(', ')}; ${before} → ${after}` +
    (surrendered ? ': the defenders surrender, the hex is claimed without battle' : '');
  const events = [
    dieEvent('Interim results', hex.address, effect, rolled(roll), `${TABLE_11_PACIFY.cite}, ME-R19`),
  ];
  if (spent < points)
    events.push(
      meEvent(
        'Interim results',
        hex.address,
        `${points - spent} point(s) over the cap are not spent`,
        TABLE_11_PACIFY.cite,
      ),
    );
  return {
    spent,
    unspent: points - spent,
    results,
    before,
    after,
    surrendered,
    defenders: surrendered ? null : left,
    events,
  };
}

/**
 * The end of the campaign (book 004, Section A 3.0A-3.2A; ME-R28): the d6 end check from the announced turn,
 * the winner by Effective Power (Table 1; computed by the state rules and given here as numbers), and what a
 * lost capital means: a city becomes the capital, or vassalage (7.5B), or elimination.
 */
import type { Dice } from '../dice';
import { distance, parseHex } from '../hex';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';

const CITE_30 = '004 3.0A The End';
/** 3.0A: "On a 4+, the campaign is over". */
export const END_ON = 4;

/** 3.0A: from the announced turn, at the end of the turn after all battles, d6 4+ ends the campaign. */
export function endCheck(
  dice: Dice,
  turn: number,
  endCheckFrom: number,
): { readonly over: boolean; readonly events: MeEvent[] } {
  if (endCheckFrom <= 0 || turn < endCheckFrom) return { over: false, events: [] };
  const roll = rollFor(dice, `me:end:${turn}`, 1, 6);
  const over = roll.total >= END_ON;
  return {
    over,
    events: [
      dieEvent(
        'End of turn',
        'Campaign',
        `End check: d6 ${roll.total} (4+ ends): ${over ? 'the campaign is over' : 'it continues'}`,
        { ...roll, result: roll.total },
        CITE_30,
      ),
    ],
  };
}

export interface Standing {
  readonly player: string;
  /** Table 1, computed by the state rules at the end of the final turn. */
  readonly effectivePower: number;
  readonly eliminated: boolean;
}

/**
 * 3.1A: the last player left, or the most Effective Power. Proposal: players tied on the most share the victory.
 */
export function winners(standings: readonly Standing[]): {
  readonly winners: string[];
  readonly events: MeEvent[];
} {
  const left = standings.filter((s) => !s.eliminated);
  if (left.length === 1) {
    const w = left[0]?.player ?? '';
    return {
      winners: [w],
      events: [meEvent('End of turn', w, 'Wins: every other player is eliminated', '004 3.1A Winning')],
    };
  }
  const best = Math.max(...left.map((s) => s.effectivePower));
  const won = left.filter((s) => s.effectivePower === best).map((s) => s.player);
  const text =
    won.length > 1
      ? `Share the victory with ${best} Effective Power each (tie; Proposal)`
      : `Wins with the most Effective Power, ${best}`;
  return {
    winners: won,
    events: [meEvent('End of turn', won.join(', '), text, '004 3.1A Winning, Table 1')],
  };
}

export interface CapitalLost {
  readonly player: string;
  readonly lostCapital: string;
  /** Cities the player still owns at the end of the turn. */
  readonly cities: readonly string[];
  /** The city the player chose (3.2A); absent or not his: ME-R28's nearest. */
  readonly chosen?: string;
  /** The conqueror, when both agreed vassalage (7.5B). */
  readonly vassalOf?: string;
}

export type CapitalOutcome =
  | { readonly kind: 'new capital'; readonly capital: string }
  | { readonly kind: 'vassal'; readonly overlord: string }
  | { readonly kind: 'eliminated' };

/**
 * 3.2A with ME-R28: the chosen city (at the end of the turn), else the city nearest the lost capital (ties: the
 * lowest address); with no city, vassalage if agreed (7.5B), else eliminated.
 */
export function capitalLost(input: CapitalLost): {
  readonly outcome: CapitalOutcome;
  readonly events: MeEvent[];
} {
  const at = parseHex(input.lostCapital);
  const far = (c: string): number => {
    const h = parseHex(c);
    return at === null || h === null ? Infinity : distance(at, h);
  };
  const chosen = input.chosen !== undefined && input.cities.includes(input.chosen) ? input.chosen : undefined;
  const city = chosen ?? [...input.cities].sort((a, b) => far(a) - far(b) || a.localeCompare(b))[0];
  if (city !== undefined) {
    const how = chosen !== undefined ? 'chosen' : 'nearest the lost capital (ME-R28)';
    return {
      outcome: { kind: 'new capital', capital: city },
      events: [
        meEvent(
          'End of turn',
          input.player,
          `Capital ${input.lostCapital} lost: ${city} becomes the capital (${how})`,
          '004 3.2A Losing, ME-R28',
        ),
      ],
    };
  }
  if (input.vassalOf !== undefined)
    return {
      outcome: { kind: 'vassal', overlord: input.vassalOf },
      events: [
        meEvent(
          'End of turn',
          input.player,
          `Capital ${input.lostCapital} lost with no city: becomes a vassal of ${input.vassalOf}, keeping his capital`,
          '004 3.2A Losing, 7.5B Vassalage',
        ),
      ],
    };
  return {
    outcome: { kind: 'eliminated' },
    events: [
      meEvent(
        'End of turn',
        input.player,
        `Capital ${input.lostCapital} lost with no city: eliminated`,
        '004 3.2A Losing',
      ),
    ],
  };
}

/**
 * Power generation (book 004, 5.1B Table 9) with the production bank (ME-R11), production under Industry
 * (Table 6, ME-R8) and Conscription (Table 10, ME-R12). Expenditures are checked and completed in
 * power-spend.ts; Incite and Pacify Neutrals are in power-neutrals.ts.
 */
import type { Dice } from '../dice';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import { HEX_BASE_PRODUCTION, TABLE_6_MAJOR_FEATURES } from './explore-tables';
import type { MeHex, SupportCarry } from './model';
import { rolled } from './neutrals';
import {
  CONSCRIPTION_STEP,
  MIGHTY_CONQUEST_NEUTRAL,
  PRODUCTION_PER_POWER,
  STRENGTH_OF_ARMS_BASIC,
  TABLE_10_CITE,
  TABLE_9_ACQUIRING_POWER,
  TABLE_9_CITE,
  conscriptionCap,
  type BankRule,
  type PowerSource,
} from './power-tables';

/**
 * Production of a hex under an Industry edict (Table 6): 1 for every hex, plus its feature's extra (ME-R8): a
 * Mine 2 (3 in a Mountain), a Deep Mine 3 (6 in a Mountain), Woods 2, Deep Woods 3.
 */
export function industryProduction(hex: Pick<MeHex, 'major' | 'terrain'>): number {
  if (!hex.major) return HEX_BASE_PRODUCTION;
  const row = TABLE_6_MAJOR_FEATURES[hex.major];
  return (
    HEX_BASE_PRODUCTION + (hex.terrain === 'Mountain' ? row.extraProductionMountain : row.extraProduction)
  );
}

/** What a kingdom did this turn that Table 9 pays for, as the resolver found it at the end of the turn. */
export interface PowerSources {
  readonly player: string;
  /** "You must submit your army lists each turn to receive this point of power". */
  readonly armyListsSubmitted: boolean;
  /** The capital is still the player's at the end of the turn. */
  readonly capitalHeld: boolean;
  /** Basic Army Size of each army the kingdom maintains. */
  readonly armyBasics: readonly number[];
  readonly enemyCapitalsConquered: number;
  readonly neutralCapitalsConquered: number;
  /** Cities or capitals under a Civilization edict this turn and still held. */
  readonly civilizationHexesHeld: number;
  /** Production of Industry hexes still held, plus looted ore and lumber (Table 4), this turn. */
  readonly production: number;
  /** A character, not dead or retired, with five advancements. */
  readonly livingLegend: boolean;
  /** Neutral kingdom capitals the player controls (1.4A tribute). */
  readonly neutralCapitalsHeld: number;
}

export interface PowerLine {
  readonly source: PowerSource;
  readonly power: number;
  readonly note: string;
}

export interface PowerGeneration {
  /** Power generated this turn (before gifts, which come out of it: 7.1B). */
  readonly generated: number;
  readonly lines: readonly PowerLine[];
  /** The production bank after conversion (ME-R11). */
  readonly bank: number;
  readonly events: MeEvent[];
}

/**
 * ME-R11: the bank plus this turn's production gives ⌊total / 3⌋ power; the remainder carries (`carry`) or,
 * once the bank has converted, is emptied (`empty`, "the bank is emptied").
 */
export function convertProduction(
  bank: number,
  production: number,
  rule: BankRule,
): { readonly power: number; readonly bank: number } {
  const total = bank + production;
  const power = Math.floor(total / PRODUCTION_PER_POWER);
  if (rule === 'empty' && power > 0) return { power, bank: 0 };
  return { power, bank: total % PRODUCTION_PER_POWER };
}

/** Table 9: the power a kingdom generates at the end of the turn, after expenditures and battles (5.1B). */
export function generatePower(sources: PowerSources, bank: number, rule: BankRule): PowerGeneration {
  const lines: PowerLine[] = [];
  const add = (source: PowerSource, power: number, note: string): void => {
    if (power > 0) lines.push({ source, power, note });
  };
  if (sources.armyListsSubmitted && sources.capitalHeld)
    add('Capital', 1, 'army lists submitted, capital held');
  const strong = sources.armyBasics.filter((b) => b >= STRENGTH_OF_ARMS_BASIC).length;
  add('Strength of Arms', strong, `${strong} army at Basic 2500`);
  const conquest =
    sources.enemyCapitalsConquered * TABLE_9_ACQUIRING_POWER['Mighty Conquest'].power +
    sources.neutralCapitalsConquered * MIGHTY_CONQUEST_NEUTRAL;
  add(
    'Mighty Conquest',
    conquest,
    `${sources.enemyCapitalsConquered} enemy capital × 5, ${sources.neutralCapitalsConquered} neutral capital × 3`,
  );
  add(
    'Grand Civilization',
    sources.civilizationHexesHeld * TABLE_9_ACQUIRING_POWER['Grand Civilization'].power,
    `${sources.civilizationHexesHeld} city or capital × 2`,
  );
  const converted = convertProduction(bank, sources.production, rule);
  add(
    'Formidable Industry',
    converted.power,
    `bank ${bank} + production ${sources.production} = ${bank + sources.production}, bank now ${converted.bank}`,
  );
  if (sources.livingLegend) add('Living Legend', 1, 'a character with five advancements');
  add('Tribute', sources.neutralCapitalsHeld, `${sources.neutralCapitalsHeld} neutral kingdom capital held`);
  const generated = lines.reduce((sum, l) => sum + l.power, 0);
  const events = lines.map((l) =>
    meEvent('End of turn', sources.player, `${l.source}: +${l.power} power (${l.note})`, TABLE_9_CITE),
  );
  if (sources.production > 0 || bank > 0)
    events.push(
      meEvent(
        'End of turn',
        sources.player,
        `production bank ${bank} → ${converted.bank} (${rule === 'carry' ? 'remainder carries' : 'emptied'})`,
        'ME-R11',
      ),
    );
  return { generated, lines, bank: converted.bank, events };
}

/**
 * Conscription (Table 10, ME-R12): each point spent adds d2 × 250 to the next turn's Total Support only. Dice
 * keyed `me:conscription:<player>#1` ...; the cap ⌈turn / 3⌉ is checked with the orders (power-spend.ts).
 */
export function conscription(
  dice: Dice,
  player: string,
  points: number,
  turn: number,
): { readonly carry: SupportCarry | null; readonly events: MeEvent[] } {
  if (points <= 0) return { carry: null, events: [] };
  const roll = rollFor(dice, `me:conscription:${player}`, points, 2);
  const amount = roll.total * CONSCRIPTION_STEP;
  const cap = conscriptionCap(turn);
  const effect = `Conscription ${points} point${points === 1 ? '' : 's'} (cap ${cap}): d2 ${roll.dice.join(' + ')} × 250 = +${amount} Total Support on turn ${turn + 1}`;
  return {
    carry: {
      player,
      kind: 'Conscription',
      amount,
      fromTurn: turn + 1,
      toTurn: turn + 1,
      source: `conscription turn ${turn}`,
    },
    events: [dieEvent('End of turn', player, effect, rolled(roll), `${TABLE_10_CITE}, ME-R12`)],
  };
}

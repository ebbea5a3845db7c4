/**
 * PREPARING FOR BATTLE (book 002): the set-up lines the players need — 2000-point armies rated from the roster,
 * terrain cards kept by the area's terrain, the objective at the centre, the random event, the assault extras
 * (WM-R9) and deployment. No line carries ';': the Battles tab's Setup cell joins the lines with it.
 */
import type { EngagementResult } from './engagement';
import { TERRAIN_CARDS, TERRAIN_CARDS_DRAWN } from './engagement-tables';
import type { WmArea } from './model';

export const ARMY_POINTS = 2000;
/** Pavises / garrisons bought by the owner in an assault, out of his 2000-point army (WM-R9). */
export const GARRISON_COST = 20;

/** PREPARING FOR BATTLE 1: the armies of two (or more) nations, each from its roster. */
export const RATED_FROM_ROSTERS = `Both sides rate up ${ARMY_POINTS}-point armies from their rosters, characters and magic items included`;

export interface SetupOptions {
  /**
   * The lines that say how the armies are rated up, first: by default both from their rosters; a battle with an
   * army that has no roster (an Independent race) supplies its own; [] says none.
   */
  readonly rating?: readonly string[];
}

/** Cards kept of the 6 drawn: a coastal plains area keeps 3 ("hills or coast"). */
export function terrainCardsKept(a: WmArea): number {
  const base = TERRAIN_CARDS[a.terrain];
  return a.coastal ? Math.max(base, 3) : base;
}

/** `stayed`: the armies that were in the area already and did not move this turn. */
export function setupLines(
  a: WmArea,
  e: EngagementResult,
  stayed: readonly string[],
  garrisonFrom: 1000 | 2000 = 2000,
  options: SetupOptions = {},
): string[] {
  const lines = [
    ...(options.rating ?? [RATED_FROM_ROSTERS]),
    `Each draws ${TERRAIN_CARDS_DRAWN} terrain cards and keeps ${terrainCardsKept(a)} (${a.terrain}${a.coastal ? ', coast' : ''})`,
    `Objective at the centre: ${e.objective}`,
    // PREPARING FOR BATTLE 6 and 7.
    'Draw 1 random event card, then play 2 hours or until one army is at 0 morale',
  ];
  if (e.engagement === 'assault') {
    lines.push(
      `${a.owner ?? 'The owner'} holds the urban piece from the start and its fortifications are free: pavises / garrisons ${GARRISON_COST} points each from his ${garrisonFrom} (WM-R9)`,
    );
    for (const s of stayed)
      lines.push(`${s} did not move: may deploy behind the centre line and/or in the urban square`);
  }
  return lines;
}

/** The Engagement chart and the terrain cards kept by area terrain (book 002 ENGAGING THE ENEMY; PREPARING). */
import type { MatrixTable } from '../core/tables';
import type { Location, Terrain } from './model';

/** battle, *battle* (the POI card at the centre), siege, assault. */
export type Engagement = 'battle' | '*battle*' | 'siege' | 'assault';

export const LOCATIONS: readonly Location[] = ['POI', 'Countryside', 'Population Center'];

/** Player B rows, Player A columns; the chart is symmetric, so orientation does not matter (WM-R6). */
export const ENGAGEMENT_CHART: MatrixTable<Location, Location, Engagement> = {
  id: 'wm.engagement',
  cite: '002 ENGAGING THE ENEMY, Engagement Chart (WM-R6)',
  rows: LOCATIONS,
  cols: LOCATIONS,
  cells: [
    ['*battle*', 'battle', 'siege'],
    ['battle', 'battle', 'siege'],
    ['siege', 'siege', 'assault'],
  ],
};

export const TERRAIN_CARDS_CITE = '002 PREPARING FOR BATTLE 3: terrain cards kept';

/**
 * Cards kept of the 6 drawn: Plains 1; plains with forest or mountains, hills or coast 3; mountains, swamp,
 * great forests 6. A forest area reads as "plains w. forest" (the Major Forest is a boundary, WM-R4); the
 * desert is not listed and reads as plains (our reading). A coastal plains area keeps 3.
 */
export const TERRAIN_CARDS: Readonly<Record<Terrain, number>> = {
  plains: 1,
  desert: 1,
  hills: 3,
  forest: 3,
  mountains: 6,
  swamp: 6,
};

export const TERRAIN_CARDS_DRAWN = 6;

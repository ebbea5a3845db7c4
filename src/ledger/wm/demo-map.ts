/**
 * The demo's map, "The Border Princes": 30 areas on a 5 x 6 grid, each joined to the areas beside it, above and
 * below. Three nations and seven uncontrolled areas. Row 1 is the north.
 */
import type { BoundaryDelay, Terrain, WmArea, WmBoundary } from '../../engine/wm/model';

interface DemoArea {
  readonly name: string;
  readonly terrain: Terrain;
  readonly owner: string | null;
  readonly pop?: 'Town' | 'City';
  readonly river?: boolean;
  readonly coastal?: boolean;
  readonly chaos?: boolean;
  readonly poi?: string;
}

export const OSTMARK = 'Ostmark';
export const KARAK_DUM = 'Karak Dum';
export const RED_FANG = 'Red Fang';

const O = OSTMARK;
const D = KARAK_DUM;
const R = RED_FANG;

/**
 * Rows north to south. POIs: each player drew one and placed it in an area of another player with no POI, town or
 * city (THE MAP, Point of Interest 2): Ostmark's Ring of Stones in Skull Plain (Red Fang), Karak Dum's Wizards
 * Tower in Reikfeld (Ostmark), Red Fang's Magic Rock in Deepvale (Karak Dum). Blackfire Pass is a marked pass.
 */
export const WM_DEMO_GRID: readonly (readonly DemoArea[])[] = [
  [
    { name: 'Grimwood', terrain: 'forest', owner: O, coastal: true },
    { name: 'Ostwald', terrain: 'plains', owner: O, pop: 'Town', coastal: true },
    { name: 'Reikfeld', terrain: 'plains', owner: O, poi: 'Wizards Tower' },
    { name: 'Talabec', terrain: 'plains', owner: O, river: true },
    { name: 'Drakwald', terrain: 'forest', owner: O },
  ],
  [
    { name: 'Sollen', terrain: 'hills', owner: O },
    { name: 'Averheim', terrain: 'plains', owner: O, river: true },
    { name: 'Stirland', terrain: 'plains', owner: O, river: true },
    { name: 'Nuln Fields', terrain: 'plains', owner: O },
    { name: 'Wissen', terrain: 'hills', owner: O },
  ],
  [
    { name: 'Hochland', terrain: 'hills', owner: O },
    { name: 'Blackfire Pass', terrain: 'mountains', owner: null, poi: 'Mountain pass' },
    { name: 'Border Keep', terrain: 'plains', owner: null },
    { name: 'Tilea Road', terrain: 'plains', owner: null },
    { name: 'Marsh of Mourn', terrain: 'swamp', owner: null, coastal: true },
  ],
  [
    { name: 'Ironpeak', terrain: 'mountains', owner: D },
    { name: 'Karak Dum', terrain: 'mountains', owner: D, pop: 'Town' },
    { name: 'Deepvale', terrain: 'hills', owner: D, poi: 'Magic Rock' },
    { name: 'Barren Hills', terrain: 'hills', owner: R },
    { name: 'Fang Rock', terrain: 'hills', owner: R, pop: 'Town', coastal: true },
  ],
  [
    { name: 'Silverhold', terrain: 'mountains', owner: D },
    { name: 'Stonewatch', terrain: 'hills', owner: D },
    { name: 'Mourn Gate', terrain: 'plains', owner: null },
    { name: 'Bloodmarsh', terrain: 'swamp', owner: R },
    { name: 'Skull Plain', terrain: 'plains', owner: R, poi: 'Ring of Stones', coastal: true },
  ],
  [
    { name: 'Anvil Vale', terrain: 'hills', owner: D },
    { name: "Dead Man's Moor", terrain: 'swamp', owner: null },
    { name: 'Chaos Wastes', terrain: 'desert', owner: null, chaos: true },
    { name: 'Goblin Hollow', terrain: 'forest', owner: R },
    { name: 'Wolf Steppe', terrain: 'plains', owner: R, coastal: true },
  ],
];

/** Boundaries that force the delay check (WM-R4), by the two areas; the pass waives it on its marked crossing. */
const DELAYS: readonly (readonly [string, string, BoundaryDelay, boolean])[] = [
  ['Averheim', 'Blackfire Pass', 'mountains', true],
  ['Blackfire Pass', 'Karak Dum', 'mountains', true],
  ['Hochland', 'Ironpeak', 'mountains', false],
  ['Stirland', 'Border Keep', 'major river', false],
  ['Nuln Fields', 'Tilea Road', 'major river', false],
  ['Wissen', 'Marsh of Mourn', 'swamp', false],
  ['Tilea Road', 'Barren Hills', 'major river', false],
];

export function demoAreas(): WmArea[] {
  return WM_DEMO_GRID.flat().map((a) => ({
    name: a.name,
    terrain: a.terrain,
    river: a.river ?? false,
    coastal: a.coastal ?? false,
    landmass: 'Old World',
    chaos: a.chaos ?? false,
    pop: a.pop ?? 'Village',
    poi: a.poi ?? null,
    owner: a.owner,
  }));
}

export function demoBoundaries(): WmBoundary[] {
  const out: WmBoundary[] = [];
  const delay = (a: string, b: string): { delay: BoundaryDelay | null; crossing: boolean } => {
    const d = DELAYS.find((x) => (x[0] === a && x[1] === b) || (x[0] === b && x[1] === a));
    return d ? { delay: d[2], crossing: d[3] } : { delay: null, crossing: false };
  };
  WM_DEMO_GRID.forEach((row, r) =>
    row.forEach((a, c) => {
      const east = row[c + 1];
      const south = WM_DEMO_GRID[r + 1]?.[c];
      for (const b of [east, south]) if (b) out.push({ a: a.name, b: b.name, ...delay(a.name, b.name) });
    }),
  );
  return out;
}

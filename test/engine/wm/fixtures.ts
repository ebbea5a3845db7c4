/** Small WarMaster maps built by hand for the rule tests. */
import { DEFAULT_SETTINGS, type WmArea, type WmNation, type WmState } from '../../../src/engine/wm/model';

export function areaOf(
  name: string,
  owner: string | null,
  pop: WmArea['pop'] = 'Village',
  patch: Partial<WmArea> = {},
): WmArea {
  return {
    name,
    terrain: 'plains',
    river: false,
    coastal: false,
    landmass: 'Main',
    chaos: false,
    pop,
    poi: null,
    owner,
    ...patch,
  };
}

export function nationOf(name: string, patch: Partial<WmNation> = {}): WmNation {
  return {
    name,
    race: 'Orcs',
    habitats: [],
    roster: [
      { unit: 'Orc Warriors', category: 'Infantry', cost: 60, bought: 10, lost: 2 },
      { unit: 'Wolf Riders', category: 'Cavalry', cost: 60, bought: 4, lost: 0 },
    ],
    characters: [{ name: 'Grom', type: 'General', status: 'active', items: [] }],
    experience: 0,
    rallyUsed: false,
    ...patch,
  };
}

/** `count` village areas named `${prefix}1`... owned by `owner`, plus the given towns and cities. */
export function holdings(owner: string, villages: number, towns = 0, cities = 0, prefix = owner): WmArea[] {
  const out: WmArea[] = [];
  for (let i = 1; i <= cities; i++) out.push(areaOf(`${prefix}C${i}`, owner, 'City'));
  for (let i = 1; i <= towns; i++) out.push(areaOf(`${prefix}T${i}`, owner, 'Town'));
  for (let i = 1; i <= villages; i++) out.push(areaOf(`${prefix}V${i}`, owner));
  return out;
}

export function stateOf(patch: Partial<WmState>): WmState {
  return {
    year: 1,
    month: 1,
    areas: [],
    boundaries: [],
    nations: [nationOf('Red')],
    armies: [],
    settings: DEFAULT_SETTINGS,
    ...patch,
  };
}

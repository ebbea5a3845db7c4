import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { wmGraphMap } from '../../../src/ledger/wm/graph-map';
import { WM_STAGE_RULESET } from '../../../src/ledger/wm/ruleset';
import { graphMapSvg } from '../../../src/views/graph-map-svg';
import { addRow, demoTabs, editRow } from './tabs';

// Issue 15: the WarMaster map drawn from its tabs (002 THE MAP: areas with adjacency; digest §1). The demo, The
// Border Princes (src/ledger/wm/demo-map.ts): 30 areas on a 5 x 6 grid, each joined to the areas beside and below
// it, 7 boundaries forcing the delay check, three armies each in its nation's town.
// What a player sees follows the player view (src/ledger/wm/view.ts): owners and where armies stand are on the
// table for all; an army's General, location and delay, and a fleet's destination and the army aboard, are its
// own nation's.

const readOf = (tabs: TabValues) => (name: string) => tabs.get(name);
const style = {
  players: ['Ostmark', 'Karak Dum', 'Red Fang'],
  colours: new Map([
    ['Ostmark', '#c0392b'],
    ['Karak Dum', '#2c3e50'],
    ['Red Fang', '#27ae60'],
  ]),
};
const node = (map: ReturnType<typeof wmGraphMap>, name: string) => map.nodes.find((n) => n.name === name);

describe('the WarMaster demo as a graph (the moderator’s map)', () => {
  const tabs = demoTabs();
  const map = wmGraphMap(readOf(tabs), '');

  it('has the 30 areas, each with its terrain, town, POI, river and coast', () => {
    expect(map.nodes).toHaveLength(30);
    expect(map.nodes[0].name).toBe('Grimwood');
    expect(node(map, 'Ostwald')).toMatchObject({ owner: 'Ostmark', kind: 'plains, Town, coast' });
    expect(node(map, 'Blackfire Pass')).toMatchObject({ owner: null, kind: 'mountains, Mountain pass' });
    expect(node(map, 'Averheim')?.kind).toBe('plains, river');
    expect(node(map, 'Chaos Wastes')?.kind).toBe('desert, Chaos');
    // One landmass (Old World): not named on every box.
    expect(map.nodes.some((n) => n.kind.includes('Old World'))).toBe(false);
  });

  it('has 49 boundaries (6 rows of 4 side by side, 5 rows of 5 one above the other), the delays labelled (WM-R4)', () => {
    expect(map.edges).toHaveLength(6 * 4 + 5 * 5);
    expect(map.edges.filter((e) => e.label !== '')).toHaveLength(7);
    const edge = (a: string, b: string) => map.edges.find((e) => e.a === a && e.b === b);
    // The marked pass waives the check: labelled, not dashed.
    expect(edge('Averheim', 'Blackfire Pass')).toMatchObject({ label: 'mountains, crossing', hard: false });
    expect(edge('Hochland', 'Ironpeak')).toMatchObject({ label: 'mountains', hard: true });
    expect(edge('Stirland', 'Border Keep')).toMatchObject({ label: 'major river', hard: true });
    expect(edge('Grimwood', 'Ostwald')).toMatchObject({ label: '', hard: false });
  });

  it('shows every army with its General and location', () => {
    expect(node(map, 'Ostwald')?.armies).toEqual(['Ostmark Army (Ostmark), Graf Otto at Population Center']);
    expect(node(map, 'Karak Dum')?.armies).toEqual([
      'Karak Dum Host (Karak Dum), Thane Borri at Population Center',
    ]);
    expect(node(map, 'Fang Rock')?.armies).toEqual([
      'Red Fang Horde (Red Fang), Warboss Grishnak at Population Center',
    ]);
  });

  it('drawn: 30 boxes, 49 lines, 7 of them labelled, and the same picture twice', () => {
    const svg = graphMapSvg(map, style);
    expect(svg.match(/<g><title>/g)).toHaveLength(30);
    expect(svg.match(/<line /g)).toHaveLength(49);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(5);
    expect(graphMapSvg(wmGraphMap(readOf(demoTabs()), ''), style)).toBe(svg);
  });
});

describe('a WarMaster player’s map', () => {
  const tabs = demoTabs();
  // Red Fang's expedition at sea (EXPEDITIONS & EXPLORING), and Karak Dum's landed one (an army on the map now).
  addRow(tabs, 'Expeditions', {
    Expedition: 'Black Sails',
    Player: 'Red Fang',
    Port: 'Fang Rock',
    Destination: 'Old World',
    General: 'Big Boss Urk',
    Admiral: 'Big Boss Snag',
    Units: '3 Orc Warriors',
    Boats: 3,
    Advantages: 0,
    Status: 'at sea',
  });
  addRow(tabs, 'Expeditions', {
    Expedition: 'Deep Delvers',
    Player: 'Karak Dum',
    Port: 'Karak Dum',
    Destination: 'Old World',
    General: 'Hearthguard Dain',
    Admiral: 'Hearthguard Nori',
    Units: '3 Warriors',
    Boats: 3,
    Status: 'landed',
    Area: 'Deepvale',
  });
  const ostmark = wmGraphMap(readOf(tabs), 'Ostmark');
  const redFang = wmGraphMap(readOf(tabs), 'Red Fang');
  const moderator = wmGraphMap(readOf(tabs), '');

  it('shows his own army with its General; another nation’s army only by name and nation, where it stands', () => {
    expect(node(ostmark, 'Ostwald')?.armies).toEqual([
      'Ostmark Army (Ostmark), Graf Otto at Population Center',
    ]);
    expect(node(ostmark, 'Karak Dum')?.armies).toEqual(['Karak Dum Host (Karak Dum)']);
    expect(node(ostmark, 'Fang Rock')?.armies).toEqual(['Red Fang Horde (Red Fang)']);
    expect(JSON.stringify(ostmark)).not.toMatch(/Thane Borri|Warboss Grishnak/);
  });

  it('shows another nation’s fleet at sea by its port only: the army aboard and its destination are not his', () => {
    expect(ostmark.offMap).toEqual(['At sea:', 'Black Sails (Red Fang), sailed from Fang Rock']);
    const svg = graphMapSvg(ostmark, style);
    expect(svg).toContain('>Black Sails (Red Fang), sailed from Fang Rock</text>');
    expect(svg).not.toMatch(/Orc Warriors|Big Boss Urk|Big Boss Snag/);
    // A landed expedition is no fleet: it is not listed at sea.
    expect(svg).not.toContain('Deep Delvers');
  });

  it('Red Fang sees his own fleet whole; the moderator sees everything', () => {
    expect(redFang.offMap).toEqual([
      'At sea:',
      'Black Sails (Red Fang) from Fang Rock for Old World: at sea; Big Boss Urk, Admiral Big Boss Snag; 3 Orc Warriors; 3 boat(s)',
    ]);
    expect(moderator.offMap).toEqual(redFang.offMap);
    expect(node(moderator, 'Karak Dum')?.armies).toEqual([
      'Karak Dum Host (Karak Dum), Thane Borri at Population Center',
    ]);
  });

  it('the owners are the same on every map: the map changes colour for all', () => {
    const owners = (m: typeof ostmark) => m.nodes.map((n) => `${n.name}: ${n.owner ?? ''}`);
    expect(owners(ostmark)).toEqual(owners(moderator));
    expect(owners(redFang)).toEqual(owners(moderator));
  });

  it('an Independent lesser race’s army stands on every map (MINOR NATIONS, "viewable by all"; WM-R23)', () => {
    const withElves = demoTabs();
    editRow(withElves, 'Lesser races', 'Race', 'Elves', { Box: 'Independent', Area: 'Mourn Gate' });
    for (const viewer of ['', 'Ostmark', 'Red Fang'])
      expect(node(wmGraphMap(readOf(withElves), viewer), 'Mourn Gate')?.armies).toEqual([
        'Elves (Independent lesser race)',
      ]);
  });

  it('the ruleset gives the same map (WM_STAGE_RULESET.graphMap)', () => {
    expect(WM_STAGE_RULESET.graphMap?.(readOf(tabs), 'ostmark')).toEqual(ostmark);
  });
});

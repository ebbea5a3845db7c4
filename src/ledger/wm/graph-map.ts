/**
 * The WarMaster map as nodes and edges (issue 15; 002 THE MAP: "areas with adjacency"): one node per row of the
 * Areas tab (terrain, population center, POI, river, coast, Chaos; its owner), one edge per row of the Boundaries
 * tab labelled with the terrain that forces the delay check (Terrain effects; WM-R4), the armies there (an
 * Independent lesser race's too), and the fleets at sea.
 *
 * What each viewer sees follows the player view (view.ts): the map, its owners and where armies stand are on the
 * table for all, so every army is drawn by its area with its nation; its General, location and delay are its own
 * nation's (and the moderator's). A fleet at sea shows its nation and the port it left; its destination and the
 * army aboard are its own nation's sheet (EXPEDITIONS & EXPLORING, our reading), until it lands as an army.
 */
import { afloat } from '../../engine/wm/expedition';
import type { GraphEdge, GraphMap, GraphNode } from '../stage-ruleset';
import { tabCells } from '../tab';
import { WM_EXPEDITIONS_TAB } from './expeditions-tab';
import { WM_LESSER_RACES_TAB } from './lesser-races-tab';
import { WM_ARMIES_TAB, WM_AREAS_TAB, WM_BOUNDARIES_TAB } from './schema';

type Read = (tab: string) => readonly (readonly unknown[])[] | undefined;

const truthy = (text: string): boolean => /^true$/i.test(text);

export function wmGraphMap(read: Read, viewer: string): GraphMap {
  const who = viewer.trim().toLowerCase();
  const knows = (nation: string): boolean => who === '' || nation.toLowerCase() === who;
  const armies = new Map<string, string[]>();
  for (const cell of tabCells(read, WM_ARMIES_TAB.name)) {
    const nation = cell('Player');
    const status = cell('Status') === '' || cell('Status') === 'normal' ? '' : `, ${cell('Status')}`;
    const delay =
      cell('Delay to') !== '' && Number(cell('Delay')) > 0
        ? `, delayed ${cell('Delay')} toward ${cell('Delay to')}`
        : '';
    const line = knows(nation)
      ? `${cell('Army')} (${nation}), ${cell('General')}${cell('Location') ? ` at ${cell('Location')}` : ''}${status}${delay}`
      : `${cell('Army')} (${nation})${status}`;
    const where = cell('Area').toLowerCase();
    armies.set(where, [...(armies.get(where) ?? []), line]);
  }
  // An Independent lesser race's army stands on the map, visible to all (MINOR NATIONS; WM-R23).
  for (const cell of tabCells(read, WM_LESSER_RACES_TAB.name).filter((c) => c('Area') !== '')) {
    const where = cell('Area').toLowerCase();
    armies.set(where, [...(armies.get(where) ?? []), `${cell('Race')} (Independent lesser race)`]);
  }
  const areas = tabCells(read, WM_AREAS_TAB.name).filter((cell) => cell('Area') !== '');
  // The landmass is worth naming only on a map of more than one (EXPEDITIONS).
  const landmasses = new Set(areas.map((cell) => cell('Landmass').toLowerCase()));
  const nodes: GraphNode[] = areas.map((cell) => ({
    name: cell('Area'),
    owner: cell('Owner') || null,
    kind: [
      cell('Terrain'),
      /^(town|city)$/i.test(cell('Pop')) ? cell('Pop') : '',
      cell('POI'),
      truthy(cell('River')) ? 'river' : '',
      truthy(cell('Coast')) ? 'coast' : '',
      truthy(cell('Chaos')) ? 'Chaos' : '',
      landmasses.size > 1 ? cell('Landmass') : '',
    ]
      .filter((k) => k !== '')
      .join(', '),
    armies: armies.get(cell('Area').toLowerCase()) ?? [],
  }));
  const edges: GraphEdge[] = tabCells(read, WM_BOUNDARIES_TAB.name)
    .filter((cell) => cell('Area A') !== '' && cell('Area B') !== '')
    .map((cell) => {
      const delay = cell('Delay');
      const crossing = truthy(cell('Crossing'));
      return {
        a: cell('Area A'),
        b: cell('Area B'),
        label: delay === '' ? '' : crossing ? `${delay}, crossing` : delay,
        hard: delay !== '' && !crossing,
      };
    });
  const offMap = tabCells(read, WM_EXPEDITIONS_TAB.name)
    .filter((cell) => afloat({ status: cell('Status') }))
    .map((cell) => {
      const nation = cell('Player');
      const from = cell('Port') || 'a new land';
      return knows(nation)
        ? `${cell('Expedition')} (${nation}) from ${from} for ${cell('Destination') || '(destination to choose)'}: ${cell('Status')}; ${cell('General')}, Admiral ${cell('Admiral')}; ${cell('Units')}; ${cell('Boats') || 0} boat(s)`
        : `${cell('Expedition')} (${nation}), sailed from ${from}`;
    });
  return {
    nodes,
    edges,
    key: 'Boundaries labelled with the terrain that forces the delay check, dashed unless a crossing waives it (WM-R4).',
    offMap: offMap.length > 0 ? ['At sea:', ...offMap] : [],
  };
}

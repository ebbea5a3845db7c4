/**
 * The Campaign points map as nodes and edges (issue 15; 003 "the map"): one node per row of the Territories tab
 * (its type and DV, its owner flag, the armies there), one edge per row of the Roads tab labelled with its MD
 * (CP-R4). Nothing in this book is secret (view.ts, CP_SECRETS): every viewer gets the same map.
 */
import type { GraphEdge, GraphMap, GraphNode } from '../stage-ruleset';
import { tabCells } from '../tab';
import { CP_ARMIES_TAB, CP_ROADS_TAB, CP_TERRITORIES_TAB } from './schema';

type Read = (tab: string) => readonly (readonly unknown[])[] | undefined;

export function cpGraphMap(read: Read): GraphMap {
  const armies = new Map<string, string[]>();
  for (const cell of tabCells(read, CP_ARMIES_TAB.name)) {
    const where = cell('Territory').toLowerCase();
    const status = cell('Status');
    const line =
      `${cell('Army')} (${cell('Player')})` +
      (status !== '' && status.toLowerCase() !== 'normal' ? `, ${status}` : '') +
      (/^true$/i.test(cell('Stopped')) ? ', stopped' : '');
    armies.set(where, [...(armies.get(where) ?? []), line]);
  }
  const nodes: GraphNode[] = tabCells(read, CP_TERRITORIES_TAB.name)
    .filter((cell) => cell('Territory') !== '')
    .map((cell) => ({
      name: cell('Territory'),
      owner: cell('Owner') || null,
      kind: [cell('Type'), cell('DV') === '' ? '' : `DV ${cell('DV')}`].filter((k) => k !== '').join(', '),
      armies: armies.get(cell('Territory').toLowerCase()) ?? [],
    }));
  const edges: GraphEdge[] = tabCells(read, CP_ROADS_TAB.name)
    .filter((cell) => cell('From') !== '' && cell('To') !== '')
    .map((cell) => ({
      a: cell('From'),
      b: cell('To'),
      label: cell('MD') === '' ? '' : `MD ${cell('MD')}`,
      hard: false,
    }));
  return {
    nodes,
    edges,
    key: 'Roads labelled with their March Difficulty: a move needs a D6 of at least the MD (CP-R4).',
    offMap: [],
  };
}

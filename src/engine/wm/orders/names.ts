/** Names players write, matched ignoring case and spacing, with a "did you mean" for near misses. */
import { didYouMean, normalize, shown } from '../../core/orders/line';
import type { Location } from '../model';

export function findName(text: string, names: readonly string[]): string | null {
  const t = normalize(text);
  return names.find((n) => normalize(n) === t) ?? null;
}

export function notFound(what: string, text: string, names: readonly string[]): string {
  return `no ${what} “${shown(text)}”.${didYouMean(text, names)}`;
}

const LOCATION_WORDS: readonly (readonly [string, Location])[] = [
  ['countryside', 'Countryside'],
  ['population center', 'Population Center'],
  ['population centre', 'Population Center'],
  ['pop center', 'Population Center'],
  ['pop centre', 'Population Center'],
  ['poi', 'POI'],
  ['point of interest', 'POI'],
];

export function readLocation(text: string): Location | null {
  const t = normalize(text);
  return LOCATION_WORDS.find(([w]) => w === t)?.[1] ?? null;
}

export const LOCATION_NAMES = 'Countryside, Population Center or POI';

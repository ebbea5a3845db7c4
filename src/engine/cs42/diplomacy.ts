import type { CampaignState, Declaration } from '../model';
import type { DiplomaticStatus } from './tables';

/** Declarations indexed once per list (from → toward → status, the last declaration winning), so a status is
 * two map lookups, not a scan of the list (issue 9). A list that grew is indexed again. */
const DECLARED = new WeakMap<
  readonly Declaration[],
  { readonly length: number; readonly index: Map<string, Map<string, DiplomaticStatus>> }
>();

function declarations(list: readonly Declaration[]): Map<string, Map<string, DiplomaticStatus>> {
  const hit = DECLARED.get(list);
  if (hit !== undefined && hit.length === list.length) return hit.index;
  const index = new Map<string, Map<string, DiplomaticStatus>>();
  for (const d of list) {
    let toward = index.get(d.from);
    if (toward === undefined) index.set(d.from, (toward = new Map()));
    toward.set(d.toward, d.status);
  }
  DECLARED.set(list, { length: list.length, index });
  return index;
}

/** DIPLOMACY: `from`'s declared status toward `toward`; no declaration is Unknown. */
export function declaredStatus(state: CampaignState, from: string, toward: string): DiplomaticStatus {
  return declarations(state.diplomacy).get(from)?.get(toward) ?? 'Unknown';
}

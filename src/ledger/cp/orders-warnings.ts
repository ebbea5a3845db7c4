/**
 * The receipt's warnings on a Spend CP's list, read in order against the map as it stands: each line that would
 * abandon a pending 2-CP action (CP-R1), and a Decrease DV on the player's own territory (legal: the book is
 * silent, but it only helps his enemies capture it).
 */
import { actionCost } from '../../engine/cp/action-tables';
import type { CpAction } from '../../engine/cp/actions';
import { actionTarget } from '../../engine/cp/actions';
import { army, territory } from '../../engine/cp/map';
import type { CpSettings, CpState } from '../../engine/cp/model';
import { TERRITORY_TYPES } from '../../engine/cp/territory-tables';

export function listWarnings(
  state: CpState,
  who: string,
  actions: readonly { readonly line: number; readonly action: CpAction }[],
  settings: CpSettings,
): string[] {
  const out: string[] = [];
  const was = state.pending.find((p) => p.player === who);
  let pending: { action: string; target: string } | null = was
    ? { action: was.action, target: was.target }
    : null;
  const at = new Map<string, string>();
  for (const { line, action } of actions) {
    if (action.kind === 'Decrease DV' && territory(state, action.territory)?.owner === who)
      out.push(
        `Line ${line} decreases the DV of ${action.territory}, your own territory: allowed (003 Decrease Dv), but it is easier to capture.`,
      );
    if (action.kind === 'Give up') {
      pending = null;
      continue;
    }
    const target = actionTarget(action);
    const same = pending !== null && pending.action === action.kind && pending.target === target;
    // Where the army stands if the earlier lines' marches succeed; leaving a Ford, Crossroad or Pass may be free.
    const from =
      action.kind === 'Move an army'
        ? (at.get(action.army) ?? army(state, action.army)?.territory)
        : undefined;
    const type = from === undefined ? undefined : territory(state, from)?.type;
    const mayBeFree = type !== undefined && TERRITORY_TYPES[type].freeMove !== null;
    if (action.kind === 'Move an army') at.set(action.army, action.to);
    if (pending !== null && !same)
      out.push(
        mayBeFree
          ? `Line ${line} abandons ${pending.action} ${pending.target} unless it is a FREE MOVE (CP-R16): its first CP is lost (CP-R1); write it again to finish it.`
          : `Line ${line} abandons ${pending.action} ${pending.target}: its first CP is lost (CP-R1); write it again to finish it.`,
      );
    // A FREE MOVE spends no CP and keeps the pending action; a 2-CP line finishes it or starts another.
    if (actionCost(action.kind, settings) === 2) pending = same ? null : { action: action.kind, target };
    else if (!mayBeFree) pending = null;
  }
  return out;
}

/**
 * The actions a player may spend a CP on (003 Available Actions) and why one is refused: each names its target
 * as the log does ("action, action target (territory or road or enemy)").
 */
import type { CpActionName } from './action-tables';
import { BUILD_ROADS_MIN_MD, FORTIFY_CASTLE_MAX, FORTIFY_SETTLEMENT_MAX } from './action-tables';
import { army, enemyArmiesIn, player, roadByName, territory } from './map';
import type { CpState } from './model';
import { moveProblem } from './move';
import { TERRITORY_TYPES } from './territory-tables';

export type CpAction =
  | { readonly kind: 'Rebuild Defeated Army'; readonly army: string }
  | { readonly kind: 'Rebuild Broken Army'; readonly army: string }
  | { readonly kind: 'Fortify Castle'; readonly territory: string }
  | { readonly kind: 'Fortify Settlement'; readonly territory: string }
  | { readonly kind: 'Build Roads'; readonly road: string }
  /** `fooled`: the saboteur's move of one of the target's armies should the D6 read 4-5 (CP-R10). */
  | {
      readonly kind: 'Sabotage';
      readonly target: string;
      readonly fooled?: { readonly army: string; readonly to: string };
    }
  | { readonly kind: 'Move an army'; readonly army: string; readonly to: string }
  | { readonly kind: 'Decrease DV'; readonly territory: string }
  /** "until all CP's are spent or given up": the rest of this turn's CP are given up. */
  | { readonly kind: 'Give up' };

export type CpActionKind = CpAction['kind'];

/** The action's target as logged (and as a pending 2-CP action is matched, CP-R1). */
export function actionTarget(action: CpAction): string {
  switch (action.kind) {
    case 'Rebuild Defeated Army':
    case 'Rebuild Broken Army':
    case 'Move an army':
      return action.army;
    case 'Fortify Castle':
    case 'Fortify Settlement':
    case 'Decrease DV':
      return action.territory;
    case 'Build Roads':
      return action.road;
    case 'Sabotage':
      return action.target;
    case 'Give up':
      return '';
  }
}

export function isRebuild(kind: CpActionKind): kind is 'Rebuild Defeated Army' | 'Rebuild Broken Army' {
  return kind === 'Rebuild Defeated Army' || kind === 'Rebuild Broken Army';
}

/** Why `who` may not take `action` now (before any CP is spent); null when he may. */
export function actionProblem(state: CpState, who: string, action: CpAction): string | null {
  const p = player(state, who);
  if (!p) return `There is no player '${who}'`;
  if (action.kind === 'Give up') return null;
  if (p.cp <= 0) return `${who} has no CP left this turn`;
  const unrebuilt = state.armies.filter((a) => a.player === who && a.status !== 'normal');
  if (unrebuilt.length > 0 && !isRebuild(action.kind))
    return `${who} must rebuild ${unrebuilt.map((a) => a.name).join(', ')} first ("You are not allowed to choose different actions until all your armies are rebuild")`;
  return problemOf(state, who, action as Exclude<CpAction, { kind: 'Give up' }>);
}

function ownArmy(state: CpState, who: string, name: string): string | null {
  const a = army(state, name);
  if (!a) return `There is no army '${name}'`;
  return a.player === who ? null : `${name} is ${a.player}'s army, not ${who}'s`;
}

function problemOf(
  state: CpState,
  who: string,
  action: Exclude<CpAction, { kind: 'Give up' }>,
): string | null {
  switch (action.kind) {
    case 'Rebuild Defeated Army':
    case 'Rebuild Broken Army': {
      const wanted = action.kind === 'Rebuild Defeated Army' ? 'defeated' : 'broken';
      const problem = ownArmy(state, who, action.army);
      if (problem) return problem;
      const status = army(state, action.army)?.status;
      return status === wanted ? null : `${action.army} is ${status}, not ${wanted} (${action.kind})`;
    }
    case 'Fortify Castle':
    case 'Fortify Settlement': {
      const t = territory(state, action.territory);
      if (!t) return `There is no territory '${action.territory}'`;
      if (t.owner !== who) return `${who} does not own ${t.name} (CP-R7)`;
      const castle = action.kind === 'Fortify Castle';
      if (castle ? t.type !== 'Castle' : !TERRITORY_TYPES[t.type].settlement)
        return `${action.kind} applies to ${castle ? 'a Castle' : 'a mining village, farming village, market town, large town or major city'}, not a ${t.type}`;
      const max = castle ? FORTIFY_CASTLE_MAX : FORTIFY_SETTLEMENT_MAX;
      return t.dv < max
        ? null
        : `${t.name}'s DV is already ${t.dv}, the most ${action.kind} reaches (${max})`;
    }
    case 'Build Roads': {
      const road = roadByName(state, action.road);
      if (!road) return `There is no road '${action.road}' (write it as Territory-Territory)`;
      if (territory(state, road.a)?.owner !== who && territory(state, road.b)?.owner !== who)
        return `Neither end of ${action.road} is ${who}'s territory (CP-R8)`;
      return road.md > BUILD_ROADS_MIN_MD
        ? null
        : `${action.road}'s MD is already ${BUILD_ROADS_MIN_MD}, the minimum`;
    }
    case 'Sabotage':
      if (!player(state, action.target)) return `There is no player '${action.target}'`;
      return action.target === who ? `${who} may not sabotage himself` : null;
    case 'Move an army':
      return ownArmy(state, who, action.army) ?? moveProblem(state, action.army, action.to);
    case 'Decrease DV': {
      const t = territory(state, action.territory);
      if (!t) return `There is no territory '${action.territory}'`;
      if (!state.armies.some((a) => a.player === who && a.territory === t.name))
        return `${who} has no army in ${t.name} (CP-R13)`;
      if (enemyArmiesIn(state, t.name, who).length > 0) return `An enemy army is in ${t.name} (CP-R13)`;
      return t.dv > 0 ? null : `${t.name}'s DV is already 0`;
    }
  }
}

export type { CpActionName };

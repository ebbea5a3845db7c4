/**
 * An action read from a line, checked against the map as it stands (003 Spend CP's Phase, Available Actions):
 * the code of the first rule that refuses it, or null.
 */
import { actionCost } from '../action-tables';
import type { CpAction } from '../actions';
import { actionProblem, actionTarget, isRebuild } from '../actions';
import { player } from '../map';
import type { CpSettings, CpState } from '../model';
import type { CpOrderCode } from './codes';

const CODE_OF: Readonly<Record<Exclude<CpAction['kind'], 'Give up'>, CpOrderCode>> = {
  'Move an army': 'CP-O007',
  'Rebuild Defeated Army': 'CP-O008',
  'Rebuild Broken Army': 'CP-O008',
  'Fortify Castle': 'CP-O009',
  'Fortify Settlement': 'CP-O009',
  'Build Roads': 'CP-O010',
  Sabotage: 'CP-O011',
  'Decrease DV': 'CP-O012',
};

export function actionRefusal(
  state: CpState,
  who: string,
  action: CpAction,
  settings: CpSettings,
): { code: CpOrderCode; message: string } | null {
  if (action.kind === 'Give up') return null;
  const p = player(state, who);
  if (!p || p.cp <= 0) return { code: 'CP-O013', message: `${who} has no CP left this turn.` };
  const unrebuilt = state.armies.filter((a) => a.player === who && a.status !== 'normal');
  if (unrebuilt.length > 0 && !isRebuild(action.kind))
    return {
      code: 'CP-O006',
      message: `Rebuild ${unrebuilt.map((a) => `${a.name} (${a.status})`).join(', ')} first: "You are not allowed to choose different actions until all your armies are rebuild".`,
    };
  const problem = actionProblem(state, who, action);
  if (problem) return { code: CODE_OF[action.kind], message: `${action.kind} refused: ${problem}.` };
  const pending = state.pending.find((x) => x.player === who);
  const finishing = pending?.action === action.kind && pending.target === actionTarget(action);
  if (actionCost(action.kind, settings) === 2 && !finishing && p.cp < 2)
    return { code: 'CP-O014', message: `${action.kind} needs 2 CP and ${who} has 1 left this turn (CP-R1).` };
  return null;
}

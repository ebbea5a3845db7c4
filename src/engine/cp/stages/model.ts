/**
 * What the Campaign points stages run over (core/stage.ts): the map state, the settings, how far each player's
 * Spend CP's list has been read, and the winners once the victory condition is met.
 */
import type { StageBattle } from '../../core/stage';
import type { CpBattle, CpSettings, CpState } from '../model';

export interface CpStageSettings extends CpSettings {
  /** CP-R21: one round per Resolve, or every round from the players' lists in one. */
  readonly spending: 'rounds' | 'queued';
}

export interface CpLinesRead {
  readonly read: number;
  /** The Submitted stamp of the lines read: another submission starts from its first line. */
  readonly sent: string;
}

export interface CpStageState {
  readonly cp: CpState;
  readonly settings: CpStageSettings;
  readonly lines: ReadonlyMap<string, CpLinesRead>;
  /** Set when the victory condition is met (003 A Turn). */
  readonly winners: readonly string[];
}

/** An accepted line of the Orders tab: its number, text and submission stamp. */
export interface CpOrderLine {
  readonly line: number;
  readonly text: string;
  readonly sent: string;
}

/** A battle as the shared stage record (core/stage.ts StageBattle). */
export function stageBattle(
  state: CpState,
  b: CpBattle,
  status: StageBattle['status'],
  winner: string | null,
): StageBattle {
  const side = (armyName: string, role: 'attacker' | 'defender'): StageBattle['sides'][number] => ({
    side: state.armies.find((a) => a.name === armyName)?.player ?? armyName,
    role,
    forces: [armyName],
    size: 1,
  });
  return {
    id: b.id,
    turn: state.turn,
    where: b.territory,
    kind: b.scenario,
    sides: [side(b.attacker, 'attacker'), side(b.defender, 'defender')],
    setup: [b.scenario, ...b.notes],
    mode: 'tabletop',
    status,
    winner,
  };
}

export { cpSummaries } from './summaries';
export { cpEntries } from '../spend';

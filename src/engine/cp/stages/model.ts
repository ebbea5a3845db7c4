/**
 * What the Campaign points stages run over (core/stage.ts): the map state, the settings, how far each player's
 * Spend CP's list has been read, and the winners once the victory condition is met.
 */
import type { StageBattle } from '../../core/stage';
import type { CpEvent } from '../events';
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

/** The message log's "N CP left" after each spend (spend-one.ts): the card's first line says it once. */
const CP_LEFT = /^\d+ CP left( \(no CP spent\))?$/;

/**
 * Summary lines per player: the CP he has left, then what he did this stage, from the events about him or his
 * armies (less the log's own "N CP left", which would say the CP left again; a FREE action's "no CP spent" is
 * kept on the first line).
 */
export function cpSummaries(
  state: CpState,
  events: readonly CpEvent[],
): { player: string; lines: string[] }[] {
  return state.players.map((p) => {
    const mine = new Set([p.name, ...state.armies.filter((a) => a.player === p.name).map((a) => a.name)]);
    const left = events.filter((e) => e.subject === p.name && CP_LEFT.test(e.effect));
    const free = left.at(-1)?.effect.endsWith('(no CP spent)') === true;
    return {
      player: p.name,
      lines: [
        `CP left: ${p.cp}${free ? ' (no CP spent)' : ''}`,
        ...events
          .filter((e) => mine.has(e.subject) && !left.includes(e))
          .map((e) => `${e.subject}: ${e.effect}`),
      ],
    };
  });
}

export { cpEntries } from '../spend';

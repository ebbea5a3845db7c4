import type { Clock } from '../../engine/core/stage';
import type { StageInfo } from '../stage-ruleset';

/** The sidebar's button and what the stage waits for (003 A Turn). */
export function cpStageInfo(clock: Clock): StageInfo {
  switch (clock.stage) {
    case 'spend':
      return { id: 'spend', label: stageLabel(clock), waits: 'orders' };
    case 'battles':
      return { id: 'battles', label: stageLabel(clock), waits: 'nothing' };
    case 'results':
      return { id: 'results', label: stageLabel(clock), waits: 'battle reports' };
    default:
      return { id: 'start', label: stageLabel(clock), waits: 'nothing' };
  }
}

/** The stage in the book's words, as players read it (003 A Turn): `Spend CP's round 2`. */
export function stageName(clock: Clock): string {
  switch (clock.stage) {
    case 'spend':
      return `Spend CP's round ${clock.round}`;
    case 'battles':
      return 'Battles: find the battles and their scenarios';
    case 'results':
      return 'battle results';
    default:
      return "Determine Order and Generate CP's";
  }
}

/** The sidebar's button: `Resolve Spend CP's round 2`. */
export function stageLabel(clock: Clock): string {
  return `Resolve ${stageName(clock)}`;
}

/** Running a Chronopia stage (being written). */
import type { StageOutcome, StageRunOptions, TabValues } from '../stage-ruleset';

export function ctRunStage(_tabs: TabValues, _options: StageRunOptions): StageOutcome {
  throw new Error('Campaign!Stage: Chronopia stages are not ready yet');
}

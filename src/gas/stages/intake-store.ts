import { IntakeState, parseIntake } from '../../ledger/orders-intake';
import { INTAKE_PROPERTY } from '../orders-intake-store';
import { PropertiesStore, services } from '../services';
import { parseStageOpenings, StageOpenings } from './intake-openings';

/** The document property holding which stage the form showed when (see intake-openings.ts). */
export const STAGE_OPENINGS_PROPERTY = 'ordersStageOpenings';

export interface StageIntakeStore {
  /** CS42's intake bookkeeping (recorded response ids, tries, hourly counts), shared: one form per ledger. */
  readonly intake: IntakeState;
  readonly openings: StageOpenings;
  /** Writes both back in one call: the claim, made only after the ledger holds what it claims. */
  save(): void;
}

/** Loads the intake state and the stage openings in one property read. */
export function loadStageIntake(
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): StageIntakeStore {
  const stored = props.getProperties();
  const intake = parseIntake(stored[INTAKE_PROPERTY] ?? null, 0);
  const openings = parseStageOpenings(stored[STAGE_OPENINGS_PROPERTY]);
  return {
    intake,
    openings,
    save: () => {
      props.setProperties({
        [INTAKE_PROPERTY]: JSON.stringify(intake),
        [STAGE_OPENINGS_PROPERTY]: JSON.stringify(openings),
      });
    },
  };
}

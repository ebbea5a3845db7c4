import { IntakeState, parseIntake, SETTLE_MS } from '../ledger/orders-intake';
import { PropertiesStore, services } from './services';

/** The document property holding the intake state (see src/ledger/orders-intake.ts). */
export const INTAKE_PROPERTY = 'ordersIntake';
/** Left by earlier versions, which counted recorded rows of the responses sheet. */
const LEGACY_ROW_COUNT = 'ordersProcessedRows';

export interface IntakeStore {
  readonly state: IntakeState;
  /** Writes the state back: the claim, made only after the ledger holds what it claims. */
  save(): void;
}

/**
 * Loads the intake state in one property read. A ledger upgraded from the row-count version starts a few
 * minutes back (its earlier responses were recorded by that version; one recorded twice is replaced by the
 * same orders, one skipped would be lost); a new one from the beginning.
 */
export function loadIntake(
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): IntakeStore {
  const stored = props.getProperties();
  const legacy = stored[LEGACY_ROW_COUNT] !== undefined;
  const state = parseIntake(stored[INTAKE_PROPERTY] ?? null, legacy ? Date.now() - SETTLE_MS : 0);
  return {
    state,
    save: () => {
      props.setProperty(INTAKE_PROPERTY, JSON.stringify(state));
    },
  };
}

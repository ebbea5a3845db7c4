/** Google Sheets' limit on one cell's text. */
export const MAX_CELL_CHARACTERS = 50000;

/** An error whose message is meant for a person as it is (no stack needed). */
export class LedgerError extends Error {}

/** The message of anything thrown, including errors from the script's own realm (not `instanceof Error`). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String((error as { message: unknown }).message);
  return String(error);
}

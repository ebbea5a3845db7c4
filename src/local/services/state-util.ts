/**
 * Narrowing helpers for restoring saved emulation state.
 *
 * Why: the state comes back from JSON stored inside a workbook the user may have edited, so it arrives as
 * `unknown`; a malformed piece fails loudly with the path that was wrong instead of corrupting the emulation.
 */

export type JsonRecord = { [key: string]: unknown };

export class StateError extends Error {
  constructor(path: string, expected: string) {
    super(`Invalid saved emulation state at ${path}: expected ${expected}`);
    this.name = 'StateError';
  }
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function record(value: unknown, path: string): JsonRecord {
  if (!isRecord(value)) throw new StateError(path, 'an object');
  return value;
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new StateError(path, 'an array');
  return value;
}

export function str(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new StateError(path, 'a string');
  return value;
}

export function num(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new StateError(path, 'a number');
  return value;
}

export function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new StateError(path, 'a boolean');
  return value;
}

export function strOrNull(value: unknown, path: string): string | null {
  return value === null || value === undefined ? null : str(value, path);
}

/** A string-to-string map, as property stores are saved. */
export function stringMap(value: unknown, path: string): Record<string, string> {
  const source = record(value, path);
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(source)) out[key] = str(entry, `${path}.${key}`);
  return out;
}

/**
 * A new id from the World that no restored object already uses.
 *
 * Why: ids come from the World's counter, which may start again from zero when a saved playground is
 * reloaded, while the restored forms and triggers keep their old ids.
 */
export function freshId(
  world: { nextId(prefix: string): string },
  prefix: string,
  taken: (id: string) => boolean,
) {
  let id = world.nextId(prefix);
  while (taken(id)) id = world.nextId(prefix);
  return id;
}

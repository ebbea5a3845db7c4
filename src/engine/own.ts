/**
 * Looking words up in tables. A player's word (or a ledger cell) may be any text, `constructor` and `__proto__`
 * included: a plain object answers those from Object.prototype, so every table lookup of such a word goes
 * through `ownEntry`, and every record keyed by such words starts from `emptyRecord` (issue 11).
 */

/** The table's own entry for `key`, never an inherited one; undefined when it has none. */
export function ownEntry<V>(
  table: Readonly<Partial<Record<PropertyKey, V>>>,
  key: PropertyKey,
): V | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** A record with no prototype, so any word (`__proto__` too) is an ordinary key of its own. */
export function emptyRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

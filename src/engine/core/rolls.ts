/**
 * Dice beyond one die, for rulesets that roll 2d6, nd6 or d66 (rulesets-design.md 3.1): each die has its own key
 * (`key#1`, `key#2` ...) so one die can be overridden alone and doubles stay visible in the log.
 */
import type { Dice } from '../dice';

/**
 * Rolls `n` dice of `sides` faces, keyed `${key}#1` ... `${key}#n`. The Log shows them as one row under `key`
 * with their total, so an override of `key` itself is that total, spread as evenly as the dice allow.
 */
export function rollDice(dice: Dice, key: string, n: number, sides: number): number[] {
  const total = dice.overrideOf(key);
  if (n > 1 && total !== undefined && Number.isInteger(total) && total >= n && total <= n * sides)
    return spread(total, n).map((face, i) => dice.set(`${key}#${i + 1}`, sides, face));
  return rollEach(dice, key, n, sides);
}

function rollEach(dice: Dice, key: string, n: number, sides: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) out.push(dice.roll(`${key}#${i}`, sides));
  return out;
}

/** `total` over `n` dice, the larger faces first: 21 over 6 dice is 4 4 4 3 3 3. */
function spread(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const over = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < over ? 1 : 0));
}

/** The sum of `n` dice (2d6 and the like). */
export function rollTotal(dice: Dice, key: string, n: number, sides: number): number {
  return rollDice(dice, key, n, sides).reduce((a, b) => a + b, 0);
}

/** A d66: the first die is the tens, the second the units (11-66). */
export function rollD66(dice: Dice, key: string): number {
  const [tens, units] = rollD66Dice(dice, key);
  return tens * 10 + units;
}

/** A d66's two dice, keyed `key#1` (tens) and `key#2` (units); the Log shows tens·10 + units under `key`, so an
 * override typed there (35) names both dice. */
export function rollD66Dice(dice: Dice, key: string): [number, number] {
  const typed = dice.overrideOf(key);
  if (typed !== undefined && Number.isInteger(typed) && isD66(typed))
    return [dice.set(`${key}#1`, 6, Math.floor(typed / 10)), dice.set(`${key}#2`, 6, typed % 10)];
  const [tens, units] = rollEach(dice, key, 2, 6);
  return [tens ?? 1, units ?? 1];
}

function isD66(n: number): boolean {
  const tens = Math.floor(n / 10);
  const units = n % 10;
  return tens >= 1 && tens <= 6 && units >= 1 && units <= 6;
}

/** A d3 (a d6 halved, rounding up), keyed like any die so it can be overridden with 1-3. */
export function rollD3(dice: Dice, key: string): number {
  return dice.roll(key, 3);
}

/** A random item; no die is rolled when there is only one (Dice refuses fewer than 2 sides). */
export function pick<T>(dice: Dice, key: string, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError(`pick ${key}: nothing to pick from`);
  const index = items.length === 1 ? 0 : dice.roll(key, items.length) - 1;
  return items[index] as T;
}

/** A random order of `items` (Fisher-Yates, one keyed die per step). */
export function shuffle<T>(dice: Dice, key: string, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(`${key}#${out.length - i}`, i + 1) - 1;
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

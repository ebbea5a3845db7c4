/**
 * Remarks on the whole submission's armies at the Orders stage; they reject nothing (the moderator settles the
 * lists, 3.7B):
 * - ME-O052: no army list sent while the kingdom holds its capital (Table 9 "Capital": "You must submit your army
 *   lists each turn to receive this point of power"; the standing Armies tab is last turn's, not a submission).
 * - ME-O053: the army lists as these orders leave them (3.1B-3.4B, armyListProblems): an army with no character,
 *   a Basic size out of bounds, the number of armies, the Grand Marshall. The Basic sizes against Total Support
 *   are ME-O051's (support-warning.ts), not said twice.
 */
import { maximumSupport } from '../support';
import { armyListProblems } from '../support-armies';
import { DEFAULT_SUPPORT_SETTINGS } from '../support-tables';
import type { MeArmy } from '../model';
import type { MeCheckInput, MeOrder } from './types';

export function armyListWarning(input: MeCheckInput, orders: readonly MeOrder[]): string | null {
  const k = input.state.kingdoms.find((x) => x.player === input.player);
  if (!k || k.capital === null || orders.some((o) => o.kind === 'army list')) return null;
  return "No army list: your capital's power point needs one (Table 9: you must submit your army lists each turn), e.g. “Iron Host - List General on horse, 20 Halberdiers”.";
}

/** The player's armies as these orders leave them: folded ones gone, Basic sizes set, a raised one added. */
export function armiesAfter(input: MeCheckInput, orders: readonly MeOrder[]): MeArmy[] {
  const folded = new Set(orders.flatMap((o) => (o.kind === 'fold army' ? [o.army] : [])));
  const sizes = new Map<string, number>();
  for (const o of orders) {
    if (o.kind === 'basic size') sizes.set(o.army, o.basic);
    if (o.kind === 'raise army') sizes.set(o.army, o.basic);
  }
  const mine = input.state.armies.filter((a) => a.owner === input.player && !folded.has(a.name));
  const raised = orders.flatMap((o): MeArmy[] =>
    o.kind === 'raise army' && !mine.some((a) => a.name === o.army)
      ? [{ name: o.army, owner: input.player, basic: o.basic, list: '', general: null, dispersedTurn: 0 }]
      : [],
  );
  return [...mine, ...raised].map((a) => ({ ...a, basic: sizes.get(a.name) ?? a.basic }));
}

export function armyLegalityWarnings(input: MeCheckInput, orders: readonly MeOrder[]): string[] {
  const { state, player } = input;
  const settings = input.settings?.support ?? DEFAULT_SUPPORT_SETTINGS;
  // A character joining an army this turn counts in it (3.3B).
  const joins = new Map(orders.flatMap((o) => (o.kind === 'join' ? [[o.character, o.army] as const] : [])));
  const characters = state.characters.map((c) => {
    const army = joins.get(c.name);
    return army !== undefined && c.owner === player ? { ...c, army } : c;
  });
  return armyListProblems(
    { armies: armiesAfter(input, orders), characters },
    player,
    // The sum against Total Support is ME-O051's.
    Number.MAX_SAFE_INTEGER,
    maximumSupport(state, player, settings),
  ).map((p) => `${p}.`);
}

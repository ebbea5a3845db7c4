import { distance as hexDistance, formatHex, Hex } from '../../hex';
import { declaredStatus } from '../supply';
import type { Army, City } from '../../model';
import type { Mutable, TurnContext } from './context';
import { addContact, battleAt, writeBattles } from './combat-records';
import { keepSiegesUnderBattle } from './sieges';
import { asCampaign, hostile, key, pairKey, unitMemory } from './units-memory';

/**
 * The Combat phase (THE TURN SEQUENCE, COMBAT: "any hex occupied by two or more armies may have a battle";
 * Occupying the same hex). Movement records the battles it causes (units.ts); this phase adds the rest:
 * - every hex where hostile armies stand with no battle yet (armies that began the turn together and stayed,
 *   or met where neither entered the other's hex this turn) gets a field battle, unless every hostile pair
 *   there passed each other with NO ENGAGE on both sides this turn;
 * - an army in an enemy city's hex without a successful siege fights only enemy armies camped there, as a field
 *   battle outside the walls; a city fight follows only a successful siege roll (RULINGS 34);
 * - Friendly declarations: "Do not engage forces unless within 3 hexes of controlled city" (Declared
 *   Alliances): a Friendly pair engages in a hex within 3 hexes of a city of the player who declared Friendly.
 * - a siege under way whose besieger is in a battle in the city's hex goes on (SIEGES; sieges.ts).
 * Battles are fought by the players on the table; the ledger records them (RULINGS 28).
 */

export const FRIENDLY_ENGAGE_RANGE = 3;

/** Hostile, or Friendly (either way) within FRIENDLY_ENGAGE_RANGE hexes of a city of the one declaring it. */
function engages(
  ctx: TurnContext,
  citiesOf: (player: string) => readonly City[],
  a: string,
  b: string,
  hex: Hex,
): boolean {
  if (hostile(ctx, a, b)) return true;
  if (a === b) return false;
  const s = asCampaign(ctx.state);
  const near = (p: string): boolean =>
    citiesOf(p).some((c) => c.size > 0 && hexDistance(c.hex, hex) <= FRIENDLY_ENGAGE_RANGE);
  return (
    (declaredStatus(s, a, b) === 'Friendly' && near(a)) || (declaredStatus(s, b, a) === 'Friendly' && near(b))
  );
}

export function combatPhase(ctx: TurnContext): void {
  const mem = unitMemory(ctx);
  // Armies grouped by hex once: contact is looked for within a hex, never army against every army (issue 9).
  const byHex = new Map<string, Mutable<Army>[]>();
  for (const a of ctx.state.armies) {
    if (a.points <= 0) continue;
    const list = byHex.get(formatHex(a.hex));
    if (list === undefined) byHex.set(formatHex(a.hex), [a]);
    else list.push(a);
  }
  // Each player's cities, found at the first Friendly pair (contact changes no city; issue 9: a scan of every
  // city per pair).
  let cities: Map<string, City[]> | null = null;
  const citiesOf = (player: string): readonly City[] => {
    if (cities === null) {
      cities = new Map();
      for (const c of ctx.state.cities) {
        const list = cities.get(c.player);
        if (list === undefined) cities.set(c.player, [c]);
        else list.push(c);
      }
    }
    return cities.get(player) ?? [];
  };
  for (const [h, here] of byHex) {
    const known = battleAt(ctx, here[0].hex);
    for (const a of here)
      for (const b of here) {
        if (key(a.name) >= key(b.name) || !engages(ctx, citiesOf, a.player, b.player, a.hex)) continue;
        if (mem.passed.has(pairKey(a.name, b.name))) continue;
        // Table 17, Truce/Truce last turn: the armies keep their truce (issue 12).
        if (a.truceWith?.some((n) => key(n) === key(b.name))) continue;
        const inBattle = (n: string): boolean => known?.armies.some((x) => key(x) === key(n)) === true;
        if (inBattle(a.name) && inBattle(b.name)) continue;
        addContact(ctx, a.hex, [a.name, b.name]);
        ctx.log(
          'Combat',
          `${a.name} / ${b.name}`,
          `stand in ${h} together: battle`,
          'COMBAT, Occupying the same hex',
        );
      }
  }
  keepSiegesUnderBattle(ctx, (city) => {
    const names = battleAt(ctx, city.hex)?.armies ?? [];
    return (byHex.get(formatHex(city.hex)) ?? [])
      .filter((a) => hostile(ctx, a.player, city.player) && names.some((n) => key(n) === key(a.name)))
      .map((a) => a.name);
  });
  writeBattles(ctx);
}

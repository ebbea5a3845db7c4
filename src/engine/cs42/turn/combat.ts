import { formatHex, sameHex } from '../../hex';
import type { Army } from '../../model';
import type { Mutable, TurnContext } from './context';
import { addContact, battleAt, writeBattles } from './combat-records';
import { hostile, key, pairKey, unitMemory } from './units-memory';

/**
 * The Combat phase (THE TURN SEQUENCE, COMBAT: "any hex occupied by two or more armies may have a battle";
 * Occupying the same hex). Movement records the battles it causes (units.ts); this phase adds the rest:
 * - every hex where hostile armies stand with no battle yet (armies that began the turn together and stayed,
 *   or met where neither entered the other's hex this turn) gets a field battle, unless every hostile pair
 *   there passed each other with NO ENGAGE on both sides this turn;
 * - a hostile army in an enemy city's hex that did not besiege it this turn (no siege roll against the city)
 *   and has no battle there gets a 'city fight' record against the city's garrison (COMBAT, City Hexes).
 * Battles are fought by the players on the table; the ledger records them (RULINGS 28).
 */

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
  for (const [h, here] of byHex) {
    const known = battleAt(ctx, here[0].hex);
    for (const a of here)
      for (const b of here) {
        if (key(a.name) >= key(b.name) || !hostile(ctx, a.player, b.player)) continue;
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
  for (const city of ctx.state.cities) {
    if (city.size <= 0 || mem.siegeTried.has(key(city.name)) || battleAt(ctx, city.hex) !== undefined)
      continue;
    const attackers = (byHex.get(formatHex(city.hex)) ?? []).filter(
      (a) => sameHex(a.hex, city.hex) && hostile(ctx, a.player, city.player),
    );
    if (attackers.length === 0) continue;
    addContact(
      ctx,
      city.hex,
      attackers.map((a) => a.name),
    );
    ctx.log(
      'Combat',
      city.name,
      `${attackers.map((a) => a.name).join(', ')} in ${city.name}'s hex without a siege: city fight with the garrison`,
      'COMBAT, City Hexes',
    );
  }
  writeBattles(ctx);
}

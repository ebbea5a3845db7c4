/**
 * Step c, maintaining the force (001 [Economics] 1-2; CT-R3, CT-R9, CT-R20, CT-R21): the underdog gold first,
 * then the territories' income, then maintenance; what is left goes to the treasury.
 */
import type { Dice } from '../dice';
import type { CtEvent } from './events';
import { ctEvent, dieEvent, rollFor } from './events';
import type { CtPlayer, CtResult } from './model';
import { ok, refuse } from './model';
import { maintenanceDue, territoryIncome } from './rating';
import { disband } from './recruit';
import { TABLE_1_CITE } from './tables';

/** [Economics] 1.b.3: `u` D6, their total in gc. Key `ct:underdog-gold:<battle>:<player>`. */
export function underdogGold(
  dice: Dice,
  battle: string,
  player: string,
  u: number,
): { gc: number; event: CtEvent | null } {
  if (u <= 0) return { gc: 0, event: null };
  const roll = rollFor(dice, `ct:underdog-gold:${battle}:${player}`, u, 6);
  return {
    gc: roll.total,
    event: dieEvent(
      'c. Maintenance',
      player,
      `underdog bonus: ${roll.total} gc`,
      roll,
      '001 [Economics] 1.b',
    ),
  };
}

export interface Maintained {
  readonly player: CtPlayer;
  readonly income: number;
  readonly maintenance: number;
  readonly events: CtEvent[];
}

/**
 * Income, then maintenance out of income and treasury together (CT-R9). When they fall short, the player's
 * disband plan is applied (CT-R20: the ledger refuses a plan that breaks minimums or ratios) and must cover the
 * rest; otherwise the step is refused naming the shortfall. Disbanded figures return nothing ([Forces] 2.b.5).
 */
export function maintain(
  player: CtPlayer,
  underdogGc: number,
  disbandPlan: readonly string[],
  held: ReadonlySet<string> = new Set(),
): CtResult<Maintained> {
  const income = territoryIncome(player);
  const cash = player.treasury + underdogGc + income;
  const events: CtEvent[] = [ctEvent('c. Maintenance', player.name, `income ${income} gc`, TABLE_1_CITE)];
  let force = player;
  if (maintenanceDue(player) > cash && disbandPlan.length > 0) {
    const cut = disband(player, disbandPlan, held);
    if (!cut.ok) return cut;
    force = cut.value;
    events.push(
      ctEvent(
        'c. Maintenance',
        player.name,
        `disbands ${disbandPlan.join(', ')}`,
        '001 [Economics] 2.b, CT-R20',
      ),
    );
  } else if (disbandPlan.length > 0) {
    return refuse(
      `${player.name} can pay maintenance of ${maintenanceDue(player)} gc from ${cash}: no troops need be disbanded ([Economics] 2.b)`,
    );
  }
  const due = maintenanceDue(force);
  if (due > cash)
    return refuse(
      `${player.name} owes ${due} gc maintenance and has ${cash}: disband troops worth the ${due - cash} gc short ([Economics] 2.b)`,
    );
  events.push(
    ctEvent(
      'c. Maintenance',
      player.name,
      `maintenance ${due} gc; treasury ${cash - due} gc`,
      '001 [Economics] 2.a',
    ),
  );
  return ok({ player: { ...force, treasury: cash - due }, income, maintenance: due, events });
}

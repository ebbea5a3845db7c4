/**
 * Random events in the Orders stage (004 App. F, optional; Table 31): one 2d6 per player "at the start of each
 * turn, after player orders have been submitted", applied by the rules that own each effect (events-random.ts,
 * events-random-ally.ts). Bountiful resource and Reinforcements need the player's or the GM's choice: logged.
 */
import type { Dice } from '../../dice';
import type { TurnArmyOrder } from '../battle/matching-state';
import type { MeEvent } from '../events';
import { applyDisaster, reinforcements, rollRandomEvent, stormsArmy, untimelyDeath } from '../events-random';
import { applyUnlikelyAlly } from '../events-random-ally';
import type { MeState } from '../model';
import { edictSettings, type MeSettings } from './settings';

export function randomEvents(
  state: MeState,
  players: readonly string[],
  armyOrders: readonly TurnArmyOrder[],
  dice: Dice,
  settings: MeSettings,
): { readonly state: MeState; readonly armyOrders: TurnArmyOrder[]; readonly events: MeEvent[] } {
  let s = state;
  let orders = [...armyOrders];
  const events: MeEvent[] = [];
  for (const p of players) {
    const r = rollRandomEvent(dice, p);
    events.push(...r.events);
    switch (r.event.name) {
      case 'Untimely death': {
        const d = untimelyDeath(dice, p, s.characters, s.turn);
        events.push(...d.events);
        const out = d.character;
        if (out)
          s = { ...s, characters: s.characters.map((c) => (c.name === out.name && c.owner === p ? out : c)) };
        break;
      }
      case 'Disaster': {
        const d = applyDisaster(s, p, dice, edictSettings(settings));
        s = d.state;
        events.push(...d.events);
        break;
      }
      case 'Storms': {
        const mine = orders
          .filter((o) => o.kind === 'invade' && s.armies.some((a) => a.name === o.army && a.owner === p))
          .map((o) => o.army);
        const st = stormsArmy(dice, p, mine);
        events.push(...st.events);
        if (st.army !== null) orders = orders.filter((o) => !(o.kind === 'invade' && o.army === st.army));
        break;
      }
      case 'Reinforcements':
        events.push(...reinforcements(dice, p, s.characters, s.turn).events);
        break;
      case 'Unlikely Ally': {
        const u = applyUnlikelyAlly(s, p, dice);
        s = u.state;
        events.push(...u.events);
        break;
      }
      default:
        // No event; Bountiful resource: the player chooses the hex (applyBountifulResource), logged by the roll.
        break;
    }
  }
  return { state: s, armyOrders: orders, events };
}

/**
 * The army-building orders of the Orders stage (004 3.0B-3.7B, 6.0B, App. B; digest §4.2) written into the
 * campaign: Basic Army Sizes, lists, Generals, characters joining, a third army raised or folded, garrison
 * lists, mercenaries fielded. The order language has checked each line; this only records them.
 */
import { meEvent, type MeEvent } from '../events';
import type { MeArmy, MeState } from '../model';
import type { MeOrder } from '../orders/types';

const PHASE = 'Orders' as const;

/** Applies one player's army-building orders in line order. */
export function applyArmyOrders(
  state: MeState,
  player: string,
  orders: readonly MeOrder[],
): { readonly state: MeState; readonly events: MeEvent[] } {
  let armies = [...state.armies];
  let characters = [...state.characters];
  let hexes = state.hexes;
  let mercenaries = state.mercenaries;
  const events: MeEvent[] = [];
  const mine = (name: string): boolean => armies.some((a) => a.name === name && a.owner === player);
  const setArmy = (name: string, change: Partial<MeArmy>): void => {
    armies = armies.map((a) => (a.name === name && a.owner === player ? { ...a, ...change } : a));
  };
  for (const o of orders) {
    switch (o.kind) {
      case 'basic size':
        if (mine(o.army)) setArmy(o.army, { basic: o.basic });
        events.push(meEvent(PHASE, o.army, `Basic Army Size ${o.basic}`, '004 3.1B'));
        break;
      case 'army list':
        if (mine(o.army)) setArmy(o.army, { list: o.list });
        events.push(meEvent(PHASE, o.army, 'army list submitted', '004 3.0B, 3.7B'));
        break;
      case 'general':
        if (mine(o.army)) setArmy(o.army, { general: o.character });
        events.push(meEvent(PHASE, o.army, `General: ${o.character}`, '004 3.4B'));
        break;
      case 'join':
        characters = characters.map((c) =>
          c.name === o.character && c.owner === player ? { ...c, army: o.army } : c,
        );
        // 3.3B-3.4B: a General leads the army he is in; the army he leaves has none until one is named.
        armies = armies.map((a) =>
          a.owner === player && a.name !== o.army && a.general === o.character ? { ...a, general: null } : a,
        );
        events.push(meEvent(PHASE, o.character, `joins ${o.army}`, '004 3.7B'));
        break;
      case 'raise army':
        if (!armies.some((a) => a.name === o.army))
          armies.push({
            name: o.army,
            owner: player,
            basic: o.basic,
            list: '',
            general: null,
            dispersedTurn: 0,
          });
        events.push(meEvent(PHASE, o.army, `raised with Basic Army Size ${o.basic}`, '004 3.2B Third Army'));
        break;
      case 'fold army':
        armies = armies.filter((a) => !(a.name === o.army && a.owner === player));
        characters = characters.map((c) =>
          c.army === o.army && c.owner === player ? { ...c, army: o.into } : c,
        );
        events.push(
          meEvent(
            PHASE,
            o.army,
            `folded into ${o.into}`,
            o.desperate ? '004 3.2B Desperate Measures' : '004 3.2B',
          ),
        );
        break;
      case 'garrison list': {
        // App. B: a Fortress built this turn stands only at the end of the turn (5.2B); its list waits for it.
        const fortified = hexes.some((h) => h.address === o.hex && h.fortress !== null);
        hexes = hexes.map((h) =>
          fortified && h.address === o.hex && h.owner === player ? { ...h, garrison: o.list } : h,
        );
        events.push(
          meEvent(
            PHASE,
            o.hex,
            fortified ? 'garrison list submitted' : 'garrison list kept for the Fortress built this turn',
            '004 App. B',
          ),
        );
        break;
      }
      case 'field mercenary':
        mercenaries = mercenaries.map((m) =>
          m.unit === o.unit && m.player === player ? { ...m, army: o.army } : m,
        );
        events.push(meEvent(PHASE, o.unit, `fielded in ${o.army}`, '004 6.0B'));
        break;
      default:
        break;
    }
  }
  return { state: { ...state, armies, characters, hexes, mercenaries }, events };
}

import { isBrokenBySize } from '../economy';
import type { SettlementWork } from './work';

/**
 * Commission Scouts: "You may never have more Scouts than you have Field armies. If there are equal numbers of
 * Scouts and Field army, and one of the Armies becomes Broken, then one Scout unit must be removed from the map."
 * After a battle, each side's player keeps at most as many scouts as Field armies (size 5+ and not Broken); the
 * scouts removed are the last in the ledger (the owner may ask the moderator to swap which).
 */
export function scoutsForFieldArmies(w: SettlementWork): void {
  for (const side of w.battle.sides) {
    const player = side.player;
    const field = w.state.armies.filter(
      (a) =>
        a.player === player &&
        a.points > 0 &&
        !isBrokenBySize(a.points) &&
        !w.statuses.some((s) => s.army.toLowerCase() === a.name.toLowerCase() && s.broken),
    ).length;
    const scouts = w.state.units.filter((u) => u.player === player && u.type === 'Scout');
    const excess = scouts.slice(field);
    if (excess.length === 0) continue;
    const gone = new Set(excess);
    w.state.units = w.state.units.filter((u) => !gone.has(u));
    for (const s of excess)
      w.say(
        s.name,
        `removed: ${player} has ${field} Field arm${field === 1 ? 'y' : 'ies'} and may not keep more scouts`,
        'CITY ACTIONS, Commission Scouts',
      );
  }
}

/**
 * Step b, experience, pooled per warband (001 [Experience] 1; CT-R10, CT-R16): 1D6 per surviving figure, 5 per
 * wounding hit, 10 to the winning side's General, and the underdog bonus per surviving figure that fought.
 * Drugged and summoned figures earn nothing ([Races] 5.d, 6.b.2).
 */
import type { Dice } from '../dice';
import type { CtEvent } from './events';
import { ctEvent, dieEvent, rollFor } from './events';
import type { CtPlayer, Warband } from './model';
import { XP } from './tables';

export interface WarbandReport {
  readonly warband: string;
  /** Hits that caused one or more unsaved wounds on an enemy figure ([Experience] 1.a.2). */
  readonly woundingHits: number;
}

const CITE = '001 [Experience] 1';

/**
 * XP for the figures that fought (`fought`, by id), read after step a (CT-R16: survivors are those still on the
 * roster, wounded included; a figure back from the Hospital did not fight and earns nothing). `general` is the winning side's General figure id, or null (CT-R10). Dice keyed
 * `ct:xp:<battle>:<warband>#n`, one per survivor.
 */
export function awardExperience(
  dice: Dice,
  battle: string,
  player: CtPlayer,
  fought: readonly string[],
  reports: readonly WarbandReport[],
  general: string | null,
  underdog: number,
): { readonly player: CtPlayer; readonly events: CtEvent[] } {
  const events: CtEvent[] = [];
  const warbands = player.warbands.map((w): Warband => {
    const earners = w.figures.filter((f) => fought.includes(f.id) && !f.drugged && !f.summoned);
    if (earners.length === 0) return w;
    const d6 = rollFor(dice, `ct:xp:${battle}:${w.id}`, earners.length, XP.survivorDie);
    const hits = (reports.find((r) => r.warband === w.id)?.woundingHits ?? 0) * XP.perWoundingHit;
    const leader = general !== null && earners.some((f) => f.id === general) ? XP.winningLeader : 0;
    const bonus = underdog * earners.length;
    const gained = d6.total + hits + leader + bonus;
    events.push(dieEvent('b. Experience', w.id, `${earners.length} survivor(s): ${d6.total} XP`, d6, CITE));
    if (hits > 0) events.push(ctEvent('b. Experience', w.id, `${hits} XP for wounding hits`, `${CITE}.a.2`));
    if (leader > 0)
      events.push(
        ctEvent('b. Experience', w.id, `${leader} XP: the winning side's General`, `${CITE}.b.2, CT-R10`),
      );
    if (bonus > 0)
      events.push(
        ctEvent('b. Experience', w.id, `${bonus} XP underdog bonus (${underdog} each)`, `${CITE}.c`),
      );
    return { ...w, xp: w.xp + gained };
  });
  return { player: { ...player, warbands }, events };
}

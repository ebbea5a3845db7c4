/**
 * Step a, the fate of casualties (001 [Battles] 3.a-b, [Races] 1, alchemist, 5.c; CT-R13, CT-R17): Table 4 per
 * figure, one at a time, with alchemist or Second Chance rerolls; skeletons and eaten figures are dead unrolled;
 * Devout summoned creatures are dispelled and refunded instead.
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import type { CtEvent } from './events';
import { ctEvent, dieEvent, rollFor } from './events';
import { withRoster } from './figure-ids';
import type { CtPlayer, Figure } from './model';
import type { Recovery } from './tables';
import { DEVOUT_FULL_REFUND_ON, DEVOUT_REFUND_CITE, TABLE_4_CASUALTY } from './tables';

export interface CasualtyReport {
  readonly figure: string;
  /** [Battles] 3.a: raised as a skeleton or eaten by a Stygian's Feast: dead, no roll. */
  readonly unrecoverable: boolean;
  /** The player who would hold the figure if it is Captured. */
  readonly enemy: string;
}

export interface CasualtyOutcome {
  readonly figure: string;
  readonly result: Recovery;
  readonly enemy: string;
}

/**
 * Rerolls a player may make ([Races] alchemist 5, Firstborn 1.a): one reroller per alchemist who fought, and one
 * per Chronomancer with Second Chance who fought and is not among the casualties.
 */
export function rerollers(fought: readonly Figure[], casualties: readonly string[]): number {
  return fought.filter((f) => f.alchemist || (f.secondChance && !casualties.includes(f.id))).length;
}

/**
 * Table 4 per casualty in the order reported. `rerollRequests` are the figures the player chose to reroll, decided
 * on seeing each roll (the ledger records the choice). The second roll stands (CT-R13 reads "Serious Wound" as
 * Wounded); a reroll giving Killed or Captured ends that reroller's rerolls.
 */
export function resolveCasualties(
  dice: Dice,
  battle: string,
  player: string,
  reports: readonly CasualtyReport[],
  rerollRequests: readonly string[],
  rerollerCount: number,
): { readonly outcomes: CasualtyOutcome[]; readonly events: CtEvent[] } {
  const outcomes: CasualtyOutcome[] = [];
  const events: CtEvent[] = [];
  let left = rerollerCount;
  for (const c of reports) {
    if (c.unrecoverable) {
      outcomes.push({ figure: c.figure, result: 'Killed', enemy: c.enemy });
      events.push(
        ctEvent(
          'a. Casualties',
          `${player} ${c.figure}`,
          'well and truly dead, not rolled',
          '001 [Battles] 3.a',
        ),
      );
      continue;
    }
    const first = rollFor(dice, `ct:casualty:${battle}:${c.figure}`, 1, 20);
    let result = lookup(TABLE_4_CASUALTY, first.total);
    events.push(dieEvent('a. Casualties', `${player} ${c.figure}`, result, first, TABLE_4_CASUALTY.cite));
    if (rerollRequests.includes(c.figure)) {
      // The player writes his rerolls before the rolls are made; the book has him decide on seeing each one
      // (alchemist 2), and no one would reroll a Full recovery, so it stands and spends nothing.
      if (result === 'Full recovery') {
        events.push(
          ctEvent(
            'a. Casualties',
            `${player} ${c.figure}`,
            'Full recovery: not rerolled',
            '001 [Races] alchemist 2',
          ),
        );
      } else if (left <= 0) {
        events.push(
          ctEvent(
            'a. Casualties',
            `${player} ${c.figure}`,
            rerollerCount === 0
              ? 'no reroll: no alchemist fought, nor a Chronomancer with Second Chance who survived; the first roll stands'
              : 'no reroll left: an earlier reroll came up Killed or Captured; the first roll stands',
            rerollerCount === 0 ? '001 [Races] 1.a, alchemist 1' : '001 [Races] alchemist 4',
          ),
        );
      } else {
        const second = rollFor(dice, `ct:casualty-reroll:${battle}:${c.figure}`, 1, 20);
        result = lookup(TABLE_4_CASUALTY, second.total);
        events.push(
          dieEvent(
            'a. Casualties',
            `${player} ${c.figure}`,
            `rerolled: ${result} stands`,
            second,
            '001 [Races] alchemist 3',
          ),
        );
        if (result === 'Killed' || result === 'Captured') left -= 1;
      }
    }
    outcomes.push({ figure: c.figure, result, enemy: c.enemy });
  }
  return { outcomes, events };
}

/**
 * Applies the outcomes to the roster (CT-R17): Killed and Captured leave it, Wounded go to the Hospital. Captured
 * figures are returned for the enemy's captive list. Warbands left empty go, unless one of theirs is held captive
 * (now, or `held` from before): he may still be ransomed or rescued back into it ([Battles] 3.c.1-2).
 */
export function applyCasualties(
  player: CtPlayer,
  outcomes: readonly CasualtyOutcome[],
  held: ReadonlySet<string> = new Set(),
): { readonly player: CtPlayer; readonly captured: { figure: Figure; warband: string; enemy: string }[] } {
  const fate = new Map(outcomes.map((o) => [o.figure, o]));
  const captured: { figure: Figure; warband: string; enemy: string }[] = [];
  const warbands = player.warbands
    .map((w) => {
      const figures: Figure[] = [];
      for (const f of w.figures) {
        const o = fate.get(f.id);
        if (!o || o.result === 'Full recovery') figures.push(f);
        else if (o.result === 'Wounded') figures.push({ ...f, hospital: true });
        else if (o.result === 'Captured') captured.push({ figure: f, warband: w.id, enemy: o.enemy });
      }
      return { ...w, figures };
    })
    .filter((w) => w.figures.length > 0 || held.has(w.id) || captured.some((c) => c.warband === w.id));
  return { player: withRoster(player, warbands), captured };
}

export type SummonedState = 'unwounded' | 'wounded' | 'killed' | 'captured';

/**
 * [Races] 5.c.2-3: each summoned creature is dispelled; unwounded: full cash back; wounded: full on a D6 of 3+,
 * else half; killed: full on 5+, else half; captured: nothing. Half is rounded down. Key `ct:devout:<battle>:<id>`.
 */
export function devoutRefund(
  dice: Dice,
  battle: string,
  figure: Figure,
  state: SummonedState,
): { readonly gc: number; readonly event: CtEvent } {
  const subject = `${figure.id} (${figure.type})`;
  if (state === 'unwounded' || state === 'captured') {
    const gc = state === 'unwounded' ? figure.baseCost : 0;
    return {
      gc,
      event: ctEvent('a. Casualties', subject, `dispelled ${state}: ${gc} gc back`, DEVOUT_REFUND_CITE),
    };
  }
  const roll = rollFor(dice, `ct:devout:${battle}:${figure.id}`, 1, 6);
  const full = roll.total >= DEVOUT_FULL_REFUND_ON[state];
  const gc = full ? figure.baseCost : Math.floor(figure.baseCost / 2);
  return {
    gc,
    event: dieEvent('a. Casualties', subject, `dispelled ${state}: ${gc} gc back`, roll, DEVOUT_REFUND_CITE),
  };
}

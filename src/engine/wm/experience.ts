/** EXPERIENCE (book 002): earned only in pick-up games (WM-R17), spent on one choice before a battle. */
import {
  EXPERIENCE_CHOICES,
  EXPERIENCE_CITE,
  EXPERIENCE_EARNED,
  type ExperienceChoice,
} from './experience-tables';
import type { WmNation } from './model';

export type Opponent = 'lesser race' | 'non-campaign army' | 'player nation';

/** 1 per full 100 points of the player's own army in a win, per full 200 in a loss; never against a nation. */
export function experienceEarned(opponent: Opponent, won: boolean, armyPoints: number): number {
  if (opponent === 'player nation') return 0;
  return Math.floor(armyPoints / (won ? EXPERIENCE_EARNED.win : EXPERIENCE_EARNED.loss));
}

/**
 * Spends experience on ONE choice (the caller allows one per battle). Returning a lost unit takes it off the
 * first roster entry of that category with a loss. The WM-R18 lost row is not offered.
 */
export function spendExperience(n: WmNation, cost: number): { nation: WmNation; choice: ExperienceChoice } {
  const row = EXPERIENCE_CHOICES.find((c) => c.cost === cost);
  if (!row) throw new RangeError(`${EXPERIENCE_CITE}: no choice costs ${cost} points`);
  if (n.experience < cost) throw new RangeError(`${n.name} has ${n.experience} experience, not ${cost}`);
  const choice = row.choice;
  let roster = n.roster;
  if (choice.kind === 'return lost unit') {
    const entry = roster.find((e) => e.category === choice.category && e.lost > 0);
    if (!entry) throw new RangeError(`${n.name} has no lost ${choice.category} unit to return`);
    roster = roster.map((e) => (e === entry ? { ...e, lost: e.lost - 1 } : e));
  }
  return { nation: { ...n, experience: n.experience - cost, roster }, choice };
}

/** A pick-up report as the reports stage holds it: who sent it, the lesser race named and its side. */
export interface PickUpReport {
  readonly player: string;
  readonly race?: string;
  readonly commanding?: boolean;
}

/**
 * A lesser race plays at most one pick-up game a turn: one player commands it, one plays against it. Our reading of
 * MINOR NATIONS' pick order ("determine a random pick order"; each player picks once, and a race chosen is taken):
 * the reports beyond the first commander and the first opponent of each race, in the order given, are left out.
 */
export function extraPickUps<T extends PickUpReport>(reports: readonly T[]): T[] {
  const seen = new Set<string>();
  return reports.filter((r) => {
    if (!r.race) return false;
    const key = `${r.race.toLowerCase()}|${r.commanding ? 'commanding' : 'against'}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

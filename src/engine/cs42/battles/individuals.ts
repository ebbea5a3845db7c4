import type { Dice } from '../../dice';
import { WOUND_RECOVERED_FROM } from './tables';
import type { Individual, IndividualLoss } from './types';

/**
 * Named individuals after a battle: wounds and recovery (Casualties), experience (EXPERIENCE, Earning Experience
 * Points), and command (ARMY COMMAND: Loss of Commanders, Leaderless Armies, Commanding Foreign Armies).
 */

export interface Note {
  readonly subject: string;
  readonly effect: string;
  readonly rule: string;
  readonly key?: string;
  readonly die?: number;
  readonly result?: number;
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Casualties: "Roll a d20 for each wound suffered in the battle. On a 10 or higher they regain that wound ... If
 * they lost all of their remaining wounds in a battle and do not regain at least one of them then they have been
 * killed." One die per wound, `<prefix>:recover:<name>:<n>`.
 */
export function applyWounds(
  individuals: readonly Individual[],
  losses: readonly IndividualLoss[],
  dice: Dice,
  prefix: string,
  notes: Note[],
): Individual[] {
  return individuals.map((ind) => {
    const loss = losses.find((l) => same(l.name, ind.name));
    if (loss === undefined || ind.status === 'dead') return ind;
    let regained = 0;
    for (let n = 1; n <= loss.wounds; n++) {
      const key = `${prefix}:recover:${ind.name}:${n}`;
      const r = dice.roll(key, 20);
      const back = r >= WOUND_RECOVERED_FROM;
      if (back) regained += 1;
      notes.push({
        subject: ind.name,
        effect: `wound ${n} of ${loss.wounds}: ${back ? 'regained' : 'kept'} (${r}${back ? ' >= ' : ' < '}${WOUND_RECOVERED_FROM})`,
        rule: 'Casualties',
        key,
        die: 20,
        result: r,
      });
    }
    if (loss.killed && regained === 0) {
      notes.push({
        subject: ind.name,
        effect: 'lost all his wounds and regained none: killed',
        rule: 'Casualties',
      });
      return { ...ind, status: 'dead', commander: false, wounds: ind.maxWounds };
    }
    const carried = loss.killed
      ? ind.maxWounds - regained
      : Math.min(ind.maxWounds - 1, ind.wounds + loss.wounds - regained);
    notes.push({
      subject: ind.name,
      effect: `carries ${carried} wound(s) into the next turn`,
      rule: 'Casualties',
    });
    return { ...ind, wounds: carried };
  });
}

/** EXPERIENCE: points added to each named individual still alive; the dead earn nothing. */
export function addExperience(
  individuals: readonly Individual[],
  awards: ReadonlyMap<string, { points: number; why: string[] }>,
  notes: Note[],
): Individual[] {
  return individuals.map((ind) => {
    const award = [...awards].find(([n]) => same(n, ind.name))?.[1];
    if (award === undefined || award.points === 0 || ind.status === 'dead') return ind;
    notes.push({
      subject: ind.name,
      effect: `+${award.points} experience (${award.why.join(', ')}): ${ind.experience} → ${ind.experience + award.points}`,
      rule: 'EXPERIENCE',
    });
    return { ...ind, experience: ind.experience + award.points };
  });
}

/** Commanding Foreign Armies: an individual of another empire commands at rating 0. */
export function effectiveCommand(ind: Individual, controller: string): number {
  return same(ind.empire, controller) ? ind.commandRating : 0;
}

export interface CommandOutcome {
  readonly individuals: Individual[];
  readonly leaderless: boolean;
}

/**
 * Loss of Commanders: an army whose commander is dead "must immediately nominate a new individual": the living
 * individual of the controlling empire with the highest command rating (then most experience, then name). None
 * left: a Leaderless Army. A rating below the army's size means the army must Split (told to the moderator).
 */
export function renominate(
  individuals: readonly Individual[],
  army: string,
  controller: string,
  armySize: number,
  notes: Note[],
): CommandOutcome {
  // The dead command nobody (an individual marked dead elsewhere may still carry the flag).
  individuals = individuals.map((i) => (i.status === 'dead' && i.commander ? { ...i, commander: false } : i));
  const mine = individuals.filter((i) => same(i.army, army) && i.status === 'active');
  if (mine.some((i) => i.commander)) return { individuals: [...individuals], leaderless: false };
  const candidates = mine
    .filter((i) => effectiveCommand(i, controller) > 0)
    .sort(
      (a, b) =>
        b.commandRating - a.commandRating || b.experience - a.experience || a.name.localeCompare(b.name),
    );
  const chosen = candidates[0];
  if (chosen === undefined) {
    if (individuals.some((i) => same(i.army, army)))
      notes.push({
        subject: army,
        effect: 'no individual of its empire is left to command it: a Leaderless Army',
        rule: 'ARMY COMMAND, Leaderless Armies',
      });
    return { individuals: [...individuals], leaderless: true };
  }
  const split =
    chosen.commandRating < armySize
      ? `; command ${chosen.commandRating} is less than size ${armySize}: the army must Split`
      : '';
  notes.push({
    subject: army,
    effect: `${chosen.name} takes command${split}`,
    rule: 'ARMY COMMAND, Loss of Commanders',
  });
  return {
    individuals: individuals.map((i) => (i === chosen ? { ...i, commander: true } : i)),
    leaderless: false,
  };
}

/** Casualties: "Wounded Individuals recover one wound per turn, starting with the turn after they were wounded." */
export function healOneWound(individuals: readonly Individual[]): Individual[] {
  return individuals.map((i) => (i.status === 'active' && i.wounds > 0 ? { ...i, wounds: i.wounds - 1 } : i));
}

/** Broken Armies: at the end of the turn a broken army of size 5+ regroups when its commander passes a leadership
 * test (d20 at most his LD, `regroup:<army>`). */
export function regroupTest(commander: Individual | undefined, d20: number): boolean {
  return commander !== undefined && d20 <= commander.leadership;
}

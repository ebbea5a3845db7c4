/**
 * Experience at the reports stage (EXPERIENCE): a choice bought "before any battle" is applied before the battles'
 * results; points earned in pick-up games (WM-R17) after them. Each change is a Journal row.
 */
import type { StageJournalEntry } from '../../core/stage';
import { wmEvent, type WmEvent } from '../events';
import { experienceEarned, extraPickUps, spendExperience } from '../experience';
import { EXPERIENCE_CITE } from '../experience-tables';
import { nation as nationOf, withNation } from '../map';
import type { WmState } from '../model';
import type { WmOrder } from './model';

export interface Experienced {
  readonly state: WmState;
  readonly events: WmEvent[];
  readonly entries: StageJournalEntry[];
}

const CHOICE_TEXT: Record<string, string> = {
  'battle honour':
    'a roll on the battle honour chart for one army (the chart is not in the book: the moderator)',
  'random scenario': 'a random scenario against the next opponent',
  'magic item': 'one new magic item drawn from the deck',
};

export function spendStep(state: WmState, orders: ReadonlyMap<string, readonly WmOrder[]>): Experienced {
  let s = state;
  const events: WmEvent[] = [];
  const entries: StageJournalEntry[] = [];
  for (const [player, list] of orders)
    for (const o of list) {
      if (o.kind !== 'spend') continue;
      const spent = spendExperience(nationOf(s, player), o.cost);
      s = withNation(s, player, { experience: spent.nation.experience, roster: spent.nation.roster });
      const what =
        spent.choice.kind === 'return lost unit'
          ? `one lost ${spent.choice.category} unit back on the roster`
          : (CHOICE_TEXT[spent.choice.kind] ?? spent.choice.kind);
      events.push(wmEvent('M3 Combat', player, `spends ${o.cost} experience: ${what}`, EXPERIENCE_CITE));
      entries.push({ player, resource: 'XP', amount: -o.cost, note: `spent: ${what}` });
    }
  return { state: s, events, entries };
}

export function pickUpStep(state: WmState, orders: ReadonlyMap<string, readonly WmOrder[]>): Experienced {
  let s = state;
  const events: WmEvent[] = [];
  const entries: StageJournalEntry[] = [];
  for (const [player, list] of orders)
    for (const o of list) {
      if (o.kind !== 'pick-up') continue;
      // Commanding a lesser race, the nation's own army did not play (our reading of EXPERIENCE: "your army").
      const xp = o.commanding ? 0 : experienceEarned(o.opponent, o.won, o.points);
      s = withNation(s, player, { experience: nationOf(s, player).experience + xp });
      const game = o.commanding
        ? `a pick-up game ${o.won ? 'won' : 'lost'} commanding ${o.race ?? 'a lesser race'}, not the nation's army`
        : `a pick-up game ${o.won ? 'won' : 'lost'} against a ${o.opponent}${o.race ? ` (${o.race})` : ''} with ${o.points} points`;
      events.push(wmEvent('M3 Combat', player, `earns ${xp} experience: ${game} (WM-R17)`, EXPERIENCE_CITE));
      if (xp > 0) entries.push({ player, resource: 'XP', amount: xp, note: game });
    }
  return { state: s, events, entries };
}

/**
 * A lesser race plays one pick-up game a turn (MINOR NATIONS; our reading, extraPickUps): the reports past its first
 * commander and first opponent, in the order received, are left out of the XP and the box moves, each named to the
 * moderator.
 */
export function oncePerRace(orders: ReadonlyMap<string, readonly WmOrder[]>): {
  readonly orders: Map<string, readonly WmOrder[]>;
  readonly warnings: string[];
} {
  const reports = [...orders].flatMap(([player, list]) =>
    list.flatMap((o) =>
      o.kind === 'pick-up' ? [{ player, race: o.race, commanding: o.commanding, order: o }] : [],
    ),
  );
  const extra = extraPickUps(reports);
  const left = new Set<WmOrder>(extra.map((r) => r.order));
  return {
    orders: new Map([...orders].map(([p, list]) => [p, list.filter((o) => !left.has(o))])),
    warnings: extra.map(
      (r) =>
        `${r.player}'s pick-up report ${r.commanding ? 'commanding' : 'against'} ${r.race ?? ''} is left out: ${r.race ?? ''} already played a pick-up game ${r.commanding ? 'under a commander' : 'against a player'} this turn (MINOR NATIONS: one game a turn, our reading)`,
    ),
  };
}

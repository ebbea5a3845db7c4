import type { TurnEvent } from '../engine/cs42/turn/context';
import { isAbout } from './report-orders';

/**
 * The events of a turn that concern one player: those about the player (calamities name the player), about
 * anything the player held before or after the turn (income, upkeep, losses, supply), and those of others that
 * name the player (a spy detected or caught in their city: SPY ACTIONS tells the target). Of the latter only the
 * effect is kept, never the subject: a detected spy's name is not the target's to know.
 */
export interface ConcernedEvent {
  readonly phase: string;
  /** The subject when it is the player's own; empty when another's event only names the player. */
  readonly subject: string;
  readonly effect: string;
  /** The die and its result, e.g. `d20 = 14`, or empty. */
  readonly roll: string;
}

function namesPlayer(text: string, player: string): boolean {
  const escaped = player.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escaped !== '' && new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** What the player held before or after the turn, by name (any case). */
export interface OwnNames {
  readonly cities: ReadonlySet<string>;
  /** Armies, units and structures. */
  readonly forces: ReadonlySet<string>;
  /** Own names that another player's city or seen thing also bears: the log does not say whose an event is. */
  readonly shared: ReadonlySet<string>;
}

const CITY_PHASES = new Set(['Income', 'City Action 1', 'City Action 2']);
const UNIT_PHASES = new Set(['Unit Action 1', 'Unit Action 2']);

/** Whether a subject is the player's: a shared name counts only in the phases where just its own kind acts. */
function ownSubject(subject: string, phase: string, own: OwnNames): boolean {
  const s = subject.trim().toLowerCase();
  if (!own.shared.has(s)) return own.cities.has(s) || own.forces.has(s);
  if (CITY_PHASES.has(phase)) return own.cities.has(s);
  if (UNIT_PHASES.has(phase)) return own.forces.has(s);
  return false;
}

/** Another's event is kept only when its effect names the player *and* is one the book has the player told of. */
export function eventsConcerning(
  events: readonly TurnEvent[],
  player: string,
  own: OwnNames,
): ConcernedEvent[] {
  const out: ConcernedEvent[] = [];
  for (const e of events) {
    const roll = e.die === '' ? '' : `${e.die} = ${e.result}`;
    const subjects = [e.subject, ...e.subject.split(' / ')];
    if (isAbout(e, player) || subjects.some((s) => ownSubject(s, e.phase, own)))
      out.push({ phase: e.phase, subject: e.subject, effect: e.effect, roll });
    else if (TOLD.some((re) => re.test(e.effect)) && namesPlayer(e.effect, player))
      out.push({ phase: e.phase, subject: '', effect: e.effect, roll: '' });
  }
  return out;
}

/** The resolver's sentences that tell a target player of another's spy (spies.ts; SPY ACTIONS, Tables 11-13). */
const TOLD: readonly RegExp[] = [/ is told of a spy in /, /^caught and killed: /, /^turned: now works for /];

/**
 * Three or more armies meeting in one area (MULTIPLE PLAYERS / ARMIES; Option A, the one the book suggests, unless
 * the setting says B, where the larger side's choice of who leaves is the moderator's note): each
 * player "must secretly choose to defend (attempting to keep the original owner of the area in control of the area)
 * or attack (attempting to change ownership of the area)", at the location-choice stage; an army that sends no
 * choice defends (our reading: it keeps things as they are). Equal sides play one larger game; otherwise "the side
 * with the greater numbers forces the other player from the area" (each retreats as standard), and the winners
 * decide among themselves who retreats until one army is left, or fight (pre-engaged): the moderator's note.
 */
import { wmEvent, type WmEvent } from '../events';
import { area, withArmy } from '../map';
import type { Location, WmState } from '../model';
import { retreat } from '../retreat';
import { setupLines } from '../setup';
import { multiArmy } from '../siege';
import { engagement } from '../engagement';
import { awaitingChoices } from './battles';
import type { Run } from './carry-out';
import type { WmBattle } from './model';

const CITE = '002 MULTIPLE PLAYERS / ARMIES';

/** All the armies of a battle, the meeting's beyond the first two included. */
export function armiesOf(b: WmBattle): string[] {
  return [...b.armies, ...(b.more ?? [])];
}

/** At the orders stage: the meeting opened, its location and attack / defend choices awaited. */
export function openMeeting(run: Run, where: string, armies: readonly string[]): void {
  const [a = '', b = '', ...more] = armies;
  const battle: WmBattle = { ...awaitingChoices(run.battles, run.turn, where, [a, b]), more };
  run.battles.push(battle);
  run.events.push(
    wmEvent(
      'M3 Combat',
      battle.id,
      `${armies.join(', ')} meet in ${where}: each chooses Attack or Defend in secret (silent: Defend)`,
      CITE,
    ),
  );
}

export interface MeetingOutcome {
  readonly state: WmState;
  readonly battle: WmBattle;
  readonly events: readonly WmEvent[];
  readonly warnings: readonly string[];
}

/**
 * At the location stage: the sides revealed. Our reading: the larger game is a battle in the countryside of the
 * area (the Engagement chart pairs two armies); the locations chosen are where each army stands.
 */
export function resolveMeeting(
  state: WmState,
  b: WmBattle,
  sides: ReadonlyMap<string, 'attack' | 'defend'>,
  locations: ReadonlyMap<string, Location>,
): MeetingOutcome {
  let s = state;
  const all = armiesOf(b);
  for (const x of all) {
    const loc = locations.get(x);
    if (loc) s = withArmy(s, x, { location: loc });
  }
  const attackers = all.filter((x) => sides.get(x) === 'attack');
  const defenders = all.filter((x) => sides.get(x) !== 'attack');
  const owner = area(s, b.area).owner;
  // Defend keeps "the original owner of the area in control", attack changes it; an uncontrolled area has none.
  const aims =
    owner === null
      ? [`attack (to take ${b.area}, which no one controls)`, 'defend (to keep it uncontrolled)']
      : [`attack (to change ${owner}'s ownership)`, 'defend'];
  const events: WmEvent[] = [
    wmEvent(
      'M3 Combat',
      b.id,
      `${aims[0]}: ${attackers.join(', ') || 'none'}; ${aims[1]}: ${defenders.join(', ') || 'none'}`,
      CITE,
    ),
  ];
  const warnings: string[] = [];
  const option = s.settings.multipleArmies ?? 'A';
  const r = multiArmy(option, attackers.length, defenders.length);
  if (r.kind === 'battle') {
    const a = area(s, b.area);
    const e = engagement('Countryside', 'Countryside', { pop: a.pop, ownedByEither: false, swap: false });
    const [att0 = '', ...attRest] = attackers;
    const [def0 = '', ...defRest] = defenders;
    const battle: WmBattle = {
      ...b,
      armies: [att0, def0],
      more: [...attRest, ...defRest],
      attackers,
      engagement: e.engagement,
      location: e.location,
      status: 'to fight',
      setup: [
        `${CITE}: ${attackers.length} against ${attackers.length}, one larger game, a 2000-point army or more per army`,
        ...setupLines(a, e, [], s.settings.garrisonFrom ?? 2000),
      ],
    };
    events.push(
      wmEvent('M3 Combat', b.id, `${attackers.join(', ')} vs ${defenders.join(', ')}: one larger game`, CITE),
    );
    return { state: s, battle, events, warnings };
  }
  if (r.kind === 'larger side decides') {
    const larger = r.side === 'attackers' ? attackers : defenders;
    warnings.push(
      `${b.id} ${b.area}: Option B, the larger side (${larger.join(', ')}) decides who voluntarily leaves to even the odds, by a secret vote between two factions or a battle for the right to attack; the moderator records it (MULTIPLE PLAYERS / ARMIES, Option B)`,
    );
    return {
      state: s,
      battle: { ...b, attackers, status: 'void', result: `Option B: ${larger.join(', ')} decide who leaves` },
      events,
      warnings,
    };
  }
  const out = r.side === 'attackers' ? attackers : defenders;
  const stay = r.side === 'attackers' ? defenders : attackers;
  for (const x of out) {
    const moved = retreat(s, x);
    s = moved.state;
    events.push(
      wmEvent('M3 Combat', x, `forced from ${b.area} by the greater numbers`, CITE),
      ...moved.events,
    );
  }
  if (stay.length > 1) {
    // Our reading: "engage in combat this turn" needs location choices the month has no stage left for, so
    // they fight next month, pre-engaged, as after a larger game (no orders; others may march in).
    for (const x of stay) s = withArmy(s, x, { status: 'pre-engaged', ahead: [] });
    events.push(
      wmEvent(
        'M3 Combat',
        b.id,
        `${stay.join(', ')} stay together, pre-engaged: neither may be given orders next month, when they fight each other to decide who stays`,
        CITE,
      ),
    );
    warnings.push(
      `${b.id} ${b.area}: ${stay.join(', ')} hold it together; they decide among themselves who retreats until one army is left, or fight each other (pre-engaged) (MULTIPLE PLAYERS / ARMIES, Option A)`,
    );
  }
  const result =
    out.length > 0
      ? `${stay.join(', ')} force ${out.join(', ')} from the area`
      : `${stay.join(', ')} hold the area`;
  return { state: s, battle: { ...b, attackers, status: 'void', result }, events, warnings };
}

/**
 * What an army left beside an ally hears (MULTIPLE PLAYERS / ARMIES, Option A): pre-engaged, "neither army may be
 * given orders", they fight each other next month to decide who stays, and "other armies may march in".
 */
export function preEngagedCard(b: WmBattle, army: string, together: readonly string[], why: string): string {
  const others = together.filter((x) => x !== army).join(', ');
  return `${b.id} ${b.area}: ${army} stays pre-engaged with ${others} (${why}): it may not be given orders next month, when they fight each other in ${b.area} to decide who stays, and other armies may march in (MULTIPLE PLAYERS / ARMIES, Option A)`;
}

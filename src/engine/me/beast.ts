/**
 * The Beast's rampage (book 004, Appendix G, optional): "A Beast always Razes the hex it appears in. On
 * subsequent turns, the Beast travels 1 hex in a random direction (possibly even retracing its route). Each hex it
 * enters is Razed. The rampage continues until the Beast is defeated in battle by a player army." Its awakening
 * (Industry, provoking, Table 4 razing; ME-R24, ME-R26) is rolled with the edicts (edicts-effects.ts), which mark
 * the hex; the razing is Tables 3-4 through razeByCause, never a copy.
 */
import type { Dice } from '../dice';
import { DIRECTIONS, formatHex, neighbour, parseHex, type Direction } from '../hex';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import { razeByCause } from './edicts-effects';
import type { EdictSettings } from './edicts';
import type { MeHex, MeState } from './model';

const PHASE = 'End of turn' as const;
const CITE_G = '004 App. G The Beast Awakes';

/** App. G: "a force of monstrous creatures totaling between 1000 and 2000 points". */
export const BEAST_POINTS = { min: 1000, max: 2000 } as const;

/** The GM's Beast size: 1000 to 2000 points; a problem naming the number otherwise. */
export function beastPointsProblem(points: number): string | null {
  if (!Number.isInteger(points) || points < BEAST_POINTS.min || points > BEAST_POINTS.max)
    return `The Beast is 1000 to 2000 points of monstrous creatures (App. G); ${points} is not`;
  return null;
}

export interface BeastResult {
  readonly state: MeState;
  readonly events: MeEvent[];
}

function setBeast(state: MeState, address: string, beast: boolean): MeState {
  return { ...state, hexes: state.hexes.map((h) => (h.address === address ? { ...h, beast } : h)) };
}

/** Razes `address` as the Beast (Tables 3-4), touching its owner's characters; the Beast stands there. */
function razeAsBeast(
  state: MeState,
  address: string,
  dice: Dice,
  settings: EdictSettings,
  prefix: string,
): BeastResult {
  const owner = state.hexes.find((h) => h.address === address)?.owner ?? null;
  const r = razeByCause(state, address, 'The Beast', owner, dice, settings, prefix);
  return { state: setBeast(r.state, address, true), events: [...r.events] };
}

/** App. G: a Beast that awoke in `address` razes it. */
export function beastAppears(
  state: MeState,
  address: string,
  dice: Dice,
  settings: EdictSettings,
): BeastResult {
  const r = razeAsBeast(state, address, dice, settings, `me:beast:${address}:appears`);
  return {
    state: r.state,
    events: [meEvent(PHASE, address, 'The Beast appears and razes the hex', CITE_G), ...r.events],
  };
}

/**
 * App. G: the hex one Beast moves to, by a d6 over hex.ts's six directions, keyed `me:beast:move:<from>`.
 * Proposal: a direction off the map or into a Lake (ME-R29) is rolled again; a Beast with no way out stays.
 */
export function beastStep(
  dice: Dice,
  from: string,
  hexes: readonly Pick<MeHex, 'address' | 'terrain'>[],
): { readonly to: string; readonly events: MeEvent[] } {
  const start = parseHex(from);
  if (start === null) throw new RangeError(`${CITE_G}: the Beast's hex '${from}' is not an address`);
  const land = new Set(hexes.filter((h) => h.terrain !== 'Lake').map((h) => h.address));
  const events: MeEvent[] = [];
  if (!DIRECTIONS.some((d) => land.has(formatHex(neighbour(start, d))))) {
    events.push(meEvent(PHASE, from, 'The Beast has no hex to move to and stays', `${CITE_G}, Proposal`));
    return { to: from, events };
  }
  for (let attempt = 0; attempt < 30; attempt++) {
    const key = attempt === 0 ? `me:beast:move:${from}` : `me:beast:move:${from}:reroll${attempt}`;
    const roll = rollFor(dice, key, 1, 6);
    const to = formatHex(neighbour(start, roll.total as Direction));
    const ok = land.has(to);
    events.push(
      dieEvent(
        PHASE,
        from,
        `The Beast moves: d6 ${roll.total} → ${to}${ok ? '' : ' (off the map or a Lake: rolled again)'}`,
        { ...roll, result: roll.total },
        ok ? CITE_G : `${CITE_G}, Proposal`,
      ),
    );
    if (ok) return { to, events };
  }
  throw new RangeError(`${CITE_G}: me:beast:move:${from} rerolled 30 times (an override points off the map)`);
}

/** App. G: every Beast on the map moves one hex and razes the hex it enters (in address order). */
export function beastRampage(state: MeState, dice: Dice, settings: EdictSettings): BeastResult {
  let s = state;
  const events: MeEvent[] = [];
  const beasts = state.hexes
    .filter((h) => h.beast)
    .map((h) => h.address)
    .sort();
  for (const from of beasts) {
    const step = beastStep(dice, from, s.hexes);
    events.push(...step.events);
    if (step.to === from) continue;
    s = setBeast(s, from, false);
    const r = razeAsBeast(s, step.to, dice, settings, `me:beast:${step.to}:razed from ${from}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** App. G: the rampage "continues until the Beast is defeated in battle by a player army". */
export function beastDefeated(state: MeState, address: string, by: string): BeastResult {
  return {
    state: setBeast(state, address, false),
    events: [meEvent('Final results', address, `The Beast is defeated by ${by}: its rampage ends`, CITE_G)],
  };
}

/**
 * The Beast (book 004, Appendix G, optional; Table 6; ME-R24, ME-R26): awakening by Industry in a Deep Mine or
 * Deep Woods, provoking it on purpose, its size, and its rampage: it razes the hex it appears in, then each turn
 * moves one hex in a random direction and razes each hex it enters, until a player army defeats it. The razing
 * itself is the edicts' Table 3-4 rule; these functions say where. (Razing's own Beast rolls are Table 4's,
 * ME-R24, and belong with razing.)
 */
import type { Dice } from '../dice';
import { DIRECTIONS, formatHex, neighbour, parseHex } from '../hex';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import type { MeHex } from './model';

const PHASE = 'End of turn' as const;
const CITE_G = '004 App. G The Beast Awakes';
const CITE_6 = '004 4.1B Table 6: Major terrain features';

/** Table 6: the awakening roll under Industry: the dice and the totals that wake it. */
export interface AwakeningRule {
  readonly dice: 1 | 2;
  readonly from: number;
  readonly to: number;
}

/** Table 6: Deep Mine 2-3 on 2d6 (in a Mountain hex, 1 on a d6); Deep Woods 2-3 on 2d6. */
export const BEAST_AWAKENING: Readonly<
  Record<'Deep Mine' | 'Deep Mine (Mountain)' | 'Deep Woods', AwakeningRule>
> = {
  'Deep Mine': { dice: 2, from: 2, to: 3 },
  'Deep Mine (Mountain)': { dice: 1, from: 1, to: 1 },
  'Deep Woods': { dice: 2, from: 2, to: 3 },
};
/** App. G Provoking the Beast: "roll d6: on a 4+, you have awoken a Beast". */
export const PROVOKE_ON = 4;
/** App. G: "a force of monstrous creatures totaling between 1000 and 2000 points". */
export const BEAST_POINTS = { min: 1000, max: 2000 } as const;

/**
 * Table 6 (ME-R26): each turn a Deep Mine or Deep Woods hex is under Industry, at the end of the turn with the
 * production. Null: the hex has no such feature, so no roll.
 */
export function industryAwakening(
  dice: Dice,
  hex: Pick<MeHex, 'address' | 'major' | 'terrain'>,
): { readonly awakened: boolean; readonly events: MeEvent[] } | null {
  if (hex.major !== 'Deep Mine' && hex.major !== 'Deep Woods') return null;
  const which = hex.major === 'Deep Mine' && hex.terrain === 'Mountain' ? 'Deep Mine (Mountain)' : hex.major;
  const rule = BEAST_AWAKENING[which];
  const roll = rollFor(dice, `me:beast:${hex.address}`, rule.dice, 6);
  const awakened = roll.total >= rule.from && roll.total <= rule.to;
  const range = rule.from === rule.to ? `${rule.from}` : `${rule.from}-${rule.to}`;
  return {
    awakened,
    events: [
      dieEvent(
        PHASE,
        hex.address,
        `${which} under Industry: ${roll.die} ${roll.total} (awakens on ${range}): ${awakened ? 'the Beast awakes' : 'it sleeps'}`,
        { ...roll, result: roll.total },
        `${CITE_6}, ME-R26`,
      ),
    ],
  };
}

/** App. G: Industry on a Deep Mine or Deep Woods to provoke it: no production, d6 4+ wakes it. */
export function provokeBeast(
  dice: Dice,
  hex: Pick<MeHex, 'address' | 'major'>,
): { readonly awakened: boolean; readonly events: MeEvent[] } {
  if (hex.major !== 'Deep Mine' && hex.major !== 'Deep Woods')
    throw new RangeError(
      `${CITE_G}: ${hex.address} holds no Deep Mine or Deep Woods to provoke a Beast from`,
    );
  const roll = rollFor(dice, `me:beast:provoke:${hex.address}`, 1, 6);
  const awakened = roll.total >= PROVOKE_ON;
  return {
    awakened,
    events: [
      dieEvent(
        PHASE,
        hex.address,
        `Provoking the Beast: d6 ${roll.total} (4+): ${awakened ? 'the Beast awakes' : 'it sleeps'}; no production`,
        { ...roll, result: roll.total },
        CITE_G,
      ),
    ],
  };
}

/** The GM's Beast size: 1000 to 2000 points; a problem naming the number otherwise. */
export function beastPointsProblem(points: number): string | null {
  if (!Number.isInteger(points) || points < BEAST_POINTS.min || points > BEAST_POINTS.max)
    return `The Beast is 1000 to 2000 points of monstrous creatures (App. G); ${points} is not`;
  return null;
}

/** App. G: "A Beast always Razes the hex it appears in." */
export function beastAppears(address: string): { readonly raze: string; readonly events: MeEvent[] } {
  return { raze: address, events: [meEvent(PHASE, address, 'The Beast appears and razes the hex', CITE_G)] };
}

/**
 * App. G: one hex in a random direction (d6 over hex.ts's directions), retracing allowed. Proposal: a direction
 * off the map or into a Lake (ME-R29) is rolled again; a Beast with no way out stays. The hex entered is razed.
 */
export function beastMoves(
  dice: Dice,
  from: string,
  hexes: readonly Pick<MeHex, 'address' | 'terrain'>[],
  turn: number,
): { readonly to: string; readonly raze: string | null; readonly events: MeEvent[] } {
  const start = parseHex(from);
  if (start === null) throw new RangeError(`${CITE_G}: the Beast's hex '${from}' is not an address`);
  const land = new Set(hexes.filter((h) => h.terrain !== 'Lake').map((h) => h.address));
  const open = DIRECTIONS.filter((d) => land.has(formatHex(neighbour(start, d))));
  const events: MeEvent[] = [];
  if (open.length === 0) {
    events.push(meEvent(PHASE, from, 'The Beast has no hex to move to and stays', `${CITE_G}, Proposal`));
    return { to: from, raze: null, events };
  }
  for (let attempt = 0; attempt < 30; attempt++) {
    const key = attempt === 0 ? `me:beast:move:${turn}` : `me:beast:move:${turn}:reroll${attempt}`;
    const roll = rollFor(dice, key, 1, 6);
    const to = formatHex(neighbour(start, roll.total as (typeof DIRECTIONS)[number]));
    const ok = land.has(to);
    events.push(
      dieEvent(
        PHASE,
        from,
        `The Beast moves: d6 ${roll.total} → ${to}${ok ? ', razing it' : ' (off the map or a Lake: rolled again)'}`,
        { ...roll, result: roll.total },
        ok ? CITE_G : `${CITE_G}, Proposal`,
      ),
    );
    if (ok) return { to, raze: to, events };
  }
  throw new RangeError(`${CITE_G}: me:beast:move:${turn} rerolled 30 times (an override points off the map)`);
}

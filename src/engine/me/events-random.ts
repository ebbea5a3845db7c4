/**
 * Random events (book 004, Appendix F, optional; Table 31): one 2d6 per player at the start of the turn, after
 * orders, and what each event picks. The caller applies the effects (razing, ownership) with the rules that own
 * them; these functions decide which hex, army or character, every die keyed so it can be overridden alone.
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import { pick } from '../core/rolls';
import { dieEvent, meEvent, rollFor, type MeEvent } from './events';
import type { MeCharacter, MeHex, MeState } from './model';
import { razeByCause } from './edicts-effects';
import type { EdictSettings } from './edicts';
import { TABLE_31_CITE, TABLE_31_RANDOM_EVENTS, type RandomEventRow } from './events-random-tables';

const PHASE = 'Interim results' as const;

/** Table 31 for one player, keyed `me:event:<player>`. */
export function rollRandomEvent(
  dice: Dice,
  player: string,
): { readonly roll: number; readonly event: RandomEventRow; readonly events: MeEvent[] } {
  const roll = rollFor(dice, `me:event:${player}`, 2, 6);
  const event = lookup(TABLE_31_RANDOM_EVENTS, roll.total);
  return {
    roll: roll.total,
    event,
    events: [
      dieEvent(
        PHASE,
        player,
        `Random event: 2d6 ${roll.total}: ${event.name}`,
        { ...roll, result: roll.total },
        TABLE_31_CITE,
      ),
    ],
  };
}

/**
 * Untimely death: a random active hero in one of the player's armies, not a Lord; null when he has none. He is
 * "struck down" and "you may replace him with a new hero at the start of your next turn" (App. F): he dies.
 */
export function untimelyDeath(
  dice: Dice,
  player: string,
  characters: readonly MeCharacter[],
  turn: number,
): { readonly character: MeCharacter | null; readonly events: MeEvent[] } {
  const heroes = characters.filter(
    (c) => c.owner === player && c.rank === 'Hero' && c.army !== null && c.status === 'active',
  );
  if (heroes.length === 0)
    return {
      character: null,
      events: [meEvent(PHASE, player, 'Untimely death: no hero in an army; no effect', TABLE_31_CITE)],
    };
  const key = `me:event:${player}:hero`;
  const hero = pick(dice, key, heroes);
  return {
    character: { ...hero, status: 'dead', statusTurn: turn },
    events: [
      meEvent(
        PHASE,
        hero.name,
        `Untimely death: struck down; ${player} may replace him with a new hero next turn (${key})`,
        TABLE_31_CITE,
      ),
    ],
  };
}

/** Disaster: a random hex of the kingdom to be Razed, never the capital; null when there is none. */
export function disasterHex(
  dice: Dice,
  player: string,
  hexes: readonly Pick<MeHex, 'address' | 'owner' | 'major'>[],
  capital: string | null,
): { readonly hex: string | null; readonly events: MeEvent[] } {
  const mine = hexes
    .filter((h) => h.owner === player && h.address !== capital && h.major !== 'Capital')
    .map((h) => h.address);
  if (mine.length === 0)
    return {
      hex: null,
      events: [meEvent(PHASE, player, 'Disaster: no hex but the capital; no effect', TABLE_31_CITE)],
    };
  const key = `me:event:${player}:hex`;
  const hex = pick(dice, key, mine);
  return { hex, events: [meEvent(PHASE, hex, `Disaster: ${player}'s hex is Razed (${key})`, TABLE_31_CITE)] };
}

/** Storms: the invading army whose invasion fails ("the GM will choose one randomly"); null when none invades. */
export function stormsArmy(
  dice: Dice,
  player: string,
  invaders: readonly string[],
): { readonly army: string | null; readonly events: MeEvent[] } {
  if (invaders.length === 0)
    return {
      army: null,
      events: [meEvent(PHASE, player, 'Storms: no invading army; no effect', TABLE_31_CITE)],
    };
  const key = `me:event:${player}:army`;
  const army = pick(dice, key, invaders);
  return {
    army,
    events: [
      meEvent(PHASE, army, `Storms: its invasion fails this turn; no exploration (${key})`, TABLE_31_CITE),
    ],
  };
}

/**
 * Reinforcements: "the army containing your Lord" (App. F), the kingdom's Lord being its Grand Marshall (3.4B:
 * "a minimum of one Lord choice, who is the Grand Marshall"), not any other Lord; and the turns the unit stays
 * (d3, this turn first).
 */
export function reinforcements(
  dice: Dice,
  player: string,
  characters: readonly MeCharacter[],
  turn: number,
): {
  readonly army: string | null;
  readonly fromTurn: number;
  readonly toTurn: number;
  readonly events: MeEvent[];
} {
  const lord = characters.find(
    (c) => c.owner === player && c.role === 'Grand Marshall' && c.status === 'active' && c.army !== null,
  );
  const roll = rollFor(dice, `me:event:${player}:turns`, 1, 3);
  const army = lord?.army ?? null;
  const toTurn = turn + roll.total - 1;
  return {
    army,
    fromTurn: turn,
    toTurn,
    events: [
      dieEvent(
        PHASE,
        player,
        `Reinforcements: a unit of 250 points or less (GM's choice) joins ${army ?? 'no army (no Grand Marshall in an army)'} for d3 ${roll.total} turns (turns ${turn}-${toTurn})`,
        { ...roll, result: roll.total },
        TABLE_31_CITE,
      ),
    ],
  };
}

/** Bountiful resource: the improvement of the chosen hex, or why it cannot be chosen. */
export function bountifulResource(
  hex: Pick<MeHex, 'address' | 'owner' | 'major' | 'terrain'>,
  player: string,
): { readonly major: 'Deep Mine' | 'Deep Woods' | 'Fertile Fields' } | { readonly problem: string } {
  if (hex.owner !== player)
    return { problem: `Bountiful resource: ${hex.address} is not in ${player}'s kingdom` };
  if (hex.terrain === 'Lake') return { problem: `Bountiful resource: ${hex.address} is a Lake` };
  if (hex.major === 'Mine') return { major: 'Deep Mine' };
  if (hex.major === 'Woods') return { major: 'Deep Woods' };
  if (hex.major === null) return { major: 'Fertile Fields' };
  return {
    problem: `Bountiful resource: ${hex.address} holds a ${hex.major}; choose a Mine, Woods or empty hex`,
  };
}

/** Disaster applied: the random hex razed with Tables 3-4 (razeByCause), dice keyed `me:event:<player>:disaster`. */
export function applyDisaster(
  state: MeState,
  player: string,
  dice: Dice,
  settings: EdictSettings,
): { readonly state: MeState; readonly events: MeEvent[] } {
  const capital = state.kingdoms.find((k) => k.player === player)?.capital ?? null;
  const picked = disasterHex(dice, player, state.hexes, capital);
  if (picked.hex === null) return { state, events: picked.events };
  const r = razeByCause(state, picked.hex, 'Disaster', player, dice, settings, `me:event:${player}:disaster`);
  return { state: r.state, events: [...picked.events, ...r.events] };
}

/** Bountiful resource applied to the player's chosen hex; a problem names why it cannot be. */
export function applyBountifulResource(
  state: MeState,
  player: string,
  address: string,
): { readonly state: MeState; readonly events: MeEvent[] } | { readonly problem: string } {
  const hex = state.hexes.find((h) => h.address === address);
  if (hex === undefined) return { problem: `Bountiful resource: ${address} is not on the map` };
  const r = bountifulResource(hex, player);
  if ('problem' in r) return r;
  return {
    state: {
      ...state,
      hexes: state.hexes.map((h) => (h.address === address ? { ...h, major: r.major } : h)),
    },
    events: [
      meEvent(
        PHASE,
        address,
        `Bountiful resource: ${hex.major ?? 'the empty hex'} becomes ${r.major}`,
        TABLE_31_CITE,
      ),
    ],
  };
}

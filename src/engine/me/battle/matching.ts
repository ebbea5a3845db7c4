/**
 * Who fights whom (book 004, Section B 4.0B Table 5, 7.2B; Section C 3.0C, 4.0C; digest §6 "Initiation";
 * ME-R22, ME-R31, ME-R32): from the turn's Patrol and Invade orders, the potential battles of each invaded hex,
 * in the order they are fought, before Fight or Flight.
 *
 * - An invader meets the hex's neutral defenders, or the owner's patrols whose radius covers the hex (4.0B); a
 *   hex no patrol covers and no neutral holds is claimed without a fight (4.0B; a garrison never defends alone,
 *   ME-R32).
 * - Two invaders of one player, or a combined assault (7.2B), fight as one army when combined; otherwise "any
 *   defenders must face both armies, one at a time".
 * - Non-allied invaders of one hex fight each other first, attacker and defender drawn at random, then the winner
 *   faces the hex's defenders (ME-R22).
 * - Then Fight or Flight (2.4A), the smaller army of a Lost Cause (2.0C) fleeing whatever it chose.
 * - The Beast in a hex defends it too (Proposal: App. G gives no rule; it fights after the hex's defenders).
 */
import type { Dice } from '../../dice';
import { pick } from '../../core/rolls';
import { meEvent, type MeEvent } from '../events';
import { lostCauseSide, type Contestant } from './lost-cause';

export interface ArmyOrder {
  readonly army: string;
  readonly player: string;
  readonly order: 'Patrol' | 'Invade';
  readonly target: string;
  /** Patrol: the hexes it may defend (ME-R31: own or allied hexes within its radius, same orphan side). */
  readonly covers?: readonly string[];
  /** Invade: the army it combines with on the same hex (4.0B, 7.2B); null or absent: alone. */
  readonly combinedWith?: string | null;
}

export interface InvadedHex {
  readonly address: string;
  /** The player whose kingdom holds it; null: neutral. */
  readonly owner: string | null;
  /** The neutral kingdom it belongs to (1.4A): that kingdom's army patrols it while it is independent. */
  readonly neutralKingdom?: string | null;
  /** Neutral defenders holding it (4.3B), as a side name such as `Neutral: Dwarves`; null: none. */
  readonly neutral: string | null;
  readonly beast: boolean;
}

/** One side of a potential battle: one army, armies combined, neutrals, the Beast, or the winner of a battle. */
export type Force =
  | { readonly kind: 'army'; readonly armies: readonly string[]; readonly players: readonly string[] }
  | { readonly kind: 'neutral'; readonly name: string }
  | { readonly kind: 'beast' }
  | { readonly kind: 'winner of'; readonly battle: string };

export interface Matchup {
  /** `${hex}:${n}`, stable within the turn. */
  readonly id: string;
  readonly hex: string;
  readonly attacker: Force;
  readonly defender: Force;
  /** Invaders fighting each other first (ME-R22), or an invader against the hex's defenders. */
  readonly between: 'invaders' | 'invader and defender';
  /** A patroller's preemptive strike, or two invaders (3.0C): "both armies are considered Attacking". */
  readonly bothAttacking: boolean;
  readonly cite: string;
}

export interface HexResult {
  readonly hex: string;
  /** The invading forces left to face the defenders (a `winner of` after ME-R22's battles). */
  readonly invaders: readonly Force[];
  /** No one opposes the invaders: they claim the hex without a fight (4.0B). */
  readonly uncontested: boolean;
  readonly matchups: readonly Matchup[];
}

export interface MatchInput {
  readonly orders: readonly ArmyOrder[];
  readonly hexes: readonly InvadedHex[];
  readonly allied: (a: string, b: string) => boolean;
  /** The owner's choice of which covering patrols fight at a hex (4.0B), several meaning combined. */
  readonly patrolChoice?: ReadonlyMap<string, readonly string[]>;
}

export function forceName(f: Force): string {
  switch (f.kind) {
    case 'army':
      return f.armies.join(' + ');
    case 'neutral':
      return f.name;
    case 'beast':
      return 'the Beast';
    case 'winner of':
      return `the winner of ${f.battle}`;
  }
}

const army = (orders: readonly ArmyOrder[]): Force => ({
  kind: 'army',
  armies: orders.map((o) => o.army),
  players: [...new Set(orders.map((o) => o.player))],
});

/** Invaders of one hex grouped: armies combined with each other (4.0B, 7.2B) form one force. */
function invadingForces(invaders: readonly ArmyOrder[]): ArmyOrder[][] {
  const groups: ArmyOrder[][] = [];
  for (const o of invaders) {
    const partner = o.combinedWith ?? null;
    const group = groups.find((g) => g.some((x) => x.army === partner || x.combinedWith === o.army));
    if (group) group.push(o);
    else groups.push([o]);
  }
  return groups;
}

/** The hex's defending forces: the chosen (or first covering) patrols, neutrals, then the Beast. */
function defendingForces(hex: InvadedHex, input: MatchInput, events: MeEvent[]): Force[] {
  const out: Force[] = [];
  // The keeper: the player whose kingdom holds it, or the independent neutral kingdom whose army patrols it.
  const keeper = hex.owner ?? hex.neutralKingdom ?? null;
  if (keeper !== null) {
    const owner = keeper;
    const covering = input.orders.filter(
      (o) =>
        o.order === 'Patrol' &&
        (o.covers ?? [o.target]).includes(hex.address) &&
        (o.player === owner || input.allied(o.player, owner)),
    );
    const chosen = input.patrolChoice?.get(hex.address);
    const fighting = chosen
      ? covering.filter((o) => chosen.includes(o.army))
      : covering
          .filter((o) => o.target === hex.address)
          .slice(0, 1)
          .concat(covering)
          .slice(0, 1);
    if (chosen && fighting.length !== chosen.length)
      events.push(
        meEvent(
          'Interim results',
          hex.address,
          `Patrol choice ${chosen.join(' + ')}: only ${fighting.map((o) => o.army).join(' + ') || 'none'} cover this hex`,
          '004 4.0B Patrol',
        ),
      );
    if (fighting.length > 0) out.push(army(fighting));
  }
  if (hex.neutral !== null) out.push({ kind: 'neutral', name: hex.neutral });
  if (hex.beast) out.push({ kind: 'beast' });
  return out;
}

/** The potential battles of every invaded hex, with the log of how they were matched. */
export function matchBattles(
  dice: Dice,
  key: string,
  input: MatchInput,
): { readonly hexes: HexResult[]; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  const results: HexResult[] = [];
  const targets = [...new Set(input.orders.filter((o) => o.order === 'Invade').map((o) => o.target))];
  for (const address of targets) {
    const hex = input.hexes.find((h) => h.address === address) ?? {
      address,
      owner: null,
      neutral: null,
      beast: false,
    };
    const invaders = input.orders.filter((o) => o.order === 'Invade' && o.target === address);
    const forces = invadingForces(invaders);
    const matchups: Matchup[] = [];
    const id = (): string => `${address}:${matchups.length + 1}`;
    // ME-R22: forces of players not allied with each other fight first; allies' forces stand together.
    const camps: ArmyOrder[][][] = [];
    for (const f of forces) {
      const camp = camps.find((c) =>
        c.some((g) =>
          g.some((a) => f.some((b) => a.player === b.player || input.allied(a.player, b.player))),
        ),
      );
      if (camp) camp.push(f);
      else camps.push([f]);
    }
    let leaders: Force[] = (camps[0] ?? []).map(army);
    for (let i = 1; i < camps.length; i++) {
      const other = (camps[i] ?? []).map(army);
      // Each camp fights as its first force (further forces of a camp face the winner one at a time, below).
      const a = leaders[0];
      const b = other[0];
      if (a === undefined || b === undefined) continue;
      const attackerFirst = pick(dice, `${key}:${address}:attacker:${i}`, [a, b]);
      const m: Matchup = {
        id: id(),
        hex: address,
        attacker: attackerFirst,
        defender: attackerFirst === a ? b : a,
        between: 'invaders',
        bothAttacking: true,
        cite: '004 4.0B, ME-R22',
      };
      matchups.push(m);
      events.push(
        meEvent(
          'Interim results',
          address,
          `${forceName(a)} and ${forceName(b)} both invade: they fight first; ${forceName(m.attacker)} attacks (drawn at random)`,
          'ME-R22',
        ),
      );
      leaders = [{ kind: 'winner of', battle: m.id }, ...leaders.slice(1), ...other.slice(1)];
    }
    const defenders = defendingForces(hex, input, events);
    for (const d of defenders)
      for (const inv of leaders) {
        const m: Matchup = {
          id: id(),
          hex: address,
          attacker: inv,
          defender: d,
          between: 'invader and defender',
          bothAttacking: false,
          cite: '004 4.0B Table 5, 3.0C',
        };
        matchups.push(m);
        events.push(
          meEvent('Interim results', address, `${forceName(inv)} invades; ${forceName(d)} defends`, m.cite),
        );
      }
    const uncontested = matchups.length === 0;
    if (uncontested)
      events.push(
        meEvent(
          'Interim results',
          address,
          `${leaders.map(forceName).join(' + ')} meets no defenders: the hex is claimed without a fight`,
          '004 4.0B, ME-R32',
        ),
      );
    results.push({ hex: address, invaders: leaders, uncontested, matchups });
  }
  return { hexes: results, events };
}

/** What a potential battle comes to once both sides have answered and Lost Cause is applied. */
export type Engagement =
  /** Both fight: a battle, on the tabletop or abstract. */
  | { readonly kind: 'battle'; readonly cite: string }
  /** One side fled (2.4A) or was a Lost Cause (2.0C): the other wins by default, its characters +1 XP each. */
  | {
      readonly kind: 'fled' | 'lost cause';
      readonly winner: string;
      readonly fled: string;
      readonly cite: string;
    }
  /** Both fled: no battle, no XP; the invader does not claim the hex, the defenders stay (ME-R21). */
  | { readonly kind: 'no battle'; readonly cite: string };

/**
 * Fight or Flight with Lost Cause (2.4A, 2.0C). Lost Cause comes first: "the smaller army automatically declares
 * a flee response, as outlined above" (2.0C), i.e. its response is flee whatever it chose; the sizes are those
 * "immediately before the battle" (after earlier combats, 4.0C). Then the responses read as 2.4A: one flees, the
 * other wins by default; both flee (a larger army that chose to flee too), no battle (ME-R21). Two equal armies
 * are never a Lost Cause.
 */
export function fightOrFlight(a: Contestant, b: Contestant): Engagement {
  const small = lostCauseSide(a, b);
  const flees = (c: Contestant): boolean => c.response === 'flee' || c === small;
  if (flees(a) && flees(b)) return { kind: 'no battle', cite: '004 2.4A Fight or Flight, ME-R21' };
  if (flees(a) || flees(b)) {
    const [fled, winner] = flees(a) ? [a, b] : [b, a];
    // A smaller army that chose to fight flees by Lost Cause; one that chose to flee simply fled.
    if (fled === small && fled.response === 'fight')
      return {
        kind: 'lost cause',
        winner: winner.side,
        fled: fled.side,
        cite: '004 2.0C Lost Cause, ME-R36',
      };
    return { kind: 'fled', winner: winner.side, fled: fled.side, cite: '004 2.4A Fight or Flight' };
  }
  return { kind: 'battle', cite: '004 2.5A Battle Resolution' };
}

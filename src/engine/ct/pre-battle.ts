/**
 * Before a battle (001 [Battles] 1; [Forces] 1.b-c, 3; [Races] 5.c.1): the generated territory of a two-player
 * battle, the stakes, climate and season, the forces' legality and their ratings before the battle.
 */
import type { Dice } from '../dice';
import { allianceAllowed, rollClimate } from './battle';
import type { BattleKind } from './battle';
import type { CtEvent } from './events';
import { ctEvent } from './events';
import type { CtPlayer, CtResult, CtState, TerritoryType, Warband } from './model';
import { ok, refuse } from './model';
import { fightingWarbands, forceRating, points } from './rating';
import { forceErrors } from './roster';
import type { ClimateRow } from './tables';
import { checkStake, generateTerritory } from './territories';

export interface SideSetup {
  /** The player whose territory is at stake, and his allies whose field armies join ([Forces] 3). */
  readonly player: string;
  readonly allies: readonly string[];
  /** Two-player and Challenge: the staked territory (its garrison may fight, [Forces] 1.c.1). */
  readonly stake: string | null;
}

export interface PreparedBattle {
  readonly kind: BattleKind;
  /** Two-player only: Table 1 on a D20 (CT-R2). */
  readonly generated: TerritoryType | null;
  readonly climate: ClimateRow;
  /** Each side's force rating before the battle: its field army, staked garrison and allies' field armies. */
  readonly ratings: readonly { readonly player: string; readonly rating: number }[];
  readonly events: CtEvent[];
}

/**
 * Checks the sides and rolls what the book rolls before a battle. A two-player or Challenge battle needs a stake
 * from each side; a multi-player battle has none ([Battles] 1.b); a Rescue changes no territory ([Battles] 4.a.4).
 * Keys: `ct:territory:<battle>` and `ct:climate:<battle>`.
 */
export function prepareBattle(
  dice: Dice,
  battle: string,
  state: CtState,
  kind: BattleKind,
  sides: readonly SideSetup[],
): CtResult<PreparedBattle> {
  const find = (name: string): CtPlayer | undefined => state.players.find((p) => p.name === name);
  const events: CtEvent[] = [];
  const ratings: { player: string; rating: number }[] = [];
  const named = sides.flatMap((s) => [s.player, ...s.allies]);
  const twice = named.find((n, i) => named.indexOf(n) !== i);
  if (twice) return refuse(`Battle ${battle}: ${twice} appears twice`);
  if (kind === 'multi-player' && (sides.length < 3 || sides.some((s) => s.allies.length > 0)))
    return refuse(
      `Battle ${battle}: a multi-player battle has more than two players, none allied ([Battles] 1.b)`,
    );
  if (kind !== 'multi-player' && sides.length !== 2)
    return refuse(`Battle ${battle}: a ${kind} battle has two sides`);
  for (const s of sides) {
    const p = find(s.player);
    if (!p) return refuse(`Battle ${battle}: no player ${s.player}`);
    const staked = kind === 'two-player' || kind === 'challenge';
    if (staked && s.stake === null)
      return refuse(`Battle ${battle}: ${p.name} must stake a territory ([Battles] 1.a, 4.b)`);
    if (!staked && s.stake !== null)
      return refuse(`Battle ${battle}: no territories are staked in a ${kind} battle`);
    if (s.stake !== null) {
      const stake = checkStake(p, s.stake);
      if (!stake.ok) return stake;
      events.push(ctEvent('Pre-battle', p.name, `stakes ${s.stake}`, '001 [Battles] 1.a'));
    }
    const errors = forceErrors(p, { kind: 'field' });
    if (errors.length > 0) return refuse(`Battle ${battle}: ${errors.map((e) => e.message).join('; ')}`);
    const warbands: Warband[] = [...fightingWarbands(p, s.stake)];
    for (const a of s.allies) {
      const ally = find(a);
      if (!ally) return refuse(`Battle ${battle}: no ally ${a}`);
      const allowed = allianceAllowed(p, ally, state.settings);
      if (!allowed.ok) return refuse(`Battle ${battle}: ${allowed.error}`);
      warbands.push(...fightingWarbands(ally, null));
    }
    const rating = forceRating(warbands);
    ratings.push({ player: p.name, rating });
    events.push(
      ctEvent(
        'Pre-battle',
        p.name,
        `force rating ${rating} (${points(warbands.flatMap((w) => w.figures.filter((f) => !f.hospital)))} points)`,
        '001 [Campaign] 3',
      ),
    );
  }
  let generated: TerritoryType | null = null;
  if (kind === 'two-player') {
    const g = generateTerritory(dice, `ct:territory:${battle}`, battle);
    generated = g.type;
    events.push(g.event);
  }
  const climate = rollClimate(dice, battle);
  events.push(climate.event);
  return ok({ kind, generated, climate: climate.row, ratings, events });
}

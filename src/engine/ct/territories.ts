/**
 * Territories (001 [Campaign] 2, [Battles] 1.a-b, 4.b, [Economics] 3.b): generating one on Table 1, the
 * starting territory (CT-R2), stakes, the winner's spoils, multi-player gains, challenges, the 12-territory cap
 * (CT-R12) and upgrades (CT-R4, CT-R7).
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import type { CtEvent } from './events';
import { ctEvent, dieEvent, rollFor } from './events';
import type { CtPlayer, CtResult, StartingDie, Territory, TerritoryType } from './model';
import { ok, refuse } from './model';
import {
  MAX_TERRITORIES,
  TABLE_1_START_D6,
  TABLE_1_TERRITORIES,
  TERRITORY_ROWS,
  territoryRow,
} from './tables';

export interface Generated {
  readonly type: TerritoryType;
  readonly event: CtEvent;
}

/** A D20 on Table 1 before a two-player battle, or for a multi-player mission (CT-R2). Key `ct:territory:<battle>`. */
export function generateTerritory(dice: Dice, key: string, subject: string): Generated {
  const roll = rollFor(dice, key, 1, 20);
  const type = lookup(TABLE_1_TERRITORIES, roll.total);
  return {
    type,
    event: dieEvent('Pre-battle', subject, `generates a ${type}`, roll, TABLE_1_TERRITORIES.cite),
  };
}

/** [Campaign] 2: the starting territory beside the fortress, on a D6 as written or a D20 (CT-R2 setting). */
export function startingTerritory(dice: Dice, player: string, die: StartingDie): Generated {
  const table = die === 'd6' ? TABLE_1_START_D6 : TABLE_1_TERRITORIES;
  const roll = rollFor(dice, `ct:start:${player}`, 1, die === 'd6' ? 6 : 20);
  const type = lookup(table, roll.total);
  return { type, event: dieEvent('Pre-battle', player, `starts with a ${type}`, roll, table.cite) };
}

/** Adds a territory unless the player already holds 12 (CT-R12: it is not gained). */
export function gainTerritory(player: CtPlayer, territory: Territory): CtResult<CtPlayer> {
  if (player.territories.length >= MAX_TERRITORIES)
    return refuse(
      `${player.name} already controls ${MAX_TERRITORIES} territories; ${territory.name} is not gained (CT-R12)`,
    );
  if (player.territories.some((t) => t.name === territory.name))
    return refuse(`${player.name} already holds a territory named ${territory.name}`);
  // A home that had to leave its fortress (loseTerritory) returns to the first Fortress gained ([Forces] 1.c.3).
  const rehome =
    territory.type === 'Fortress' && player.territories.some((t) => t.home && t.type !== 'Fortress');
  const kept = player.territories.map((t) => (rehome && t.home ? { ...t, home: false } : t));
  return ok({ ...player, territories: [...kept, { ...territory, home: rehome }] });
}

/**
 * Loses a territory. The book does not say where the home fortress's Hospital ([Forces] 1.c.3) goes when the home
 * is staked and lost: the home passes to another Fortress he holds, else to his highest territory on Table 1, so
 * the force keeps one home and the ledger stays playable (a proposal for the moderator, like CT-R19).
 */
export function loseTerritory(player: CtPlayer, name: string): CtPlayer {
  const lost = player.territories.find((t) => t.name === name);
  const left = player.territories.filter((t) => t.name !== name);
  if (!lost?.home || left.length === 0 || left.some((t) => t.home)) return { ...player, territories: left };
  const rank = (t: Territory): number => TERRITORY_ROWS.findIndex((r) => r.type === t.type);
  const next = left.reduce((best, t) => (rank(t) < rank(best) ? t : best));
  return { ...player, territories: left.map((t) => (t === next ? { ...t, home: true } : t)) };
}

/** The report's words when a lost home passed to another territory (see loseTerritory). */
function homeMoved(before: CtPlayer, after: CtPlayer): string {
  const was = before.territories.find((t) => t.home);
  const now = after.territories.find((t) => t.home);
  return was && now && was.name !== now.name
    ? `; ${after.name}'s home and Hospital move to ${now.name} ([Forces] 1.c.3)`
    : '';
}

/** [Battles] 1.a: the stake must be one of the player's own territories. */
export function checkStake(player: CtPlayer, name: string): CtResult<Territory> {
  const t = player.territories.find((x) => x.name === name);
  return t
    ? ok(t)
    : refuse(`${player.name} cannot stake ${name}: not one of his territories ([Battles] 1.a)`);
}

export type Spoils = 'generated' | 'stake';

export interface TwoPlayerOutcome {
  readonly winner: CtPlayer;
  readonly loser: CtPlayer;
  readonly effect: string;
}

/**
 * [Battles] 1.a.1-2: the winner keeps his stake and takes the generated territory (the loser keeps his stake) or
 * the loser's stake (the loser gets the generated one). CT-R12: a winner at 12 takes nothing; choosing the stake,
 * he declines it and the loser keeps it. Draws change nothing ([Battles] 2.d) and are not passed here.
 */
export function twoPlayerSpoils(
  winner: CtPlayer,
  loser: CtPlayer,
  loserStake: string,
  generated: Territory,
  choice: Spoils,
): CtResult<TwoPlayerOutcome> {
  const stake = checkStake(loser, loserStake);
  if (!stake.ok) return stake;
  if (choice === 'generated') {
    const won = gainTerritory(winner, generated);
    if (!won.ok) return ok({ winner, loser, effect: won.error });
    return ok({
      winner: won.value,
      loser,
      effect: `${winner.name} takes ${generated.name}; ${loser.name} keeps ${loserStake}`,
    });
  }
  if (winner.territories.length >= MAX_TERRITORIES)
    return ok({
      winner,
      loser,
      effect: `${winner.name} already controls ${MAX_TERRITORIES} territories: he declines ${loserStake}, ${loser.name} keeps it and the generated ${generated.name} goes to no one (CT-R12)`,
    });
  const won = gainTerritory(winner, stake.value);
  if (!won.ok) return won;
  const lost = loseTerritory(loser, loserStake);
  const consolation = gainTerritory(lost, generated);
  return ok({
    winner: won.value,
    loser: consolation.ok ? consolation.value : lost,
    effect: `${winner.name} takes ${loserStake}; ${loser.name} gets ${generated.name}${homeMoved(loser, lost)}`,
  });
}

/** [Battles] 4.b.4: the challenge's winner adds the loser's stake; the loser gains nothing. */
export function challengeSpoils(
  winner: CtPlayer,
  loser: CtPlayer,
  loserStake: string,
): CtResult<TwoPlayerOutcome> {
  const stake = checkStake(loser, loserStake);
  if (!stake.ok) return stake;
  const won = gainTerritory(winner, stake.value);
  if (!won.ok) return ok({ winner, loser, effect: won.error });
  const lost = loseTerritory(loser, loserStake);
  return ok({
    winner: won.value,
    loser: lost,
    effect: `${winner.name} takes ${loserStake}${homeMoved(loser, lost)}`,
  });
}

/**
 * [Battles] 4.b: a declined challenge costs the challenged a territory of his choice. CT-R19: not the home
 * fortress while he holds another; with the fortress alone he must accept.
 */
export function declineChallenge(
  challenger: CtPlayer,
  challenged: CtPlayer,
  given: string,
): CtResult<TwoPlayerOutcome> {
  const t = checkStake(challenged, given);
  if (!t.ok)
    return refuse(`${challenged.name} cannot give ${given}: not one of his territories ([Battles] 4.b)`);
  if (t.value.home)
    return refuse(
      challenged.territories.length > 1
        ? `${challenged.name} may not give up his home fortress while he holds other territories (CT-R19)`
        : `${challenged.name} holds only his home fortress and must accept the challenge (CT-R19)`,
    );
  const won = gainTerritory(challenger, t.value);
  return ok({
    winner: won.ok ? won.value : challenger,
    loser: loseTerritory(challenged, given),
    effect: won.ok ? `${challenged.name} declines and gives ${given} to ${challenger.name}` : won.error,
  });
}

/**
 * CT-R27 (ruling of this ledger): a challenged player who sends no answer by the pre-battle resolve has declined.
 * [Battles] 4.b offers him only two answers and "if the challenged player declines, he must give up a territory of
 * his choice"; a player who does not come to the table has not accepted. The choice he did not make is made as he
 * would have made it, at least cost to him: his territory of lowest Table 1 income other than his home fortress
 * (CT-R19), the first on his list on a tie. Null when he holds only his home fortress: CT-R19 makes him accept,
 * and without his answer the stake he was to choose is missing, so the challenge is void.
 */
export function silentDecline(challenged: CtPlayer): Territory | null {
  let best: Territory | null = null;
  for (const t of challenged.territories)
    if (!t.home && (best === null || territoryRow(t.type).income < territoryRow(best.type).income)) best = t;
  return best;
}

/** [Economics] 3.b: pay the current type's Upgrade Cost to raise it one step; a Fortress cannot (CT-R7). */
export function upgradeTerritory(player: CtPlayer, name: string): CtResult<CtPlayer> {
  const t = player.territories.find((x) => x.name === name);
  if (!t) return refuse(`${player.name} has no territory ${name} to upgrade`);
  const cost = territoryRow(t.type).upgradeCost;
  if (cost === null) return refuse(`${name} is a Fortress and cannot be upgraded (Table 1 N/A, CT-R7)`);
  if (cost > player.treasury)
    return refuse(`Upgrading ${name} costs ${cost} gc, the treasury holds ${player.treasury}`);
  const next = TERRITORY_ROWS[TERRITORY_ROWS.findIndex((r) => r.type === t.type) - 1];
  if (!next) return refuse(`${name} has no higher type`);
  return ok({
    ...player,
    treasury: player.treasury - cost,
    territories: player.territories.map((x) => (x.name === name ? { ...x, type: next.type } : x)),
  });
}

/**
 * [Battles] 1.b: after a multi-player battle each player who accomplished his mission generates a territory on
 * Table 1 (D20, CT-R2; key `ct:territory:<battle>:<player>`) and acquires it, unless at 12 (CT-R24, CT-R12).
 * `name` names the new territory for its player (the moderator's or the player's choice).
 */
export function missionGains(
  dice: Dice,
  battle: string,
  players: readonly CtPlayer[],
  gainers: readonly string[],
  name: (player: string) => string,
): { readonly players: CtPlayer[]; readonly events: CtEvent[] } {
  const events: CtEvent[] = [];
  const out = players.map((p) => {
    if (!gainers.includes(p.name)) return p;
    const g = generateTerritory(dice, `ct:territory:${battle}:${p.name}`, p.name);
    events.push(g.event);
    const gained = gainTerritory(p, { name: name(p.name), type: g.type, home: false });
    if (!gained.ok) events.push(ctEvent('Battle', p.name, gained.error, 'CT-R24'));
    return gained.ok ? gained.value : p;
  });
  return { players: out, events };
}

/**
 * Resolve Battles (003 "A Turn" 4, Resolve Battles, Battle results): a battle wherever armies of opposing sides
 * share a territory at phase 4 (CP-R20), its scenario from the territory (Last Stand for a broken or defeated
 * army), then the players' result applied: capture, defeated / broken / normal / removed, retreats.
 */
import type { Dice } from '../dice';
import { lookup } from '../core/tables';
import type { CpEvent } from './events';
import { cpEvent, rollEvent } from './events';
import { army, armiesIn, player, sameSide, withArmy, withPlayer, withTerritory, withoutArmy } from './map';
import type { CpArmy, CpBattle, CpSettings, CpState } from './model';
import { captureAtOnce } from './move';
import { retreat } from './retreat';
import { FIXED_SCENARIOS, LAST_STAND, scenarioTables, TERRITORY_CITE } from './territory-tables';

const R = 'Resolve Battles' as const;

/** The battles of phase 4, one per contested territory, with their scenarios and Sabotage 6 notes. */
export function findBattles(
  state: CpState,
  dice: Dice,
  settings: CpSettings,
): { state: CpState; events: CpEvent[] } {
  const events: CpEvent[] = [];
  const battles: CpBattle[] = [];
  let next = state;
  const tables = scenarioTables(settings);
  for (const t of state.territories) {
    const there = armiesIn(next, t.name);
    const mover = [...there].sort((a, b) => b.arrival - a.arrival)[0];
    const defender = mover && there.find((x) => !sameSide(next, x.player, mover.player));
    if (!mover || !defender) continue;
    let scenario: string;
    const fixed = FIXED_SCENARIOS[t.type];
    if (mover.status !== 'normal' || defender.status !== 'normal') scenario = LAST_STAND;
    else if (fixed) scenario = fixed.scenario;
    else {
      const table = tables[t.type];
      if (!table) throw new RangeError(`${TERRITORY_CITE}: no battle table for ${t.type}`);
      const roll = rollEvent(dice, `cp:scenario:${t.name}`, 6, R, t.name, table.cite, (n) =>
        lookup(table, n),
      );
      events.push(roll.event);
      scenario = lookup(table, roll.result);
    }
    const moverDefends = scenario !== LAST_STAND && fixed?.moverDefends === true;
    const notes: string[] = [];
    for (const [owes, to] of [
      [mover.player, defender.player],
      [defender.player, mover.player],
    ] as const) {
      const p = player(next, owes);
      if (!p || !p.heroOwedTo.includes(to)) continue;
      notes.push(`${to} chooses one of ${owes}'s heroes, removed from his army (Sabotage 6, CP-R11)`);
      const i = p.heroOwedTo.indexOf(to);
      next = withPlayer(next, owes, {
        heroOwedTo: [...p.heroOwedTo.slice(0, i), ...p.heroOwedTo.slice(i + 1)],
      });
    }
    const battle: CpBattle = {
      id: `T${state.turn}-${String(battles.length + 1).padStart(2, '0')}`,
      territory: t.name,
      mover: mover.name,
      attacker: moverDefends ? defender.name : mover.name,
      defender: moverDefends ? mover.name : defender.name,
      scenario,
      notes,
    };
    battles.push(battle);
    events.push(
      cpEvent(
        R,
        t.name,
        `${battle.id}: ${battle.attacker} attacks ${battle.defender}, ${scenario}${notes.length ? `; ${notes.join('; ')}` : ''}`,
        '003 Resolve Battles',
      ),
    );
  }
  return { state: { ...next, battles: [...next.battles, ...battles] }, events };
}

/** The players' report: the winning army (or its player), or a draw. */
export type CpBattleResult = { readonly winner: string } | 'draw';

/** Applies one battle's result (003 Battle results; CP-R22) and takes the battle off the list. */
export function resolveBattle(
  state: CpState,
  battleId: string,
  result: CpBattleResult,
  dice: Dice,
): { state: CpState; events: CpEvent[] } {
  const battle = state.battles.find((b) => b.id === battleId);
  if (!battle) throw new RangeError(`There is no battle '${battleId}' waiting for a result`);
  let next: CpState = { ...state, battles: state.battles.filter((b) => b.id !== battleId) };
  const sides = [army(next, battle.attacker), army(next, battle.defender)].filter(
    (a): a is CpArmy => a !== undefined,
  );
  if (sides.length < 2)
    return {
      state: next,
      events: [cpEvent(R, battle.territory, `${battle.id}: no battle, an army is gone (CP-R20)`)],
    };
  if (result === 'draw') {
    const mover = army(next, battle.mover) as CpArmy;
    const failed = mover.status === 'broken' ? 'broken' : 'defeated';
    const r = retreat(next, mover.name, mover.status, failed, dice);
    return {
      state: r.state,
      events: [
        cpEvent(
          R,
          battle.territory,
          `${battle.id}: draw; ${mover.name} moved in and retreats`,
          '003 Battle results',
        ),
        ...r.events,
      ],
    };
  }
  const winner = sides.find((a) => a.name === result.winner) ?? sides.find((a) => a.player === result.winner);
  const loser = sides.find((a) => a !== winner);
  if (!winner || !loser)
    throw new RangeError(
      `${battle.id}: '${result.winner}' fought neither side (${sides.map((a) => `${a.name} of ${a.player}`).join(', ')})`,
    );
  const events: CpEvent[] = [
    cpEvent(
      R,
      battle.territory,
      `${battle.id}: ${winner.name} (${winner.player}) wins; ${battle.territory} captured`,
      '003 Battle results: Terrain Captured',
    ),
  ];
  next = withTerritory(next, battle.territory, { owner: winner.player });
  next = withPlayer(next, winner.player, { battlesWon: (player(next, winner.player)?.battlesWon ?? 0) + 1 });
  if (winner.status !== 'normal') {
    next = withArmy(next, winner.name, { status: 'normal' });
    events.push(cpEvent(R, winner.name, `was ${winner.status}, wins: back to normal`, '003 Battle results'));
  }
  if (loser.status !== 'normal') {
    events.push(
      cpEvent(R, loser.name, `was ${loser.status}, loses: removed from play`, '003 Battle results'),
    );
    return { state: withoutArmy(next, loser.name), events };
  }
  const r = retreat(next, loser.name, 'defeated', 'broken', dice);
  return { state: r.state, events: [...events, ...r.events] };
}

/**
 * Resolve Battles' captures (a) and (b) once the battles are applied (digest §3 step 4): every army on a DV 0
 * territory with no enemy army takes it, e.g. an army placed at set-up on an unclaimed village.
 */
export function captures(state: CpState): { state: CpState; events: CpEvent[] } {
  let next = state;
  const events: CpEvent[] = [];
  for (const a of state.armies) {
    const here = army(next, a.name);
    if (!here) continue;
    const c = captureAtOnce(next, here, R);
    next = c.state;
    events.push(...c.events);
  }
  return { state: next, events };
}

/**
 * The Fight or Flight stage (004 2.4A, 2.0C, 4.0C, 4.2B, 5.2C-5.3C): each player's choice per potential battle,
 * a patroller's preemptive strike, fleeing from an army's remaining battles, Lost Cause, scouting (Table 8) and
 * the set-up of every battle to be fought. Battles against the winner of another wait for it (their Lost Cause
 * is checked in the Battles stage, "immediately before the battle").
 */
import { Dice } from '../../dice';
import { addSummary, type StageInput, type StageResult } from '../../core/stage';
import { combatOrder, fleeFromRemaining, preemptiveStrike } from '../battle/combats';
import type { Response } from '../battle/lost-cause';
import { fightOrFlight, forceName, type Force, type Matchup } from '../battle/matching';
import { scout } from '../battle/scouting';
import { battleSetup } from '../battle/setup';
import { meEvent, type MeEvent } from '../events';
import type { MeOrder } from '../orders/types';
import { stageBattle } from './battle-record';
import { chooseDefenders } from './defend';
import { assignGarrisons } from './garrison-choice';
import { forceSize } from './forces';
import { newLedger, playerCards } from './ledger';
import type { MeSettings } from './settings';
import { allOfKind, forcePlayer, type MeStageState, type MeTurnBattle } from './turn';

const PHASE = 'Fight or flight' as const;

export function runFightOrFlightStage(
  input: StageInput<MeStageState, MeOrder>,
  settings: MeSettings,
): StageResult<MeStageState, MeEvent> {
  const dice = new Dice(input.seed, input.overrides);
  const turn = input.clock.turn;
  const l = newLedger();
  const s = input.state.campaign;
  const flee = new Set(
    allOfKind(input.orders, 'fight or flee')
      .filter((x) => x.order.choice === 'Flee')
      .map((x) => `${x.order.battle}\u0000${x.player}`),
  );
  const striking = new Set(
    allOfKind(input.orders, 'stance')
      .filter((x) => x.order.stance === 'Preemptive strike')
      .map((x) => `${x.order.battle}\u0000${x.player}`),
  );
  // Only the patrolling (defending) side may strike first (4.0C).
  const strikes = (b: MeTurnBattle): boolean =>
    b.matchup.defender.kind === 'army' &&
    b.matchup.defender.players.some((p) => striking.has(`${b.id}\u0000${p}`));

  // 4.0B: the defender's choice of covering patrols; 4.0C: a preemptive strike makes both sides attack.
  let battles: MeTurnBattle[] = chooseDefenders(
    s,
    input.state.work,
    input.state.work.battles,
    allOfKind(input.orders, 'defend'),
    l.events,
  ).map((b) => (strikes(b) ? { ...b, matchup: preemptiveStrike(b.matchup) } : b));
  // App. B: fortress garrisons join the defences.
  battles = assignGarrisons(s, battles, allOfKind(input.orders, 'garrison'), l.events);

  // 4.0C: each army's battles in a random order; "flee from all remaining battles" after a named one.
  const armies = [
    ...new Set(
      battles
        .flatMap((b) => [b.matchup.attacker, b.matchup.defender])
        .flatMap((f) => (f.kind === 'army' ? f.armies : [])),
    ),
  ].sort();
  const matchups = battles.map((b) => b.matchup);
  for (const army of armies) {
    const order = combatOrder(dice, 'me:combats', army, matchups);
    l.events.push(...order.events);
    const owner = s.armies.find((a) => a.name === army)?.owner ?? '';
    for (const x of allOfKind(input.orders, 'flee remaining').filter((y) => y.player === owner)) {
      const b = battles.find((y) => y.id === x.order.battle);
      if (!b || !order.order.some((m) => m.id === b.matchup.id)) continue;
      for (const later of fleeFromRemaining(order.order, b.matchup.id)) {
        const id = battles.find((y) => y.matchup.id === later)?.id;
        if (id) flee.add(`${id}\u0000${owner}`);
      }
    }
  }

  const response = (b: MeTurnBattle, f: Force): Response =>
    f.kind === 'army' && f.players.some((p) => flee.has(`${b.id}\u0000${p}`)) ? 'flee' : 'fight';
  battles = battles.map((b) => {
    const m = b.matchup;
    if (m.attacker.kind === 'winner of' || m.defender.kind === 'winner of') {
      l.events.push(
        meEvent(
          PHASE,
          b.id,
          `waits for ${forceName(m.attacker.kind === 'winner of' ? m.attacker : m.defender)}`,
          '004 4.0B, ME-R22',
        ),
      );
      return { ...b, status: 'to fight' };
    }
    const hex = s.hexes.find((h) => h.address === m.hex);
    const size = (f: Force, defending: boolean): number =>
      forceSize(
        s,
        f,
        hex,
        defending ? (b.garrison ?? 0) : 0,
        settings,
        f.kind === 'neutral' ? b.incited?.strength : undefined,
      );
    const a = { side: 'attacker', totalArmySize: size(m.attacker, false), response: response(b, m.attacker) };
    const d = {
      side: 'defender',
      totalArmySize: size(m.defender, !m.bothAttacking),
      response: response(b, m.defender),
    };
    const engagement = fightOrFlight(a, d);
    const text = `${forceName(m.attacker)} (${a.totalArmySize}) ${a.response}s, ${forceName(m.defender)} (${d.totalArmySize}) ${d.response}s: ${engagement.kind}`;
    l.events.push(meEvent(PHASE, b.id, text, engagement.cite));
    for (const f of [m.attacker, m.defender])
      if (f.kind === 'army') addSummary(l.cards, forcePlayer(f), `${b.id}: ${engagement.kind}`);
    if (engagement.kind !== 'battle') return { ...b, engagement, mode: engagement.kind, status: 'to fight' };
    const setup = [
      ...scouting(dice, b, m),
      ...fieldSetup(dice, b, m, hex, Math.max(a.totalArmySize, d.totalArmySize), settings, l.events),
    ];
    return { ...b, engagement, setup, mode: 'tabletop', status: 'to fight' };
  });

  // LANGUAGE.md: a strategy may be written at either stage; kept for the Battles stage (App. D, Table 24).
  const strategies = allOfKind(input.orders, 'strategy').map((x) => ({
    battle: x.order.battle,
    player: x.player,
    strategy: x.order.strategy as string,
  }));
  return {
    state: {
      campaign: s,
      work: { ...input.state.work, battles, ...(strategies.length > 0 ? { strategies } : {}) },
    },
    next: { turn, stage: 'battles', round: 1 },
    events: l.events,
    entries: l.entries,
    battles: battles.map((b) => stageBattle(s, b, turn, settings.beastPoints)),
    summaries: playerCards(l, s),
  };

  /**
   * Table 8 for each side of a battle between two armies "owned by non-allied players and/or neutrals" (4.2B),
   * keyed `me:scout:<battle>:<army>`; not against the Beast, a monster rather than an army (App. G).
   */
  function scouting(d: Dice, b: MeTurnBattle, m: Matchup): string[] {
    const isArmy = (f: Force): boolean => f.kind === 'army' || f.kind === 'neutral';
    if (!isArmy(m.attacker) || !isArmy(m.defender)) return [];
    const out: string[] = [];
    for (const [f, defending] of [
      [m.attacker, false],
      [m.defender, !m.bothAttacking],
    ] as const) {
      const r = scout(d, `me:scout:${b.id}`, { army: forceName(f), defending, hasScouts: hasScouts(s, f) });
      l.events.push(...r.events);
      out.push(`${forceName(f)} scouting ${r.result.modified}: ${r.result.effect}`);
    }
    return out;
  }
}

/**
 * Table 8 "+1 Your army contains at least one unit with the Scouts special rule": from an army's `scouts` flag
 * (the army list is free text; the flag is the player's word for it). Neutral defenders have none known.
 */
function hasScouts(s: { readonly armies: readonly ScoutingArmy[] }, f: Force): boolean {
  if (f.kind !== 'army') return false;
  return f.armies.some((n) => s.armies.find((a) => a.name === n)?.scouts === true);
}

/** An army as scouting reads it; `scouts` is optional until the campaign model carries it. */
interface ScoutingArmy {
  readonly name: string;
  readonly scouts?: boolean;
}

/** 5.2C-5.3C: the board and terrain, keyed `me:setup:<battle>`. */
function fieldSetup(
  dice: Dice,
  b: MeTurnBattle,
  m: Matchup,
  hex: Parameters<typeof battleSetup>[2]['hex'] | undefined,
  largest: number,
  settings: MeSettings,
  events: MeEvent[],
): readonly string[] {
  if (!hex || hex.terrain === 'Lake') return [];
  const r = battleSetup(dice, `me:setup:${b.id}`, {
    hex,
    largestTotal: largest,
    hasDefender: !m.bothAttacking,
    forest12: settings.forest12,
  });
  events.push(...r.events);
  return r.lines;
}

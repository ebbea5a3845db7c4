/**
 * The Battles stage (004 2.5A-2.6A, Section C; digest §6): every battle of the turn in order, each settled by
 * fightBattle, with what follows at once: characters recovered, experienced and advanced, armies with no
 * character dispersed (3.3B), defeated neutral defenders removed (4.3B), the Beast's rampage ended (App. G),
 * neutral-kingdom knowledge rolls (1.4A), and how each battle ended, from which the Final Results work out who
 * claims each hex (battle/conquest.ts, ME-R23). Battles are fought in the order announced (by hex, invaders
 * first, ME-R22); 4.0C's random order of one army's battles is logged at Fight or Flight but not re-sequenced.
 * Incited armies not defeated are kept for the end of the turn (5.2B).
 */
import { Dice } from '../../dice';
import { addSummary, type StageInput, type StageResult } from '../../core/stage';
import { fightOrFlight, forceName, type Engagement, type Force } from '../battle/matching';
import { beastDefeated } from '../beast';
import { meEvent, type MeEvent } from '../events';
import { battleKnowledgeRoll, type KingdomBattle } from '../explore';
import type { MeState } from '../model';
import type { MeOrder } from '../orders/types';
import { warFooting } from '../support-armies';
import { stageBattle } from './battle-record';
import { fightBattle } from './battle-fight';
import { forceSize } from './forces';
import { newLedger, playerCards } from './ledger';
import type { MeSettings } from './settings';
import { allOfKind, forcePlayer, ofKind, type MeStageState, type MeTurnBattle } from './turn';

const PHASE = 'Battle resolution' as const;

/** Each invaded hex's own defenders (patrols, neutrals, the Beast), by name, and those beaten: gone (4.3B). */
interface HexFight {
  readonly defenders: Set<string>;
  readonly beaten: Set<string>;
}

export function runBattlesStage(
  input: StageInput<MeStageState, MeOrder>,
  settings: MeSettings,
): StageResult<MeStageState, MeEvent> {
  const dice = new Dice(input.seed, input.overrides);
  const turn = input.clock.turn;
  const l = newLedger();
  let s: MeState = input.state.campaign;
  const work = input.state.work;
  // Strategies written at Fight or Flight first; one written at this stage replaces it (LANGUAGE.md).
  const strategies = new Map([
    ...(work.strategies ?? []).map((x) => [`${x.battle}\u0000${x.player}`, x.strategy] as const),
    ...allOfKind(input.orders, 'strategy').map(
      (x) => [`${x.order.battle}\u0000${x.player}`, x.order.strategy as string] as const,
    ),
  ]);
  const footing = new Set(
    Object.entries(work.orders)
      .filter(
        ([p, list]) =>
          warFooting(s, p, new Map(ofKind(list, 'edict').map((o) => [o.hex, o.edict])), settings.warFooting)
            .bonus > 0,
      )
      .map(([p]) => p),
  );
  const winners = new Map<string, Force>();
  const hexes = new Map<string, HexFight>();
  for (const b of work.battles) {
    const h = hexes.get(b.matchup.hex) ?? { defenders: new Set<string>(), beaten: new Set<string>() };
    if (b.matchup.between === 'invader and defender' && b.matchup.defender.kind !== 'winner of')
      h.defenders.add(forceName(b.matchup.defender));
    hexes.set(b.matchup.hex, h);
  }
  const dispersed = new Set<string>();
  const incited = [...work.incited];
  const out: MeTurnBattle[] = [];
  for (const b of work.battles) {
    const hf = hexes.get(b.matchup.hex) as HexFight;
    const attacker =
      b.matchup.attacker.kind === 'winner of'
        ? (winners.get(b.matchup.attacker.battle) ?? null)
        : b.matchup.attacker;
    const defender =
      b.matchup.defender.kind === 'winner of'
        ? (winners.get(b.matchup.defender.battle) ?? null)
        : b.matchup.defender;
    const isHexDefender = hf.defenders.has(forceName(b.matchup.defender));
    if (attacker === null || defender === null || (isHexDefender && hf.beaten.has(forceName(defender)))) {
      l.events.push(meEvent(PHASE, b.id, 'void: no one left to fight it', '004 4.0B, ME-R22'));
      out.push({ ...b, status: 'void', ended: 'no battle' });
      continue;
    }
    const m = { ...b.matchup, attacker, defender };
    const hex = s.hexes.find((x) => x.address === m.hex);
    const sizes = {
      attacker: forceSize(s, attacker, hex, 0, settings, b.incited?.strength),
      defender: forceSize(s, defender, hex, m.bothAttacking ? 0 : (b.garrison ?? 0), settings),
    };
    const gone = (f: Force): boolean => f.kind === 'army' && f.armies.every((a) => dispersed.has(a));
    let engagement: Engagement =
      b.engagement ??
      fightOrFlight(
        { side: 'attacker', totalArmySize: sizes.attacker, response: 'fight' },
        { side: 'defender', totalArmySize: sizes.defender, response: 'fight' },
      );
    if (gone(attacker) || gone(defender))
      engagement = {
        kind: 'fled',
        winner: gone(attacker) ? 'defender' : 'attacker',
        fled: gone(attacker) ? 'attacker' : 'defender',
        cite: '004 3.3B',
      };
    const lines = input.reports.filter((r) => r.battle === b.id).flatMap((r) => r.lines);
    const fought = fightBattle(
      dice,
      s,
      {
        id: b.id,
        matchup: m,
        engagement,
        sizes,
        lines,
        strategies,
        warFooting: footing,
        fightsAgain: fightsAgain(work.battles.slice(work.battles.indexOf(b) + 1), b.id, [attacker, defender]),
      },
      settings,
    );
    l.events.push(...fought.events);
    if (fought.aftermath) {
      const changed = new Map(fought.aftermath.characters.map((c) => [c.name, c]));
      s = { ...s, characters: s.characters.map((c) => changed.get(c.name) ?? c) };
      for (const a of fought.aftermath.dispersed) dispersed.add(a);
    }
    const won = fought.winner === null ? null : fought.winner === 'attacker' ? attacker : defender;
    const lost = fought.winner === null ? null : fought.winner === 'attacker' ? defender : attacker;
    if (won) winners.set(b.id, won);
    if (fought.winner === 'attacker' && isHexDefender) hf.beaten.add(forceName(defender));
    if (lost && won?.kind === 'army' && !b.incited) s = defeated(s, lost, won, m.hex, l.events);
    // 5.2B: incited neutrals not defeated act at the end of the turn, at their strength after the battle.
    if (b.incited && fought.winner !== 'defender' && fought.mode !== 'no battle')
      incited.push({ ...b.incited, strength: Math.max(0, b.incited.strength - (fought.attackerLost ?? 0)) });
    if (fought.mode === 'tabletop' || fought.mode === 'abstract')
      s = { ...s, hexes: s.hexes.map((x) => (x.address === m.hex ? { ...x, battleTurn: turn } : x)) };
    s = knowledge(s, dice, m.hex, [attacker, defender], won, fought.mode, l.events);
    for (const f of [attacker, defender])
      if (f.kind === 'army')
        addSummary(
          l.cards,
          forcePlayer(f),
          `${b.id}: ${won === null ? 'no winner' : `${forceName(won)} wins`} (${fought.mode})`,
        );
    out.push({
      ...b,
      resolved: m,
      ended: fought.mode === 'no battle' ? 'no battle' : (fought.winner ?? 'draw'),
      engagement,
      mode: fought.mode,
      outcome: fought.outcome,
      winner: fought.winner,
      status: 'applied',
    });
  }
  s = { ...s, armies: s.armies.map((a) => (dispersed.has(a.name) ? { ...a, dispersedTurn: turn } : a)) };

  return {
    state: { campaign: s, work: { ...work, battles: out, incited } },
    next: { turn, stage: 'final', round: 1 },
    events: l.events,
    entries: l.entries,
    // The sides as they fought: beaten neutral defenders are gone from the hex afterwards (4.3B).
    battles: out.map((b) => stageBattle(input.state.campaign, b, turn, settings.beastPoints)),
    summaries: playerCards(l, s),
  };
}

/** 4.3B: beaten neutral defenders are gone; App. G: a Beast beaten by a player army ends its rampage. */
function defeated(s: MeState, lost: Force, won: Force, hex: string, events: MeEvent[]): MeState {
  if (lost.kind === 'neutral') {
    events.push(meEvent(PHASE, hex, `${lost.name} defeated: the defenders are gone`, '004 4.3B'));
    return { ...s, hexes: s.hexes.map((h) => (h.address === hex ? { ...h, defenders: null } : h)) };
  }
  if (lost.kind === 'beast') {
    const r = beastDefeated(s, hex, forceName(won));
    events.push(...r.events);
    return r.state;
  }
  return s;
}

/** 1.4A: a player who fought in a neutral kingdom's hex may learn its extent and capital (4+ won, 5+ fought). */
function knowledge(
  s: MeState,
  dice: Dice,
  address: string,
  forces: readonly Force[],
  won: Force | null,
  mode: MeTurnBattle['mode'],
  events: MeEvent[],
): MeState {
  const nk = s.hexes.find((h) => h.address === address)?.neutralKingdom ?? null;
  if (nk === null) return s;
  let out = s;
  for (const f of forces) {
    if (f.kind !== 'army') continue;
    const k = out.kingdoms.find((x) => x.player === forcePlayer(f));
    if (!k) continue;
    const how: KingdomBattle =
      mode === 'lost cause' ? 'lost cause' : mode === 'fled' ? 'fled' : won === f ? 'won' : 'fought';
    const r = battleKnowledgeRoll(dice, k, nk, how);
    events.push(...r.events);
    out = { ...out, kingdoms: out.kingdoms.map((x) => (x.player === k.player ? r.kingdom : x)) };
  }
  return out;
}

/** 6.1.1C: who of `forces` fights a later battle this turn (Table 12 applies to them alone). */
function fightsAgain(
  later: readonly MeTurnBattle[],
  id: string,
  forces: readonly Force[],
): { players: Set<string>; winner: boolean } {
  const sides = later.flatMap((x) => [x.matchup.attacker, x.matchup.defender]);
  const players = new Set(
    forces
      .filter(
        (f) =>
          f.kind === 'army' &&
          sides.some((o) => o.kind === 'army' && o.armies.some((a) => f.armies.includes(a))),
      )
      .map(forcePlayer),
  );
  return { players, winner: sides.some((o) => o.kind === 'winner of' && o.battle === id) };
}

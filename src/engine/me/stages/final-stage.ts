/**
 * The Final Results (004 2.6A; resolver order ME-R30): ownership from battles and uncontested invasions, neutral
 * capitals, undefeated incited neutrals (5.2B), the Beast's rampage (App. G, a setting), Loot and Raze and production (edicts), lost capitals, power
 * generation with the bank and gifts, feature expenditures and conscription, neutral growth for the next turn
 * (ME-R35), then the end check (3.0A). The clock moves to the next turn's orders.
 */
import { Dice } from '../../dice';
import { type StageInput, type StageResult } from '../../core/stage';
import { beastAppears, beastRampage } from '../beast';
import type { EdictOrder } from '../edicts';
import { resolveEdicts } from '../edicts-effects';
import { endCheck, winners } from '../end';
import type { MeEvent } from '../events';
import type { MeState } from '../model';
import { growAllDefenders } from '../neutrals';
import type { MeOrder } from '../orders/types';
import { effectivePower } from '../support-effective-power';
import { stageBattle } from './battle-record';
import { applyTurnClaims, settleCapitals, turnClaims } from './final-ownership';
import { completeSpending, generateAll } from './final-power';
import { incitedAtEnd } from './incite';
import { newLedger, playerCards } from './ledger';
import { edictSettings, type MeSettings } from './settings';
import { allOfKind, newTurnWork, type MeStageState } from './turn';

export function runFinalStage(
  input: StageInput<MeStageState, MeOrder>,
  settings: MeSettings,
): StageResult<MeStageState, MeEvent> {
  const dice = new Dice(input.seed, input.overrides);
  const turn = input.clock.turn;
  const work = input.state.work;
  const l = newLedger();
  let s: MeState = input.state.campaign;
  const capitals = new Map(
    s.kingdoms.filter((k) => k.capital !== null).map((k) => [k.player, k.capital as string]),
  );

  // 1-2: hexes taken this turn (ME-R23), neutral capitals with their kingdoms (1.4A).
  const claimed = applyTurnClaims(s, turnClaims(work, l.events), l.events);
  s = claimed.state;

  // 4: incited neutrals not defeated loot, raze or remain (5.2B, ME-R18).
  s = incitedAtEnd(s, work.incited, dice, settings, l.events);

  // App. G: a Beast already awake moves and razes before this turn's edicts can wake another.
  if (settings.beast) {
    const r = beastRampage(s, dice, edictSettings(settings));
    s = r.state;
    l.events.push(...r.events);
  }

  // 5: Loot and Raze, Industry and Civilization, for hexes their issuer holds now (1.1B-1.2B, 5.1B).
  const edictOrders = new Map<string, EdictOrder[]>();
  for (const x of allOfKind(work.orders, 'edict'))
    edictOrders.set(x.player, [
      ...(edictOrders.get(x.player) ?? []),
      { hex: x.order.hex, edict: x.order.edict, provoke: x.order.provoke },
    ]);
  const edicts = resolveEdicts(s, edictOrders, dice, edictSettings(settings), claimed.conquests.armies);
  s = edicts.state;
  l.events.push(...edicts.events);
  for (const hex of edicts.beasts) {
    const r = beastAppears(s, hex, dice, edictSettings(settings));
    s = r.state;
    l.events.push(...r.events);
  }

  // 3.2A: capitals lost to battle or razing.
  s = settleCapitals(s, capitals, work.orders, l.events);

  // 6-8: power, gifts, expenditures, conscription.
  s = generateAll(s, work, edicts, claimed.conquests, capitals, settings, l);
  s = completeSpending(s, work, dice, l);

  // Characters out this turn (App. F) or in the warp (6.1.2C) are back for the next.
  s = {
    ...s,
    characters: s.characters.map((c) =>
      (c.status === 'out' || c.status === 'warp') && c.statusTurn <= turn
        ? { ...c, status: 'active', statusTurn: turn }
        : c,
    ),
  };

  // 9: the end check (3.0A), and the winner by Effective Power (Table 1).
  const end = endCheck(dice, turn, s.endCheckFrom);
  l.events.push(...end.events);
  if (end.over) {
    const standings = s.kingdoms.map((k) => ({
      player: k.player,
      effectivePower: effectivePower(s, k.player).halves / 2,
      eliminated: k.eliminated,
    }));
    l.events.push(...winners(standings).events);
  }

  // ME-R35: neutral defenders grow at the start of the next turn.
  const grown = growAllDefenders(s.hexes, turn + 1);
  // Carried support whose last turn was this one has run out: its Carry row goes (2.1B).
  s = {
    ...s,
    hexes: grown.hexes,
    over: end.over,
    turn: turn + 1,
    carry: s.carry.filter((c) => c.toTurn > turn),
  };
  l.events.push(...grown.events);

  return {
    state: { campaign: s, work: newTurnWork(turn + 1) },
    next: { turn: turn + 1, stage: 'orders', round: 1 },
    events: l.events,
    entries: l.entries,
    battles: work.battles.map((b) => stageBattle(input.state.campaign, b, turn, settings.beastPoints)),
    summaries: playerCards(l, s),
  };
}

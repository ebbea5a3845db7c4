/**
 * The Orders stage, ending in the Interim Results (004 2.2A-2.3A; digest §3): agreements broken last turn end,
 * mercenary upkeep is paid, army orders are recorded, power is spent, bids and declarations are announced,
 * random events rolled (App. F, a setting), neutral kingdoms' armies set (1.4A, ME-R20), invaded hexes explored,
 * pacification rolled (ME-R19), and the invasions matched into the potential battles the GM posts.
 */
import { Dice } from '../../dice';
import { addSummary, type StageInput, type StageResult } from '../../core/stage';
import { forceName, type Force } from '../battle/matching';
import { matchTurn, type TurnArmyOrder } from '../battle/matching-state';
import { invadeForbidden, resolveDeclarations, startOfTurn } from '../diplomacy';
import { edictProblem } from '../edicts';
import { meEvent, type MeEvent } from '../events';
import { allPlayersKnowledgeRoll, exploreHex } from '../explore';
import { alliesOf, orphanedHexes } from '../map';
import { runAuction, payUpkeep } from '../mercenaries';
import type { MeState } from '../model';
import { kingdomArmy } from '../neutrals';
import { leaderEvents } from '../regent';
import type { MeOrder, PatrolOrder } from '../orders/types';
import { pacify } from '../power-neutrals';
import { checkExpenditures, paySpending } from '../power-spend';
import { totalSupport } from '../support';
import { applyArmyOrders } from './army-orders';
import { INCITED, incitedBattles, rollIncitements } from './incite';
import { stageBattle } from './battle-record';
import {
  forcePlayer,
  battleId,
  ofKind,
  type InvadedHexWork,
  type Pacified,
  type MeStageState,
  type MeTurnBattle,
  type PaidExpenditure,
} from './turn';
import { randomEvents } from './random-events';
import { edictSettings, type MeSettings } from './settings';
import { newLedger, playerCards, stageJournal, type Ledger } from './ledger';

export function runOrdersStage(
  input: StageInput<MeStageState, MeOrder>,
  settings: MeSettings,
): StageResult<MeStageState, MeEvent> {
  const dice = new Dice(input.seed, input.overrides);
  const turn = input.clock.turn;
  const l: Ledger = newLedger();
  let s: MeState = { ...input.state.campaign, turn };
  const players = s.kingdoms
    .filter((k) => !k.eliminated)
    .map((k) => k.player)
    .sort();
  const ordersOf = (p: string): readonly MeOrder[] => input.orders.get(p) ?? [];

  // 7.3B: breaks ordered last turn end now.
  const started = startOfTurn(s.agreements, turn);
  s = { ...s, agreements: started.agreements };
  l.events.push(...started.events);

  for (const p of players) {
    // ME-R33: upkeep of mercenaries held; those released leave.
    const released = new Set(ofKind(ordersOf(p), 'release mercenary').map((o) => o.unit));
    const k = s.kingdoms.find((x) => x.player === p);
    const upkeep = payUpkeep(s.mercenaries, p, turn, released, k?.power ?? 0);
    s = { ...s, mercenaries: upkeep.kept };
    l.events.push(...upkeep.events);
    if (upkeep.powerPaid > 0) {
      s = setPower(s, p, -upkeep.powerPaid);
      stageJournal(l, p, -upkeep.powerPaid, 'special mercenary upkeep (6.2B, ME-R33)');
    }
    const built = applyArmyOrders(s, p, ordersOf(p));
    s = built.state;
    l.events.push(...built.events);
  }

  // Edicts (1.0B): kept for the Final Results; one the rules refuse now is dropped with its reason.
  const invading = (p: string): Set<string> => new Set(ofKind(ordersOf(p), 'invade').map((o) => o.hex));
  const kept: Record<string, MeOrder[]> = {};
  for (const p of players) {
    const orphans = new Set(orphanedHexes(s, p));
    kept[p] = ordersOf(p).filter((o) => {
      if (o.kind !== 'edict') return true;
      const problem = edictProblem(s, p, o, invading(p), edictSettings(settings), orphans);
      if (problem) l.events.push(meEvent('Orders', o.hex, `edict dropped: ${problem}`, '004 1.0B, Table 2'));
      else l.events.push(meEvent('Orders', o.hex, `${p}: ${o.edict}`, '004 1.0B, Table 2'));
      return problem === null;
    });
  }

  // 2.1B: each kingdom's Total Support this turn under its edicts, for its card.
  for (const p of players) {
    const edicts = new Map(ofKind(kept[p] ?? [], 'edict').map((o) => [o.hex, o.edict]));
    const support = totalSupport(s, p, edicts, settings.support);
    addSummary(l.cards, p, `Total Support ${support.total}`);
    for (const problem of support.problems) l.events.push(meEvent('Orders', p, problem, '004 6.0B, ME-R33'));
  }

  // Table 10: power is paid with the orders (5.2B), only from power held before this turn.
  const paid: PaidExpenditure[] = [];
  for (const p of players) {
    const k = s.kingdoms.find((x) => x.player === p);
    if (!k) continue;
    const list = ofKind(kept[p] ?? [], 'expenditure').map((o) => o.expenditure);
    if (list.length === 0) continue;
    const checked = checkExpenditures(list, {
      turn,
      kingdom: k,
      hexes: new Map(s.hexes.map((h) => [h.address, h])),
      orphaned: new Set(orphanedHexes(s, p)),
      allies: alliesOf(s, p),
      invading: invading(p),
    });
    const pay = paySpending(k, checked, turn);
    s = { ...s, kingdoms: s.kingdoms.map((x) => (x.player === p ? pay.kingdom : x)) };
    l.events.push(...pay.events);
    const cost = k.power - pay.kingdom.power;
    if (cost > 0) {
      stageJournal(l, p, -cost, 'power expenditures (5.2B, Table 10)');
      addSummary(l.cards, p, `Power spent: ${cost} (${k.power} → ${pay.kingdom.power})`);
    }
    for (const c of checked) if (c.refusal === null) paid.push({ player: p, expenditure: c.expenditure });
  }

  // 6.0B: the sealed bids, announced with the intermediate results.
  const bids = players.flatMap((p) =>
    ofKind(kept[p] ?? [], 'bid').map((b) => ({
      player: p,
      unit: b.unit,
      support: b.support,
      power: b.power,
    })),
  );
  if (bids.length > 0) {
    const auction = runAuction(input.state.work.offers, bids, turn);
    s = { ...s, mercenaries: [...s.mercenaries, ...auction.hired] };
    l.events.push(...auction.events);
    for (const h of auction.hired)
      addSummary(l.cards, h.player, `Hires ${h.unit} for ${h.upkeep} support a turn`);
  }

  // 7.3B-7.4B: declarations take effect at the Interim Results.
  const declarations = players.flatMap((p) =>
    ofKind(kept[p] ?? [], 'declaration').map((d) => ({ player: p, other: d.other, kind: d.declaration })),
  );
  const declared = resolveDeclarations(s.agreements, declarations, turn);
  s = { ...s, agreements: declared.agreements };
  l.events.push(...declared.events);

  // App. F: after orders, before exploration.
  let armyOrders: TurnArmyOrder[] = players.flatMap((p) =>
    (kept[p] ?? []).filter((o): o is TurnArmyOrder => o.kind === 'patrol' || o.kind === 'invade'),
  );
  if (settings.randomEvents) {
    const r = randomEvents(s, players, armyOrders, dice, settings);
    s = r.state;
    armyOrders = r.armyOrders;
    l.events.push(...r.events);
  }
  // 7.3B: a cease fire in effect voids the invasions of its turn.
  const owner = (hex: string): string | null => s.hexes.find((h) => h.address === hex)?.owner ?? null;
  const armyOwner = (army: string): string => s.armies.find((a) => a.name === army)?.owner ?? '';
  armyOrders = armyOrders.filter((o) => {
    if (o.kind !== 'invade' || !invadeForbidden(s.agreements, armyOwner(o.army), owner(o.hex))) return true;
    l.events.push(
      meEvent('Interim results', o.army, `invasion of ${o.hex} void: cease fire (7.3B)`, '004 7.3B'),
    );
    return false;
  });

  // 1.4A, ME-R20: each neutral kingdom's army from the hexes it still has, and what is wrong with its Lord or
  // Regent; last turn's battles teach all (6+).
  for (const nk of s.neutralKingdoms) {
    const army = kingdomArmy(nk, s.hexes, turn);
    s = { ...s, armies: s.armies.map((a) => (a.owner === nk.id ? { ...a, basic: army.basic } : a)) };
    if (s.armies.some((a) => a.owner === nk.id)) l.events.push(...army.events);
    l.events.push(...leaderEvents(nk, s));
    if (s.hexes.some((h) => h.neutralKingdom === nk.id && h.battleTurn === turn - 1 && turn > 1)) {
      const known = allPlayersKnowledgeRoll(dice, s.kingdoms, nk.id);
      s = { ...s, kingdoms: known.kingdoms };
      l.events.push(...known.events);
    }
  }

  // 4.1B: invaded hexes are explored, revealing their defenders.
  for (const address of [
    ...new Set(armyOrders.filter((o) => o.kind === 'invade').map((o) => o.hex)),
  ].sort()) {
    const hex = s.hexes.find((h) => h.address === address);
    if (!hex || hex.explored || hex.terrain === 'Lake') continue;
    const found = exploreHex(hex, turn, dice);
    if (!found) continue;
    s = { ...s, hexes: s.hexes.map((h) => (h.address === address ? found.hex : h)) };
    l.events.push(...found.events);
  }

  // ME-R19: Pacify Neutrals at the Interim Results, once the defenders are known; unspent points come back.
  const pacified: Pacified[] = [];
  for (const x of paid) {
    const e = x.expenditure;
    if (e.action !== 'Pacify Neutrals') continue;
    const hex = s.hexes.find((h) => h.address === e.hex);
    if (!hex) continue;
    const r = pacify(dice, hex, x.player, e.points);
    l.events.push(...r.events);
    s = { ...s, hexes: s.hexes.map((h) => (h.address === e.hex ? { ...h, defenders: r.defenders } : h)) };
    if (r.unspent > 0) {
      s = setPower(s, x.player, r.unspent);
      stageJournal(l, x.player, r.unspent, `Pacify Neutrals points not rolled at ${e.hex} given back`);
    }
    if (r.surrendered) {
      pacified.push({ hex: e.hex, player: x.player });
      addSummary(l.cards, x.player, `Takes ${e.hex} without a battle (pacified)`);
    }
  }

  // 4.0B, 6: who fights whom. Battles are numbered in the order fought; a matchup's id is its battle's, so a
  // force that is "the winner of" an earlier battle names it as players write it (ME-R22).
  const matched = matchTurn(dice, 'me:match', s, armyOrders);
  l.events.push(...matched.events);
  const battles: MeTurnBattle[] = [];
  const hexes: InvadedHexWork[] = [];
  for (const h of matched.hexes) {
    const ids = new Map(h.matchups.map((m, i) => [m.id, battleId(turn, battles.length + i + 1)]));
    const named = (f: Force): Force =>
      f.kind === 'winner of' ? { kind: 'winner of', battle: ids.get(f.battle) ?? f.battle } : f;
    hexes.push({ hex: h.hex, invaders: h.invaders.map(named), uncontested: h.uncontested });
    if (h.uncontested)
      for (const f of h.invaders)
        if (f.kind === 'army')
          addSummary(l.cards, forcePlayer(f), `${forceName(f)} meets no defenders at ${h.hex}`);
    for (const raw of h.matchups) {
      const id = ids.get(raw.id) ?? battleId(turn, battles.length + 1);
      const m = { ...raw, id, attacker: named(raw.attacker), defender: named(raw.defender) };
      battles.push({
        id,
        matchup: m,
        engagement: null,
        setup: [],
        mode: 'tabletop',
        status: 'awaiting choices',
        winner: null,
        outcome: null,
        ended: null,
      });
      const text = `${id} at ${m.hex}: ${forceName(m.attacker)} attacks ${forceName(m.defender)}`;
      for (const side of [m.attacker, m.defender])
        if (side.kind === 'army') addSummary(l.cards, forcePlayer(side), text);
    }
  }

  // 5.2B: incited armies rolled and sent against their hex's patrol, or left standing.
  const rolledIncited = rollIncitements(s, paid, dice, l.events);
  const patrols = armyOrders.filter((o): o is PatrolOrder => o.kind === 'patrol');
  const incitedFights = incitedBattles(s, rolledIncited, patrols, turn, battles.length + 1);
  battles.push(...incitedFights.battles);
  for (const a of incitedFights.standing)
    l.events.push(
      meEvent(
        'Interim results',
        a.hex,
        `${INCITED} (${a.strength}): no patrol covers the hex`,
        '004 5.2B, 4.0B',
      ),
    );

  const work = {
    ...input.state.work,
    turn,
    orders: kept,
    paid,
    battles,
    hexes,
    pacified,
    incited: incitedFights.standing,
  };
  return {
    state: { campaign: s, work },
    next: { turn, stage: battles.length > 0 ? 'fight-or-flight' : 'final', round: 1 },
    events: l.events,
    entries: l.entries,
    battles: battles.map((b) => stageBattle(s, b, turn, settings.beastPoints)),
    summaries: playerCards(l, s),
  };
}

function setPower(s: MeState, player: string, delta: number): MeState {
  return {
    ...s,
    kingdoms: s.kingdoms.map((k) => (k.player === player ? { ...k, power: k.power + delta } : k)),
  };
}

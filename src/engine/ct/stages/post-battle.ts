/**
 * The post-battle stage: each battle of the round reported by its players is applied. Who won ([Battles] 2,
 * CT-R11), the territory exchange first ([Battles] 1.a-b, 4.b.4; CT-R12), then [Campaign] 1 steps a-c for every
 * player who fought (post-battle.ts): casualties by figure on Table 4, experience pooled per warband, underdog
 * gold, income and maintenance. Dice are keyed by battle, so each battle replays alone.
 */
import type { StageInput, StageJournalEntry, StageResult } from '../../core/stage';
import { addSummary, nextInList, summariesOf } from '../../core/stage';
import { Dice } from '../../dice';
import { multiPlayerGainers, rescueWinner, twoPlayerWinner, type SideReport } from '../battle';
import type { CtBattle } from '../campaign';
import { everyoneIn, rescued, sideOf, valueFor } from '../campaign';
import type { CtEvent } from '../events';
import { ctEvent } from '../events';
import type { CtPlayer, CtState } from '../model';
import { postBattle, type PlayerBattleReport } from '../post-battle';
import type { CtOrder } from '../orders/types';
import { challengeSpoils, missionGains, twoPlayerSpoils } from '../territories';
import { CT_STAGE_INFO } from './clock';
import type { CtStageOrder, CtWorld } from './world';

/** Garrisons of a territory their player no longer holds join his field army (the book is silent; logged). */
function homeless(p: CtPlayer, battle: string, events: CtEvent[]): CtPlayer {
  const held = new Set(p.territories.map((t) => t.name));
  return {
    ...p,
    warbands: p.warbands.map((w) => {
      if (w.station.kind === 'field' || held.has(w.station.territory)) return w;
      events.push(
        ctEvent('Battle', w.id, `${w.station.territory} is lost: the garrison joins the field army`, battle),
      );
      return { ...w, station: { kind: 'field' } };
    }),
  };
}

interface Applied {
  readonly battle: CtBattle;
  readonly state: CtState;
  readonly events: CtEvent[];
  readonly entries: StageJournalEntry[];
}

function applyBattle(
  b: CtBattle,
  state: CtState,
  ordersOf: (p: string) => CtOrder[],
  seed: string,
  overrides: ReadonlyMap<string, number>,
  warnings: string[],
): Applied {
  const events: CtEvent[] = [];
  const mine = (p: string): CtOrder[] => ordersOf(p).filter((o) => 'battle' in o && o.battle === b.id);
  for (const p of everyoneIn(b))
    if (mine(p).length === 0)
      warnings.push(`${b.id}: no report from ${p}; read as mission failed, no wounds, no casualties`);
  const side = (p: string): SideReport => {
    const os = mine(p);
    const mission = os.filter((o) => o.kind === 'mission').at(-1);
    const wounds = os.filter((o) => o.kind === 'wounds').at(-1);
    return {
      player: p,
      missionAchieved: mission?.kind === 'mission' && mission.achieved,
      woundsInflicted: wounds?.kind === 'wounds' ? wounds.count : 0,
    };
  };
  const reports = b.players.map(side);
  let winners: string[];
  let winner = '';
  let players = state.players;
  const get = (n: string): CtPlayer => {
    const p = players.find((x) => x.name === n);
    if (!p) throw new Error(`Battles tab, ${b.id}: ${n} has no force on the Forces tab`);
    return p;
  };
  const set = (...changed: CtPlayer[]): void => {
    players = players.map((p) => changed.find((c) => c.name === p.name) ?? p);
  };
  let effect: string;
  let freed: string[] = [];
  const territoryDice = new Dice(`${seed}:${b.id}:territory`, overrides);
  if (b.kind === 'rescue') {
    const [attacker, defender] = b.players;
    const held = rescued({ state, battles: [] }, b);
    freed = held.filter((f) => mine(attacker).some((o) => o.kind === 'freed' && o.figure === f));
    winner = rescueWinner(attacker, defender, held.length, freed.length);
    winners = [winner];
    effect = `${winner} wins: ${freed.length} of ${held.length} captive(s) freed; no territory changes ([Battles] 4.a.2-4)`;
  } else if (b.kind === 'multi-player') {
    winners = multiPlayerGainers(reports);
    const gained = missionGains(territoryDice, b.id, players, winners, (p) => `${b.id} (${p})`);
    players = gained.players;
    events.push(...gained.events);
    effect = winners.length
      ? `${winners.join(', ')} accomplished their missions and generate territories ([Battles] 1.b)`
      : 'no mission accomplished: no territory';
  } else {
    winner = twoPlayerWinner(reports[0], reports[1]) ?? '';
    winners = winner ? [winner] : [];
    const loser = b.players.find((p) => p !== winner) ?? '';
    const loserStake = valueFor(b.stakes, loser) ?? '';
    if (!winner) effect = 'a draw: no territory changes hands ([Battles] 2.d, CT-R11)';
    else if (b.kind === 'challenge') {
      const r = challengeSpoils(get(winner), get(loser), loserStake);
      if (!r.ok) throw new Error(`Battles tab, ${b.id}: ${r.error}`);
      set(r.value.winner, r.value.loser);
      effect = `${winner} wins: ${r.value.effect} ([Battles] 4.b.4)`;
    } else {
      const take = mine(winner)
        .filter((o) => o.kind === 'take')
        .at(-1);
      const choice = take?.kind === 'take' ? take.choice : 'generated';
      const generated = {
        name: `${b.id} ${b.generated ?? 'Outpost'}`,
        type: b.generated ?? 'Outpost',
        home: false,
      } as const;
      let r = twoPlayerSpoils(get(winner), get(loser), loserStake, generated, choice);
      if (!r.ok && choice === 'stake') {
        warnings.push(`${b.id}: ${r.error}; the generated territory is taken instead`);
        r = twoPlayerSpoils(get(winner), get(loser), loserStake, generated, 'generated');
      }
      if (!r.ok) throw new Error(`Battles tab, ${b.id}: ${r.error}`);
      set(r.value.winner, r.value.loser);
      effect = `${winner} wins: ${r.value.effect} ([Battles] 1.a)`;
    }
  }
  events.push(ctEvent('Battle', b.id, effect, '001 [Battles] 2'));
  players = players.map((p) => (everyoneIn(b).includes(p.name) ? homeless(p, b.id, events) : p));
  const winningSide = new Set(everyoneIn(b).filter((p) => winners.includes(sideOf(b, p) ?? '')));
  const rating = (p: string): number => valueFor(b.ratings, sideOf(b, p) ?? p) ?? 0;
  const enemyRating = (p: string): number =>
    Math.max(0, ...b.ratings.filter((r) => r.player !== sideOf(b, p)).map((r) => r.value));
  const reportOf = (p: string, disband: boolean): PlayerBattleReport => {
    const os = mine(p);
    const foe = b.players.find((x) => x !== sideOf(b, p)) ?? '';
    const hits = new Map<string, number>();
    for (const o of os) if (o.kind === 'hits') hits.set(o.warband, (hits.get(o.warband) ?? 0) + o.count);
    return {
      player: p,
      staked: b.players.includes(p) ? (valueFor(b.stakes, p) ?? null) : null,
      ratingBefore: rating(p),
      enemyRatingBefore: enemyRating(p),
      // One Table 4 roll a figure: a figure reported twice is read from its last line (a correction).
      casualties: [
        ...new Map(
          os.flatMap((o) =>
            o.kind === 'casualty'
              ? [
                  [
                    o.figure,
                    { figure: o.figure, unrecoverable: o.unrecoverable, enemy: o.by || foe },
                  ] as const,
                ]
              : [],
          ),
        ).values(),
      ],
      rerolls: os.flatMap((o) => (o.kind === 'reroll' ? [o.figure] : [])),
      summoned: os.flatMap((o) => (o.kind === 'summoned' ? [{ figure: o.figure, state: o.state }] : [])),
      warbands: [...hits].map(([warband, woundingHits]) => ({ warband, woundingHits })),
      disband: disband ? ordersOf(p).flatMap((o) => (o.kind === 'disband' ? o.figures : [])) : [],
      // [Battles] 4.a.2: the freed rejoin the attacker before his maintenance ([Economics] 2.a).
      ...(b.kind === 'rescue' && p === b.players[0] ? { freed: { from: b.players[1], figures: freed } } : {}),
    };
  };
  const run = (disband: boolean) =>
    postBattle(
      new Dice(`${seed}:${b.id}`, overrides),
      b.id,
      { ...state, players },
      everyoneIn(b).map((p) => reportOf(p, disband)),
      [...winningSide],
    );
  let after = run(false);
  if (!after.ok && / owes \d+ gc maintenance/.test(after.error)) after = run(true);
  if (!after.ok)
    throw new Error(
      `Orders tab, ${b.id}: ${after.error}${/ owes /.test(after.error) ? ' (send “Force - Disband …” for the post-battle stage, CT-R20)' : ''}`,
    );
  const final = after.value.state;
  return {
    battle: { ...b, status: 'applied', winner, result: effect },
    state: final,
    events: [...events, ...after.value.events],
    entries: after.value.entries,
  };
}

export function runPostBattle(input: StageInput<CtWorld, CtStageOrder>): StageResult<CtWorld, CtEvent> {
  const warnings: string[] = [];
  const events: CtEvent[] = [];
  const entries: StageJournalEntry[] = [];
  const cards = new Map<string, string[]>();
  let state = input.state.campaign.state;
  const ordersOf = (p: string): CtOrder[] => (input.orders.get(p) ?? []).map((o) => o.order);
  // CT-R17: who was in the Hospital when the round's battles were fought missed them all (a Rescue makes two).
  const wounded = new Set(
    state.players.flatMap((p) =>
      p.warbands.flatMap((w) => w.figures.filter((f) => f.hospital).map((f) => f.id)),
    ),
  );
  const battles = input.state.campaign.battles.map((b) => {
    if (b.turn !== input.clock.turn || b.status !== 'to fight') return b;
    state = {
      ...state,
      players: state.players.map((p) => ({
        ...p,
        warbands: p.warbands.map((w) => ({
          ...w,
          figures: w.figures.map((f) => (wounded.has(f.id) ? { ...f, hospital: true } : f)),
        })),
      })),
    };
    const before = new Map(state.players.map((p) => [p.name, p]));
    const done = applyBattle(b, state, ordersOf, input.seed, input.overrides, warnings);
    state = done.state;
    events.push(...done.events);
    entries.push(...done.entries);
    for (const p of everyoneIn(b)) {
      const was = before.get(p);
      const now = state.players.find((x) => x.name === p);
      addSummary(cards, p, `${b.id}: ${done.battle.result}`);
      if (was && now) {
        addSummary(
          cards,
          p,
          `Treasury ${was.treasury} → ${now.treasury} gc; territories ${was.territories.length} → ${now.territories.length}`,
        );
        const xp = entries.filter(
          (e) => e.player === p && e.resource === 'XP' && e.note.startsWith(`${b.id}:`),
        );
        if (xp.length)
          addSummary(
            cards,
            p,
            `XP earned: ${xp.map((e) => `${e.note.slice(b.id.length + 2).replace(/ \(.*\)$/, '')} +${e.amount}`).join(', ')}`,
          );
      }
    }
    return done.battle;
  });
  return {
    state: { ...input.state, campaign: { state, battles }, warnings },
    next: nextInList(CT_STAGE_INFO, input.clock),
    events,
    entries,
    battles: [],
    summaries: summariesOf(cards),
  };
}

/**
 * The post-battle sequence per player (001 [Campaign] 1 a-c; CT-R1, CT-R3, CT-R17): the Hospital's figures who
 * missed this battle return, then a. casualties (and Devout refunds), b. experience, c. underdog gold, income and
 * maintenance. Steps d (recruit.ts, territories.ts upgrade) and e (advancement.ts) are the player's choices.
 * The territory exchange (territories.ts) comes before this.
 */
import type { Dice } from '../dice';
import type { StageJournalEntry } from '../core/stage';
import { rescue } from './captives';
import { applyCasualties, devoutRefund, rerollers, resolveCasualties } from './casualties';
import type { CasualtyReport, SummonedState } from './casualties';
import { maintain, underdogGold } from './economy';
import type { CtEvent } from './events';
import { ctEvent } from './events';
import { awardExperience } from './experience';
import { withRoster } from './figure-ids';
import type { WarbandReport } from './experience';
import type { Captive, CtPlayer, CtResult, CtState } from './model';
import { ok, refuse } from './model';
import { fightingWarbands, underdogBonus } from './rating';
import { general } from './roster';

export interface PlayerBattleReport {
  readonly player: string;
  /** The territory whose garrison fought, if staked ([Forces] 1.c.1). */
  readonly staked: string | null;
  /** Force ratings before the battle ([Experience] 1.c.1). */
  readonly ratingBefore: number;
  readonly enemyRatingBefore: number;
  readonly casualties: readonly CasualtyReport[];
  /** Casualties the player chose to reroll, alchemist or Second Chance ([Races] 1, alchemist). */
  readonly rerolls: readonly string[];
  readonly summoned: readonly { readonly figure: string; readonly state: SummonedState }[];
  readonly warbands: readonly WarbandReport[];
  /** Figures to disband if maintenance cannot be paid (CT-R20). */
  readonly disband: readonly string[];
  /**
   * A Rescue's attacker: his captives freed, held by `from` ([Battles] 4.a.2). They did not fight; they rejoin
   * their warbands before step c, whose maintenance counts the whole roster ([Economics] 2.a, CT-R9).
   */
  readonly freed?: { readonly from: string; readonly figures: readonly string[] };
}

export interface PostBattle {
  readonly state: CtState;
  readonly events: CtEvent[];
  /** Every change of a counted resource: gc (refunds, underdog gold, income, maintenance) and XP per warband. */
  readonly entries: StageJournalEntry[];
}

/**
 * Runs steps a-c for every player in `reports`, in order, for one battle. `winners` are the players on the
 * winning side (empty on a draw); each one's General earns the leader's bonus (CT-R10). Captured figures join
 * their enemy's captives.
 */
export function postBattle(
  dice: Dice,
  battle: string,
  state: CtState,
  reports: readonly PlayerBattleReport[],
  winners: readonly string[],
): CtResult<PostBattle> {
  const players = new Map(state.players.map((p) => [p.name, p]));
  const captives: (Captive & { readonly enemy: string })[] = [];
  const events: CtEvent[] = [];
  const entries: StageJournalEntry[] = [];
  const gc = (player: string, amount: number, note: string): void => {
    if (amount !== 0) entries.push({ player, resource: 'gc', amount, note: `${battle}: ${note}` });
  };
  for (const r of reports) {
    const start = players.get(r.player);
    if (!start) return refuse(`Battle ${battle}: no player ${r.player}`);
    // CT-R17: a figure in the Hospital has now missed one battle of its owner's and returns.
    const p0: CtPlayer = {
      ...start,
      warbands: start.warbands.map((w) => ({
        ...w,
        figures: w.figures.map((f) => (f.hospital ? { ...f, hospital: false } : f)),
      })),
    };
    const fought = fightingWarbands(start, r.staked);
    const foughtFigures = fought.flatMap((w) => w.figures.filter((f) => !f.hospital));
    const leader = winners.includes(r.player) ? (general(start)?.id ?? null) : null;
    const unknown = r.casualties.find((c) => !foughtFigures.some((f) => f.id === c.figure));
    if (unknown)
      return refuse(`Battle ${battle}: ${unknown.figure} is not a figure of ${r.player}'s that fought`);
    // a. casualties
    const summonedIds = new Set(r.summoned.map((s) => s.figure));
    const unreported = foughtFigures.find((f) => f.summoned && !summonedIds.has(f.id));
    if (unreported)
      return refuse(
        `Battle ${battle}: say whether ${r.player}'s summoned ${unreported.id} was unwounded, wounded, killed or captured ([Races] 5.c.2)`,
      );
    const rolled = resolveCasualties(
      dice,
      battle,
      r.player,
      r.casualties.filter((c) => !summonedIds.has(c.figure)),
      r.rerolls,
      rerollers(
        foughtFigures,
        r.casualties.map((c) => c.figure),
      ),
    );
    events.push(...rolled.events);
    // A warband whose figures are all held captive stays, empty, for a ransom or rescue ([Battles] 3.c.1-2).
    const heldBefore = new Set(
      state.players.flatMap((p) => p.captives.filter((c) => c.owner === r.player).map((c) => c.warband)),
    );
    const applied = applyCasualties(p0, rolled.outcomes, heldBefore);
    captives.push(
      ...applied.captured.map((c) => ({
        figure: c.figure,
        owner: r.player,
        warband: c.warband,
        enemy: c.enemy,
      })),
    );
    const held = new Set([...heldBefore, ...applied.captured.map((c) => c.warband)]);
    let refund = 0;
    for (const s of r.summoned) {
      const figure = foughtFigures.find((f) => f.id === s.figure && f.summoned);
      if (!figure)
        return refuse(
          `Battle ${battle}: ${s.figure} is not a summoned creature of ${r.player}'s that fought`,
        );
      const back = devoutRefund(dice, battle, figure, s.state);
      refund += back.gc;
      events.push(back.event);
    }
    const dispelled: CtPlayer = {
      ...withRoster(
        applied.player,
        applied.player.warbands
          .map((w) => ({ ...w, figures: w.figures.filter((f) => !f.summoned) }))
          .filter((w) => w.figures.length > 0 || held.has(w.id)),
      ),
      treasury: applied.player.treasury + refund,
    };
    // b. experience
    const u = underdogBonus(r.ratingBefore, r.enemyRatingBefore);
    const xp = awardExperience(
      dice,
      battle,
      dispelled,
      foughtFigures.map((f) => f.id),
      r.warbands,
      leader,
      u,
    );
    events.push(...xp.events);
    gc(r.player, refund, 'summoned creatures dispelled ([Races] 5.c.2)');
    for (const w of xp.player.warbands) {
      const gained = w.xp - (dispelled.warbands.find((x) => x.id === w.id)?.xp ?? 0);
      if (gained !== 0)
        entries.push({
          player: r.player,
          resource: 'XP',
          amount: gained,
          note: `${battle}: ${w.id} ([Experience] 1)`,
        });
    }
    let roster = xp.player;
    if (r.freed && r.freed.figures.length > 0) {
      const captor = players.get(r.freed.from);
      if (!captor) return refuse(`Battle ${battle}: no player ${r.freed.from}`);
      const back = rescue(captor, roster, r.freed.figures);
      if (!back.ok) return refuse(`Battle ${battle}: ${back.error}`);
      players.set(captor.name, back.value.captor);
      roster = back.value.owner;
      events.push(
        ctEvent(
          'Battle',
          battle,
          `${r.freed.figures.join(', ')} freed: back with ${r.player}`,
          '001 [Battles] 4.a.2',
        ),
      );
    }
    // c. underdog gold (before income, [Economics] 1.b), income, maintenance
    const gold = underdogGold(dice, battle, r.player, u);
    if (gold.event) events.push(gold.event);
    const kept = maintain(roster, gold.gc, r.disband, held);
    if (!kept.ok) return refuse(`Battle ${battle}: ${kept.error}`);
    events.push(...kept.value.events);
    gc(r.player, gold.gc, 'underdog bonus ([Economics] 1.b)');
    gc(r.player, kept.value.income, 'income of the territories ([Economics] 1.a)');
    gc(r.player, -kept.value.maintenance, 'maintenance ([Economics] 2.a)');
    players.set(r.player, kept.value.player);
  }
  for (const c of captives) {
    const captor = players.get(c.enemy);
    if (!captor) {
      events.push(ctEvent('a. Casualties', c.owner, `${c.figure.id} captured by unknown ${c.enemy}: lost`));
      continue;
    }
    players.set(c.enemy, {
      ...captor,
      captives: [
        ...captor.captives,
        { figure: { ...c.figure, hospital: false }, owner: c.owner, warband: c.warband },
      ],
    });
    events.push(
      ctEvent('a. Casualties', c.enemy, `holds ${c.owner}'s ${c.figure.id} captive`, '001 [Battles] 3.c'),
    );
  }
  return ok({
    state: { ...state, players: state.players.map((p) => players.get(p.name) ?? p) },
    events,
    entries,
  });
}

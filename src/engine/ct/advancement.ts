/**
 * Step e, advancement rolls (001 [Experience] 2, [Economics] 3.a; Table 2; CT-R6): one roll for the whole warband
 * against its leader's current rating, paid with the warband's XP or the treasury's cash. The XP cost of a roll is
 * lost from the book: a required setting (CT-R6). Until it is set, CT-R6's fallback holds: "the ledger records the
 * XP spent on each roll as the player enters it, and checks only that the warband holds that much".
 */
import type { Dice } from '../dice';
import type { CtEvent } from './events';
import { dieEvent, rollFor } from './events';
import type { Characteristic, CtPlayer, CtResult, Figure, Warband } from './model';
import { ok, refuse } from './model';
import { ADVANCEMENT_CITE, ADVANCEMENT_RULES, TABLE_2_MAXIMUMS } from './tables';

/** Table 2's limit for a figure: MV by mounted, DEF a floor (−5). */
export function maximum(c: Characteristic, f: Figure): number {
  if (c === 'MV') return f.mounted ? TABLE_2_MAXIMUMS.MV.mounted : TABLE_2_MAXIMUMS.MV.dismounted;
  return TABLE_2_MAXIMUMS[c];
}

/** The figure a warband rolls against: its leader, or an Individual's one figure. */
export function leaderOf(w: Warband): Figure | null {
  return w.kind === 'individual' ? (w.figures[0] ?? null) : (w.figures.find((f) => f.leader) ?? null);
}

/** [Experience] 2.a-d: does a die succeed against the leader's rating? DEF reads the D4 as negative. */
export function advancementSucceeds(c: Characteristic, die: number, leaderRating: number): boolean {
  return ADVANCEMENT_RULES[c].test === 'above' ? die > leaderRating : -die < leaderRating;
}

export type AdvancementOutcome = 'improved' | 'failed' | 'wasted';

export interface Advancement {
  readonly player: CtPlayer;
  readonly outcome: AdvancementOutcome;
  /** What the roll cost: the setting, or (unset) the player's own figure (CT-R6). */
  readonly cost: number;
  readonly event: CtEvent;
}

/**
 * CT-R6: the cost of one roll. The setting when set (a figure the player writes must be it); unset, the figure the
 * player writes, which he must write. A string is the refusal.
 */
export function advancementCost(setting: number | null, entered: number | null): number | string {
  if (entered !== null && (!Number.isInteger(entered) || entered <= 0))
    return `the XP a roll costs is a whole number above 0, got ${entered} (CT-R6)`;
  if (setting === null)
    return (
      entered ??
      'The XP cost of an advancement roll is lost from the book and "XP per advancement roll" is not set on the Campaign tab: write what this roll costs, e.g. “Advance CC 20”, and the ledger records it (CT-R6)'
    );
  if (!Number.isInteger(setting) || setting <= 0)
    return `"XP per advancement roll" must be a whole number above 0, got ${setting} (CT-R6)`;
  if (entered !== null && entered !== setting)
    return `a roll costs ${setting} (the Campaign tab's XP per advancement roll), not ${entered} (CT-R6)`;
  return setting;
}

/** Spreads `cost` over the figures as XP spent ([Campaign] 3.a), so the force rating keeps it. */
function spreadSpent(figures: readonly Figure[], cost: number): Figure[] {
  const n = figures.length;
  const share = (cost - (cost % n)) / n;
  return figures.map((f, i) => ({ ...f, spent: f.spent + share + (i < cost % n ? 1 : 0) }));
}

/**
 * One advancement roll for a warband, paid with `pay` ('xp' from the warband's pool, 'cash' from the treasury,
 * [Economics] 3.a), at `xpPerRoll`; while it is unset, at the cost the player `entered` (CT-R6's fallback).
 * Key `ct:advance:<turn>:<warband>:<characteristic>`.
 */
export function rollAdvancement(
  dice: Dice,
  key: string,
  player: CtPlayer,
  warbandId: string,
  c: Characteristic,
  pay: 'xp' | 'cash',
  setting: number | null,
  entered: number | null = null,
): CtResult<Advancement> {
  const xpPerRoll = advancementCost(setting, entered);
  if (typeof xpPerRoll === 'string') return refuse(xpPerRoll);
  const w = player.warbands.find((x) => x.id === warbandId);
  if (!w) return refuse(`${player.name} has no warband ${warbandId}`);
  const rule = ADVANCEMENT_RULES[c];
  const leader = leaderOf(w);
  if (!leader) return refuse(`Warband ${warbandId} has no leader to roll against ([Experience] 2)`);
  if (rule.individualsOnly && w.kind !== 'individual')
    return refuse(`Only Individuals may improve ${c} ([Experience] 2.c)`);
  if (rule.needsBasic && leader.basicPW === 0)
    return refuse(`${warbandId}'s leader has no basic PW, so it may not improve PW ([Experience] 2.b)`);
  if (w.figures.some((f) => f.drugged || f.summoned))
    return refuse(`${warbandId} holds Drugged or summoned figures, which gain no experience`);
  const pool = pay === 'xp' ? w.xp : player.treasury;
  if (pool < xpPerRoll)
    return refuse(`${warbandId}: a roll costs ${xpPerRoll} ${pay === 'xp' ? 'XP' : 'gc'}, it has ${pool}`);
  const roll = rollFor(dice, key, 1, rule.die);
  const rating = leader.profile[c];
  const step = c === 'DEF' ? -1 : 1;
  const success = advancementSucceeds(c, roll.total, rating);
  const beyond = (f: Figure): boolean =>
    c === 'DEF' ? f.profile[c] + step < maximum(c, f) : f.profile[c] + step > maximum(c, f);
  const outcome: AdvancementOutcome = !success ? 'failed' : beyond(leader) ? 'wasted' : 'improved';
  const paid = spreadSpent(w.figures, xpPerRoll);
  const figures = paid.map((f) =>
    outcome !== 'improved' || beyond(f) || (rule.needsBasic && f.basicPW === 0)
      ? f
      : { ...f, profile: { ...f.profile, [c]: f.profile[c] + step } },
  );
  const warband: Warband = { ...w, figures, xp: pay === 'xp' ? w.xp - xpPerRoll : w.xp };
  const after: CtPlayer = {
    ...player,
    treasury: pay === 'cash' ? player.treasury - xpPerRoll : player.treasury,
    warbands: player.warbands.map((x) => (x.id === warbandId ? warband : x)),
  };
  const paidAs = setting === null ? ` (${xpPerRoll} ${pay === 'xp' ? 'XP' : 'gc'} as entered, CT-R6)` : '';
  const text = `${c} against the leader's ${rating}${paidAs}: ${outcome === 'improved' ? `every figure ${step > 0 ? '+1' : '−1'}` : outcome === 'wasted' ? 'past Table 2, the roll is wasted' : 'failed'}`;
  return ok({
    player: after,
    outcome,
    cost: xpPerRoll,
    event: dieEvent('e. Advancement', warbandId, text, roll, ADVANCEMENT_CITE),
  });
}

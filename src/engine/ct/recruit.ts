/**
 * Purchases and roster changes between battles (001 [Forces] 1.c.2, 2.a-b; step d). Every purchase is checked:
 * cash in the treasury, and a roster no worse than before (a new warband must meet its minimum outright).
 */
import type { CtPlayer, CtResult, Figure, Station, Warband } from './model';
import { ok, refuse } from './model';
import { withRoster } from './figure-ids';
import { newErrors, rosterErrors } from './roster';
import { points } from './rating';
import { INITIAL_POINTS } from './tables';

// A warband that leaves the roster keeps its ids' series with the player (withRoster).
const withWarbands = withRoster;

function refuseIfWorse(before: CtPlayer, after: CtPlayer, what: string): CtResult<CtPlayer> {
  const errors = newErrors(before, after);
  return errors.length === 0
    ? ok(after)
    : refuse(`${what} refused: ${errors.map((e) => e.message).join('; ')}`);
}

function checkFigures(figures: readonly Figure[], what: string): string | null {
  if (figures.length === 0) return `${what}: no figures`;
  const bad = figures.find((f) => f.drugged || f.summoned || f.hospital || f.spent !== 0);
  if (!bad) return null;
  if (bad.drugged) return `${what}: Drugged come only from captives and Stygian victories ([Races] 6.b.3)`;
  if (bad.summoned) return `${what}: summoned creatures are bought before a battle (summon), not recruited`;
  return `${what}: new figures join with their basic characteristics, no experience ([Forces] 2.b.6)`;
}

/**
 * [Forces] 2.a: the initial force of 1000 points, all restrictions applying; the unspent points become gc 1:1.
 */
export function buildInitialForce(player: CtPlayer, warbands: readonly Warband[]): CtResult<CtPlayer> {
  const cost = points(warbands.flatMap((w) => w.figures));
  if (cost > INITIAL_POINTS)
    return refuse(`${player.name}'s initial force costs ${cost} points, more than 1000 ([Forces] 2.a)`);
  for (const w of warbands) {
    const bad = checkFigures(w.figures, `Warband ${w.id}`);
    if (bad) return refuse(bad);
    if (w.xp !== 0) return refuse(`Warband ${w.id}: initial forces have no experience ([Campaign] 3.a)`);
  }
  const after: CtPlayer = { ...player, warbands, treasury: INITIAL_POINTS - cost };
  const errors = rosterErrors(after);
  return errors.length === 0
    ? ok(after)
    : refuse(`Initial force refused: ${errors.map((e) => e.message).join('; ')}`);
}

/** [Forces] 2.b.3: a new warband, paid from the treasury, meeting its minimum and every ratio. */
export function recruitWarband(player: CtPlayer, warband: Warband): CtResult<CtPlayer> {
  const what = `Recruiting warband ${warband.id}`;
  if (player.warbands.some((w) => w.id === warband.id))
    return refuse(`${what}: ${player.name} already has a warband ${warband.id}`);
  const bad = checkFigures(warband.figures, what);
  if (bad) return refuse(bad);
  if (warband.xp !== 0) return refuse(`${what}: a new warband has no experience`);
  if (warband.kind === 'warband' && warband.figures.length < warband.minimum)
    return refuse(
      `${what}: ${warband.figures.length} figure(s), its minimum is ${warband.minimum} ([Forces] 2.b.3)`,
    );
  const cost = points(warband.figures);
  if (cost > player.treasury)
    return refuse(`${what}: costs ${cost} gc, the treasury holds ${player.treasury}`);
  const after = { ...withWarbands(player, [...player.warbands, warband]), treasury: player.treasury - cost };
  return refuseIfWorse(player, after, what);
}

/** [Forces] 2.b.1-2, 6: figures added to an existing warband with their basic characteristics. */
export function recruitFigures(
  player: CtPlayer,
  warbandId: string,
  figures: readonly Figure[],
): CtResult<CtPlayer> {
  const what = `Recruiting into ${warbandId}`;
  const target = player.warbands.find((w) => w.id === warbandId);
  if (!target) return refuse(`${what}: ${player.name} has no warband ${warbandId}`);
  if (target.kind === 'individual')
    return refuse(`${what}: an Individual is a warband of one figure ([Experience] 1.b)`);
  const bad = checkFigures(figures, what);
  if (bad) return refuse(bad);
  const cost = points(figures);
  if (cost > player.treasury)
    return refuse(`${what}: costs ${cost} gc, the treasury holds ${player.treasury}`);
  const warbands = player.warbands.map((w) =>
    w.id === warbandId ? { ...w, figures: [...w.figures, ...figures] } : w,
  );
  return refuseIfWorse(player, { ...withWarbands(player, warbands), treasury: player.treasury - cost }, what);
}

/** [Forces] 1.c.2: a warband moves between the field army and the garrisons, caps and ratios kept. */
export function moveWarband(player: CtPlayer, warbandId: string, to: Station): CtResult<CtPlayer> {
  const what = `Moving ${warbandId}`;
  if (!player.warbands.some((w) => w.id === warbandId))
    return refuse(`${what}: ${player.name} has no warband ${warbandId}`);
  const warbands = player.warbands.map((w) => (w.id === warbandId ? { ...w, station: to } : w));
  return refuseIfWorse(player, withWarbands(player, warbands), what);
}

/** [Forces] 2.b.4: figures move between like warbands; neither may be left below its proportions. */
export function transferFigures(
  player: CtPlayer,
  from: string,
  to: string,
  figureIds: readonly string[],
): CtResult<CtPlayer> {
  const what = `Transferring from ${from} to ${to}`;
  const a = player.warbands.find((w) => w.id === from);
  const b = player.warbands.find((w) => w.id === to);
  if (!a || !b) return refuse(`${what}: no warband ${!a ? from : to}`);
  if (a.kind !== 'warband' || b.kind !== 'warband' || a.armyList !== b.armyList || a.missile !== b.missile)
    return refuse(`${what}: figures move only between like warbands ([Forces] 2.b.4)`);
  const moving = a.figures.filter((f) => figureIds.includes(f.id) && !f.leader);
  if (moving.length !== figureIds.length)
    return refuse(`${what}: not every figure named is a follower of ${from}`);
  if (a.figures.length - moving.length < a.minimum)
    return refuse(`${what}: would leave ${from} below its minimum of ${a.minimum} ([Forces] 2.b.4)`);
  const warbands = player.warbands.map((w) =>
    w.id === from
      ? { ...w, figures: w.figures.filter((f) => !figureIds.includes(f.id)) }
      : w.id === to
        ? { ...w, figures: [...w.figures, ...moving] }
        : w,
  );
  return refuseIfWorse(player, withWarbands(player, warbands), what);
}

/**
 * [Forces] 2.b.5: disbanded figures leave the roster; no XP or cash comes back. A warband left empty goes, unless
 * one of its figures is `held` captive (he may be ransomed or rescued back into it, [Battles] 3.c.1-2). The
 * ratios and minimums may not be broken by it (CT-R20; [Forces] 2.b.2's example disbands to restore them).
 */
export function disband(
  player: CtPlayer,
  figureIds: readonly string[],
  held: ReadonlySet<string> = new Set(),
): CtResult<CtPlayer> {
  const known = new Set(player.warbands.flatMap((w) => w.figures.map((f) => f.id)));
  const unknown = figureIds.find((id) => !known.has(id));
  if (unknown) return refuse(`Disbanding: ${player.name} has no figure ${unknown}`);
  const warbands = player.warbands
    .map((w) => ({ ...w, figures: w.figures.filter((f) => !figureIds.includes(f.id)) }))
    .filter((w) => w.figures.length > 0 || held.has(w.id));
  return refuseIfWorse(player, withWarbands(player, warbands), 'Disbanding');
}

/**
 * [Races] 5.c.1: before a battle a Devout player buys undead and demons with cash; they join the field army for
 * this battle only and are dispelled after it (casualties.ts devoutRefund).
 */
export function summon(player: CtPlayer, warband: Warband): CtResult<CtPlayer> {
  const what = `Summoning ${warband.id}`;
  if (player.race !== 'Devout') return refuse(`${what}: only Devout players summon creatures ([Races] 5.c)`);
  if (player.warbands.some((w) => w.id === warband.id))
    return refuse(`${what}: ${player.name} already has a warband ${warband.id}`);
  if (warband.figures.length === 0 || warband.figures.some((f) => !f.summoned))
    return refuse(`${what}: every figure must be a summoned creature`);
  const cost = points(warband.figures);
  if (cost > player.treasury)
    return refuse(`${what}: costs ${cost} gc, the treasury holds ${player.treasury}`);
  const after = {
    ...withWarbands(player, [...player.warbands, { ...warband, station: { kind: 'field' as const } }]),
    treasury: player.treasury - cost,
  };
  return refuseIfWorse(player, after, what);
}

/**
 * [Races] 6.b.3: after a win, Stygians "automatically recruit the maximum number of Drugged that they can currently
 * control", paying normally; the maximum is a core-rules figure the moderator enters (`maximum`).
 */
export function recruitDrugged(
  player: CtPlayer,
  warbandId: string,
  figures: readonly Figure[],
  wonLastBattle: boolean,
  maximum: number,
): CtResult<CtPlayer> {
  const what = `Recruiting Drugged into ${warbandId}`;
  if (player.race !== 'Stygian') return refuse(`${what}: only Stygians have Drugged ([Races] 6.b)`);
  if (!wonLastBattle)
    return refuse(`${what}: Drugged are recruited only after a Stygian victory ([Races] 6.b.3)`);
  const held = player.warbands.flatMap((w) => w.figures).filter((f) => f.drugged).length;
  if (held + figures.length > maximum)
    return refuse(
      `${what}: ${held} held + ${figures.length} would pass the ${maximum} the force can control ([Races] 6.b.3)`,
    );
  if (figures.some((f) => !f.drugged || f.spent !== 0 || f.hospital))
    return refuse(`${what}: every figure must be a new Drugged`);
  const target = player.warbands.find((w) => w.id === warbandId);
  if (!target) return refuse(`${what}: ${player.name} has no warband ${warbandId}`);
  const cost = points(figures);
  if (cost > player.treasury)
    return refuse(`${what}: costs ${cost} gc, the treasury holds ${player.treasury}`);
  const warbands = player.warbands.map((w) =>
    w.id === warbandId ? { ...w, figures: [...w.figures, ...figures] } : w,
  );
  return refuseIfWorse(player, { ...withWarbands(player, warbands), treasury: player.treasury - cost }, what);
}

/**
 * Roster legality (001 [Forces] 1.a-c, 2.b; CT-R17, CT-R18, CT-R26): checked for the field army and for each
 * garrison. The Hospital is exempt from proportion and size rules, so its figures are left out of every check but
 * one: a warband's minimum counts them (CT-R26, below).
 */
import type { CtPlayer, Figure, Station, Warband } from './model';
import { present } from './model';
import { fieldArmyCap, points } from './rating';
import { POINTS_PER_MAGIC_USER, TABLE_1_CITE, territoryRow } from './tables';

export type LegalityCode =
  | 'missile-ratio'
  | 'individual-ratio'
  | 'magic-users'
  | 'under-strength'
  | 'army-list'
  | 'no-individual'
  | 'field-army-cap'
  | 'garrison-cap'
  | 'no-territory';

export interface LegalityError {
  readonly code: LegalityCode;
  /** `field army`, `garrison of <territory>` or a warband id. */
  readonly subject: string;
  readonly message: string;
}

const stationName = (s: Station): string =>
  s.kind === 'field' ? 'field army' : `garrison of ${s.territory}`;
const sameStation = (a: Station, b: Station): boolean =>
  a.kind === b.kind && (a.kind === 'field' || (b.kind === 'garrison' && a.territory === b.territory));

/** Every station the player uses: the field army and each garrisoned territory. */
export function stations(player: CtPlayer): Station[] {
  const out: Station[] = [{ kind: 'field' }];
  for (const w of player.warbands) if (!out.some((s) => sameStation(s, w.station))) out.push(w.station);
  return out;
}

/** The warbands at a station that have any figure out of the Hospital. */
export function warbandsAt(player: CtPlayer, station: Station): Warband[] {
  return player.warbands.filter((w) => sameStation(w.station, station) && present(w).length > 0);
}

/** A magic-user that counts against the limits: alchemists are exempt from both (CT-R18). */
const countsAsMagicUser = (f: Figure): boolean => f.magicUser && !f.alchemist;

/**
 * The magic-users a force may hold (CT-R18, the smaller limit): "one per 1000 points" (read as per 1000 or part
 * of it, so a 1100-point army may hold two) and "one magic-user per fortress controlled".
 */
export function magicUserLimit(forcePoints: number, fortresses: number): number {
  return Math.min(Math.ceil(forcePoints / POINTS_PER_MAGIC_USER), fortresses);
}

/** The General: the field army's Individual with the highest LD, the first on the roster on a tie ([Forces] 1.a.2.b). */
export function general(player: CtPlayer): Figure | null {
  let best: Figure | null = null;
  for (const w of warbandsAt(player, { kind: 'field' }))
    if (w.kind === 'individual')
      for (const f of present(w)) if (best === null || f.profile.LD > best.profile.LD) best = f;
  return best;
}

/** What is wrong with one force (field army or garrison) of the player. */
export function forceErrors(player: CtPlayer, station: Station): LegalityError[] {
  const subject = stationName(station);
  const warbands = warbandsAt(player, station);
  const figures = warbands.flatMap(present);
  const errors: LegalityError[] = [];
  const bands = warbands.filter((w) => w.kind === 'warband');
  const missile = bands.filter((w) => w.missile).length;
  if (missile > bands.length - missile)
    errors.push({
      code: 'missile-ratio',
      subject,
      message: `${subject}: ${missile} missile warband(s) for ${bands.length - missile} without missiles; each needs one ([Forces] 1.a.1.a)`,
    });
  const individuals = warbands.length - bands.length;
  if (individuals > bands.length)
    errors.push({
      code: 'individual-ratio',
      subject,
      message: `${subject}: ${individuals} Individual(s) for ${bands.length} warband(s); each needs a warband ([Forces] 1.a.1.b)`,
    });
  const fortresses = player.territories.filter((t) => t.type === 'Fortress').length;
  const limit = magicUserLimit(points(figures), fortresses);
  const mages = figures.filter(countsAsMagicUser).length;
  if (mages > limit)
    errors.push({
      code: 'magic-users',
      subject,
      message: `${subject}: ${mages} magic-user(s), at most ${limit} (one per 1000 points and one per fortress controlled, CT-R18)`,
    });
  // CT-R26 (ruling of this ledger): a warband short of its minimum only because figures are in the Hospital plays
  // short; its battle is neither void nor forfeit. The wounded are "not available for next battle, but available
  // for subsequent battles" (Table 4) and still of the warband, which has not "dropped below its permissible
  // minimums" ([Forces] 2.b.2); the Hospital is exempt from unit size rules ([Forces] 1.c.3).
  for (const w of bands)
    if (w.figures.length < w.minimum)
      errors.push({
        code: 'under-strength',
        subject: w.id,
        message: `Warband ${w.id}: ${w.figures.length} figure(s), its minimum is ${w.minimum}; recruit back up or disband ([Forces] 2.b.2)`,
      });
  for (const w of warbands)
    if (w.armyList !== player.armyList && !player.alsoLists.includes(w.armyList))
      errors.push({
        code: 'army-list',
        subject: w.id,
        message: `Warband ${w.id} is from the ${w.armyList} list; ${player.name}'s force is ${player.armyList} ([Forces] 1.a.2.c)`,
      });
  if (station.kind === 'field') {
    if (individuals === 0)
      errors.push({
        code: 'no-individual',
        subject,
        message: `The field army needs at least one Individual, its General ([Forces] 1.a.2.b)`,
      });
    const cap = fieldArmyCap(player);
    if (points(figures) > cap)
      errors.push({
        code: 'field-army-cap',
        subject,
        message: `The field army is ${points(figures)} points, its maximum ${cap} (850 + Table 1 Field Army, [Forces] 1.b)`,
      });
  } else {
    const territory = player.territories.find((t) => t.name === station.territory);
    if (!territory)
      errors.push({
        code: 'no-territory',
        subject,
        message: `${player.name} holds no territory ${station.territory} to garrison`,
      });
    else if (points(figures) > territoryRow(territory.type).garrison)
      errors.push({
        code: 'garrison-cap',
        subject,
        message: `${subject} is ${points(figures)} points, a ${territory.type} holds at most ${territoryRow(territory.type).garrison} (${TABLE_1_CITE})`,
      });
  }
  return errors;
}

/** Every error of every force of the player. */
export function rosterErrors(player: CtPlayer): LegalityError[] {
  return stations(player).flatMap((s) => forceErrors(player, s));
}

/** The errors in `after` that `before` did not have: a change may not make the roster worse. */
export function newErrors(before: CtPlayer, after: CtPlayer): LegalityError[] {
  const had = new Set(rosterErrors(before).map((e) => `${e.code}\u0000${e.subject}`));
  return rosterErrors(after).filter((e) => !had.has(`${e.code}\u0000${e.subject}`));
}

/** What every player may read of a force's breach: whose, and which rule, never its roster ([Forces] 1.a, 2.b.3). */
export function publicBreach(player: string, errors: readonly LegalityError[]): string {
  const what = [
    ...new Set(
      errors.map((e) =>
        e.code === 'under-strength'
          ? `a warband of ${player}'s is under strength ([Forces] 2.b.3)`
          : `${player}'s field army breaks the force rules ([Forces] 1.a)`,
      ),
    ),
  ];
  return what.join('; ');
}

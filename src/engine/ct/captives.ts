/**
 * Captives (001 [Battles] 3.c, 4.a; [Races] 6.b): ransom at an agreed price, sale to slavers for half the base
 * cost, Stygians keeping humans, elves, dwarves, orcs and goblins as Drugged, and rescue.
 */
import type { CaptiveRace, CtPlayer, CtResult, Figure } from './model';
import { ok, refuse } from './model';

/** [Races] 6.b.1: the races a Stygian may keep as Drugged. */
export const DRUGGABLE: readonly CaptiveRace[] = ['human', 'elf', 'dwarf', 'orc', 'goblin'];

function takeCaptive(
  captor: CtPlayer,
  figureId: string,
): CtResult<{ captor: CtPlayer; captive: CtPlayer['captives'][number] }> {
  const captive = captor.captives.find((c) => c.figure.id === figureId);
  if (!captive) return refuse(`${captor.name} holds no captive ${figureId}`);
  return ok({ captor: { ...captor, captives: captor.captives.filter((c) => c !== captive) }, captive });
}

/** The figure goes back into its warband (callers check the warband still exists). */
function returnFigure(owner: CtPlayer, warband: string, figure: Figure): CtPlayer {
  const back = { ...figure, hospital: false };
  return owner.warbands.some((w) => w.id === warband)
    ? {
        ...owner,
        warbands: owner.warbands.map((w) => (w.id === warband ? { ...w, figures: [...w.figures, back] } : w)),
      }
    : owner;
}

/** [Battles] 3.c.3: sold to slavers for half his base cost (rounded down) in gold. */
export function sellToSlavers(captor: CtPlayer, figureId: string): CtResult<CtPlayer> {
  const taken = takeCaptive(captor, figureId);
  if (!taken.ok) return taken;
  return ok({
    ...taken.value.captor,
    treasury: captor.treasury + Math.floor(taken.value.captive.figure.baseCost / 2),
  });
}

/** [Battles] 3.c.2: ransomed back at a price both agreed; the owner pays from his treasury. */
export function ransom(
  captor: CtPlayer,
  owner: CtPlayer,
  figureId: string,
  price: number,
): CtResult<{ captor: CtPlayer; owner: CtPlayer }> {
  if (!Number.isInteger(price) || price < 0) return refuse(`A ransom is a whole number of gc, got ${price}`);
  const taken = takeCaptive(captor, figureId);
  if (!taken.ok) return taken;
  const { captive } = taken.value;
  if (captive.owner !== owner.name)
    return refuse(`${figureId} belongs to ${captive.owner}, not ${owner.name}`);
  if (price > owner.treasury)
    return refuse(`${owner.name} cannot pay a ransom of ${price} gc from ${owner.treasury}`);
  if (!owner.warbands.some((w) => w.id === captive.warband))
    return refuse(`${owner.name} no longer has warband ${captive.warband} to take ${figureId} back`);
  return ok({
    captor: { ...taken.value.captor, treasury: captor.treasury + price },
    owner: returnFigure({ ...owner, treasury: owner.treasury - price }, captive.warband, captive.figure),
  });
}

/** [Races] 6.b: a Stygian keeps a captive of a druggable race as Drugged in one of his warbands. */
export function keepAsDrugged(captor: CtPlayer, figureId: string, warband: string): CtResult<CtPlayer> {
  if (captor.race !== 'Stygian')
    return refuse(`Only Stygians keep captives as Drugged ([Races] 6.b); ${captor.name} is ${captor.race}`);
  const taken = takeCaptive(captor, figureId);
  if (!taken.ok) return taken;
  const { figure } = taken.value.captive;
  if (!DRUGGABLE.includes(figure.race))
    return refuse(
      `${figureId} is ${figure.race}: only humans, elves, dwarves, orcs and goblins may be Drugged ([Races] 6.b.1)`,
    );
  if (!captor.warbands.some((w) => w.id === warband))
    return refuse(`${captor.name} has no warband ${warband}`);
  const drugged: Figure = { ...figure, drugged: true, hospital: false, spent: 0, leader: false };
  return ok({
    ...taken.value.captor,
    warbands: captor.warbands.map((w) => (w.id === warband ? { ...w, figures: [...w.figures, drugged] } : w)),
  });
}

/** [Battles] 4.a.2: captives the attacker freed in a Rescue return to their warbands. */
export function rescue(
  captor: CtPlayer,
  owner: CtPlayer,
  freed: readonly string[],
): CtResult<{ captor: CtPlayer; owner: CtPlayer }> {
  let c = captor;
  let o = owner;
  for (const id of freed) {
    const taken = takeCaptive(c, id);
    if (!taken.ok) return taken;
    if (taken.value.captive.owner !== owner.name)
      return refuse(`${id} belongs to ${taken.value.captive.owner}, not ${owner.name}`);
    if (!o.warbands.some((w) => w.id === taken.value.captive.warband))
      return refuse(`${owner.name} no longer has warband ${taken.value.captive.warband} to take ${id} back`);
    c = taken.value.captor;
    o = returnFigure(o, taken.value.captive.warband, taken.value.captive.figure);
  }
  return ok({ captor: c, owner: o });
}

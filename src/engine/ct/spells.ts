/**
 * Spell swaps between battles (001 [Forces] 2.a.3: "wizards may 'sell back' their spells and buy new ones between
 * battles"; [Campaign] 1 step d). The book gives no price and no limit, so CT-R25 (a ruling of this ledger):
 * 1. at step d (the purchases stage), by a wizard: a magic-user of the force, not an alchemist (whose potions are
 *    no spells, [Races] Blackblood) nor a summoned creature;
 * 2. a spell's price is its cost on the Army lists tab (a row of the wizard's list flagged `spell`), as figure
 *    types are; selling back returns that price in gc, buying pays it;
 * 3. a spell is part of its wizard's points, like his equipment: his base cost rises and falls with it, so the
 *    force rating, maintenance and the field-army and garrison caps count it, and a purchase that would break the
 *    roster is refused ([Forces] 1.a-c);
 * 4. "sell back ... and buy new ones" is an exchange: a wizard buys a spell only in place of one he sold back in
 *    the same stage, so he knows as many as before (how many he may know is the core rules', not book 001's);
 * 5. Second Chance ([Races] 1.a.2) goes and comes with the spell.
 */
import type { CtPlayer, CtResult, Figure, Warband } from './model';
import { ok, refuse } from './model';
import type { FigureType } from './orders/purchase';
import { newErrors } from './roster';

export const SECOND_CHANCE = 'Second Chance';
const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The spells a figure knows: its Spells, and Second Chance when flagged so without the spell written. */
export function spellsOf(f: Figure): string[] {
  const spells = [...(f.spells ?? [])];
  if (f.secondChance && !spells.some((s) => same(s, SECOND_CHANCE))) spells.push(SECOND_CHANCE);
  return spells;
}

/** A figure with `spells`: Second Chance follows the spell (CT-R25.5). */
function withSpells(f: Figure, spells: readonly string[], baseCost: number): Figure {
  return { ...f, spells, baseCost, secondChance: spells.some((s) => same(s, SECOND_CHANCE)) };
}

/** The spell rows of an army list (flag `spell`). */
export const spellEntry = (
  lists: readonly FigureType[],
  list: string,
  spell: string,
): FigureType | undefined =>
  lists.find((x) => x.flags.has('spell') && same(x.list, list) && same(x.type, spell));

/** The spell's Army lists row, or why a swap cannot price it (CT-R25: the book gives no price). */
function listedSpell(lists: readonly FigureType[], list: string, spell: string): CtResult<FigureType> {
  const entry = spellEntry(lists, list, spell);
  return entry
    ? ok(entry)
    : refuse(
        `${spell} is not a spell of the ${list} list on the Army lists tab (a row flagged “spell” with its cost): the moderator enters it (CT-R25)`,
      );
}

/** A wizard: a magic-user, not an alchemist nor a summoned creature (CT-R25.1). */
const isWizard = (f: Figure): boolean => f.magicUser && !f.alchemist && !f.summoned;

export interface SpellSwap {
  readonly player: CtPlayer;
  readonly wizard: string;
  /** gc: + sold back, − bought. */
  readonly gc: number;
  readonly spell: string;
}

function wizardIn(
  player: CtPlayer,
  warbandId: string,
  knows: string | null,
): CtResult<{ w: Warband; f: Figure }> {
  const w = player.warbands.find((x) => same(x.id, warbandId));
  if (!w) return refuse(`${warbandId} is not one of your warbands`);
  const wizards = w.figures.filter(isWizard);
  if (wizards.length === 0)
    return refuse(
      `${w.id} has no wizard: only a magic-user, not an alchemist, sells back and buys spells ([Forces] 2.a.3; CT-R25)`,
    );
  const f =
    knows === null
      ? wizards.length === 1
        ? wizards[0]
        : undefined
      : wizards.find((x) => spellsOf(x).some((s) => same(s, knows)));
  if (!f)
    return refuse(
      knows === null
        ? `${w.id} holds ${wizards.length} wizards; a warband buying spells holds one (CT-R25)`
        : `no wizard of ${w.id} knows ${knows}; ${wizards.map((x) => `${x.id} knows ${spellsOf(x).join(', ') || 'none'}`).join('; ')}`,
    );
  return ok({ w, f });
}

const replace = (player: CtPlayer, w: Warband, f: Figure, treasury: number): CtPlayer => ({
  ...player,
  treasury,
  warbands: player.warbands.map((x) =>
    x.id === w.id ? { ...x, figures: x.figures.map((y) => (y.id === f.id ? f : y)) } : x,
  ),
});

/** CT-R25: a wizard of the warband sells back a spell he knows for its Army lists price. `sold` counts per figure. */
export function sellBackSpell(
  player: CtPlayer,
  warbandId: string,
  spell: string,
  lists: readonly FigureType[],
  sold: Map<string, number>,
): CtResult<SpellSwap> {
  const found = wizardIn(player, warbandId, spell);
  if (!found.ok) return found;
  const { w, f } = found.value;
  const listed = listedSpell(lists, w.armyList, spell);
  if (!listed.ok) return listed;
  const entry = listed.value;
  if (entry.baseCost > f.baseCost)
    return refuse(
      `${f.id} costs ${f.baseCost} points, less than ${spell}'s ${entry.baseCost}: check his Base cost (CT-R25.3)`,
    );
  const spells = spellsOf(f).filter((s) => !same(s, spell));
  const after = withSpells(f, spells, f.baseCost - entry.baseCost);
  sold.set(f.id, (sold.get(f.id) ?? 0) + 1);
  return ok({
    player: replace(player, w, after, player.treasury + entry.baseCost),
    wizard: f.id,
    gc: entry.baseCost,
    spell: entry.type,
  });
}

/** CT-R25: a wizard of the warband buys a spell of his list in place of one sold back this stage. */
export function buySpell(
  player: CtPlayer,
  warbandId: string,
  spell: string,
  lists: readonly FigureType[],
  sold: Map<string, number>,
): CtResult<SpellSwap> {
  const found = wizardIn(player, warbandId, null);
  if (!found.ok) return found;
  const { w, f } = found.value;
  const listed = listedSpell(lists, w.armyList, spell);
  if (!listed.ok) return listed;
  const entry = listed.value;
  if (spellsOf(f).some((s) => same(s, entry.type))) return refuse(`${f.id} already knows ${entry.type}`);
  // A key left at 0: every spell he sold back this stage is already replaced.
  if ((sold.get(f.id) ?? 0) < 1)
    return refuse(
      `${f.id} ${sold.has(f.id) ? 'has already replaced each spell he sold back this stage' : 'sold back no spell this stage'}: a wizard buys a spell only in place of one he sells back (“sell back their spells and buy new ones”, [Forces] 2.a.3; CT-R25.4)`,
    );
  if (entry.baseCost > player.treasury)
    return refuse(`${entry.type} costs ${entry.baseCost} gc, the treasury holds ${player.treasury}`);
  const after = replace(
    player,
    w,
    withSpells(f, [...spellsOf(f), entry.type], f.baseCost + entry.baseCost),
    player.treasury - entry.baseCost,
  );
  const errors = newErrors(player, after);
  if (errors.length > 0)
    return refuse(
      `${f.id} buying ${entry.type} refused: ${errors.map((e) => e.message).join('; ')} (CT-R25.3)`,
    );
  sold.set(f.id, (sold.get(f.id) ?? 0) - 1);
  return ok({ player: after, wizard: f.id, gc: -entry.baseCost, spell: entry.type });
}

/** The facts each player reports for his army in a battle (digest §6 "What the players report"; POST COMBAT). */
import type { BattleSide } from '../battle';
import type { CharacterFate } from '../characters';
import type { WmArmy } from '../model';
import type { WmBattle, WmOrder } from './model';

/** The characters a side reports lost, as the engine's fates (the enemy nation captures or kills). */
export function fatesOf(
  battle: WmBattle,
  army: WmArmy,
  enemy: string,
  orders: readonly WmOrder[],
): CharacterFate[] {
  return orders.flatMap((o) =>
    o.kind === 'fate' && o.battle === battle.id
      ? [
          {
            nation: army.nation,
            character: o.character,
            fate: o.fate,
            by: enemy,
            byCharacterInContact: o.inContact,
            items: o.items,
            ...(o.replacement ? { replacement: o.replacement } : {}),
            ...(army.general === o.character ? { army: army.name } : {}),
          },
        ]
      : [],
  );
}

export function sideOf(
  battle: WmBattle,
  army: string,
  orders: readonly WmOrder[],
  warnings: string[],
): BattleSide {
  const mine = orders.filter((o) => 'battle' in o && o.battle === battle.id);
  if (mine.length === 0) warnings.push(`${battle.id}: no report for ${army}: 0 VP and no losses`);
  let killed = 0;
  let objective = false;
  let retreatTo: string | undefined;
  const losses: BattleSide['losses'][number][] = [];
  for (const o of mine) {
    if (o.kind === 'killed') killed = o.points;
    if (o.kind === 'objective' && !o.independent) objective = true;
    if (o.kind === 'retreat') retreatTo = o.to;
    if (o.kind === 'loss') losses.push({ unit: o.unit, index: o.index, stands: o.stands });
  }
  return {
    army,
    enemyLossesCost: killed,
    soleObjective: objective,
    losses,
    ...(retreatTo ? { retreatTo } : {}),
  };
}

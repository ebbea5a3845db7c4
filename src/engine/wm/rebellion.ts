/**
 * Rebellion and New Nation (LOSING A NATION), and what the ledger keeps for them. Rebellion: "Any player who starts
 * the year with no troops or controlled areas may choose any town that was previously owned by his defunct nation
 * and take control of it", at the ransom step; one surviving character, or the new General, is the Rebel leader; "if
 * at any time the rebel leader is captured or slain the rebel nation is destroyed". New Nation: "Any defeated player
 * or new player may start the new year with an expedition … 10 units, 10 boats, One Admiral and 5 points of
 * characters + one magic item drawn from the deck", a race designated (a defeated player not his original one).
 */
import { wmEvent, type WmEvent } from './events';
import { afloat, expeditionsOf, newFleet, type Stepped } from './expedition';
import { area, areasOf, isTownOrCity, nation as nationOf, withArea, withNation } from './map';
import type { CharacterType, ShipLoad, WmState } from './model';
import { assignSpareItems } from './magic-items';
import { mayRebel } from './nations';
import { CHARACTER_COSTS } from './population-tables';

/** New Nation: 10 units, 10 boats, 5 points of characters, 1 magic item (LOSING A NATION, New Nation). */
export const NEW_NATION = { units: 10, boats: 10, characterPoints: 5, items: 1 } as const;

/** Why the nation may not rebel in `town` now, or null (at the New Year, after the armies leave). */
export function rebellionProblem(state: WmState, of: string, town: string): string | null {
  if (!mayRebel(state, of)) return `${of} still has troops on its roster or areas: no Rebellion`;
  const n = nationOf(state, of);
  if (!(n.onceOwned ?? []).includes(town)) return `${town} was never a town of ${of}`;
  const a = area(state, town);
  if (!isTownOrCity(a)) return `${town} holds no town any more`;
  return null;
}

/** Step 2: the town is taken and the Rebel leader named (his magic items go with him). */
export function rebel(state: WmState, of: string, town: string, leader: string): Stepped {
  const problem = rebellionProblem(state, of, town);
  if (problem) throw new RangeError(problem);
  const was = area(state, town).owner;
  const next = withNation(withArea(state, town, { owner: of, occupation: null }), of, {
    rebelLeader: leader,
  });
  return {
    state: next,
    events: [
      wmEvent(
        'NY2 Ransom',
        of,
        `rebels: takes ${town}${was ? ` from ${was}` : ''}, led by ${leader} (the Rebel leader)`,
        '002 LOSING A NATION, Rebellion',
      ),
    ],
  };
}

/**
 * After every stage: each nation's towns and cities are remembered (the Rebellion's "previously owned"), a rebel
 * nation whose leader is captured or dead is destroyed: its areas uncontrolled, its armies gone; and magic items
 * waiting on a roster are assigned (Magic Items: "at once"; magic-items.ts).
 */
export function keepRecords(state: WmState): Stepped {
  const events: WmEvent[] = [];
  let s: WmState = {
    ...state,
    nations: state.nations.map((n) => {
      const towns = areasOf(state, n.name)
        .filter(isTownOrCity)
        .map((a) => a.name)
        .filter((a) => !(n.onceOwned ?? []).includes(a));
      return towns.length > 0 ? { ...n, onceOwned: [...(n.onceOwned ?? []), ...towns] } : n;
    }),
  };
  for (const n of s.nations) {
    if (!n.rebelLeader) continue;
    const leader = n.characters.find((c) => c.name === n.rebelLeader);
    if (!leader || leader.status === 'active') continue;
    for (const a of areasOf(s, n.name)) s = withArea(s, a.name, { owner: null });
    s = withNation({ ...s, armies: s.armies.filter((a) => a.nation !== n.name) }, n.name, {
      rebelLeader: '',
    });
    events.push(
      wmEvent(
        'M5 Update map',
        n.name,
        `the Rebel leader ${leader.name} is ${leader.status === 'dead' ? 'slain' : 'captured'}: the rebel nation is destroyed; ${n.name} must start a new nation`,
        '002 LOSING A NATION, Rebellion',
      ),
    );
  }
  const items = assignSpareItems(s);
  return { state: items.state, events: [...events, ...items.events] };
}

export interface NewNationPlan {
  readonly name: string;
  readonly nation: string;
  readonly race: string;
  readonly destination: string;
  readonly general: string;
  readonly admiral: string;
  /** The other characters, each with its type (5 points with the General). */
  readonly characters: readonly { readonly type: CharacterType; readonly name: string }[];
  readonly units: readonly ShipLoad[];
  readonly item: string;
}

/** A defeated or new player: no areas, no troops and no fleet on the water. */
export function newNationProblems(
  state: WmState,
  p: NewNationPlan,
  fallen = mayRebel(state, p.nation),
): string[] {
  const out: string[] = [];
  const n = nationOf(state, p.nation);
  // Its armies leave the map at New Year 1 in any case.
  if (!fallen)
    out.push(`${p.nation} still has areas or troops: a New Nation is for a defeated or new player`);
  if (expeditionsOf(state).some((e) => e.nation === p.nation && afloat(e)))
    out.push(`${p.nation} already has a fleet at sea`);
  if ((n.onceOwned ?? []).length > 0 && p.race.toLowerCase() === n.race.toLowerCase())
    out.push(`a defeated player may not choose his original race (${n.race}): choose Exodus instead`);
  if (!state.areas.some((a) => a.landmass === p.destination))
    out.push(`${p.destination} is not a landmass on the map`);
  const points = CHARACTER_COSTS.General + p.characters.reduce((s, c) => s + CHARACTER_COSTS[c.type], 0);
  if (points > NEW_NATION.characterPoints)
    out.push(
      `${points} points of characters with the General: a New Nation has ${NEW_NATION.characterPoints}`,
    );
  if (p.characters.some((c) => c.type === 'General' || c.type === 'Admiral'))
    out.push('one General and one Admiral: the other characters are Heroes, Magic Users or Minor');
  const units = p.units.reduce((s, u) => s + u.count, 0);
  if (units !== NEW_NATION.units) out.push(`${units} unit(s): a New Nation sails with ${NEW_NATION.units}`);
  for (const u of p.units)
    if (!n.roster.some((e) => e.unit === u.unit))
      out.push(`${u.unit} is not on ${p.nation}'s roster (the moderator adds the race's unit types)`);
  const names = state.nations.flatMap((x) => x.characters.map((c) => c.name));
  for (const c of [p.general, p.admiral, ...p.characters.map((x) => x.name)])
    if (names.includes(c)) out.push(`a character is already named ${c}`);
  return out;
}

/** New Year 7: the new nation's characters and roster written, and its expedition at sea. */
/** `fallen`: as the year began, before step 6 replaced its lost units (the stage passes it). */
export function newNation(state: WmState, p: NewNationPlan, fallen = mayRebel(state, p.nation)): Stepped {
  const problems = newNationProblems(state, p, fallen);
  if (problems.length > 0) throw new RangeError(`${p.name}: ${problems.join('; ')}`);
  const n = nationOf(state, p.nation);
  const chars = [
    { name: p.general, type: 'General' as const },
    { name: p.admiral, type: 'Admiral' as const },
    ...p.characters,
  ].map((c) => ({ ...c, status: 'active' as const, items: [] }));
  const roster = n.roster.map((e) => {
    const k = p.units.filter((u) => u.unit === e.unit).reduce((s, u) => s + u.count, 0);
    return { ...e, bought: k, lost: 0 };
  });
  const fleet = newFleet({
    name: p.name,
    nation: p.nation,
    port: '',
    destination: p.destination,
    general: p.general,
    admiral: p.admiral,
    units: p.units,
    boats: NEW_NATION.boats,
    characters: p.characters.map((c) => c.name),
  });
  const next = withNation(state, p.nation, {
    race: p.race,
    roster,
    characters: [...n.characters.filter((c) => c.status !== 'active'), ...chars],
    spareItems: [...(n.spareItems ?? []), p.item],
    rebelLeader: '',
  });
  return {
    state: { ...next, expeditions: [...expeditionsOf(next), fleet] },
    events: [
      wmEvent(
        'NY7 Placement',
        p.nation,
        `a New Nation (${p.race}): ${p.name} at sea for ${p.destination} under ${p.general}, Admiral ${p.admiral}, with ${NEW_NATION.units} units, ${NEW_NATION.boats} boats and ${p.item}`,
        '002 LOSING A NATION, New Nation',
      ),
    ],
  };
}

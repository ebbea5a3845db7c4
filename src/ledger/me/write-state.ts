import type { MeState } from '../../engine/me/model';
import type { TabSpec } from '../schema';
import { type TabRows, headerIndex } from '../tab';
import { type Cells, tabGrid } from '../write-state';
import { formatAdvances, formatInjuryChanges, literalText } from './cells';
import {
  ME_ARMIES_TAB,
  ME_CARRY_TAB,
  ME_CHARACTERS_TAB,
  ME_DIPLOMACY_TAB,
  ME_KINGDOMS_TAB,
  ME_MAP_TAB,
  ME_MERCENARIES_TAB,
  ME_NEUTRAL_KINGDOMS_TAB,
} from './schema';

/** A turn cell: 0 (never) is written blank. */
const turn = (n: number): number | '' => (n === 0 ? '' : n);

/** The Mighty Empires state as records of each tab it lives on (the inverse of readMeState). */
export function meStateRecords(state: MeState): ReadonlyMap<TabSpec, Cells[]> {
  const hexes = [...state.hexes].sort((a, b) => a.address.localeCompare(b.address));
  return new Map<TabSpec, Cells[]>([
    [
      ME_MAP_TAB,
      hexes.map((h) => ({
        Hex: h.address,
        Terrain: h.terrain,
        River: h.river ?? '',
        'Tunnel to': h.tunnelTo ?? '',
        Explored: h.explored,
        Owner: h.owner ?? '',
        'Neutral kingdom': h.neutralKingdom ?? '',
        'Neutral capital': h.neutralCapital,
        'Major feature': h.major ?? '',
        'Minor feature': h.minor ?? '',
        'Node lore': h.nodeLore ?? '',
        Fortress: h.fortress ?? '',
        Garrison: h.garrison,
        Watchtower: h.watchtower,
        'No support until': turn(h.noSupportUntil),
        'Looted turn': turn(h.lootedTurn),
        'Battle turn': turn(h.battleTurn),
        'Defenders race': h.defenders?.race ?? '',
        'Defenders basic': h.defenders?.basic ?? '',
        'Well defended': h.defenders?.wellDefended ?? false,
        'Discovered turn': h.defenders?.discoveredTurn ?? '',
        'Defenders extra': h.defenders ? h.defenders.extra : '',
        'Incited by': h.defenders?.incitedBy.join(', ') ?? '',
        Beast: h.beast,
      })),
    ],
    [
      ME_KINGDOMS_TAB,
      state.kingdoms.map((k) => ({
        Player: k.player,
        Race: k.race,
        Capital: k.capital ?? '',
        Power: k.power,
        'Production bank': k.bank,
        'Last incite turn': turn(k.lastInciteTurn),
        Eliminated: k.eliminated,
        'Known kingdoms': k.knownKingdoms.join(', '),
        'Magic items': k.magicItems.join('; '),
      })),
    ],
    [
      ME_ARMIES_TAB,
      state.armies.map((a) => ({
        Army: a.name,
        Player: a.owner,
        'Basic size': a.basic,
        General: a.general ?? '',
        List: a.list,
        'Dispersed turn': turn(a.dispersedTurn),
      })),
    ],
    [
      ME_CHARACTERS_TAB,
      state.characters.map((c) => ({
        Character: c.name,
        Player: c.owner,
        Army: c.army ?? '',
        Rank: c.rank,
        'Wizard level': c.wizardLevel,
        Role: c.role ?? '',
        XP: c.xp,
        'Advancement rolls': c.advancementRolls,
        Advances: formatAdvances(c.advances),
        'Injury changes': formatInjuryChanges(c.injuryChanges),
        Injuries: c.injuries.join(', '),
        Psychology: c.psychology.join(', '),
        Status: c.status,
        'Status turn': turn(c.statusTurn),
      })),
    ],
    [
      ME_NEUTRAL_KINGDOMS_TAB,
      state.neutralKingdoms.map((k) => ({
        Kingdom: k.id,
        Race: k.race,
        Capital: k.capital,
        'Conquered by': k.conqueredBy ?? '',
      })),
    ],
    [
      ME_MERCENARIES_TAB,
      state.mercenaries.map((m) => ({
        Unit: m.unit,
        Player: m.player,
        Army: m.army ?? '',
        Points: m.points ?? '',
        Upkeep: m.upkeep,
        'Power upkeep': m.powerUpkeep,
        'From turn': m.fromTurn,
      })),
    ],
    [
      ME_CARRY_TAB,
      state.carry.map((c) => ({
        Player: c.player,
        Kind: c.kind,
        Amount: c.amount,
        'From turn': c.fromTurn,
        'To turn': c.toTurn,
        Source: c.source,
      })),
    ],
    [
      ME_DIPLOMACY_TAB,
      state.agreements.map((a) => ({
        Player: a.a,
        With: a.b,
        Agreement: a.kind,
        'Since turn': a.since,
        'Breaking turn': turn(a.breakingTurn),
      })),
    ],
  ]);
}

/**
 * Each ME tab's body as setValues input (one write a tab): tabGrid's layout (the sheet's own column order, the
 * moderator's own columns kept, formulas in row 2), with every string of the ledger's columns made literal so
 * that text from players (names, lists, notes) is never read as a formula, a number or a boolean. A tab whose
 * text columns are already formatted as plain text passes `textFormatted`.
 */
export function meStateGrids(
  state: MeState,
  existing: (spec: TabSpec) => TabRows,
  options: { readonly textFormatted?: boolean } = {},
): Map<TabSpec, unknown[][]> {
  const out = new Map<TabSpec, unknown[][]>();
  for (const [spec, records] of meStateRecords(state)) {
    const tab = existing(spec);
    const grid = tabGrid(spec, tab, records);
    const column = headerIndex(tab);
    const plain = spec.columns
      .filter((c) => !c.formula)
      .map((c) => column(c.header))
      .filter((i) => i >= 0);
    for (const row of grid) for (const c of plain) row[c] = literalText(row[c], options.textFormatted);
    out.set(spec, grid);
  }
  return out;
}

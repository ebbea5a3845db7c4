/**
 * The engine's campaign as the records of a WarMaster ledger's tabs, keyed by header (the Apps Script side maps them
 * onto the sheet's own column order): the inverse of read-state.
 */
import { rosterAtHome } from '../../engine/wm/expedition-roster';
import type { WmState } from '../../engine/wm/model';
import type { WmBattle, WmCampaign } from '../../engine/wm/stages/model';
import type { Cells } from '../write-state';

export function areaRecords(s: WmState): Cells[] {
  return s.areas.map((a) => ({
    Area: a.name,
    Terrain: a.terrain,
    River: a.river,
    Coast: a.coastal,
    Landmass: a.landmass,
    Chaos: a.chaos,
    Pop: a.pop,
    POI: a.poi ?? '',
    Owner: a.owner ?? '',
    Occupier: a.occupation?.army ?? '',
    'Occupied turns': a.occupation ? a.occupation.turns : '',
    Ceded: a.ceded === true,
    'Last stand': a.lastStand === true,
  }));
}

export function boundaryRecords(s: WmState): Cells[] {
  return s.boundaries.map((b) => ({
    'Area A': b.a,
    'Area B': b.b,
    Delay: b.delay ?? '',
    Crossing: b.crossing === true,
  }));
}

export function nationRecords(s: WmState): Cells[] {
  return s.nations.map((n) => ({
    Player: n.name,
    Race: n.race,
    Habitats: n.habitats.join(', '),
    Capital: n.capital ?? '',
    XP: n.experience,
    'Rally used': n.rallyUsed,
    Absences: n.absences ?? 0,
    'Extra character points': n.extraCharacterPoints ?? 0,
    'Extra villages': n.extraVillages ?? 0,
    'Spare items': (n.spareItems ?? []).join(', '),
    'Towns once owned': (n.onceOwned ?? []).join(', '),
    'Rebel leader': n.rebelLeader ?? '',
  }));
}

/** Away: derived from the expeditions (rosterAtHome), for the moderator's eye; read-state never reads it. */
export function rosterRecords(s: WmState): Cells[] {
  return s.nations.flatMap((n) =>
    rosterAtHome(s, n.name).map(({ entry: e, away }) => ({
      Player: n.name,
      Unit: e.unit,
      Category: e.category,
      Cost: e.cost,
      Bought: e.bought,
      Lost: e.lost,
      Away: away,
    })),
  );
}

export function characterRecords(s: WmState): Cells[] {
  return s.nations.flatMap((n) =>
    n.characters.map((c) => ({
      Character: c.name,
      Player: n.name,
      Type: c.type,
      Status: c.status,
      'Held by': c.capturedBy ?? '',
      Items: c.items.join(', '),
      'Royal nephew': c.royalNephew === true,
    })),
  );
}

export function armyRecords(s: WmState): Cells[] {
  return s.armies.map((a) => ({
    Army: a.name,
    Player: a.nation,
    General: a.general,
    Area: a.area,
    Location: a.location,
    Status: a.status,
    'Came from': a.cameFrom ?? '',
    Delay: a.delay ? a.delay.turns : '',
    'Delay to': a.delay ? a.delay.to : '',
    'Orders ahead': (a.ahead ?? []).join(', '),
    Still: a.still ? a.still : '',
  }));
}

export function battleRecords(battles: readonly WmBattle[]): Cells[] {
  return battles.map((b) => ({
    Battle: b.id,
    Turn: b.turn,
    Area: b.area,
    Armies: [...b.armies, ...(b.more ?? [])].join(' vs '),
    Cause: b.cause,
    Engagement: b.engagement,
    Location: b.location,
    Status: b.status,
    Winner: b.winner,
    Result: b.result,
    Setup: b.setup.join('; '),
    Attackers: (b.attackers ?? []).join(', '),
  }));
}

export function expeditionRecords(s: WmState): Cells[] {
  return (s.expeditions ?? []).map((e) => ({
    Expedition: e.name,
    Player: e.nation,
    Port: e.port,
    Destination: e.destination,
    General: e.general,
    Admiral: e.admiral,
    Units: e.units.map((u) => `${u.count} ${u.unit}`).join(', '),
    Boats: e.boats,
    Advantages: e.advantages,
    Characters: e.characters.join(', '),
    Healer: e.healer,
    Status: e.status,
    Area: e.area ?? '',
    Result: e.result,
    Mutinied: e.mutinied,
    'Pirates sunk': e.piratesSunk,
    Monster: e.monster ?? '',
    'Monster result': e.monsterResult ?? '',
    Ally: e.ally ?? '',
    Exodus: e.exodus,
  }));
}

export function lesserRaceRecords(s: WmState): Cells[] {
  return (s.minors ?? []).map((m) => ({
    Race: m.race,
    Box: String(m.box),
    Markers: Object.entries(m.markers)
      .filter(([, n]) => n > 0)
      .map(([p, n]) => `${p} ${n}`)
      .join(', '),
    Area: m.area ?? '',
  }));
}

/** Every state tab's records, by tab name. */
export function wmRecords(c: WmCampaign): Map<string, Cells[]> {
  return new Map([
    ['Areas', areaRecords(c.state)],
    ['Boundaries', boundaryRecords(c.state)],
    ['Nations', nationRecords(c.state)],
    ['Roster', rosterRecords(c.state)],
    ['Characters', characterRecords(c.state)],
    ['Armies', armyRecords(c.state)],
    ['Battles', battleRecords(c.battles)],
    ['Expeditions', expeditionRecords(c.state)],
    ['Lesser races', lesserRaceRecords(c.state)],
  ]);
}

import { formatHex, Hex } from '../hex';
import type { CampaignMap, CampaignState, Declaration, Structure, Unit } from '../model';
import { armySize } from './economy';
import type { ArmyMobility, ArmySite, CityImprovement } from './tables';
import type { SpyReport } from './visibility-spy';
import { visibleHexes } from './visibility';

/**
 * One player's view of the campaign (boardgame.io's player view is the idea): their own everything; of others,
 * what VISIBILITY allows (the hexes they see, whole), every surface city's position ("All cities are visible to
 * all players although size, upgrades, and any forces in the city remain hidden"), the upgrades a spy found, and
 * the declarations ("a matter of public record"). Never another player's treasury, orders or email.
 */

export interface PlayerView {
  readonly player: string;
  readonly turn: number;
  /** Names, races and colours are public; only the viewer's own email is kept. */
  readonly players: readonly { readonly name: string; readonly race: string; readonly colour: string }[];
  readonly email: string;
  readonly diplomacy: readonly Declaration[];
  readonly map: CampaignMap;
  readonly cities: readonly CityView[];
  readonly armies: readonly ArmyView[];
  readonly units: readonly UnitView[];
  readonly structures: readonly StructureView[];
  /** Addresses of the hexes holding others' things that the player sees, sorted. */
  readonly seen: readonly string[];
  /** The player's own treasury, when given. */
  readonly treasury: number | null;
  readonly spyReports: readonly SpyReport[];
}

export interface CityView {
  readonly name: string;
  readonly player: string;
  readonly hex: Hex;
  readonly own: boolean;
  /** Hidden (null) for others' cities. */
  readonly size: number | null;
  /** Others' cities: what a spy found, else null (unknown). */
  readonly improvements: readonly CityImprovement[] | null;
  readonly conquered: boolean | null;
  readonly corruption: number | null;
}

export interface ArmyView {
  readonly name: string;
  readonly player: string;
  readonly hex: Hex;
  readonly own: boolean;
  /** The size is what a watcher can judge (Table 3 works on it); points, race and site are the owner's to know. */
  readonly size: number;
  readonly points: number | null;
  readonly race: string | null;
  readonly site: ArmySite | null;
  readonly mobility: ArmyMobility;
}

export type UnitView = Unit & { readonly own: boolean };
export type StructureView = Structure & { readonly own: boolean };

export interface ViewExtras {
  /** The player's own treasury balance. */
  readonly treasury?: number;
  /** What the player's spies found (spyReportsFromEvents). */
  readonly spyReports?: readonly SpyReport[];
}

const lower = (s: string): string => s.trim().toLowerCase();

export function playerView(state: CampaignState, player: string, extras: ViewExtras = {}): PlayerView {
  const me = lower(player);
  const own = (p: string): boolean => lower(p) === me;
  const seen = visibleHexes(state, player);
  const sees = (hex: Hex): boolean => seen.has(formatHex(hex));
  const spied = new Map<string, SpyReport>();
  for (const r of extras.spyReports ?? []) spied.set(lower(r.city), r);
  const self = state.players.find((p) => own(p.name));
  const underground = (hex: Hex): boolean => state.map.hexes.get(formatHex(hex))?.terrain === 'Underground';

  const cities: CityView[] = [];
  for (const c of state.cities) {
    if (c.size <= 0) continue;
    if (own(c.player)) {
      cities.push({ ...c, own: true, improvements: [...c.improvements], corruption: c.corruption });
      continue;
    }
    // UNDERGROUND RULES: "Cities in the underground are not shown to all players like surface cities".
    if (underground(c.hex) && !sees(c.hex)) continue;
    const report = spied.get(lower(c.name));
    cities.push({
      name: c.name,
      player: c.player,
      hex: c.hex,
      own: false,
      size: null,
      improvements: report ? (report.improvements as CityImprovement[]) : null,
      conquered: null,
      corruption: null,
    });
  }
  const armies: ArmyView[] = state.armies
    .filter((a) => a.points > 0 && (own(a.player) || sees(a.hex)))
    .map((a) =>
      own(a.player)
        ? { ...a, own: true, size: armySize(a.points) }
        : {
            name: a.name,
            player: a.player,
            hex: a.hex,
            own: false,
            size: armySize(a.points),
            points: null,
            race: null,
            site: null,
            mobility: a.mobility,
          },
    );
  const units: UnitView[] = state.units
    .filter((u) => own(u.player) || (u.type !== 'Spy' && sees(u.hex)))
    .map((u) => ({ ...u, own: own(u.player) }));
  const structures: StructureView[] = state.structures
    .filter((s) => own(s.player) || sees(s.hex))
    .map((s) => ({ ...s, own: own(s.player) }));
  return {
    player: self?.name ?? player,
    turn: state.turn,
    players: state.players.map((p) => ({ name: p.name, race: p.race, colour: p.colour })),
    email: self?.email ?? '',
    diplomacy: state.diplomacy,
    map: state.map,
    cities,
    armies,
    units,
    structures,
    seen: [...seen].sort(),
    treasury: extras.treasury ?? null,
    spyReports: extras.spyReports ?? [],
  };
}

import { formatHex, parseHex } from '../../engine/hex';
import { hexIndex, orphanedHexes } from '../../engine/me/map';
import type { MeState } from '../../engine/me/model';
import { entitlements, totalSupport } from '../../engine/me/support';
import { totalArmySize } from '../../engine/me/support-armies';
import { effectivePower } from '../../engine/me/support-effective-power';
import { DEFAULT_SUPPORT_SETTINGS, type SupportSettings } from '../../engine/me/support-tables';
import {
  type Cell,
  type CellResult,
  fail,
  type Grid,
  isBlank,
  numberOf,
  overCells,
  textOf,
} from '../cell-args';
import { hexText } from './cells';
import { readMeState, type MeStateTabs } from './read-state';

/**
 * The Mighty Empires custom functions (rulesets-design.md §5) over cell values as Sheets passes them: a single
 * value, or a 2-D array for a whole column, answered row by row. A bad cell answers a short `#ME_…: why` text in
 * that cell only; a blank key cell answers ''. The ledger is read at most once per call, on the first row that
 * needs it (`makeLookup`); the `version` argument is the gas wrapper's (it only makes Sheets recompute).
 */

/** What the functions need from the ledger, built once per call. */
export interface MeLookup {
  readonly state: MeState;
  readonly settings: SupportSettings;
  /** The player's name as on the Kingdoms tab, matched ignoring case; null when unknown. */
  player(name: string): string | null;
  /** The player's orphaned hexes (1.3A), worked out once per player. */
  orphaned(player: string): ReadonlySet<string>;
}

export function meLookupFor(state: MeState, settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS): MeLookup {
  const names = new Map(state.kingdoms.map((k) => [k.player.toLowerCase(), k.player]));
  const orphans = new Map<string, Set<string>>();
  return {
    state,
    settings,
    player: (name) => names.get(name.trim().toLowerCase()) ?? null,
    orphaned: (player) => {
      let found = orphans.get(player);
      if (!found) orphans.set(player, (found = new Set(orphanedHexes(state, player))));
      return found;
    },
  };
}

/**
 * The lookup from the tabs as read (each once): what the gas wrapper builds on a function's first row. Rows with
 * issues are left out, as the resolver leaves them (Check ledger lists the issues).
 */
export function meLookupFromTabs(
  tabs: MeStateTabs,
  settings: SupportSettings = DEFAULT_SUPPORT_SETTINGS,
): MeLookup {
  return meLookupFor(readMeState(tabs).state, settings);
}

function once(make: () => MeLookup): () => MeLookup {
  let made: MeLookup | null = null;
  return () => (made ??= make());
}

function playerArg(lookup: MeLookup, value: Cell): string {
  const text = textOf(value);
  return lookup.player(text) ?? fail(`'${text}' is not on the Kingdoms tab`);
}

/** A per-player function over a column of player names. */
function perPlayer(
  name: string,
  makeLookup: () => MeLookup,
  players: Cell,
  answer: (lookup: MeLookup, player: string) => CellResult,
): CellResult | Grid {
  const lookup = once(makeLookup);
  return overCells(name, players, [], (value) =>
    isBlank(value) ? '' : answer(lookup(), playerArg(lookup(), value)),
  );
}

const support = (lookup: MeLookup, player: string): number =>
  totalSupport(lookup.state, player, new Map(), lookup.settings).total;

/** =ME_SUPPORT(player, version): Total Support with no edicts this turn (2.1B): hexes, loot, conscription, less mercenary upkeep. */
export function meSupportCells(makeLookup: () => MeLookup, players: Cell): CellResult | Grid {
  return perPlayer('ME_SUPPORT', makeLookup, players, support);
}

/** =ME_ENTITLEMENTS(player, version): "Lord 1, Hero 1, Special 1, Rare 1" and any Town slots (2.2B, Table 6). */
export function meEntitlementsCells(makeLookup: () => MeLookup, players: Cell): CellResult | Grid {
  return perPlayer('ME_ENTITLEMENTS', makeLookup, players, (lookup, player) => {
    const race = lookup.state.kingdoms.find((k) => k.player === player)?.race ?? '';
    const e = entitlements(lookup.state, player, race, support(lookup, player), lookup.settings);
    const parts = [`Lord ${e.lord}`, `Hero ${e.hero}`, `Special ${e.special}`, `Rare ${e.rare}`];
    if (e.anyOne > 0) parts.push(`Town ${e.anyOne}`);
    return parts.join(', ');
  });
}

/** =ME_EFFECTIVE_POWER(player, version): the score (3.1A Table 1), halves as .5. */
export function meEffectivePowerCells(makeLookup: () => MeLookup, players: Cell): CellResult | Grid {
  return perPlayer(
    'ME_EFFECTIVE_POWER',
    makeLookup,
    players,
    (lookup, player) => effectivePower(lookup.state, player).halves / 2,
  );
}

/** =ME_TOTAL_SIZE(points): rounded half up to 50, at most 3000 (3.1B: 2275 → 2300, 2868 → 2850). Reads nothing. */
export function meTotalSizeCells(points: Cell): CellResult | Grid {
  return overCells('ME_TOTAL_SIZE', points, [], (value) => {
    if (isBlank(value)) return '';
    const n = numberOf(value);
    if (n === null || !Number.isInteger(n) || n < 0)
      fail(`points must be a whole number from 0, got '${textOf(value)}'`);
    const size = totalArmySize({ basic: n as number });
    if (size.problem) fail(size.problem);
    return size.size;
  });
}

/** =ME_ORPHANED(hex, player, version): yes when the player's hex cannot trace friendly hexes to his capital (1.3A). */
export function meOrphanedCells(makeLookup: () => MeLookup, hexes: Cell, players: Cell): CellResult | Grid {
  const lookup = once(makeLookup);
  let index: ReturnType<typeof hexIndex> | null = null;
  return overCells('ME_ORPHANED', hexes, [players], (value, who) => {
    if (isBlank(value) || isBlank(who)) return '';
    const parsed = parseHex(hexText(value));
    if (!parsed) return fail(`hex must be four digits CCRR, got '${textOf(value)}'`);
    const address = formatHex(parsed);
    index ??= hexIndex(lookup().state.hexes);
    const hex = index.get(address) ?? fail(`hex ${address} is not on the Map tab`);
    const player = playerArg(lookup(), who);
    if (hex.owner !== player) fail(`hex ${address} is not held by ${player}`);
    return lookup().orphaned(player).has(address) ? 'yes' : 'no';
  });
}

/** A custom function as the Apps Script global lists it (rulesets-design.md §3.7 CellFunctionSpec). */
export interface MeCellFunctionSpec {
  readonly name: string;
  readonly params: readonly string[];
  /** The @customfunction JSDoc line. */
  readonly doc: string;
}

/** The ME custom functions, for the gas globals (each needs a `global.NAME` there, with `version` last). */
export const ME_CELL_FUNCTIONS: readonly MeCellFunctionSpec[] = [
  {
    name: 'ME_SUPPORT',
    params: ['player', 'version'],
    doc: 'Total Support of a kingdom before edicts (2.1B).',
  },
  {
    name: 'ME_ENTITLEMENTS',
    params: ['player', 'version'],
    doc: 'Lord, Hero, Special, Rare and Town slots (2.2B).',
  },
  {
    name: 'ME_EFFECTIVE_POWER',
    params: ['player', 'version'],
    doc: 'Effective Power, the score (3.1A Table 1).',
  },
  {
    name: 'ME_TOTAL_SIZE',
    params: ['points'],
    doc: 'Total Army Size rounded half up to 50, at most 3000 (3.1B).',
  },
  {
    name: 'ME_ORPHANED',
    params: ['hex', 'player', 'version'],
    doc: 'yes when the hex is cut off from its capital (1.3A).',
  },
];

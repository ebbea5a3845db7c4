/**
 * A WarMaster ledger's tabs read into the engine's campaign (digest §2), with a CellIssue for every bad cell naming
 * its tab, cell and why; rows with problems are left out. Cross-references (an owner not a nation, an army in an
 * unknown area) are checked after the rows.
 */
import type { Clock } from '../../engine/core/stage';
import type {
  CharacterType,
  RosterEntry,
  Terrain,
  WmArea,
  WmArmy,
  WmBoundary,
  WmCharacter,
  WmNation,
  WmState,
} from '../../engine/wm/model';
import type { WmBattle, WmCampaign } from '../../engine/wm/stages/model';
import { yearOf, monthOf, WM_STAGE_IDS } from '../../engine/wm/stages/model';
import type { TabValues } from '../stage-ruleset';
import { cellText, readRows, tabRows, type CellIssue, type RowReader } from '../tab';
import { readClock, readSettings, type WmCampaignSettings } from './campaign-read';
import { crossCheck } from './cross-check';
import { readExpeditions } from './read-expeditions';
import { readLesserRaces } from './read-lesser-races';
import {
  WM_ARMY_STATUSES,
  WM_BATTLE_STATUSES,
  WM_CATEGORIES,
  WM_CHARACTER_STATUSES,
  WM_CHARACTER_TYPES,
  WM_DELAYS,
  WM_LOCATIONS,
  WM_OWN_TABS,
  WM_POPS,
  WM_TERRAINS,
} from './schema';

export interface WmRead {
  readonly campaign: WmCampaign;
  readonly clock: Clock;
  readonly settings: WmCampaignSettings;
  readonly players: readonly string[];
  readonly issues: readonly CellIssue[];
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function tab(tabs: TabValues, name: string, issues: CellIssue[]): ReturnType<typeof tabRows> {
  const values = tabs.get(name);
  if (!values)
    issues.push({ tab: name, cell: 'A1', message: `the ${name} tab is missing: run Set up ledger` });
  return tabRows(name, values ?? []);
}

function optionalText(r: RowReader, header: string): string | null {
  const t = r.text(header, header, false);
  return t === '' ? null : t;
}

export function readPlayers(tabs: TabValues, issues: CellIssue[] = []): string[] {
  const read = readRows(tab(tabs, 'Players', issues), (r) => r.text('Player', 'Player'), {
    unique: 'Player',
  });
  issues.push(...read.issues);
  return read.items;
}

function readArea(r: RowReader): WmArea {
  const occupier = optionalText(r, 'Occupier');
  const turns = r.integer('Occupied turns', 'Occupied turns', 0, 3, 0);
  return {
    name: r.text('Area', 'Area'),
    terrain: r.choice<Terrain>('Terrain', 'Terrain', WM_TERRAINS, 'plains'),
    river: r.boolean('River', 'River'),
    coastal: r.boolean('Coast', 'Coast'),
    landmass: r.text('Landmass', 'Landmass', false) || 'Main',
    chaos: r.boolean('Chaos', 'Chaos'),
    pop: r.choice('Pop', 'Pop', WM_POPS, 'Village'),
    poi: optionalText(r, 'POI'),
    owner: optionalText(r, 'Owner'),
    ceded: r.boolean('Ceded', 'Ceded'),
    lastStand: r.boolean('Last stand', 'Last stand'),
    occupation: occupier ? { army: occupier, turns } : null,
  };
}

function readBoundary(r: RowReader): WmBoundary {
  const delay = r.text('Delay', 'Delay', false);
  return {
    a: r.text('Area A', 'Area A'),
    b: r.text('Area B', 'Area B'),
    delay: delay === '' ? null : r.choice('Delay', 'Delay', WM_DELAYS),
    crossing: r.boolean('Crossing', 'Crossing'),
  };
}

function readCharacter(r: RowReader): WmCharacter & { readonly player: string } {
  const heldBy = optionalText(r, 'Held by');
  const status = r.choice('Status', 'Status', WM_CHARACTER_STATUSES, 'active');
  if (status === 'captured' && !heldBy)
    r.fail('Held by', 'a captured character needs the nation holding him');
  return {
    name: r.text('Character', 'Character'),
    player: r.text('Player', 'Player'),
    type: r.choice<CharacterType>('Type', 'Type', WM_CHARACTER_TYPES),
    status,
    ...(heldBy ? { capturedBy: heldBy } : {}),
    items: list(r.text('Items', 'Items', false)),
    ...(r.boolean('Royal nephew', 'Royal nephew') ? { royalNephew: true } : {}),
  };
}

function readRoster(r: RowReader): RosterEntry & { readonly player: string } {
  const bought = r.integer('Bought', 'Bought', 0, 999);
  const lost = r.integer('Lost', 'Lost', 0, 999, 0);
  if (lost > bought) r.fail('Lost', `Lost (${lost}) is more than Bought (${bought})`);
  return {
    player: r.text('Player', 'Player'),
    unit: r.text('Unit', 'Unit'),
    category: r.choice('Category', 'Category', WM_CATEGORIES),
    cost: r.integer('Cost', 'Cost', 1, 9999),
    bought,
    lost,
  };
}

function readArmy(r: RowReader): WmArmy {
  const delayTurns = r.integer('Delay', 'Delay', 0, 6, 0);
  const delayTo = r.text('Delay to', 'Delay to', delayTurns > 0);
  const ahead = list(r.text('Orders ahead', 'Orders ahead', false));
  const cameFrom = optionalText(r, 'Came from');
  return {
    name: r.text('Army', 'Army'),
    nation: r.text('Player', 'Player'),
    general: r.text('General', 'General'),
    area: r.text('Area', 'Area'),
    location: r.choice('Location', 'Location', WM_LOCATIONS, 'Countryside'),
    status: r.choice('Status', 'Status', WM_ARMY_STATUSES, 'normal'),
    cameFrom,
    delay: delayTurns > 0 ? { turns: delayTurns, to: delayTo } : null,
    still: r.integer('Still', 'Still', 0, 99, 0),
    ...(ahead.length > 0 ? { ahead } : {}),
  };
}

function readBattle(r: RowReader): WmBattle {
  const sides = r
    .text('Armies', 'Armies')
    .split(/\s+vs\s+/i)
    .map((s) => s.trim());
  // MULTIPLE PLAYERS / ARMIES: a meeting of three or more is written 'A vs B vs C'.
  if (sides.length < 2 || sides.some((s) => s === ''))
    r.fail(
      'Armies',
      `write the armies as 'A vs B' (a meeting of more: 'A vs B vs C'), got '${cellText(r.raw('Armies'))}'`,
    );
  const more = sides.slice(2);
  const attackers = list(r.text('Attackers', 'Attackers', false));
  const stray = attackers.find((a) => !sides.includes(a));
  if (stray !== undefined) r.fail('Attackers', `'${stray}' is not one of this battle's armies`);
  const engagement = r.text('Engagement', 'Engagement', false);
  const engagements = ['battle', '*battle*', 'siege', 'assault'] as const;
  const location = r.text('Location', 'Location', false);
  return {
    id: r.text('Battle', 'Battle'),
    turn: r.integer('Turn', 'Turn', 1, 9999),
    area: r.text('Area', 'Area'),
    armies: [sides[0] ?? '', sides[1] ?? ''],
    cause: r.text('Cause', 'Cause', false) || 'contact',
    engagement: engagement === '' ? '' : r.choice('Engagement', 'Engagement', engagements),
    location: location === '' ? '' : r.choice('Location', 'Location', WM_LOCATIONS),
    status: r.choice('Status', 'Status', WM_BATTLE_STATUSES),
    winner: r.text('Winner', 'Winner', false),
    result: r.text('Result', 'Result', false),
    setup: r
      .text('Setup', 'Setup', false)
      .split(/\s*;\s*/)
      .filter((s) => s !== ''),
    ...(more.length > 0 ? { more } : {}),
    ...(attackers.length > 0 ? { attackers } : {}),
  };
}

function readNation(r: RowReader): Omit<WmNation, 'roster' | 'characters'> {
  return {
    name: r.text('Player', 'Player'),
    race: r.text('Race', 'Race'),
    habitats: list(r.text('Habitats', 'Habitats', false)).map((h) => h.toLowerCase()) as Terrain[],
    capital: r.text('Capital', 'Capital', false) || undefined,
    experience: r.integer('XP', 'XP', 0, 99999, 0),
    rallyUsed: r.boolean('Rally used', 'Rally used'),
    absences: r.integer('Absences', 'Absences', 0, 99, 0),
    extraCharacterPoints: r.integer('Extra character points', 'Extra character points', -99, 99, 0),
    extraVillages: r.integer('Extra villages', 'Extra villages', 0, 99, 0),
    spareItems: list(r.text('Spare items', 'Spare items', false)),
    onceOwned: list(r.text('Towns once owned', 'Towns once owned', false)),
    rebelLeader: r.text('Rebel leader', 'Rebel leader', false),
  };
}

/** Every tab the rules read, into the campaign; `issues` holds each bad cell. */
export function readWm(tabs: TabValues): WmRead {
  const issues: CellIssue[] = [];
  const clock = readClock(tabs, issues);
  const settings = readSettings(tabs, issues);
  const players = readPlayers(tabs, issues);
  for (const spec of WM_OWN_TABS) if (!tabs.has(spec.name)) tab(tabs, spec.name, issues);
  const got = <T>(name: string, read: (r: RowReader) => T, unique?: string): T[] => {
    const out = readRows(tabRows(name, tabs.get(name) ?? []), read, unique ? { unique } : {});
    issues.push(...out.issues);
    return out.items;
  };
  const areas = got('Areas', readArea, 'Area');
  const boundaries = got('Boundaries', readBoundary);
  const nations = got('Nations', readNation, 'Player');
  const roster = got('Roster', readRoster);
  const characters = got('Characters', readCharacter, 'Character');
  const armies = got('Armies', readArmy, 'Army');
  const battles = got('Battles', readBattle, 'Battle');
  const state: WmState = {
    // The New Year stage runs before month 1 of its year: the state is still last year's.
    year: yearOf(clock.turn) - (clock.stage === WM_STAGE_IDS.newYear ? 1 : 0),
    month: clock.stage === WM_STAGE_IDS.newYear ? 12 : monthOf(clock.turn),
    areas,
    boundaries,
    nations: nations.map((n) => ({
      ...n,
      roster: roster.filter((e) => e.player === n.name).map(({ player: _p, ...e }) => e),
      characters: characters.filter((c) => c.player === n.name).map(({ player: _p, ...c }) => c),
    })),
    armies,
    settings: {
      production: settings.production,
      draw: settings.draw,
      garrisonFrom: settings.garrisonFrom,
      expeditionDice: settings.expeditionDice,
      multipleArmies: settings.multipleArmies,
    },
  };
  crossCheck(tabs, state, players, issues);
  const expeditions = readExpeditions(tabs, state, issues);
  const minors = readLesserRaces(tabs, state, issues);
  const read: WmState = {
    ...state,
    ...(expeditions.length > 0 ? { expeditions } : {}),
    ...(minors.length > 0 ? { minors } : {}),
  };
  return {
    campaign: { state: read, battles },
    clock,
    settings,
    players,
    issues,
  };
}

/**
 * The Expeditions tab read (EXPEDITIONS & EXPLORING; Exodus; New Nation), each bad cell a CellIssue naming tab, cell
 * and why: names that must be on the other tabs (nation, port, landmass; a live row's characters and unit types),
 * the loads as `<count> <unit>`, ships >= units while at sea (WM-R15), a landed army's area.
 */
import { afloat, live } from '../../engine/wm/expedition';
import type { ShipLoad, WmExpedition, WmState } from '../../engine/wm/model';
import type { TabValues } from '../stage-ruleset';
import { readRows, tabRows, type CellIssue, type RowReader } from '../tab';
import { WM_EXPEDITION_STATUSES, WM_MONSTER_RESULTS } from './schema';

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function loads(r: RowReader, text: string, units: readonly string[] | null): ShipLoad[] {
  const out: ShipLoad[] = [];
  for (const part of list(text)) {
    const m = /^(\d+)\s+(.+)$/.exec(part);
    if (!m) {
      r.fail('Units', `write each load as '<count> <unit>', e.g. '3 Halberdiers'; got '${part}'`);
      continue;
    }
    // An unknown nation is reported on its own Player cell; its loads are not checked against a roster.
    const unit = units ? units.find((u) => u.toLowerCase() === (m[2] ?? '').toLowerCase()) : (m[2] ?? '');
    if (!unit) r.fail('Units', `'${m[2] ?? ''}' is not a unit type on the nation's Roster rows`);
    else out.push({ unit, count: Number(m[1]) });
  }
  return out;
}

function readExpedition(r: RowReader, s: WmState): WmExpedition {
  const name = r.text('Expedition', 'Expedition');
  const player = r.text('Player', 'Player');
  const n = s.nations.find((x) => x.name === player);
  if (player !== '' && !n) r.fail('Player', `'${player}' is not a nation on the Nations tab`);
  const port = r.text('Port', 'Port', false);
  if (port !== '' && !s.areas.some((a) => a.name === port))
    r.fail('Port', `'${port}' is not an area on the Areas tab`);
  const status = r.choice('Status', 'Status', WM_EXPEDITION_STATUSES, 'at sea');
  const exodus = r.boolean('Exodus', 'Exodus');
  const destination = r.text('Destination', 'Destination', !exodus);
  if (destination !== '' && !s.areas.some((a) => a.landmass === destination))
    r.fail('Destination', `'${destination}' is not a landmass on the Areas tab`);
  // Only a live row's names are the nation's to check: a fleet afloat, or a landed army still on the map (not its
  // Admiral, lost at the landing). A finished row (lost, removed, or landed with its army gone at the New Year) is a
  // record: its characters may since be dismissed, dead or gone (Successful Expeditions).
  const isLive = live(s, { status, name, nation: player });
  const names = n?.characters.map((c) => c.name) ?? [];
  const known = (v: string): boolean => !n || names.includes(v);
  const character = (header: string, required: boolean, checked = isLive): string => {
    const v = r.text(header, header, required);
    if (v !== '' && checked && !known(v)) r.fail(header, `'${v}' is not a character of ${player}`);
    return v;
  };
  const general = character('General', true);
  const admiral = character('Admiral', !exodus, afloat({ status }));
  const characters = list(r.text('Characters', 'Characters', false));
  for (const c of characters)
    if (isLive && !known(c)) r.fail('Characters', `'${c}' is not a character of ${player}`);
  const units = loads(r, r.text('Units', 'Units', false), n && isLive ? n.roster.map((e) => e.unit) : null);
  const boats = r.integer('Boats', 'Boats', 0, 999, 0);
  const aboard = units.reduce((t, u) => t + u.count, 0);
  const e: WmExpedition = {
    name,
    nation: player,
    port,
    destination,
    general,
    admiral,
    units,
    boats,
    advantages: r.integer('Advantages', 'Advantages', -99, 99, 0),
    characters,
    healer: r.boolean('Healer', 'Healer'),
    status,
    area: r.text('Area', 'Area', status === 'landed') || null,
    result: r.text('Result', 'Result', false),
    mutinied: r.integer('Mutinied', 'Mutinied', 0, 999, 0),
    piratesSunk: r.integer('Pirates sunk', 'Pirates sunk', 0, 999, 0),
    monster: character('Monster', false) || null,
    monsterResult:
      r.text('Monster result', 'Monster result', false) === ''
        ? null
        : r.choice('Monster result', 'Monster result', WM_MONSTER_RESULTS),
    ally: character('Ally', false) || null,
    exodus,
  };
  if (afloat(e) && boats < aboard)
    r.fail('Boats', `${boats} boat(s) for ${aboard} unit(s) at sea: ships must be >= units (WM-R15)`);
  if (e.area && !s.areas.some((a) => a.name === e.area))
    r.fail('Area', `'${e.area}' is not an area on the Areas tab`);
  if (e.monsterResult && !e.monster) r.fail('Monster result', 'a result with no character in Monster');
  return e;
}

/** The Expeditions tab's rows (an older ledger without the tab has none). */
export function readExpeditions(tabs: TabValues, s: WmState, issues: CellIssue[]): WmExpedition[] {
  const read = readRows(tabRows('Expeditions', tabs.get('Expeditions') ?? []), (r) => readExpedition(r, s), {
    unique: 'Expedition',
  });
  issues.push(...read.issues);
  return read.items;
}

/**
 * What one Mighty Empires player may see (rulesets-design.md 3.7 playerView; digest §1-2): their kingdom, their
 * own hexes in full, explored hexes as established (4.1B) with a neutral kingdom named only once they know it
 * (1.4A), unexplored hexes as terrain alone, their armies, characters, mercenaries and carried support, the
 * agreements they are party to, the battles they fight, and their own lines of the turn. Never another player's
 * orders, armies' lists or unexplored hexes' contents.
 */
import { orphanedHexes } from '../../engine/me/map';
import { meStages } from '../../engine/me/ruleset';
import type { MeHex, MeState } from '../../engine/me/model';
import type { TabValues } from '../stage-ruleset';
import { STAGE_ORDERS_TAB } from '../stage-ruleset';
import { cellText, headerIndex } from '../tab';
import { sidesIn } from './stage-battles';
import { readMeLedger } from './stage-read';
import { ME_BATTLES_TAB } from './stage-tabs';
import { tabOf } from './stage-values';

/**
 * The stage in its words, as the sidebar and the form name it (src/gas/stages/ledger.ts stageWords): its label
 * without the button's verb, `Resolve fight or flight` → `fight or flight`; the id when the stage is unknown.
 */
function stageWords(id: string): string {
  const label = meStages().find((s) => s.id === id)?.label;
  return label ? label.replace(/^(resolve|apply)\s+/i, '') : `stage ${id}`;
}

function features(h: MeHex, withGarrison: boolean): string {
  const parts = [
    h.major,
    h.minor === null ? null : h.nodeLore ? `${h.minor} (${h.nodeLore})` : h.minor,
    h.fortress,
    h.watchtower ? 'Watchtower' : null,
    h.river ? `river ${h.river}` : null,
    withGarrison && h.garrison !== '' ? `garrison: ${h.garrison}` : null,
  ].filter((x): x is string => x !== null && x !== '');
  return parts.length === 0 ? '' : `, ${parts.join(', ')}`;
}

function hexLines(s: MeState, player: string): string[] {
  const known = new Set(s.kingdoms.find((k) => k.player === player)?.knownKingdoms ?? []);
  const hexes = [...s.hexes].sort((a, b) => a.address.localeCompare(b.address));
  const own = hexes.filter((h) => h.owner === player);
  const explored = hexes.filter((h) => h.owner !== player && h.explored);
  const unexplored = hexes.filter((h) => h.owner !== player && !h.explored);
  const out = [`Your hexes (${own.length}):`];
  // 1.3A: an orphaned hex takes no edict nor power, and no army invades from it.
  const orphaned = new Set(orphanedHexes(s, player));
  for (const h of own)
    out.push(
      `  ${h.address} ${h.terrain}${features(h, true)}${orphaned.has(h.address) ? ' (orphaned: cut off from your capital, no edicts or invasions from it, 1.3A)' : ''}`,
    );
  out.push(`Explored hexes (${explored.length}):`);
  for (const h of explored) {
    const who =
      h.owner ??
      (h.neutralKingdom !== null && known.has(h.neutralKingdom)
        ? `neutral kingdom ${h.neutralKingdom}`
        : 'neutral');
    const d = h.defenders
      ? `; defenders: ${h.defenders.race} (${h.defenders.basic}${h.defenders.wellDefended ? ', well defended' : ''})`
      : '';
    out.push(`  ${h.address} ${h.terrain}, ${who}${features(h, false)}${d}${h.beast ? '; the Beast' : ''}`);
  }
  out.push(
    `Unexplored hexes (${unexplored.length}): ${unexplored.map((h) => `${h.address} ${h.terrain}`).join(', ')}`,
  );
  return out;
}

function forceLines(s: MeState, player: string): string[] {
  const out: string[] = ['Armies:'];
  for (const a of s.armies.filter((x) => x.owner === player))
    out.push(`  ${a.name}: Basic size ${a.basic}, General ${a.general ?? 'none'}; ${a.list}`);
  out.push('Characters:');
  for (const c of s.characters.filter((x) => x.owner === player))
    out.push(
      `  ${c.name} (${c.rank}${c.role ? `, ${c.role}` : ''}) in ${c.army ?? 'no army'}: XP ${c.xp}, ${c.status}${c.advances.length > 0 ? `; ${c.advances.length} advances` : ''}${c.injuries.length > 0 ? `; ${c.injuries.join(', ')}` : ''}`,
    );
  const mercs = s.mercenaries.filter((m) => m.player === player);
  if (mercs.length > 0) {
    out.push('Mercenaries:');
    for (const m of mercs)
      out.push(
        `  ${m.unit} in ${m.army ?? 'no army'}: upkeep ${m.upkeep} support${m.powerUpkeep > 0 ? ` and ${m.powerUpkeep} Power` : ''} from turn ${m.fromTurn}`,
      );
  }
  for (const c of s.carry.filter((x) => x.player === player))
    out.push(`Support carried: ${c.kind} +${c.amount} turns ${c.fromTurn}-${c.toTurn} (${c.source})`);
  for (const a of s.agreements.filter((x) => x.a === player || x.b === player))
    out.push(
      `Agreement: ${a.kind} ${a.a === player ? `with ${a.b}` : `of ${a.a}`} since turn ${a.since}${a.breakingTurn > 0 ? `, broken turn ${a.breakingTurn}` : ''}`,
    );
  return out;
}

/** The battles of the turn the player fights in, from the Battles tab. */
function battleLines(tabs: TabValues, player: string, turn: number): string[] {
  const tab = tabOf(tabs, ME_BATTLES_TAB.name);
  if (!tab) return [];
  const col = headerIndex(tab);
  const get = (r: readonly unknown[], h: string): string => cellText(r[col(h)]);
  const out: string[] = [];
  for (const r of tab.rows) {
    if (Number(r[col('Turn')]) !== turn || !sidesIn(r[col('Sides')]).includes(player)) continue;
    out.push(
      `Battle ${get(r, 'Battle')} at ${get(r, 'Hex')} (${get(r, 'Kind')}): ${get(r, 'Mode')}, ${get(r, 'Status')}${get(r, 'Winner') ? `, won by ${get(r, 'Winner')}` : ''}`,
    );
    for (const line of [...get(r, 'Sides').split('\n'), ...get(r, 'Set-up').split('\n')])
      if (line.trim() !== '') out.push(`  ${line.trim()}`);
  }
  return out;
}

/** The player's own lines of the turn on the Orders tab, with their check. */
function orderLines(tabs: TabValues, player: string, turn: number): string[] {
  const tab = tabOf(tabs, STAGE_ORDERS_TAB.name);
  if (!tab) return [];
  const col = headerIndex(tab);
  const get = (r: readonly unknown[], h: string): string => cellText(r[col(h)]);
  return tab.rows
    .filter((r) => Number(r[col('Turn')]) === turn && get(r, 'Player').toLowerCase() === player.toLowerCase())
    .map(
      (r) =>
        `  [${get(r, 'Stage')}] ${get(r, 'Line')}. ${get(r, 'Text')}: ${get(r, 'Status')}${get(r, 'Message') ? ` (${get(r, 'Message')})` : ''}`,
    );
}

export function mePlayerView(tabs: TabValues, name: string): string[] {
  const ledger = readMeLedger(tabs);
  const s = ledger.state;
  const k = s.kingdoms.find((x) => x.player.toLowerCase() === name.trim().toLowerCase());
  if (!k) return [`“${name}” is not a player with a kingdom in this campaign (Kingdoms tab).`];
  const p = k.player;
  const turn = ledger.clock.turn;
  const orders = orderLines(tabs, p, turn);
  const battles = battleLines(tabs, p, turn);
  return [
    `${p} (${k.race}), turn ${turn}, ${stageWords(ledger.clock.stage)}${s.over ? ' — the campaign is over' : ''}`,
    `Capital ${k.capital ?? 'none'}; Power ${k.power}; Production bank ${k.bank}${k.eliminated ? '; eliminated' : ''}`,
    ...(k.knownKingdoms.length > 0 ? [`Neutral kingdoms known: ${k.knownKingdoms.join(', ')}`] : []),
    ...(k.magicItems.length > 0 ? [`Magic items: ${k.magicItems.join('; ')}`] : []),
    ...hexLines(s, p),
    ...forceLines(s, p),
    ...(battles.length > 0 ? ['Battles this turn:', ...battles] : []),
    ...(orders.length > 0 ? ['Your lines this turn:', ...orders] : []),
  ];
}

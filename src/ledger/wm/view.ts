/**
 * What one player of a WarMaster campaign may see (book 002). Secret in this book: the written orders until they
 * are revealed at the Move step (TURN ORDER 2.1 "Reveal orders"), orders written months ahead (MOVEMENT, Optional
 * Restrictions), and the location and attack / defend choices until revealed (ENGAGING THE ENEMY; MULTIPLE
 * PLAYERS / ARMIES). The map, its owners and population centers, and where armies stand are on the table for all;
 * the minor nations' track is "viewable by all players". Our reading: a nation's roster, characters, magic items
 * and experience are its own sheet, so each player sees only his. An expedition at sea is placed on the map "in an
 * appropriate spot (middle of the ocean, the big ship illustration etc.)" after leaving a port (EXPEDITIONS &
 * EXPLORING): all see that a nation's fleet is at sea and the port it left; its destination, roster, boats,
 * advantages and chart results are its own sheet (our reading), until it lands as an army on the map.
 */
import { afloat, live } from '../../engine/wm/expedition';
import { rosterAtHome } from '../../engine/wm/expedition-roster';
import { tally } from '../../engine/wm/population';
import { armiesOf } from '../../engine/wm/stages/meeting';
import { monthOf, yearOf } from '../../engine/wm/stages/model';
import type { TabValues } from '../stage-ruleset';
import { playerRows } from './orders-tab';
import { readWm } from './read-state';

export function wmPlayerView(tabs: TabValues, player: string): string[] {
  const { campaign, clock } = readWm(tabs);
  const s = campaign.state;
  const n = s.nations.find((x) => x.name === player);
  const lines = [
    `Year ${yearOf(clock.turn)}, month ${monthOf(clock.turn)} (turn ${clock.turn}); next stage: ${clock.stage}`,
  ];
  if (!n) return [...lines, `${player} holds no nation on the Nations tab`];
  const t = tally(s, player);
  lines.push(
    `${player} (${n.race}): PT ${t.pt} now (${t.counts.cities} cities, ${t.counts.towns} towns, ${t.counts.villages} villages); next roster ${t.rosterPoints} points, ${t.characterPoints} character points; XP ${n.experience}${n.rallyUsed ? '; rally used' : ''}`,
  );
  if (n.rebelLeader)
    lines.push(`A rebel nation led by ${n.rebelLeader}: if he is captured or slain it is destroyed`);
  // The expedition roster apart (Expedition Army): units aboard a fleet or with a landed army are not at home.
  lines.push('Roster (bought / lost; at home, and away on an expedition at sea or ashore):');
  for (const { entry: e, home, away } of rosterAtHome(s, player))
    lines.push(
      `  ${e.unit} (${e.category}, ${e.cost}): ${e.bought} / ${e.lost}; ${home} at home${away > 0 ? `, ${away} away` : ''}`,
    );
  lines.push('Characters:');
  for (const c of n.characters)
    lines.push(
      `  ${c.name}, ${c.type}: ${c.status}${c.capturedBy ? ` by ${c.capturedBy}` : ''}${c.items.length ? `; ${c.items.join(', ')}` : ''}`,
    );
  lines.push('Your armies:');
  for (const a of s.armies.filter((x) => x.nation === player))
    lines.push(
      `  ${a.name} (${a.general}) in ${a.area}, ${a.location}, ${a.status}${a.delay ? `; delayed ${a.delay.turns} turn(s) toward ${a.delay.to}` : ''}${a.ahead?.length ? `; orders ahead: ${a.ahead.join(', ')}` : ''}`,
    );
  lines.push('Other armies on the map:');
  for (const a of s.armies.filter((x) => x.nation !== player))
    lines.push(`  ${a.name} (${a.nation}) in ${a.area}${a.status === 'normal' ? '' : `, ${a.status}`}`);
  const fleets = s.expeditions ?? [];
  // Only live ones: afloat, or landed with its army on the map. A finished row (lost, removed, or landed with its army
  // gone) is a record; the month's report told its end ("no ship left: the expedition is lost").
  const current = fleets.filter((e) => e.nation === player && live(s, e));
  if (current.length > 0) lines.push('Your expeditions:');
  for (const e of current)
    lines.push(
      `  ${e.name} from ${e.port} for ${e.destination || '(destination to choose)'}: ${e.status}${e.area ? ` in ${e.area}` : ''}; ${e.general}, Admiral ${e.admiral}; ${e.units.map((u) => `${u.count} ${u.unit}`).join(', ')}; ${e.boats} boat(s), ${e.advantages} advantage(s)${e.result ? `; last ${e.result}` : ''}${e.monster ? `; ${e.monster} fights a sea monster` : ''}`,
    );
  const theirs = fleets.filter((e) => e.nation !== player && afloat(e));
  if (theirs.length > 0) lines.push('Other fleets at sea:');
  for (const e of theirs) lines.push(`  ${e.name} (${e.nation}), sailed from ${e.port}`);
  lines.push('Map (area: owner, population center):');
  for (const a of s.areas)
    lines.push(`  ${a.name}: ${a.owner ?? 'uncontrolled'}, ${a.pop}${a.poi ? `, ${a.poi}` : ''}`);
  const minors = s.minors ?? [];
  if (minors.length > 0) lines.push('Lesser races (MINOR NATIONS, visible to all):');
  for (const m of minors)
    lines.push(
      `  ${m.race}: box ${String(m.box)}${m.area ? `, its army in ${m.area}` : ''}; markers ${
        Object.entries(m.markers)
          .map(([p, k]) => `${p} ${k}`)
          .join(', ') || 'none'
      }`,
    );
  const mine = new Set(s.armies.filter((x) => x.nation === player).map((x) => x.name));
  // A meeting's armies beyond the first two are in it too (MULTIPLE PLAYERS / ARMIES).
  for (const b of campaign.battles.filter(
    (x) => armiesOf(x).some((y) => mine.has(y)) && x.status !== 'applied',
  )) {
    const all = armiesOf(b);
    lines.push(
      `Battle ${b.id} in ${b.area}: ${all.join(' vs ')}, ${b.status}${b.engagement ? `, ${b.engagement}` : ''}`,
    );
    const own = all.find((y) => mine.has(y)) ?? '';
    if (b.status === 'awaiting choices' && all.length > 2)
      lines.push(`  choose in secret: “${own} - Attack” or “${own} - Defend” (silent: Defend)`);
    else if (b.status === 'awaiting choices')
      lines.push(`  choose in secret: “${own} - Location Countryside”, “… Population Center” or “… POI”`);
    if (b.status === 'to fight') {
      lines.push(...b.setup.map((x) => `  ${x}`));
      lines.push(
        `  after the game report: “${b.id} - Killed <points>”, “${b.id} - Objective”, “${b.id} - Lost <unit> <stands>”`,
      );
    }
  }
  const own = playerRows(tabs, clock, player);
  if (own.length > 0) {
    lines.push('Your orders for this stage (secret until revealed):');
    for (const r of own) lines.push(`  ${r.text} [${r.status}]`);
  }
  lines.push(
    'Secret until revealed: every player’s written orders and orders ahead, and the location choices of an engagement (002 TURN ORDER; ENGAGING THE ENEMY).',
  );
  return lines;
}

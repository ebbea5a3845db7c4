/**
 * The New Year's orders of a fallen nation (LOSING A NATION): `Nation - Rebel <town> led by <character>` at the
 * ransom step, and `<fleet> - New nation to <landmass>; race …; general …; admiral …; characters <type> <name>, …;
 * units …; item …` at step 7.
 */
import { nation } from '../map';
import type { CharacterType, ShipLoad } from '../model';
import { newNationProblems, rebellionProblem } from '../rebellion';
import { accept, refuse, type LineVerdict, type OrderContext } from './codes';
import { findName, notFound } from './names';

export const NEW_NATION_FORM =
  '“<fleet> - New nation to <landmass>; race <race>; general <name>; admiral <name>; characters Hero <name>; units 6 Saurus, 4 Skinks; item <magic item>”';

export function checkRebel(ctx: OrderContext, args: string): LineVerdict {
  const m = /^(.+?)\s+led\s+by\s+(.+)$/i.exec(args);
  if (!m) return refuse('WM-O027', 'write “Nation - Rebel <town> led by <character>”');
  const s = ctx.campaign.state;
  const names = s.areas.map((a) => a.name);
  const town = findName(m[1] ?? '', names);
  if (!town) return refuse('WM-O004', notFound('area', m[1] ?? '', names));
  const problem = rebellionProblem(ctx.asFiled ?? s, ctx.player, town);
  if (problem) return refuse('WM-O027', problem);
  // A surviving character, or the General bought on an earlier line (projected, check.ts).
  const active = nation(s, ctx.player)
    .characters.filter((c) => c.status === 'active')
    .map((c) => c.name);
  const leader = findName(m[2] ?? '', active);
  if (!leader)
    return refuse(
      'WM-O027',
      `the Rebel leader: ${notFound('surviving character of yours', m[2] ?? '', active)}`,
    );
  return accept({ kind: 'rebel', town, leader });
}

const TYPES: readonly CharacterType[] = ['Magic User', 'Hero', 'Minor', 'General', 'Admiral'];

export function checkNewNation(ctx: OrderContext, name: string, args: string): LineVerdict {
  const s = ctx.asFiled ?? ctx.campaign.state;
  const [head = '', ...clauses] = args.split(';').map((c) => c.trim());
  const to = /^to\s+(.+)$/i.exec(head);
  if (!to) return refuse('WM-O028', `write ${NEW_NATION_FORM}`);
  const got: Record<string, string> = {};
  for (const c of clauses) {
    const m = /^(race|general|admiral|characters|units|item)\s+(.+)$/i.exec(c);
    if (!m)
      return refuse(
        'WM-O028',
        `“${c}” is not race, general, admiral, characters, units or item: ${NEW_NATION_FORM}`,
      );
    got[(m[1] ?? '').toLowerCase()] = (m[2] ?? '').trim();
  }
  for (const k of ['general', 'admiral', 'units', 'item'])
    if (!got[k]) return refuse('WM-O028', `${k} is missing: ${NEW_NATION_FORM}`);
  const characters: { type: CharacterType; name: string }[] = [];
  for (const part of (got.characters ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const t = TYPES.find((x) => part.toLowerCase().startsWith(`${x.toLowerCase()} `));
    if (!t)
      return refuse('WM-O028', `characters: write each as “<type> <name>”, e.g. “Hero Urk”, not “${part}”`);
    characters.push({ type: t, name: part.slice(t.length).trim() });
  }
  const roster = nation(s, ctx.player).roster.map((e) => e.unit);
  const units: ShipLoad[] = [];
  for (const part of (got.units ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const m = /^(\d+)\s+(.+)$/.exec(part);
    const unit = m ? findName(m[2] ?? '', roster) : null;
    if (!m || !unit)
      return refuse(
        'WM-O028',
        `units: ${m ? notFound('unit type on your roster', m[2] ?? '', roster) : `write “<count> <unit>”, not “${part}”`}`,
      );
    units.push({ unit, count: Number(m[1]) });
  }
  const landmasses = [...new Set(s.areas.map((a) => a.landmass))];
  const destination = findName(to[1] ?? '', landmasses) ?? (to[1] ?? '').trim();
  const plan = {
    name,
    nation: ctx.player,
    race: got.race ?? nation(s, ctx.player).race,
    destination,
    general: got.general ?? '',
    admiral: got.admiral ?? '',
    characters,
    units,
    item: got.item ?? '',
  };
  const taken = [...s.armies.map((a) => a.name), ...(s.expeditions ?? []).map((e) => e.name)];
  const problems = [
    ...(taken.includes(name) ? [`an army or expedition is already named ${name}`] : []),
    ...newNationProblems(s, plan),
  ];
  if (problems.length > 0) return refuse('WM-O028', problems.join('; '));
  return accept({ kind: 'new nation', ...plan });
}

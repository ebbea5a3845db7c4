/**
 * What one player may see (the form and the player view). Book 001 declares nothing secret; the ledger keeps
 * each force's roster, XP pools, treasury, Hospital and orders to its owner (rulesets-design.md 3.7, "ct:
 * opponents' rosters"), as a tabletop club would. Territories, battles, stakes once fixed, climate, ratings
 * before a battle (the underdog bonus reads both, [Experience] 1.c) and captives are public.
 */
import { everyoneIn } from '../../engine/ct/campaign';
import type { CtPlayer, Warband } from '../../engine/ct/model';
import { present } from '../../engine/ct/model';
import { LOST_RACE_RULES } from '../../engine/ct/lost-races';
import { fieldArmyCap, fightingWarbands, forceRating, maintenanceDue, points } from '../../engine/ct/rating';
import { rosterErrors } from '../../engine/ct/roster';
import { spellsOf } from '../../engine/ct/spells';
import { territoryRow } from '../../engine/ct/tables';
import type { CtRead } from './ledger';
import { FIELD_ARMY } from './schema';

export const CT_SECRET =
  'Kept to their owner: rosters, spells, XP pools, treasury, Hospital and orders. Public: territories, battles, stakes once fixed, climate, ratings before a battle, captives.';

const where = (w: Warband): string =>
  w.station.kind === 'field' ? FIELD_ARMY : `garrison of ${w.station.territory}`;

/** The race and the army list, once when they are the same word (Firstborn's list is Firstborn). */
export const raceAndList = (p: CtPlayer): string =>
  p.race.toLowerCase() === p.armyList.toLowerCase() ? p.armyList : `${p.race}, ${p.armyList}`;

function ownLines(p: CtPlayer): string[] {
  const field = p.warbands.filter((w) => w.station.kind === 'field');
  const lines = [
    `Your force (${raceAndList(p)}): treasury ${p.treasury} gc; field army ${points(field.flatMap(present))} of ${fieldArmyCap(p)} points; force rating ${forceRating(fightingWarbands(p, null))}; maintenance ${maintenanceDue(p)} gc a battle.`,
    `Territories (${p.territories.length} of 12): ${p.territories.map((t) => `${t.name} (${t.type}${t.home ? ', home' : ''}, ${territoryRow(t.type).income} gc)`).join(', ')}.`,
  ];
  for (const w of p.warbands) {
    const hospital = w.figures.filter((f) => f.hospital).map((f) => f.id);
    // CT-R25: a wizard's spells are his owner's to know, like the rest of the roster.
    const spells = w.figures
      .filter((f) => spellsOf(f).length > 0)
      .map((f) => `${f.id} knows ${spellsOf(f).join(', ')}`);
    lines.push(
      `${w.id} (${w.kind}, ${where(w)}): ${w.figures.length} figure(s), ${points(w.figures)} points, XP ${w.xp}${hospital.length > 0 ? `; in the Hospital: ${hospital.join(', ')}` : ''}${spells.length > 0 ? `; ${spells.join('; ')}` : ''}.`,
    );
  }
  lines.push(...rosterWarnings(p));
  const lost = LOST_RACE_RULES[p.race];
  if (lost !== undefined)
    lines.push(
      `Your race's campaign rules (${lost}) are lost from the book: your force is played as any other, and the moderator rules on anything your race does differently (CT-R23).`,
    );
  if (p.captives.length > 0)
    lines.push(
      `Captives you hold: ${p.captives.map((c) => `${c.figure.id} (${c.owner}'s ${c.figure.type}, ${c.figure.baseCost} points)`).join(', ')}.`,
    );
  return lines;
}

/** What the player must mend before his next battle: a force breaking [Forces] 1.a does not fight (void). */
export function rosterWarnings(p: CtPlayer): string[] {
  return rosterErrors(p).map(
    (e) => `Before your next battle: ${e.message}. Until then a battle of yours is void ([Forces] 1.a).`,
  );
}

export function ctPlayerView(read: CtRead, name: string): string[] {
  const players = read.campaign.state.players;
  const battles = read.campaign.battles;
  const me = players.find((p) => p.name.toLowerCase() === name.trim().toLowerCase());
  if (!me) return [`${name} has no force in this campaign.`];
  // The book's "round" of battles is the Campaign tab's Turn (CT-R1); the stage by its Stage cell's name.
  const lines = [`Battle round ${read.clock.turn}, ${read.clock.stage}.`, ...ownLines(me)];
  const held = players.flatMap((p) =>
    p.captives.filter((c) => c.owner === me.name).map((c) => `${c.figure.id} (held by ${p.name})`),
  );
  if (held.length > 0) lines.push(`Your figures held captive: ${held.join(', ')}.`);
  for (const b of battles.filter((x) => x.turn === read.clock.turn || x.status === 'challenged')) {
    const mine = everyoneIn(b).includes(me.name);
    const stakes =
      b.status === 'scheduled' || b.status === 'challenged'
        ? ''
        : b.stakes.map((s) => `${s.player} stakes ${s.value}`).join(', ');
    lines.push(
      `${mine ? 'Your battle' : 'Battle'} ${b.id} (${b.kind}, round ${b.turn}): ${b.players.join(' v ')}; ${b.status}${stakes ? `; ${stakes}` : ''}${b.climate ? `; ${b.climate}` : ''}${b.ratings.length ? `; ratings ${b.ratings.map((r) => `${r.player} ${r.value}`).join(', ')}` : ''}${b.result ? `; ${b.result}` : ''}.`,
    );
  }
  // CT-R27: the challenged player hears, before the resolve, what his silence would mean.
  for (const b of battles)
    if (b.kind === 'challenge' && b.status === 'challenged' && b.players[1] === me.name)
      lines.push(
        `${b.id}: ${b.players[0]} challenges you. Answer “${b.id} - Accept” or “${b.id} - Decline <territory>” by the pre-battle resolve; no answer is a decline, giving up your territory of lowest income other than your home fortress (CT-R27).`,
      );
  for (const p of players)
    if (p !== me)
      lines.push(
        `${p.name} (${p.race}): ${p.territories.length} territories: ${p.territories.map((t) => `${t.name} (${t.type})`).join(', ')}.`,
      );
  lines.push(CT_SECRET);
  return lines;
}

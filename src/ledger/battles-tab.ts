import { battleId, battlesOfTurn } from '../engine/cs42/battles';
import type { Battle, BattleCity } from '../engine/cs42/battles';
import type { BattleRecord } from '../engine/cs42/turn/context';
import { formatHex, parseHex } from '../engine/hex';
import type { CampaignState } from '../engine/model';
import type { Cells } from './write-state';

/**
 * The Battles tab's rows for a resolved turn (issue 12): each battle with its stable id (`T<turn>-B<n>`), its sides
 * as attacker and defender, where each army came from and the city as it stood before the turn (so Apply battle
 * results can settle it turns later without the state it was found in), and its deadline. The result columns are
 * left for the moderator.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** "army: CCRR; army: -" (a dash: not known, Retreats' next preference). */
export function cameFromText(cameFrom: Battle['cameFrom']): string {
  return Object.entries(cameFrom)
    .map(([army, hex]) => `${army}: ${hex === null ? '-' : formatHex(hex)}`)
    .join('; ');
}

export function parseCameFrom(text: string): Record<string, ReturnType<typeof parseHex>> | string {
  const out: Record<string, ReturnType<typeof parseHex>> = {};
  for (const part of text.split(';').map((p) => p.trim())) {
    if (part === '') continue;
    const at = part.lastIndexOf(':');
    const army = part.slice(0, Math.max(at, 0)).trim();
    const where = part.slice(at + 1).trim();
    const hex = where === '-' ? null : parseHex(where);
    if (at <= 0 || army === '' || (where !== '-' && hex === null))
      return `'${part}' is not "army: CCRR" (or "army: -")`;
    out[army] = hex;
  }
  return out;
}

/** "name | owner | size | cathedral | failed sieges | conquered turn" ("-": not conquered; "?": conquered, turn unknown). */
export function cityBeforeText(city: BattleCity | null): string {
  if (city === null) return '';
  const conquered = city.conquered ? String(city.conqueredTurn ?? '?') : '-';
  return [
    city.name,
    city.player,
    city.size,
    city.cathedral ? 'cathedral' : 'no cathedral',
    city.failedTurns,
    conquered,
  ].join(' | ');
}

export function parseCityBefore(text: string): BattleCity | null | string {
  if (text.trim() === '') return null;
  const parts = text.split('|').map((p) => p.trim());
  const [name, player, size, cathedral, failed, conquered] = parts;
  const whole = (s: string | undefined): number | null =>
    s !== undefined && /^\d+$/.test(s) ? Number(s) : null;
  if (
    parts.length !== 6 ||
    name === '' ||
    player === '' ||
    whole(size) === null ||
    (cathedral !== 'cathedral' && cathedral !== 'no cathedral') ||
    whole(failed) === null ||
    (conquered !== '-' && conquered !== '?' && whole(conquered) === null)
  )
    return `'${text}' is not "name | owner | size | cathedral or no cathedral | failed sieges | conquered turn or -"`;
  return {
    name,
    player,
    size: whole(size) ?? 0,
    cathedral: cathedral === 'cathedral',
    failedTurns: whole(failed) ?? 0,
    conquered: conquered !== '-',
    conqueredTurn: whole(conquered),
  };
}

/**
 * The rows a Resolve appends to the Battles tab. `before` is the campaign as the turn began; `resolvedAt` the
 * Resolve's time, from which the deadline counts `deadlineDays`.
 */
export function battleTabRows(
  before: CampaignState,
  turn: number,
  records: readonly BattleRecord[],
  deadlineDays: number,
  resolvedAt: Date,
): Cells[] {
  // The engine's deadline is a turn; the ledger's is a date, judged when the result is applied.
  const { battles, refused } = battlesOfTurn(before, turn, records, 0);
  const deadline = new Date(resolvedAt.getTime() + deadlineDays * DAY_MS);
  return records.map((r, i) => {
    const common: Cells = {
      Turn: turn,
      Hex: formatHex(r.hex),
      Kind: r.kind,
      Sides: r.sides.join(' vs '),
      Armies: r.armies.map((a) => `${a.name} (${a.player}, size ${a.size})`).join('; '),
      Terrain: r.terrain,
      Penalties: r.penalties.join('; '),
    };
    const id = battleId(turn, i);
    const battle = battles.find((b) => b.id === id);
    if (battle === undefined) {
      const why = refused.find((x) => x.id === id)?.why ?? 'not a battle of two sides';
      return { ...common, Id: id, Result: `Not settled by the ledger: ${why}.` };
    }
    return {
      ...common,
      Id: battle.id,
      Attacker: battle.sides[0].player,
      'Attacker armies': battle.sides[0].armies.join(', '),
      Defender: battle.sides[1].player,
      'Defender armies': battle.sides[1].armies.join(', '),
      'Came from': cameFromText(battle.cameFrom),
      'City before': cityBeforeText(battle.city),
      Deadline: deadline,
    };
  });
}

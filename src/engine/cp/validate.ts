/**
 * Problems in a Campaign points map or state as the ledger reads it, each naming where and why: the glossary's
 * limits (DV 0-4 and the type's maximum, CP-R6; MD 2-5), roads between known territories, one army per territory
 * unless two allied are allowed (CP-R19), armies of known players on known territories.
 */
import { armiesIn, sameSide, territory } from './map';
import type { CpState } from './model';
import { capacity } from './move';
import { DV_LIMITS, MD_LIMITS, TERRITORY_TYPES } from './territory-tables';

export function stateProblems(state: CpState): string[] {
  const out: string[] = [];
  const names = new Set<string>();
  for (const t of state.territories) {
    if (names.has(t.name)) out.push(`Territory '${t.name}' is listed twice`);
    names.add(t.name);
    const row = TERRITORY_TYPES[t.type];
    if (!row) {
      out.push(`Territory '${t.name}': '${String(t.type)}' is not a territory type of the book`);
      continue;
    }
    const max = Math.min(DV_LIMITS.max, Math.max(row.dv, row.maxDv));
    if (!Number.isInteger(t.dv) || t.dv < DV_LIMITS.min || t.dv > max)
      out.push(
        `Territory '${t.name}': DV ${t.dv} is outside ${DV_LIMITS.min}-${max} for a ${t.type} (CP-R6)`,
      );
    if (t.owner !== null && !state.players.some((p) => p.name === t.owner))
      out.push(`Territory '${t.name}': owner '${t.owner}' is not a player`);
  }
  for (const r of state.roads) {
    const where = `Road ${r.a}-${r.b}`;
    for (const end of [r.a, r.b]) if (!names.has(end)) out.push(`${where}: '${end}' is not a territory`);
    if (r.a === r.b) out.push(`${where} joins a territory to itself`);
    if (!Number.isInteger(r.md) || r.md < MD_LIMITS.min || r.md > MD_LIMITS.max)
      out.push(`${where}: MD ${r.md} is outside ${MD_LIMITS.min}-${MD_LIMITS.max} ("MD March Difficulty")`);
  }
  const armyNames = new Set<string>();
  for (const a of state.armies) {
    if (armyNames.has(a.name)) out.push(`Army '${a.name}' is listed twice`);
    armyNames.add(a.name);
    if (!state.players.some((p) => p.name === a.player))
      out.push(`Army '${a.name}': '${a.player}' is not a player`);
    if (!territory(state, a.territory)) out.push(`Army '${a.name}': '${a.territory}' is not a territory`);
  }
  for (const t of state.territories) {
    const there = armiesIn(state, t.name);
    const friends = (p: string): number => there.filter((x) => sameSide(state, x.player, p)).length;
    const crowded = there.find((x) => friends(x.player) > capacity(state, t.name));
    if (crowded)
      out.push(
        `Territory '${t.name}' holds ${friends(crowded.player)} armies of ${crowded.player}'s side; it allows ${capacity(state, t.name)}`,
      );
  }
  return out;
}

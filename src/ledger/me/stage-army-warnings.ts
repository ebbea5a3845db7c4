/**
 * Army legality after the Orders stage (3.1B-3.4B, armyListProblems): an army with no character, a Basic size out
 * of bounds or above the kingdom's support with no edicts, the number of armies, the Grand Marshall. Warnings to
 * the moderator, who settles the lists (3.7B); not Check ledger issues, which hold every stage until fixed.
 */
import type { MeState } from '../../engine/me/model';
import type { MeSettings } from '../../engine/me/ruleset';
import { maximumSupport } from '../../engine/me/support';
import { armyListProblems } from '../../engine/me/support-armies';
import type { TabValues } from '../stage-ruleset';
import { cellText, headerIndex } from '../tab';
import { ME_ARMIES_TAB } from './schema';
import { tabOf } from './stage-values';

export function armyWarnings(tabs: TabValues, state: MeState, settings: MeSettings): string[] {
  const tab = tabOf(tabs, ME_ARMIES_TAB.name);
  const col = tab ? headerIndex(tab)('Army') : -1;
  const names = tab && col >= 0 ? tab.rows.map((r) => cellText(r[col])) : [];
  const out: string[] = [];
  for (const k of state.kingdoms.filter((x) => !x.eliminated)) {
    const most = maximumSupport(state, k.player, settings.support);
    for (const p of armyListProblems(state, k.player, most, most, settings.support)) {
      const row = names.findIndex((n) => n !== '' && p.startsWith(n));
      const cell = row < 0 ? ME_ARMIES_TAB.name : `${ME_ARMIES_TAB.name}!A${row + 2}`;
      out.push(`${cell}: ${k.player}: ${p}; the moderator settles the lists (3.7B)`);
    }
  }
  return out;
}

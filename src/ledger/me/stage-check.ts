/**
 * Check ledger for Mighty Empires: every problem in the cells the stages read, by tab and A1 cell: the Campaign
 * rows (clock, settings, seed), the ME tabs (readMeState), the Players tab against the Kingdoms tab, the shape of
 * the shared Orders, Journal and Log tabs and of the stage tabs, and the GM's mercenary offers.
 */
import type { Clock } from '../../engine/core/stage';
import type { MercenaryOffer } from '../../engine/me/mercenaries';
import type { TabSpec } from '../schema';
import { normaliseHeader } from '../setup-plan';
import { JOURNAL_TAB, STAGE_ORDERS_TAB, STAGE_PLAYERS_TAB, type TabValues } from '../stage-ruleset';
import { LOG_TAB } from '../schema';
import { cellText, type CellIssue } from '../tab';
import { ME_KINGDOMS_TAB } from './schema';
import { FIRST_STAGE, readMeLedger, readOffers, readWork } from './stage-read';
import { ME_BATTLES_TAB, ME_OFFERS_TAB, ME_WORK_TAB } from './stage-tabs';
import { tabOf } from './stage-values';

/** A missing tab, or a missing column of one, named at its header row. */
export function shapeOf(tabs: TabValues, spec: TabSpec): CellIssue[] {
  const tab = tabOf(tabs, spec.name);
  if (!tab)
    return [{ tab: spec.name, cell: 'A1', message: `the ${spec.name} tab is missing; run Set up ledger` }];
  const have = new Set(tab.headers.map(normaliseHeader));
  return spec.columns
    .filter((c) => !c.formula && !c.optional && !have.has(normaliseHeader(c.header)))
    .map((c) => ({
      tab: spec.name,
      cell: 'A1',
      message: `the column '${c.header}' is missing from the header row; run Set up ledger`,
    }));
}

/**
 * The Players tab's names against the Kingdoms tab's (as written, so a kingdom row with a bad cell elsewhere still
 * counts): each kingdom needs a row there (the form sends orders by it), and none besides.
 */
function playersIssues(tabs: TabValues): CellIssue[] {
  const kingdomTab = tabOf(tabs, ME_KINGDOMS_TAB.name);
  const kCol = kingdomTab?.headers.findIndex((h) => normaliseHeader(h) === 'player') ?? -1;
  const kingdoms =
    kingdomTab && kCol >= 0 ? kingdomTab.rows.map((r) => cellText(r[kCol])).filter((n) => n !== '') : [];
  const tab = tabOf(tabs, STAGE_PLAYERS_TAB.name);
  if (!tab) return [];
  const col = tab.headers.findIndex((h) => normaliseHeader(h) === 'player');
  if (col < 0) return [];
  const issues: CellIssue[] = [];
  const names = tab.rows.map((r) => cellText(r[col]));
  const known = new Set(kingdoms.map((k) => k.toLowerCase()));
  names.forEach((n, i) => {
    if (n !== '' && !known.has(n.toLowerCase()))
      issues.push({
        tab: STAGE_PLAYERS_TAB.name,
        cell: `A${i + 2}`,
        message: `${n} has no row on the Kingdoms tab (every player rules a kingdom, 1.2A)`,
      });
  });
  const listed = new Set(names.map((n) => n.toLowerCase()));
  for (const k of kingdoms)
    if (!listed.has(k.toLowerCase()))
      issues.push({
        tab: STAGE_PLAYERS_TAB.name,
        cell: 'A1',
        message: `the kingdom ${k} has no row here: add the player with the email that sends their orders`,
      });
  return issues;
}

/** The turn's work the next stage needs (a later stage of the turn reads it from the hidden work tab). */
function workIssues(tabs: TabValues, clock: Clock, offers: readonly MercenaryOffer[]): CellIssue[] {
  if (clock.stage === FIRST_STAGE || !tabs.has(ME_WORK_TAB.name)) return [];
  try {
    readWork(tabs, clock, offers);
    return [];
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const at = /^([^!]+)!([A-Z]+\d+): ([\s\S]*)$/.exec(text);
    return [{ tab: at?.[1] ?? ME_WORK_TAB.name, cell: at?.[2] ?? 'A2', message: at?.[3] ?? text }];
  }
}

export function checkMeLedger(tabs: TabValues): CellIssue[] {
  const ledger = readMeLedger(tabs);
  const issues: CellIssue[] = [...ledger.issues];
  if (ledger.seed === '')
    issues.push({
      tab: 'Campaign',
      cell: ledger.rows.cellOf('Seed'),
      message: 'the Seed is blank: set one (any text) so every stage’s dice can be replayed',
    });
  for (const spec of [
    STAGE_PLAYERS_TAB,
    STAGE_ORDERS_TAB,
    JOURNAL_TAB,
    LOG_TAB,
    ME_BATTLES_TAB,
    ME_OFFERS_TAB,
    ME_WORK_TAB,
  ])
    issues.push(...shapeOf(tabs, spec));
  issues.push(...playersIssues(tabs));
  const offers = readOffers(tabs, ledger.clock.turn, issues);
  issues.push(...workIssues(tabs, ledger.clock, offers));
  return issues;
}

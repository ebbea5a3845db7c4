import { RULESETS } from '../../engine/core/ruleset';
import type { Clock } from '../../engine/core/stage';
import { CAMPAIGN_TAB } from '../../ledger/schema';
import { normaliseHeader } from '../../ledger/setup-plan';
import { STAGE_ORDERS_TAB, StageRuleset, TabValues } from '../../ledger/stage-ruleset';
import { cellText, describeIssue, headerIndex, tabRows } from '../../ledger/tab';
import { unrecordedResponseCount } from '../orders';
import { PropertiesStore, services, SpreadsheetService } from '../services';
import { clockText, readStagePresent } from './ledger';
import { readStageMarker, StageMarker, stageInProgressMessage } from './marker';
import { stageIssues } from './check';
import type { StageSidebarState } from './sidebar-api';

const SHOWN = 25;

/** The Campaign tab's value of `setting` as text ('' when absent). */
export function campaignValue(values: TabValues, setting: string): string {
  const tab = tabRows(CAMPAIGN_TAB.name, values.get(CAMPAIGN_TAB.name) ?? []);
  const column = headerIndex(tab);
  const row = tab.rows.find(
    (r) => normaliseHeader(cellText(r[column('Setting')])) === normaliseHeader(setting),
  );
  return row ? cellText(row[column('Value')]) : '';
}

/** Each player's Orders rows for the clock's turn and stage: how many lines, how many accepted. */
function sentFor(values: TabValues, clock: Clock): Map<string, { lines: number; accepted: number }> {
  const out = new Map<string, { lines: number; accepted: number }>();
  const tab = tabRows(STAGE_ORDERS_TAB.name, values.get(STAGE_ORDERS_TAB.name) ?? []);
  const column = headerIndex(tab);
  const [turn, stage, player, status] = ['Turn', 'Stage', 'Player', 'Status'].map(column);
  if ([turn, stage, player, status].some((c) => c < 0)) return out;
  for (const row of tab.rows) {
    const who = cellText(row[player]);
    if (who === '' || Number(row[turn]) !== clock.turn) continue;
    if (cellText(row[stage]).toLowerCase() !== clock.stage.toLowerCase()) continue;
    const key = who.toLowerCase();
    const seen = out.get(key) ?? { lines: 0, accepted: 0 };
    const ok = ['ok', 'corrected'].includes(cellText(row[status]).toLowerCase());
    out.set(key, { lines: seen.lines + 1, accepted: seen.accepted + (ok ? 1 : 0) });
  }
  return out;
}

/** What the stage sidebar shows, from tabs already read (after a Resolve or Undo, from what it holds). */
export function stageSidebarStateOf(
  ruleset: StageRuleset,
  values: TabValues,
  missing: readonly string[],
  marker: StageMarker | null,
  notes: readonly string[] = [],
  unrecorded = 0,
): StageSidebarState {
  const issues = stageIssues({ ruleset, values, missing });
  let clock: Clock | null = null;
  let stage: StageSidebarState['stage'] = null;
  let players: readonly string[] = [];
  try {
    clock = ruleset.clock(values);
    const info = ruleset.stage(clock);
    stage = { id: info.id, label: info.label, waits: info.waits };
    players = ruleset.players(values);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (!issues.some((i) => i.message === why))
      issues.push({ tab: CAMPAIGN_TAB.name, cell: 'A1', message: why });
  }
  const waitsForPlayers = stage !== null && stage.waits !== 'nothing';
  const sent =
    clock && waitsForPlayers
      ? sentFor(values, clock)
      : new Map<string, { lines: number; accepted: number }>();
  return {
    campaign: campaignValue(values, 'Campaign name'),
    ruleset: RULESETS.find((r) => r.id === ruleset.id)?.name ?? ruleset.id,
    clock,
    clockText: clock ? clockText(clock, ruleset) : '',
    stage,
    sent: waitsForPlayers
      ? players
          .filter((p) => sent.has(p.toLowerCase()))
          .map((player) => ({ player, ...(sent.get(player.toLowerCase()) ?? { lines: 0, accepted: 0 }) }))
      : [],
    missing: waitsForPlayers ? players.filter((p) => !sent.has(p.toLowerCase())) : [],
    unrecorded,
    issues: issues.slice(0, SHOWN).map(describeIssue),
    issueCount: issues.length,
    canUndo: marker !== null,
    undoText: marker ? clockText(marker.clock, ruleset) : '',
    inProgress: stageInProgressMessage(marker, ruleset),
    notes,
  };
}

/**
 * Form responses not recorded yet, counted as CS42's sidebar counts them (the intake's bookkeeping is shared);
 * 0 when the ledger has no form or it cannot be reached now: the count is a hint, the next Resolve records them.
 */
function unrecorded(spreadsheet: SpreadsheetService, properties: PropertiesStore): number {
  try {
    return unrecordedResponseCount(spreadsheet, properties);
  } catch {
    return 0;
  }
}

/**
 * The stage sidebar's state: the campaign, the clock, the stage and whose input it waits for; each tab read once,
 * the Orders, Journal and Log tabs only from the clock's turn down.
 */
export function stageSidebarState(ruleset: StageRuleset): StageSidebarState {
  const { SpreadsheetApp, PropertiesService } = services();
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const ledger = readStagePresent(spreadsheet, ruleset);
  const properties = PropertiesService.getDocumentProperties();
  const marker = readStageMarker(properties);
  const waiting = unrecorded(spreadsheet, properties);
  return stageSidebarStateOf(ruleset, ledger.values, ledger.missing, marker, [], waiting);
}

/**
 * The Campaign tab of a WarMaster ledger read: the clock (Turn, Stage, Round), the seed and the book's settings,
 * each bad cell a CellIssue naming its row.
 */
import type { Clock } from '../../engine/core/stage';
import { WM_STAGE_IDS } from '../../engine/wm/stages/model';
import type { TabValues } from '../stage-ruleset';
import { cellText, isBlankCell, type CellIssue } from '../tab';
import { WM_SETTING } from './schema';

export interface WmCampaignSettings {
  readonly production: 'supported' | 'literal';
  readonly draw: 'none' | 'mover';
  readonly garrisonFrom: 1000 | 2000;
  readonly expeditionDice: 'd20' | '2d10';
  readonly ordersAhead: boolean;
  /** MULTIPLE PLAYERS / ARMIES: Option A or B for three or more armies meeting. */
  readonly multipleArmies: 'A' | 'B';
  readonly seed: string;
  readonly name: string;
}

interface Row {
  readonly value: unknown;
  readonly cell: string;
}

/** Setting name (lower case) → its Value cell and address. */
export function campaignRows(tabs: TabValues): Map<string, Row> {
  const out = new Map<string, Row>();
  const rows = tabs.get('Campaign') ?? [];
  rows.forEach((r, i) => {
    if (i === 0) return;
    const name = cellText(r[0]).toLowerCase();
    if (name !== '' && !out.has(name)) out.set(name, { value: r[1], cell: `B${i + 1}` });
  });
  return out;
}

function whole(v: unknown): number | null {
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(cellText(v)) ? Number(cellText(v)) : NaN;
  return Number.isInteger(n) ? n : null;
}

const STAGES: readonly string[] = Object.values(WM_STAGE_IDS);

export function readClock(tabs: TabValues, issues: CellIssue[] = []): Clock {
  const rows = campaignRows(tabs);
  const turnRow = rows.get('turn');
  const turn = whole(turnRow?.value) ?? 0;
  if (turn < 1) {
    issues.push({
      tab: 'Campaign',
      cell: turnRow?.cell ?? 'A1',
      message: `Turn must be a whole number from 1, got '${cellText(turnRow?.value)}'`,
    });
  }
  const stageRow = rows.get('stage');
  const stage =
    cellText(stageRow?.value) === '' ? WM_STAGE_IDS.orders : cellText(stageRow?.value).toLowerCase();
  if (!STAGES.includes(stage))
    issues.push({
      tab: 'Campaign',
      cell: stageRow?.cell ?? 'A1',
      message: `Stage must be one of ${STAGES.join(', ')}; got '${stage}'`,
    });
  const roundRow = rows.get('round');
  const round = isBlankCell(roundRow?.value) ? 1 : (whole(roundRow?.value) ?? 1);
  return { turn: Math.max(1, turn), stage, round };
}

function choice<T extends string>(
  rows: Map<string, Row>,
  setting: string,
  choices: readonly T[],
  fallback: T,
  issues: CellIssue[],
): T {
  const row = rows.get(setting.toLowerCase());
  const text = cellText(row?.value).toLowerCase();
  if (text === '') return fallback;
  const found = choices.find((c) => c.toLowerCase() === text);
  if (found) return found;
  issues.push({
    tab: 'Campaign',
    cell: row?.cell ?? 'A1',
    message: `${setting} must be one of ${choices.join(', ')}; got '${cellText(row?.value)}'`,
  });
  return fallback;
}

export function readSettings(tabs: TabValues, issues: CellIssue[] = []): WmCampaignSettings {
  const rows = campaignRows(tabs);
  const ahead = choice(rows, WM_SETTING.ordersAhead, ['TRUE', 'FALSE'], 'FALSE', issues);
  const garrison = choice(rows, WM_SETTING.garrison, ['2000', '1000'], '2000', issues);
  return {
    production: choice(rows, WM_SETTING.production, ['supported', 'literal'], 'supported', issues),
    draw: choice(rows, WM_SETTING.draw, ['none', 'mover'], 'none', issues),
    garrisonFrom: garrison === '1000' ? 1000 : 2000,
    expeditionDice: choice(rows, WM_SETTING.expeditionDice, ['d20', '2d10'], 'd20', issues),
    ordersAhead: ahead === 'TRUE',
    multipleArmies: choice(rows, WM_SETTING.multiArmy, ['A', 'B'], 'A', issues),
    seed: cellText(rows.get('seed')?.value),
    name: cellText(rows.get('campaign name')?.value),
  };
}

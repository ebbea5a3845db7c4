import type { Clock } from '../../engine/core/stage';
import { cellText, type CellIssue } from '../tab';
import { campaignValue, type CampaignRows } from './settings';
import { CP_STAGE_IDS } from './stage-ids';

/** The clock from the Campaign tab (Turn, Stage, Round); blank Stage is the turn's first stage. */
export function readClock(rows: CampaignRows, issues: CellIssue[] = []): Clock {
  const int = (setting: string, fallback: number): number => {
    const { value, cell } = campaignValue(rows, setting);
    const t = cellText(value);
    if (t === '') return fallback;
    if (!/^\d+$/.test(t) || Number(t) < 1) {
      issues.push({ tab: 'Campaign', cell, message: `${setting} must be a whole number from 1, got '${t}'` });
      return fallback;
    }
    return Number(t);
  };
  const st = campaignValue(rows, 'Stage');
  const stage = cellText(st.value).toLowerCase() || CP_STAGE_IDS[0];
  if (!CP_STAGE_IDS.includes(stage))
    issues.push({
      tab: 'Campaign',
      cell: st.cell,
      message: `Stage must be one of ${CP_STAGE_IDS.join(', ')}, got '${stage}'`,
    });
  return {
    turn: int('Turn', 1),
    stage: CP_STAGE_IDS.includes(stage) ? stage : CP_STAGE_IDS[0],
    round: int('Round', 1),
  };
}

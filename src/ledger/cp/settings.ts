import type { CpSettings, CpVictory } from '../../engine/cp/model';
import { DEFAULT_CP_SETTINGS } from '../../engine/cp/model';
import type { SettingRow } from '../stage-ruleset';
import { cellText, type CellIssue } from '../tab';
import { CP_SPENDING, CP_VICTORY_KINDS, type CpSpending } from './choices';
import { CP_OVER_ROW, CP_VICTORY_DECIDED_ROW } from './schema';

/**
 * The Campaign rows of a Campaign points ledger: the rulings the digest marks as settings (CP-R2, CP-R14,
 * CP-R19, CP-R21), the victory condition "decided beforehand" (003 A Turn), and the winner Resolve writes.
 */
export const CP_SETTING = {
  rebuildBroken: 'Rebuild Broken Army CP',
  marketTown: 'Market Town 4-6 scenario',
  largeTown: 'Large Town 4-6 scenario',
  majorCity: 'Major City 4-6 scenario',
  spending: 'CP spending',
  victory: 'Victory condition',
  victoryValue: 'Victory value',
  allies: 'Allies',
  winner: 'Winner',
} as const;

const LOST =
  'CP-R14: the book lost this type’s 4-6 battle scenario; the moderator names it (default Meeting Engagement).';

export const CP_SETTINGS: readonly SettingRow[] = [
  {
    setting: CP_SETTING.rebuildBroken,
    value: 2,
    choices: ['1', '2'],
    about:
      'CP-R2: Rebuild Broken Army is printed "CP:1" but done "when the second CP is spent": 2 (default) or 1.',
  },
  { setting: CP_SETTING.marketTown, value: 'Meeting Engagement', about: LOST },
  { setting: CP_SETTING.largeTown, value: 'Meeting Engagement', about: LOST },
  { setting: CP_SETTING.majorCity, value: 'Meeting Engagement', about: LOST },
  {
    setting: CP_SETTING.spending,
    value: 'rounds',
    choices: CP_SPENDING,
    about:
      'CP-R21: rounds (default): one Resolve per round, each player’s next line spends one CP; queued: every round of the turn in one Resolve, from each player’s list.',
  },
  {
    setting: CP_SETTING.victory,
    value: 'share of territories',
    choices: CP_VICTORY_KINDS,
    about:
      '003 A Turn, "decided beforehand": a change after turn 1 is logged and warned. Most territories after Y turns, most battles won after X turns, or the first to capture a share of the territories.',
  },
  {
    setting: CP_SETTING.victoryValue,
    value: 50,
    about: 'The condition’s number: the turns X or Y, or the share in percent (the book’s example: 50%).',
  },
  {
    setting: CP_SETTING.allies,
    value: '',
    about:
      'CP-R19: players allied, groups separated by ";", names by "+": Red + Blue; Green + Black. Blank: none.',
  },
  {
    setting: CP_SETTING.winner,
    value: '',
    about: 'Written by Resolve when the victory condition is met: the campaign is over; clear it to play on.',
  },
  CP_OVER_ROW,
  CP_VICTORY_DECIDED_ROW,
];

/** The settings a stage runs with. */
export interface CpLedgerSettings extends CpSettings {
  readonly spending: CpSpending;
  readonly alliances: readonly (readonly string[])[];
}

/** The Campaign tab as Setting → { value, A1 address of the value }. */
export type CampaignRows = ReadonlyMap<string, { readonly value: unknown; readonly cell: string }>;

export function campaignRows(values: readonly (readonly unknown[])[] | undefined): CampaignRows {
  const out = new Map<string, { value: unknown; cell: string }>();
  (values ?? []).slice(1).forEach((row, i) => {
    const name = cellText(row[0]).toLowerCase();
    if (name !== '' && !out.has(name)) out.set(name, { value: row[1], cell: `B${i + 2}` });
  });
  return out;
}

export function campaignValue(rows: CampaignRows, setting: string): { value: unknown; cell: string } {
  return rows.get(setting.toLowerCase()) ?? { value: '', cell: 'A1' };
}

/** Reads the CP settings; a bad value is an issue naming its cell, and the default is used. */
export function readCpSettings(
  rows: CampaignRows,
  players: readonly string[],
): { settings: CpLedgerSettings; issues: CellIssue[] } {
  const issues: CellIssue[] = [];
  const fail = (setting: string, cell: string, why: string): void => {
    issues.push({ tab: 'Campaign', cell, message: `${setting}: ${why}` });
  };
  const text = (setting: string): { text: string; cell: string } => {
    const { value, cell } = campaignValue(rows, setting);
    return { text: cellText(value), cell };
  };
  const rb = text(CP_SETTING.rebuildBroken);
  let rebuildBrokenCost: 1 | 2 = DEFAULT_CP_SETTINGS.rebuildBrokenCost;
  if (rb.text === '1' || rb.text === '2') rebuildBrokenCost = rb.text === '1' ? 1 : 2;
  else if (rb.text !== '')
    fail(CP_SETTING.rebuildBroken, rb.cell, `must be 1 or 2 (CP-R2), got '${rb.text}'`);
  const lost = (setting: string, fallback: string): string => text(setting).text || fallback;
  const d = DEFAULT_CP_SETTINGS.lostScenario;
  const sp = text(CP_SETTING.spending);
  const spending = CP_SPENDING.find((s) => s === sp.text.toLowerCase());
  if (!spending && sp.text !== '')
    fail(CP_SETTING.spending, sp.cell, `must be rounds or queued (CP-R21), got '${sp.text}'`);
  return {
    settings: {
      rebuildBrokenCost,
      lostScenario: {
        'Market Town': lost(CP_SETTING.marketTown, d['Market Town']),
        'Large Town': lost(CP_SETTING.largeTown, d['Large Town']),
        'Major City': lost(CP_SETTING.majorCity, d['Major City']),
      },
      victory: readVictory(text(CP_SETTING.victory), text(CP_SETTING.victoryValue), fail),
      spending: spending ?? 'rounds',
      alliances: readAllies(text(CP_SETTING.allies), players, fail),
    },
    issues,
  };
}

function readVictory(
  kind: { text: string; cell: string },
  value: { text: string; cell: string },
  fail: (setting: string, cell: string, why: string) => void,
): CpVictory {
  const found = CP_VICTORY_KINDS.find((k) => k === kind.text.toLowerCase());
  if (!found && kind.text !== '')
    fail(CP_SETTING.victory, kind.cell, `must be one of ${CP_VICTORY_KINDS.join(', ')}; got '${kind.text}'`);
  const k = found ?? 'share of territories';
  const n = /^\d+$/.test(value.text) ? Number(value.text) : NaN;
  const ok = k === 'share of territories' ? n >= 1 && n <= 100 : n >= 1;
  if (!ok && value.text !== '')
    fail(
      CP_SETTING.victoryValue,
      value.cell,
      `must be a whole number ${k === 'share of territories' ? 'from 1 to 100 (percent)' : 'of turns, 1 or more'}; got '${value.text}'`,
    );
  if (k === 'share of territories') return { kind: k, percent: ok ? n : 50 };
  return { kind: k, afterTurns: ok ? n : 10 };
}

function readAllies(
  allies: { text: string; cell: string },
  players: readonly string[],
  fail: (setting: string, cell: string, why: string) => void,
): string[][] {
  if (allies.text === '') return [];
  const known = new Map(players.map((p) => [p.toLowerCase(), p]));
  const groups: string[][] = [];
  for (const part of allies.text.split(';')) {
    const names = part
      .split('+')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    const group: string[] = [];
    for (const n of names) {
      const p = known.get(n.toLowerCase());
      if (p) group.push(p);
      else fail(CP_SETTING.allies, allies.cell, `'${n}' is not a player on the Players tab`);
    }
    if (group.length >= 2) groups.push(group);
  }
  return groups;
}

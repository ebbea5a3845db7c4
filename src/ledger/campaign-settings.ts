import { rulesetByName, RulesetId, rulesetProblem } from '../engine/core/ruleset';
import { RULE_VARIANTS, RuleVariant } from '../engine/cs42/tables';
import { isDate } from './custom-functions';
import { CAMPAIGN_TAB } from './schema';
import { columnLetter, normaliseHeader } from './setup-plan';
import { cellText, CellIssue, headerIndex, isBlankCell, TabRows } from './tab';

export const PLAYER_VIEWS = ['tabs', 'private files'] as const;
export type PlayerViews = (typeof PLAYER_VIEWS)[number];

/** The Campaign tab's settings, checked: what the resolver, the form and the sidebar rely on. */
export interface CampaignSettings {
  readonly name: string;
  /** The rule book the ledger plays; a blank Ruleset cell means Campaign System v4.2. */
  readonly ruleset: RulesetId;
  readonly turn: number;
  readonly seed: string;
  /** When orders become late; null when no deadline is set. */
  readonly deadline: Date | null;
  /** Days from one deadline to the next, set at each Resolve; 0: deadlines are set by hand. */
  readonly turnLengthDays: number;
  /** Hours before the deadline when players with missing orders are reminded; 0: no reminders. */
  readonly reminderHours: number;
  readonly startingTreasury: number;
  /** Days after a Resolve by which its battles must be played (then they may be resolved abstractly). */
  readonly battleDeadlineDays: number;
  /** Where each player's report lives: tabs here, or a private spreadsheet per player. */
  readonly playerViews: PlayerViews;
  readonly replacementCosts: RuleVariant;
  readonly settlersBeyondRegular: RuleVariant;
  readonly ledgerVersion: number;
}

const DEFAULTS: CampaignSettings = {
  name: 'New campaign',
  ruleset: 'cs42',
  turn: 1,
  seed: 'campaign',
  deadline: null,
  turnLengthDays: 0,
  reminderHours: 0,
  startingTreasury: 0,
  battleDeadlineDays: 7,
  playerViews: 'tabs',
  replacementCosts: 'table',
  settlersBeyondRegular: 'table',
  ledgerVersion: 1,
};

const DEADLINE = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?\s*$/;

/** The wall-clock time `text` (YYYY-MM-DD [HH:MM]) in `timeZone`, as an instant; null if malformed. */
export function parseDeadline(text: string, timeZone: string): Date | null {
  const m = DEADLINE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4] ?? '23', m[5] ?? '59'].map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  // The zone's offset at that moment: format the UTC guess in the zone and see how far the clock is off.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(wall));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(wall - (shown - wall));
}

/** Reads and checks the settings; a bad value is reported by cell and the default is used in its place. */
export function readCampaignSettings(
  tab: TabRows | undefined,
  timeZone: string,
): { readonly settings: CampaignSettings; readonly issues: CellIssue[] } {
  const issues: CellIssue[] = [];
  if (!tab) return { settings: DEFAULTS, issues };
  const column = headerIndex(tab);
  const nameAt = column('Setting');
  const valueAt = column('Value');
  const rows = new Map<string, { value: unknown; row: number }>();
  tab.rows.forEach((row, i) => {
    const name = normaliseHeader(cellText(row[nameAt]));
    if (name !== '' && !rows.has(name)) rows.set(name, { value: row[valueAt], row: i + 2 });
  });
  const at = (name: string) => rows.get(normaliseHeader(name));
  const report = (name: string, message: string): void => {
    const found = at(name);
    issues.push({
      tab: CAMPAIGN_TAB.name,
      cell: `${columnLetter(valueAt + 1)}${found?.row ?? 1}`,
      message: `${name}: ${message}`,
    });
  };
  const whole = (name: string, min: number, fallback: number): number => {
    const value = at(name)?.value;
    if (value === undefined || isBlankCell(value)) return fallback;
    const n = typeof value === 'number' ? value : Number(cellText(value));
    if (Number.isInteger(n) && n >= min) return n;
    report(name, `must be a whole number from ${min}, got '${cellText(value)}'`);
    return fallback;
  };
  const variant = (name: string): RuleVariant => {
    const text = cellText(at(name)?.value).toLowerCase();
    if (text === '') return 'table';
    if ((RULE_VARIANTS as readonly string[]).includes(text)) return text as RuleVariant;
    report(name, `must be table or prose, got '${text}'`);
    return 'table';
  };
  const deadlineValue = at('Order deadline')?.value;
  let deadline: Date | null = null;
  if (isDate(deadlineValue)) deadline = new Date(deadlineValue.getTime());
  else if (!isBlankCell(deadlineValue)) {
    deadline = parseDeadline(cellText(deadlineValue), timeZone);
    if (!deadline)
      report(
        'Order deadline',
        `write it as YYYY-MM-DD HH:MM, e.g. 2026-12-01 18:00; got '${cellText(deadlineValue)}'`,
      );
  }
  const seed = cellText(at('Seed')?.value);
  if (at('Seed') && seed === '') report('Seed', 'must not be empty: the dice need it to replay a turn');
  const rulesetText = cellText(at('Ruleset')?.value);
  // This reader is Campaign System v4.2's: the registry (gas/rulesets.ts) sends every other book elsewhere.
  const rulesetMessage = rulesetProblem(rulesetText, ['cs42']);
  if (rulesetMessage) report('Ruleset', rulesetMessage);
  const settings: CampaignSettings = {
    name: cellText(at('Campaign name')?.value) || DEFAULTS.name,
    ruleset: rulesetMessage ? DEFAULTS.ruleset : (rulesetByName(rulesetText)?.id ?? DEFAULTS.ruleset),
    turn: whole('Turn', 1, DEFAULTS.turn),
    seed: seed || DEFAULTS.seed,
    deadline,
    turnLengthDays: whole('Turn length (days)', 0, DEFAULTS.turnLengthDays),
    reminderHours: whole('Reminder (hours before deadline)', 0, DEFAULTS.reminderHours),
    startingTreasury: whole('Starting treasury', 0, DEFAULTS.startingTreasury),
    battleDeadlineDays: whole('Battle deadline (days)', 0, DEFAULTS.battleDeadlineDays),
    playerViews: playerViews(cellText(at('Player views')?.value), (m) => report('Player views', m)),
    replacementCosts: variant('Replacement costs'),
    settlersBeyondRegular: variant('Settlers beyond Regular supply'),
    ledgerVersion: whole('Ledger version', 0, DEFAULTS.ledgerVersion),
  };
  const rowOf = (issue: CellIssue): number => Number(/\d+$/.exec(issue.cell)?.[0] ?? 0);
  return { settings, issues: issues.sort((a, b) => rowOf(a) - rowOf(b)) };
}

function playerViews(text: string, report: (message: string) => void): PlayerViews {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '') return 'tabs';
  if ((PLAYER_VIEWS as readonly string[]).includes(value)) return value as PlayerViews;
  report(`must be tabs or private files, got '${text}'`);
  return 'tabs';
}

import { parseDeadline, readCampaignSettings } from '../../src/ledger/campaign-settings';
import { tabRows } from '../../src/ledger/tab';

describe('campaign settings', () => {
  it('reads every setting, with the RULINGS 8 and 13 variants', () => {
    const tab = tabRows('Campaign', [
      ['Setting', 'Value', 'About'],
      ['Campaign name', 'Vale', ''],
      ['Turn', 4, ''],
      ['Seed', 'abc', ''],
      ['Order deadline', '2026-12-01 18:00', ''],
      ['Turn length (days)', 7, ''],
      ['Reminder (hours before deadline)', 24, ''],
      ['Starting treasury', 500, ''],
      ['Battle deadline (days)', 3, ''],
      ['Player views', 'Private  Files', ''],
      ['Replacement costs', 'PROSE', ''],
      ['Settlers beyond Regular supply', 'table', ''],
      ['Ledger version', 7, ''],
    ]);
    const { settings, issues } = readCampaignSettings(tab, 'Europe/Paris');
    expect(issues).toEqual([]);
    expect(settings).toEqual({
      name: 'Vale',
      turn: 4,
      seed: 'abc',
      deadline: new Date('2026-12-01T17:00:00Z'),
      turnLengthDays: 7,
      reminderHours: 24,
      startingTreasury: 500,
      battleDeadlineDays: 3,
      playerViews: 'private files',
      replacementCosts: 'prose',
      settlersBeyondRegular: 'table',
      ledgerVersion: 7,
    });
  });

  it('reports bad values by cell and keeps the defaults in their place', () => {
    const tab = tabRows('Campaign', [
      ['Setting', 'Value'],
      ['Turn', 0],
      ['Seed', ''],
      ['Order deadline', 'next Tuesday'],
      ['Replacement costs', 'harsh'],
    ]);
    const { settings, issues } = readCampaignSettings(tab, 'Etc/UTC');
    expect(settings.turn).toBe(1);
    expect(settings.deadline).toBeNull();
    expect(issues.map((i) => `${i.cell}: ${i.message}`)).toEqual([
      "B2: Turn: must be a whole number from 1, got '0'",
      'B3: Seed: must not be empty: the dice need it to replay a turn',
      "B4: Order deadline: write it as YYYY-MM-DD HH:MM, e.g. 2026-12-01 18:00; got 'next Tuesday'",
      "B5: Replacement costs: must be table or prose, got 'harsh'",
    ]);
  });

  it('reads a deadline in the spreadsheet’s time zone, across daylight saving', () => {
    expect(parseDeadline('2026-07-01 12:00', 'America/New_York')).toEqual(new Date('2026-07-01T16:00:00Z'));
    expect(parseDeadline('2026-01-15 12:00', 'America/New_York')).toEqual(new Date('2026-01-15T17:00:00Z'));
    expect(parseDeadline('2026-01-15', 'Etc/UTC')).toEqual(new Date('2026-01-15T23:59:00Z'));
    expect(parseDeadline('2026-13-01 10:00', 'Etc/UTC')).toBeNull();
  });
});

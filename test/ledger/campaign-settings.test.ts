import { parseDeadline, readCampaignSettings } from '../../src/ledger/campaign-settings';
import { tabRows } from '../../src/ledger/tab';

describe('campaign settings', () => {
  it('reads every setting, with the RULINGS 8 and 13 variants', () => {
    const tab = tabRows('Campaign', [
      ['Setting', 'Value', 'About'],
      ['Campaign name', 'Vale', ''],
      ['Ruleset', ' campaign  SYSTEM v4.2 ', ''],
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
      ruleset: 'cs42',
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

  // Issue 14: a Ruleset cell naming a book not yet playable was silently played as Campaign System v4.2.
  it('refuses a Ruleset that is unknown or not yet playable, naming the cell and the books that are', () => {
    const read = (value: string) =>
      readCampaignSettings(
        tabRows('Campaign', [
          ['Setting', 'Value', 'About'],
          ['Campaign name', 'Vale', ''],
          ['Ruleset', value, ''],
        ]),
        'UTC',
      );
    expect(read('').issues).toEqual([]);
    expect(read('').settings.ruleset).toBe('cs42');
    expect(read('CS42').issues).toEqual([]);
    expect(read('Mighty Empires').issues).toEqual([
      {
        tab: 'Campaign',
        cell: 'B3',
        message:
          'Ruleset: Mighty Empires is not playable in this version of Campaign Ledger yet; write one of: Campaign System v4.2 (or blank)',
      },
    ]);
    expect(read('Warhammer 40k').issues.map((i) => i.message)).toEqual([
      "Ruleset: 'Warhammer 40k' is not a ruleset this ledger knows; write one of: Campaign System v4.2",
    ]);
  });
});

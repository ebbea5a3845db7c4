import { campaignRows, readCpSettings } from '../../../src/ledger/cp/settings';

const campaign = (rows: readonly (readonly [string, unknown])[]) =>
  campaignRows([['Setting', 'Value', 'About'], ...rows.map(([s, v]) => [s, v, ''])]);
const PLAYERS = ['Ostland', 'Reikland', 'Middenland'];

describe('CP settings from the Campaign tab', () => {
  test('blank rows take the defaults: CP-R2 2 CP, CP-R14 Meeting Engagement, CP-R21 rounds, 50% of the territories', () => {
    const { settings, issues } = readCpSettings(campaign([]), PLAYERS);
    expect(issues).toEqual([]);
    expect(settings).toEqual({
      rebuildBrokenCost: 2,
      lostScenario: {
        'Market Town': 'Meeting Engagement',
        'Large Town': 'Meeting Engagement',
        'Major City': 'Meeting Engagement',
      },
      victory: { kind: 'share of territories', percent: 50 },
      spending: 'rounds',
      alliances: [],
    });
  });

  test('each setting read: CP-R2 1, a CP-R14 scenario, queued, most battles won after 6 turns, allies (CP-R19)', () => {
    const { settings, issues } = readCpSettings(
      campaign([
        ['Rebuild Broken Army CP', 1],
        ['Large Town 4-6 scenario', 'Flank Attack'],
        ['CP spending', 'Queued'],
        ['Victory condition', 'most battles won'],
        ['Victory value', 6],
        ['Allies', 'ostland + Reikland'],
      ]),
      PLAYERS,
    );
    expect(issues).toEqual([]);
    expect(settings.rebuildBrokenCost).toBe(1);
    expect(settings.lostScenario['Large Town']).toBe('Flank Attack');
    expect(settings.spending).toBe('queued');
    expect(settings.victory).toEqual({ kind: 'most battles won', afterTurns: 6 });
    expect(settings.alliances).toEqual([['Ostland', 'Reikland']]);
  });

  test('bad values are named at their cells, with the ruling', () => {
    const { issues } = readCpSettings(
      campaign([
        ['Rebuild Broken Army CP', 3],
        ['CP spending', 'all at once'],
        ['Victory condition', 'share of territories'],
        ['Victory value', 150],
        ['Allies', 'Ostland + Kislev'],
      ]),
      PLAYERS,
    );
    expect(issues).toEqual([
      { tab: 'Campaign', cell: 'B2', message: "Rebuild Broken Army CP: must be 1 or 2 (CP-R2), got '3'" },
      {
        tab: 'Campaign',
        cell: 'B3',
        message: "CP spending: must be rounds or queued (CP-R21), got 'all at once'",
      },
      {
        tab: 'Campaign',
        cell: 'B5',
        message: "Victory value: must be a whole number from 1 to 100 (percent); got '150'",
      },
      { tab: 'Campaign', cell: 'B6', message: "Allies: 'Kislev' is not a player on the Players tab" },
    ]);
  });
});

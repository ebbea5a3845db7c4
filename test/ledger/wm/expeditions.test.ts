/**
 * The Expeditions tab and the expedition orders through the ledger (EXPEDITIONS & EXPLORING): Check names each bad
 * cell (tab, cell, why); the New Year's "Go to sea" refused with WM-O023 naming why; Sail choices with WM-O024.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, demoAt, demoTabs } from './tabs';

const fleet = {
  Expedition: 'Sea Wolves',
  Player: 'Ostmark',
  Port: 'Ostwald',
  Destination: 'Old World',
  General: 'Graf Otto',
  Admiral: 'Jarl Hafen',
  Units: '4 Halberdiers, 2 Knights',
  Boats: 6,
  Advantages: 0,
  Characters: 'Captain Voss',
  Status: 'at sea',
};
const withAdmiral = <T extends Map<string, (readonly unknown[])[]>>(tabs: T): T => {
  addRow(tabs, 'Characters', {
    Character: 'Jarl Hafen',
    Player: 'Ostmark',
    Type: 'Admiral',
    Status: 'active',
  });
  return tabs;
};

describe('Check: the Expeditions tab, cell by cell', () => {
  test('a good row has no issue', () => {
    const tabs = withAdmiral(demoTabs());
    addRow(tabs, 'Expeditions', fleet);
    expect(R.check(tabs)).toEqual([]);
  });

  test('every bad cell named with its tab, cell and why', () => {
    const tabs = withAdmiral(demoTabs());
    addRow(tabs, 'Expeditions', {
      ...fleet,
      Port: 'Atlantis',
      Destination: 'Lustria',
      General: 'Thane Borri',
      Units: '4 Halberdiers, Zeppelins, 2 Dragons',
      Boats: 3,
      'Monster result': 'Capture',
    });
    addRow(tabs, 'Expeditions', { ...fleet, Expedition: 'Second', Player: 'Bretonnia', Status: 'landed' });
    expect(R.check(tabs)).toEqual([
      { tab: 'Expeditions', cell: 'C2', message: "'Atlantis' is not an area on the Areas tab" },
      { tab: 'Expeditions', cell: 'D2', message: "'Lustria' is not a landmass on the Areas tab" },
      { tab: 'Expeditions', cell: 'E2', message: "'Thane Borri' is not a character of Ostmark" },
      {
        tab: 'Expeditions',
        cell: 'G2',
        message: "write each load as '<count> <unit>', e.g. '3 Halberdiers'; got 'Zeppelins'",
      },
      { tab: 'Expeditions', cell: 'G2', message: "'Dragons' is not a unit type on the nation's Roster rows" },
      {
        tab: 'Expeditions',
        cell: 'H2',
        message: '3 boat(s) for 4 unit(s) at sea: ships must be >= units (WM-R15)',
      },
      { tab: 'Expeditions', cell: 'R2', message: 'a result with no character in Monster' },
      { tab: 'Expeditions', cell: 'B3', message: "'Bretonnia' is not a nation on the Nations tab" },
      { tab: 'Expeditions', cell: 'M3', message: 'Area is missing' },
    ]);
  });
});

describe('Go to sea at the New Year (WM-O023) and Sail at sea (WM-O024)', () => {
  const sail =
    'Sea Wolves - Go to sea from Ostwald to Old World; general Graf Otto; admiral Jarl Hafen; units 4 Halberdiers, 2 Knights; boats 6 Crossbowmen';
  const check = (text: string, tabs = withAdmiral(demoAt(13, 'new-year'))) =>
    R.checkOrders(tabs, 'Ostmark', text).lines;

  test('accepted, and a character bought on an earlier line may be its Admiral', () => {
    expect(check(sail)[0]).toMatchObject({ status: 'ok' });
    expect(
      check(
        `Nation - Character Admiral Piet Kahl\n${sail.replace('Jarl Hafen', 'Piet Kahl')}`,
        demoAt(13, 'new-year'),
      ).map((l) => l.status),
    ).toEqual(['ok', 'ok']);
  });

  test.each([
    [sail.replace('from Ostwald', 'from Averheim'), 'Averheim is not a coastal town or city of Ostmark'],
    [sail.replace('to Old World', 'to Lustria'), 'no landmass “Lustria”'],
    [
      sail.replace('units 4 Halberdiers, 2 Knights', 'units 2 Knights'),
      '2 unit(s) aboard: an expedition needs at least 3',
    ],
    [
      sail.replace('6 Crossbowmen', '5 Crossbowmen'),
      '5 boat(s) for 6 unit(s): ships must be >= units (WM-R15)',
    ],
    [
      sail.replace('admiral Jarl Hafen', 'admiral Captain Voss'),
      'Captain Voss is not an active Admiral of Ostmark',
    ],
    [sail.replace('; admiral Jarl Hafen', ''), 'admiral: no character of yours “”'],
    [sail.replace('Sea Wolves', 'Karak Dum'), '“Karak Dum” is already an army, expedition or nation'],
    [
      sail.replace('boats', 'ships'),
      '“ships 6 Crossbowmen” is not general, admiral, units, boats or characters',
    ],
  ])('%s → WM-O023', (line, why) => {
    const l = check(line)[0];
    expect(l).toMatchObject({ status: 'rejected' });
    expect(l?.message).toContain(why);
  });

  test('the receipt: a General who sails leads his expedition, not "no army" (before: warned as leading none)', () => {
    const check = R.checkOrders(withAdmiral(demoAt(13, 'new-year')), 'Ostmark', sail);
    expect(check.warnings.filter((w) => w.includes('Graf Otto'))).toEqual([]);
  });

  test('one General leads one army or one expedition (WM-O012)', () => {
    expect(check(`${sail}\nHome Army - Place Ostwald under Graf Otto`)[1]).toMatchObject({
      status: 'rejected',
      code: 'WM-O012',
    });
  });

  test('Sail: the choices are land, storm, monster, ally (a major character aboard), to (an Exodus fleet only)', () => {
    const tabs = withAdmiral(demoAt(13, 'orders'));
    addRow(tabs, 'Expeditions', fleet);
    const one = (line: string) => R.checkOrders(tabs, 'Ostmark', line).lines[0];
    expect(one('Sea Wolves - Sail land Wolf Steppe, storm boat, monster Captain Voss')).toMatchObject({
      status: 'ok',
    });
    expect(one('Sea Wolves - Sail monster Graf Otto')).toMatchObject({ code: 'WM-O024' });
    expect(one('Sea Wolves - Sail storm maybe')).toMatchObject({ code: 'WM-O024' });
    expect(one('Sea Wolves - Sail to Old World')?.message).toContain('there is no turning back');
    expect(one('Sea Wolves - Move Averheim')).toMatchObject({ code: 'WM-O003' });
    expect(R.checkOrders(tabs, 'Red Fang', 'Sea Wolves - Sail')).toMatchObject({
      lines: [{ code: 'WM-O002' }],
    });
  });
});

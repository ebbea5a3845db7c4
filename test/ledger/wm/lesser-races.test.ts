/**
 * MINOR NATIONS (book 002, optional; WM-R22, WM-R23) through the sheet: the Lesser races tab, its Check, the pick-up
 * report naming a lesser race, the box moves and affiliation markers at the reports stage, the affiliation warning.
 * Figures worked by hand from the rule book digest §5 "Minor nations" and WM-R22/R23.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { applyOutcome, demoAt, editRow, records, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

const run = (tabs: Tabs): Tabs => applyOutcome(tabs, R.runStage(tabs, { overrides: new Map() }));
const elves = (tabs: Tabs): Record<string, unknown> =>
  records(tabs, 'Lesser races').find((r) => r.Race === 'Elves') ?? {};
const line = (tabs: Tabs, player: string, text: string): [string, string, string] => {
  const l = R.checkOrders(tabs, player, text).lines[0];
  return [l?.status ?? '', l?.code ?? '', l?.message ?? ''];
};
const minorLog = (tabs: Tabs): string[] =>
  records(tabs, 'Log')
    .filter((r) => String(r.Table ?? '').includes('MINOR NATIONS'))
    .map((r) => `${String(r.Subject)}: ${String(r.Effect)}`);

describe('the Lesser races tab (MINOR NATIONS: a track visible to all)', () => {
  test('the demo: 3 player countries - 2 = 1 lesser race, in box 0, no markers, no army on the map', () => {
    expect(records(demoAt(1, 'orders'), 'Lesser races')).toEqual([
      { Race: 'Elves', Box: '0', Markers: '', Area: '' },
    ]);
    expect(R.check(demoAt(1, 'orders'))).toEqual([]);
  });

  test('every player sees the track', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 2, Markers: 'Ostmark 1' });
    for (const p of ['Ostmark', 'Karak Dum', 'Red Fang'])
      expect(R.playerView(t, p)).toContain('  Elves: box 2; markers Ostmark 1');
  });

  test('Check names each bad cell and why', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Lesser races', 'Race', 'Elves', {
      Box: 5,
      Markers: 'Ostmark two, Nobody 1',
      Area: 'Averheim',
    });
    const got = R.check(t).filter((i) => i.tab === 'Lesser races');
    expect(got.map((i) => [i.cell, i.message])).toEqual([
      ['B2', "Box must be one of 0, 1, 2, 3, Independent; got '5'"],
      ['C2', "write each as '<player> <count>', e.g. 'Ostmark 2'; got 'Ostmark two'"],
      ['C2', "'Nobody' is not a nation on the Nations tab"],
      ['D2', 'only an Independent race has an army on the map; Elves is in box 0'],
    ]);
  });

  test('WM-R23: the Independent army is placed at least one area away from any town or city', () => {
    const t = demoAt(1, 'orders');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 'Independent', Area: 'Ostwald' });
    expect(R.check(t).map((i) => [i.tab, i.cell, i.message])).toEqual([
      [
        'Lesser races',
        'D2',
        'Ostwald holds a town: an Independent army is placed at least one area away from any town or city (WM-R23)',
      ],
    ]);
    // Averheim, next to Ostwald, holds a village: one area away, allowed.
    editRow(t, 'Lesser races', 'Race', 'Elves', { Area: 'Averheim' });
    expect(R.check(t)).toEqual([]);
    editRow(t, 'Lesser races', 'Race', 'Elves', { Area: 'Atlantis' });
    expect(R.check(t).map((i) => i.message)).toEqual(["'Atlantis' is not an area on the Areas tab"]);
  });
});

describe('the pick-up report names the lesser race (WM-R22)', () => {
  test('grammar: against lesser race Elves, commanding Elves; an unknown race, an Independent one refused', () => {
    const t = demoAt(2, 'reports');
    expect(line(t, 'Ostmark', 'Nation - Pick-up won 2000 against lesser race Elves')).toEqual(['ok', '', '']);
    expect(line(t, 'Ostmark', 'Nation - Pick-up lost 2000 commanding elves')).toEqual(['ok', '', '']);
    expect(line(t, 'Ostmark', 'Nation - Pick-up won 2000 against lesser race Dwarfs')).toEqual([
      'rejected',
      'WM-O022',
      '“Dwarfs” is not a lesser race on the Lesser races tab (Elves)',
    ]);
    expect(line(t, 'Ostmark', 'Nation - Pick-up won 2000 against non-campaign army Elves')[1]).toBe(
      'WM-O022',
    );
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 'Independent' });
    expect(line(t, 'Ostmark', 'Nation - Pick-up won 2000 commanding Elves')).toEqual([
      'rejected',
      'WM-O022',
      'Elves is Independent: its army is on the map and the race can no longer be chosen for pick-up games (WM-R23)',
    ]);
  });

  test('Affiliation: commanding a race with more markers of another player is accepted with a warning', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Markers: 'Karak Dum 2, Ostmark 1' });
    expect(line(t, 'Ostmark', 'Nation - Pick-up won 2000 commanding Elves')).toEqual([
      'ok',
      '',
      'warning: Elves carries 2 affiliation marker(s) of Karak Dum and 1 of yours: you must ask Karak Dum’s leave to command it, granted automatically if Karak Dum chose something else or is in a campaign battle (MINOR NATIONS, Affiliation)',
    ]);
    // Karak Dum holds the most markers itself: nobody to ask.
    expect(line(t, 'Karak Dum', 'Nation - Pick-up won 2000 commanding Elves')).toEqual(['ok', '', '']);
  });

  test('a lesser race that loses goes down one box; the winner earns experience as before (WM-R17)', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 2 });
    submit(t, 'Ostmark', 'Nation - Pick-up won 2000 against lesser race Elves');
    const after = run(t);
    expect(elves(after)).toMatchObject({ Box: '1', Markers: '' });
    // 2000 won: one point per full 100 = 20 (WM-R17).
    expect(records(after, 'Nations').find((r) => r.Player === 'Ostmark')?.XP).toBe(20);
    expect(minorLog(after)).toEqual(['Elves: loses a pick-up game against Ostmark: box 2 to 1 (WM-R22)']);
  });

  test('box 0 stays box 0 on a loss (the track has no box below 0)', () => {
    const t = demoAt(2, 'reports');
    submit(t, 'Red Fang', 'Nation - Pick-up won 1000 against lesser race Elves');
    expect(elves(run(t)).Box).toBe('0');
  });

  test('the book’s example: Elves in box 3 commanded to victory go Independent; the commander gets a marker, no XP', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 3, Markers: 'Karak Dum 1' });
    submit(t, 'Ostmark', 'Nation - Pick-up won 2000 commanding Elves');
    const after = run(t);
    expect(elves(after)).toMatchObject({ Box: 'Independent', Markers: 'Karak Dum 1, Ostmark 1', Area: '' });
    expect(records(after, 'Nations').find((r) => r.Player === 'Ostmark')?.XP).toBe(0);
    expect(minorLog(after)).toEqual([
      'Elves: wins a pick-up game commanded by Ostmark: box 3 to Independent; Ostmark gets an affiliation marker on it (WM-R22)',
      'moderator: Elves is Independent: place its army by writing its Area on the Lesser races tab, at least one area away from any town or city (WM-R23); the race can no longer be chosen for pick-up games',
    ]);
  });

  test('the commander and his opponent both report one game: the box moves once', () => {
    const t = demoAt(2, 'reports');
    editRow(t, 'Lesser races', 'Race', 'Elves', { Box: 1 });
    submit(t, 'Ostmark', 'Nation - Pick-up lost 2000 commanding Elves');
    submit(t, 'Red Fang', 'Nation - Pick-up won 2000 against lesser race Elves');
    const after = run(t);
    expect(elves(after).Box).toBe('0');
    expect(minorLog(after)).toEqual([
      'Elves: loses a pick-up game commanded by Ostmark: box 1 to 0 (WM-R22)',
      "Red Fang: Elves: the same pick-up game as Ostmark's report; the box moves once (WM-R22)",
    ]);
  });
});

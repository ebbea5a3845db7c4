/**
 * Exodus through the ledger (002 LOSING A NATION): declared at the start of a month with the month's orders, the
 * fleet chooses its landmass the month after (any but its own), then sails as an expedition; pirates are ignored.
 */
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, applyOutcome, demoTabs, editRow, records, submit } from './tabs';

type Tabs = Map<string, (readonly unknown[])[]>;

/** Red Fang reduced to Fang Rock and Wolf Steppe, and an island across the sea. */
function beaten(): Tabs {
  const tabs = demoTabs();
  for (const a of records(tabs, 'Areas'))
    if (a.Owner === 'Red Fang' && !['Fang Rock', 'Wolf Steppe'].includes(String(a.Area)))
      editRow(tabs, 'Areas', 'Area', String(a.Area), { Owner: '' });
  addRow(tabs, 'Areas', {
    Area: 'Lustria Coast',
    Terrain: 'forest',
    Coast: true,
    Landmass: 'Lustria',
    Pop: 'Village',
  });
  return tabs;
}

function play(tabs: Tabs, player: string, lines: string[], overrides: Record<string, number> = {}) {
  const check = submit(tabs, player, lines.join('\n'));
  const outcome = R.runStage(tabs as TabValues, { overrides: new Map(Object.entries(overrides)) });
  return { check, outcome, tabs: applyOutcome(tabs, outcome) };
}

describe('Exodus through the ledger (002 LOSING A NATION, Exodus)', () => {
  test('refused with more than 2 areas (WM-O026)', () => {
    const check = submit(demoTabs(), 'Red Fang', 'Nation - Exodus Black Sails');
    expect(check.lines[0]).toMatchObject({ status: 'rejected', code: 'WM-O026' });
    expect(check.lines[0]?.message).toContain('Exodus needs at most 1 and 2');
  });

  test('the others read the areas left and a fleet sailing from Fang Rock; only Red Fang its General and size', () => {
    // Found by the review: every player's turn report read the fleet's General and its 30 units.
    const m1 = play(beaten(), 'Red Fang', ['Nation - Exodus Black Sails']);
    const reports = m1.outcome.reports;
    for (const other of ['Ostmark', 'Karak Dum']) {
      const lines = reports.get(other) ?? [];
      expect(lines.filter((l) => l.includes('declares an Exodus'))).toEqual([
        'Red Fang: declares an Exodus: Fang Rock, Wolf Steppe uncontrolled, its towns removed; a fleet sails from Fang Rock',
      ]);
      expect(lines.filter((l) => l.includes('Black Sails') || l.includes('Grishnak'))).toEqual([]);
    }
    expect(reports.get('Red Fang')).toContain(
      'Black Sails: takes ship from Fang Rock under Warboss Grishnak with 30 unit(s) and 30 boat(s), and chooses a landmass next month',
    );
  });

  test('month 1: declared; month 2: bound for Lustria, pirates ignored; month 3: lands', () => {
    const m1 = play(beaten(), 'Red Fang', [
      'Nation - Exodus Black Sails',
      'Red Fang Horde - Move Barren Hills',
    ]);
    // The army takes ship at the start of the month: its move is not made.
    expect(m1.check.lines.map((l) => l.status)).toEqual(['ok', 'ok']);
    const fleet = records(m1.tabs, 'Expeditions')[0];
    // 10 + 8 + 4 + 4 + 2 + 2 = 30 units of the demo roster, a boat each
    expect(fleet).toMatchObject({
      Expedition: 'Black Sails',
      Player: 'Red Fang',
      Port: 'Fang Rock',
      Destination: '',
      General: 'Warboss Grishnak',
      Boats: 30,
      Status: 'at sea',
      Exodus: true,
      Characters: 'Shaman Zogg, Big Boss Urk, Big Boss Snag',
    });
    const areas = records(m1.tabs, 'Areas');
    expect(areas.find((a) => a.Area === 'Fang Rock')).toMatchObject({ Owner: '', Pop: 'Village' });
    expect(records(m1.tabs, 'Armies').map((a) => a.Army)).toEqual(['Ostmark Army', 'Karak Dum Host']);
    expect(R.check(m1.tabs)).toEqual([]);

    const home = submit(m1.tabs, 'Red Fang', 'Black Sails - Sail to Old World');
    expect(home.lines[0]?.message).toContain('an Exodus fleet sails for any landmass but Old World');
    const m2 = play(m1.tabs, 'Red Fang', ['Black Sails - Sail to Lustria'], { 'expedition:Black Sails': 14 });
    expect(records(m2.tabs, 'Expeditions')[0]).toMatchObject({ Destination: 'Lustria', Boats: 30 });
    const log = (m2.outcome.append.get('Log') ?? []).map((r) => String(r.Effect));
    expect(log).toContain('Pirates: ignored, an Exodus fleet (Exodus)');

    const m3 = play(m2.tabs, 'Red Fang', ['Black Sails - Sail land Lustria Coast'], {
      'expedition:Black Sails': 20,
    });
    expect(records(m3.tabs, 'Armies').find((a) => a.Army === 'Black Sails')).toMatchObject({
      Player: 'Red Fang',
      Area: 'Lustria Coast',
      General: 'Warboss Grishnak',
    });
  });

  test('a month with no destination chosen: no roll, the moderator is told', () => {
    const m1 = play(beaten(), 'Red Fang', ['Nation - Exodus Black Sails']);
    const m2 = play(m1.tabs, 'Red Fang', []);
    expect(m2.outcome.warnings).toContain(
      'Black Sails (Red Fang) must choose a destination: “Black Sails - Sail to <landmass>”',
    );
    expect(records(m2.tabs, 'Expeditions')[0]?.Result).toBe('');
  });
});

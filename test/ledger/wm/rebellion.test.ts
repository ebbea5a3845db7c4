/**
 * Rebellion and New Nation through the ledger (002 LOSING A NATION) at the New Year of year 2: Red Fang, beaten to
 * nothing, retakes Fang Rock (a town it once owned, kept on the Nations tab) at the ransom step; Karak Dum, beaten
 * too, starts a New Nation at sea; the Rebel leader captured later destroys the rebel nation.
 */
import type { TabValues } from '../../../src/ledger/stage-ruleset';
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, applyOutcome, demoAt, editRow, records, submit } from './tabs';

type Tabs = Map<string, (readonly unknown[])[]>;

/** Red Fang and Karak Dum with no area and every unit lost; an island across the sea. */
function fallen(): Tabs {
  const tabs = demoAt(13, 'new-year');
  for (const a of records(tabs, 'Areas'))
    if (a.Owner === 'Red Fang' || a.Owner === 'Karak Dum')
      editRow(tabs, 'Areas', 'Area', String(a.Area), { Owner: '' });
  const roster = [...(tabs.get('Roster') ?? [])];
  const h = (roster[0] ?? []) as readonly unknown[];
  const [p, b, l] = ['Player', 'Bought', 'Lost'].map((x) => h.indexOf(x));
  tabs.set(
    'Roster',
    roster.map((r, i) =>
      i > 0 && r[p as number] !== 'Ostmark' ? r.map((c, j) => (j === l ? r[b as number] : c)) : r,
    ),
  );
  addRow(tabs, 'Areas', {
    Area: 'Lustria Coast',
    Terrain: 'forest',
    Coast: true,
    Landmass: 'Lustria',
    Pop: 'Village',
  });
  return tabs;
}

const NEW =
  'Iron Fleet - New nation to Lustria; race Norse; general Jarl Eirik; admiral Ulf; characters Hero Bjorn; units 6 Warriors, 4 Thunderers; item Rune Axe';

describe('Rebellion and New Nation at the New Year (002 LOSING A NATION)', () => {
  test('the demo remembers each nation’s town on the Nations tab', () => {
    expect(records(demoAt(1, 'orders'), 'Nations').map((n) => n['Towns once owned'])).toEqual([
      'Ostwald',
      'Karak Dum',
      'Fang Rock',
    ]);
  });

  test('refused while the nation stands (WM-O027, WM-O028)', () => {
    const tabs = demoAt(13, 'new-year');
    expect(submit(tabs, 'Red Fang', 'Nation - Rebel Fang Rock led by Big Boss Urk').lines[0]).toMatchObject({
      code: 'WM-O027',
      message: 'Red Fang still has troops on its roster or areas: no Rebellion',
    });
    expect(submit(tabs, 'Karak Dum', NEW).lines[0]?.code).toBe('WM-O028');
  });

  test('Fang Rock retaken led by Big Boss Urk; Iron Fleet at sea with 10 units and 10 boats; Urk captured later: the rebels are destroyed', () => {
    const tabs = fallen();
    expect(submit(tabs, 'Red Fang', 'Nation - Rebel Fang Rock led by Big Boss Urk').lines[0]?.message).toBe(
      '',
    );
    expect(submit(tabs, 'Red Fang', 'Nation - Rebel Mourn Gate led by Big Boss Urk').lines[0]?.message).toBe(
      'Mourn Gate was never a town of Red Fang',
    );
    expect(submit(tabs, 'Karak Dum', NEW.replace('Norse', 'Dwarfs')).lines[0]?.message).toContain(
      'may not choose his original race (Dwarfs)',
    );
    expect(submit(tabs, 'Karak Dum', NEW).lines[0]?.status).toBe('ok');
    // The rebel nation's roster is its town's 900 points: 1080 of its 1900 come off (Roster: "must be spent").
    submit(
      tabs,
      'Red Fang',
      'Nation - Rebel Fang Rock led by Big Boss Urk\nNation - Remove 10 Orc Warriors\nNation - Remove 8 Goblins\nNation - Remove 4 Wolf Riders',
    );
    const outcome = R.runStage(tabs as TabValues, { overrides: new Map() });
    const year2 = applyOutcome(tabs, outcome);
    expect(records(year2, 'Areas').find((a) => a.Area === 'Fang Rock')).toMatchObject({
      Owner: 'Red Fang',
      Pop: 'Town',
    });
    expect(records(year2, 'Nations').find((n) => n.Player === 'Red Fang')?.['Rebel leader']).toBe(
      'Big Boss Urk',
    );
    // PT 2 (a town): (2 x 2 + 5) x 100 = 900 roster points (Roster)
    expect(
      (outcome.append.get('Journal') ?? [])
        .filter((j) => j.Player === 'Red Fang')
        .map((j) => [j.Resource, j.Amount]),
    ).toEqual([
      ['PT', 2],
      ['Roster points', 900],
      ['Character points', 4],
    ]);
    expect(records(year2, 'Nations').find((n) => n.Player === 'Karak Dum')).toMatchObject({
      Race: 'Norse',
      'Spare items': 'Rune Axe',
    });
    expect(records(year2, 'Expeditions')).toEqual([
      expect.objectContaining({
        Expedition: 'Iron Fleet',
        Player: 'Karak Dum',
        Port: '',
        Boats: 10,
        Status: 'at sea',
      }),
    ]);
    expect(
      records(year2, 'Roster')
        .filter((r) => r.Player === 'Karak Dum')
        .map((r) => [r.Unit, r.Bought, r.Lost]),
    ).toEqual([
      ['Warriors', 6, 0],
      ['Thunderers', 4, 0],
      ['Rangers', 0, 0],
      ['Troll Slayers', 0, 0],
      ['Cannon', 0, 0],
    ]);
    expect(R.check(year2)).toEqual([]);

    editRow(year2, 'Characters', 'Character', 'Big Boss Urk', { Status: 'captured', 'Held by': 'Ostmark' });
    const month = R.runStage(year2 as TabValues, { overrides: new Map() });
    const after = applyOutcome(year2, month);
    expect(records(after, 'Areas').find((a) => a.Area === 'Fang Rock')?.Owner).toBe('');
    expect((month.append.get('Log') ?? []).map((r) => String(r.Effect))).toContain(
      'the Rebel leader Big Boss Urk is captured: the rebel nation is destroyed; Red Fang must start a new nation',
    );
  });
});

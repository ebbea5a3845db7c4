/**
 * The location choice (ENGAGING THE ENEMY) and the battle report facts (POST COMBAT) of WarMaster: grammar,
 * rejection with its code, and effect through runStage, figures worked by hand from book 002.
 */
import { WM_STAGE_RULESET as R } from '../../../src/ledger/wm/ruleset';
import { addRow, applyOutcome, demoAt, editRow, records, setCampaign, submit } from './tabs';

type Tabs = ReturnType<typeof demoAt>;

const verdict = (tabs: Tabs, player: string, text: string): [string, string, string] => {
  const l = R.checkOrders(tabs, player, text).lines[0];
  return [l?.status ?? '', l?.code ?? '', l?.message ?? ''];
};
const run = (tabs: Tabs, overrides: Record<string, number> = {}): Tabs =>
  applyOutcome(tabs, R.runStage(tabs, { overrides: new Map(Object.entries(overrides)) }));
const army = (tabs: Tabs, name: string): Record<string, unknown> =>
  records(tabs, 'Armies').find((r) => r.Army === name) ?? {};

/** Ostmark Army (moved in from Averheim) meets Karak Dum Host in Blackfire Pass, turn 2. */
function contact(stage: 'locations' | 'reports'): Tabs {
  const t = demoAt(2, stage);
  editRow(t, 'Armies', 'Army', 'Ostmark Army', {
    Area: 'Blackfire Pass',
    Location: 'Countryside',
    'Came from': 'Averheim',
  });
  editRow(t, 'Armies', 'Army', 'Karak Dum Host', {
    Area: 'Blackfire Pass',
    Location: 'Countryside',
    'Came from': 'Karak Dum',
  });
  addRow(t, 'Battles', {
    Battle: 'T2-01',
    Turn: 2,
    Area: 'Blackfire Pass',
    Armies: 'Ostmark Army vs Karak Dum Host',
    Cause: 'contact',
    Status: stage === 'locations' ? 'awaiting choices' : 'to fight',
    Engagement: stage === 'locations' ? '' : 'battle',
  });
  return t;
}

describe('Location (the secret choice; the Engagement chart, WM-R6)', () => {
  test('grammar: Countryside, Population Center (or pop centre), POI', () => {
    const t = contact('locations');
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Location pop centre')).toEqual(['ok', '', '']);
    expect(verdict(t, 'Karak Dum', 'Karak Dum Host - Location POI')).toEqual(['ok', '', '']);
  });

  test('WM-O013: an army in no engagement, or a location not on the chart; WM-O003: a move at this stage', () => {
    const t = contact('locations');
    expect(verdict(t, 'Red Fang', 'Red Fang Horde - Location Countryside')).toEqual([
      'rejected',
      'WM-O013',
      'Red Fang Horde is in no engagement awaiting location choices',
    ]);
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Location the woods')[1]).toBe('WM-O013');
    expect(verdict(t, 'Ostmark', 'Ostmark Army - Move Averheim')[1]).toBe('WM-O003');
  });

  test('effect: POI against POI is *battle* with the POI card at the centre; mountains keep 6 terrain cards', () => {
    const t = contact('locations');
    submit(t, 'Ostmark', 'Ostmark Army - Location POI');
    submit(t, 'Karak Dum', 'Karak Dum Host - Location POI');
    const after = run(t);
    const b = records(after, 'Battles')[0] ?? {};
    expect(b).toMatchObject({ Engagement: '*battle*', Location: 'POI', Status: 'to fight' });
    expect(String(b.Setup)).toContain('keeps 6 (mountains)');
    expect(String(b.Setup)).toContain('Objective at the centre: POI card');
    expect(R.clock(after)).toEqual({ turn: 2, stage: 'reports', round: 1 });
  });

  test('effect: an army that sends no choice stands where it is (the countryside after moving in): battle', () => {
    const t = contact('locations');
    expect(records(run(t), 'Battles')[0]).toMatchObject({ Engagement: 'battle', Location: 'Countryside' });
  });
});

describe('Battle reports (POST COMBAT)', () => {
  test('grammar: Killed, Objective, Lost <unit> <stands>, Retreat <area>', () => {
    const c = R.checkOrders(
      contact('reports'),
      'Ostmark',
      'T2-01 - Killed 450\nT2-01 - Objective\nT2-01 - Lost Halberdiers 2\nT2-01 - Lost Knights routed off\nT2-01 - Retreat Averheim',
    );
    expect(c.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  test('WM-O002 no such battle; WM-O014 a battle not of yours; WM-O015 bad figures; WM-O016 a retreat not adjacent; WM-O012 VP claimed twice', () => {
    const t = contact('reports');
    expect(verdict(t, 'Ostmark', 'T9-09 - Killed 450')[1]).toBe('WM-O002');
    expect(verdict(t, 'Red Fang', 'T2-01 - Killed 450')).toEqual([
      'rejected',
      'WM-O014',
      'T2-01 is not a battle of yours to be fought (it is to fight)',
    ]);
    expect(verdict(t, 'Ostmark', 'T2-01 - Killed 123456')[1]).toBe('WM-O015');
    expect(verdict(t, 'Ostmark', 'T2-01 - Lost Halberdiers 4')[1]).toBe('WM-O015');
    expect(verdict(t, 'Ostmark', 'T2-01 - Lost Dragons 2')[2]).toContain('no unit on your roster “Dragons”');
    expect(verdict(t, 'Ostmark', 'T2-01 - Retreat Ostwald')).toEqual([
      'rejected',
      'WM-O016',
      'Ostwald is not adjacent to Blackfire Pass',
    ]);
    const twice = R.checkOrders(t, 'Ostmark', 'T2-01 - Killed 450\nT2-01 - Killed 500');
    expect(twice.lines[1]?.code).toBe('WM-O012');
  });

  test('effect: 350 + 200 = 550 to 300 is < 2:1, a minor victory; the loser retreats to the area it came from; survival 2 stands d6 4 returns, routed off d6 4 < 5 destroyed (WM-R11)', () => {
    const t = contact('reports');
    submit(t, 'Ostmark', 'T2-01 - Killed 350\nT2-01 - Objective\nT2-01 - Lost Knights routed off');
    submit(t, 'Karak Dum', 'T2-01 - Killed 300\nT2-01 - Lost Warriors 2');
    const after = run(t, {
      'survival:T2-01:Ostmark:Knights#1': 4,
      'survival:T2-01:Karak Dum:Warriors#1': 4,
    });
    expect(records(after, 'Battles')[0]).toMatchObject({
      Status: 'applied',
      Winner: 'Ostmark Army',
      Result: 'Ostmark Army wins a minor victory, 550 to 300 VP',
    });
    expect(army(after, 'Karak Dum Host')).toMatchObject({ Area: 'Karak Dum' });
    const roster = records(after, 'Roster');
    expect(roster.find((r) => r.Player === 'Ostmark' && r.Unit === 'Knights')?.Lost).toBe(1);
    expect(roster.find((r) => r.Player === 'Karak Dum' && r.Unit === 'Warriors')?.Lost).toBe(0);
  });

  test('effect: a loser with no retreat open is routed, and walks toward its nearest free town (POST COMBAT; WM-R31)', () => {
    const t = contact('reports');
    // Karak Dum Host came from Karak Dum, now held by Red Fang; every other neighbour of Blackfire Pass is Ostmark's
    // village with Ostmark's town no nearer: no retreat.
    editRow(t, 'Armies', 'Army', 'Red Fang Horde', { Area: 'Karak Dum' });
    editRow(t, 'Areas', 'Area', 'Border Keep', { Owner: 'Ostmark' });
    submit(t, 'Ostmark', 'T2-01 - Killed 500');
    submit(t, 'Karak Dum', 'T2-01 - Killed 100');
    const out = R.runStage(t, { overrides: new Map() });
    const effects = (out.append.get('Log') ?? []).map((r) => `${String(r.Subject)}: ${String(r.Effect)}`);
    expect(effects).toContain('Karak Dum Host: cannot retreat: routed');
    expect(army(applyOutcome(t, out), 'Karak Dum Host').Status).toBe('routed');
  });

  test('a side with no report: the battle waits and the moderator is told (missing-report.test.ts)', () => {
    const t = contact('reports');
    submit(t, 'Ostmark', 'T2-01 - Killed 200');
    expect(R.runStage(t, { overrides: new Map() }).warnings).toEqual([
      "T2-01: no report from Karak Dum (Karak Dum Host): the battle waits and the others are applied; Resolve again once it is in, or enter Karak Dum's lines yourself on the Orders tab (e.g. 'T2-01 - Killed 0') to decide it without",
    ]);
  });

  test('grammar: Captured <character> items …; Killed <character> in contact items … replaced by <Hero>', () => {
    const c = R.checkOrders(
      contact('reports'),
      'Ostmark',
      'T2-01 - Captured Magister Holst items Escape\nT2-01 - Killed Graf Otto in contact items Kill replaced by Captain Brandt',
    );
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['ok', ''],
      ['ok', ''],
    ]);
  });

  test('WM-O021: an escape result per magic item (WM-R24); a killed General needs a Hero to replace him', () => {
    const t = contact('reports');
    expect(verdict(t, 'Ostmark', 'T2-01 - Captured Magister Holst')).toEqual([
      'rejected',
      'WM-O021',
      'Magister Holst carries 1 magic item(s) (Staff of Spellbinding): write “items” and one escape result each (WM-R24)',
    ]);
    expect(verdict(t, 'Ostmark', 'T2-01 - Killed Graf Otto')[2]).toBe(
      'a killed General is replaced by a Hero: add “replaced by <Hero>” (Personalities)',
    );
    expect(verdict(t, 'Ostmark', 'T2-01 - Captured Thane Borri items Kill')[1]).toBe('WM-O021');
  });

  test('effect: the captured held by the enemy, his item escaping home; the killed General replaced by the Hero named', () => {
    const t = contact('reports');
    submit(
      t,
      'Ostmark',
      'T2-01 - Killed 100\nT2-01 - Captured Magister Holst items Escape\nT2-01 - Killed Graf Otto items Kill replaced by Captain Brandt',
    );
    submit(t, 'Karak Dum', 'T2-01 - Killed 500');
    const after = run(t);
    const chars = records(after, 'Characters');
    expect(chars.find((r) => r.Character === 'Magister Holst')).toMatchObject({
      Status: 'captured',
      'Held by': 'Karak Dum',
      Items: '',
    });
    expect(chars.find((r) => r.Character === 'Graf Otto')).toMatchObject({ Status: 'dead', Items: '' });
    expect(chars.find((r) => r.Character === 'Captain Brandt')?.Type).toBe('General');
    expect(army(after, 'Ostmark Army').General).toBe('Captain Brandt');
    // Not killed by a character in contact: the Sword of Might is lost; the Staff escapes to Ostmark's roster and is
    // assigned at once (Magic Items) to the first active character with the fewest items, Captain Brandt.
    expect(records(after, 'Nations').find((r) => r.Player === 'Ostmark')?.['Spare items']).toBe('');
    expect(chars.find((r) => r.Character === 'Captain Brandt')?.Items).toBe('Staff of Spellbinding');
  });
});

describe('what happened to the characters reaches both sides (POST COMBAT; Magic Items)', () => {
  test('T2-01: Kazrik captured with his rune taken, Borri killed with his rune lost: both players read it', () => {
    const t = contact('reports');
    submit(t, 'Ostmark', 'T2-01 - Killed 500');
    submit(
      t,
      'Karak Dum',
      'T2-01 - Killed 100\nT2-01 - Captured Runesmith Kazrik items Capture\nT2-01 - Killed Thane Borri replaced by Hearthguard Dain',
    );
    const reports = R.runStage(t, { overrides: new Map() }).reports;
    for (const p of ['Ostmark', 'Karak Dum'])
      expect(reports.get(p)).toEqual(
        expect.arrayContaining([
          'T2-01: Runesmith Kazrik captured by Ostmark',
          "T2-01: Rune of Warding goes to Ostmark's roster (Capture)",
          'T2-01: Thane Borri killed by Ostmark',
          'T2-01: Rune of Courage is lost',
        ]),
      );
    expect(reports.get('Karak Dum')).toContain(
      'Karak Dum Host: Hearthguard Dain replaces Thane Borri as General',
    );
    expect(reports.get('Red Fang')?.join('\n')).not.toContain('Kazrik');
  });
});

describe('playerView of a battle', () => {
  test('awaiting choices: the player is told what to write; the other side’s choice is not shown', () => {
    const t = contact('locations');
    submit(t, 'Karak Dum', 'Karak Dum Host - Location Population Center');
    const view = R.playerView(t, 'Ostmark').join('\n');
    expect(view).toContain(
      'Battle T2-01 in Blackfire Pass: Ostmark Army vs Karak Dum Host, awaiting choices',
    );
    expect(view).toContain('choose in secret: “Ostmark Army - Location Countryside”');
    expect(view).not.toContain('Location Population Center [');
  });
});

describe('reports that cannot be applied', () => {
  test('WM-O015: a unit type with none left this year', () => {
    const t = contact('reports');
    editRow(t, 'Roster', 'Unit', 'Cannon', { Lost: 2 });
    expect(verdict(t, 'Ostmark', 'T2-01 - Lost Cannon 2')).toEqual([
      'rejected',
      'WM-O015',
      'Ostmark has no Cannon left this year: all 2 are lost',
    ]);
  });

  test('WM-O015: more Lost lines of a type than remain on the roster are refused at the receipt, so the stage runs', () => {
    // Ostmark bought 2 Cannon, 1 lost: a 2000-point army rated up from the roster fields 1 (Armies are 2,000 pts.).
    const t = contact('reports');
    editRow(t, 'Roster', 'Unit', 'Cannon', { Lost: 1 });
    const check = submit(
      t,
      'Ostmark',
      'T2-01 - Killed 100\nT2-01 - Lost Cannon destroyed\nT2-01 - Lost Cannon destroyed',
    );
    expect(check.lines.map((l) => [l.status, l.code, l.message])).toEqual([
      ['ok', '', ''],
      ['ok', '', ''],
      ['rejected', 'WM-O015', 'Ostmark has only 1 Cannon left on the roster: T2-01 cannot lose a 2nd'],
    ]);
    submit(t, 'Karak Dum', 'T2-01 - Killed 0');
    const after = run(t, { 'survival:T2-01:Ostmark:Cannon#1': 1 });
    expect(records(after, 'Roster').find((r) => r.Player === 'Ostmark' && r.Unit === 'Cannon')?.Lost).toBe(2);
  });

  test('WM-O015: a Cannon aboard a fleet at sea is not in the battle (Expedition Army; before: counted as left)', () => {
    const t = contact('reports');
    addRow(t, 'Characters', {
      Character: 'Jarl Hafen',
      Player: 'Ostmark',
      Type: 'Admiral',
      Status: 'active',
    });
    addRow(t, 'Expeditions', {
      Expedition: 'Sea Wolves',
      Player: 'Ostmark',
      Port: 'Ostwald',
      Destination: 'Old World',
      General: 'Graf Otto',
      Admiral: 'Jarl Hafen',
      Units: '3 Halberdiers, 1 Cannon',
      Boats: 4,
      Status: 'at sea',
    });
    const check = submit(t, 'Ostmark', 'T2-01 - Lost Cannon destroyed\nT2-01 - Lost Cannon destroyed');
    expect(check.lines.map((l) => [l.status, l.message])).toEqual([
      ['ok', ''],
      ['rejected', 'Ostmark has only 1 Cannon left on the roster (1 more at sea): T2-01 cannot lose a 2nd'],
    ]);
  });

  test('WM-O015: three Cannon lost when the roster holds two (found by the review: the stage used to throw)', () => {
    const t = contact('reports');
    const check = submit(
      t,
      'Ostmark',
      'T2-01 - Killed 700\nT2-01 - Lost Cannon 3\nT2-01 - Lost Cannon 3\nT2-01 - Lost Cannon 3',
    );
    expect(check.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok', 'rejected']);
    expect(check.lines[3]?.message).toBe(
      'Ostmark has only 2 Cannon left on the roster: T2-01 cannot lose a 3rd',
    );
    submit(t, 'Karak Dum', 'T2-01 - Killed 0');
    const after = run(t, {
      'survival:T2-01:Ostmark:Cannon#1': 1,
      'survival:T2-01:Ostmark:Cannon#2': 1,
    });
    expect(records(after, 'Roster').find((r) => r.Player === 'Ostmark' && r.Unit === 'Cannon')?.Lost).toBe(2);
  });
});

describe('the result names the winner’s VP first (POST COMBAT: "winner 200 … loser 100")', () => {
  test('Karak Dum Host, side B, wins 600 to 250: a major victory (2:1 ≤ 600:250 < 3:1), told 600 to 250', () => {
    const t = contact('reports');
    submit(t, 'Ostmark', 'T2-01 - Killed 250');
    submit(t, 'Karak Dum', 'T2-01 - Killed 400\nT2-01 - Objective');
    const o = R.runStage(t, { overrides: new Map() });
    const after = applyOutcome(t, o);
    expect(records(after, 'Battles')[0]).toMatchObject({
      Winner: 'Karak Dum Host',
      Result: 'Karak Dum Host wins a major victory, 600 to 250 VP',
    });
    expect((o.append.get('Log') ?? []).map((r) => r.Effect)).toContain(
      'Karak Dum Host wins a major victory, 600 to 250 VP',
    );
  });
});

describe('a draw (WM-R10)', () => {
  const draw = (setting: string): Tabs => {
    const t = contact('reports');
    editRow(t, 'Armies', 'Army', 'Karak Dum Host', { 'Came from': '' });
    setCampaign(t, 'On a draw', setting);
    submit(t, 'Ostmark', 'T2-01 - Killed 200');
    submit(t, 'Karak Dum', 'T2-01 - Killed 200');
    return run(t);
  };

  test('none (the default): equal VP, no winner and nobody retreats', () => {
    const after = draw('none');
    expect(records(after, 'Battles')[0]).toMatchObject({ Winner: '', Result: 'draw, 200 VP each' });
    expect(army(after, 'Ostmark Army').Area).toBe('Blackfire Pass');
  });

  test('mover: the army that moved in retreats to the area it came from', () => {
    expect(army(draw('mover'), 'Ostmark Army').Area).toBe('Averheim');
  });
});

describe('Experience (EXPERIENCE; WM-R17, WM-R18)', () => {
  test('grammar: Nation - Pick-up won 2000; Pick-up lost 1500 against non-campaign army; Spend 3', () => {
    const t = contact('reports');
    editRow(t, 'Nations', 'Player', 'Red Fang', { XP: 5 });
    editRow(t, 'Roster', 'Unit', 'Goblins', { Lost: 1 });
    const c = R.checkOrders(
      t,
      'Red Fang',
      'Nation - Pick-up won 2000\nNation - Pick-up lost 1500 against non-campaign army\nNation - Spend 3',
    );
    expect(c.lines.map((l) => [l.status, l.code])).toEqual([
      ['ok', ''],
      ['ok', ''],
      ['ok', ''],
    ]);
  });

  test('WM-O022: a cost not in the table (the lost row, WM-R18), more than saved, no lost unit to return; a size missing', () => {
    const t = contact('reports');
    editRow(t, 'Nations', 'Player', 'Red Fang', { XP: 20 });
    expect(verdict(t, 'Red Fang', 'Nation - Spend 20')[2]).toBe(
      'spend one of 3, 4, 5, 6, 10, 12, 30 points (EXPERIENCE), not “20”',
    );
    expect(verdict(t, 'Red Fang', 'Nation - Spend 30')[2]).toBe('Red Fang has 20 experience points, not 30');
    expect(verdict(t, 'Red Fang', 'Nation - Spend 3')[2]).toBe(
      'Red Fang has no lost Infantry unit to return',
    );
    expect(verdict(t, 'Red Fang', 'Nation - Pick-up won')[1]).toBe('WM-O022');
  });

  test('effect: 2000 won = 20, 1500 lost = 7 (full 200s); spend 3 returns a lost Infantry unit: 5 + 20 + 7 - 3 = 29', () => {
    const t = contact('reports');
    editRow(t, 'Nations', 'Player', 'Red Fang', { XP: 5 });
    editRow(t, 'Roster', 'Unit', 'Goblins', { Lost: 1 });
    submit(
      t,
      'Red Fang',
      'Nation - Pick-up won 2000\nNation - Pick-up lost 1500 against non-campaign army\nNation - Spend 3',
    );
    submit(t, 'Ostmark', 'T2-01 - Killed 100');
    submit(t, 'Karak Dum', 'T2-01 - Killed 100');
    const after = run(t);
    expect(records(after, 'Nations').find((r) => r.Player === 'Red Fang')?.XP).toBe(29);
    expect(records(after, 'Roster').find((r) => r.Unit === 'Goblins')?.Lost).toBe(0);
    expect(records(after, 'Journal').map((r) => [r.Player, r.Resource, r.Amount])).toEqual([
      ['Red Fang', 'XP', -3],
      ['Red Fang', 'XP', 20],
      ['Red Fang', 'XP', 7],
    ]);
  });
});

import { demoLedger } from '../support/demo-ledger';

// Issue 12, step 1, through dist/Code.js: the Battles tab's typed columns, added to an old ledger by Set up, and
// the battles a Resolve writes with their ids, sides, where they came from and a deadline.

function campaign() {
  const { emulation, spreadsheet, script, sheet, values, rows } = demoLedger('Battles tab test');
  const setArmyHex = (army: string, hex: string): void => {
    const at = values('Armies').findIndex((r) => r[0] === army);
    sheet('Armies')
      .getRange(at + 1, 3)
      .setValue(hex);
  };
  return { emulation, spreadsheet, script, sheet, values, rows, setArmyHex };
}

describe('Battles tab', () => {
  it('Set up adds the typed columns to an old Battles tab, with dropdowns, and keeps its rows', () => {
    const c = campaign();
    const old = ['Turn', 'Hex', 'Kind', 'Sides', 'Armies', 'Terrain', 'Penalties', 'Result'];
    const battles = c.sheet('Battles');
    battles.clear();
    battles
      .getRange(1, 1, 2, old.length)
      .setValues([old, [1, '0505', 'field battle', 'A vs B', 'x', 'Plains', '', 'A won']]);
    c.script.call('menuSetUpLedger');
    const [header, row] = c.values('Battles');
    expect(header.slice(0, old.length)).toEqual(old);
    expect(header.slice(old.length)).toEqual([
      'Id',
      'Attacker',
      'Attacker armies',
      'Defender',
      'Defender armies',
      'Came from',
      'City before',
      'Deadline',
      'Attacker choice',
      'Defender choice',
      'Winner',
      'Points lost',
      'Individuals',
      'Kills',
      'Turns played',
      'Withdrawal',
      'Spells cast',
      'City fate',
      'Enslave',
      'Attacker strategy',
      'Defender strategy',
      'Applied',
    ]);
    // The old tab's Hex column had no text format, so the sheet kept 0505 as a number.
    expect(row.slice(0, old.length)).toEqual([1, 505, 'field battle', 'A vs B', 'x', 'Plains', '', 'A won']);
    const dropdown = (h: string): unknown[] | undefined =>
      battles
        .getRange(2, header.indexOf(h) + 1)
        .getDataValidation()
        ?.getCriteriaValues()[0] as unknown[] | undefined;
    expect(dropdown('Attacker choice')).toEqual(['fight', 'truce', 'run']);
    expect(dropdown('Defender choice')).toEqual(['fight', 'truce', 'run']);
    expect(dropdown('City fate')).toEqual(['conquer', 'sack']);
    expect(dropdown('Attacker strategy')).toEqual(['Direct Attack', 'Surprise Attack', 'Flank Attack']);
    expect(dropdown('Defender strategy')).toEqual(['Counter Attack', 'Hold', 'Withdraw']);
    const setting = c.values('Campaign').find((r) => r[0] === 'Battle deadline (days)');
    expect(setting?.[1]).toBe(7);
  });

  it('Resolve writes each battle with its id, attacker and defender, where it came from and a deadline', () => {
    const c = campaign();
    // The Wolf Riders ride next to the Knights of the Dawn (1107), which march into them.
    c.setArmyHex('Bloodfang Wolf Riders', '1106');
    const campaignRows = c.values('Campaign');
    const days = campaignRows.findIndex((r) => r[0] === 'Battle deadline (days)');
    c.sheet('Campaign')
      .getRange(days + 1, 2)
      .setValue(3);
    c.script.call('menuCreateOrdersForm');
    const { FormApp } = c.emulation.services;
    FormApp.submit(FormApp.forms[0].id, 'firstborn@example.com', { Orders: 'Knights of the Dawn - Move 1' });
    const resolvedAt = c.emulation.world.now();
    c.script.call('resolveTurn', [1, {}]);
    const [battle, ...more] = c.rows('Battles');
    expect(more).toEqual([]);
    expect(battle).toMatchObject({
      Id: 'T1-B1',
      Turn: 1,
      Hex: '1106',
      Kind: 'field battle',
      Attacker: 'Aurelian Throne',
      'Attacker armies': 'Knights of the Dawn',
      Defender: 'Gorthak Horde',
      'Defender armies': 'Bloodfang Wolf Riders',
      'Came from': 'Bloodfang Wolf Riders: -; Knights of the Dawn: 1107',
      'City before': '',
      'Attacker choice': '',
      Applied: '',
    });
    expect((battle.Deadline as Date).getTime()).toBe(resolvedAt.getTime() + 3 * 24 * 60 * 60 * 1000);
  });
});

import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { demoCampaign } from '../../src/ledger/demo';
import { ARMIES_TAB, CITIES_TAB, LEDGER_TABS, STRUCTURES_TAB, UNITS_TAB } from '../../src/ledger/schema';
import { workbookSnapshot } from '../support/workbook-snapshot';
import { DIST } from '../bundle/entry-points';

// The ledger end to end under the emulation, through the built bundle: Set up, Load demo, the computed
// columns, and the round trips each costs.

function start() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Ledger test');
  const script = loadBundle(emulation, DIST);
  return { emulation, spreadsheet, script, ui: emulation.services.Ui };
}

function computedColumns(
  emulation: Emulation,
  spreadsheet: ReturnType<Emulation['newActiveSpreadsheet']>,
): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  emulation.world.calls.uncounted(() => {
    for (const spec of [CITIES_TAB, ARMIES_TAB, UNITS_TAB, STRUCTURES_TAB]) {
      const values = spreadsheet.getSheetByName(spec.name)?.getDataRange().getValues() ?? [];
      const headers = values[0].map(String);
      for (const column of spec.columns.filter((c) => c.formula)) {
        const c = headers.indexOf(column.header);
        out.set(
          `${spec.name}!${column.header}`,
          values.slice(1).map((row) => row[c]),
        );
      }
    }
  });
  return out;
}

describe('Set up ledger, then Load demo campaign', () => {
  it('fills the demo; every computed column shows values with no # errors; Set up again changes nothing', () => {
    const { emulation, spreadsheet, script, ui } = start();
    script.call('onOpen', [{ authMode: 'LIMITED' }]);
    ui.clickMenuItem('Campaign', 'Set up ledger');
    ui.clickMenuItem('Campaign', 'Load demo campaign');
    expect(ui.alerts[1].prompt).toContain('Loaded the demo campaign');

    const demo = demoCampaign();
    const columns = computedColumns(emulation, spreadsheet);
    const rowsOf = {
      Cities: demo.state.cities.length,
      Armies: demo.state.armies.length,
      Units: demo.state.units.length,
      Structures: demo.state.structures.length,
    };
    for (const [key, values] of columns) {
      const tab = key.split('!')[0] as keyof typeof rowsOf;
      const filled = values.slice(0, rowsOf[tab]);
      for (const value of filled) {
        expect([key, typeof value === 'string' && value.startsWith('#') ? value : 'ok']).toEqual([key, 'ok']);
        expect([key, value === '' ? 'blank' : 'ok']).toEqual([key, 'ok']);
      }
      expect(values.slice(rowsOf[tab]).every((v) => v === '')).toBe(true);
    }
    // Spot checks against the rules: ARMY_SIZE and a Supply status the demo's own cities give.
    const armySizes = columns.get('Armies!Size') ?? [];
    expect(armySizes.slice(0, demo.state.armies.length)).toEqual(
      demo.state.armies.map((a) => Math.floor(a.points / 100)),
    );
    expect(
      columns
        .get('Armies!Supply status')
        ?.slice(0, demo.state.armies.length)
        .every((s) => s === 'Regular'),
    ).toBe(true);

    const before = workbookSnapshot(emulation, spreadsheet);
    ui.clickMenuItem('Campaign', 'Set up ledger');
    expect(ui.alerts[2].prompt).toBe('The ledger is complete: nothing to change.');
    expect(workbookSnapshot(emulation, spreadsheet)).toEqual(before);
  });

  it('asks before replacing a ledger that has players, and changes nothing on No', () => {
    const { emulation, spreadsheet, script, ui } = start();
    script.call('menuLoadDemo');
    const before = workbookSnapshot(emulation, spreadsheet);
    ui.queueAlertAnswers(ui.Button.NO);
    script.call('menuLoadDemo');
    expect(ui.alerts[1].buttons).toBe('YES_NO');
    expect(ui.alerts[2].prompt).toBe('Nothing changed: the demo was not loaded.');
    expect(workbookSnapshot(emulation, spreadsheet)).toEqual(before);
  });

  it('a hand edit of a tab supply reads bumps LedgerVersion (so supply formulas recompute); other tabs do not', () => {
    const { emulation, spreadsheet, script } = start();
    script.call('menuLoadDemo');
    const version = spreadsheet.getRangeByName('LedgerVersion');
    expect(typeof version?.getValue()).toBe('number');
    const v0 = Number(version?.getValue());
    script.call('onEdit', [{ range: spreadsheet.getSheetByName('Armies')?.getRange('A2') }]);
    const v1 = Number(version?.getValue());
    expect(v1).toBeGreaterThan(v0);
    script.call('onEdit', [{ range: spreadsheet.getSheetByName('Log')?.getRange('A2') }]);
    expect(Number(version?.getValue())).toBe(v1);
    expect(emulation.world.calls.count('Range.setValue')).toBeGreaterThan(0);
  });
});

describe('service calls are constant per tab, not per row', () => {
  const count = (rows: number): { setup: number; demo: number } => {
    const { emulation, spreadsheet, script } = start();
    script.call('menuSetUpLedger');
    // Pad the Log with rows: set-up and demo loading must not read or write them one by one.
    const log = spreadsheet.getSheetByName('Log');
    if (rows > 0 && log) {
      if (rows + 1 > log.getMaxRows()) log.insertRowsAfter(log.getMaxRows(), rows + 1 - log.getMaxRows());
      log
        .getRange(2, 1, rows, 3)
        .setValues(Array.from({ length: rows }, (_, i) => [1, 'Test', `entry ${i}`]));
    }
    emulation.world.calls.reset();
    script.call('menuSetUpLedger');
    const setup = emulation.world.calls.total;
    emulation.world.calls.reset();
    script.call('menuLoadDemo');
    return { setup, demo: emulation.world.calls.total };
  };

  it('the same number of calls with 10 or 1,500 rows in a tab', () => {
    const small = count(10);
    const large = count(1500);
    expect(large).toEqual(small);
    // A small constant per tab: well under 20 calls for each of the 12 tabs.
    expect(small.setup).toBeLessThan(LEDGER_TABS.length * 20);
    expect(small.demo).toBeLessThan(LEDGER_TABS.length * 20);
  });
});

describe('Load demo campaign reads everything before it writes', () => {
  it('writes the ledger tabs back to back: no read or structural call between them', () => {
    const { emulation, script } = start();
    script.call('menuSetUpLedger');
    const seq: string[] = [];
    const calls = emulation.world.calls as unknown as { record: (method: string) => void };
    const record = calls.record.bind(calls);
    calls.record = (method: string) => {
      seq.push(method);
      record(method);
    };
    script.call('menuLoadDemo');
    const writes = seq.flatMap((m, i) => (m === 'Range.setValues' ? [i] : []));
    // The 11 tabs the demo fills and the Campaign tab's values: 12 writes in a row.
    const block = seq.slice(writes[0], writes[11] + 1);
    const allowed = ['Sheet.getRange', 'Range.setValues', 'Sheet.insertRowsAfter', 'Range.setNumberFormats'];
    expect(block.filter((m) => !allowed.includes(m))).toEqual([]);
    expect(block.filter((m) => m === 'Range.setValues')).toHaveLength(12);
  });
});

describe('Check ledger', () => {
  it('finds the demo in order, then names each bad cell by tab and address', () => {
    const { spreadsheet, script, ui } = start();
    script.call('menuLoadDemo');
    script.call('menuCheckLedger');
    expect(ui.alerts[1].prompt).toBe('The ledger is in order: every cell the rules read is valid.');

    const armies = spreadsheet.getSheetByName('Armies');
    const header = armies?.getRange(1, 1, 1, armies.getLastColumn()).getValues()[0] ?? [];
    armies?.getRange(3, header.indexOf('Points') + 1).setValue('abc');
    const campaign = spreadsheet.getSheetByName('Campaign');
    const names =
      campaign
        ?.getRange(2, 1, 12, 1)
        .getValues()
        .map((r) => r[0]) ?? [];
    campaign?.getRange(names.indexOf('Turn') + 2, 2).setValue('soon');
    const treasury = spreadsheet.getSheetByName('Treasury');
    treasury?.getRange(2, 6).setValue(99999);

    script.call('menuCheckLedger');
    const report = ui.alerts[2].prompt.split('\n');
    expect(report[0]).toBe('3 problems (rows with problems are left out of the rules until fixed):');
    expect(report).toContain(
      `Campaign!B${names.indexOf('Turn') + 2}: Turn: must be a whole number from 1, got 'soon'`,
    );
    expect(report).toContain("Armies!D3: points must be a whole number from 0 to 2599, got 'abc'");
    expect(report).toContain(
      'Treasury!F2: balance 99999 does not follow from the journal (expected 500); balances are derived, do not edit them',
    );
  });
});

describe("=CITY_INCOME on the Cities tab reads the Campaign tab's Turn (CampaignTurn)", () => {
  /** Sets a Campaign setting's Value cell by its Setting name. */
  const setSetting = (campaign: ReturnType<typeof sheetOf>, name: string, value: unknown): void => {
    const names = campaign
      .getRange(2, 1, campaign.getLastRow() - 1, 1)
      .getValues()
      .map((r) => r[0]);
    campaign.getRange(names.indexOf(name) + 2, 2).setValue(value);
  };
  const sheetOf = (spreadsheet: ReturnType<Emulation['newActiveSpreadsheet']>, name: string) => {
    const sheet = spreadsheet.getSheetByName(name);
    if (!sheet) throw new Error(`no ${name} tab`);
    return sheet;
  };

  it('shows 0 for a city abandoned last turn, and its income before and after (CITY ACTIONS, Abandon City)', () => {
    const { spreadsheet, script } = start();
    script.call('menuSetUpLedger');
    setSetting(sheetOf(spreadsheet, 'Campaign'), 'Turn', 3);
    expect(spreadsheet.getRangeByName('CampaignTurn')?.getValue()).toBe(3);
    const cities = sheetOf(spreadsheet, 'Cities');
    const header = cities.getRange(1, 1, 1, cities.getLastColumn()).getValues()[0];
    const col = (name: string): number => header.indexOf(name) + 1;
    // Size 5, no improvements: Table 1, 5 x 100 = 500 guilders; abandoned on turn 2, it collects none on turn 3
    // ("nor may it collect income ... on the following turn"); abandoned on turn 1, it does again.
    cities.getRange(2, col('Size')).setValue(5);
    cities.getRange(2, col('Abandoned turn')).setValue(2);
    cities.getRange(3, col('Size')).setValue(5);
    cities.getRange(3, col('Abandoned turn')).setValue(1);
    cities.getRange(4, col('Size')).setValue(5);
    expect(cities.getRange(2, col('Income'), 4, 1).getValues()).toEqual([[0], [500], [500], ['']]);
  });

  it('a ledger set up before CampaignTurn existed gets the name on the next Set up ledger', () => {
    const { spreadsheet, script, ui } = start();
    script.call('menuSetUpLedger');
    const turnCell = spreadsheet.getRangeByName('CampaignTurn')?.getA1Notation();
    expect(turnCell).toBeDefined();
    spreadsheet.removeNamedRange('CampaignTurn');
    expect(spreadsheet.getRangeByName('CampaignTurn')).toBeNull();
    script.call('menuSetUpLedger');
    expect(ui.alerts[1].prompt).toBe("Named the Campaign tab's Turn cell CampaignTurn.");
    expect(spreadsheet.getRangeByName('CampaignTurn')?.getA1Notation()).toBe(turnCell);
    const campaign = sheetOf(spreadsheet, 'Campaign');
    const row = Number(turnCell?.replace(/\D/g, ''));
    expect(campaign.getRange(row, 1).getValue()).toBe('Turn');
  });

  it('after Load demo campaign, CampaignTurn is still the Turn value cell', () => {
    const { spreadsheet, script } = start();
    script.call('menuSetUpLedger');
    script.call('menuLoadDemo');
    const named = spreadsheet.getRangeByName('CampaignTurn');
    const campaign = sheetOf(spreadsheet, 'Campaign');
    expect(campaign.getRange(named?.getRow() ?? 0, 1).getValue()).toBe('Turn');
    expect(named?.getValue()).toBe(demoCampaign().state.turn);
  });
});

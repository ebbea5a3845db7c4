import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// Campaign → New blank map through the built bundle: a W×H map of Plains on an empty Map tab, clear messages on
// bad sizes, never over a map that has hexes.

function ledger() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Blank map test');
  const script = loadBundle(emulation, DIST);
  script.call('menuSetUpLedger');
  const ui = emulation.services.Ui;
  const map = (): unknown[][] =>
    emulation.world.calls.uncounted(
      () => spreadsheet.getSheetByName('Map')?.getDataRange().getValues() ?? [],
    );
  const lastAlert = (): string => ui.alerts[ui.alerts.length - 1]?.prompt ?? '';
  const run = (answer: string, button = ui.Button.OK) => {
    ui.answerPrompt(answer, button);
    script.call('menuNewBlankMap');
  };
  return { script, ui, map, lastAlert, run };
}

describe('New blank map', () => {
  it('makes a W×H map of Plains with CCRR addresses kept as text, and the ledger checks clean', () => {
    const c = ledger();
    c.run('3 x 2');
    const [header, ...rows] = c.map();
    const hex = header.indexOf('Hex');
    const terrain = header.indexOf('Terrain');
    expect(rows.map((r) => [r[hex], r[terrain]])).toEqual([
      ['0101', 'Plains'],
      ['0102', 'Plains'],
      ['0201', 'Plains'],
      ['0202', 'Plains'],
      ['0301', 'Plains'],
      ['0302', 'Plains'],
    ]);
    for (const r of rows)
      expect(r.filter((cell, i) => i !== hex && i !== terrain && cell !== '')).toEqual([]);
    expect(c.lastAlert()).toBe(
      'The Map tab now holds a blank 3 × 2 map: 6 hexes of Plains, from 0101 to 0302, with no roads, rivers or special terrain.',
    );
    expect(c.ui.prompts[0].prompt).toContain('width x height');
    c.script.call('menuCheckLedger');
    expect(c.lastAlert()).toBe('The ledger is in order: every cell the rules read is valid.');
  });

  it('refuses to overwrite a map that has hexes', () => {
    const c = ledger();
    c.run('2x2');
    const before = c.map();
    c.run('5 x 5');
    expect(c.lastAlert()).toBe(
      'The Map tab already has 4 hex rows: a blank map is only made on an empty Map tab, so nothing was overwritten. Delete its rows below the header first if you mean to start again.',
    );
    expect(c.map()).toEqual(before);
  });

  it.each([
    [
      'twenty by ten',
      "Write the width and height in hexes as W x H, e.g. 20 x 15; got 'twenty by ten'. Nothing was changed.",
    ],
    ['0 x 5', 'The width must be from 1 to 99 hexes (addresses are CCRR), got 0. Nothing was changed.'],
    ['10 x 100', 'The height must be from 1 to 99 hexes (addresses are CCRR), got 100. Nothing was changed.'],
  ])('explains a bad size %j and changes nothing', (answer, message) => {
    const c = ledger();
    const before = c.map();
    c.run(answer);
    expect(c.lastAlert()).toBe(message);
    expect(c.map()).toEqual(before);
  });

  it('Cancel changes nothing and says nothing', () => {
    const c = ledger();
    const before = c.map();
    const alerts = c.ui.alerts.length;
    c.run('4 x 4', c.ui.Button.CANCEL);
    expect(c.map()).toEqual(before);
    expect(c.ui.alerts.length).toBe(alerts);
  });
});

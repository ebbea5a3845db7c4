import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// Issue 14, "the orders form works for every registered ruleset", through dist/Code.js: a Mighty Empires
// ledger chosen on the Campaign tab, its form made by Campaign → Create orders form, a response recorded by the
// form-submit trigger the script installed, and the pasted-orders dialog's calls.

function meCampaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('ME through the bundle');
  const script = loadBundle(emulation, DIST);
  emulation.world.calls.uncounted(() =>
    spreadsheet
      .insertSheet('Campaign')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Setting', 'Value', 'About'],
        ['Ruleset', 'Mighty Empires', ''],
      ]),
  );
  script.call('menuSetUpLedger');
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const rows = (name: string): Record<string, unknown>[] =>
    emulation.world.calls.uncounted(() => {
      const [header, ...body] = spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? [];
      return body
        .filter((r) => r.some((c) => c !== ''))
        .map((r) => Object.fromEntries((header ?? []).map((h, i) => [String(h), r[i]])));
    });
  return { emulation, script, rows };
}

describe('Mighty Empires orders through dist/Code.js', () => {
  const c = meCampaign();
  const { FormApp, MailApp, ScriptApp } = c.emulation.services;

  it('Create orders form makes one form with ME’s help and the stage, and its submit trigger', () => {
    expect(FormApp.forms).toHaveLength(1);
    expect(FormApp.forms[0].title).toMatch(/— orders for turn 1, stage orders$/);
    expect(FormApp.forms[0].items[0].helpText).toMatch(/^One order per line: <subject> - <action>\./);
    expect(ScriptApp.allTriggers.map((t) => t.handler).sort()).toEqual([
      'onOrdersHourly',
      'onOrdersSubmitted',
    ]);
  });

  it('a response is recorded by the trigger for the stage, with ME’s codes, and the receipt mailed', () => {
    const result = FormApp.submit(FormApp.forms[0].id, 'ostmark@example.com', {
      Orders: 'Ostmark Host - Patrol 0202\nKingdom Conscription 2',
    });
    expect(result.runs.map((r) => [r.handler, r.ok])).toEqual([['onOrdersSubmitted', true]]);
    expect(c.rows('Orders').map((r) => [r.Turn, r.Stage, r.Player, r.Line, r.Status, r.Code])).toEqual([
      [1, 'orders', 'Ostmark', 1, 'ok', ''],
      [1, 'orders', 'Ostmark', 2, 'rejected', 'ME-O001'],
    ]);
    const [mail] = MailApp.outbox;
    expect(mail.to).toBe('ostmark@example.com');
    expect(mail.body).toContain('REJECTED 2. Kingdom Conscription 2');
  });

  it('the pasted-orders dialog checks, then records as the moderator’s', () => {
    const checked = c.script.call('checkPastedOrders', ['Karak Dron', 'Hammer of Dron - Patrol 0602']) as {
      recorded: boolean;
      lines: string[];
    };
    expect(checked.recorded).toBe(false);
    expect(checked.lines).toContain('Checked only: nothing is recorded until you record it.');
    expect(c.rows('Orders').filter((r) => r.Player === 'Karak Dron')).toEqual([]);
    const recorded = c.script.call('recordPastedOrders', ['Karak Dron', 'Hammer of Dron - Patrol 0602']) as {
      recorded: boolean;
    };
    expect(recorded.recorded).toBe(true);
    expect(
      c
        .rows('Orders')
        .filter((r) => r.Player === 'Karak Dron')
        .map((r) => [r.Text, r.Status]),
    ).toEqual([['Hammer of Dron - Patrol 0602', 'ok']]);
  });
});

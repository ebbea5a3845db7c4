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
  return { emulation, spreadsheet, script, rows };
}

describe('Mighty Empires orders through dist/Code.js', () => {
  const c = meCampaign();
  const { FormApp, MailApp, ScriptApp } = c.emulation.services;

  it('Create orders form makes one form with ME’s help and the stage, and its submit trigger', () => {
    expect(FormApp.forms).toHaveLength(1);
    expect(FormApp.forms[0].title).toMatch(/— orders for turn 1, interim results$/);
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

describe('Mighty Empires orders across stages through dist/Code.js', () => {
  const c = meCampaign();
  const { FormApp, MailApp } = c.emulation.services;
  const clock = () =>
    (c.script.call('getStageState') as { clock: { turn: number; stage: string; round: number } }).clock;
  const resolve = () => c.script.call('resolveStageTurn', [clock(), {}]);
  const lastReceipt = () => MailApp.outbox[MailApp.outbox.length - 1].body.split('\n');
  const submit = (email: string, orders: string) => {
    c.emulation.world.advanceClock(60 * 1000);
    return FormApp.submit(FormApp.forms[0].id, email, { Orders: orders });
  };

  it('each response counts for the stage the clock points at; the form follows the clock; reports reach the tabs', () => {
    submit('ostmark@example.com', 'Ostmark Host - Patrol 0202');
    resolve();
    // No battle on turn 1 (one patrol at home): the orders go straight to the Final Results (2.0A), which takes
    // no orders, so a response now is refused, and the form says which stage it shows.
    expect(clock()).toEqual({ turn: 1, stage: 'final', round: 1 });
    submit('ostmark@example.com', 'Ostmark Host - Patrol 0201');
    expect(FormApp.forms[0].title).toMatch(/— orders for turn 1, final results$/);
    expect(lastReceipt()).toEqual([
      'The Five Marches (Mighty Empires demo): orders of Ostmark for turn 1, final results',
      'REJECTED (ORD-STAGE): the campaign is at turn 1, final results, which the moderator resolves without orders. Nothing was recorded; send your orders when the form shows a stage that takes them.',
    ]);
    resolve();
    expect(clock()).toEqual({ turn: 2, stage: 'orders', round: 1 });
    submit('ostmark@example.com', 'Ostmark Host - Patrol 0201');
    expect(FormApp.forms[0].title).toMatch(/— orders for turn 2, interim results$/);
    expect(c.rows('Orders').map((r) => [r.Turn, r.Stage, r.Text, r.Status])).toEqual([
      [1, 'orders', 'Ostmark Host - Patrol 0202', 'ok'],
      [2, 'orders', 'Ostmark Host - Patrol 0201', 'ok'],
    ]);
    // Each stage's report on the player's tab, newest in column B (column A: the latest receipt).
    const [titles] = c.emulation.world.calls.uncounted(
      () => c.spreadsheet.getSheetByName('Player · Ostmark')?.getRange(1, 1, 1, 3).getValues() ?? [[]],
    );
    expect(titles).toEqual([
      'The Five Marches (Mighty Empires demo): orders of Ostmark for turn 2, interim results',
      'The Five Marches (Mighty Empires demo): report of turn 1, final results',
      'The Five Marches (Mighty Empires demo): report of turn 1, interim results',
    ]);
  });
});

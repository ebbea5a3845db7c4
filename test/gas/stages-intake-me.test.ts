import { Emulation } from '../../src/local/emulation';
import { SUBMIT_HANDLER } from '../../src/gas/orders-form';
import { loadStageDemo } from '../../src/gas/stages/demo';
import { createStageForm } from '../../src/gas/stages/form';
import { stageOrdersSubmitted } from '../../src/gas/stages/intake';
import { stagePlayerView } from '../../src/gas/stages/views';
import { ME_FORM_HELP, ME_STAGE_RULESET as ME } from '../../src/ledger/me/ruleset';

// Mighty Empires through the staged orders form (issue 14: "the orders form works for every registered
// ruleset"): the demo loaded, the form made with ME's help, an order sent by a demo player's verified email
// checked by ME's order check, its ME-O codes on the Orders tab and in the receipt mailed.

afterEach(() => jest.restoreAllMocks());

function meLedger() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('ME intake');
  Object.assign(globalThis, emulation.globals());
  jest.spyOn(Date, 'now').mockImplementation(() => emulation.world.now().getTime());
  emulation.world.resolveGlobal = (name) =>
    name === SUBMIT_HANDLER ? () => stageOrdersSubmitted(ME) : undefined;
  const uncounted = <T>(work: () => T): T => emulation.world.calls.uncounted(work);
  emulation.world.runExecution(() => loadStageDemo(emulation.spreadsheetApp, spreadsheet, ME));
  const rows = (name: string): Record<string, unknown>[] =>
    uncounted(() => {
      const [header, ...body] = spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? [];
      return body
        .filter((r) => r.some((c) => c !== ''))
        .map((r) => Object.fromEntries((header ?? []).map((h, i) => [String(h), r[i]])));
    });
  return { emulation, spreadsheet, rows };
}

describe('Mighty Empires orders by the form', () => {
  it('an order sent by a demo player gets its ME-O codes on the Orders tab and in the receipt', () => {
    const l = meLedger();
    const made = l.emulation.world.runExecution(() => createStageForm(l.spreadsheet, ME));
    expect(made).toContain('Installed the form-submit trigger.');
    const [form] = l.emulation.services.FormApp.forms;
    expect(form.items.map((i) => i.helpText)).toEqual([ME_FORM_HELP]);
    const [first] = l.rows('Players');
    const player = String(first.Player);
    expect(player).toBe('Ostmark'); // the demo's first kingdom (src/ledger/me/demo.ts), whose army is Ostmark Host
    const email = String(first.Email);
    const campaign = l.rows('Campaign');
    const turn = campaign.find((r) => r.Setting === 'Turn')?.Value;
    const stage = String(campaign.find((r) => r.Setting === 'Stage')?.Value);
    l.emulation.services.FormApp.submit(form.id, email, {
      Orders: 'Kingdom Conscription 2\n - Patrol 0405\nOstmark Host - Patrol 0202',
    });
    // Book-independent expectations: the line without a dash is ME-O001, the line with nothing before it ME-O002
    // (src/engine/me/orders/codes.ts), both rejected; an army patrolling its own capital is accepted (4.0B, Table 5;
    // the seam's code is blank when ok);
    // the intake records them for the clock's turn and stage.
    expect(
      l.rows('Orders').map((r) => [r.Turn, r.Stage, r.Player, r.Line, r.Text, r.Status, r.Code]),
    ).toEqual([
      [turn, stage, player, 1, 'Kingdom Conscription 2', 'rejected', 'ME-O001'],
      [turn, stage, player, 2, ' - Patrol 0405', 'rejected', 'ME-O002'],
      [turn, stage, player, 3, 'Ostmark Host - Patrol 0202', 'ok', ''],
    ]);
    const [mail] = l.emulation.services.MailApp.outbox;
    expect(mail.to).toBe(email.toLowerCase());
    const body = mail.body.split('\n');
    expect(body[0]).toBe(
      `${String(campaign.find((r) => r.Setting === 'Campaign name')?.Value)}: orders of ${player} for turn ${String(turn)}, interim results`,
    );
    expect(stage).toBe('orders'); // named by its words (Resolve interim results), not its id
    // An accepted line says what it will do, never a bare OK (the check's code is blank).
    expect(body.filter((t) => /^ {3}OK\b/.test(t))).toEqual([]);
    expect(body[body.indexOf('3. Ostmark Host - Patrol 0202') + 1]).toMatch(/^ {3}Ostmark Host /);
    expect(body[1]).toBe(
      '2 of 3 lines REJECTED (marked below): they do not count unless corrected orders are sent.',
    );
    expect(body).toContain('REJECTED 1. Kingdom Conscription 2');
    expect(body.some((t) => t.startsWith('   ME-O001: '))).toBe(true);
    expect(body.some((t) => t.startsWith('   ME-O002: '))).toBe(true);
  });

  it('the player view is ME’s view of that player', () => {
    const l = meLedger();
    const [first] = l.rows('Players');
    const view = l.emulation.world.runExecution(() => stagePlayerView(ME, String(first.Player)));
    expect(view.length).toBeGreaterThan(0);
    expect(view.join('\n')).toContain(String(first.Player));
  });
});

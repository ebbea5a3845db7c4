import { Emulation } from '../../src/local/emulation';
import { SUBMIT_HANDLER } from '../../src/gas/orders-form';
import { REGISTERED } from '../../src/gas/rulesets';
import { loadStageDemo } from '../../src/gas/stages/demo';
import { createStageForm } from '../../src/gas/stages/form';
import { stageOrdersSubmitted } from '../../src/gas/stages/intake';
import { resolveStage } from '../../src/gas/stages/operations';
import type { StageRuleset } from '../../src/ledger/stage-ruleset';

// Issue 14: "the orders form works for every registered ruleset". Each registered staged ruleset's demo gets
// its form (its own help), and a response from its first player's verified email is recorded for the stage
// the clock points at, each line with a status, the ruleset's own receipt code on a line no book reads (a
// subject without an action), and the receipt mailed to that player only.

afterEach(() => jest.restoreAllMocks());

const STAGED = REGISTERED.flatMap((r) => (r.kind === 'stages' ? [r.ruleset] : []));

function demo(ruleset: StageRuleset) {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet(`${ruleset.id} intake`);
  Object.assign(globalThis, emulation.globals());
  jest.spyOn(Date, 'now').mockImplementation(() => emulation.world.now().getTime());
  emulation.world.resolveGlobal = (name) =>
    name === SUBMIT_HANDLER ? () => stageOrdersSubmitted(ruleset) : undefined;
  emulation.world.runExecution(() => loadStageDemo(emulation.spreadsheetApp, spreadsheet, ruleset));
  emulation.world.runExecution(() => createStageForm(spreadsheet, ruleset));
  const rows = (name: string): Record<string, unknown>[] =>
    emulation.world.calls.uncounted(() => {
      const [header, ...body] = spreadsheet.getSheetByName(name)?.getDataRange().getValues() ?? [];
      return body
        .filter((r) => r.some((c) => c !== ''))
        .map((r) => Object.fromEntries((header ?? []).map((h, i) => [String(h), r[i]])));
    });
  return { emulation, rows };
}

describe.each(STAGED.map((r) => [r.id, r] as const))('the orders form of %s', (id, ruleset) => {
  it('records a demo player’s response for the clock’s stage with the ruleset’s codes, and mails the receipt', () => {
    const d = demo(ruleset);
    const [form] = d.emulation.services.FormApp.forms;
    expect(form.items.map((i) => i.helpText)).toEqual([ruleset.ordersHelp]);
    const [first] = d.rows('Players');
    const campaign = d.rows('Campaign');
    const setting = (name: string) => campaign.find((r) => r.Setting === name)?.Value;
    const stage = String(setting('Stage'));
    // The receipts (the stage reports a Resolve mails to every player are not the form's).
    const mails = () =>
      d.emulation.services.MailApp.outbox.filter((m) => m.subject.endsWith(': your orders receipt'));
    const submit = () => {
      d.emulation.world.advanceClock(60 * 1000);
      d.emulation.services.FormApp.submit(form.id, String(first.Email), {
        Orders: 'Nonsense without an action',
      });
    };
    let clock = { turn: Number(setting('Turn')), stage, round: Number(setting('Round')) || 1 };
    if (ruleset.stage(clock).waits === 'nothing') {
      // The demo starts at a stage the moderator resolves alone (CP's start): refused, nothing recorded; the
      // moderator resolves it, and the form takes orders for the next stage.
      submit();
      expect(d.rows('Orders')).toEqual([]);
      expect(mails()[0].body.split('\n')[1]).toMatch(
        /^REJECTED \(ORD-STAGE\): the campaign is at turn \d+, (?!stage )[^,]+(?:, round \d+)?, which the moderator resolves without orders\./,
      );
      d.emulation.world.runExecution(() => resolveStage(ruleset, clock, {}));
      const after = d.rows('Campaign');
      const at = (name: string) => after.find((r) => r.Setting === name)?.Value;
      clock = { turn: Number(at('Turn')), stage: String(at('Stage')), round: Number(at('Round')) || 1 };
      expect(ruleset.stage(clock).waits).not.toBe('nothing');
    }
    submit();
    const orders = d.rows('Orders');
    expect(orders.map((r) => [r.Turn, r.Stage, r.Player, r.Line, r.Text, r.Status])).toEqual([
      [clock.turn, clock.stage, first.Player, 1, 'Nonsense without an action', 'rejected'],
    ]);
    expect(String(orders[0].Code)).toMatch(new RegExp(`^${id.toUpperCase()}-`));
    const last = mails()[mails().length - 1];
    expect(new Set(mails().map((m) => m.to))).toEqual(new Set([String(first.Email).toLowerCase()]));
    expect(last.body.split('\n')[1]).toBe(
      '1 of 1 line REJECTED (marked below): it does not count unless corrected orders are sent.',
    );
  });
});

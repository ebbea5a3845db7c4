import { loadBundle } from '../../src/local/bundle';
import { Emulation } from '../../src/local/emulation';
import { DIST } from '../bundle/entry-points';

// Orders end to end under the emulation, through the built bundle: the form, the submit trigger, the Orders
// tab, receipts by email and on the player's tab.

const FIRSTBORN = 'firstborn@example.com';
const DWARVES = 'dwarves@example.com';

function campaign() {
  const emulation = new Emulation();
  const spreadsheet = emulation.newActiveSpreadsheet('Orders test');
  const script = loadBundle(emulation, DIST);
  script.call('menuLoadDemo');
  script.call('menuCreateOrdersForm');
  const { FormApp } = emulation.services;
  const form = FormApp.forms[0];
  const submit = (email: string, orders: string) => FormApp.submit(form.id, email, { Orders: orders });
  const ordersRows = (): unknown[][] =>
    emulation.world.calls.uncounted(
      () => spreadsheet.getSheetByName('Orders')?.getDataRange().getValues() ?? [],
    );
  const ordersFormulas = (): string[][] =>
    emulation.world.calls.uncounted(
      () => spreadsheet.getSheetByName('Orders')?.getDataRange().getFormulas() ?? [],
    );
  const column = (name: string): number => ordersRows()[0].indexOf(name);
  const logEffects = (): string[] =>
    emulation.world.calls.uncounted(() =>
      ((values) => values.slice(1).map((r) => String(r[values[0].indexOf('Effect')])))(
        spreadsheet.getSheetByName('Log')?.getDataRange().getValues() ?? [[]],
      ),
    );
  return { emulation, spreadsheet, script, form, submit, ordersRows, ordersFormulas, column, logEffects };
}

describe('Create orders form', () => {
  it('builds one published form that collects emails, linked to the ledger, with one submit trigger; again updates it', () => {
    const { emulation, script, spreadsheet } = campaign();
    const { FormApp, ScriptApp, Ui } = emulation.services;
    expect(FormApp.forms).toHaveLength(1);
    const form = FormApp.openById(FormApp.forms[0].id);
    expect(form.collectsEmail()).toBe(true);
    expect(form.isPublished?.()).toBe(true);
    expect(form.getDestinationId()).toBe(spreadsheet.getId());
    expect(form.getDescription()).toContain('turn 1');
    const item = form.getItems()[0].asParagraphTextItem();
    expect(item.getTitle()).toBe('Orders');
    expect(item.getHelpText().length).toBeGreaterThan(20);
    expect(ScriptApp.allTriggers.map((t) => [t.handler, t.source])).toEqual([
      ['onOrdersSubmitted', 'FORMS'],
      ['onOrdersHourly', 'CLOCK'],
    ]);
    const tabs = spreadsheet.getSheets().length;

    script.call('menuCreateOrdersForm');
    expect(FormApp.forms).toHaveLength(1);
    expect(ScriptApp.allTriggers).toHaveLength(2);
    expect(spreadsheet.getSheets().length).toBe(tabs);
    expect(Ui.alerts.at(-1)?.prompt).toContain('Updated the orders form.');
  });
});

describe('submitting orders through the form', () => {
  it('records each line for the submitting player, identified by the verified email only', () => {
    const { submit, ordersRows, column, emulation } = campaign();
    submit(FIRSTBORN, 'Firstborn Expeditionary Force - Move 3\nAurelia - Grow');
    submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
    const rows = ordersRows().slice(1);
    expect(
      rows.map((r) => [r[column('Player')], r[column('Line')], r[column('Unit')], r[column('Action')]]),
    ).toEqual([
      ['Aurelian Throne', 1, 'Firstborn Expeditionary Force', 'Move'],
      ['Aurelian Throne', 2, 'Aurelia', 'Grow'],
      ['Clan Varn', 1, 'Hammerguard of Karak Varn', 'Hold'],
    ]);
    expect(rows.every((r) => r[column('Submission')] === 'on time')).toBe(true);
    expect(emulation.services.MailApp.outbox.map((m) => m.to)).toEqual([FIRSTBORN, DWARVES]);
    expect(emulation.services.MailApp.outbox[0].body).toContain('Firstborn Expeditionary Force - Move 3');
  });

  it('a later submission replaces the earlier one; the replaced lines stay in the Log', () => {
    const { submit, ordersRows, column, logEffects } = campaign();
    submit(FIRSTBORN, 'Firstborn Expeditionary Force - Move 3\nAurelia - Grow');
    submit(FIRSTBORN, 'Knights of the Dawn - Hold');
    const rows = ordersRows().slice(1);
    expect(rows.map((r) => r[column('Unit')])).toEqual(['Knights of the Dawn']);
    const log = logEffects();
    expect(log.some((e) => e.includes('Replaced by a later submission') && e.includes('Move 3'))).toBe(true);
    expect(log.some((e) => e.includes('Aurelia - Grow'))).toBe(true);
  });

  it('a submission after the deadline is marked late', () => {
    const { submit, ordersRows, column, emulation, spreadsheet } = campaign();
    emulation.world.calls.uncounted(() => {
      const sheet = spreadsheet.getSheetByName('Campaign');
      const names =
        sheet
          ?.getRange(2, 1, 12, 1)
          .getValues()
          .map((r) => r[0]) ?? [];
      sheet?.getRange(names.indexOf('Order deadline') + 2, 2).setValue('2026-01-01 10:00');
    });
    submit(FIRSTBORN, 'Aurelia - Grow');
    expect(ordersRows()[1][column('Submission')]).toBe('late');
    expect(emulation.services.MailApp.outbox[0].body).toContain('after the deadline');
  });

  it('a stranger’s email is rejected and logged, and records nothing', () => {
    const { submit, ordersRows, logEffects } = campaign();
    submit('mallory@example.com', 'Aurelia - Grow');
    expect(ordersRows().slice(1)).toEqual([]);
    expect(
      logEffects().some((e) => e.includes("email 'mallory@example.com' is not on the Players tab")),
    ).toBe(true);
  });

  it('nobody can order another player’s units', () => {
    const { submit, ordersRows, column } = campaign();
    submit(DWARVES, 'Firstborn Expeditionary Force - Move 3');
    const row = ordersRows()[1];
    expect(row[column('Status')]).toBe('rejected');
    expect(row[column('Player')]).toBe('Clan Varn');
  });

  it('formula-looking player text is stored as literal text, never as a formula', () => {
    const { submit, ordersRows, ordersFormulas, column } = campaign();
    const evil = ['=IMPORTXML("http://x", "//a")', '+1', '@x', "'quoted", '-2'];
    submit(FIRSTBORN, evil.join('\n'));
    const texts = ordersRows()
      .slice(1)
      .map((r) => r[column('Text')]);
    expect(texts).toEqual(evil);
    expect(
      ordersFormulas()
        .flat()
        .filter((f) => f !== ''),
    ).toEqual([]);
  });

  it('the receipt lands on the player’s own tab', () => {
    const { submit, spreadsheet, emulation } = campaign();
    submit(FIRSTBORN, 'Aurelia - Grow');
    const tab = emulation.world.calls.uncounted(() =>
      spreadsheet.getSheetByName('Player · Aurelian Throne')?.getDataRange().getValues(),
    );
    expect(tab?.[0][0]).toContain('orders of Aurelian Throne for turn 1');
    expect(tab?.flat().join('\n')).toContain('Holding (no orders)');
  });
});

describe('the submit trigger under the script lock', () => {
  it('50 submissions, many fired while another execution holds the lock, are each recorded exactly once', () => {
    const { emulation, submit, ordersRows, column } = campaign();
    const players = [FIRSTBORN, DWARVES, 'elves@example.com', 'blackblood@example.com'];
    const lock = emulation.services.LockService;
    for (let i = 0; i < 50; i++) {
      const email = players[i % players.length];
      const text = `Hold order ${i}`;
      emulation.world.advanceClock(10 * 60 * 1000); // within the limit of submissions per player per hour
      if (i % 3 === 0) {
        // Another execution (a turn being resolved, say) holds the lock while this submission arrives.
        emulation.world.runExecution(() => {
          lock.getScriptLock().waitLock(1000);
          submit(email, text);
        });
      } else submit(email, text);
    }
    // Each player's last submission stands; earlier ones were replaced (and logged), none lost or doubled.
    const rows = ordersRows().slice(1);
    const byPlayer = new Map<string, string[]>();
    for (const r of rows)
      byPlayer.set(String(r[column('Player')]), [
        ...(byPlayer.get(String(r[column('Player')])) ?? []),
        String(r[column('Text')]),
      ]);
    expect([...byPlayer.values()].map((t) => t.length)).toEqual([1, 1, 1, 1]);
    expect([...byPlayer.values()].flat().sort()).toEqual([
      'Hold order 46',
      'Hold order 47',
      'Hold order 48',
      'Hold order 49',
    ]);
    expect(emulation.services.MailApp.outbox).toHaveLength(50);
  });

  it('one submission costs the same number of service calls whether it has 2 lines or 40', () => {
    const cost = (lines: number): number => {
      const { emulation, submit } = campaign();
      const text = Array.from({ length: lines }, (_, i) =>
        i % 2 ? 'Aurelia - Grow' : 'Knights of the Dawn - Hold',
      ).join('\n');
      emulation.world.calls.reset();
      submit(FIRSTBORN, text);
      return emulation.world.calls.total;
    };
    expect(cost(40)).toBe(cost(2));
  });
});

describe('recording a submission is all or nothing', () => {
  it('a failure at any service call leaves Orders and the Log as before (the response waits) or as after', () => {
    const { emulation, submit, ordersRows, script, spreadsheet } = campaign();
    const logRows = (): unknown[][] =>
      emulation.world.calls.uncounted(
        () => spreadsheet.getSheetByName('Log')?.getDataRange().getValues() ?? [],
      );
    emulation.world.calls.reset();
    submit(FIRSTBORN, 'Aurelia - Grow');
    const calls = emulation.world.calls.total;
    expect(calls).toBeGreaterThan(10);
    for (let n = 1; n <= calls; n++) {
      const text = `Aurelia - Grow\nKnights of the Dawn - Hold # try ${n}`;
      const before = JSON.stringify([ordersRows(), logRows()]);
      emulation.world.advanceClock(10 * 60 * 1000); // within the limit of submissions per player per hour
      emulation.world.calls.failAt(n);
      emulation.services.FormApp.submit(
        emulation.services.FormApp.forms[0].id,
        FIRSTBORN,
        { Orders: text },
        { throwOnHandlerError: false },
      );
      emulation.world.calls.failAt(null);
      const texts = (): unknown[] =>
        ordersRows()
          .slice(1)
          .map((r) => r[ordersRows()[0].indexOf('Text')]);
      const recorded = texts().includes(`Knights of the Dawn - Hold # try ${n}`);
      if (!recorded) expect(JSON.stringify([ordersRows(), logRows()])).toBe(before);
      // The next trigger records whatever is waiting, once.
      script.call('onOrdersSubmitted');
      expect(texts()).toEqual(['Aurelia - Grow', `Knights of the Dawn - Hold # try ${n}`]);
      // And the Log holds one "Orders received" per submission: nothing was recorded twice.
      const received = logRows().filter((r) =>
        String(r[logRows()[0].indexOf('Effect')]).startsWith('Orders received'),
      );
      expect(received).toHaveLength(n + 1);
    }
  });
});

describe('orders received by mail (Check pasted orders)', () => {
  it('checks without recording, then records for the chosen player', () => {
    const { script, ordersRows, column, emulation } = campaign();
    script.call('menuCheckPastedOrders');
    expect(emulation.services.Ui.lastDialog?.title).toBe('Check orders received by mail');
    expect(script.call('listPlayers')).toEqual([
      'Aurelian Throne',
      'Gorthak Horde',
      'Clan Varn',
      'Crystal Lotus',
    ]);
    const checked = script.call('checkPastedOrders', ['clan varn', 'Hammerguard of Karak Varn - Hold']) as {
      recorded: boolean;
      lines: string[];
    };
    expect(checked.recorded).toBe(false);
    expect(ordersRows().slice(1)).toEqual([]);
    const recorded = script.call('recordPastedOrders', ['Clan Varn', 'Hammerguard of Karak Varn - Hold']) as {
      recorded: boolean;
    };
    expect(recorded.recorded).toBe(true);
    expect(ordersRows()[1][column('Submission')]).toBe('by moderator');
  });
});

import { bundleWithCheckerFault, DWARVES, FIRSTBORN, HOUR, MINUTE, ordersCampaign } from './orders-helpers';

// Issue 11: no player can stop, impersonate or flood the campaign through the orders form.

/** A write of values: the Orders rows go through the advanced Sheets service now (issue 9). */
const WRITES = new Set(['Range.setValues', 'Sheets.Spreadsheets.Values.batchUpdate']);

describe('one bad submission never blocks another', () => {
  it('Object.prototype words in orders are checked like any word, and later submissions are recorded', () => {
    const c = ordersCampaign();
    const words = Object.getOwnPropertyNames(Object.prototype); // constructor, __proto__, toString ...
    expect(words.length).toBeGreaterThan(10);
    c.submit(FIRSTBORN, words.map((w) => `Aurelia - Build ${w}\n${w} - Move ${w}`).join('\n'));
    c.submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
    expect(c.ordersByPlayer()['Clan Varn']).toEqual(['Hammerguard of Karak Varn - Hold']);
    // The hostile submission is answered, never left to block the batch.
    expect(c.outbox().map((m) => m.to)).toEqual([FIRSTBORN, DWARVES]);
    expect(c.outbox()[0].body).toMatch(/REJECTED/);
  });

  it('a fault escaping the order check rejects that submission (code and Log row); the earlier orders stand', () => {
    const c = ordersCampaign({ dist: bundleWithCheckerFault() });
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    c.emulation.world.advanceClock(MINUTE);
    c.submit(FIRSTBORN, 'Aurelia - Build constructor # INJECTED-FAULT');
    c.emulation.world.advanceClock(MINUTE);
    c.submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
    expect(c.ordersByPlayer()).toEqual({
      'Aurelian Throne': ['Aurelia - Grow'],
      'Clan Varn': ['Hammerguard of Karak Varn - Hold'],
    });
    expect(c.logEffects().some((e) => e.startsWith('Submission rejected (ORD-FAULT)'))).toBe(true);
    expect(c.outbox()[1].body).toContain(
      'REJECTED: the orders could not be checked (TypeError: injected fault)',
    );
  });

  it('a service failure recording one response leaves it waiting; the next run records it and the next one, once each', () => {
    const c2 = ordersCampaign();
    // Fail the script's first setValues (the Orders write); the form's own row is Google's, not the script's.
    const failAtFirstWrite = (): void => {
      const world = c2.emulation.world;
      const original = world.calls.record.bind(world.calls);
      let armed = true;
      world.calls.record = (method: string): void => {
        if (armed && WRITES.has(method) && world.execution > 0) {
          armed = false;
          throw new Error('Service Spreadsheets failed while accessing document');
        }
        original(method);
      };
    };
    failAtFirstWrite();
    c2.submit(FIRSTBORN, 'Aurelia - Grow');
    expect(c2.ordersByPlayer()['Aurelian Throne']).toBeUndefined();
    c2.emulation.world.advanceClock(MINUTE);
    c2.submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
    expect(c2.ordersByPlayer()).toEqual({
      'Aurelian Throne': ['Aurelia - Grow'],
      'Clan Varn': ['Hammerguard of Karak Varn - Hold'],
    });
    expect(c2.logEffects().filter((e) => e.startsWith('Orders received'))).toHaveLength(2);
  });

  it('a response that fails to record three times is rejected with a code and a Log row, and blocks nothing', () => {
    const c = ordersCampaign();
    const world = c.emulation.world;
    const original = world.calls.record.bind(world.calls);
    // The Orders write (each execution's first setValues) fails every time, a Sheets error that will not pass.
    let poisoned = true;
    let struck = -1;
    world.calls.record = (method: string): void => {
      if (poisoned && WRITES.has(method) && world.execution > 0 && struck !== world.execution) {
        struck = world.execution;
        throw new Error('Service error: Spreadsheets');
      }
      original(method);
    };
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    c.script.call('onOrdersHourly');
    c.script.call('onOrdersHourly');
    poisoned = false;
    expect(c.logEffects().some((e) => e.includes('Submission rejected (ORD-WRITE)'))).toBe(true);
    world.advanceClock(MINUTE);
    c.submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
    expect(c.ordersByPlayer()).toEqual({ 'Clan Varn': ['Hammerguard of Karak Varn - Hold'] });
  });
});

describe('the size of a submission is capped', () => {
  it('a 60,000-character line is refused with a clear receipt, and the earlier orders stand', () => {
    const c = ordersCampaign();
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    c.emulation.world.advanceClock(MINUTE);
    c.submit(FIRSTBORN, `Aurelia - Grow ${'x'.repeat(60000)}`);
    expect(c.ordersByPlayer()['Aurelian Throne']).toEqual(['Aurelia - Grow']);
    const receipt = c.outbox()[1].body;
    expect(receipt).toContain('REJECTED');
    expect(receipt).toContain('at most 200 lines and 20000 characters');
    expect(c.logEffects().some((e) => e.startsWith('Submission rejected (ORD-SIZE)'))).toBe(true);
  });

  it('a 50,000-line submission is refused quickly', () => {
    const c = ordersCampaign();
    const started = Date.now();
    c.submit(FIRSTBORN, Array.from({ length: 50000 }, () => 'Aurelia - Grow').join('\n'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(c.ordersRows()).toEqual([]);
    expect(c.outbox()[0].body).toContain('50000 lines');
  });
});

describe('the mail quota is the players’', () => {
  it('a stranger is never emailed, and a flood of strangers is logged a few times only', () => {
    const c = ordersCampaign();
    for (let i = 0; i < 20; i++) c.submit(`mallory${i}@example.com`, 'Aurelia - Grow');
    expect(c.outbox()).toEqual([]);
    expect(c.ordersRows()).toEqual([]);
    const logged = c.logEffects().filter((e) => e.includes('not on the Players tab'));
    expect(logged.length).toBeLessThanOrEqual(6);
  });

  it('more than 10 submissions from one player in an hour are refused, the player told once', () => {
    const c = ordersCampaign();
    for (let i = 1; i <= 12; i++) {
      c.submit(FIRSTBORN, `Aurelia - Grow # ${i}`);
      c.emulation.world.advanceClock(MINUTE);
    }
    expect(c.ordersByPlayer()['Aurelian Throne']).toEqual(['Aurelia - Grow # 10']);
    expect(c.outbox()).toHaveLength(11);
    expect(c.outbox()[10].body).toContain('more than 10 submissions within one hour');
    c.emulation.world.advanceClock(HOUR);
    c.submit(FIRSTBORN, 'Aurelia - Grow # 13');
    expect(c.ordersByPlayer()['Aurelian Throne']).toEqual(['Aurelia - Grow # 13']);
  });
});

describe('identity comes from the form response, not from sheet cells', () => {
  it('the form collects verified emails, allows no edits and no summary, and never points players at the ledger', () => {
    const c = ordersCampaign();
    const form = c.emulation.services.FormApp.openById(c.formId());
    expect(form.getEmailCollectionType()).toBe('VERIFIED');
    expect(form.canEditResponse()).toBe(false);
    expect(form.isPublishingSummary()).toBe(false);
    expect(form.getConfirmationMessage()).not.toMatch(/tab of the ledger/);
    expect(form.getConfirmationMessage()).toMatch(/emailed/);
    const report = c.emulation.services.Ui.alerts.at(-1)?.prompt ?? '';
    expect(report).toContain('needs a Google Workspace account');
    expect(report).toContain('Never share this spreadsheet with players');
  });

  it('on a Workspace domain the form also requires sign-in to the domain', () => {
    const c = ordersCampaign({ form: false });
    c.emulation.services.FormApp.workspaceDomain = true;
    c.script.call('menuCreateOrdersForm');
    expect(c.emulation.services.FormApp.openById(c.formId()).requiresLogin()).toBe(true);
  });

  it('a form without verified emails is refused: nothing recorded, nobody mailed, Create orders form says so', () => {
    const c = ordersCampaign();
    const { FormApp, Ui } = c.emulation.services;
    c.uncounted(() =>
      FormApp.openById(c.formId()).setEmailCollectionType(FormApp.EmailCollectionType.RESPONDER_INPUT),
    );
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    expect(c.ordersRows()).toEqual([]);
    expect(c.outbox()).toEqual([]);
    expect(c.logEffects().some((e) => e.includes('ORD-UNVERIFIED'))).toBe(true);
    c.script.call('menuCreateOrdersForm'); // repairs it
    expect(FormApp.openById(c.formId()).getEmailCollectionType()).toBe('VERIFIED');
    expect(Ui.alerts.at(-1)?.prompt).not.toContain('stopped');
  });

  it('editing the responses tab (an email cell, a renamed header, a deleted or inserted row) changes nothing', () => {
    const c = ordersCampaign();
    const lock = c.emulation.services.LockService;
    // A response waits: its trigger could not get the lock.
    c.emulation.world.runExecution(() => {
      lock.getScriptLock().waitLock(1000);
      c.submit(FIRSTBORN, 'Aurelia - Grow');
    });
    expect(c.ordersRows()).toEqual([]);
    const responses = c.emulation.services.FormApp.forms[0].destination?.sheetName ?? '';
    c.uncounted(() => {
      const sheet = c.spreadsheet.getSheetByName(responses);
      sheet?.getRange(1, 2).setValue('Adresse e-mail');
      sheet?.getRange(2, 2).setValue(DWARVES); // pretend to be Clan Varn
      sheet?.deleteRows(2, 1);
      sheet?.insertRowsAfter(1, 3);
    });
    c.emulation.world.advanceClock(MINUTE);
    c.submit(DWARVES, 'Hammerguard of Karak Varn - Hold');
    expect(c.ordersByPlayer()).toEqual({
      'Aurelian Throne': ['Aurelia - Grow'],
      'Clan Varn': ['Hammerguard of Karak Varn - Hold'],
    });
    c.script.call('onOrdersHourly');
    expect(c.logEffects().filter((e) => e.startsWith('Orders received'))).toHaveLength(2);
  });
});

describe('a ledger upgraded from the row-count version', () => {
  it('records the first submission after the upgrade, through the old spreadsheet trigger too, once', () => {
    const c = ordersCampaign();
    const { services } = c.emulation;
    const props = services.PropertiesService.getDocumentProperties();
    c.uncounted(() => {
      props.deleteProperty('ordersIntake');
      props.setProperty('ordersProcessedRows', '1');
      services.ScriptApp.newTrigger('onOrdersSubmitted')
        .forSpreadsheet(c.spreadsheet)
        .onFormSubmit()
        .create();
    });
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    expect(c.ordersByPlayer()).toEqual({ 'Aurelian Throne': ['Aurelia - Grow'] });
    expect(c.logEffects().filter((e) => e.startsWith('Orders received'))).toHaveLength(1);
    c.script.call('menuCreateOrdersForm'); // removes the old trigger
    expect(services.ScriptApp.allTriggers.map((t) => t.source).sort()).toEqual(['CLOCK', 'FORMS']);
  });
});

import { EventType, TOO_MANY_TRIGGERS_MESSAGE } from '../../../src/local/services';
import { addSpreadsheet, setup } from './setup';

describe('ScriptApp triggers', () => {
  test('create, list and delete a spreadsheet form-submit trigger', () => {
    const { services, spreadsheets } = setup();
    const ss = 'ledger-1';
    addSpreadsheet(spreadsheets, ss);
    const app = services.ScriptApp;
    const trigger = app
      .newTrigger('onOrdersSubmitted')
      .forSpreadsheet(spreadsheets.openById(ss))
      .onFormSubmit()
      .create();
    expect(trigger.getHandlerFunction()).toBe('onOrdersSubmitted');
    expect(trigger.getEventType()).toBe(app.EventType.ON_FORM_SUBMIT);
    expect(trigger.getEventType()).toBe('ON_FORM_SUBMIT');
    expect(trigger.getTriggerSource()).toBe(app.TriggerSource.SPREADSHEETS);
    expect(trigger.getTriggerSourceId()).toBe('ledger-1');

    const second = app.newTrigger('other').forSpreadsheet(spreadsheets.openById(ss)).onFormSubmit().create();
    expect(second.getUniqueId()).not.toBe(trigger.getUniqueId());
    expect(app.getProjectTriggers().map((t) => t.getHandlerFunction())).toEqual([
      'onOrdersSubmitted',
      'other',
    ]);
    expect(app.triggersFor(EventType.ON_FORM_SUBMIT, 'ledger-1')).toHaveLength(2);

    app.deleteTrigger(trigger);
    expect(app.getProjectTriggers().map((t) => t.getUniqueId())).toEqual([second.getUniqueId()]);
    expect(trigger.getHandlerFunction()).toBe('onOrdersSubmitted'); // a deleted trigger's object stays readable
    expect(app.getScriptId()).toBe('local-script-project');
  });

  test('triggers belong to the user who made them, and a user may have at most 20', () => {
    const { world, services, spreadsheets } = setup();
    const ss = addSpreadsheet(spreadsheets, 'ledger-1');
    const make = () =>
      services.ScriptApp.newTrigger('h')
        .forSpreadsheet(spreadsheets.openById(ss.workbook.id))
        .onFormSubmit()
        .create();
    for (let i = 0; i < 20; i++) make();
    expect(make).toThrow(TOO_MANY_TRIGGERS_MESSAGE);
    world.runExecution(() => {
      expect(services.ScriptApp.getProjectTriggers()).toEqual([]);
      make();
      expect(services.ScriptApp.getProjectTriggers()).toHaveLength(1);
    }, 'co-moderator@example.com');
    expect(services.ScriptApp.allTriggers).toHaveLength(21);
  });

  test('create without an event type fails', () => {
    const { services, spreadsheets } = setup();
    addSpreadsheet(spreadsheets, 's');
    const builder = services.ScriptApp.newTrigger('h').forSpreadsheet(spreadsheets.openById('s'));
    expect(() => builder.create()).toThrow(/event type/);
  });

  test('building a trigger counts one call per builder step, not the spreadsheet lookups behind them', () => {
    const { world, services, spreadsheets } = setup();
    addSpreadsheet(spreadsheets, 's');
    const ss = spreadsheets.openById('s');
    world.calls.reset();
    services.ScriptApp.newTrigger('h').forSpreadsheet(ss).onFormSubmit().create();
    expect(world.calls.byMethod()).toEqual({
      'ScriptApp.newTrigger': 1,
      'SpreadsheetTriggerBuilder.create': 1,
      'SpreadsheetTriggerBuilder.onFormSubmit': 1,
      'TriggerBuilder.forSpreadsheet': 1,
    });
  });
});

describe('time-driven triggers', () => {
  test('an hourly trigger fires each hour the clock moves through, as its owner', () => {
    const { services, globals, world } = setup();
    const fired: string[] = [];
    globals.set('hourly', () => fired.push(world.now().toISOString()));
    const trigger = services.ScriptApp.newTrigger('hourly').timeBased().everyHours(1).create();
    expect(trigger.getEventType()).toBe('CLOCK');
    expect(() => services.ScriptApp.newTrigger('x').timeBased().everyHours(3)).toThrow(/hours/);
    const runs = services.ScriptApp.advanceClock(3.5 * 60 * 60 * 1000);
    expect(runs.map((r) => r.ok)).toEqual([true, true, true]);
    expect(fired).toEqual([
      '2026-03-01T13:00:00.000Z',
      '2026-03-01T14:00:00.000Z',
      '2026-03-01T15:00:00.000Z',
    ]);
    expect(world.now().toISOString()).toBe('2026-03-01T15:30:00.000Z');
  });

  test('a form-bound trigger is keyed by the form, and survives a save and load', () => {
    const { services } = setup();
    services.ScriptApp.newTrigger('onOrders').forForm('form-9').onFormSubmit().create();
    services.ScriptApp.newTrigger('hourly').timeBased().everyMinutes(15).create();
    const saved = services.ScriptApp.exportState();
    services.ScriptApp.importState(JSON.parse(JSON.stringify(saved)));
    expect(services.ScriptApp.allTriggers).toEqual(saved.triggers);
    expect(services.ScriptApp.triggersFor(EventType.ON_FORM_SUBMIT, 'form-9')).toHaveLength(1);
  });
});

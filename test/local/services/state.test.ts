import { StateError, type ServicesState } from '../../../src/local/services';
import { addSpreadsheet, setup } from './setup';

/** A world with something in every stateful service. */
function busyWorld() {
  const env = setup();
  const { services, spreadsheets, globals } = env;
  addSpreadsheet(spreadsheets, 'ledger');
  globals.set('onOrders', () => undefined);
  services.PropertiesService.getScriptProperties().setProperty('turn', '3');
  services.PropertiesService.getDocumentProperties().setProperty('seed', '42');
  services.PropertiesService.getUserProperties().setProperty('view', 'map');
  services.CacheService.getScriptCache().put('preview', '{"turn":3}', 600);
  services.CacheService.getDocumentCache().put('gone', 'x', 1);
  services.ScriptApp.newTrigger('onOrders')
    .forSpreadsheet(spreadsheets.openById('ledger'))
    .onFormSubmit()
    .create();
  const form = services.FormApp.create('Orders').setCollectEmail(true);
  form.addParagraphTextItem().setTitle('Orders').setRequired(true);
  form.setDestination(services.FormApp.DestinationType.SPREADSHEET, 'ledger');
  form.setPublished(true);
  services.FormApp.submit(form.getId(), 'red@example.com', { Orders: 'hold' });
  services.MailApp.setDailyQuota(5);
  services.MailApp.sendEmail('red@example.com', 'Turn 3', 'Resolved.');
  env.world.advanceClock(2000); // the 1-second cache entry is now expired
  return { ...env, form };
}

describe('state export and import', () => {
  test('a JSON round trip restores every stateful service', () => {
    const { services: before, spreadsheets: oldSheets, form } = busyWorld();
    const saved = JSON.parse(JSON.stringify(before.exportState())) as ServicesState;
    expect(saved.caches.document).toEqual({}); // expired entries are not saved
    expect(saved.triggers.triggers).toHaveLength(1);
    expect(saved.forms.forms[0]).toMatchObject({ title: 'Orders', published: true, collectEmail: true });
    expect(saved.forms.forms[0].responses).toHaveLength(1);
    expect(saved.mail).toMatchObject({ dailyQuota: 5, remaining: 4 });

    // A later session: a fresh world (its id counter starts again) on the same spreadsheet.
    const { world, services: after, spreadsheets, globals } = setup();
    spreadsheets.adopt(oldSheets.find('ledger')!.workbook);
    after.importState(saved);
    expect(after.exportState()).toEqual(saved);

    expect(after.PropertiesService.getScriptProperties().getProperty('turn')).toBe('3');
    expect(after.PropertiesService.getDocumentProperties().getProperty('seed')).toBe('42');
    expect(after.PropertiesService.getUserProperties().getProperty('view')).toBe('map');
    expect(after.CacheService.getScriptCache().get('preview')).toBe('{"turn":3}');
    world.advanceClock(600_000);
    expect(after.CacheService.getScriptCache().get('preview')).toBeNull();
    expect(after.MailApp.getRemainingDailyQuota()).toBe(4);
    expect(after.MailApp.outbox.map((m) => m.subject)).toEqual(['Turn 3']);

    const fired: unknown[] = [];
    globals.set('onOrders', (e) => fired.push(e));
    const restored = after.FormApp.openById(form.getId());
    expect(restored.getItems().map((i) => i.getTitle())).toEqual(['Orders']);
    expect(after.FormApp.submit(form.getId(), 'blue@example.com', { Orders: 'attack' }).row).toBe(3);
    expect(fired).toHaveLength(1);

    // New ids never collide with restored ones even though the world's counter restarted.
    const newForm = after.FormApp.create('Next turn');
    expect(newForm.getId()).not.toBe(form.getId());
    expect(newForm.addParagraphTextItem().getId()).not.toBe(restored.getItems()[0].getId());
    const trigger = after.ScriptApp.newTrigger('x')
      .forSpreadsheet(spreadsheets.openById('ledger'))
      .onFormSubmit()
      .create();
    expect(after.ScriptApp.allTriggers.filter((t) => t.id === trigger.getUniqueId())).toHaveLength(1);
  });

  test('malformed state is refused with the path that is wrong', () => {
    const { services } = busyWorld();
    const saved = services.exportState();
    const broken = JSON.parse(JSON.stringify(saved)) as {
      forms: { forms: { items: { title: unknown }[] }[] };
    };
    broken.forms.forms[0].items[0].title = 7;
    services.PropertiesService.getScriptProperties().setProperty('turn', '4');
    expect(() => services.importState(broken)).toThrow(StateError);
    // Nothing was half-imported: the properties saved before the bad forms piece were not applied.
    expect(services.PropertiesService.getScriptProperties().getProperty('turn')).toBe('4');
    expect(() => services.importState(broken)).toThrow('forms.forms[0].items[0].title');
    expect(() => services.importState({ ...saved, version: 99 })).toThrow(
      'Unsupported emulation state version 99',
    );
    expect(() => services.importState('nope')).toThrow('Invalid saved emulation state at state');
  });
});

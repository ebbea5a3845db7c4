import { Button, ButtonSet, SIDEBAR_WIDTH } from '../../../src/local/services';
import { setup } from './setup';

describe('Ui menus', () => {
  test('records menus with items, separators and sub-menus, and a click runs the function', () => {
    const { world, services, globals } = setup();
    const ui = services.Ui;
    const ran: string[] = [];
    globals.set('resolveTurn', () => {
      ran.push(`resolve as ${world.activeUserEmail} in execution ${world.execution}`);
      return 'done';
    });
    globals.set('showHelp', () => ran.push('help'));

    ui.createMenu('Ledger')
      .addItem('Resolve turn', 'resolveTurn')
      .addSeparator()
      .addSubMenu(ui.createMenu('More').addItem('Help', 'showHelp'))
      .addToUi();

    expect(ui.menus).toEqual([
      {
        caption: 'Ledger',
        addon: false,
        entries: [
          { kind: 'item', caption: 'Resolve turn', functionName: 'resolveTurn' },
          { kind: 'separator' },
          {
            kind: 'submenu',
            menu: {
              caption: 'More',
              addon: false,
              entries: [{ kind: 'item', caption: 'Help', functionName: 'showHelp' }],
            },
          },
        ],
      },
    ]);
    expect(ui.clickMenuItem('Ledger', 'Resolve turn')).toBe('done');
    ui.clickMenuItem('Ledger', 'Help'); // found inside the sub-menu
    expect(ran).toEqual(['resolve as moderator@example.com in execution 1', 'help']);
    expect(() => ui.clickMenuItem('Ledger', 'Nope')).toThrow('No item "Nope" in menu "Ledger"');
    expect(() => ui.clickMenuItem('Other', 'Help')).toThrow('No menu "Other"');
  });

  test('items added after addToUi are not shown; re-adding a caption replaces the menu; reset clears', () => {
    const { services } = setup();
    const ui = services.Ui;
    const menu = ui.createMenu('Ledger').addItem('A', 'a');
    menu.addToUi();
    menu.addItem('B', 'b');
    expect(ui.getMenu('Ledger')?.entries).toHaveLength(1);
    menu.addToUi();
    expect(ui.menus).toHaveLength(1);
    expect(ui.getMenu('Ledger')?.entries).toHaveLength(2);
    ui.resetMenus();
    expect(ui.menus).toEqual([]);
  });

  test('createAddonMenu is captioned with the add-on name', () => {
    const { services } = setup();
    services.Ui.createAddonMenu().addItem('Open', 'openSidebar').addToUi();
    expect(services.Ui.getMenu('Campaign Ledger')).toMatchObject({
      addon: true,
      entries: [{ caption: 'Open' }],
    });
  });

  test('a click on an item whose function does not exist fails like a missing script function', () => {
    const { services } = setup();
    services.Ui.createMenu('M').addItem('Go', 'missingFn').addToUi();
    expect(() => services.Ui.clickMenuItem('M', 'Go')).toThrow('Script function not found: missingFn');
  });
});

describe('Ui alerts', () => {
  test('answers OK or YES by default, and scripted answers in order', () => {
    const { services } = setup();
    const ui = services.Ui;
    expect(ui.Button.OK).toBe('OK');
    expect(ui.alert('Saved.')).toBe(Button.OK);
    expect(ui.alert('Resolve?', 'Resolve turn 3 now?', ui.ButtonSet.YES_NO)).toBe(Button.YES);
    ui.queueAlertAnswers(Button.NO, Button.CANCEL, Button.CLOSE);
    expect(ui.alert('Resolve?', 'Again?', ButtonSet.YES_NO)).toBe(Button.NO);
    expect(ui.alert('Sure?', ButtonSet.OK_CANCEL)).toBe(Button.CANCEL);
    expect(ui.alert('Closed?', 'x', ButtonSet.OK)).toBe(Button.CLOSE);
    expect(ui.pendingAlertAnswers).toBe(0);
    expect(ui.alerts).toEqual([
      { title: '', prompt: 'Saved.', buttons: 'OK', answer: 'OK' },
      { title: 'Resolve?', prompt: 'Resolve turn 3 now?', buttons: 'YES_NO', answer: 'YES' },
      { title: 'Resolve?', prompt: 'Again?', buttons: 'YES_NO', answer: 'NO' },
      { title: '', prompt: 'Sure?', buttons: 'OK_CANCEL', answer: 'CANCEL' },
      { title: 'Closed?', prompt: 'x', buttons: 'OK', answer: 'CLOSE' },
    ]);
  });

  test('a scripted answer the dialog cannot give is a test mistake and throws', () => {
    const { services } = setup();
    services.Ui.queueAlertAnswers(Button.YES);
    expect(() => services.Ui.alert('Title', 'Only OK here', ButtonSet.OK)).toThrow(
      /not a button of ButtonSet OK/,
    );
  });
});

describe('sidebars, dialogs and HtmlService', () => {
  test('a sidebar is recorded with its content and title, and is always 300 px wide', () => {
    const { services } = setup();
    const html = services.HtmlService.createHtmlOutput('<p>Turn 3</p>').setTitle('Moderator').setWidth(500);
    services.Ui.showSidebar(html);
    expect(services.Ui.lastSidebar).toEqual({
      kind: 'sidebar',
      title: 'Moderator',
      content: '<p>Turn 3</p>',
      width: SIDEBAR_WIDTH,
      requestedWidth: 500,
      height: 400,
    });
  });

  test('a modal dialog keeps its requested size and the title given to showModalDialog', () => {
    const { services } = setup();
    const html = services.HtmlService.createHtmlOutput('<b>x</b>').setWidth(800).setHeight(250);
    services.Ui.showModalDialog(html, 'Battle report');
    expect(services.Ui.lastDialog).toMatchObject({ title: 'Battle report', width: 800, height: 250 });
    expect(services.Ui.lastSidebar).toBeUndefined();
    expect(services.Ui.shown).toHaveLength(1);
  });

  test('createHtmlOutputFromFile serves project files, with or without .html, and names a missing one', () => {
    const { world, services } = setup();
    world.htmlFiles.set('sidebar', '<div id="app"></div>');
    expect(services.HtmlService.createHtmlOutputFromFile('sidebar').getContent()).toBe(
      '<div id="app"></div>',
    );
    expect(services.HtmlService.createHtmlOutputFromFile('sidebar.html').getContent()).toBe(
      '<div id="app"></div>',
    );
    expect(() => services.HtmlService.createHtmlOutputFromFile('Nope')).toThrow(
      'No HTML file named Nope was found.',
    );
  });

  test('showing a sidebar is one counted call: reading the output is the emulation’s business', () => {
    const { world, services } = setup();
    const html = services.HtmlService.createHtmlOutput('x');
    world.calls.reset();
    services.Ui.showSidebar(html);
    expect(world.calls.byMethod()).toEqual({ 'Ui.showSidebar': 1 });
  });
});

import { Emulation } from '../../../src/local/emulation';
import { setup } from './setup';

// What the emulation offers of file sharing and file contents: Spreadsheet.addViewer / getViewers /
// getEditors, Utilities.newBlob, and an email's HTML part and attachments kept in the outbox and its state.

describe('spreadsheet sharing', () => {
  test('a new spreadsheet is shared with nobody; addViewer adds each address once, case aside', () => {
    const emulation = new Emulation();
    const campaign = emulation.newActiveSpreadsheet('Campaign');
    const file = emulation.spreadsheetApp.create('Ann’s file');
    expect(file.getViewers()).toEqual([]);
    expect(file.getEditors()).toEqual([]);
    file.addViewer('ann@example.com');
    file.addViewer('ANN@example.com');
    expect(file.getViewers().map((u) => u.getEmail())).toEqual(['ann@example.com']);
    expect(campaign.getViewers()).toEqual([]);
    // Opened again by id: the same file, the same sharing.
    const again = emulation.spreadsheetApp.openById(file.getId());
    expect(again.getViewers().map((u) => u.getEmail())).toEqual(['ann@example.com']);
  });

  test('an address without one @ is refused, as Drive does', () => {
    const emulation = new Emulation();
    const file = emulation.spreadsheetApp.create('File');
    expect(() => file.addViewer('not an email')).toThrow('Invalid email: not an email');
    expect(file.getViewers()).toEqual([]);
  });

  test('two emulations never share a list', () => {
    const a = new Emulation().newActiveSpreadsheet('Same name');
    const b = new Emulation().newActiveSpreadsheet('Same name');
    a.addViewer('ann@example.com');
    expect(b.getViewers()).toEqual([]);
  });
});

describe('blobs and rich email', () => {
  test('newBlob keeps its text, type and name; sendEmail keeps the HTML part and attachments, saved and loaded', () => {
    const { services } = setup();
    const blob = services.Utilities.newBlob('<svg/>', 'image/svg+xml', 'map.svg');
    expect([blob.getDataAsString(), blob.getContentType(), blob.getName()]).toEqual([
      '<svg/>',
      'image/svg+xml',
      'map.svg',
    ]);
    services.MailApp.sendEmail('ann@example.com', 'Turn 1', 'plain', {
      htmlBody: '<p>rich</p>',
      attachments: [blob],
    });
    services.MailApp.sendEmail('bo@example.com', 'Turn 1', 'plain only');
    const [rich, plain] = services.MailApp.outbox;
    expect(rich.htmlBody).toBe('<p>rich</p>');
    expect(rich.attachments).toEqual([{ name: 'map.svg', contentType: 'image/svg+xml', data: '<svg/>' }]);
    expect(plain.htmlBody).toBeUndefined();
    expect(plain.attachments).toBeUndefined();
    const state = services.exportState();
    const { services: other } = setup();
    other.importState(JSON.parse(JSON.stringify(state)));
    expect(other.MailApp.outbox.map((m) => [m.htmlBody, m.attachments])).toEqual([
      ['<p>rich</p>', [{ name: 'map.svg', contentType: 'image/svg+xml', data: '<svg/>' }]],
      [undefined, undefined],
    ]);
  });

  test('a malformed attachment in saved state is named by its path', () => {
    const { services } = setup();
    const state = services.exportState();
    const bad = {
      ...state,
      mail: {
        ...state.mail,
        outbox: [
          { to: 'a@x', subject: 's', body: 'b', time: new Date(0).toISOString(), attachments: [{ name: 1 }] },
        ],
      },
    };
    expect(() => services.importState(bad)).toThrow('mail.outbox[0].attachments[0].name');
  });
});

import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlaygroundServer, listen } from '../../src/local/playground/server';
import { LedgerError, Session } from '../../src/local/playground/session';
import { httpRequest } from '../support/http-request';

// A moderator's cell edit on the workbench is an edit in the Sheets UI, so it meets the cell's data validation
// as in Sheets: a rule built with setAllowInvalid(false) (every dropdown set-up makes, src/gas/setup.ts)
// refuses a value it does not list and the cell keeps what it held; a rule that only warns keeps the value and
// says it is invalid. A script's setValue is not a UI edit and is not checked here.

const TOKEN = 'd'.repeat(64);
const EVIL = '<img src=x onerror=alert(1)>';

describe('dropdowns in the playground cell editor', () => {
  let dir: string;
  let session: Session;
  let server: http.Server;
  let port: number;

  const request = (method: string, route: string, form?: Record<string, string>) => {
    const body = form ? new URLSearchParams({ ...form, token: TOKEN }).toString() : '';
    const headers: Record<string, string> = form
      ? { 'content-type': 'application/x-www-form-urlencoded' }
      : {};
    return httpRequest(port, method, route, headers, body);
  };
  /** The A1 address of `header`'s cell on data row `row` (1 = the first row under the header). */
  const cellOf = (tab: string, header: string, row = 1): string => {
    const grid = session.tab(tab) ?? [];
    const col = grid[0].indexOf(header);
    if (col < 0) throw new Error(`${tab} has no ${header} column`);
    return `${String.fromCharCode(65 + col)}${row + 1}`;
  };
  const shown = (tab: string, a1: string): string =>
    session.spreadsheet.getSheetByName(tab)?.getRange(a1).getDisplayValue() ?? '';
  const version = (): string => {
    const rows = session.tab('Campaign') ?? [];
    return rows.find((r) => r[0] === 'Ledger version')?.[rows[0].indexOf('Value')] ?? '';
  };
  const refusal = (a1: string): string =>
    `The data you entered in cell ${a1} violates the data validation rules set on this cell.`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-dropdowns-'));
    session = Session.create(path.join(dir, 'campaign.xlsx'), 'Dropdowns', true);
    server = createPlaygroundServer(session, TOKEN);
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await session.idle();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the ledger builds its dropdowns to reject invalid input, never to warn', () => {
    const terrain = cellOf('Map', 'Terrain');
    const rule = session.spreadsheet.getSheetByName('Map')?.getRange(terrain).getDataValidation();
    expect(rule?.getAllowInvalid()).toBe(false);
    expect(rule?.getHelpText()).toBe('The hex’s terrain (THE MAP, TERRAIN).');
  });

  it('refuses a terrain the dropdown does not list: the cell keeps its value and onEdit does not run', () => {
    const terrain = cellOf('Map', 'Terrain');
    const before = shown('Map', terrain);
    const ledgerVersion = version();
    expect(() => session.editCell('Map', terrain, 'Lava')).toThrow(LedgerError);
    expect(() => session.editCell('Map', terrain, 'Lava')).toThrow(
      `${refusal(terrain)} The hex’s terrain (THE MAP, TERRAIN). The dropdown offers: Plains, Forest, Desert, ` +
        'Oasis, Swamp (fringe), Swamp (heart), Mountains, Crag, Snow, Badlands, Water, Underground.',
    );
    expect(shown('Map', terrain)).toBe(before);
    expect(version()).toBe(ledgerVersion);
  });

  it('accepts a listed value, and compares what the cell shows (true typed into TRUE/FALSE is TRUE)', () => {
    const terrain = cellOf('Map', 'Terrain');
    expect(session.editCell('Map', terrain, 'Swamp (heart)')).toEqual({});
    expect(shown('Map', terrain)).toBe('Swamp (heart)');
    const road = cellOf('Map', 'Road');
    expect(session.editCell('Map', road, 'true')).toEqual({});
    expect(shown('Map', road)).toBe('TRUE');
    expect(() => session.editCell('Map', road, 'yes')).toThrow(refusal(road));
  });

  it("a players dropdown lists the Players tab's names: another name is refused, a player's accepted", () => {
    const owner = cellOf('Cities', 'Player');
    const players = session.players().map((p) => p.name);
    expect(() => session.editCell('Cities', owner, 'Nobody')).toThrow(
      `${refusal(owner)} The owner. The dropdown offers: ${players.join(', ')}.`,
    );
    expect(session.editCell('Cities', owner, players[1])).toEqual({});
    expect(shown('Cities', owner)).toBe(players[1]);
  });

  it('clearing a dropdown cell is never refused', () => {
    const special = cellOf('Map', 'Special', 2);
    expect(session.editCell('Map', special, '')).toEqual({});
    expect(shown('Map', special)).toBe('');
  });

  it('a rule that only warns keeps the value and says why it is invalid', () => {
    const app = session.emulation.spreadsheetApp;
    const sheet = session.spreadsheet.getSheetByName('Campaign');
    if (!sheet) throw new Error('no Campaign tab');
    const warnOnly = app.newDataValidation().requireValueInList(['north', 'south'], true).build();
    sheet.getRange('F2').setDataValidation(warnOnly);
    expect(session.editCell('Campaign', 'F2', 'west')).toEqual({
      warning: 'Invalid: Input must be an item on the specified list. The dropdown offers: north, south.',
    });
    expect(shown('Campaign', 'F2')).toBe('west');
    expect(session.editCell('Campaign', 'F2', 'south')).toEqual({});
  });

  it("a script's setValue meets the rule too, as in Apps Script: refused, the cell kept", () => {
    const terrain = cellOf('Map', 'Terrain', 3);
    const before = shown('Map', terrain);
    expect(() => session.spreadsheet.getSheetByName('Map')?.getRange(terrain).setValue('Lava')).toThrow(
      `The data you entered in cell ${terrain} violates the data validation rules set on this cell.`,
    );
    expect(shown('Map', terrain)).toBe(before);
  });

  it('the workbench shows the refusal (escaped) and a warning after the save', async () => {
    const terrain = cellOf('Map', 'Terrain', 4);
    const refused = await request('POST', '/ledger/edit', { tab: 'Map', cell: terrain, value: EVIL });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(refusal(terrain));
    expect(refused.body).not.toContain(EVIL);
    expect(refused.body).toContain(`value="&lt;img src=x onerror=alert(1)&gt;"`);

    const warned = await request('POST', '/ledger/edit', { tab: 'Campaign', cell: 'F2', value: 'east' });
    expect(warned.status).toBe(303);
    const page = await request('GET', warned.location ?? '');
    expect(page.body).toContain(
      'Saved F2. Invalid: Input must be an item on the specified list. The dropdown offers: north, south.',
    );
  });
});

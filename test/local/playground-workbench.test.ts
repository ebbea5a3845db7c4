import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlaygroundServer, listen } from '../../src/local/playground/server';
import { Session } from '../../src/local/playground/session';
import { httpRequest } from '../support/http-request';

// Issue 10: the playground is a moderator's workbench. It opens on the Campaign tab; cells are edited through
// the emulated Range API (onEdit runs); every Campaign menu command runs; the clock moves; the outbox shows
// the emails players get. Player text is escaped everywhere.

const TOKEN = 'c'.repeat(64);
const EVIL = '<img src=x onerror=alert(1)>';

describe('the playground as a workbench', () => {
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
  const setting = (name: string): string => {
    const rows = session.tab('Campaign') ?? [];
    return rows.find((r) => r[0] === name)?.[rows[0].indexOf('Value')] ?? '';
  };
  const settingCell = (name: string): string => {
    const rows = session.tab('Campaign') ?? [];
    const col = String.fromCharCode(65 + rows[0].indexOf('Value'));
    return `${col}${rows.findIndex((r) => r[0] === name) + 1}`;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-workbench-'));
    session = Session.create(path.join(dir, 'campaign.xlsx'), 'Workbench', true);
    server = createPlaygroundServer(session, TOKEN);
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await session.idle();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the ledger on the Campaign tab, each cell with its address', async () => {
    const ledger = await request('GET', '/ledger');
    expect(ledger.body).toContain('<title>Ledger · Campaign · Campaign Ledger playground</title>');
    expect(ledger.body).toContain(`data-cell="${settingCell('Order deadline')}"`);
    expect(ledger.body).toContain('id="edit-cell"');
  });

  it('edits a setting through the Range API, saved, and back on the tab', async () => {
    const cell = settingCell('Order deadline');
    const saved = await request('POST', '/ledger/edit', { tab: 'Campaign', cell, value: '2026-12-01 18:00' });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/ledger?tab=Campaign&edited=${cell}`);
    expect(setting('Order deadline')).toBe('2026-12-01 18:00');
    expect((await request('GET', saved.location ?? '')).body).toContain(`Saved ${cell}.`);
  });

  it("an edit runs the script's onEdit (a Map edit bumps the Ledger version)", async () => {
    const before = Number(setting('Ledger version'));
    const map = session.tab('Map') ?? [];
    const terrain = map[0].indexOf('Terrain');
    const cell = `${String.fromCharCode(65 + terrain)}2`;
    const answer = await request('POST', '/ledger/edit', { tab: 'Map', cell, value: map[1][terrain] });
    expect(answer.status).toBe(303);
    expect(Number(setting('Ledger version'))).toBeGreaterThan(before);
  });

  it('adds a new player by typing a row; refuses a bad address or a hidden tab, escaped', async () => {
    const players = session.tab('Players') ?? [];
    const row = players.length + 1;
    const name = `Sea Kings ${EVIL}`;
    await request('POST', '/ledger/edit', { tab: 'Players', cell: `A${row}`, value: name });
    expect(session.players().map((p) => p.name)).toContain(name);
    const shown = await request('GET', '/ledger?tab=Players');
    expect(shown.body).toContain('Sea Kings &lt;img src=x onerror=alert(1)&gt;');
    expect(shown.body).not.toContain(EVIL);

    const bad = await request('POST', '/ledger/edit', { tab: 'Campaign', cell: `A1:B2${EVIL}`, value: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('is not one cell');
    expect(bad.body).not.toContain(EVIL);
    const hidden = await request('POST', '/ledger/edit', { tab: '_undo', cell: 'A1', value: 'x' });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toContain('There is no tab named &#39;_undo&#39; to edit.');
  });

  it('runs every Campaign menu command and shows its report; Check pasted orders opens its dialog', async () => {
    const menu = await request('GET', '/menu');
    for (const item of ['Set up ledger', 'Check ledger', 'Create orders form', 'Load demo campaign'])
      expect(menu.body).toContain(`data-item="${item}"`);
    expect(menu.body).toContain('href="/dialog" data-item="Check pasted orders"');
    expect(menu.body).toContain('href="/sidebar" data-item="Resolve turn"');
    const check = await request('POST', '/menu', { item: 'Check ledger' });
    expect(check.status).toBe(200);
    expect(check.body).toMatch(/id="result-text">(The ledger is in order|\d+ problems?)/);
    const setUp = await request('POST', '/menu', { item: 'Set up ledger' });
    expect(setUp.body).toContain('id="result-text"');
    const unknown = await request('POST', '/menu', { item: 'Delete everything' });
    expect(unknown.status).toBe(400);
    const dialog = await request('GET', '/dialog');
    expect(dialog.body).toContain(`var token = "${TOKEN}"`);
  });

  it('moves the clock on and says which time-driven triggers ran', async () => {
    const before = session.now().getTime();
    const moved = await request('POST', '/clock', { hours: '48' });
    expect(moved.status).toBe(200);
    expect(moved.body).toContain('Moved the clock on by 48 hours.');
    expect(session.now().getTime() - before).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect((await request('POST', '/clock', { hours: 'soon' })).status).toBe(400);
  });

  it('shows the outbox: the emails players would get, escaped', async () => {
    const form = session.form();
    if (!form) throw new Error('no form');
    session.submitForm(form, 'elves@example.com', { Orders: `Lotus Guard - Hold\n${EVIL}` });
    const outbox = await request('GET', '/outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.body).toContain('elves@example.com');
    expect(outbox.body).not.toContain(EVIL);
    expect(outbox.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

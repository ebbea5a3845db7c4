import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlaygroundServer, listen } from '../../src/local/playground/server';
import { Session } from '../../src/local/playground/session';
import { httpRequest } from '../support/http-request';

// The playground is a web server on the moderator's machine: a page from any other site, or a DNS name
// rebound to 127.0.0.1, must not be able to change the ledger through it (issue 11). The server in-process,
// requests made with node:http so the Host and Origin headers are exactly what a hostile page would send.

const TOKEN = 'a'.repeat(64);

interface Answer {
  status: number;
  body: string;
}

describe('the playground refuses requests that are not its own', () => {
  let dir: string;
  let session: Session;
  let server: http.Server;
  let port: number;

  const request = (
    method: string,
    route: string,
    headers: Record<string, string>,
    body = '',
  ): Promise<Answer> => httpRequest(port, method, route, headers, body);

  const resolveCall = JSON.stringify({ fn: 'resolveTurn', args: [1, {}] });
  const turn = (): number => (session.call('getSidebarState') as { turnNumber: number }).turnNumber;
  const lotusTab = (): string => JSON.stringify(session.tab('Player · Crystal Lotus'));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-guard-'));
    session = Session.create(path.join(dir, 'campaign.xlsx'), 'Guard', true);
    server = createPlaygroundServer(session, TOKEN);
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await session.idle();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers its own pages on 127.0.0.1, localhost and [::1] with its port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
      expect((await request('GET', '/', { host })).status).toBe(200);
  });

  it('refuses any other Host (DNS rebinding) and a loopback name with another port', async () => {
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      const answer = await request('GET', '/ledger', { host });
      expect({ host, status: answer.status }).toEqual({ host, status: 421 });
      expect(answer.body).not.toContain('<table');
    }
  });

  it('refuses a text/plain or form-encoded POST to the API (no preflight) even with the token', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await request(
        'POST',
        '/api/run',
        { 'content-type': type, 'x-playground-token': TOKEN },
        resolveCall,
      );
      expect({ type, status: answer.status }).toEqual({ type, status: 415 });
    }
    expect(turn()).toBe(1);
  });

  it('refuses an API call without the token, or with a wrong one', async () => {
    for (const token of [undefined, 'b'.repeat(64), TOKEN.slice(1)]) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token !== undefined) headers['x-playground-token'] = token;
      const answer = await request('POST', '/api/run', headers, resolveCall);
      expect({ token, status: answer.status }).toEqual({ token, status: 403 });
    }
    expect(turn()).toBe(1);
  });

  it("refuses another origin's request even with JSON and the token", async () => {
    for (const origin of [
      'http://evil.example',
      `http://127.0.0.1:${port + 1}`,
      'null',
      `https://127.0.0.1:${port}`,
    ]) {
      const answer = await request(
        'POST',
        '/api/run',
        { origin, 'content-type': 'application/json', 'x-playground-token': TOKEN },
        resolveCall,
      );
      expect({ origin, status: answer.status }).toEqual({ origin, status: 403 });
    }
    expect(turn()).toBe(1);
  });

  it('refuses a cross-site form post of orders, and one without the token', async () => {
    const orders = new URLSearchParams({ email: 'elves@example.com', 'item-1': 'Lotus Guard - Hold' });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const before = lotusTab();
    expect(
      (await request('POST', '/form', { ...form, origin: 'http://evil.example' }, `${orders}&token=${TOKEN}`))
        .status,
    ).toBe(403);
    expect((await request('POST', '/form', form, orders.toString())).status).toBe(403);
    expect((await request('POST', '/form', { 'content-type': 'text/plain' }, orders.toString())).status).toBe(
      415,
    );
    expect(lotusTab()).toBe(before);
  });

  it('serves the token only in its own pages, and a request carrying it from its own origin works', async () => {
    const sidebar = await request('GET', '/sidebar', {});
    expect(sidebar.body).toContain(`var token = "${TOKEN}"`);
    const form = await request('GET', '/form', {});
    expect(form.body).toContain(`name="token" value="${TOKEN}"`);
    expect((await request('GET', '/sidebar', { host: `evil.example:${port}` })).body).not.toContain(TOKEN);
    const state = await request(
      'POST',
      '/api/run',
      { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json', 'x-playground-token': TOKEN },
      JSON.stringify({ fn: 'getSidebarState', args: [] }),
    );
    expect(state.status).toBe(200);
    expect(JSON.parse(state.body)).toMatchObject({ ok: true, value: { turnNumber: 1 } });
  });

  it('never answers a CORS preflight with permission', async () => {
    const answer = await request('OPTIONS', '/api/run', {
      origin: 'http://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-playground-token',
    });
    expect(answer.status).toBe(403);
  });
});

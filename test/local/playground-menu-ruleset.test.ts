import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPlaygroundServer, listen } from '../../src/local/playground/server';
import { Session } from '../../src/local/playground/session';
import { httpRequest } from '../support/http-request';

// Apply battle results is Campaign System v4.2's: a staged book (WarMaster here) takes battle reports in its
// battle stage, so the workbench offered a command that only said it does not apply. It is offered only on a
// Campaign System v4.2 ledger now, and a request for it on another ledger is refused without running it.

const TOKEN = 'd'.repeat(64);

async function serve(dir: string, ruleset: string) {
  const session = Session.create(path.join(dir, `${ruleset}.xlsx`), `Menu ${ruleset}`, false, ruleset);
  const server = createPlaygroundServer(session, TOKEN);
  const port = await listen(server, 0);
  const request = (method: string, route: string, form?: Record<string, string>) =>
    httpRequest(
      port,
      method,
      route,
      form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      form ? new URLSearchParams({ ...form, token: TOKEN }).toString() : '',
    );
  return { session, server, request };
}

describe('the workbench offers Apply battle results only for Campaign System v4.2', () => {
  let dir: string;
  const servers: http.Server[] = [];
  const sessions: Session[] = [];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-menu-ruleset-'));
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    for (const session of sessions) await session.idle();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a WarMaster ledger: not offered, and a request for it is refused before it runs', async () => {
    const wm = await serve(dir, 'wm');
    servers.push(wm.server);
    sessions.push(wm.session);
    expect(wm.session.rulesetName()).toBe('WarMaster campaigning');
    const menu = await wm.request('GET', '/menu');
    expect(menu.status).toBe(200);
    expect(menu.body).toContain('data-item="Check ledger"');
    expect(menu.body).not.toContain('Apply battle results');
    const alertsBefore = wm.session.emulation.services.Ui.alerts.length;
    const refused = await wm.request('POST', '/menu', { item: 'Apply battle results' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(
      '&#39;Apply battle results&#39; is not an item of the Campaign menu of a WarMaster campaigning ledger.',
    );
    // Refused before the script ran: it showed no alert.
    expect(wm.session.emulation.services.Ui.alerts.length).toBe(alertsBefore);
  });

  it('a Campaign System v4.2 ledger: offered, and it runs', async () => {
    const cs = await serve(dir, 'cs42');
    servers.push(cs.server);
    sessions.push(cs.session);
    const menu = await cs.request('GET', '/menu');
    expect(menu.body).toContain('data-item="Apply battle results"');
    const ran = await cs.request('POST', '/menu', { item: 'Apply battle results' });
    expect(ran.body).toContain('<h2>Apply battle results</h2>');
    expect(ran.body).not.toContain('is not an item of the Campaign menu');
  });
});

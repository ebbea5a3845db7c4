import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from '../../src/local/playground/session';
import { failedStart, Playground, ROOT, startPlayground } from '../e2e/playground-process';

// The playground server as `npm start` runs it (the built build/local/start.js), over real HTTP on loopback:
// every page, the google.script.run bridge, escaping of player text, and saving after each change.

const EVIL = '<script>alert("x")</script> - =IMPORTXML("http://evil")';

describe('the local playground', () => {
  let dir: string;
  let file: string;
  let pg: Playground;
  const get = async (route: string): Promise<{ status: number; text: string; headers: Headers }> => {
    const response = await fetch(new URL(route, pg.url), { redirect: 'manual' });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  // This start's token, as the playground's own sidebar page is given it.
  const token = async (): Promise<string> =>
    /var token = "([0-9a-f]+)"/.exec((await get('/sidebar')).text)?.[1] ?? '';
  const run = async (
    fn: string,
    args: unknown[] = [],
  ): Promise<{ ok: boolean; value?: unknown; message?: string }> => {
    const response = await fetch(new URL('/api/run', pg.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Playground-Token': await token() },
      body: JSON.stringify({ fn, args }),
    });
    return (await response.json()) as { ok: boolean; value?: unknown; message?: string };
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-playground-'));
    file = path.join(dir, 'campaign.xlsx');
    pg = await startPlayground(['--new', '--file', file]);
  });
  afterAll(async () => {
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints where it serves, on loopback', () => {
    expect(pg.output()).toContain(`Created the ledger workbook ${file}`);
    expect(pg.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('home links every page and each player', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    for (const href of ['/ledger', '/sidebar', '/form', '/player?name=Aurelian%20Throne'])
      expect(home.text).toContain(`href="${href}"`);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(home.text).not.toMatch(/<script|<link|src=/);
  });

  it('the ledger shows each tab with a tab bar, but not the hidden _undo tab', async () => {
    const ledger = await get('/ledger');
    expect(ledger.status).toBe(200);
    expect(ledger.text).toContain('href="/ledger?tab=Treasury"');
    expect(ledger.text).not.toContain('_undo');
    const treasury = await get('/ledger?tab=Treasury');
    expect(treasury.text).toMatch(/<th[^>]*>Balance<\/th>/);
    expect(treasury.text).toMatch(/<td[^>]*>Opening balance<\/td>/);
    expect((await get('/ledger?tab=_undo')).status).toBe(404);
    expect((await get('/nowhere')).status).toBe(404);
  });

  it('the form records orders through the form-submit handler, shows the receipt escaped, and saves', async () => {
    const form = await get('/form');
    expect(form.text).toContain('The Shattered Vale (demo) — orders');
    expect(form.text).toContain('&lt;unit or city name&gt;');
    expect(form.text).toContain(
      '<option value="elves@example.com">Crystal Lotus (elves@example.com)</option>',
    );
    const formToken = /name="token" value="([0-9a-f]+)"/.exec(form.text)?.[1] ?? '';
    expect(formToken).toBe(await token());
    const body = new URLSearchParams({
      email: 'elves@example.com',
      'item-1': `Lotus Guard - Hold\n${EVIL}`,
      token: formToken,
    });
    const posted = await fetch(new URL('/form', pg.url), { method: 'POST', body, redirect: 'manual' });
    expect(posted.status).toBe(303);
    const receipt = await get(posted.headers.get('location') ?? '');
    expect(receipt.text).toContain('Receipt for Crystal Lotus');
    expect(receipt.text).toContain('OK O000: Lotus Guard holds.');
    expect(receipt.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(receipt.text).not.toContain('<script>alert');

    const reopened = await Session.open(file);
    expect(reopened.receiptLines('Crystal Lotus').join('\n')).toContain('Lotus Guard holds.');

    const stranger = new URLSearchParams({
      email: 'mallory@example.com',
      'item-1': 'Aurelia - Grow',
      token: formToken,
    });
    const refused = await fetch(new URL('/form', pg.url), { method: 'POST', body: stranger });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('is not a player&#39;s email');
  });

  it("a player's view shows their tab, cities, armies and units; an unknown player is not found", async () => {
    const view = await get('/player?name=Crystal%20Lotus');
    expect(view.status).toBe(200);
    expect(view.text).toContain('Player · Crystal Lotus');
    expect(view.text).toContain('Lotus Spire');
    expect(view.text).toContain('Dragonbane Wing');
    expect(view.text).toContain('Crystal Wrights');
    expect(view.text).not.toContain('Karak Varn');
    expect((await get('/player?name=%3Cb%3ENobody')).text).toContain('&lt;b&gt;Nobody');
  });

  it('the sidebar page is dist/Sidebar.html with only the google.script.run shim added', async () => {
    const page = await get('/sidebar');
    const original = readFileSync(path.join(ROOT, 'dist', 'Sidebar.html'), 'utf8');
    const shim = /<script>\n\(function \(\) \{\n {2}var names = [\s\S]*?<\/script>\n/.exec(page.text);
    expect(shim).not.toBeNull();
    expect(page.text.replace(shim?.[0] ?? '', '')).toBe(original);
    expect(page.text.indexOf('var names')).toBeLessThan(page.text.indexOf('withSuccessHandler((value)'));
  });

  it('/api/run calls the SidebarApi functions only, answering {ok, value} or {ok: false, message}', async () => {
    const state = await run('getSidebarState');
    expect(state.ok).toBe(true);
    expect(state.value).toMatchObject({ campaignName: 'The Shattered Vale (demo)', turnNumber: 1 });
    expect(await run('onOpen')).toEqual({ ok: false, message: 'Not a server function: onOpen' });
    expect(await run('undoLastTurn')).toEqual({ ok: false, message: 'There is no resolved turn to undo.' });
    const bad = await fetch(new URL('/api/run', pg.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Playground-Token': await token() },
      body: 'not json',
    });
    expect(bad.status).toBe(400);
    expect((await fetch(new URL('/api/run', pg.url))).status).toBe(405);
  });

  it('refuses to start when PORT is taken, naming the port', async () => {
    const second = await failedStart(['--file', path.join(dir, 'other.xlsx')], String(pg.port));
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`npm start: port ${pg.port} on 127.0.0.1 is already in use`);
    expect(second.output).toContain('set PORT');
    expect(existsSync(path.join(dir, 'other.xlsx'))).toBe(false);
  });
});

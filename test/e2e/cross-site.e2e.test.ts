import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { Playground, startPlayground } from './playground-process';

// Issue 11: any web page the moderator visits could aim requests at the playground. Here a page served from
// another origin (another port on loopback) tries every request a browser lets a page send without asking:
// a text/plain fetch, a JSON fetch, and form posts to the orders form and the API. Nothing changes.

jest.setTimeout(120000);

function hostilePage(target: string): string {
  const resolve = JSON.stringify({ fn: 'resolveTurn', args: [1, {}] });
  return `<!doctype html><html><body>
<iframe name="sink"></iframe><iframe name="sink2"></iframe>
<form id="orders" method="post" action="${target}form" target="sink">
  <input name="email" value="elves@example.com" />
  <textarea name="item-1">Lotus Guard - Hold</textarea>
</form>
<form id="api" method="post" action="${target}api/run" enctype="text/plain" target="sink2">
  <input name='{"fn":"resolveTurn","args":[1,{}],"x":"' value='"}' />
</form>
<script>
  window.outcomes = [];
  const note = (what) => (r) => window.outcomes.push(what + ': ' + (r && r.type ? r.type : String(r)));
  Promise.all([
    fetch('${target}api/run', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' },
      body: ${JSON.stringify(resolve)} }).then(note('text/plain'), note('text/plain failed')),
    fetch('${target}api/run', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: ${JSON.stringify(resolve)} }).then(note('json'), note('json failed')),
  ]).then(() => {
    document.getElementById('orders').submit();
    document.getElementById('api').submit();
    window.done = true;
  });
</script></body></html>`;
}

describe('a page from another site cannot use the playground', () => {
  let dir: string;
  let pg: Playground;
  let browser: Browser | undefined;
  let hostile: http.Server;
  let hostileUrl: string;

  beforeAll(async () => {
    browser = await launch();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-cross-site-'));
    pg = await startPlayground(['--new', '--file', path.join(dir, 'campaign.xlsx')]);
    hostile = http.createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(hostilePage(pg.url));
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await browser?.close();
    await pg?.stop();
    await new Promise((resolve) => hostile?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('its fetches and form posts change nothing: no turn resolved, no orders recorded', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext();
    const own = await context.newPage();
    const lotus = async (): Promise<string> => {
      await own.goto(`${pg.url}player?name=Crystal%20Lotus`);
      return own.locator('#player-tab').innerText();
    };
    const turnLine = async (): Promise<string> => {
      await own.goto(`${pg.url}sidebar`);
      return own.locator('#turn-line', { hasText: 'Turn' }).innerText();
    };
    const lotusBefore = await lotus();
    expect(await turnLine()).toMatch(/^Turn 1\b/);

    const evil = await context.newPage();
    await evil.goto(hostileUrl);
    await evil.waitForFunction(() => (globalThis as unknown as { done?: boolean }).done === true);
    // Let the two form posts reach the server and be answered.
    await evil.waitForTimeout(1500);
    const outcomes = await evil.evaluate(() => (globalThis as unknown as { outcomes: string[] }).outcomes);
    // Both fetches settled (the text/plain one is sent without asking; its answer is withheld from the page).
    expect(outcomes).toHaveLength(2);

    expect(await turnLine()).toMatch(/^Turn 1\b/);
    expect(await lotus()).toBe(lotusBefore);
    await context.close();
  });
});

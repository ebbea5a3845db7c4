import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Playground, startPlayground } from '../e2e/playground-process';

// Issue 14: npm start -- --ruleset me starts the playground on the Mighty Empires demo; the home page's control
// starts this workbook over on another registered book's demo, the old ledger backed up first.

describe('the playground on any registered book', () => {
  let dir: string;
  let pg: Playground;
  const get = async (route: string) => {
    const response = await fetch(new URL(route, pg.url), { redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  };
  const token = async (): Promise<string> =>
    /var token = "([0-9a-f]+)"/.exec((await get('/sidebar')).text)?.[1] ?? '';
  const run = async (fn: string, args: unknown[] = []) => {
    const response = await fetch(new URL('/api/run', pg.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Playground-Token': await token() },
      body: JSON.stringify({ fn, args }),
    });
    return (await response.json()) as { ok: boolean; value?: unknown; message?: string };
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-rulesets-pg-'));
    pg = await startPlayground(['--new', '--file', path.join(dir, 'campaign.xlsx'), '--ruleset', 'me']);
  }, 90000);
  afterAll(async () => {
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('--ruleset me: the Mighty Empires demo, its stage sidebar and its calls', async () => {
    const home = await get('/');
    expect(home.text).toContain('It plays <strong>Mighty Empires</strong>');
    const sidebar = await get('/sidebar');
    expect(sidebar.text).toContain('getStageState');
    const state = await run('getStageState');
    expect(state.ok).toBe(true);
    expect((state.value as { clock: unknown }).clock).toEqual({ turn: 1, stage: 'orders', round: 1 });
  });

  it('the home page’s control starts this workbook over on Campaign System v4.2’s demo, backed up first', async () => {
    const home = (await get('/')).text;
    const field = /name="([^"]+)" value="([0-9a-f]+)"/.exec(home);
    expect(home).toContain('<option value="Campaign System v4.2">');
    const body = new URLSearchParams({
      [field?.[1] ?? '']: field?.[2] ?? '',
      ruleset: 'Campaign System v4.2',
    });
    const response = await fetch(new URL('/new', pg.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: pg.url.replace(/\/$/, '') },
      body: body.toString(),
    });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/']);
    expect((await get('/')).text).toContain('It plays <strong>Campaign System v4.2</strong>');
    const state = await run('getSidebarState');
    expect((state.value as { turnNumber: number }).turnNumber).toBe(1);
    expect(readdirSync(dir).filter((f) => /^campaign-backup-.*\.xlsx$/.test(f))).toHaveLength(1);
  });
});

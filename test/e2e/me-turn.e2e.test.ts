import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';
import { Playground, startPlayground } from './playground-process';
import { SHOTS } from './session';

// Issue 14: one Mighty Empires stage played in the playground (npm start -- --ruleset me) as a moderator and a
// player would, in Chromium: a player's orders through the form, the stage sidebar's Preview and Resolve, and
// the map with the four kingdoms in their colours. Screenshots in test-results/me-turn-*.png.

describe('a Mighty Empires stage in the playground', () => {
  let dir = '';
  let pg: Playground | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SHOTS, `me-turn-${name}.png`), fullPage: true });

  beforeAll(async () => {
    browser = await launch();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-me-turn-'));
    pg = await startPlayground(['--new', '--file', path.join(dir, 'campaign.xlsx'), '--ruleset', 'me']);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    mkdirSync(SHOTS, { recursive: true });
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('Ostmark sends orders through the form; the receipt accepts them', async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(`${pg?.url}form`);
    const ostmark = await page.locator('#email option', { hasText: 'Ostmark' }).getAttribute('value');
    await page.locator('#email').selectOption(ostmark ?? '');
    await page.locator('textarea').fill('Ostmark Host - Invade 0303\n0202 - Civilization');
    await page.locator('#submit').click();
    await page.locator('#receipt').waitFor();
    await shot(page, '1-receipt');
    expect(await page.locator('#receipt h2').innerText()).toBe('Receipt for Ostmark');
    const receipt = await page.locator('#receipt pre').innerText();
    expect(receipt).not.toContain('REJECTED');
    // Each accepted line says what it will do, never a bare OK (ME's checks say what the order does).
    expect(receipt).not.toMatch(/^ +OK\b/m);
    expect(await page.locator('#email').inputValue()).toBe('ostmark@example.com');
    // ME's help, one order family a line (Hexes, Armies, Kingdom, Battles, Reports).
    const help = await page.locator('form.orders p.lines').innerText();
    expect(help.split('\n').map((l) => l.split(':')[0])).toEqual([
      'One order per line',
      'Hexes',
      'Armies',
      'Kingdom',
      'Battles',
      'Reports (Battles stage)',
    ]);
    await page.close();
  });

  it('the stage sidebar previews and resolves the orders stage; the clock moves to the next stage', async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(`${pg?.url}sidebar`);
    // The stage in its words (the orders stage resolves the Interim Results, 004 2.0A), never a quoted id.
    await page.locator('#clock-line', { hasText: 'turn 1, interim results' }).waitFor();
    expect(await page.locator('#stage-title').textContent()).toContain('Resolve interim results');
    await shot(page, '2-sidebar');
    await page.locator('#preview').click();
    await page.locator('#result').waitFor();
    await shot(page, '3-preview');
    await page.locator('#resolve').click();
    // The sidebar shows "Loading…" while it refreshes: wait for the clock itself.
    await page.locator('#clock-line', { hasText: 'turn 1, fight or flight' }).waitFor();
    await shot(page, '4-resolved');
    // 004 2.0A: the orders are resolved in the Interim Results; Fight or Flight follows.
    expect(await page.locator('#clock-line').innerText()).toBe('Mighty Empires · turn 1, fight or flight');
    expect(await page.locator('#result-title').textContent()).toBe('Resolved: turn 1, interim results');
    expect(await page.locator('#undo').textContent()).toBe('Undo turn 1, interim results');
    await page.close();
  });

  it('the rest of the turn in the sidebar: Fight or Flight, Battles, Final Results, then turn 2', async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(`${pg?.url}sidebar`);
    // 004 2.0A: nobody chose, so T1-01 is fought (2.4A); with no tabletop report it is resolved by App. D; the
    // Final Results close the turn. Each stage: Preview, then Resolve.
    const stages: string[] = [];
    // The clock once the sidebar has loaded (it reads "Loading…" while it refreshes).
    const settledClock = async (): Promise<string> => {
      await page.locator('#clock-line', { hasText: 'Mighty Empires · turn ' }).waitFor();
      return page.locator('#clock-line').innerText();
    };
    for (let n = 0; n < 4; n++) {
      const clock = await settledClock();
      if (clock.includes('turn 2')) break;
      stages.push(clock.replace('Mighty Empires · turn 1, ', ''));
      await page.locator('#preview').click();
      await page.locator('#result').waitFor();
      await page.locator('#resolve').click();
      await page.locator('#clock-line', { hasNotText: clock }).waitFor();
    }
    expect(await settledClock()).toBe('Mighty Empires · turn 2, interim results');
    await shot(page, '6-turn-2');
    expect(stages).toEqual(['fight or flight', 'battle results', 'final results']);
    await page.close();
  });

  it('the map shows the kingdoms in their players’ colours', async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(`${pg?.url}player?name=Ostmark`);
    const src = (await page.locator('img').first().getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    for (const kingdom of ['Ostmark', 'Karak Dron', 'Tor Athel', 'Red Maw'])
      expect(svg).toContain(`>${kingdom}</text>`);
    await shot(page, '5-map');
    await page.close();
  });
});

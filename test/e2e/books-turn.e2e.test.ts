import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';
import { Playground, startPlayground } from './playground-process';
import { SHOTS } from './session';

// Issue 15: one stage of each staged book played in the playground (npm start -- --ruleset cp|ct|wm) as a
// moderator and a player would, in Chromium, as me-turn.e2e.test.ts does for Mighty Empires: the player's lines
// through the form page, the stage sidebar's Preview and Resolve, the clock on the next stage, the player's page.
// Screenshots in test-results/{cp,ct,wm}-turn-*.png.

interface BookTurn {
  readonly book: 'cp' | 'ct' | 'wm';
  readonly title: string;
  readonly player: string;
  /**
   * The stages to resolve to reach the player's stage, then that stage, as the sidebar's clock line names them
   * (in the stage's words: its label without the verb, never a quoted id).
   */
  readonly before: readonly string[];
  readonly stage: string;
  readonly lines: readonly string[];
  readonly next: string;
  /** What the resolved stage says of the player's line: in the sidebar, and in the report on his page. */
  readonly sidebar: string;
  readonly effect: string;
}

const BOOKS: readonly BookTurn[] = [
  {
    // Campaign points: the demo waits at turn 1's start (order of play, CP generated); CP are spent after it.
    book: 'cp',
    title: 'Campaign points',
    player: 'Reikland',
    before: ["turn 1, Determine Order and Generate CP's"],
    stage: "turn 1, Spend CP's round 1",
    lines: ['Greyhold - Decrease DV'],
    next: "turn 1, Spend CP's round 2",
    // 003 Spend CP's Phase: one CP a round, on the player's next line.
    // Under Reikland's card, without his name again before the line.
    sidebar: 'Reikland\nCP left: 1\nDecrease DV: Greyhold',
    effect: "Spend CP's: Reikland: Decrease DV: Greyhold",
  },
  {
    // Chronopia: round 1's pre-battle stage; each side stakes a territory ([Battles] 3.a).
    book: 'ct',
    title: 'Chronopia',
    player: 'Vanth',
    before: [],
    stage: 'turn 1, pre-battle: stakes, territory, climate',
    lines: ['R1-A - Stake Oldfield'],
    next: 'turn 1, post-battle: casualties, experience, income',
    // [Battles] 1.a: Ghor sent no stake, so R1-A is void though Vanth's stake was accepted.
    sidebar: 'R1-A is void: no stake for Ghor',
    effect: 'R1-A: void: no stake for Ghor',
  },
  {
    // WarMaster: turn 1's orders stage; an army moves one area.
    book: 'wm',
    title: 'WarMaster',
    player: 'Ostmark',
    before: [],
    stage: 'turn 1, the month’s moves',
    lines: ['Ostmark Army - Move Averheim'],
    next: 'turn 2, the month’s moves',
    sidebar: 'Ostmark Army: Averheim',
    effect: 'Ostmark Army: moves from Ostwald to Averheim',
  },
];

const clockText = (stage: string) => stage;

describe.each(BOOKS)('a $title stage in the playground', (turn) => {
  let dir = '';
  let pg: Playground | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let n = 0;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SHOTS, `${turn.book}-turn-${++n}-${name}.png`), fullPage: true });
  const url = (p: string) => `${pg?.url ?? ''}${p}`;

  beforeAll(async () => {
    browser = await launch();
    dir = mkdtempSync(path.join(os.tmpdir(), `ledger-${turn.book}-turn-`));
    pg = await startPlayground(['--new', '--file', path.join(dir, 'campaign.xlsx'), '--ruleset', turn.book]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    mkdirSync(SHOTS, { recursive: true });
  }, 120000);
  afterAll(async () => {
    await browser?.close();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`the sidebar brings the demo to the stage ${turn.player} sends orders for`, async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(url('sidebar'));
    for (const stage of turn.before) {
      await page.locator('#clock-line', { hasText: clockText(stage) }).waitFor();
      // Resolve stays disabled until a Preview has run.
      await page.locator('#preview').click();
      await page.locator('#result').waitFor();
      await page.locator('#resolve').click();
      await page.locator('#clock-line', { hasNotText: clockText(stage) }).waitFor();
    }
    await page.locator('#clock-line', { hasText: clockText(turn.stage) }).waitFor();
    expect(await page.locator('#clock-line').innerText()).toContain(clockText(turn.stage));
    await page.close();
  });

  it(`${turn.player} sends a line through the form; the receipt accepts it`, async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(url('form'));
    const email = await page.locator('#email option', { hasText: turn.player }).getAttribute('value');
    await page.locator('#email').selectOption(email ?? '');
    await page.locator('textarea').fill(turn.lines.join('\n'));
    await page.locator('#submit').click();
    await page.locator('#receipt').waitFor();
    await shot(page, 'receipt');
    expect(await page.locator('#receipt h2').innerText()).toBe(`Receipt for ${turn.player}`);
    // Still signed in as the player who sent it, not reset to the first of the list.
    expect(await page.locator('#email').inputValue()).toBe(email);
    // The help keeps its line breaks (one order family a line), as Google Forms shows it.
    expect((await page.locator('form.orders p.lines').innerText()).split('\n').length).toBeGreaterThan(2);
    const receipt = await page.locator('#receipt pre').innerText();
    expect(receipt).not.toContain('REJECTED');
    expect(receipt).toContain('The 1 line was accepted.');
    expect(receipt).toContain(`for ${turn.stage}`);
    expect(receipt).not.toMatch(/^ +OK\b/m);
    // Column A only: the stage report beside it on the player's tab (column B) is not mixed in line by line.
    expect(receipt).not.toContain('report of');
    for (const line of turn.lines) expect(receipt).toContain(line);
    await page.close();
  });

  it('the stage sidebar previews and resolves the stage; the clock moves on', async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(url('sidebar'));
    await page.locator('#clock-line', { hasText: clockText(turn.stage) }).waitFor();
    await shot(page, 'sidebar');
    await page.locator('#preview').click();
    await page.locator('#result').waitFor();
    await shot(page, 'preview');
    await page.locator('#resolve').click();
    await page.locator('#result', { hasText: 'Resolved:' }).waitFor({ timeout: 30000 });
    await shot(page, 'resolved');
    expect(await page.locator('#result-title').textContent()).toBe(`Resolved: ${turn.stage}`);
    expect(await page.locator('#undo').innerText()).toBe(`Undo ${turn.stage}`);
    expect(await page.locator('#clock-line').innerText()).toContain(turn.next);
    expect(await page.locator('#result').innerText()).toContain(turn.sidebar);
    await page.close();
  });

  it(`${turn.player}'s page shows his view, latest report and receipt`, async () => {
    const page = await (context as BrowserContext).newPage();
    await page.goto(url(`player?name=${encodeURIComponent(turn.player)}`));
    await page.waitForLoadState('networkidle');
    await shot(page, 'player');
    const body = await page.locator('body').innerText();
    expect(body).toContain(`What ${turn.player} may see`);
    expect(body).toContain(turn.effect);
    for (const line of turn.lines) expect(body).toContain(line);
    await page.close();
  });
});

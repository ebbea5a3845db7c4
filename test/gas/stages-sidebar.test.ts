import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import type { ResolvedStageView, StageSidebarState, StageView } from '../../src/gas/stages/sidebar-api';
import { FAKE_STAGE_RULESET } from '../support/fake-stage-ruleset';
import { stageCampaign } from './stages-helpers';

// The stage sidebar (dist/StageSidebar.html in Chromium) showing what the stage runner answers for the fake
// "Gold rush" ruleset: the clock, whose orders are in, the Preview's summaries, warnings and dice, then the
// Resolve. Ledger text carrying markup is shown as text. A screenshot is left in the temp folder.

jest.setTimeout(60000);

const CHROMIUM = '/usr/bin/chromium';
const PAGE = path.join(__dirname, '..', '..', 'dist', 'StageSidebar.html');
const HOSTILE = 'Brook: <img src=x onerror="document.title=\'pwned\'">';

interface Answers {
  readonly state: StageSidebarState;
  readonly preview: StageView;
  readonly resolved: ResolvedStageView;
}

/** google.script.run answering the stage sidebar's calls from `answers`, recording them. Runs in the page. */
function installStub(answers: Answers): void {
  const w = globalThis as unknown as { google: unknown; calls: unknown[] };
  w.calls = [];
  const table: Record<string, unknown> = {
    getStageState: answers.state,
    previewStageTurn: answers.preview,
    resolveStageTurn: answers.resolved,
  };
  const runner = (ok?: (v: unknown) => void, fail?: (e: Error) => void): Record<string, unknown> =>
    new Proxy(
      {},
      {
        get: (_target, name: string) => {
          if (name === 'withSuccessHandler') return (h: (v: unknown) => void) => runner(h, fail);
          if (name === 'withFailureHandler') return (h: (e: Error) => void) => runner(ok, h);
          return (...args: unknown[]) =>
            setTimeout(() => {
              w.calls.push([name, ...args]);
              if (name in table) ok?.(JSON.parse(JSON.stringify(table[name])));
              else fail?.(new Error(`no stub for ${name}`));
            }, 10);
        },
      },
    );
  w.google = {
    script: {
      get run() {
        return runner();
      },
    },
  };
}

describe('the stage sidebar', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`${CHROMIUM} is missing: bash scripts/system-deps.sh installs it.`);
    if (!existsSync(PAGE)) throw new Error(`${PAGE} is missing: run npm run build first.`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });

  afterAll(async () => {
    await page?.close();
    await browser?.close();
  });

  it('shows the stage, previews it with its dice, resolves it; markup stays text', async () => {
    const c = stageCampaign(FAKE_STAGE_RULESET);
    c.demo();
    c.addOrders(1, 'orders', 'Ann', ['raid Brook', 'tax']);
    // Two form responses wait on the form, not yet recorded (the sidebar says so, as CS42's does).
    const state: StageSidebarState = { ...c.state(), unrecorded: 2 };
    const real = c.preview({ 'raid:Ann:Brook': 5 });
    const preview: StageView = { ...real, warnings: [...real.warnings, HOSTILE] };
    const resolved = c.resolve(real.clock, { 'raid:Ann:Brook': 5 }, real.fingerprint);

    page = await browser.newPage({ viewport: { width: 300, height: 900 } });
    await page.addInitScript(installStub, { state, preview, resolved });
    const html = readFileSync(PAGE, 'utf8');
    await page.route('http://sidebar.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto('http://sidebar.test/');
    await page.locator('#clock-line', { hasText: 'turn 1, orders' }).waitFor();
    expect(await page.locator('#unrecorded-line').textContent()).toBe(
      '2 form responses waiting to be recorded: Preview does not see them; Resolve records them first (so does the hourly catch-up).',
    );
    expect(await page.locator('#campaign-name').textContent()).toBe('Gold rush');
    expect(await page.locator('#stage-title').textContent()).toBe('Resolve orders');
    expect(await page.locator('#sent-list li').allTextContents()).toEqual(['Ann: 2 of 2 lines accepted']);
    expect(await page.locator('#missing-line').textContent()).toBe('Not in yet: Bob');
    expect(await page.locator('#resolve').isDisabled()).toBe(true);

    await page.locator('#preview').click();
    // The stage in its words, not its button label again (Resolve orders).
    await page.locator('#result-title', { hasText: 'Preview: turn 1, orders' }).waitFor();
    expect(await page.locator('#warnings li').allTextContents()).toEqual([HOSTILE]);
    expect(await page.locator('#summaries summary').allTextContents()).toEqual(['Ann', 'Bob']);
    expect(await page.locator('#summaries li').first().textContent()).toBe(
      'Raid on Brook: rolled 5, took 2 gold.',
    );
    expect(await page.locator('#rolls-summary').textContent()).toBe('Dice (1)');
    expect(await page.locator('#warnings img').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    await page.locator('#rolls-block summary').click();
    await page.locator('#rolls-list input').fill('5');
    await page.locator('#rolls-list input').dispatchEvent('change');
    await page.locator('#preview').click();
    await page.locator('#resolve:not([disabled])').waitFor();
    const dir = path.join(tmpdir(), 'stage-sidebar');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, 'preview.png'), fullPage: true });

    await page.locator('#resolve').click();
    await page.locator('#result-title', { hasText: 'Resolved: turn 1, orders' }).waitFor();
    expect(await page.locator('#clock-line').textContent()).toBe('Campaign points · turn 1, upkeep');
    expect(await page.locator('#undo').textContent()).toBe('Undo turn 1, orders');
    expect(await page.locator('#unrecorded-line').isHidden()).toBe(true);
    expect(await page.locator('#undo').isDisabled()).toBe(false);
    await page.screenshot({ path: path.join(dir, 'resolved.png'), fullPage: true });
    const calls = (await page.evaluate('calls')) as unknown[][];
    // The Resolve sends the previewed clock, the override typed in the dice and the Preview's fingerprint.
    expect(calls.find((call) => call[0] === 'resolveStageTurn')).toEqual([
      'resolveStageTurn',
      { turn: 1, stage: 'orders', round: 1 },
      { 'raid:Ann:Brook': 5 },
      real.fingerprint,
    ]);
  });

  it('an interrupted Resolve: the Undo button is the one the message names', async () => {
    const c = stageCampaign(FAKE_STAGE_RULESET);
    c.demo();
    const message =
      'The Resolve (turn 1, orders) was interrupted before it finished. Run Undo last stage: it puts the ledger back exactly as it was before; then Resolve again.';
    const state: StageSidebarState = {
      ...c.state(),
      canUndo: true,
      undoText: 'turn 1, orders',
      inProgress: message,
    };
    const real = c.preview({});
    const interrupted = await browser.newPage({ viewport: { width: 300, height: 900 } });
    await interrupted.addInitScript(installStub, {
      state,
      preview: real,
      resolved: c.resolve(real.clock, {}, real.fingerprint),
    });
    const html = readFileSync(PAGE, 'utf8');
    await interrupted.route('http://sidebar.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    await interrupted.goto('http://sidebar.test/');
    await interrupted.locator('#in-progress-text', { hasText: 'was interrupted' }).waitFor();
    expect(await interrupted.locator('#undo').textContent()).toBe('Undo last stage');
    expect(await interrupted.locator('#undo').isDisabled()).toBe(false);
    expect(await interrupted.locator('#preview').isDisabled()).toBe(true);
    await interrupted.close();
  });
});

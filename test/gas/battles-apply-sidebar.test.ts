import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import type { BattlesView } from '../../src/gas/battles-api';
import type { SidebarState } from '../../src/gas/sidebar-api';
import { sidebarState } from '../sidebar/fixtures';
import { battleCampaign } from './battles-helpers';

// The sidebar's Battle results panel (dist/Sidebar.html in Chromium) showing the Preview dist/Code.js gives for a
// besieger's Truce in a city fight (SIEGES), plus one warning carrying markup: every warning is shown, as text.

jest.setTimeout(60000);

const CHROMIUM = '/usr/bin/chromium';
const SIDEBAR = path.join(__dirname, '..', '..', 'dist', 'Sidebar.html');
const HOSTILE = 'Battle X: <img src=x onerror="document.title=\'pwned\'">Ann, the besieger, chose run';

interface Answers {
  readonly state: SidebarState;
  readonly battles: BattlesView;
}

/** google.script.run answering getSidebarState and previewBattleResults from `answers`. Runs in the page. */
function installStub(answers: Answers): void {
  const w = globalThis as unknown as { google: unknown };
  const table: Record<string, unknown> = {
    getSidebarState: answers.state,
    previewBattleResults: answers.battles,
  };
  const runner = (ok?: (v: unknown) => void, fail?: (e: Error) => void): Record<string, unknown> =>
    new Proxy(
      {},
      {
        get: (_target, name: string) => {
          if (name === 'withSuccessHandler') return (h: (v: unknown) => void) => runner(h, fail);
          if (name === 'withFailureHandler') return (h: (e: Error) => void) => runner(ok, h);
          return () =>
            setTimeout(() => {
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

describe('the Battle results panel shows the warnings', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`${CHROMIUM} is missing: bash scripts/system-deps.sh installs it.`);
    if (!existsSync(SIDEBAR)) throw new Error(`${SIDEBAR} is missing: run npm run build first.`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });

  afterAll(async () => {
    await page?.close();
    await browser?.close();
  });

  it('lists each warning first among the effects, as text, and counts them in the status', async () => {
    const c = battleCampaign();
    c.set('Battles', 'T1-B1', { Kind: 'city fight', 'Attacker choice': 'truce', 'Defender choice': 'truce' });
    const view = c.preview();
    expect(view.warnings).toHaveLength(1);
    const battles: BattlesView = { ...view, warnings: [...view.warnings, HOSTILE] };

    page = await browser.newPage({ viewport: { width: 300, height: 800 } });
    await page.addInitScript(installStub, { state: sidebarState(), battles });
    const html = readFileSync(SIDEBAR, 'utf8');
    await page.route('http://sidebar.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto('http://sidebar.test/');
    await page.locator('#battle-results-panel summary').click();
    await page.locator('#battles-preview').click();
    await page
      .locator('#battles-status', { hasText: 'Apply will settle 1 battle, with 2 warnings.' })
      .waitFor();
    const effects = await page.locator('#battles-effects li').allTextContents();
    expect(effects.slice(0, 2)).toEqual([`Warning: ${view.warnings[0]}`, `Warning: ${HOSTILE}`]);
    expect(effects.slice(2)).toEqual([...view.effects, ...view.treasury]);
    expect(await page.locator('#battles-effects img').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
  });
});

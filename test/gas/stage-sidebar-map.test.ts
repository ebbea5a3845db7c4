import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import type { ResolvedStageView, StageSidebarState, StageView } from '../../src/gas/stages/sidebar-api';
import { FAKE_STAGE_RULESET } from '../support/fake-stage-ruleset';
import { stageCampaign } from './stages-helpers';

// The stage sidebar's Map section (dist/StageSidebar.html in Chromium): the select of the whole map and each
// player (from getMapView's players), the SVG shown as an <img> of a data URL, drawn again when the select
// changes and after a Resolve or an Undo. google.script.run is a stub recording each call.

jest.setTimeout(60000);

const CHROMIUM = '/usr/bin/chromium';
const PAGE = path.join(__dirname, '..', '..', 'dist', 'StageSidebar.html');
const HOSTILE = 'Bob<img src=x onerror="document.title=\'pwned\'">';

interface Answers {
  readonly state: StageSidebarState;
  readonly preview: StageView;
  readonly resolved: ResolvedStageView;
  readonly hostile: string;
}

/** google.script.run: the stage calls answered from `answers`, getMapView by the player asked. Runs in the page. */
function installStub(answers: Answers): void {
  const w = globalThis as unknown as { google: unknown; calls: unknown[][] };
  w.calls = [];
  const answer = (name: string, args: unknown[]): unknown => {
    if (name === 'getStageState') return answers.state;
    if (name === 'previewStageTurn') return answers.preview;
    if (name === 'resolveStageTurn') return answers.resolved;
    if (name === 'undoStageTurn') return { message: 'Undone.', state: answers.state };
    if (name === 'getMapView') {
      const player = (JSON.parse(String(args[0])) as { player: string }).player;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><text>${player === '' ? 'all' : 'one'}</text></svg>`;
      return { player, supply: '', svg, players: ['Ann', answers.hostile] };
    }
    throw new Error(`no stub for ${name}`);
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
              try {
                ok?.(JSON.parse(JSON.stringify(answer(name, args))));
              } catch (error) {
                fail?.(error as Error);
              }
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

/** The SVG text of the map image's data URL. */
async function shownSvg(page: Page): Promise<string> {
  const src = (await page.locator('#stage-map-image').getAttribute('src')) ?? '';
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(src.startsWith(prefix)).toBe(true);
  return decodeURIComponent(src.slice(prefix.length));
}

const mapCalls = async (page: Page): Promise<unknown[][]> =>
  ((await page.evaluate('calls')) as unknown[][]).filter((call) => call[0] === 'getMapView');

describe('the stage sidebar map', () => {
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

  it('the built page has the Map section, its select labelled', () => {
    const html = readFileSync(PAGE, 'utf8');
    expect(html).toContain('<label for="stage-map-player">Whose map</label>');
    expect(html).toContain('<select id="stage-map-player">');
    expect(html).toContain('id="stage-map-image"');
  });

  it('fills the image from getMapView, per player, and again after a Resolve and an Undo', async () => {
    const c = stageCampaign(FAKE_STAGE_RULESET);
    c.demo();
    c.addOrders(1, 'orders', 'Ann', ['tax']);
    const real = c.preview({});
    const resolved = c.resolve(real.clock, {}, real.fingerprint);
    page = await browser.newPage({ viewport: { width: 300, height: 900 } });
    await page.addInitScript(installStub, { state: c.state(), preview: real, resolved, hostile: HOSTILE });
    const html = readFileSync(PAGE, 'utf8');
    await page.route('http://sidebar.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto('http://sidebar.test/');

    // On opening: the whole map, and the players the answer names as choices (a name stays text).
    await page.locator('#stage-map-image[alt="The whole map"]').waitFor();
    expect(await shownSvg(page)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><text>all</text></svg>',
    );
    expect(await page.locator('#stage-map-player option').allTextContents()).toEqual([
      'Whole map (moderator)',
      'Ann',
      HOSTILE,
    ]);
    expect(await page.locator('#stage-map img').count()).toBe(1);
    // The data URL is a picture the browser draws: 40 px wide, as the SVG says.
    await page.waitForFunction(
      "document.getElementById('stage-map-image').complete && document.getElementById('stage-map-image').naturalWidth === 40",
    );
    expect(await mapCalls(page)).toEqual([['getMapView', '{"player":"","supply":""}']]);

    // Choosing a player asks for that player's fog of war.
    await page.locator('#stage-map-player').selectOption('Ann');
    await page.locator('#stage-map-image[alt="The map as Ann sees it (fog of war)"]').waitFor();
    expect(await shownSvg(page)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><text>one</text></svg>',
    );
    expect((await mapCalls(page))[1]).toEqual(['getMapView', '{"player":"Ann","supply":""}']);
    expect(await page.locator('#stage-map-player').inputValue()).toBe('Ann');

    // A Resolve draws the chosen map again (the stage may have moved armies or lifted fog).
    await page.locator('#preview').click();
    await page.locator('#resolve:not([disabled])').waitFor();
    await page.locator('#resolve').click();
    await page.locator('#result-title', { hasText: 'Resolved' }).waitFor();
    await page.waitForFunction(
      "calls.filter((c) => c[0] === 'getMapView').length === 3 && document.getElementById('stage-map-status').hidden",
    );
    expect((await mapCalls(page))[2]).toEqual(['getMapView', '{"player":"Ann","supply":""}']);

    // So does an Undo.
    await page.locator('#undo').click();
    await page.locator('#notes li', { hasText: 'Undone.' }).waitFor();
    await page.waitForFunction(
      "calls.filter((c) => c[0] === 'getMapView').length === 4 && document.getElementById('stage-map-status').hidden",
    );
    expect((await mapCalls(page))[3]).toEqual(['getMapView', '{"player":"Ann","supply":""}']);
    expect(await page.title()).not.toBe('pwned');
  });
});

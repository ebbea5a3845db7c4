import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import type { SidebarState, TurnView } from '../../src/gas/sidebar-api';
import { sidebarState, turnView } from './fixtures';

// The built sidebar (dist/Sidebar.html) in a real Chromium at the sidebar's 300 px, with google.script.run
// answered by a stub the test controls: what the moderator sees and may click after Preview, Resolve and Undo
// (issue 10 bug 5), and that player text stays text.

jest.setTimeout(60000);

const CHROMIUM = '/usr/bin/chromium';
const SIDEBAR = process.env.SIDEBAR_HTML ?? path.join(__dirname, '..', '..', 'dist', 'Sidebar.html');

interface Stub {
  state: SidebarState;
  preview: TurnView;
  afterResolve: SidebarState;
  afterUndo: SidebarState;
  calls: { name: string; args: unknown[] }[];
}

/** The page's globals this test touches (the test compiles without the DOM library; page functions are
 * serialised, so each names globalThis itself). */
interface PageGlobals {
  stub: Stub;
  google: unknown;
  document: { documentElement: { scrollWidth: number } };
  getComputedStyle(element: unknown): { color: string; backgroundColor: string; cursor: string };
}

/** google.script.run answering from stub; every call is recorded in stub.calls. Runs in the page. */
function installStub(initial: Omit<Stub, 'calls'>): void {
  const w = globalThis as unknown as PageGlobals;
  w.stub = { ...initial, calls: [] };
  const answer = (name: string): unknown => {
    const s = w.stub;
    if (name === 'getSidebarState') return s.state;
    if (name === 'previewTurn') return s.preview;
    if (name === 'resolveTurn') {
      s.state = s.afterResolve;
      return { view: { ...s.preview, resolved: true }, state: s.afterResolve };
    }
    if (name === 'undoLastTurn') {
      s.state = s.afterUndo;
      return { message: `Turn ${s.preview.turn} was undone.`, state: s.afterUndo };
    }
    throw new Error(`no stub for ${name}`);
  };
  const runner = (ok?: (v: unknown) => void, fail?: (e: Error) => void): Record<string, unknown> => {
    const run: Record<string, unknown> = {
      withSuccessHandler: (h: (v: unknown) => void) => runner(h, fail),
      withFailureHandler: (h: (e: Error) => void) => runner(ok, h),
    };
    for (const name of ['getSidebarState', 'previewTurn', 'resolveTurn', 'undoLastTurn'])
      run[name] = (...args: unknown[]) => {
        w.stub.calls.push({ name, args });
        setTimeout(() => {
          try {
            ok?.(JSON.parse(JSON.stringify(answer(name))));
          } catch (error) {
            fail?.(error as Error);
          }
        }, 10);
      };
    return run;
  };
  w.google = {
    script: {
      get run() {
        return runner();
      },
    },
  };
}

const HOSTILE = '<img src=x onerror="document.title=\'pwned\'">Ann';

function scenario(over: Partial<SidebarState> = {}): Omit<Stub, 'calls'> {
  const state = sidebarState({
    players: [
      { name: HOSTILE, race: 'Dwarves', colour: '#d68910' },
      { name: 'Bo', race: 'Elves', colour: 'red; background: url(https://evil.example/x)' },
    ],
    orders: [
      { player: HOSTILE, state: 'submitted', lines: 4, rejected: 1 },
      { player: 'Bo', state: 'missing', lines: 0, rejected: 0 },
    ],
    ...over,
  });
  const preview = turnView();
  return {
    state,
    preview,
    afterResolve: { ...state, turn: '4', turnNumber: 4, canUndo: true, undoTurn: 3 },
    afterUndo: { ...state, canUndo: false, undoTurn: null },
  };
}

describe('the sidebar in a browser', () => {
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
    await browser?.close();
  });

  async function open(s: Omit<Stub, 'calls'>): Promise<void> {
    page = await browser.newPage({ viewport: { width: 300, height: 800 } });
    await page.addInitScript(installStub, s);
    const html = readFileSync(SIDEBAR, 'utf8');
    await page.route('http://sidebar.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto('http://sidebar.test/');
    await page.locator('#turn-line', { hasText: 'Turn 3' }).waitFor();
  }

  afterEach(async () => {
    await page?.close();
  });

  const disabled = (id: string): Promise<boolean> => page.locator(`#${id}`).isDisabled();

  it('after Undo shows none of the undone turn, and Resolve stays off', async () => {
    await open(scenario());
    await page.locator('#preview').click();
    await page.locator('#result-title', { hasText: 'Preview of turn 3' }).waitFor();
    await page.locator('#resolve:enabled').click();
    await page.locator('#result-title', { hasText: 'Turn 3 resolved' }).waitFor();
    expect(await page.locator('#battles-list li').count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('#undo:enabled').click();
    await page.locator('#result-title', { hasText: 'Turn 3 was undone.' }).waitFor();
    expect(await page.locator('#battles-list li').count()).toBe(0);
    expect(await page.locator('#rolls-list input').count()).toBe(0);
    expect(await page.locator('#events-list li').count()).toBe(0);
    expect(await page.locator('#result-players').innerText()).toBe('');
    expect(await disabled('resolve')).toBe(true);
  });

  it('turns Resolve off when the ledger changed since the preview, and sends the fingerprint', async () => {
    await open(scenario());
    await page.locator('#preview').click();
    await page.locator('#resolve:enabled').waitFor();
    await page.evaluate(() => {
      const w = globalThis as unknown as PageGlobals;
      w.stub.state = {
        ...w.stub.state,
        orders: w.stub.state.orders.map((o) => ({ ...o, lines: o.lines + 1 })),
      };
    });
    await page.locator('#refresh').click();
    await page.locator('#resolve-note', { hasText: 'The ledger changed since this preview' }).waitFor();
    expect(await disabled('resolve')).toBe(true);
    await page.locator('#preview').click();
    await page.locator('#resolve:enabled').click();
    await page.locator('#result-title', { hasText: 'resolved' }).waitFor();
    const calls = await page.evaluate(() => (globalThis as unknown as PageGlobals).stub.calls);
    expect(calls.find((c) => c.name === 'resolveTurn')?.args).toEqual([3, {}, 'fp-3-a']);
    // Resolve and Undo bring the new state with them: no second read.
    expect(calls.filter((c) => c.name === 'getSidebarState')).toHaveLength(2);
  });

  it('makes the dice read-only after Resolve', async () => {
    await open(scenario());
    await page.locator('#preview').click();
    await page.locator('#rolls-summary').click();
    const box = page.locator('#rolls-list input').first();
    expect(await box.isEditable()).toBe(true);
    await page.locator('#resolve:enabled').click();
    await page.locator('#result-title', { hasText: 'resolved' }).waitFor();
    expect(await page.locator('#rolls-list input').first().isEditable()).toBe(false);
  });

  it('shows a disabled Undo differently from an enabled one', async () => {
    await open(scenario());
    const look = (): Promise<string> =>
      page.locator('#undo').evaluate((b) => {
        const style = (globalThis as unknown as PageGlobals).getComputedStyle(b);
        return `${style.color} ${style.backgroundColor} ${style.cursor}`;
      });
    expect(await disabled('undo')).toBe(true);
    const off = await look();
    await page.locator('#preview').click();
    await page.locator('#resolve:enabled').click();
    await page.locator('#undo:enabled').waitFor();
    expect(await look()).not.toBe(off);
  });

  it('keeps player text as text, shows only valid colours, and fits 300 px', async () => {
    await open(scenario());
    const first = page.locator('#orders-list li').first();
    expect(await first.innerText()).toContain(HOSTILE);
    expect(await page.locator('#orders-list img').count()).toBe(0);
    expect(await page.title()).toBe('Campaign Ledger');
    expect(await page.locator('#orders-list .swatch').count()).toBe(1);
    expect(await page.locator('#missing-line').innerText()).toBe(
      'No orders yet from Bo (units without orders hold).',
    );
    expect(await page.locator('#privacy').innerText()).toMatch(/never share this spreadsheet with players/);
    expect(await page.locator('#countdown').isVisible()).toBe(true);
    await page.locator('#preview').click();
    await page.locator('#result-title', { hasText: 'Preview' }).waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(300);
  });

  it('after an interrupted Resolve says so first and allows only Undo', async () => {
    await open(
      scenario({ inProgress: 'Resolve of turn 3 was interrupted. Run Undo last turn.', canUndo: true }),
    );
    expect(await page.locator('#in-progress').isVisible()).toBe(true);
    expect(await page.locator('#in-progress-text').innerText()).toContain('Run Undo last turn');
    expect([await disabled('preview'), await disabled('resolve'), await disabled('undo')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

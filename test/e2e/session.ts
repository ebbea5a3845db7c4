import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';
import { Playground, ROOT, startPlayground } from './playground-process';

export const SHOTS = path.join(ROOT, 'test-results');

/** A browser test's playground on a new demo campaign in a temporary file, and its Chromium context. */
export interface PlaygroundSession {
  readonly pg: Playground;
  readonly context: BrowserContext;
  /** A full-page screenshot `test-results/<prefix>-<name>.png`. */
  shot(page: Page, name: string): Promise<void>;
}

/**
 * Registers the beforeAll/afterAll of a browser test against a fresh playground (`--new` in a temporary
 * folder), a 1280x900 context, and the screenshots folder; read the session inside the tests.
 */
export function playgroundSession(prefix: string): () => PlaygroundSession {
  let dir = '';
  let pg: Playground | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launch();
    dir = mkdtempSync(path.join(os.tmpdir(), `ledger-${prefix}-`));
    pg = await startPlayground(['--new', '--file', path.join(dir, 'campaign.xlsx')]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!pg || !context) throw new Error('the playground session has not started (use it inside a test)');
    return {
      pg,
      context,
      shot: (page, name) =>
        page
          .screenshot({ path: path.join(SHOTS, `${prefix}-${name}.png`), fullPage: true })
          .then(() => undefined),
    };
  };
}

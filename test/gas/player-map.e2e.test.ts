import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch } from '../e2e/browser';
import { Playground, ROOT, startPlayground } from '../e2e/playground-process';

// The sidebar's map panel in a real browser (Chromium), on the playground's demo campaign: the whole map for
// the moderator, then one player's fog of war, drawn (the browser decoded the SVG) and zoomable, and supply
// ranges over them on request.
// Screenshots go to test-results/.

jest.setTimeout(180000);

const SHOTS = path.join(ROOT, 'test-results');

/** The map image's decoded width, once the browser has drawn it (0 if it never does). */
async function drawnWidth(page: Page): Promise<number> {
  await page.locator('#map-image').waitFor({ state: 'visible' });
  for (let tries = 0; tries < 100; tries += 1) {
    const width = await page.locator('#map-image').evaluate((img) => {
      const image = img as unknown as { complete: boolean; naturalWidth: number };
      return image.complete ? image.naturalWidth : 0;
    });
    if (width > 0) return width;
    await page.waitForTimeout(100);
  }
  return 0;
}

describe('map panel in a browser', () => {
  let dir: string;
  let pg: Playground;
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launch();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-map-'));
    pg = await startPlayground(['--new', '--file', path.join(dir, 'campaign.xlsx')]);
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws the whole map, then a player’s fog of war, and zooms', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 320, height: 900 } });
    await page.goto(`${pg.url}sidebar`);
    await page.locator('#map-panel summary').click();
    await page.locator('#map-show').click();
    expect(await drawnWidth(page)).toBeGreaterThan(100);
    expect(await page.locator('#map-image').getAttribute('alt')).toBe('The whole map');
    await page.screenshot({ path: path.join(SHOTS, 'map-moderator.png'), fullPage: true });
    const options = await page.locator('#map-player option').allInnerTexts();
    expect(options).toContain('Clan Varn: fog of war');
    await page.locator('#map-player').selectOption('Clan Varn');
    await page.locator('#map-show').click();
    await page.locator('#map-image[alt="What Clan Varn sees"]').waitFor();
    expect(await drawnWidth(page)).toBeGreaterThan(100);
    const before = (await page.locator('#map-image').boundingBox())?.width ?? 0;
    await page.locator('#map-zoom-in').click();
    const after = (await page.locator('#map-image').boundingBox())?.width ?? 0;
    expect(after).toBeCloseTo(before * 1.5, 0);
    await page.screenshot({ path: path.join(SHOTS, 'map-clan-varn.png'), fullPage: true });
    // Nothing of the SVG became markup in the sidebar: its texts live only inside the image.
    expect(await page.locator('svg').count()).toBe(0);
  });

  it('draws supply ranges on request: a player’s own over their fog of war, any player’s over the whole map', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 320, height: 900 } });
    await page.goto(`${pg.url}sidebar`);
    await page.locator('#map-panel summary').click();
    await page.locator('#map-show').click();
    await page.locator('#map-image[alt="The whole map"]').waitFor();
    expect(await page.locator('#map-supply option').allInnerTexts()).toEqual([
      'No supply ranges',
      'Supply ranges of Aurelian Throne',
      'Supply ranges of Gorthak Horde',
      'Supply ranges of Clan Varn',
      'Supply ranges of Crystal Lotus',
    ]);
    await page.locator('#map-player').selectOption('Clan Varn');
    // A player's fog of war offers only that player's own supply ranges.
    expect(await page.locator('#map-supply option').allInnerTexts()).toEqual([
      'No supply ranges',
      'Supply ranges of Clan Varn',
    ]);
    await page.locator('#map-supply').selectOption('Clan Varn');
    await page.locator('#map-show').click();
    await page
      .locator('#map-image[alt="What Clan Varn sees, with the supply ranges of Clan Varn"]')
      .waitFor();
    expect(await drawnWidth(page)).toBeGreaterThan(100);
    await page.screenshot({ path: path.join(SHOTS, 'map-clan-varn-supply.png'), fullPage: true });
    await page.locator('#map-player').selectOption('');
    await page.locator('#map-supply').selectOption('Gorthak Horde');
    await page.locator('#map-show').click();
    await page.locator('#map-image[alt="The whole map, with the supply ranges of Gorthak Horde"]').waitFor();
    expect(await drawnWidth(page)).toBeGreaterThan(100);
    await page.screenshot({ path: path.join(SHOTS, 'map-moderator-supply.png'), fullPage: true });
  });
});

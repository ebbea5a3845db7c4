import path from 'node:path';
import type { Page } from 'playwright-core';
import { playgroundSession, SHOTS } from './session';

// The whole loop in a real browser (Debian's Chromium through playwright-core): two players send orders
// through the form page, the moderator previews and resolves in the real sidebar, the Treasury and Battles
// tabs show what the engine reported, and Undo puts the ledger back.

jest.setTimeout(120000);

const ORDERS: [string, string, string][] = [
  [
    'Gorthak Horde',
    'blackblood@example.com',
    'Bloodfang Wolf Riders - Move 6 1\nBloodfang Wolf Riders - Move 1 1',
  ],
  [
    'Aurelian Throne',
    'firstborn@example.com',
    'Knights of the Dawn - Move 4 4\nKnights of the Dawn - Move 4 4\nAurelia - Grow',
  ],
];

interface TabGrid {
  readonly header: string[];
  readonly rows: string[][];
}

/** A ledger tab as the /ledger page shows it (each row's first cell, the row number, dropped). */
async function tabGrid(page: Page, url: string, tab: string): Promise<TabGrid> {
  await page.goto(`${url}ledger?tab=${encodeURIComponent(tab)}`);
  const header = (await page.locator('#grid thead th').allInnerTexts()).slice(1);
  const rows = (await page.locator('#grid tbody tr').allInnerTexts()).map((row) => row.split('\t').slice(1));
  return { header, rows };
}

const cell = (grid: TabGrid, row: readonly string[], name: string): string =>
  row[grid.header.indexOf(name)] ?? '';

describe('the playground in a real browser', () => {
  const session = playgroundSession('playground');

  it('orders by form, Preview and Resolve in the sidebar, the ledger changed as reported, Undo restores it', async () => {
    const { pg, context } = session();
    const page = await context.newPage();
    const treasuryBefore = await tabGrid(page, pg.url, 'Treasury');
    expect((await tabGrid(page, pg.url, 'Battles')).rows).toEqual([]);

    for (const [player, email, orders] of ORDERS) {
      await page.goto(`${pg.url}form`);
      await page.locator('#email').selectOption({ label: `${player} (${email})` });
      await page.locator('textarea').fill(orders);
      await page.locator('#submit').click();
      await page.locator('#receipt').waitFor();
      expect(await page.locator('#receipt h2').innerText()).toBe(`Receipt for ${player}`);
      expect(await page.locator('#receipt pre').innerText()).not.toContain('REJECTED');
    }

    const sidebar = await context.newPage();
    await sidebar.setViewportSize({ width: 300, height: 1000 });
    await sidebar.goto(`${pg.url}sidebar`);
    await sidebar.locator('#turn-line', { hasText: 'Turn 1' }).waitFor();
    expect(await sidebar.locator('#orders-list').innerText()).toMatch(/submitted\s*Gorthak Horde 2 lines/);

    await sidebar.locator('#preview').click();
    await sidebar.locator('#result-title', { hasText: 'Preview of turn 1' }).waitFor();
    const previewed = await sidebar.locator('#result-players summary').allInnerTexts();
    await sidebar.locator('#resolve:enabled').click();
    await sidebar.locator('#result-title', { hasText: 'Turn 1 resolved' }).waitFor();
    expect(await sidebar.locator('#error').isHidden()).toBe(true);
    const resolved = await sidebar.locator('#result-players summary').allInnerTexts();
    expect(resolved).toEqual(previewed);
    await sidebar.locator('#battles-summary').click(); // open the Battles section
    const battles = await sidebar.locator('#battles-list li').allInnerTexts();
    expect(battles).toHaveLength(1);
    expect(battles[0]).toMatch(/field battle at 1111 .*Bloodfang Wolf Riders.*Knights of the Dawn/);
    await sidebar.screenshot({ path: path.join(SHOTS, 'playground-sidebar.png'), fullPage: true });

    // The Treasury grid holds each player's closing balance, as the sidebar reported it.
    const treasury = await tabGrid(page, pg.url, 'Treasury');
    expect(treasury.rows.length).toBeGreaterThan(treasuryBefore.rows.length);
    for (const line of resolved) {
      const [, player, closing] = /^(.+?): .*→ ([\d,]+) g$/.exec(line) ?? [];
      const mine = treasury.rows.filter((row) => cell(treasury, row, 'Player') === player);
      const balance = cell(treasury, mine[mine.length - 1], 'Balance');
      expect({ player, balance }).toEqual({ player, balance: closing.replace(/,/g, '') });
    }
    await page.screenshot({ path: path.join(SHOTS, 'playground-ledger-treasury.png'), fullPage: true });

    // The Battles tab has the battle the sidebar reported.
    const battleTab = await tabGrid(page, pg.url, 'Battles');
    expect(battleTab.rows).toHaveLength(1);
    expect(cell(battleTab, battleTab.rows[0], 'Hex')).toBe('1111');
    const armies = cell(battleTab, battleTab.rows[0], 'Armies');
    expect(armies).toContain('Bloodfang Wolf Riders');
    expect(armies).toContain('Knights of the Dawn');

    await page.goto(`${pg.url}player?name=${encodeURIComponent('Gorthak Horde')}`);
    expect(await page.locator('#armies-grid').innerText()).toContain('1111');
    await page.screenshot({ path: path.join(SHOTS, 'playground-player.png'), fullPage: true });

    // Undo asks with window.confirm: accept it.
    sidebar.once('dialog', (dialog) => void dialog.accept());
    await sidebar.locator('#undo:enabled').click();
    await sidebar.locator('#result-title', { hasText: 'Turn 1 was undone' }).waitFor();
    expect(await tabGrid(page, pg.url, 'Treasury')).toEqual(treasuryBefore);
    expect((await tabGrid(page, pg.url, 'Battles')).rows).toEqual([]);
    await sidebar.locator('#turn-line', { hasText: 'Turn 1' }).waitFor();
  });
});

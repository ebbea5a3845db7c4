import type { Page } from 'playwright-core';
import { playgroundSession } from './session';

// Issue 12's acceptance: a battle driven from the sidebar to its applied result, in a real browser. The moderator
// puts the Wolf Riders next to the Knights of the Dawn (a cell edit), the Knights' player orders them in through
// the form, the sidebar resolves turn 1 (a field battle, T1-B1), the moderator types the result on the Battles
// tab, and the sidebar's Battle results panel previews and applies it. Screenshots go to test-results/.

jest.setTimeout(300000);

const WOLVES = 'Bloodfang Wolf Riders';
const KNIGHTS = 'Knights of the Dawn';

/** The ledger page's table of `tab`: its headers and the row whose text holds `rowText`. */
async function rowOf(page: Page, url: string, tab: string, rowText: string) {
  await page.goto(`${url}ledger?tab=${encodeURIComponent(tab)}`);
  const headers = await page.locator('#grid thead th').allInnerTexts();
  const row = page.locator('#grid tbody tr', { hasText: rowText }).first();
  const cell = (header: string) => {
    const at = headers.indexOf(header);
    if (at < 0) throw new Error(`no column ${header} on ${tab}`);
    return row.locator('td').nth(at);
  };
  return { row, cell };
}

/** Types `value` into a cell of the `rowText` row of `tab`, by header, through the ledger page's edit form. */
async function setCell(
  page: Page,
  url: string,
  tab: string,
  rowText: string,
  header: string,
  value: string,
): Promise<void> {
  const { cell } = await rowOf(page, url, tab, rowText);
  const address = await cell(header).getAttribute('data-cell');
  if (!address) throw new Error(`no ${header} cell for ${rowText} on ${tab}`);
  await page.locator('#cell').fill(address);
  await page.locator('#value').fill(value);
  await page.locator('#save-cell').click();
  await page.locator('#edited', { hasText: `Saved ${address}.` }).waitFor();
}

describe('a battle from the sidebar to its applied result', () => {
  const session = playgroundSession('battle');

  it('resolve finds the battle, the result typed on the Battles tab is previewed and applied', async () => {
    const { pg, context, shot } = session();
    const page = await context.newPage();

    // 1. The Wolf Riders stand in 1106, next to the Knights in 1107; the Knights ride into them.
    await setCell(page, pg.url, 'Armies', WOLVES, 'Hex', '1106');
    await page.goto(`${pg.url}form`);
    await page.locator('#email').selectOption({ label: 'Aurelian Throne (firstborn@example.com)' });
    await page.locator('textarea').fill(`${KNIGHTS} - Move 1`);
    await page.locator('#submit').click();
    await page.locator('#receipt').waitFor();
    expect(await page.locator('#receipt pre').innerText()).not.toContain('REJECTED');

    // 2. The sidebar previews and resolves turn 1: one field battle, written to the Battles tab as T1-B1.
    const sidebar = await context.newPage();
    await sidebar.setViewportSize({ width: 300, height: 1400 });
    await sidebar.goto(`${pg.url}sidebar`);
    await sidebar.locator('#turn-line', { hasText: 'Turn 1' }).waitFor();
    await sidebar.locator('#preview').click();
    await sidebar.locator('#result-title', { hasText: 'Preview of turn 1' }).waitFor();
    await sidebar.locator('#resolve:enabled').click();
    await sidebar.locator('#result-title', { hasText: 'Turn 1 resolved' }).waitFor();
    await sidebar.locator('#battles-block').evaluate((d) => d.setAttribute('open', ''));
    expect(await sidebar.locator('#battles-list').innerText()).toContain('1106');

    // 3. After the tabletop game the moderator types the result on the Battles tab: both fought, the Throne won
    // after 6 turns, the Knights lost 100 points and the Wolf Riders 200.
    const result: [string, string][] = [
      ['Attacker choice', 'fight'],
      ['Defender choice', 'fight'],
      ['Winner', 'Aurelian Throne'],
      ['Points lost', `${KNIGHTS}: 100; ${WOLVES}: 200`],
      ['Turns played', '6'],
    ];
    for (const [header, value] of result) await setCell(page, pg.url, 'Battles', 'T1-B1', header, value);

    // 4. The sidebar's Battle results panel: Preview says what Apply will do, Apply does it.
    await sidebar.reload();
    await sidebar.locator('#turn-line', { hasText: 'Turn 2' }).waitFor();
    await sidebar.locator('#battle-results-panel').evaluate((d) => d.setAttribute('open', ''));
    await sidebar.locator('#battles-preview').click();
    // The status leaves 'Reading the Battles tab…' when the answer (or an error) is drawn.
    await sidebar.locator('#battles-status', { hasText: /^(?!Reading).+/ }).waitFor();
    await shot(sidebar, '1-preview');
    const left = await sidebar.locator('#battles-left').innerText();
    expect({ status: await sidebar.locator('#battles-status').innerText(), left }).toEqual({
      status: 'Apply will settle 1 battle.',
      left: '',
    });
    expect(await sidebar.locator('#battles-applied').innerText()).toContain('T1-B1: complete');
    const effects = await sidebar.locator('#battles-effects').innerText();
    // Table 19: one d20 per point of the loser's size (600 points: 6), x 5 guilders, to the winner.
    const dice = [...effects.matchAll(/spoils die \d of 6: (\d+)/g)].map((m) => Number(m[1]));
    expect(dice).toHaveLength(6);
    expect(effects).toContain(`Aurelian Throne: +${5 * dice.reduce((a, b) => a + b, 0)} (Spoils`);
    await sidebar.locator('#battles-apply:enabled').click();
    await sidebar.locator('#battles-status', { hasText: 'Applied T1-B1.' }).waitFor();
    await shot(sidebar, '2-applied');

    // 5. The ledger shows the applied result. Table 17, Fight/Fight with a winner: the loser retreats one hex;
    // Retreats: the Wolf Riders did not enter 1106 this turn, so one hex toward their nearest city (Skullrock,
    // 1114): 1107. Each army lost what the moderator entered: 500 - 100 = 400, 600 - 200 = 400.
    const wolves = await rowOf(page, pg.url, 'Armies', WOLVES);
    expect(await wolves.cell('Hex').innerText()).toBe('1107');
    expect(await wolves.cell('Points').innerText()).toBe('400');
    const knights = await rowOf(page, pg.url, 'Armies', KNIGHTS);
    expect(await knights.cell('Hex').innerText()).toBe('1106');
    expect(await knights.cell('Points').innerText()).toBe('400');
    const battle = await rowOf(page, pg.url, 'Battles', 'T1-B1');
    expect(await battle.cell('Applied').innerText()).toBe('turn 2');
    // Table 19: the winner's spoils are in the Treasury journal.
    await page.goto(`${pg.url}ledger?tab=Treasury`);
    expect(await page.locator('#grid tbody tr', { hasText: 'Spoils' }).first().innerText()).toContain(
      'Aurelian Throne',
    );
    await shot(page, '3-ledger');
  });
});

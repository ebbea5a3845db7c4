import type { Page } from 'playwright-core';
import { playgroundSession } from './session';

// Issue 10's acceptance: a campaign week in the playground, in a real browser, as a moderator runs it. Set a
// deadline and a turn length by editing cells, players submit orders, the clock moves and a reminder goes out
// to the player whose orders are missing, Preview, override one die and see only that roll change, Resolve,
// the form shows the new turn and deadline, and Undo clears the sidebar. Screenshots go to test-results/.

jest.setTimeout(300000);

const ORDERS: [string, string, string][] = [
  [
    'Gorthak Horde',
    'blackblood@example.com',
    'Bloodfang Wolf Riders - Move 6 1\nBloodfang Wolf Riders - Move 1 1',
  ],
  ['Aurelian Throne', 'firstborn@example.com', 'Knights of the Dawn - Move 4 4\nAurelia - Grow'],
  ['Crystal Lotus', 'elves@example.com', 'Lotus Guard - Hold'],
];
const MISSING = { player: 'Clan Varn', email: 'dwarves@example.com' };

/** `YYYY-MM-DD HH:MM` in UTC (the emulated spreadsheet's time zone), as a moderator types a deadline. */
function typed(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** Types `value` into the Value cell of a Campaign setting, through the ledger page's edit form. */
async function setSetting(page: Page, url: string, setting: string, value: string): Promise<void> {
  await page.goto(`${url}ledger?tab=Campaign`);
  const header = await page.locator('#grid thead th').allInnerTexts();
  const row = page.locator('#grid tbody tr', { hasText: setting }).first();
  const cell = await row.locator('td').nth(header.indexOf('Value')).getAttribute('data-cell');
  if (!cell) throw new Error(`no Value cell for ${setting}`);
  await page.locator('#cell').fill(cell);
  await page.locator('#value').fill(value);
  await page.locator('#save-cell').click();
  await page.locator('#edited', { hasText: `Saved ${cell}.` }).waitFor();
  expect(await row.innerText()).toContain(value);
}

/** The dice the sidebar shows: roll key → its line. */
async function dice(sidebar: Page): Promise<Map<string, string>> {
  // Open the Dice section and each group in it, so every roll and its input are visible.
  await sidebar
    .locator('#rolls-block, #rolls-list details')
    .evaluateAll((sections) => sections.forEach((d) => d.setAttribute('open', '')));
  const items = sidebar.locator('#rolls-list li');
  const out = new Map<string, string>();
  for (let i = 0; i < (await items.count()); i++) {
    const key = (await items.nth(i).locator('input').getAttribute('data-roll-key')) ?? '';
    out.set(key, await items.nth(i).innerText());
  }
  return out;
}

describe('a campaign week in the playground (two turns)', () => {
  const session = playgroundSession('week');

  it('deadline, orders, reminder, preview with one die overridden, resolve, the form follows, undo', async () => {
    const { pg, context, shot } = session();
    const page = await context.newPage();

    // 1. The moderator sets the deadline (two days on), a week per turn and a reminder a day before.
    const deadline = new Date(Math.floor(Date.now() / 60000) * 60000 + 48 * 3_600_000);
    await setSetting(page, pg.url, 'Order deadline', typed(deadline));
    await setSetting(page, pg.url, 'Turn length (days)', '7');
    await setSetting(page, pg.url, 'Reminder (hours before deadline)', '24');
    await shot(page, '1-settings');

    // 2. Three of the four players send orders through the form.
    for (const [player, email, orders] of ORDERS) {
      await page.goto(`${pg.url}form`);
      await page.locator('#email').selectOption({ label: `${player} (${email})` });
      await page.locator('textarea').fill(orders);
      await page.locator('#submit').click();
      await page.locator('#receipt').waitFor();
      expect(await page.locator('#receipt pre').innerText()).not.toContain('REJECTED');
    }

    // 3. Thirty hours pass: the reminder goes to the player whose orders are missing, and only to them.
    await page.goto(`${pg.url}menu`);
    await page.locator('#hours').fill('30');
    await page.locator('#move-clock').click();
    await page.locator('#result-text', { hasText: 'Moved the clock on by 30 hours.' }).waitFor();
    await shot(page, '2-clock');
    await page.goto(`${pg.url}outbox`);
    const recipients = await page.locator('.mail-to').allInnerTexts();
    await shot(page, '3-outbox');
    expect(recipients).toContain(MISSING.email);
    const reminder = page.locator('article.mail', {
      has: page.locator('.mail-to', { hasText: MISSING.email }),
    });
    expect(await reminder.first().innerText()).toMatch(/no orders from Clan Varn have arrived for turn 1/);
    const everything = await page.locator('main').innerText();
    for (const [player] of ORDERS) expect(everything).not.toContain(`no orders from ${player}`);

    // 4. Preview; override one die; Preview again: only that roll changes.
    const sidebar = await context.newPage();
    await sidebar.setViewportSize({ width: 300, height: 1200 });
    await sidebar.goto(`${pg.url}sidebar`);
    await sidebar.locator('#turn-line', { hasText: 'Turn 1' }).waitFor();
    await sidebar.locator('#preview').click();
    await sidebar.locator('#result-title', { hasText: 'Preview of turn 1' }).waitFor();
    const before = await dice(sidebar);
    const key = [...before.keys()].find((k) => k.startsWith('corruption:')) ?? [...before.keys()][0];
    expect(key).toBeDefined();
    const input = sidebar.locator(`#rolls-list input[data-roll-key="${key}"]`);
    const shown = Number(await input.getAttribute('placeholder'));
    const override = shown === 1 ? 2 : 1;
    await input.fill(String(override));
    await input.press('Tab');
    await sidebar.locator('#preview').click();
    await sidebar.locator(`#rolls-list input[data-roll-key="${key}"][placeholder="${override}"]`).waitFor();
    const after = await dice(sidebar);
    await shot(sidebar, '4-preview-override');
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [k, line] of before) if (k !== key) expect({ k, line: after.get(k) }).toEqual({ k, line });
    expect(after.get(key)).not.toBe(before.get(key));

    // 5. Resolve: the overridden roll is the one applied.
    await sidebar.locator('#resolve:enabled').click();
    await sidebar.locator('#result-title', { hasText: 'Turn 1 resolved' }).waitFor();
    expect((await dice(sidebar)).get(key)).toBe(after.get(key));
    await shot(sidebar, '5-resolved');

    // 6. The form now asks for turn 2, due a week after the last deadline.
    await page.goto(`${pg.url}form`);
    const form = await page.locator('main').innerText();
    await shot(page, '6-form-turn-2');
    expect(form).toMatch(/\bturn 2\b/i);
    expect(form).toContain(typed(new Date(deadline.getTime() + 7 * 24 * 3_600_000)));

    // 7. Undo: the sidebar no longer shows the undone turn's battles, dice or events.
    sidebar.once('dialog', (dialog) => void dialog.accept());
    await sidebar.locator('#undo:enabled').click();
    await sidebar.locator('#turn-line', { hasText: 'Turn 1' }).waitFor();
    await sidebar.locator('#undo:disabled').waitFor();
    await shot(sidebar, '7-undone');
    const cleared =
      (await sidebar.locator('#result').isHidden()) ||
      ((await sidebar.locator('#rolls-list li').count()) === 0 &&
        (await sidebar.locator('#battles-list li').count()) === 0);
    expect(cleared).toBe(true);
  });
});

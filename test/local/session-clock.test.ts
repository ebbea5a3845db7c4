import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from '../../src/local/playground/session';

// Issue 10, bug 9: the offline tools' clock was frozen at one instant (2026-01-01 12:00), so form timestamps,
// deadlines and reminders in the playground and the CLI ignored the real date. Their clock is real time now,
// moved on only by the moderator (the playground's clock control), and never goes backwards.

describe('the clock of the playground and the CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-clock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('follows real time: a form submission is stamped now', () => {
    const session = Session.create(path.join(dir, 'now.xlsx'), 'Now', true);
    const form = session.form();
    if (!form) throw new Error('no form');
    const sent = Date.now();
    session.submitForm(form, 'elves@example.com', { Orders: 'Lotus Guard - Hold' });
    const responses = session.spreadsheet.getSheetByName('Form Responses 1');
    const stamp = responses?.getRange(2, 1).getValue() as Date;
    expect(Math.abs(stamp.getTime() - sent)).toBeLessThan(60_000);
    expect(Math.abs(session.now().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('moves on when the moderator moves it, stays ahead, and a saved workbook keeps its later time', async () => {
    const file = path.join(dir, 'ahead.xlsx');
    const session = Session.create(file, 'Ahead', true);
    session.advanceClock(3 * 24 * 3_600_000);
    const ahead = session.now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3 * 24 * 3_600_000 - 60_000);
    expect(session.now().getTime() - Date.now()).toBeGreaterThan(ahead - 60_000);
    await session.save();
    const reopened = await Session.open(file);
    expect(reopened.now().getTime() - Date.now()).toBeGreaterThan(3 * 24 * 3_600_000 - 120_000);
  });
});

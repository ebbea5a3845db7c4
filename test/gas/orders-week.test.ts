import { EmulatedForm } from '../../src/local/services/forms';
import { DWARVES, FIRSTBORN, HOUR, MINUTE, ordersCampaign } from './orders-helpers';

// Issue 10: the week of a campaign as players see it: receipts that are easy to scan, a form that follows the
// turn, and reminders before the deadline. Issue 11: a response sent while Resolve holds the lock counts for
// the turn it was sent for.

const ELVES = 'elves@example.com';
const BLACKBLOOD = 'blackblood@example.com';

describe('receipts', () => {
  it('say what a resubmission replaced, count and mark rejected lines, and show the cost against the treasury', () => {
    const c = ordersCampaign();
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    c.emulation.world.advanceClock(MINUTE);
    c.submit(FIRSTBORN, 'Knights of the Dawn - Hold\nAurelia - Fly to the moon');
    const lines = c.outbox()[1].body.split('\n');
    expect(lines[1]).toBe(
      '1 of 2 lines REJECTED (marked below): that unit holds unless you send corrected orders.',
    );
    expect(lines).toContain('   was 1. Aurelia - Grow');
    expect(lines.some((l) => l.startsWith('This submission REPLACED your earlier one for turn 1'))).toBe(
      true,
    );
    expect(lines.some((l) => l.startsWith('REJECTED 2. Aurelia - Fly to the moon'))).toBe(true);
    expect(lines.some((l) => /^Cost: \d+ guilders of the \d+ in your treasury\.$/.test(l))).toBe(true);
    expect(c.outbox()[0].body).toContain('The 1 line was accepted.');
  });
});

describe('the form follows the turn', () => {
  it('shows the new turn after Resolve and the old one after Undo, and a new deadline within the hour', () => {
    const c = ordersCampaign();
    const form = () => c.emulation.services.FormApp.openById(c.formId());
    expect(form().getTitle()).toContain('turn 1');
    expect(form().getDescription()).toContain('REPLACES your earlier orders for turn 1');
    c.script.call('resolveTurn', [1, {}]);
    expect(form().getTitle()).toContain('turn 2');
    expect(form().getDescription()).toContain('turn 2. No deadline is set.');
    c.script.call('undoLastTurn');
    expect(form().getTitle()).toContain('turn 1');
    c.setSetting('Order deadline', '2026-01-09 18:00');
    c.emulation.services.ScriptApp.advanceClock(HOUR);
    expect(form().getDescription()).toContain('Orders are due by 2026-01-09 18:00');
  });

  it('after Resolve shows the turn and deadline the Campaign tab holds, as the menu reading it would', () => {
    // Resolve hands the form the settings it wrote (orders-form.ts) instead of reading the Campaign tab again:
    // the form must read exactly as Create orders form, which reads the tab, makes it. Deadline 2026-01-09
    // 18:00 plus a turn length of 7 days: 2026-01-16 18:00.
    const c = ordersCampaign();
    const form = () => c.emulation.services.FormApp.openById(c.formId());
    c.setSetting('Order deadline', '2026-01-09 18:00');
    c.setSetting('Turn length (days)', 7);
    c.script.call('resolveTurn', [1, {}]);
    const shown = [form().getTitle(), form().getDescription()];
    expect(shown[0]).toContain('turn 2');
    expect(shown[1]).toContain('turn 2. Orders are due by 2026-01-16 18:00');
    c.script.call('menuCreateOrdersForm');
    expect([form().getTitle(), form().getDescription()]).toEqual(shown);
  });

  it('a response sent while Resolve holds the lock is recorded for the turn it was sent for', () => {
    const c = ordersCampaign();
    const lock = c.emulation.services.LockService;
    c.emulation.world.runExecution(() => {
      // The moderator's Resolve has the lock when the player sends; its own drain records the response.
      lock.getScriptLock().waitLock(1000);
      c.submit(FIRSTBORN, 'Aurelia - Grow');
      expect(c.ordersRows()).toEqual([]);
      c.script.fn('resolveTurn')?.(1, {});
    });
    const turn = c.column('Orders', 'Turn');
    expect(c.ordersRows().map((r) => r[turn])).toEqual([1]);
    // One receipt; the turn reports Resolve sends after are another matter (player-reports.test.ts).
    const receipts = c.outbox().filter((m) => !/ report for /.test(m.subject));
    expect(receipts.map((m) => m.to)).toEqual([FIRSTBORN]);
  });
});

describe('a response the Resolve could not see', () => {
  it('sent before the new turn opened, is refused as late for its turn, never recorded under the next one', () => {
    const c = ordersCampaign();
    const { world, services } = c.emulation;
    // The race: the response is saved while Resolve runs, after Resolve drained the form.
    let hidden = true;
    const getResponses = EmulatedForm.prototype.getResponses;
    const spy = jest.spyOn(EmulatedForm.prototype, 'getResponses').mockImplementation(function (
      this: EmulatedForm,
      since?: Date,
    ) {
      const all = getResponses.call(this, since);
      return hidden
        ? all.filter((r) => world.calls.uncounted(() => r.getRespondentEmail()) !== FIRSTBORN)
        : all;
    });
    try {
      world.runExecution(() => {
        services.LockService.getScriptLock().waitLock(1000);
        c.submit(FIRSTBORN, 'Aurelia - Grow');
        world.advanceClock(MINUTE);
        c.script.fn('resolveTurn')?.(1, {});
      });
      hidden = false;
      c.script.call('onOrdersHourly');
    } finally {
      spy.mockRestore();
    }
    expect(c.ordersRows()).toEqual([]);
    expect(c.logEffects().some((e) => e.startsWith('Submission rejected (ORD-RESOLVED)'))).toBe(true);
    expect(c.outbox().at(-1)?.body).toContain(
      'sent for turn 1, which was resolved before they could be recorded',
    );
  });
});

describe('reminders', () => {
  it('email each player without orders once, when the deadline is that close; logged, within the mail quota', () => {
    const c = ordersCampaign();
    const { world, services } = c.emulation;
    // The world clock starts at 2026-01-01 12:00 UTC; orders are due two days later.
    c.setSetting('Order deadline', '2026-01-03 12:00');
    c.setSetting('Reminder (hours before deadline)', 24);
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    services.MailApp.clearOutbox();
    services.MailApp.setDailyQuota(2);
    services.ScriptApp.advanceClock(23 * HOUR);
    expect(c.outbox()).toEqual([]); // 25 hours before the deadline: not yet
    services.ScriptApp.advanceClock(2 * HOUR);
    const reminded = c.outbox().map((m) => m.to);
    expect(reminded).toHaveLength(2);
    expect(reminded.every((to) => [DWARVES, ELVES, BLACKBLOOD].includes(to))).toBe(true);
    expect(c.outbox()[0].subject).toContain('your orders for turn 1 are due 2026-01-03 12:00');
    const log = c.logEffects();
    expect(log.filter((e) => e.startsWith('Reminder emailed'))).toHaveLength(2);
    expect(log.filter((e) => e.startsWith('Reminder not emailed: the daily email quota'))).toHaveLength(1);
    // Once per turn: the hours after send nothing more.
    services.ScriptApp.advanceClock(10 * HOUR);
    expect(c.outbox()).toHaveLength(2);
    expect(world.now().toISOString()).toBe('2026-01-02T23:00:00.000Z');
  });
});

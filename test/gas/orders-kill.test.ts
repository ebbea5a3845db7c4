import { DWARVES, FIRSTBORN, MINUTE, ordersCampaign } from './orders-helpers';

// Issue 11, "Nothing lost": an execution killed dead (the 6-minute limit: no catch or finally runs) at any
// service call of a submission or of Create orders form; the next normal operation leaves no order lost or
// recorded twice.

/** Every "[response id]" the Log names, with how many Log rows name it. */
function responsesLogged(effects: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of effects) {
    const id = /\[response ([^\]]+)\]/.exec(e)?.[1];
    if (id) out.set(id, (out.get(id) ?? 0) + 1);
  }
  return out;
}

describe('a submission killed at any service call', () => {
  it('is recorded exactly once by the next submission or the hourly catch-up', () => {
    const c = ordersCampaign();
    const { world } = c.emulation;
    c.submit(FIRSTBORN, 'Aurelia - Grow');
    world.advanceClock(10 * MINUTE);
    world.calls.reset();
    c.submit(FIRSTBORN, 'Aurelia - Grow\nKnights of the Dawn - Hold');
    const calls = world.calls.total;
    expect(calls).toBeGreaterThan(30);
    for (let n = 1; n <= calls; n++) {
      world.advanceClock(10 * MINUTE); // within the hourly limit of submissions
      const text = `Aurelia - Grow\nKnights of the Dawn - Hold # kill ${n}`;
      world.calls.killAt(n);
      const result = c.submit(FIRSTBORN, text);
      world.calls.killAt(null);
      expect(result.runs.map((r) => (r.ok ? 'ok' : (r.error as Error).name))).toEqual(['KilledExecution']);
      world.advanceClock(MINUTE);
      if (n % 2 === 0) c.script.call('onOrdersHourly');
      else c.submit(DWARVES, `Hammerguard of Karak Varn - Hold # after ${n}`);
      expect(c.ordersByPlayer()['Aurelian Throne']).toEqual(text.split('\n'));
      const logged = responsesLogged(c.logEffects());
      expect([...logged.values()].every((count) => count === 1)).toBe(true);
      expect(logged.has(result.responseId)).toBe(true);
    }
  });
});

describe('Create orders form killed at any service call', () => {
  it('run again repairs the form, its triggers and settings, and the next submission is recorded once', () => {
    const c = ordersCampaign({ form: false });
    const { world, services } = c.emulation;
    const props = services.PropertiesService.getDocumentProperties();
    /** Back to a ledger that never had a form (the forms already made stay in Drive, unlinked). */
    const forgetForm = (): void =>
      c.uncounted(() => {
        props.deleteProperty('ordersFormId');
        props.deleteProperty('ordersIntake');
        services.ScriptApp.importState({ triggers: [] });
      });
    world.calls.reset();
    c.script.call('menuCreateOrdersForm');
    const calls = world.calls.total;
    expect(calls).toBeGreaterThan(20);
    for (let n = 1; n <= calls; n++) {
      forgetForm();
      world.advanceClock(10 * MINUTE); // within the hourly limit of submissions
      world.calls.killAt(n);
      expect(() => c.script.call('menuCreateOrdersForm')).toThrow('Execution killed');
      world.calls.killAt(null);
      c.script.call('menuCreateOrdersForm');
      expect(services.Ui.alerts.at(-1)?.prompt).toContain('Players answer at:');
      const formId = props.getProperty('ordersFormId') ?? '';
      expect(services.FormApp.openById(formId).getEmailCollectionType()).toBe('VERIFIED');
      expect(services.ScriptApp.allTriggers.map((t) => [t.handler, t.sourceId]).sort()).toEqual([
        ['onOrdersHourly', ''],
        ['onOrdersSubmitted', formId],
      ]);
      const text = `Aurelia - Grow # create killed at ${n}`;
      const sent = services.FormApp.submit(
        formId,
        FIRSTBORN,
        { Orders: text },
        { throwOnHandlerError: false },
      );
      expect(c.ordersByPlayer()).toEqual({ 'Aurelian Throne': [text] });
      expect(responsesLogged(c.logEffects()).get(sent.responseId)).toBe(1);
    }
  });
});

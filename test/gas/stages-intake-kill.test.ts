import { createStageForm } from '../../src/gas/stages/form';
import { stageOrdersSubmitted } from '../../src/gas/stages/intake';
import { FAKE_STAGE_RULESET as FAKE } from './stages-intake-fake';
import { IRON, MINUTE, SEA, stageLedger } from './stages-intake-ledger';

// The intake killed at every service call (the 6-minute limit, a quota): the Orders tab is exactly as before
// or as after (it is written once), and the next run records whatever the killed one did not claim, so the
// ledger ends as an uninterrupted run leaves it.

function pending() {
  const l = stageLedger();
  createStageForm(l.spreadsheet, FAKE);
  l.submit(IRON, 'Greywall - Hold\nBlackrock - Hold');
  l.emulation.world.advanceClock(MINUTE);
  l.submitUnrecorded(SEA, 'Saltmarsh - Raise');
  l.emulation.world.advanceClock(MINUTE);
  l.submitUnrecorded(IRON, '=1+1 - Hold\nGreywall - Raise');
  l.emulation.world.advanceClock(MINUTE);
  const run = () => l.emulation.world.runExecution(() => stageOrdersSubmitted(FAKE));
  return { ...l, run };
}

afterEach(() => jest.restoreAllMocks());

describe('the staged intake killed at every call', () => {
  const clean = pending();
  const before = clean.orders();
  const start = clean.emulation.world.calls.total;
  expect(clean.run()).toBe(2);
  const calls = clean.emulation.world.calls.total - start;
  const after = clean.orders();
  const receipts = clean.emulation.services.MailApp.outbox.length;
  const logged = clean.logEffects().filter((e) => e.startsWith('Orders received'));

  it('records both waiting responses when not killed (the case the kills are compared with)', () => {
    expect(before.map((r) => [r.Player, r.Text])).toEqual([
      ['Iron Host', 'Greywall - Hold'],
      ['Iron Host', 'Blackrock - Hold'],
    ]);
    expect(after.map((r) => [r.Player, r.Text, r.Status])).toEqual([
      ['Sea Lords', 'Saltmarsh - Raise', 'ok'],
      ['Iron Host', '=1+1 - Hold', 'rejected'],
      ['Iron Host', 'Greywall - Raise', 'ok'],
    ]);
    expect(receipts).toBe(3);
    expect(logged).toHaveLength(3);
    expect(calls).toBeGreaterThan(10);
  });

  it.each(Array.from({ length: calls }, (_, i) => i + 1))('kill at call %i', (n) => {
    const l = pending();
    l.emulation.world.calls.killAt(n);
    try {
      l.run();
    } catch {
      // killed: whatever the execution did not finish is the next run's
    }
    const orders = l.orders();
    expect([before, after]).toContainEqual(orders);
    l.run();
    expect(l.orders()).toEqual(after);
    // Each response logged once; its receipt mailed at most once (claimed before mailing, as CS42's intake).
    expect(l.logEffects().filter((e) => e.startsWith('Orders received'))).toEqual(logged);
    const mailed = l.emulation.services.MailApp.outbox.map((m) => m.to);
    expect(mailed.filter((to) => to === SEA).length).toBeLessThanOrEqual(1);
    expect(mailed.filter((to) => to === IRON).length).toBeLessThanOrEqual(2);
  });
});

// A service failure (not a kill) the intake catches: a response whose check failed waits for the next run while
// the others are recorded, so the Orders tab may also show only some of them; none is lost or logged twice.
describe('the staged intake with a service failure at every call', () => {
  const clean = pending();
  const start = clean.emulation.world.calls.total;
  clean.run();
  const calls = clean.emulation.world.calls.total - start;
  const after = clean.texts();
  const logged = clean.logEffects().filter((e) => e.startsWith('Orders received'));

  it.each(Array.from({ length: calls }, (_, i) => i + 1))('failure at call %i', (n) => {
    const l = pending();
    const before = l.texts();
    l.emulation.world.calls.failAt(n);
    try {
      l.run();
    } catch {
      // a failure the intake did not catch: the trigger's execution fails, the next one records
    }
    const partly = [
      before,
      after,
      { ...before, 'Sea Lords': after['Sea Lords'] },
      { 'Iron Host': after['Iron Host'] },
    ];
    expect(partly).toContainEqual(l.texts());
    l.run();
    expect(l.texts()).toEqual(after);
    expect(
      l
        .logEffects()
        .filter((e) => e.startsWith('Orders received'))
        .sort(),
    ).toEqual([...logged].sort());
  });
});

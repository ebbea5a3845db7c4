import { battleCampaign } from './battles-helpers';

// Issue 12: Apply battle results is one transaction. A failure thrown at any service call puts the ledger back at
// once; an execution killed at any call (no catch or finally runs) leaves what the next Undo puts back. Either way
// the workbook is exactly before or exactly after, never between.

function entered() {
  const c = battleCampaign();
  c.set('Battles', 'T1-B1', {
    'Attacker choice': 'fight',
    'Defender choice': 'fight',
    Winner: 'Gorthak Horde',
    'Points lost': 'Knights of the Dawn: 300; Bloodfang Wolf Riders: 100',
    'Turns played': 6,
  });
  return c;
}

describe('Apply battle results, failure and kill at every service call', () => {
  const c = entered();
  const before = c.book();
  const calls = c.emulation.world.calls;
  // The first Apply also emails the battle results; once sent, an Apply giving the same reports sends nothing,
  // so every Apply below makes the same calls.
  c.apply();
  c.script.call('undoLastTurn');
  calls.reset();
  c.apply();
  const applyCalls = calls.total;
  const after = c.book();
  c.script.call('undoLastTurn');
  const where = (): string => ({ [before]: 'before', [after]: 'after' })[c.book()] ?? 'neither';

  it('costs a constant handful of calls, and Undo gives back the ledger before exactly', () => {
    expect(where()).toBe('before');
    expect(applyCalls).toBeGreaterThan(10);
    expect(applyCalls).toBeLessThan(100);
  });

  it('a failure thrown at any call: nothing changed, and the message says so', () => {
    for (let n = 1; n <= applyCalls; n++) {
      calls.failAt(n);
      let message = '';
      try {
        c.apply();
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      calls.failAt(null);
      // A failure before the last write is rolled back and reported; one after it leaves the Apply complete.
      const outcome = where();
      expect([n, outcome]).not.toEqual([n, 'neither']);
      if (outcome === 'before') expect([n, message]).not.toEqual([n, '']);
      else c.script.call('undoLastTurn');
      expect([n, where()]).toEqual([n, 'before']);
    }
  });

  it('killed at any call: Undo puts back what was written, or nothing was; then Apply works', () => {
    for (let n = 1; n <= applyCalls; n++) {
      const start = calls.total;
      calls.killAt(n);
      try {
        c.apply();
      } catch {
        // A dead execution's error does not matter: nothing of it runs after the kill.
      }
      calls.killAt(null);
      expect([n, calls.total - start]).toEqual([n, n]);
      const state = c.script.call('getSidebarState') as { inProgress: string };
      const outcome = where();
      if (outcome === 'neither')
        expect([n, state.inProgress]).toEqual([n, expect.stringContaining('Undo last turn')]);
      if (state.inProgress !== '' || outcome === 'after') c.script.call('undoLastTurn');
      expect([n, where()]).toEqual([n, 'before']);
    }
    c.apply();
    expect(where()).toBe('after');
  });
});
